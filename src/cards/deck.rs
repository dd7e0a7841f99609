//! The 52-card deck of a match: shuffled once from a seed, never reshuffled.

use super::refusal::Refusal;
use crate::cards::Damage;
use std::fmt;

use rand::seq::SliceRandom;
use rand::SeedableRng;

use super::card::{parse_cards, Card};
use super::stream::ChaCha8;

/// Number of cards in a deck (no jokers).
pub const DECK_SIZE: usize = 52;

/// A deck in a fixed order with a pointer to its top card.
///
/// SPEC §2: "Shuffled once at the start of a match, uniformly, from a seed."
/// The shuffle is `rand`'s Fisher–Yates over a ChaCha8 stream seeded with the
/// `u64` seed; rand 0.9 draws indices as `u32` whenever they fit, so the same
/// seed gives the same order on 64-bit native builds and on wasm32.
///
/// ```
/// use duel21::Deck;
/// assert_eq!(Deck::shuffled(7).order(), Deck::shuffled(7).order());
/// assert_ne!(Deck::shuffled(7).order(), Deck::shuffled(8).order());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    order: Vec<Card>,
    dealt: usize,
}

/// Why a list of cards is not a deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// Not exactly 52 cards.
    Size(usize),
    /// A card appears more than once.
    Duplicate(Card),
}

impl fmt::Display for DeckError {
    /// The refusal's English ([`crate::cards::Refusal`]), written once there.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::cards::Refusal::from(self.clone()), f)
    }
}

impl std::error::Error for DeckError {}

impl From<DeckError> for Refusal {
    fn from(e: DeckError) -> Refusal {
        match e {
            DeckError::Size(count) => Damage::DeckSize {
                count,
                limit: DECK_SIZE,
            }
            .into(),
            DeckError::Duplicate(c) => Damage::CardTwice {
                card: c.to_string(),
            }
            .into(),
        }
    }
}

/// Why a deck written in a save does not restore.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedDeckError {
    /// The text is not 52 distinct cards.
    Cards(Refusal),
    /// The seed is not a number.
    Seed(String),
    /// The deck is not the shuffle of the given seed.
    SeedMismatch,
}

impl Deck {
    /// The deck shuffled uniformly from `seed`.
    pub fn shuffled(seed: u64) -> Deck {
        let mut order: Vec<Card> = Card::all().collect();
        order.shuffle(&mut ChaCha8::seed_from_u64(seed));
        Deck { order, dealt: 0 }
    }

    /// A deck in exactly this order (top card first), e.g. a stacked deck for a test.
    ///
    /// # Errors
    /// Not 52 cards, or a card twice (then another is missing).
    pub fn from_order(order: Vec<Card>) -> Result<Deck, DeckError> {
        let mut seen = [false; DECK_SIZE];
        for card in &order {
            if std::mem::replace(&mut seen[card.index()], true) {
                return Err(DeckError::Duplicate(*card));
            }
        }
        if order.len() != DECK_SIZE {
            return Err(DeckError::Size(order.len()));
        }
        Ok(Deck { order, dealt: 0 })
    }

    /// A deck whose top cards are `top`, in that order, followed by every
    /// other card in the fixed order of [`Card::all`]: a stacked deck for
    /// tests and examples.
    ///
    /// # Errors
    /// A card twice in `top`.
    pub fn stacked(top: &[Card]) -> Result<Deck, DeckError> {
        let rest = Card::all().filter(|c| !top.contains(c));
        Deck::from_order(top.iter().copied().chain(rest).collect())
    }

    /// A deck from save text (card notation, top first) and, when the save
    /// names one, its seed, which the order must be the shuffle of. Returns
    /// the deck and the seed as a number.
    ///
    /// # Errors
    /// Text that is not 52 distinct cards, a seed that is not a number, or an
    /// order that is not that seed's shuffle.
    pub fn restore(text: &str, seed: Option<&str>) -> Result<(Deck, Option<u64>), SavedDeckError> {
        let deck =
            Deck::from_order(parse_cards(text).map_err(|e| SavedDeckError::Cards(e.into()))?)
                .map_err(|e| SavedDeckError::Cards(e.into()))?;
        let Some(seed_text) = seed else {
            return Ok((deck, None));
        };
        let seed: u64 = seed_text
            .parse()
            .map_err(|_| SavedDeckError::Seed(seed_text.to_string()))?;
        if Deck::shuffled(seed) != deck {
            return Err(SavedDeckError::SeedMismatch);
        }
        Ok((deck, Some(seed)))
    }

