//! Drills: a decision asked again without its answer.
//!
//! A [`Position`] is the table as the decider saw it — both hands, whether
//! the opponent had stood, and the unseen cards per rank — and the match
//! around it (the lead, who starts the next round, the first-player rule),
//! for a decision is graded by the match (SPEC §3 "Grading decisions") and
//! the same hands at another score may have another answer. [`drills_of`]
//! picks the decisions of a match worth drilling (graded inaccuracy or
//! worse: see `duel::review`), deduplicated by position, costliest first.
//! [`answer`] is the drill's verdict: whether the answer was best (the
//! Expert's move), both exact win chances, and the facts of one line of why
//! — the bust chance, the totals, the unseen cards.
//!
//! Suits of the cards played earlier never change a win chance (only ranks
//! count, SPEC §2), so a position keeps their ranks only; [`Position::view`]
//! gives them suits again to rebuild the table the Auto player analyses.

use crate::cards::Damage;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{format_cards, parse_cards, Card, CardView, Rank, Refusal, Seat, Suit};
use crate::duel::ai::classic::bust_count;
use crate::duel::ai::{Choice, MatchContext, RankCounts, TableView, ViewError};
use crate::duel::hand::TWENTY_ONE;
use crate::duel::review::{each_decision, grade_view, Decision, Grade, INACCURACY};
use crate::duel::{Duel, SaveError, Session};

/// The loss from which a decision becomes a practice card: an inaccuracy.
pub const DRILL_LOSS: f64 = INACCURACY;

/// The table at one decision, seen by the seat to move (always "me").
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "PositionText", into = "PositionText")]
pub struct Position {
    me: Vec<Card>,
    opp: Vec<Card>,
    opp_stood: bool,
    remaining: [u8; 13],
    context: MatchContext,
}

/// A [`Position`] as it is written: hands in card notation, the unseen
/// counts A..K, and the match around it (left out at a level score with
/// the default rule, as positions kept before it was written read).
#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionText {
    me: String,
    opp: String,
    opp_stood: bool,
    remaining: [u8; 13],
    #[serde(rename = "match", default, skip_serializing_if = "is_level")]
    context: MatchContext,
}

fn is_level(context: &MatchContext) -> bool {
    *context == MatchContext::default()
}

impl From<Position> for PositionText {
    fn from(p: Position) -> PositionText {
        PositionText {
            me: format_cards(&p.me),
            opp: format_cards(&p.opp),
            opp_stood: p.opp_stood,
            remaining: p.remaining,
            context: p.context,
        }
    }
}

impl TryFrom<PositionText> for Position {
    type Error = DrillError;
    fn try_from(t: PositionText) -> Result<Position, DrillError> {
        let cards = |s: &str| parse_cards(s).map_err(|e| DrillError::Cards(e.into()));
        let p = Position::new(cards(&t.me)?, cards(&t.opp)?, t.opp_stood, t.remaining)?;
        p.in_match(t.context)
    }
}

/// Why a position or an answer is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillError {
    /// A hand's notation does not read.
    Cards(Refusal),
    /// More cards of a rank are in the hands and unseen than a deck has.
    TooMany(Rank),
    /// Not a position the seat to move may draw in.
    View(ViewError),
    /// A lead no match can have (more rounds than a match holds).
    Lead(i8),
}

impl From<DrillError> for Refusal {
    fn from(e: DrillError) -> Refusal {
        match e {
            DrillError::Cards(e) => e.within(|because| Damage::HandUnreadable { because }),
            DrillError::TooMany(r) => Damage::RankTooMany {
                rank: r.label().to_string(),
            }
            .into(),
            DrillError::View(e) => e.into(),
            DrillError::Lead(lead) => Damage::LeadRange {
                lead,
                limit: crate::duel::game::MAX_ROUNDS,
            }
            .into(),
        }
    }
}

impl fmt::Display for DrillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for DrillError {}

impl Position {
    /// A position: `me` to move holding `me`, the opponent `opp` (stood or
    /// not), `remaining` unseen cards per rank (A..K).
    ///
    /// ```
    /// use duel21::duel::drill::Position;
    /// use duel21::parse_cards;
    /// let mut unseen = [4u8; 13];
    /// unseen[9] = 2; // the two tens in the hands
    /// unseen[5] = 3; unseen[8] = 2;
    /// let p = Position::new(parse_cards("10h 6c").unwrap(), parse_cards("9s 9d").unwrap(), false, unseen).unwrap();
    /// assert_eq!(p.view().unwrap().cards_left(), 47);
    /// ```
    ///
    /// # Errors
    /// A rank with more than four cards in the hands and unseen, or a table
    /// [`TableView::from_position`] refuses (a card twice, a hand of the
    /// wrong size, `me` may not draw).
    pub fn new(
        me: Vec<Card>,
        opp: Vec<Card>,
        opp_stood: bool,
        remaining: [u8; 13],
    ) -> Result<Position, DrillError> {
        let p = Position {
            me,
            opp,
            opp_stood,
            remaining,
            context: MatchContext::default(),
        };
        p.view()?;
        Ok(p)
    }

