//! [`TableView`]: the table as one seat sees it, and nothing more.
//!
//! SPEC §3: "The Auto player sees what a person at the table sees: both
//! hands, all cards played so far, how many cards are left. It never sees the
//! order of the deck." The view is built from a [`Duel`] by [`Duel::view`]
//! (or from typed cards by [`TableView::from_position`]) and holds no
//! [`Deck`](crate::Deck), so code that only gets a view cannot read the order.

use crate::cards::{Damage, Term};
use std::fmt;

use crate::cards::{format_cards, unseen_by_rank, Card, Rank, Refusal, Seat, Suit, DECK_SIZE};
use crate::duel::hand::{Hand, Score, MAX_CARDS, TWENTY_ONE};
use crate::duel::round::{Round, Stop};
use crate::duel::{Duel, FirstRule};

/// What one seat knows of the table: both hands, who has stood, whose turn,
/// the cards played in earlier rounds and the counts of unseen cards, and
/// the match around the round (the score before it, the first-player rule
/// and which round it is), which playing for the match needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    seat: Seat,
    round: Round,
    played: Vec<Card>,
    cards_left: usize,
    remaining: [u8; 13],
    context: MatchContext,
}

/// The match around a round, as one seat sees it: all that playing for the
/// match needs besides the table (SPEC §3 "Playing for the match"), and all
/// that a drill keeps of the match it came from.
///
/// ```
/// use duel21::duel::ai::MatchContext;
/// use duel21::FirstRule;
/// let level = MatchContext::default();
/// assert_eq!((level.lead, level.starts_next, level.rule), (0, false, FirstRule::Alternate));
/// ```
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(deny_unknown_fields)]
pub struct MatchContext {
    /// The seat's round wins minus the opponent's, before this round.
    pub lead: i8,
    /// Whether the seat starts the round after this one (SPEC §2 "First
    /// player").
    pub starts_next: bool,
    /// The match's first-player rule.
    pub rule: FirstRule,
}

impl MatchContext {
    /// The context of `seat` in a match whose score before this round is
    /// `wins` (P1 first), under `rule`, this round being the match's
    /// `round_index`-th (0-based).
    pub fn of(seat: Seat, wins: [u32; 2], rule: FirstRule, round_index: usize) -> MatchContext {
        let lead = i64::from(wins[seat.index()]) - i64::from(wins[seat.other().index()]);
        MatchContext {
            // A match has at most MAX_ROUNDS rounds: the lead fits.
            lead: lead.clamp(-(MAX_LEAD as i64), MAX_LEAD as i64) as i8,
            starts_next: rule.first_of_round(round_index + 1) == seat,
            rule,
        }
    }

    /// Whether the lead is one a match can have (at most
    /// [`MAX_ROUNDS`](crate::duel::game::MAX_ROUNDS) either way): what a
    /// context read from storage must be.
    pub fn is_possible(&self) -> bool {
        i32::from(self.lead).unsigned_abs() <= MAX_LEAD
    }
}

/// The largest lead a match allows.
const MAX_LEAD: u32 = crate::duel::game::MAX_ROUNDS;

/// Why typed cards are not a position the Auto player can analyse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewError {
    /// A card appears twice (in the hands or the played cards).
    Duplicate(Card),
    /// A hand does not have 2–5 cards ("every hand has 2–5 cards").
    HandSize { who: Term, cards: usize },
    /// A hand kept drawing after reaching 21 or more.
    DrewPast21 { who: Term, hand: String },
    /// A player was marked as stood although it could not act.
    CannotHaveStood { who: Term, stop: Stop },
    /// The player to move may not draw.
    MayNotDraw(Stop),
}

impl From<ViewError> for Refusal {
    fn from(e: ViewError) -> Refusal {
        match e {
            ViewError::Duplicate(c) => Damage::PositionCardTwice {
                card: c.to_string(),
            }
            .into(),
            ViewError::HandSize { who, cards } => Damage::HandSize { who, cards }.into(),
            ViewError::DrewPast21 { who, hand } => Damage::DrewPast21 { who, hand }.into(),
            ViewError::CannotHaveStood { who, stop } => Damage::CannotHaveStood {
                who,
                stop: stop.into(),
            }
            .into(),
            ViewError::MayNotDraw(stop) => Damage::MayNotDraw { stop: stop.into() }.into(),
        }
    }
}

