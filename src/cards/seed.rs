//! Match seeds: typed by a player (URL `?seed=`), or drawn from the platform's
//! secure random source.

use crate::cards::Damage;
use std::fmt;
use std::str::FromStr;

/// A seed for the shuffle. Shown and typed as a decimal number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seed(pub u64);

impl Seed {
    /// SPEC §2: "The seed comes from the platform's secure random source unless
    /// the player gives one." Kept below 2^53 so it is exact as a JS number too.
    ///
    /// # Errors
    /// The platform has no random source.
    pub fn random() -> Result<Seed, super::Refusal> {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).map_err(|_| super::Refusal::NoRandom)?;
        Ok(Seed(u64::from_le_bytes(bytes) & ((1 << 53) - 1)))
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Seed {
    type Err = super::Refusal;

    /// A decimal number from 0 to 2^64 − 1, surrounding spaces allowed.
    fn from_str(s: &str) -> Result<Seed, super::Refusal> {
        let t = s.trim();
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(super::Refusal::SeedNotWhole {
                quote: super::clip(s),
            });
        }
        t.parse()
            .map(Seed)
            .map_err(|_| super::Refusal::SeedTooLarge {
                quote: super::clip(s),
                limit: u64::MAX,
            })
    }
}

impl Seed {
    /// Why a seed read from a save (`text`, which the player did not type)
    /// is refused: a whole number out of the seeds' range (a minus sign
    /// allowed: "-1", "18446744073709551616") is said to be out of range,
    /// with the range; anything else is not a number.
    pub fn saved_refusal(text: &str) -> super::Refusal {
        let digits = text.strip_prefix('-').unwrap_or(text);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            Damage::SavedSeedOutOfRange {
                quote: super::clip(text),
                limit: u64::MAX,
            }
            .into()
        } else {
            Damage::SeedNotNumber {
                quote: super::clip(text),
            }
            .into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_seed_out_of_range_says_the_range() {
        for out in ["18446744073709551616", "99999999999999999999999", "-1"] {
            assert_eq!(
                Seed::saved_refusal(out).to_string(),
                format!("its seed '{out}' is out of range (0 to 18446744073709551615)")
            );
        }
        for nan in ["nine", "", "4x", "-", "1e9"] {
            assert_eq!(
                Seed::saved_refusal(nan),
                Damage::SeedNotNumber { quote: nan.into() }.into()
            );
        }
    }

    #[test]
    fn parses_and_rejects() {
        assert_eq!(" 42 ".parse::<Seed>(), Ok(Seed(42)));
        assert_eq!("18446744073709551615".parse::<Seed>(), Ok(Seed(u64::MAX)));
        for bad in ["", "-1", "4x", "1e9", "18446744073709551616", "0x10"] {
            assert!(bad.parse::<Seed>().is_err(), "{bad}");
        }
    }

    #[test]
    fn random_seeds_differ() {
        let a = Seed::random().unwrap();
        let b = Seed::random().unwrap();
        assert_ne!(a, b);
        assert!(a.0 < 1 << 53);
    }
}
