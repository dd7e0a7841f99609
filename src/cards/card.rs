//! Cards: four suits × thirteen ranks, and their short text notation.
//!
//! The notation is the one used everywhere (tests, saves, the CLI, logs):
//! rank then suit, e.g. `A♠`, `10♥`, `K♣`. Parsing also accepts ASCII suits
//! (`s h c d`, any case) and `T` for ten, so `As`, `10h`, `Th` and `K♣` all work.
//! `Display` always writes the symbol form, which parses back to the same card.

use crate::cards::{Damage, Term};
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One of the four suits (♠ ♥ ♣ ♦).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Spades,
    Hearts,
    Clubs,
    Diamonds,
}

impl Suit {
    /// All suits in deck order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds];

    /// The suit symbol, e.g. `♠`.
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
        }
    }

    /// The ASCII letter, e.g. `s`.
    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 's',
            Suit::Hearts => 'h',
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
        }
    }

    /// Hearts and diamonds are red.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// English name, plural ("spades").
    pub fn name(self) -> &'static str {
        match self {
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
        }
    }

    fn from_char(c: char) -> Option<Suit> {
        Some(match c {
            '♠' | '♤' | 's' | 'S' => Suit::Spades,
            '♥' | '♡' | 'h' | 'H' => Suit::Hearts,
            '♣' | '♧' | 'c' | 'C' => Suit::Clubs,
            '♦' | '♢' | 'd' | 'D' => Suit::Diamonds,
            _ => return None,
        })
    }
}

/// One of the thirteen ranks, A, 2–10, J, Q, K.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
}

impl Rank {
    /// All ranks, A first, K last (index `i` holds the rank with number `i + 1`).
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// 1 for A up to 13 for K (the 24-points value).
    pub fn number(self) -> u8 {
        self as u8
    }

    /// 0 for A up to 12 for K, an index into per-rank tables.
    pub fn index(self) -> usize {
        self as usize - 1
    }

    /// The rank with number `n` (1..=13).
    pub fn from_number(n: u8) -> Option<Rank> {
        Rank::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// SPEC §2: "2–10 face value; J, Q, K = 10; A = 11 unless …, then 1".
    /// This is the hard value (A = 1); a game decides whether an ace counts more
    /// (21点 scores one ace as 11 when that does not bust the hand).
    pub fn hard_value(self) -> u8 {
        self.number().min(10)
    }

    /// The rank's label: `A`, `2` … `10`, `J`, `Q`, `K`.
    pub fn label(self) -> &'static str {
        const LABELS: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        LABELS[self.index()]
    }

    /// English name ("ace", "seven", "king").
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 13] = [
            "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king",
        ];
        NAMES[self.index()]
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

impl FromStr for Rank {
    type Err = CardParseError;

    /// Accepts `A`, `2`–`10`, `T`, `J`, `Q`, `K` (any case) and `1` for the ace.
    fn from_str(s: &str) -> Result<Rank, CardParseError> {
        let rank = match s.to_ascii_uppercase().as_str() {
            "A" | "1" => Rank::Ace,
            "T" | "10" => Rank::Ten,
            "J" => Rank::Jack,
            "Q" => Rank::Queen,
            "K" => Rank::King,
            d if d.len() == 1 && ("2"..="9").contains(&d) => {
                Rank::from_number(d.parse().map_err(|_| CardParseError::rank(s))?)
                    .ok_or_else(|| CardParseError::rank(s))?
            }
            _ => return Err(CardParseError::rank(s)),
        };
        Ok(rank)
    }
}

/// A playing card.
///
/// ```
/// use duel21::{Card, Rank, Suit};
/// let card: Card = "Th".parse().unwrap();
/// assert_eq!(card, Card::new(Rank::Ten, Suit::Hearts));
/// assert_eq!(card.to_string(), "10♥");
/// assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    rank: Rank,
    suit: Suit,
}

impl Card {
    /// The card of that rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// The card's rank.
    pub fn rank(self) -> Rank {
        self.rank
    }

    /// The card's suit.
    pub fn suit(self) -> Suit {
        self.suit
    }

