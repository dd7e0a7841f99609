//! The review of a match: every Take or Stand of either seat, person or
//! computer, graded by the match-win chance it gave up.
//!
//! For each decision the review replays the match up to that point and asks
//! the Expert's search for the match equity — P(win the match) + ½·P(the
//! match is drawn), SPEC §3 "Playing for the match" — of Take and of Stand
//! for the seat to move: the numbers the Expert plays by, the coach's match
//! line and `duel21 analyze --score`'s. The **loss** of a decision is
//! equity(best) − equity(chosen) (SPEC §3 "Grading decisions"): 0 for a
//! best move (equal equities are both best, and in a decided match every
//! choice is), otherwise the share of a match win given away. So the Expert
//! is never graded below best, and a drill's answer is the Expert's move.
//! The round's own equities ride along: where the round's best choice is
//! not the match's, the page says both.
//!
//! # Grades
//!
//! | grade | loss | what it means at the table |
//! |---|---|---|
//! | best | 0 | as good as any choice |
//! | good | below 0.02 | gives away less than one match in fifty |
//! | inaccuracy | 0.02 to below 0.05 | a small, often close, error |
//! | mistake | 0.05 to below 0.10 | a clear error |
//! | blunder | 0.10 or more | one match in ten thrown away or worse |
//!
//! The thresholds are lichess's kind, read as match-win chance. Measured
//! over 400 self-play matches against Expert (`duel21 selfplay --a LEVEL
//! --b expert --matches 400 --seed 3`, the `a_errors` counts), the bands
//! separate the levels a player can pick: Expert makes no error (0 of 4,911
//! decisions against itself, 0 of 4,905 against Easy, 0 of 5,107 against a
//! coin); Classic errs in 2.0 % of its decisions (56 inaccuracies, 34
//! mistakes, 14 blunders of 5,075); Easy in 12 % (270, 202, 143 of 5,140);
//! a coin in 30 % (317, 405, 691 of 4,657).
//!
//! # Accuracy
//!
//! A seat's accuracy is lichess's curve of the win-chance loss, applied to
//! its mean loss in match-win percentage points `p`:
//! `103.1668 · e^(−k·p) − 3.1669`, clamped to 0–100 and exactly 100 with no
//! loss. The curve is convex: the first points of loss cost the most, so a
//! few small errors in a short match cost a few points, not all of them
//! (9 best decisions of 12 and three inaccuracies of 0.03 read 86.9).
//! lichess's `k` is for chess; here `k` = [`ACCURACY_STEEPNESS`] puts a coin
//! at 50, its mean loss against Expert being [`COIN_MEAN_LOSS`] (0.03675
//! over 4,657 decisions; 0.0372 against Classic, 0.0420 against Easy).
//! Measured the same way: Expert 100, Classic 97.3 (mean loss 0.00149),
//! Easy 83.2 (0.00984), a coin 50.0 (docs/auto-player.md).

use serde::Serialize;

use crate::cards::{format_cards, Deck, Seat};
use crate::duel::ai::match_equity::between_rounds;
use crate::duel::ai::{Choice, Equity, Expert, TableView};
use crate::duel::{Action, Duel, SaveError};

/// The loss from which a decision is an inaccuracy.
pub const INACCURACY: f64 = 0.02;
/// The loss from which a decision is a mistake.
pub const MISTAKE: f64 = 0.05;
/// The loss from which a decision is a blunder.
pub const BLUNDER: f64 = 0.10;

/// How good one decision was (see the module docs for the bands).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// Loss 0: no choice was better.
    Best,
    /// Loss below [`INACCURACY`].
    Good,
    /// Loss from [`INACCURACY`] to below [`MISTAKE`].
    Inaccuracy,
    /// Loss from [`MISTAKE`] to below [`BLUNDER`].
    Mistake,
    /// Loss of [`BLUNDER`] or more.
    Blunder,
}