impl fmt::Display for ViewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for ViewError {}

impl Duel {
    /// The table as `seat` sees it: the current (or just finished) round,
    /// every card played in earlier rounds, the cards left and the per-rank
    /// counts of unseen cards ("`remaining[i] = 4 − played[i]`"). Never the
    /// deck order.
    ///
    /// ```
    /// use duel21::{Duel, FirstRule, Seat};
    /// let duel = Duel::new(1, FirstRule::P1);
    /// let view = duel.view(Seat::P1);
    /// assert_eq!(view.cards_left(), 48);
    /// assert_eq!(view.remaining().iter().map(|&n| usize::from(n)).sum::<usize>(), 48);
    /// ```
    pub fn view(&self, seat: Seat) -> TableView {
        let round = self.round().clone();
        let played = self.discards().to_vec();
        let seen = played
            .iter()
            .chain(round.hand(Seat::P1).cards())
            .chain(round.hand(Seat::P2).cards());
        let remaining = unseen_by_rank(seen);
        let round = Round {
            // A finished round has no one to move, whatever the phase.
            to_move: self.to_move(),
            ..round
        };
        // The score before this round: a finished round is in the tally
        // already, and no one is to move in it.
        let mut wins = self.tally().wins;
        if self.to_move().is_none() {
            if let Some(crate::duel::Outcome::Win(s)) = self.history().last().map(|r| r.outcome) {
                wins[s.index()] -= 1;
            }
        }
        TableView {
            seat,
            round,
            played,
            cards_left: self.cards_left(),
            remaining,
            context: MatchContext::of(
                seat,
                wins,
                self.rule(),
                self.round_number().saturating_sub(1),
            ),
        }
    }
}

impl TableView {
    /// A position typed by hand (the CLI's `analyze`): `me` (seat P1) is to
    /// move and holds `me`, the opponent holds `opp`, `played` went to the
    /// discards in earlier rounds. The deck holds every other card.
    ///
    /// ```
    /// use duel21::duel::ai::TableView;
    /// use duel21::parse_cards;
    /// let c = |s| parse_cards(s).unwrap();
    /// let view = TableView::from_position(&c("10h 6c"), &c("9s 9d"), &[], false, false).unwrap();
    /// assert_eq!(view.cards_left(), 48);
    /// assert!(TableView::from_position(&c("10h 6c"), &c("9s 6c"), &[], false, false).is_err());
    /// ```
    ///
    /// # Errors
    /// A card twice, a hand of fewer than 2 or more than 5 cards, a hand that
    /// went on drawing at 21 or more, a stand by a player who could not act,
    /// or `me` may not draw.
    pub fn from_position(
        me: &[Card],
        opp: &[Card],
        played: &[Card],
        me_stood: bool,
        opp_stood: bool,
    ) -> Result<TableView, ViewError> {
        let mut seen = [false; DECK_SIZE];
        for card in me.iter().chain(opp).chain(played) {
            if std::mem::replace(&mut seen[card.index()], true) {
                return Err(ViewError::Duplicate(*card));
            }
        }
        let cards_left = DECK_SIZE - me.len() - opp.len() - played.len();
        let mut round = Round::new(Seat::P1);
        for (seat, who, cards) in [
            (Seat::P1, Term::WhoMe, me),
            (Seat::P2, Term::WhoOpponent, opp),
        ] {
            if !(2..=MAX_CARDS).contains(&cards.len()) {
                return Err(ViewError::HandSize {
                    who,
                    cards: cards.len(),
                });
            }
            let before_last = Hand::from_cards(&cards[..cards.len() - 1]).expect("at most 4");
            if cards.len() > 2 && before_last.total() >= TWENTY_ONE {
                return Err(ViewError::DrewPast21 {
                    who,
                    hand: format_cards(cards),
                });
            }
            for card in cards {
                round.give(seat, *card);
            }
        }
        if opp_stood {
            // Standing is a choice only a player who may draw can make.
            if let Some(stop) = round.stop(Seat::P2, cards_left.max(1)) {
                return Err(ViewError::CannotHaveStood {
                    who: Term::WhoOpponent,
                    stop,
                });
            }
        }
        round.stood = [me_stood, opp_stood];
        if let Some(stop) = round.stop(Seat::P1, cards_left) {
            return Err(ViewError::MayNotDraw(stop));
        }
        round.to_move = Some(Seat::P1);
        Ok(TableView {
            seat: Seat::P1,
            round,
            played: played.to_vec(),
            cards_left,
            remaining: unseen_by_rank(me.iter().chain(opp).chain(played)),
            context: MatchContext::default(),
        })
    }