    /// A dense index 0..52 (suit-major), for bit sets and tables.
    pub fn index(self) -> usize {
        (self.suit as usize) * 13 + self.rank.index()
    }

    /// The card with that dense index, if `i < 52`.
    pub fn from_index(i: usize) -> Option<Card> {
        (i < 52).then(|| Card::new(Rank::ALL[i % 13], Suit::ALL[i / 13]))
    }

    /// All 52 cards in a fixed (unshuffled) order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..52).filter_map(Card::from_index)
    }

    /// ASCII notation, e.g. `As`, `10h`.
    pub fn ascii(self) -> String {
        format!("{}{}", self.rank.label(), self.suit.letter())
    }

    /// Spoken label, e.g. "ace of spades".
    pub fn spoken(self) -> String {
        format!("{} of {}", self.rank.name(), self.suit.name())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.label(), self.suit.symbol())
    }
}

/// Why a text is not a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardParseError {
    text: String,
    what: super::Term,
}

impl CardParseError {
    fn rank(text: &str) -> CardParseError {
        CardParseError {
            text: text.to_string(),
            what: Term::CardUnknownRank,
        }
    }
}

impl From<CardParseError> for super::Refusal {
    fn from(e: CardParseError) -> super::Refusal {
        Damage::NotACard {
            quote: e.text,
            why: e.what,
        }
        .into()
    }
}

impl fmt::Display for CardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for CardParseError {}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let t = s.trim();
        let err = |what| CardParseError {
            text: s.to_string(),
            what,
        };
        // The suit is the last character, the rank what comes before it
        // (taken from the iterator, not by slicing: no slice panic path).
        let mut chars = t.chars();
        let suit_char = chars.next_back().ok_or_else(|| err(Term::CardEmptyText))?;
        let suit = Suit::from_char(suit_char).ok_or_else(|| err(Term::CardUnknownSuit))?;
        let rank_text = chars.as_str();
        if rank_text.is_empty() {
            return Err(err(Term::CardMissingRank));
        }
        let rank = rank_text
            .parse::<Rank>()
            .map_err(|_| CardParseError::rank(s))?;
        Ok(Card::new(rank, suit))
    }
}

/// Parses a list of cards separated by spaces or commas, e.g. `"As 10h, K♣"`.
///
/// # Errors
/// The first text that is not a card.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, CardParseError> {
    s.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

/// Writes cards in notation, separated by single spaces.
pub fn format_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A card in notation (`"A♠"`, `"10h"`), as saves hold it.
impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_card() {
        for card in Card::all() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            assert_eq!(card.ascii().parse::<Card>(), Ok(card));
            assert_eq!(Card::from_index(card.index()), Some(card));
        }
        assert_eq!(Card::all().count(), 52);
    }

    #[test]
    fn accepts_ascii_and_symbols() {
        let cases = [
            ("As", Rank::Ace, Suit::Spades),
            ("A♠", Rank::Ace, Suit::Spades),
            ("10h", Rank::Ten, Suit::Hearts),
            ("Th", Rank::Ten, Suit::Hearts),
            ("tH", Rank::Ten, Suit::Hearts),
            ("K♣", Rank::King, Suit::Clubs),
            ("qd", Rank::Queen, Suit::Diamonds),
            ("7♦", Rank::Seven, Suit::Diamonds),
        ];
        for (text, rank, suit) in cases {
            assert_eq!(text.parse::<Card>(), Ok(Card::new(rank, suit)), "{text}");
        }
    }

    #[test]
    fn rejects_non_cards_with_a_message() {
        for bad in ["", "A", "s", "11h", "1x", "Zs", "10", "♠", "AAs", "0h"] {
            let err = bad.parse::<Card>().unwrap_err();
            assert!(err.to_string().contains("is not a card"), "{bad}: {err}");
        }
    }

    #[test]
    fn parses_lists() {
        let cards = parse_cards("As, 10h  K♣").unwrap();
        assert_eq!(format_cards(&cards), "A♠ 10♥ K♣");
        assert!(parse_cards("As Xx").is_err());
    }
}
