//! One round of the duel: two hands, who has stood, whose turn, and the result.

use std::fmt;

use serde::Serialize;

use crate::cards::{Card, Seat};
use crate::duel::hand::{Hand, Score, TWENTY_ONE};

/// Why a player may no longer draw this round (SPEC §2, rule 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stop {
    /// Chose Stand: "Standing is final for the round."
    Stood,
    /// Holds 5 cards.
    FiveCards,
    /// Exactly 21: "drawing can never help".
    TwentyOne,
    /// Over 21.
    Bust,
    /// No card left in the deck.
    DeckEmpty,
}

impl From<Stop> for crate::cards::Word {
    fn from(stop: Stop) -> crate::cards::Word {
        use crate::cards::Word as W;
        match stop {
            Stop::Stood => W::WhyStood,
            Stop::FiveCards => W::WhyFiveCards,
            Stop::TwentyOne => W::WhyTwentyOne,
            Stop::Bust => W::WhyIsBust,
            Stop::DeckEmpty => W::WhyDeckEmpty,
        }
    }
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stop::Stood => "has stood",
            Stop::FiveCards => "already holds 5 cards",
            Stop::TwentyOne => "has 21",
            Stop::Bust => "is bust",
            Stop::DeckEmpty => "cannot draw from an empty deck",
        })
    }
}

/// Who won a round (or the match).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "seat")]
pub enum Outcome {
    Win(Seat),
    Draw,
}

/// Which rule of SPEC §2 "Who wins a round" decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Neither busts, the higher total wins.
    HigherTotal,
    /// Neither busts, equal totals draw.
    EqualTotals,
    /// One busts, the other wins.
    OtherBust,
    /// Both bust, the smaller overshoot wins.
    SmallerOvershoot,
    /// Both bust by the same amount: a draw.
    EqualOvershoot,
}

/// SPEC §2 "Who wins a round", given both final scores (indexed by seat).
///
/// ```
/// use duel21::{judge, Outcome, Score, Seat, Verdict};
/// let s = |total| Score { total, soft: false };
/// assert_eq!(judge([s(23), s(25)]), (Outcome::Win(Seat::P1), Verdict::SmallerOvershoot));
/// ```
///
/// A `const fn` (comparisons written with `<`/`>`, as `Ord::cmp` is not
/// const), so Expert's verdict table (`duel::ai::codes`) is built from this
/// one rule at compile time.
pub const fn judge(scores: [Score; 2]) -> (Outcome, Verdict) {
    let [a, b] = scores;
    match (a.is_bust(), b.is_bust()) {
        // neither busts: the higher total wins; equal totals draw
        (false, false) if a.total > b.total => (Outcome::Win(Seat::P1), Verdict::HigherTotal),
        (false, false) if a.total < b.total => (Outcome::Win(Seat::P2), Verdict::HigherTotal),
        (false, false) => (Outcome::Draw, Verdict::EqualTotals),
        // one busts: the other wins
        (true, false) => (Outcome::Win(Seat::P2), Verdict::OtherBust),
        (false, true) => (Outcome::Win(Seat::P1), Verdict::OtherBust),
        // both bust: the smaller overshoot (total − 21) wins; equal overshoots draw
        (true, true) if a.overshoot() < b.overshoot() => {
            (Outcome::Win(Seat::P1), Verdict::SmallerOvershoot)
        }
        (true, true) if a.overshoot() > b.overshoot() => {
            (Outcome::Win(Seat::P2), Verdict::SmallerOvershoot)
        }
        (true, true) => (Outcome::Draw, Verdict::EqualOvershoot),
    }
}

/// The table of one round while it is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub(crate) first: Seat,
    pub(crate) hands: [Hand; 2],
    pub(crate) stood: [bool; 2],
    /// The seat to act; `None` once neither may draw.
    pub(crate) to_move: Option<Seat>,
}

impl Round {
    /// An empty round with `first` to act first.
    pub(crate) fn new(first: Seat) -> Round {
        Round {
            first,
            hands: [Hand::new(), Hand::new()],
            stood: [false; 2],
            to_move: None,
        }
    }