    /// The same table in the match `context` describes.
    ///
    /// # Errors
    /// A lead no match can have.
    pub fn in_match(self, context: MatchContext) -> Result<Position, DrillError> {
        if !context.is_possible() {
            return Err(DrillError::Lead(context.lead));
        }
        Ok(Position { context, ..self })
    }

    /// The match around the table.
    pub fn context(&self) -> MatchContext {
        self.context
    }

    /// The table `seat` (to move) sees in `duel`; `None` when it is not
    /// `seat`'s turn.
    pub fn of(duel: &Duel, seat: Seat) -> Option<Position> {
        (duel.to_move() == Some(seat)).then(|| {
            let round = duel.round();
            let view = duel.view(seat);
            Position {
                me: round.hand(seat).cards().to_vec(),
                opp: round.hand(seat.other()).cards().to_vec(),
                opp_stood: round.has_stood(seat.other()),
                remaining: view.remaining(),
                context: view.context(),
            }
        })
    }

    /// The table rebuilt for the Auto player: the cards neither in a hand
    /// nor unseen were played earlier, given the first suits free.
    ///
    /// # Errors
    /// See [`Position::new`].
    pub fn view(&self) -> Result<TableView, DrillError> {
        let mut in_hands = [0u8; 13];
        let mut used = [false; 52];
        for c in self.me.iter().chain(&self.opp) {
            // Saturating: a count past four is refused below either way.
            in_hands[c.rank().index()] = in_hands[c.rank().index()].saturating_add(1);
            used[c.index()] = true;
        }
        let mut played = Vec::new();
        for rank in Rank::ALL {
            // Checked: a forged count (255 unseen) is refused, not wrapped.
            let gone = in_hands[rank.index()]
                .checked_add(self.remaining[rank.index()])
                .and_then(|seen| 4u8.checked_sub(seen))
                .ok_or(DrillError::TooMany(rank))?;
            let free = Suit::ALL
                .iter()
                .map(|&s| Card::new(rank, s))
                .filter(|c| !used[c.index()]);
            played.extend(free.take(usize::from(gone)));
        }
        TableView::from_position(&self.me, &self.opp, &played, false, self.opp_stood)
            .map(|view| view.with_context(self.context))
            .map_err(DrillError::View)
    }

    /// The unseen cards per rank.
    pub fn remaining(&self) -> RankCounts {
        RankCounts(self.remaining)
    }

    /// The same position whatever order the hands' cards are listed in:
    /// what deduplication compares.
    fn key(&self) -> Position {
        let mut k = self.clone();
        k.me.sort();
        k.opp.sort();
        k
    }

    /// Whether `other` is this position (hands in any order).
    pub fn same(&self, other: &Position) -> bool {
        self.key() == other.key()
    }

    /// The seat to move's hand.
    pub fn me(&self) -> &[Card] {
        &self.me
    }

    /// The opponent's hand.
    pub fn opp(&self) -> &[Card] {
        &self.opp
    }

    /// Whether the opponent had stood.
    pub fn opp_stood(&self) -> bool {
        self.opp_stood
    }
}

/// A position as the page asks it: the table, without the answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Question {
    /// The position, to send back with the answer.
    pub position: Position,
    /// The decider's cards, as the page draws them.
    pub cards: Vec<CardView>,
    /// The opponent's cards.
    pub opp_cards: Vec<CardView>,
    /// The decider's total.
    pub total: u8,
    /// The decider's hand counts an ace as 11.
    pub soft: bool,
    /// The opponent's total.
    pub opp_total: u8,
    /// The opponent had stood.
    pub opp_stood: bool,
    /// The opponent may draw no more.
    pub opp_done: bool,
    /// Cards left in the deck.
    pub cards_left: usize,
    /// Unseen cards per rank.
    pub remaining: RankCounts,
    /// The match around the table (the lead, who starts the next round),
    /// which the answer depends on.
    #[serde(rename = "match")]
    pub context: MatchContext,
}