impl Grade {
    /// The grade of a decision that gave up `loss` (exactly 0 for a best move).
    pub fn of(loss: f64) -> Grade {
        if loss <= 0.0 {
            Grade::Best
        } else if loss < INACCURACY {
            Grade::Good
        } else if loss < MISTAKE {
            Grade::Inaccuracy
        } else if loss < BLUNDER {
            Grade::Mistake
        } else {
            Grade::Blunder
        }
    }
}

/// The mean loss (of a match win) of a player who takes or stands at
/// random, against Expert: `duel21 selfplay --a random --b expert
/// --matches 400 --seed 3`.
pub const COIN_MEAN_LOSS: f64 = 0.03675;

/// The steepness `k` of the accuracy curve per percentage point of mean
/// match-win loss: `ln(103.1668 / 53.1669) / 3.675`, which puts
/// [`COIN_MEAN_LOSS`] at 50.
pub const ACCURACY_STEEPNESS: f64 = 0.180_384;

/// The accuracy (0–100) of a seat whose decisions gave up `mean_loss` of a
/// match win on average: lichess's curve of the win-chance loss,
/// `103.1668 · e^(−k · loss in points) − 3.1669`, clamped to 0–100, and
/// exactly 100 with no loss.
///
/// ```
/// use duel21::duel::review::accuracy;
/// assert_eq!(accuracy(0.0), 100.0);
/// assert!(accuracy(0.01) > accuracy(0.02));
/// assert_eq!(accuracy(1.0), 0.0);
/// ```
pub fn accuracy(mean_loss: f64) -> f64 {
    if mean_loss <= 0.0 {
        return 100.0;
    }
    let points = 100.0 * mean_loss;
    (103.1668 * (-ACCURACY_STEEPNESS * points).exp() - 3.1669).clamp(0.0, 100.0)
}

/// One decision of the match, as the review shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Decision {
    /// The round, from 1.
    pub round: usize,
    /// Index of the action in the match's action list (0-based): the replay
    /// step just before this decision.
    pub step: usize,
    /// Who decided.
    pub seat: Seat,
    /// The decider's cards, in notation.
    pub cards: String,
    /// The opponent's cards, in notation.
    pub opp_cards: String,
    /// The decider's total.
    pub total: u8,
    /// The opponent's total.
    pub opp_total: u8,
    /// Whether the opponent had stood or could no longer draw.
    pub opp_done: bool,
    /// Cards left in the deck.
    pub cards_left: usize,
    /// The decider's round wins minus the opponent's, before this round.
    pub lead: i8,
    /// What was played.
    pub choice: Choice,
    /// The match equity of Take for the decider (SPEC §3 "Playing for the
    /// match"): what the decision is graded by.
    pub take: f64,
    /// The match equity of Stand for the decider.
    pub stand: f64,
    /// The better choice for the match (equal equities stand): the Expert's.
    pub best: Choice,
    /// Take and Stand are exactly equal for the match: either choice is
    /// graded best (so is every choice once the match is decided).
    pub tie: bool,
    /// equity(best) − equity(chosen) of the match; exactly 0 when the
    /// choice was best.
    pub loss: f64,
    /// The grade of the loss.
    pub grade: Grade,
    /// The round's own equities (P(win) + ½·P(draw) of the round), shown
    /// beside the match's where their best choices differ.
    pub round_equity: Equity,
    /// The round's best choice is not the match's (neither is a tie): the
    /// review then says both, a lesson in playing for the match.
    pub round_differs: bool,
    /// Take and Stand are alike for the round but not for the match: what
    /// the choice leaves in the deck changes the rounds to come, and the
    /// review says so (a loss with no word of why would read as arbitrary).
    pub round_same: bool,
}

/// One seat's summary.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SeatSummary {
    /// Decisions made.
    pub decisions: usize,
    /// Sum of the losses.
    pub total_loss: f64,
    /// Mean loss (0 with no decision).
    pub mean_loss: f64,
    /// [`accuracy`] of the mean loss (100 with no decision).
    pub accuracy: f64,
    /// Decisions graded best.
    pub best: usize,
    /// Decisions graded good.
    pub good: usize,
    /// Inaccuracies.
    pub inaccuracies: usize,
    /// Mistakes.
    pub mistakes: usize,
    /// Blunders.
    pub blunders: usize,
}