    /// The same position in a match whose score before this round is
    /// `wins` (round wins per seat, P1 first) under the first-player rule
    /// `rule`, this round being the match's `round_index`-th (0-based; P1
    /// started it, as [`TableView::from_position`] deals it).
    ///
    /// ```
    /// use duel21::duel::ai::TableView;
    /// use duel21::{parse_cards, FirstRule};
    /// let c = |s| parse_cards(s).unwrap();
    /// let view = TableView::from_position(&c("10h 6c"), &c("9s 9d"), &[], false, false)
    ///     .unwrap()
    ///     .with_match([3, 2], FirstRule::Alternate, 0);
    /// assert_eq!(view.lead(), 1);
    /// ```
    pub fn with_match(self, wins: [u32; 2], rule: FirstRule, round_index: usize) -> TableView {
        let context = MatchContext::of(self.seat, wins, rule, round_index);
        self.with_context(context)
    }

    /// The same position in the match `context` describes.
    pub fn with_context(self, context: MatchContext) -> TableView {
        TableView { context, ..self }
    }

    /// The match around the round, for the view's seat.
    pub fn context(&self) -> MatchContext {
        self.context
    }

    /// Every first decision of a round from a full deck, one per way the four
    /// dealt cards fall into value classes (A, 2, …, 9, and the ten-valued
    /// ranks as 10): `me` holds two, the opponent two, `me` is to move. A
    /// dealt 21 (an ace and a ten) does not draw, so 2970 of the 55 × 55
    /// deals remain. Suits are given in the order ♠ ♥ ♣ ♦ to each rank's
    /// cards, `me` first. The order is fixed: `me`'s pair, then the
    /// opponent's, each in class order.
    ///
    /// ```
    /// use duel21::duel::ai::TableView;
    /// let all = TableView::openings();
    /// assert_eq!(all.len(), 2970);
    /// assert!(all.iter().all(|v| v.cards_left() == 48 && v.is_my_turn()));
    /// ```
    pub fn openings() -> Vec<TableView> {
        let classes = &Rank::ALL[..10];
        let pairs: Vec<(Rank, Rank)> = classes
            .iter()
            .enumerate()
            .flat_map(|(i, &a)| classes[i..].iter().map(move |&b| (a, b)))
            .collect();
        let mut out = Vec::with_capacity(2970);
        for &(a, b) in &pairs {
            for &(x, y) in &pairs {
                let mut used = [0usize; 13];
                let mut card = |r: Rank| {
                    let suit = Suit::ALL[used[r.index()]];
                    used[r.index()] += 1;
                    Card::new(r, suit)
                };
                let me = [card(a), card(b)];
                let opp = [card(x), card(y)];
                if let Ok(view) = TableView::from_position(&me, &opp, &[], false, false) {
                    out.push(view);
                }
            }
        }
        out
    }

    /// The seat this view belongs to.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The other seat.
    pub fn opponent(&self) -> Seat {
        self.seat.other()
    }

    /// The round on the table (hands, stands, whose turn; no deck).
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> &Hand {
        self.round.hand(seat)
    }

    /// A seat's best score.
    pub fn score(&self, seat: Seat) -> Score {
        self.round.hand(seat).score()
    }

    /// Whether a seat has stood.
    pub fn has_stood(&self, seat: Seat) -> bool {
        self.round.has_stood(seat)
    }

    /// Why a seat may not draw, `None` while it may (SPEC §2 rule 3).
    pub fn stop(&self, seat: Seat) -> Option<Stop> {
        self.round.stop(seat, self.cards_left)
    }

    /// Whether a seat may still draw this round.
    pub fn may_draw(&self, seat: Seat) -> bool {
        self.stop(seat).is_none()
    }

    /// The seat to act, `None` once the round is decided.
    pub fn to_move(&self) -> Option<Seat> {
        self.round.to_move()
    }