impl Position {
    /// The question of this position.
    ///
    /// # Errors
    /// See [`Position::new`].
    pub fn question(&self) -> Result<Question, DrillError> {
        let view = self.view()?;
        let (me, opp) = (view.score(view.seat()), view.score(view.opponent()));
        Ok(Question {
            position: self.clone(),
            cards: self.me.iter().copied().map(CardView::from).collect(),
            opp_cards: self.opp.iter().copied().map(CardView::from).collect(),
            total: me.total,
            soft: me.soft,
            opp_total: opp.total,
            opp_stood: self.opp_stood,
            opp_done: !view.may_draw(view.opponent()),
            cards_left: view.cards_left(),
            remaining: self.remaining(),
            context: self.context,
        })
    }
}

/// A practice card's question: a position and the choice that was made
/// there (a mistake, or a theme's tempting wrong choice), with its grading —
/// the fields of a `duel21 review` decision and the unseen cards.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Drill {
    /// The graded decision (round and step 0 for a generated position).
    #[serde(flatten)]
    pub decision: Decision,
    /// Unseen cards per rank, as `duel21 analyze` prints them.
    pub remaining: RankCounts,
    /// The match around the position, which the decision is graded by.
    #[serde(rename = "match")]
    pub context: MatchContext,
    /// The position, to ask again.
    #[serde(skip)]
    pub position: Position,
}

impl Drill {
    /// The drill of `choice` in `position`.
    ///
    /// # Errors
    /// See [`Position::new`].
    pub fn new(position: Position, choice: Choice) -> Result<Drill, DrillError> {
        let view = position.view()?;
        let decision = grade_view(&view, choice).ok_or(DrillError::View(ViewError::MayNotDraw(
            crate::duel::Stop::Stood,
        )))?;
        Ok(Drill {
            decision,
            remaining: position.remaining(),
            context: position.context(),
            position,
        })
    }
}

/// The decisions of `duel` made by `seats` that lost at least
/// [`DRILL_LOSS`], one per position (the costliest kept), costliest first;
/// equal losses in playing order.
///
/// # Errors
/// Only if the match does not replay (see [`each_decision`]).
pub fn drills_of(duel: &Duel, seats: &[Seat]) -> Result<Vec<Drill>, SaveError> {
    let mut out: Vec<Drill> = Vec::new();
    each_decision(duel, |table, decision| {
        if decision.loss < DRILL_LOSS || !seats.contains(&decision.seat) {
            return;
        }
        let Some(position) = Position::of(table, decision.seat) else {
            return;
        };
        let drill = Drill {
            remaining: position.remaining(),
            context: position.context(),
            decision,
            position,
        };
        match out.iter_mut().find(|d| d.position.same(&drill.position)) {
            Some(d) if d.decision.loss < drill.decision.loss => *d = drill,
            Some(_) => {}
            None => out.push(drill),
        }
    })?;
    // A stable sort keeps playing order among equal losses.
    out.sort_by(|a, b| b.decision.loss.total_cmp(&a.decision.loss));
    Ok(out)
}

/// The practice cards a played match gives: the people's costly decisions
/// (both seats in a two-player match, the person's against the computer),
/// as [`drills_of`].
///
/// # Errors
/// Only if the match does not replay (see [`each_decision`]).
pub fn session_drills(session: &Session) -> Result<Vec<Drill>, SaveError> {
    let computer = session.config().computer_seat();
    let people: Vec<Seat> = [Seat::P1, Seat::P2]
        .into_iter()
        .filter(|&s| Some(s) != computer)
        .collect();
    drills_of(session.duel(), &people)
}

/// The facts of one line of why, in the game's words: the totals, whether
/// the opponent is done, and what the unseen cards do to a Take.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Why {
    /// The decider's total.
    pub me: u8,
    /// The decider's hand counts an ace as 11.
    pub soft: bool,
    /// The opponent's total.
    pub opp: u8,
    /// The opponent may draw no more (stood, 5 cards, 21 or bust).
    pub opp_done: bool,
    /// The opponent is over 21.
    pub opp_bust: bool,
    /// A Take could end above the opponent's total: the opponent is neither
    /// bust nor on 21 (SPEC §2, Who wins a round: nothing beats 21 without
    /// a bust, and a bust opponent needs no beating).
    pub opp_beatable: bool,
    /// Unseen cards (all of them could be the next one).
    pub unseen: u32,
    /// Unseen cards that bust a Take.
    pub bust: u32,
    /// `bust / unseen`.
    pub bust_chance: f64,
    /// Unseen cards a Take survives with a total above the opponent's (any
    /// card that does not bust, when the opponent is bust).
    pub beat: u32,
    /// Whether standing now is already ahead of the opponent's total (or the
    /// opponent is bust).
    pub ahead: bool,
    /// Whether the totals are equal, neither bust: standing now draws if
    /// the opponent draws no more (SPEC §2, Who wins a round: equal totals
    /// draw).
    pub level: bool,
}

