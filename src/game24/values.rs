//! The four card values of a 24-points deal, as a sorted multiset, with a
//! short text notation (`1 5 5 5`, `A 5 5 5`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::cards::{Card, Refusal};

/// Four card values, each 1..=13, sorted ascending.
///
/// A = 1, 2–10 face value, J = 11, Q = 12, K = 13.
///
/// ```
/// use duel21::game24::Values;
/// let v: Values = "K a 5 10".parse().unwrap();
/// assert_eq!(v.get(), [1, 5, 10, 13]);
/// assert_eq!(v.to_string(), "1 5 10 13");
/// assert_eq!(Values::all().count(), 1820);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Values([u8; 4]);

/// Why a text or a list is not four card values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValuesError {
    /// Not exactly four values.
    Count(usize),
    /// A value outside 1..=13, or a word that is not a value.
    Unknown(String),
}

impl From<ValuesError> for Refusal {
    fn from(e: ValuesError) -> Refusal {
        match e {
            ValuesError::Count(count) => Refusal::ValueCount { count },
            ValuesError::Unknown(quote) => Refusal::NotAValue { quote },
        }
    }
}

impl fmt::Display for ValuesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for ValuesError {}

impl Values {
    /// The values, sorted.
    ///
    /// # Errors
    /// A value outside 1..=13.
    pub fn new(mut values: [u8; 4]) -> Result<Values, ValuesError> {
        if let Some(bad) = values.iter().find(|v| !(1..=13).contains(*v)) {
            return Err(ValuesError::Unknown(bad.to_string()));
        }
        values.sort_unstable();
        Ok(Values(values))
    }

    /// The values of four cards.
    pub fn from_cards(cards: [Card; 4]) -> Values {
        let mut values = cards.map(|c| c.rank().number());
        values.sort_unstable();
        Values(values)
    }

    /// The values, ascending.
    pub fn get(self) -> [u8; 4] {
        self.0
    }

    /// How many times `value` occurs.
    pub fn count(self, value: u8) -> usize {
        self.0.iter().filter(|&&v| v == value).count()
    }

    /// All 1820 multisets of four values from 1..=13, in ascending order.
    pub fn all() -> impl Iterator<Item = Values> {
        (1..=13u8).flat_map(|a| {
            (a..=13).flat_map(move |b| {
                (b..=13).flat_map(move |c| (c..=13).map(move |d| Values([a, b, c, d])))
            })
        })
    }

    /// In how many ways four cards with these values can be taken from one
    /// 52-card deck: the product over distinct values of C(4, multiplicity).
    /// Summed over [`Values::all`] this is C(52, 4) = 270 725.
    pub fn card_combinations(self) -> u64 {
        const CHOOSE4: [u64; 5] = [1, 4, 6, 4, 1];
        let mut total = 1;
        let mut i = 0;
        while i < 4 {
            let k = self.count(self.0[i]);
            total *= CHOOSE4[k];
            i += k;
        }
        total
    }
}

/// Parses one value word: `A`/`J`/`Q`/`K` (any case) or a number 1..=13.
pub(crate) fn parse_value(word: &str) -> Option<u8> {
    match word.to_ascii_uppercase().as_str() {
        "A" => Some(1),
        "J" => Some(11),
        "Q" => Some(12),
        "K" => Some(13),
        d if !d.is_empty() && d.len() <= 2 && d.bytes().all(|b| b.is_ascii_digit()) => d
            .parse()
            .ok()
            .filter(|v| (1..=13).contains(v) && !d.starts_with('0')),
        _ => None,
    }
}

impl FromStr for Values {
    type Err = ValuesError;

    /// Four values separated by spaces or commas: `1 5 5 5`, `A,5,5,5`.
    fn from_str(s: &str) -> Result<Values, ValuesError> {
        let words: Vec<&str> = s
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .collect();
        if words.len() != 4 {
            return Err(ValuesError::Count(words.len()));
        }
        let mut values = [0u8; 4];
        for (slot, word) in values.iter_mut().zip(&words) {
            *slot = parse_value(word).ok_or_else(|| ValuesError::Unknown(word.to_string()))?;
        }
        Values::new(values)
    }
}

impl fmt::Display for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d] = self.0;
        write!(f, "{a} {b} {c} {d}")
    }
}

impl Serialize for Values {
    /// As an array of four numbers, e.g. `[1,5,5,5]`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Values {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Values, D::Error> {
        let raw = <[u8; 4]>::deserialize(d)?;
        Values::new(raw).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_letters_and_numbers() {
        let cases = [
            ("1 5 5 5", [1, 5, 5, 5]),
            ("A 5 5 5", [1, 5, 5, 5]),
            ("k,q j a", [1, 11, 12, 13]),
            (" 13 10  2 7 ", [2, 7, 10, 13]),
        ];
        for (text, want) in cases {
            assert_eq!(text.parse::<Values>().map(Values::get), Ok(want), "{text}");
        }
    }

    #[test]
    fn rejects_bad_values() {
        assert_eq!("1 2 3".parse::<Values>(), Err(ValuesError::Count(3)));
        assert_eq!("1 2 3 4 5".parse::<Values>(), Err(ValuesError::Count(5)));
        for bad in [
            "0 1 2 3",
            "14 1 2 3",
            "B 1 2 3",
            "01 2 3 4",
            "-1 2 3 4",
            "1.5 2 3 4",
        ] {
            assert!(
                matches!(bad.parse::<Values>(), Err(ValuesError::Unknown(_))),
                "{bad}"
            );
        }
        assert!(Values::new([0, 1, 2, 3]).is_err());
    }

    #[test]
    fn combinations_sum_to_all_four_card_hands() {
        let total: u64 = Values::all().map(Values::card_combinations).sum();
        assert_eq!(total, 52 * 51 * 50 * 49 / 24);
        assert_eq!(Values::new([5, 5, 5, 5]).unwrap().card_combinations(), 1);
        assert_eq!(Values::new([1, 5, 5, 5]).unwrap().card_combinations(), 16);
        assert_eq!(Values::new([1, 2, 3, 4]).unwrap().card_combinations(), 256);
    }
}
