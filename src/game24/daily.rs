//! The daily deal: one deck per calendar day, the same for everyone
//! everywhere that day. The page names the day by its local calendar date
//! (`"2026-11-30"`); the deck's seed is a hash of that text, so any two
//! players who open the daily deal on the same date get the same 13 deals,
//! and the next date deals another deck. A daily game is solo.

use std::fmt;

/// Why a date is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DateError(String);

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for DateError {}

/// The date checked: `YYYY-MM-DD`, a real day of the Gregorian calendar,
/// year 2000 to 9999.
///
/// # Errors
/// A [`DateError`] quoting (at most 12 characters of) what was given.
pub fn check_date(date: &str) -> Result<(), DateError> {
    let bad = || {
        let shown: String = date.chars().take(12).collect();
        DateError(format!("'{shown}' is not a date (use YYYY-MM-DD)"))
    };
    let b = date.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return Err(bad());
    }
    let num = |r: std::ops::Range<usize>| -> Option<u32> {
        b[r].iter().try_fold(0u32, |n, &c| {
            c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0'))
        })
    };
    let (Some(y), Some(m), Some(d)) = (num(0..4), num(5..7), num(8..10)) else {
        return Err(bad());
    };
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return Err(bad()),
    };
    if !(2000..=9999).contains(&y) || d == 0 || d > days {
        return Err(bad());
    }
    Ok(())
}

/// The seed of the daily deck of `date` (`YYYY-MM-DD`): FNV-1a (64 bits)
/// of `"24点 daily "` and the date, mixed by SplitMix64's finaliser.
///
/// # Errors
/// A [`DateError`] when `date` is not a real date in that form.
///
/// ```
/// use duel21::game24::daily_seed;
/// let today = daily_seed("2026-11-30").unwrap();
/// assert_eq!(daily_seed("2026-11-30").unwrap(), today);
/// assert_ne!(daily_seed("2026-12-01").unwrap(), today);
/// assert!(daily_seed("2026-02-30").is_err() && daily_seed("30/11/2026").is_err());
/// ```
pub fn daily_seed(date: &str) -> Result<u64, DateError> {
    check_date(date)?;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in "24点 daily ".as_bytes().iter().chain(date.as_bytes()) {
        h ^= u64::from(byte);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let mut z = h.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    // A decimal seed the page can show and type back (below 2^53).
    Ok((z ^ (z >> 31)) >> 11)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_checked() {
        for good in ["2026-11-30", "2024-02-29", "2000-01-01", "9999-12-31"] {
            assert!(daily_seed(good).is_ok(), "{good}");
        }
        for bad in [
            "",
            "2026-11-31",
            "2023-02-29",
            "1900-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-1-30",
            "2026/11/30",
            "+026-11-30",
            "２０２６-11-30",
            "1999-12-31",
        ] {
            assert!(daily_seed(bad).is_err(), "{bad}");
        }
        let long = "9".repeat(5000);
        assert!(daily_seed(&long).unwrap_err().to_string().len() < 60);
    }
}