impl Why {
    /// The facts of `view`, on its seat's turn.
    pub fn of(view: &TableView) -> Why {
        let me = view.score(view.seat());
        let opp = view.score(view.opponent());
        let remaining = view.remaining();
        let (bust, unseen) = bust_count(me, &remaining);
        let beat = Rank::ALL
            .iter()
            .filter(|&&r| {
                let s = me.with(r);
                !s.is_bust() && (opp.is_bust() || s.total > opp.total)
            })
            .map(|r| u32::from(remaining[r.index()]))
            .sum();
        Why {
            me: me.total,
            soft: me.soft,
            opp: opp.total,
            opp_done: !view.may_draw(view.opponent()),
            opp_bust: opp.is_bust(),
            opp_beatable: !opp.is_bust() && opp.total < TWENTY_ONE,
            unseen,
            bust,
            bust_chance: if unseen == 0 {
                0.0
            } else {
                f64::from(bust) / f64::from(unseen)
            },
            beat,
            ahead: opp.is_bust() || me.total > opp.total,
            level: !opp.is_bust() && !me.is_bust() && me.total == opp.total,
        }
    }
}

/// The verdict on one answer to a drill.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    /// What the player answered.
    pub answer: Choice,
    /// The answer was best (either answer is, on a tie).
    pub right: bool,
    /// The better choice (equal equities stand).
    pub best: Choice,
    /// Take and Stand are exactly equal.
    pub tie: bool,
    /// Match equity of Take (SPEC §3 "Grading decisions").
    pub take: f64,
    /// Match equity of Stand.
    pub stand: f64,
    /// What the answer gave up (0 when right).
    pub loss: f64,
    /// The answer's grade.
    pub grade: Grade,
    /// The facts of why.
    pub why: Why,
    /// The round's equities, where they tell another story than the
    /// match's (see [`Decision`]).
    pub round_equity: crate::duel::ai::Equity,
    /// The round's best choice is not the match's.
    pub round_differs: bool,
    /// Take and Stand are alike for the round but not for the match.
    pub round_same: bool,
    /// The asked seat's lead before this round.
    pub lead: i8,
    /// Cards left in the deck.
    pub cards_left: usize,
}