impl SeatSummary {
    fn of<'a>(decisions: impl Iterator<Item = &'a Decision>) -> SeatSummary {
        let mut s = SeatSummary::default();
        for d in decisions {
            s.decisions += 1;
            s.total_loss += d.loss;
            match d.grade {
                Grade::Best => s.best += 1,
                Grade::Good => s.good += 1,
                Grade::Inaccuracy => s.inaccuracies += 1,
                Grade::Mistake => s.mistakes += 1,
                Grade::Blunder => s.blunders += 1,
            }
        }
        if s.decisions > 0 {
            s.mean_loss = s.total_loss / s.decisions as f64;
        }
        s.accuracy = accuracy(s.mean_loss);
        s
    }
}

/// Both seats' summaries, by seat name.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Seats {
    /// Player 1.
    pub p1: SeatSummary,
    /// Player 2.
    pub p2: SeatSummary,
}

impl Seats {
    /// The summary of `seat`.
    pub fn of(&self, seat: Seat) -> &SeatSummary {
        match seat {
            Seat::P1 => &self.p1,
            Seat::P2 => &self.p2,
        }
    }
}

/// The review of a match.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Review {
    /// Every Take or Stand, in the order played.
    pub decisions: Vec<Decision>,
    /// Per-seat summaries.
    pub seats: Seats,
    /// Indices into `decisions` of the costliest decisions (at most 3, each
    /// an inaccuracy or worse, costliest first; equal losses in playing
    /// order).
    pub key_moments: Vec<usize>,
}

/// Grades one decision: the exact equities of `duel`'s position for the seat
/// to move, and `choice`. `None` when nobody is to move.
pub fn grade(duel: &Duel, choice: Choice) -> Option<Decision> {
    let seat = duel.to_move()?;
    let mut d = grade_view(&duel.view(seat), choice)?;
    d.round = duel.round_number();
    d.step = duel.log().len();
    Some(d)
}

/// Grades `choice` in the position `view` shows its seat (on its turn):
/// everything [`grade`] gives but the round and step, which a position alone
/// does not have (both 0). `None` when it is not the view's seat's turn.
pub fn grade_view(view: &TableView, choice: Choice) -> Option<Decision> {
    // SPEC §3 "Grading decisions": by the match equity the Expert plays by.
    let eval = Expert::evaluate_match(view)?;
    let round = Expert::evaluate(view)?;
    let best = eval.best();
    // Integers decide "best": a tie between Take and Stand is best either way.
    let (chosen, top) = match choice {
        Choice::Take => (eval.take, eval.take.max(eval.stand)),
        Choice::Stand => (eval.stand, eval.take.max(eval.stand)),
    };
    let loss = (top - chosen) as f64 / eval.scale as f64;
    let (seat, other) = (view.seat(), view.opponent());
    Some(Decision {
        round: 0,
        step: 0,
        seat,
        cards: format_cards(view.hand(seat).cards()),
        opp_cards: format_cards(view.hand(other).cards()),
        total: view.score(seat).total,
        opp_total: view.score(other).total,
        opp_done: !view.may_draw(other),
        cards_left: view.cards_left(),
        lead: view.context().lead,
        choice,
        take: eval.take_equity(),
        stand: eval.stand_equity(),
        best,
        tie: eval.tie(),
        loss,
        grade: Grade::of(loss),
        round_equity: Equity {
            take: round.take_equity(),
            stand: round.stand_equity(),
            best: round.best(),
            tie: round.tie(),
        },
        round_differs: !eval.tie() && !round.tie() && round.best() != best,
        round_same: !eval.tie() && round.tie(),
    })
}

