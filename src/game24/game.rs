//! A seeded game of 24 points: 13 deals of four cards from one shuffled deck,
//! answers, "no solution" claims, hints, the race's buzzer, each deal's time
//! and scores, for three modes.
//!
//! Some deals have no solution; a player may claim "no solution". The game
//! knows every solution: it checks answers, gives hints, shows all distinct
//! solutions after a deal, and answers for the computer.
//!
//! # Rules per mode
//!
//! - [`Mode24::Solo`]: one player ([`Seat::P1`]). A correct answer or a
//!   correct claim wins the deal (1 point); a wrong answer may be retried; a
//!   wrong claim or giving up ends the deal with no point.
//! - [`Mode24::VsComputer`]: P1 plays the computer (P2), which answers when
//!   the page sends [`Action24::Computer`] after its think time. A wrong
//!   answer or a wrong claim gives the deal to the other seat, and so does
//!   giving up: "giving up against the computer gives it the point", so a
//!   player cannot deny it the deal it was about to win.
//! - [`Mode24::Race`]: two players. While a deal is open and nobody holds
//!   the buzzer, either seat may [`Action24::Buzz`]; from then on only that
//!   seat may answer or claim, and a wrong answer or claim gives the deal to
//!   the other seat. "After a buzz the buzzing player has
//!   [`BUZZ_ANSWER_MS`] (30 s) to answer; then the point goes to the other":
//!   the page sends [`Action24::TimeUp`] when the countdown ends, and an
//!   answer or claim reported later than that counts as time up too. The
//!   buzzer is part of the game (its snapshot and save). There are no hints
//!   in a race: the screen is shared, so a hint would help both players.
//!
//! # Hints cost the point
//!
//! In solo and vs Computer a hint (the first step of the simplest solution)
//! costs the asker the deal's point: a deal P1 wins after asking for a hint
//! is recorded as won ([`DealRecord::winner`]) but scores nothing
//! ([`DealRecord::scored`] is false). The computer's point is unaffected: it
//! may still answer first and score.
//!
//! In every mode, input that is not a complete answer with the four cards
//! (a syntax error, a card missing or used twice) is refused as
//! [`Reply24::Invalid`] and changes nothing, so a typo never costs a point;
//! a complete answer that does not make 24 (or divides by zero) is wrong.
//!
//! # Time
//!
//! The page runs the clock; the game keeps what it reports. An answer, a
//! claim or giving up may carry `ms`, the milliseconds spent on the deal so
//! far (at most [`MAX_DEAL_MS`]); the one that ends the deal stores it in the
//! deal's [`DealRecord`]. While a deal is open, [`Game24::set_clock`] keeps
//! the time spent on it so far, which the save holds, so a reload resumes the
//! clock. The computer's think time is set by [`crate::game24::think_ms`].
//!
//! All changes go through [`Game24::play`], which either refuses an action
//! with a [`RuleError24`] and leaves the game unchanged, or records it.

use serde::{Deserialize, Serialize};

use super::action::{Action24, ActionKind24, Reply24, RuleError24};
use super::expr::{check, ExprError};
use super::rating::Rating;
use super::solver::{solve, Solution, Step};
use super::values::Values;
use crate::cards::{Card, Deck, Seat};

/// Deals per game: a 52-card deck makes 13 deals of four.
pub const DEALS_PER_GAME: usize = 13;

/// How long the player who buzzed has to answer, in milliseconds of the
/// deal's clock (which stops while the page is hidden or its rules are
/// open): after that, the other seat gets the point.
pub const BUZZ_ANSWER_MS: u32 = 30_000;

/// The longest time a deal may report, in milliseconds (seven days): more is
/// not a sane clock reading and is refused.
pub const MAX_DEAL_MS: u32 = 7 * 24 * 60 * 60 * 1000;

/// Who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode24 {
    /// One player, P1.
    Solo,
    /// P1 against the computer (P2).
    VsComputer,
    /// Two players at one keyboard, first to buzz answers.
    Race,
}

/// Who won a game of two players, once it is over: the one with more
/// points, or a draw on equal points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner24 {
    /// Player 1 has more points.
    P1,
    /// Player 2 has more points.
    P2,
    /// Equal points.
    Draw,
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase24 {
    /// Four cards are on the table.
    Playing,
    /// The deal is decided; the solutions are shown.
    DealOver,
    /// All 13 deals are done.
    GameOver,
}

