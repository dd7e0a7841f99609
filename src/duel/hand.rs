//! A player's hand in one round of the duel, and how it is scored.

use std::fmt;

use serde::Serialize;

use crate::cards::{format_cards, Card, Rank};

/// SPEC §2: "every hand has 2–5 cards".
pub const MAX_CARDS: usize = 5;

/// The target total.
pub const TWENTY_ONE: u8 = 21;

/// A hand's value at its best for its holder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Score {
    /// The best total.
    pub total: u8,
    /// One ace is counted as 11 (the total could still drop by 10).
    pub soft: bool,
}

impl Score {
    /// SPEC §2 "Twenty-One Duel rules", Card values: "A = 11 unless that
    /// would make the hand exceed 21, then 1 (at most one ace can count 11)".
    /// `hard` counts every ace as 1. A `const fn`, so the Auto player's
    /// tables built at compile time (`ai/codes.rs`) use this one rule.
    pub const fn from_hard(hard: u8, has_ace: bool) -> Score {
        if has_ace && hard + 10 <= TWENTY_ONE {
            Score {
                total: hard + 10,
                soft: true,
            }
        } else {
            Score {
                total: hard,
                soft: false,
            }
        }
    }

    /// Total over 21.
    pub const fn is_bust(self) -> bool {
        self.total > TWENTY_ONE
    }

    /// How far over 21 (0 when not bust); both-bust rounds compare this.
    pub const fn overshoot(self) -> u8 {
        self.total.saturating_sub(TWENTY_ONE)
    }

    /// The score after adding one card of `rank`.
    pub fn with(self, rank: Rank) -> Score {
        let hard = if self.soft {
            self.total - 10
        } else {
            self.total
        } + rank.hard_value();
        Score::from_hard(hard, self.soft || rank == Rank::Ace)
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.soft {
            write!(f, "soft {}", self.total)
        } else {
            write!(f, "{}", self.total)
        }
    }
}

/// The cards a player holds in the current round (0–5 of them).
///
/// ```
/// use duel21::{Hand, parse_cards};
/// let hand = Hand::from_cards(&parse_cards("As 5d Kh").unwrap()).unwrap();
/// assert_eq!(hand.score().total, 16);
/// assert!(!hand.score().soft);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hand {
    cards: Vec<Card>,
}

impl Hand {
    /// An empty hand.
    pub fn new() -> Hand {
        Hand::default()
    }

    /// A hand holding these cards.
    ///
    /// # Errors
    /// More than [`MAX_CARDS`] cards.
    pub fn from_cards(cards: &[Card]) -> Result<Hand, String> {
        if cards.len() > MAX_CARDS {
            return Err(format!(
                "a hand holds at most {MAX_CARDS} cards, not {}",
                cards.len()
            ));
        }
        Ok(Hand {
            cards: cards.to_vec(),
        })
    }

    /// The cards, in the order they were received.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// How many cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// No card yet.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Five cards: no more may be taken.
    pub fn is_full(&self) -> bool {
        self.cards.len() >= MAX_CARDS
    }

    /// Adds a card. Callers check [`Hand::is_full`] first (the round does).
    pub(crate) fn push(&mut self, card: Card) {
        debug_assert!(!self.is_full());
        self.cards.push(card);
    }

    /// The best score for the holder.
    pub fn score(&self) -> Score {
        let hard: u8 = self.cards.iter().map(|c| c.rank().hard_value()).sum();
        let has_ace = self.cards.iter().any(|c| c.rank() == Rank::Ace);
        Score::from_hard(hard, has_ace)
    }

    /// The best total.
    pub fn total(&self) -> u8 {
        self.score().total
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_cards(&self.cards))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn score(text: &str) -> Score {
        Hand::from_cards(&parse_cards(text).unwrap())
            .unwrap()
            .score()
    }

    #[test]
    fn scoring_table() {
        // (cards, total, soft)
        let table = [
            ("As Ad", 12, true),
            ("As Kd", 21, true),
            ("As 5d Kh", 16, false),
            ("As Ad Ah", 13, true),
            ("As Ad Ah Ac", 14, true),
            ("As Ad Ah 8c", 21, true),
            ("As Ad Ah 9c", 12, false),
            ("2s 3d 4h 5c 6s", 20, false),
            ("2s 3d 4h As 6s", 16, false),
            ("As 2d 3h 4c 5s", 15, false),
            ("As 2d 3h 4c", 20, true),
            ("Ks Qd", 20, false),
            ("Ks Qd Jh", 30, false),
            ("Ks Qd 2h", 22, false),
            ("9s 7d", 16, false),
            ("As 6d", 17, true),
            ("As 6d Kc", 17, false),
            ("10h Ts", 20, false),
            ("Kh Qh Jh Th 9h", 49, false),
        ];
        for (cards, total, soft) in table {
            assert_eq!(score(cards), Score { total, soft }, "{cards}");
        }
    }

    #[test]
    fn bust_and_overshoot() {
        assert!(!score("Ks As").is_bust());
        assert_eq!(score("Ks As").overshoot(), 0);
        assert!(score("Ks Qd 2h").is_bust());
        assert_eq!(score("Ks Qd 5h").overshoot(), 4);
    }

    #[test]
    fn incremental_score_matches_full_score() {
        let cards: Vec<Card> = Card::all().collect();
        for a in &cards {
            for b in &cards[..13] {
                for c in &cards[13..26] {
                    let two = Hand::from_cards(&[*a, *b]).unwrap().score();
                    let three = Hand::from_cards(&[*a, *b, *c]).unwrap().score();
                    assert_eq!(two.with(c.rank()), three, "{a} {b} {c}");
                }
            }
        }
    }

    #[test]
    fn six_cards_is_not_a_hand() {
        let six = parse_cards("As 2s 3s 4s 5s 6s").unwrap();
        assert!(Hand::from_cards(&six).unwrap_err().contains("at most 5"));
    }
}