    /// Who acts first this round.
    pub fn first(&self) -> Seat {
        self.first
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> &Hand {
        &self.hands[seat.index()]
    }

    /// Whether a seat has stood.
    pub fn has_stood(&self, seat: Seat) -> bool {
        self.stood[seat.index()]
    }

    /// The seat to act, if any.
    pub fn to_move(&self) -> Option<Seat> {
        self.to_move
    }

    /// SPEC §2 rule 3: "A player may no longer draw when they have stood, hold
    /// 5 cards, total 21 or more (bust, or exactly 21), or the deck is empty."
    /// `None` means the seat may still draw.
    pub fn stop(&self, seat: Seat, cards_left: usize) -> Option<Stop> {
        let hand = self.hand(seat);
        let total = hand.total();
        if self.has_stood(seat) {
            Some(Stop::Stood)
        } else if total > TWENTY_ONE {
            Some(Stop::Bust)
        } else if total == TWENTY_ONE {
            Some(Stop::TwentyOne)
        } else if hand.is_full() {
            Some(Stop::FiveCards)
        } else if cards_left == 0 {
            Some(Stop::DeckEmpty)
        } else {
            None
        }
    }

    /// Whether a seat may still draw.
    pub fn may_draw(&self, seat: Seat, cards_left: usize) -> bool {
        self.stop(seat, cards_left).is_none()
    }

    /// SPEC §2 rule 2: "Turns alternate; a player who may no longer draw is
    /// skipped." Called after `actor` acted (or after the deal, with `actor` the
    /// seat before the first player).
    pub(crate) fn pass_turn(&mut self, actor: Seat, cards_left: usize) {
        let next = actor.other();
        self.to_move = if self.may_draw(next, cards_left) {
            Some(next)
        } else if self.may_draw(actor, cards_left) {
            Some(actor)
        } else {
            None
        };
    }

    /// Adds a card to a seat's hand.
    pub(crate) fn give(&mut self, seat: Seat, card: Card) {
        self.hands[seat.index()].push(card);
    }

    /// Both scores, by seat.
    pub fn scores(&self) -> [Score; 2] {
        [self.hands[0].score(), self.hands[1].score()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(total: u8) -> Score {
        Score { total, soft: false }
    }

    #[test]
    fn every_outcome_rule() {
        use Outcome::*;
        use Seat::*;
        use Verdict::*;
        let table = [
            (20, 18, Win(P1), HigherTotal),
            (17, 21, Win(P2), HigherTotal),
            (19, 19, Draw, EqualTotals),
            (21, 21, Draw, EqualTotals),
            (22, 12, Win(P2), OtherBust),
            (21, 30, Win(P1), OtherBust),
            (23, 25, Win(P1), SmallerOvershoot),
            (29, 22, Win(P2), SmallerOvershoot),
            (24, 24, Draw, EqualOvershoot),
            (4, 3, Win(P1), HigherTotal),
        ];
        for (a, b, outcome, verdict) in table {
            assert_eq!(judge([s(a), s(b)]), (outcome, verdict), "{a} vs {b}");
        }
    }

    fn round_with(cards: &str, stood: bool) -> Round {
        let mut r = Round::new(Seat::P1);
        for c in crate::cards::parse_cards(cards).unwrap() {
            r.give(Seat::P1, c);
        }
        r.stood[0] = stood;
        r
    }

    #[test]
    fn every_reason_to_stop_drawing() {
        let table = [
            ("9s 7d", false, 10, None),
            ("9s 7d", true, 10, Some(Stop::Stood)),
            ("2s 3d 2h 3c 4s", false, 10, Some(Stop::FiveCards)),
            ("As Kd", false, 10, Some(Stop::TwentyOne)),
            ("9s 7d 5c", false, 10, Some(Stop::TwentyOne)),
            ("9s 7d 6c", false, 10, Some(Stop::Bust)),
            ("9s 7d", false, 0, Some(Stop::DeckEmpty)),
            // a stand is reported first, then the hand, then the deck
            ("9s 7d 6c", true, 0, Some(Stop::Stood)),
            ("5s 3d 2h 3c Ks", false, 0, Some(Stop::Bust)),
        ];
        for (cards, stood, left, expected) in table {
            let r = round_with(cards, stood);
            assert_eq!(
                r.stop(Seat::P1, left),
                expected,
                "{cards} stood={stood} left={left}"
            );
        }
    }
}