/// How a deal ended (recomputed from the actions on a load, so only
/// written, never read).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum DealEnd {
    /// A correct answer by `seat`.
    Solved { seat: Seat, text: String },
    /// A correct "no solution" claim by `seat`.
    RightClaim { seat: Seat },
    /// A wrong answer by `seat` (the other seat wins, except in solo), and
    /// what is wrong with it (the value it makes, as the reply says), so the
    /// deal's result can say it.
    WrongAnswer {
        seat: Seat,
        text: String,
        error: ExprError,
    },
    /// A wrong "no solution" claim by `seat`.
    WrongClaim { seat: Seat },
    /// The player gave up (vs Computer: the computer's point; else nobody's).
    GaveUp,
    /// `seat` held the buzzer and did not answer within [`BUZZ_ANSWER_MS`]:
    /// the other seat's point.
    TimeUp { seat: Seat },
}

/// The four cards of one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Deal {
    /// 0 for the first deal of the deck up to 12.
    pub index: usize,
    /// The cards, in deal order.
    pub cards: [Card; 4],
    /// Their values, sorted.
    pub values: Values,
}

/// One finished deal, for the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealRecord {
    /// The deal.
    pub deal: Deal,
    /// How it ended.
    pub end: DealEnd,
    /// The seat that won the deal, if any.
    pub winner: Option<Seat>,
    /// Whether the winner scored the point: false when P1 won after asking
    /// for a hint (a hint costs the point).
    pub scored: bool,
    /// Hints asked for during the deal.
    pub hints: u32,
    /// Milliseconds the deal took, as the action that ended it reported.
    pub ms: Option<u32>,
}

/// The hint on the open deal: the steps shown so far and how many the
/// whole solution takes (0: the deal has no solution, which is the hint).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hint24 {
    /// The steps shown, in order ([`Solution::steps`]).
    pub steps: Vec<Step>,
    /// The steps of the whole solution (3), or 0 without a solution.
    pub of: usize,
}

/// A game of 24 points.
///
/// ```
/// use duel21::game24::{Action24, Game24, Mode24, Phase24, Reply24};
/// use duel21::Seat;
/// let mut game = Game24::new(42, Mode24::Solo);
/// let deal = game.deal();
/// assert_eq!(game.phase(), Phase24::Playing);
/// let answer = match game.solutions().first() {
///     Some(s) => Action24::Answer { seat: Seat::P1, text: s.to_string(), ms: Some(9_000) },
///     None => Action24::ClaimNoSolution { seat: Seat::P1, ms: Some(9_000) },
/// };
/// game.play(answer).unwrap();
/// assert_eq!(game.scores(), [1, 0]);
/// assert_eq!(game.history()[0].ms, Some(9_000));
/// assert_eq!(game.play(Action24::Next), Ok(Reply24::Dealt));
/// assert_ne!(game.deal().cards, deal.cards);
/// ```
#[derive(Clone, Debug)]
pub struct Game24 {
    seed: Option<u64>,
    mode: Mode24,
    deck: Deck,
    deal: Deal,
    solutions: Vec<Solution>,
    phase: Phase24,
    scores: [u32; 2],
    hints: u32,
    buzzer: Option<Seat>,
    /// The deal's clock when the buzzer was taken, if the buzz said.
    buzz_ms: Option<u32>,
    clock_ms: u32,
    history: Vec<DealRecord>,
    log: Vec<Action24>,
}

impl Game24 {
    /// A game on the deck shuffled from `seed` (the duel's shuffle).
    pub fn new(seed: u64, mode: Mode24) -> Game24 {
        let mut game = Game24::with_deck(Deck::shuffled(seed), mode);
        game.seed = Some(seed);
        game
    }

    /// A game on a given deck (e.g. a stacked deck in a test).
    pub fn with_deck(deck: Deck, mode: Mode24) -> Game24 {
        let deal = deal_at(&deck, 0);
        Game24 {
            seed: None,
            mode,
            solutions: solve(deal.values),
            deck,
            deal,
            phase: Phase24::Playing,
            scores: [0, 0],
            hints: 0,
            buzzer: None,
            buzz_ms: None,
            clock_ms: 0,
            history: Vec::new(),
            log: Vec::new(),
        }
    }