/// Replays `duel`'s actions from the first deal on the same deck and calls
/// `each` with the table just before every Take or Stand and that
/// decision, graded.
///
/// # Errors
/// Only if an action of the match does not replay, which cannot happen
/// for a [`Duel`] (every action in its log was accepted by `play`).
pub fn each_decision(duel: &Duel, mut each: impl FnMut(&Duel, Decision)) -> Result<(), SaveError> {
    replay_each(duel, |replay, action| {
        let choice = match action {
            Action::Take(_) => Some(Choice::Take),
            Action::Stand(_) => Some(Choice::Stand),
            Action::NextRound => None,
        };
        if let Some(d) = choice.and_then(|c| grade(replay, c)) {
            each(replay, d);
        }
    })?;
    Ok(())
}

/// Replays `duel` from its deck, showing `before` the table as it was
/// before each action of its log; the table after the last one.
///
/// # Errors
/// The deck or an action that does not replay, which cannot happen for a
/// [`Duel`] (every action in its log was accepted by `play`).
fn replay_each(duel: &Duel, mut before: impl FnMut(&Duel, Action)) -> Result<Duel, SaveError> {
    let deck =
        Deck::from_order(duel.deck().order().to_vec()).map_err(|e| SaveError::Deck(e.into()))?;
    let mut replay = Duel::with_deck(deck, duel.rule());
    for &action in duel.log() {
        before(&replay, action);
        let index = replay.log().len();
        replay.play(action).map_err(|error| SaveError::Action {
            index,
            action,
            error,
        })?;
    }
    Ok(replay)
}

impl Review {
    /// Reviews every decision of `duel` (finished or not) by replaying its
    /// actions from the first deal on the same deck.
    ///
    /// # Errors
    /// Only if an action of the match does not replay, which cannot happen
    /// for a [`Duel`] (every action in its log was accepted by `play`).
    pub fn of(duel: &Duel) -> Result<Review, SaveError> {
        let mut decisions = Vec::new();
        each_decision(duel, |_, d| decisions.push(d))?;
        Ok(Review::from_decisions(decisions))
    }

    /// The summaries and key moments of a list of graded decisions.
    pub fn from_decisions(decisions: Vec<Decision>) -> Review {
        let seats = Seats {
            p1: SeatSummary::of(decisions.iter().filter(|d| d.seat == Seat::P1)),
            p2: SeatSummary::of(decisions.iter().filter(|d| d.seat == Seat::P2)),
        };
        // The three costliest decisions, costliest first; equal losses keep
        // playing order; a decision graded good is no key moment (a loss of
        // a tenth of a percent is nothing to study). Picked in one pass
        // rather than by sorting: the sort's code is large in the wasm, and
        // three places are few.
        let mut costly: Vec<usize> = Vec::with_capacity(4);
        for (i, d) in decisions.iter().enumerate() {
            if d.loss >= INACCURACY {
                let at = costly.partition_point(|&k| decisions[k].loss >= d.loss);
                if at < 3 {
                    costly.insert(at, i);
                    costly.truncate(3);
                }
            }
        }
        Review {
            decisions,
            seats,
            key_moments: costly,
        }
    }
}

/// One point of the match's match-win chance (SPEC §3 "Playing for the
/// match"): before a decision, or at a round's end.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchPoint {
    /// The round, from 1.
    pub round: usize,
    /// The replay step of the moment (the decision's, or the one that ended
    /// the round).
    pub step: usize,
    /// The seat that decided, `None` at a round's end.
    pub seat: Option<Seat>,
    /// What it chose, `None` at a round's end.
    pub choice: Option<Choice>,
    /// P1's match equity then (P2's is `1 − p1`): before a decision the
    /// mover's better action's (Expert's search with the match's leaves), at
    /// a round's end the equity of the score and the cards left (exact once
    /// the match is over).
    pub p1: f64,
}