    /// Whether it is this view's seat's turn (then Take and Stand are legal).
    pub fn is_my_turn(&self) -> bool {
        self.to_move() == Some(self.seat) && self.may_draw(self.seat)
    }

    /// Cards discarded face up in earlier rounds of the match.
    pub fn played(&self) -> &[Card] {
        &self.played
    }

    /// Cards left in the deck.
    pub fn cards_left(&self) -> usize {
        self.cards_left
    }

    /// Unseen cards per rank, A first ("4 − played", counting both hands as
    /// seen). They sum to [`TableView::cards_left`].
    pub fn remaining(&self) -> [u8; 13] {
        self.remaining
    }

    /// The view's seat's round wins minus the opponent's, before this round.
    pub fn lead(&self) -> i32 {
        i32::from(self.context.lead)
    }

    /// The first-player rule of the match.
    pub fn rule(&self) -> FirstRule {
        self.context.rule
    }

    /// Whether the view's seat starts the round after this one (SPEC §2
    /// "First player").
    pub fn starts_next_round(&self) -> bool {
        self.context.starts_next
    }

    /// Unseen cards of one rank.
    pub fn remaining_of(&self, rank: Rank) -> u8 {
        self.remaining[rank.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use crate::duel::{FirstRule, Phase};

    fn c(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    #[test]
    fn view_counts_match_the_deck_through_a_match() {
        for seed in 0..20 {
            let mut duel = Duel::new(seed, FirstRule::Alternate);
            while duel.phase() != Phase::MatchOver {
                for seat in Seat::BOTH {
                    let view = duel.view(seat);
                    assert_eq!(view.remaining(), duel.deck().remaining_by_rank());
                    assert_eq!(view.cards_left(), duel.cards_left());
                    assert_eq!(view.to_move(), duel.to_move());
                    assert_eq!(view.may_draw(seat), duel.may_draw(seat));
                }
                let action = duel.legal_actions()[seed as usize % duel.legal_actions().len()];
                duel.play(action).unwrap();
            }
        }
    }

    #[test]
    fn typed_positions_are_checked() {
        let ok =
            TableView::from_position(&c("10h 6c"), &c("9s 9d"), &c("As 2d"), false, true).unwrap();
        assert_eq!(ok.cards_left(), 46);
        assert!(ok.is_my_turn());
        assert_eq!(ok.remaining_of(Rank::Ace), 3);
        assert_eq!(ok.remaining_of(Rank::Nine), 2);
        let bad = [
            (
                c("10h 6c"),
                c("9s 9d"),
                c("10h"),
                false,
                false,
                "appears twice",
            ),
            (c("10h"), c("9s 9d"), vec![], false, false, "2 to 5"),
            (
                c("2h 2c 2d 2s 3h 3c"),
                c("9s 9d"),
                vec![],
                false,
                false,
                "2 to 5",
            ),
            (
                c("10h Kc 5d"),
                c("9s 9d"),
                vec![],
                false,
                false,
                "may not draw",
            ),
            (c("10h 6c"), c("9s 9d"), vec![], true, false, "may not draw"),
            (
                c("10h 6c"),
                c("Ks Kd 5c 2d"),
                vec![],
                false,
                false,
                "impossible",
            ),
            (
                c("10h 6c"),
                c("As Kd"),
                vec![],
                false,
                true,
                "cannot have stood",
            ),
            (
                c("2h 3c 4d 2s 3h"),
                c("9s 9d"),
                vec![],
                false,
                false,
                "5 cards",
            ),
        ];
        for (me, opp, played, me_stood, opp_stood, msg) in bad {
            let err = TableView::from_position(&me, &opp, &played, me_stood, opp_stood)
                .unwrap_err()
                .to_string();
            assert!(err.contains(msg), "{me:?} {opp:?}: {err}");
        }
        // The whole rest of the deck played: no card left to take.
        let rest: Vec<Card> = Card::all()
            .filter(|x| !c("10h 6c 9s 9d").contains(x))
            .collect();
        let err =
            TableView::from_position(&c("10h 6c"), &c("9s 9d"), &rest, false, false).unwrap_err();
        assert_eq!(err, ViewError::MayNotDraw(Stop::DeckEmpty));
    }
}