    /// The seed, if the deck came from one.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The mode.
    pub fn mode(&self) -> Mode24 {
        self.mode
    }

    /// The deck.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The current deal (the last one once the game is over).
    pub fn deal(&self) -> Deal {
        self.deal
    }

    /// All distinct solutions of the current deal, simplest first. The page
    /// shows them only after the deal ([`Game24::snapshot`] does that).
    pub fn solutions(&self) -> &[Solution] {
        &self.solutions
    }

    /// The current deal's rating (the page may use it for the computer's
    /// think time; it shows it only after the deal).
    pub fn rating(&self) -> Rating {
        Rating::of(&self.solutions)
    }

    /// The phase.
    pub fn phase(&self) -> Phase24 {
        self.phase
    }

    /// Points of P1 and P2.
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }

    /// Hints asked for on the open deal (each press is one).
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Finished deals.
    pub fn history(&self) -> &[DealRecord] {
        &self.history
    }

    /// Every action that changed the game, in order (what a save stores).
    pub fn log(&self) -> &[Action24] {
        &self.log
    }

    /// The seat holding the race's buzzer on the open deal, if any.
    pub fn buzzer(&self) -> Option<Seat> {
        self.buzzer
    }

    /// The deal's time by which the buzzer must answer, if a seat holds it
    /// and its buzz said when it came (a buzz without a time, as in older
    /// saves, has no limit: a replay could not know the clock then).
    pub fn buzz_deadline(&self) -> Option<u32> {
        // At most MAX_DEAL_MS, so a listed TimeUp can always be reported.
        self.buzzer
            .and(self.buzz_ms)
            .map(|at| at.saturating_add(BUZZ_ANSWER_MS).min(MAX_DEAL_MS))
    }

    /// Milliseconds spent on the open deal, as last reported by
    /// [`Game24::set_clock`] (0 once the deal is over).
    pub fn clock_ms(&self) -> u32 {
        self.clock_ms
    }

    /// Keeps the time spent on the open deal so far (the page's clock), so
    /// that a save resumes it. Not an action: it is not logged, and the save
    /// holds only the latest value.
    ///
    /// # Errors
    /// [`RuleError24::BadTime`] over [`MAX_DEAL_MS`]; the phase's error when
    /// no deal is open. The game is then unchanged.
    pub fn set_clock(&mut self, ms: u32) -> Result<(), RuleError24> {
        match self.phase {
            Phase24::GameOver => Err(RuleError24::GameOver),
            Phase24::DealOver => Err(RuleError24::DealOver),
            Phase24::Playing if ms > MAX_DEAL_MS => Err(RuleError24::BadTime),
            Phase24::Playing => {
                self.clock_ms = ms;
                Ok(())
            }
        }
    }

    /// The seats that may act for themselves now: P1; in a race, both until
    /// one buzzes, then only that one.
    pub fn seats(&self) -> &'static [Seat] {
        match (self.mode, self.buzzer) {
            (Mode24::Race, None) => &Seat::BOTH,
            (Mode24::Race, Some(Seat::P2)) => &[Seat::P2],
            _ => &[Seat::P1],
        }
    }

    /// The kinds of action possible now, the one source of legality: `play`
    /// accepts an action exactly when its kind is listed here, its seat (if
    /// it has one) is in [`Game24::seats`], and its time (if any) is at most
    /// [`MAX_DEAL_MS`].
    pub fn legal(&self) -> Vec<ActionKind24> {
        use ActionKind24::*;
        match self.phase {
            Phase24::GameOver => Vec::new(),
            Phase24::DealOver => vec![Next],
            Phase24::Playing => match self.mode {
                Mode24::Solo => vec![Answer, ClaimNoSolution, Hint, GiveUp],
                Mode24::VsComputer => vec![Answer, ClaimNoSolution, Hint, Computer, GiveUp],
                // No hints in a race: the screen is shared.
                Mode24::Race if self.buzzer.is_none() => vec![Buzz, GiveUp],
                // Time runs out only on a buzz that said when it came.
                Mode24::Race if self.buzz_deadline().is_some() => {
                    vec![Answer, ClaimNoSolution, TimeUp, GiveUp]
                }
                Mode24::Race => vec![Answer, ClaimNoSolution, GiveUp],
            },
        }
    }

    /// Does `action`.
    ///
    /// # Errors
    /// A [`RuleError24`] when the action is not possible now; the game is
    /// then unchanged.
    pub fn play(&mut self, action: Action24) -> Result<Reply24, RuleError24> {
        let before = self.fingerprint();
        let reply = self.apply(&action)?;
        if self.fingerprint() != before {
            self.log.push(action);
        }
        Ok(reply)
    }

    /// Everything an action can change, cheaply: an action that leaves this
    /// alone (an invalid or a solo wrong answer) is not logged.
    fn fingerprint(&self) -> (Phase24, usize, u32, usize, Option<Seat>) {
        (
            self.phase,
            self.deal.index,
            self.hints,
            self.history.len(),
            self.buzzer,
        )
    }

    fn apply(&mut self, action: &Action24) -> Result<Reply24, RuleError24> {
        if !self.legal().contains(&action.kind()) {
            return Err(self.refusal(action));
        }
        if let Some(seat) = action.seat() {
            self.check_seat(seat)?;
        }
        if action.ms().is_some_and(|ms| ms > MAX_DEAL_MS) {
            return Err(RuleError24::BadTime);
        }
        let ms = action.ms();
        // An answer or a claim reported after the buzzer's time is up.
        if let (Some(deadline), Some(seat), Some(at)) = (self.buzz_deadline(), action.seat(), ms) {
            if at > deadline
                && matches!(
                    action,
                    Action24::Answer { .. } | Action24::ClaimNoSolution { .. }
                )
            {
                self.end(DealEnd::TimeUp { seat }, Some(seat.other()), ms);
                return Ok(Reply24::TimeUp { seat });
            }
        }
        match action {
            Action24::Answer { seat, text, .. } => match check(text, self.deal.values) {
                Ok(formula) => {
                    let text = formula.to_string();
                    self.end(
                        DealEnd::Solved {
                            seat: *seat,
                            text: text.clone(),
                        },
                        Some(*seat),
                        ms,
                    );
                    Ok(Reply24::Correct { seat: *seat, text })
                }
                Err(
                    error @ (ExprError::NotTwentyFour { .. }
                    | ExprError::DivisionByZero { .. }
                    | ExprError::Overflow { .. }),
                ) => {
                    if self.mode != Mode24::Solo {
                        self.end(
                            DealEnd::WrongAnswer {
                                seat: *seat,
                                text: text.clone(),
                                error: error.clone(),
                            },
                            Some(seat.other()),
                            ms,
                        );
                    }
                    Ok(Reply24::Wrong { seat: *seat, error })
                }
                Err(error) => Ok(Reply24::Invalid { error }),
            },
            Action24::ClaimNoSolution { seat, .. } => {
                let right = self.solutions.is_empty();
                let (end, winner) = match (right, self.mode) {
                    (true, _) => (DealEnd::RightClaim { seat: *seat }, Some(*seat)),
                    (false, Mode24::Solo) => (DealEnd::WrongClaim { seat: *seat }, None),
                    (false, _) => (DealEnd::WrongClaim { seat: *seat }, Some(seat.other())),
                };
                self.end(end, winner, ms);
                Ok(Reply24::Claim { seat: *seat, right })
            }
            Action24::Buzz { seat, ms } => {
                self.buzzer = Some(*seat);
                self.buzz_ms = *ms;
                Ok(Reply24::Buzzed { seat: *seat })
            }
            Action24::TimeUp { ms } => {
                let seat = self.buzzer.expect("time_up is legal only with a buzzer");
                if self.buzz_deadline().is_none_or(|deadline| *ms < deadline) {
                    return Err(RuleError24::TimeNotUp);
                }
                self.end(DealEnd::TimeUp { seat }, Some(seat.other()), Some(*ms));
                Ok(Reply24::TimeUp { seat })
            }
            Action24::Hint => {
                self.hints += 1;
                Ok(Reply24::Hint {
                    step: self.hint().and_then(|h| h.steps.last().copied()),
                })
            }
            Action24::Computer => {
                let text = self.solutions.first().map(Solution::to_string);
                let end = match &text {
                    Some(t) => DealEnd::Solved {
                        seat: Seat::P2,
                        text: t.clone(),
                    },
                    None => DealEnd::RightClaim { seat: Seat::P2 },
                };
                self.end(end, Some(Seat::P2), None);
                Ok(Reply24::Computer { text })
            }
            Action24::GiveUp { .. } => {
                // Giving up against the computer gives it the point.
                let winner = (self.mode == Mode24::VsComputer).then_some(Seat::P2);
                self.end(DealEnd::GaveUp, winner, ms);
                Ok(Reply24::GaveUp)
            }
            Action24::Next => {
                let next = self.deal.index + 1;
                if next >= DEALS_PER_GAME {
                    self.phase = Phase24::GameOver;
                    return Ok(Reply24::GameOver);
                }
                self.deal = deal_at(&self.deck, next);
                self.solutions = solve(self.deal.values);
                self.hints = 0;
                self.phase = Phase24::Playing;
                Ok(Reply24::Dealt)
            }
        }
    }

    /// Why an action whose kind is not legal now is refused.
    fn refusal(&self, action: &Action24) -> RuleError24 {
        match (self.phase, action) {
            (Phase24::GameOver, _) => RuleError24::GameOver,
            (Phase24::DealOver, _) => RuleError24::DealOver,
            (Phase24::Playing, Action24::Next) => RuleError24::DealNotOver,
            (Phase24::Playing, Action24::Buzz { .. }) if self.mode != Mode24::Race => {
                RuleError24::NoBuzzer
            }
            (Phase24::Playing, Action24::Buzz { .. }) => RuleError24::AlreadyBuzzed,
            // A race before anyone buzzed.
            (
                Phase24::Playing,
                Action24::Answer { .. }
                | Action24::ClaimNoSolution { .. }
                | Action24::TimeUp { .. },
            ) => RuleError24::NotBuzzed,
            (Phase24::Playing, Action24::Hint) => RuleError24::NoHint,
            (Phase24::Playing, _) => RuleError24::NoComputer,
        }
    }

    fn check_seat(&self, seat: Seat) -> Result<(), RuleError24> {
        if self.seats().contains(&seat) {
            Ok(())
        } else if self.mode == Mode24::Race {
            Err(RuleError24::NotBuzzed)
        } else {
            Err(RuleError24::WrongSeat)
        }
    }

    fn end(&mut self, end: DealEnd, winner: Option<Seat>, ms: Option<u32>) {
        // A hint costs the asker (P1; a race has none) the deal's point.
        let scored = winner.is_some_and(|seat| !(seat == Seat::P1 && self.hints > 0));
        if let (Some(seat), true) = (winner, scored) {
            self.scores[seat.index()] += 1;
        }
        self.history.push(DealRecord {
            deal: self.deal,
            end,
            winner,
            scored,
            hints: self.hints,
            ms,
        });
        self.buzzer = None;
        self.buzz_ms = None;
        self.clock_ms = 0;
        self.phase = Phase24::DealOver;
    }

    /// What the hint shows on the open deal, once asked for: one more step
    /// of the simplest solution per press ([`Solution::steps`]). "A hint
    /// costs the asker the deal's point" (module docs, *Hints cost the
    /// point*): every step is a hint, so the first press costs the point and
    /// the later ones cost nothing more. A press once every step is shown
    /// shows the same steps (and is still a hint, as it always was: saves
    /// written when every press showed the first step load as before).
    pub fn hint(&self) -> Option<Hint24> {
        if self.phase != Phase24::Playing || self.hints == 0 {
            return None;
        }
        let all = self
            .solutions
            .first()
            .map(Solution::steps)
            .unwrap_or_default();
        let shown = all.len().min(self.hints as usize);
        Some(Hint24 {
            steps: all[..shown].to_vec(),
            of: all.len(),
        })
    }

    /// Who won: once the game is over and two played, the one with more
    /// points, a draw on equal points; none for a solo game. The page shows
    /// this and decides no outcome itself.
    pub fn winner(&self) -> Option<Winner24> {
        if self.phase != Phase24::GameOver || self.mode == Mode24::Solo {
            return None;
        }
        let [a, b] = self.scores;
        Some(match a.cmp(&b) {
            std::cmp::Ordering::Greater => Winner24::P1,
            std::cmp::Ordering::Less => Winner24::P2,
            std::cmp::Ordering::Equal => Winner24::Draw,
        })
    }
}

fn deal_at(deck: &Deck, index: usize) -> Deal {
    let order = deck.order();
    let cards = [0, 1, 2, 3].map(|i| order[index * 4 + i]);
    Deal {
        index,
        cards,
        values: Values::from_cards(cards),
    }
}