/// The match-win chance across a match, and its turning point.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchCurve {
    /// Every decision and every round's end, in order.
    pub points: Vec<MatchPoint>,
    /// The index of the point from which P1's match equity moved most to
    /// the next one (the first such, on equal moves): the moment the match
    /// turned — a decision and the cards that followed it, or a round's end
    /// and the next deal. `None` with fewer than two points.
    pub turning_point: Option<usize>,
}

impl MatchCurve {
    /// The curve of `duel` (finished or not), by replaying its actions.
    ///
    /// # Errors
    /// Only if an action of the match does not replay (see [`Review::of`]).
    pub fn of(duel: &Duel) -> Result<MatchCurve, SaveError> {
        let mut points = Vec::new();
        let mut ended = 0;
        // Each round's end once, as soon as the replay has it.
        let mut push_ends = |replay: &Duel, points: &mut Vec<MatchPoint>| {
            while ended < replay.history().len() {
                ended += 1;
                points.push(round_end(replay, ended));
            }
        };
        let last = replay_each(duel, |replay, action| {
            push_ends(replay, &mut points);
            if let (Some(seat), Action::Take(_) | Action::Stand(_)) = (replay.to_move(), action) {
                let view = replay.view(seat);
                if let Some(eval) = Expert::evaluate_match(&view) {
                    let mine = eval.take_equity().max(eval.stand_equity());
                    points.push(MatchPoint {
                        round: replay.round_number(),
                        step: replay.log().len(),
                        seat: Some(seat),
                        choice: Some(if matches!(action, Action::Take(_)) {
                            Choice::Take
                        } else {
                            Choice::Stand
                        }),
                        p1: if seat == Seat::P1 { mine } else { 1.0 - mine },
                    });
                }
            }
        })?;
        push_ends(&last, &mut points);
        let mut turning_point = None;
        let mut most = 0.0;
        for i in 1..points.len() {
            let moved = (points[i].p1 - points[i - 1].p1).abs();
            if moved > most {
                most = moved;
                turning_point = Some(i - 1);
            }
        }
        Ok(MatchCurve {
            points,
            turning_point,
        })
    }
}