/// The verdict on answering `answer` in `position`.
///
/// ```
/// use duel21::duel::ai::Choice;
/// use duel21::duel::drill::{answer, Position};
/// use duel21::parse_cards;
/// // 20 against a stood 19: standing wins the round outright.
/// let mut unseen = [4u8; 13];
/// unseen[9] = 1; unseen[8] = 3;
/// let p = Position::new(parse_cards("10h 10d").unwrap(), parse_cards("10s 9s").unwrap(), true, unseen).unwrap();
/// let v = answer(&p, Choice::Take).unwrap();
/// assert!(!v.right && v.stand > v.take && v.why.ahead && v.why.opp_done);
/// ```
///
/// # Errors
/// See [`Position::new`].
pub fn answer(position: &Position, answer: Choice) -> Result<Verdict, DrillError> {
    let view = position.view()?;
    let d = Drill::new(position.clone(), answer)?.decision;
    Ok(Verdict {
        answer,
        right: d.loss == 0.0,
        best: d.best,
        tie: d.tie,
        take: d.take,
        stand: d.stand,
        loss: d.loss,
        grade: d.grade,
        why: Why::of(&view),
        round_equity: d.round_equity,
        round_differs: d.round_differs,
        round_same: d.round_same,
        lead: d.lead,
        cards_left: d.cards_left,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Level;
    use crate::duel::ai::AutoPlayer;
    use crate::duel::{Action, FirstRule, Phase, Review};

    fn play(seed: u64, players: [Level; 2]) -> Duel {
        let mut duel = Duel::new(seed, FirstRule::Alternate);
        while duel.phase() != Phase::MatchOver {
            match duel.to_move() {
                Some(seat) => {
                    let c = players[seat.index()].choose(&duel.view(seat));
                    duel.play(c.action(seat)).unwrap();
                }
                None => {
                    duel.play(Action::NextRound).unwrap();
                }
            }
        }
        duel
    }

    #[test]
    fn a_matchs_drills_are_its_costly_decisions_one_per_position() {
        let mut total = 0;
        for seed in 0..12 {
            let duel = play(seed, [Level::Easy, Level::Classic]);
            let review = Review::of(&duel).unwrap();
            let drills = drills_of(&duel, &[Seat::P1]).unwrap();
            let costly: Vec<&Decision> = review
                .decisions
                .iter()
                .filter(|d| d.seat == Seat::P1 && d.loss >= DRILL_LOSS)
                .collect();
            assert!(drills.len() <= costly.len());
            for d in &drills {
                assert!(costly.iter().any(|c| **c == d.decision), "{d:?}");
                // The rebuilt table grades the same.
                let again = Drill::new(d.position.clone(), d.decision.choice).unwrap();
                assert_eq!(again.decision.take.to_bits(), d.decision.take.to_bits());
                assert_eq!(again.decision.stand.to_bits(), d.decision.stand.to_bits());
            }
            for w in drills.windows(2) {
                assert!(w[0].decision.loss >= w[1].decision.loss);
                assert!(!w[0].position.same(&w[1].position));
            }
            total += drills.len();
            assert!(drills_of(&duel, &[]).unwrap().is_empty());
        }
        assert!(total > 5, "only {total} drills");
    }

    #[test]
    fn positions_read_back_and_forged_ones_are_refused() {
        let duel = play(3, [Level::Easy, Level::Easy]);
        let d = drills_of(&duel, &[Seat::P1, Seat::P2]).unwrap();
        let p = &d[0].position;
        let text = serde_json::to_string(p).unwrap();
        let back: Position = serde_json::from_str(&text).unwrap();
        assert_eq!(&back, p);
        for bad in [
            r#"{"me":"10h 6c","opp":"9s 9d","opp_stood":false,"remaining":[4,4,4,4,4,4,4,4,4,4,4,4,4]}"#,
            r#"{"me":"10h 10h","opp":"9s 9d","opp_stood":false,"remaining":[0,0,0,0,0,0,0,0,0,0,0,0,0]}"#,
            r#"{"me":"10h 6c","opp":"9s 9d","opp_stood":false,"remaining":[0,0,0,0,0,0,0,0,0,0,0,0,0],"x":1}"#,
            r#"{"me":"Zz","opp":"9s 9d","opp_stood":false,"remaining":[0,0,0,0,0,0,0,0,0,0,0,0,0]}"#,
            r#"{"me":"10h Ad","opp":"9s 9d","opp_stood":false,"remaining":[0,0,0,0,0,0,0,0,0,0,0,0,0]}"#,
            // 255 unseen tens beside the two in the hands: refused, not wrapped to one.
            r#"{"me":"10h 6c","opp":"9s 9d","opp_stood":false,"remaining":[4,4,4,4,4,3,4,4,2,255,4,4,4]}"#,
        ] {
            assert!(serde_json::from_str::<Position>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn why_counts_the_unseen_cards() {
        let mut unseen = [4u8; 13];
        unseen[9] = 2;
        unseen[5] = 3;
        unseen[8] = 2;
        let p = Position::new(
            parse_cards("10h 6c").unwrap(),
            parse_cards("9s 9d").unwrap(),
            false,
            unseen,
        )
        .unwrap();
        let w = Why::of(&p.view().unwrap());
        // 16 busts on 6..K: 3 sixes, 4 sevens, 4 eights, 2 nines, 2+12 tens.
        assert_eq!((w.me, w.opp, w.unseen, w.bust), (16, 18, 47, 27));
        // 3, 4, 5 beat 18 without busting: 12 cards.
        assert_eq!(w.beat, 12);
        assert!(w.opp_beatable);
        assert!(!w.ahead && !w.opp_done && !w.soft && !w.opp_bust);
        // Nothing beats 21, and a bust opponent needs no beating.
        for (opp, beatable) in [
            ("10s As", false),
            ("10s 9d 5c", false),
            ("9c 7d 5s", false),
            ("10s 9d", true),
        ] {
            let (me, opp_cards) = (parse_cards("10h 6c").unwrap(), parse_cards(opp).unwrap());
            // Every card not in a hand is unseen.
            let mut unseen = [4u8; 13];
            for c in me.iter().chain(&opp_cards) {
                unseen[c.rank().index()] -= 1;
            }
            let p = Position::new(me, opp_cards, false, unseen).unwrap();
            assert_eq!(Why::of(&p.view().unwrap()).opp_beatable, beatable, "{opp}");
        }
    }
}