    /// The whole order, top card first, including cards already dealt.
    pub fn order(&self) -> &[Card] {
        &self.order
    }

    /// Cards dealt so far, in the order they left the deck.
    pub fn dealt(&self) -> &[Card] {
        &self.order[..self.dealt]
    }

    /// Cards still in the deck.
    pub fn remaining(&self) -> usize {
        DECK_SIZE - self.dealt
    }

    /// Takes the top card.
    pub(crate) fn draw(&mut self) -> Option<Card> {
        let card = self.order.get(self.dealt).copied()?;
        self.dealt += 1;
        Some(card)
    }

    /// The count of undealt cards per rank (A first), which is exactly what a
    /// player who remembers every played card knows: not the order.
    pub fn remaining_by_rank(&self) -> [u8; 13] {
        let mut counts = [0u8; 13];
        for card in &self.order[self.dealt..] {
            counts[card.rank().index()] += 1;
        }
        counts
    }
}

/// Per-rank counts of the cards not yet seen, from the cards seen so far.
/// SPEC §3 / the guide: "remaining\[i\] = 4 − played\[i\]".
pub fn unseen_by_rank<'a>(seen: impl IntoIterator<Item = &'a Card>) -> [u8; 13] {
    let mut counts = [4u8; 13];
    for card in seen {
        counts[card.rank().index()] -= 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shuffle_is_a_permutation() {
        for seed in 0..200 {
            let deck = Deck::shuffled(seed);
            assert!(Deck::from_order(deck.order().to_vec()).is_ok());
        }
    }

    #[test]
    fn shuffle_is_roughly_uniform() {
        // Where does the ace of spades land? 52 000 shuffles, 1000 expected per
        // position; a wrong shuffle (e.g. biased swaps) skews this far beyond 200.
        let mut hits = [0u32; DECK_SIZE];
        let ace = Card::from_index(0).unwrap();
        for seed in 0..52_000 {
            let pos = Deck::shuffled(seed).order().iter().position(|&c| c == ace);
            hits[pos.unwrap()] += 1;
        }
        for (pos, n) in hits.iter().enumerate() {
            assert!((800..1200).contains(n), "position {pos}: {n}");
        }
    }

    #[test]
    fn restores_saved_decks() {
        let text = crate::cards::format_cards(Deck::shuffled(9).order());
        assert_eq!(
            Deck::restore(&text, Some("9")),
            Ok((Deck::shuffled(9), Some(9)))
        );
        assert_eq!(Deck::restore(&text, None), Ok((Deck::shuffled(9), None)));
        assert_eq!(
            Deck::restore(&text, Some("8")),
            Err(SavedDeckError::SeedMismatch)
        );
        assert_eq!(
            Deck::restore(&text, Some("nine")),
            Err(SavedDeckError::Seed("nine".into()))
        );
        let short = text.split_once(' ').unwrap().1;
        assert!(
            matches!(Deck::restore(short, None), Err(SavedDeckError::Cards(e)) if e.to_string().contains("51 cards"))
        );
        assert!(
            matches!(Deck::restore("Zz", None), Err(SavedDeckError::Cards(e)) if e.to_string().contains("is not a card"))
        );
    }

    #[test]
    fn rejects_bad_orders() {
        let mut order: Vec<Card> = Card::all().collect();
        order.pop();
        assert_eq!(Deck::from_order(order.clone()), Err(DeckError::Size(51)));
        order.push(order[0]);
        assert_eq!(
            Deck::from_order(order.clone()),
            Err(DeckError::Duplicate(order[0]))
        );
    }
}