/// The point at the end of round `number` of `replay` (its last round so
/// far): P1's match equity of the score then and the cards left.
fn round_end(replay: &Duel, number: usize) -> MatchPoint {
    let mut wins = [0i32; 2];
    for r in &replay.history()[..number] {
        if let crate::duel::Outcome::Win(s) = r.outcome {
            wins[s.index()] += 1;
        }
    }
    let starts = replay.rule().first_of_round(number) == Seat::P1;
    MatchPoint {
        round: number,
        step: replay.log().len(),
        seat: None,
        choice: None,
        p1: between_rounds(
            wins[0] - wins[1],
            replay.cards_left(),
            starts,
            replay.rule(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::FirstRule;

    #[test]
    fn grade_bands_follow_the_thresholds() {
        let cases = [
            (0.0, Grade::Best),
            (1e-9, Grade::Good),
            (0.0199, Grade::Good),
            (0.02, Grade::Inaccuracy),
            (0.0499, Grade::Inaccuracy),
            (0.05, Grade::Mistake),
            (0.0999, Grade::Mistake),
            (0.10, Grade::Blunder),
            (1.0, Grade::Blunder),
        ];
        for (loss, grade) in cases {
            assert_eq!(Grade::of(loss), grade, "loss {loss}");
        }
    }

    #[test]
    fn accuracy_falls_on_a_convex_curve_from_100() {
        assert_eq!(accuracy(0.0), 100.0);
        assert!((accuracy(COIN_MEAN_LOSS) - 50.0).abs() < 0.01);
        // 9 best of 12 and three inaccuracies of 0.03: a good match.
        let nine_of_twelve = accuracy(3.0 * 0.03 / 12.0);
        assert!((86.0..88.0).contains(&nine_of_twelve), "{nine_of_twelve}");
        assert_eq!(accuracy(1.0), 0.0);
        // Decreasing, and each point of loss costs less than the one before.
        let at = |points: f64| accuracy(points / 100.0);
        for p in 0..17 {
            let (a, b, c) = (at(p as f64), at(p as f64 + 1.0), at(p as f64 + 2.0));
            assert!(a > b && b > c, "{p}");
            assert!(a - b > b - c, "convex at {p}");
        }
    }

    #[test]
    fn key_moments_are_the_three_costliest_in_playing_order_on_ties() {
        let decision = |loss: f64| Decision {
            round: 1,
            step: 0,
            seat: Seat::P1,
            cards: String::new(),
            opp_cards: String::new(),
            total: 0,
            opp_total: 0,
            opp_done: false,
            cards_left: 0,
            lead: 0,
            choice: Choice::Stand,
            take: 0.0,
            stand: 0.0,
            best: Choice::Stand,
            tie: false,
            loss,
            grade: Grade::of(loss),
            round_equity: Equity {
                take: 0.0,
                stand: 0.0,
                best: Choice::Stand,
                tie: true,
            },
            round_differs: false,
            round_same: false,
        };
        let cases: [&[f64]; 7] = [
            &[],
            &[0.0, 0.0],
            &[0.2],
            &[0.1, 0.3, 0.0, 0.3, 0.2, 0.3, 0.5],
            &[0.05, 0.05, 0.05, 0.05],
            &[0.0, 0.01, 0.02, 0.03, 0.04, 0.01, 0.04],
            &[1.0, 0.5, 0.5, 0.25, 1.0, 0.0],
        ];
        for losses in cases {
            let decisions: Vec<Decision> = losses.iter().map(|&l| decision(l)).collect();
            // The reference: a stable sort by loss, costliest first.
            let mut want: Vec<usize> = (0..losses.len())
                .filter(|&i| losses[i] >= INACCURACY)
                .collect();
            want.sort_by(|&a, &b| losses[b].total_cmp(&losses[a]));
            want.truncate(3);
            let got = Review::from_decisions(decisions).key_moments;
            assert_eq!(got, want, "losses {losses:?}");
        }
        let got = Review::from_decisions([0.1, 0.3, 0.0, 0.3, 0.2].map(decision).to_vec());
        assert_eq!(got.key_moments, vec![1, 3, 4]);
    }

    #[test]
    fn the_match_curve_has_a_point_per_decision_and_round_end() {
        use crate::cards::Level;
        use crate::duel::ai::AutoPlayer;
        let mut duel = Duel::new(4, FirstRule::Alternate);
        while duel.phase() != crate::duel::Phase::MatchOver {
            match duel.to_move() {
                Some(seat) => {
                    let c = Level::Classic.choose(&duel.view(seat));
                    duel.play(c.action(seat)).unwrap();
                }
                None => {
                    duel.play(Action::NextRound).unwrap();
                }
            }
        }
        let curve = MatchCurve::of(&duel).unwrap();
        let review = Review::of(&duel).unwrap();
        let decisions = curve.points.iter().filter(|p| p.seat.is_some()).count();
        let ends = curve.points.len() - decisions;
        assert_eq!(decisions, review.decisions.len());
        assert_eq!(ends, duel.history().len());
        // The last point is the match's result for P1.
        let last = curve.points.last().unwrap().p1;
        let want = match duel.winner().unwrap() {
            crate::duel::Outcome::Win(Seat::P1) => 1.0,
            crate::duel::Outcome::Draw => 0.5,
            crate::duel::Outcome::Win(Seat::P2) => 0.0,
        };
        assert_eq!(last, want);
        let t = curve.turning_point.unwrap();
        let moved = |i: usize| (curve.points[i + 1].p1 - curve.points[i].p1).abs();
        assert!((0..curve.points.len() - 1).all(|i| moved(i) <= moved(t)));
    }

    #[test]
    fn an_unplayed_match_has_nothing_to_review() {
        let r = Review::of(&Duel::new(1, FirstRule::P1)).unwrap();
        assert!(r.decisions.is_empty() && r.key_moments.is_empty());
        assert_eq!(r.seats.p1.accuracy, 100.0);
    }
}
