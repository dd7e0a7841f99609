//! The daily deal: one deck per calendar day, the same for everyone
//! everywhere that day. The page names the day by its local calendar date
//! (`"2026-11-30"`); the deck's seed is a hash of that text, so any two
//! players who open the daily deal on the same date get the same 13 deals,
//! and the next date deals another deck. A daily game is solo.
//!
//! # Once a day
//!
//! "The daily deal is once a day: the first play of the day counts". The
//! [`DailyRecord`] keeps, per date, the result of that day's counted game:
//! the first daily game started on the date ([`DailyRecord::begin`]) counts,
//! and its result is kept as its deals finish ([`DailyRecord::update`]); a
//! game abandoned half way counts with what it had. Any later daily game of
//! that date, and every "Play again", is practice: it changes nothing here.
//! The record gives the statistics the **streak** (days in a row with a
//! counted game, up to today — or up to yesterday while today's is still to
//! play) and the **best day** (of the days whose 13 deals were all played:
//! the most points, then the shortest total time).
//!
//! Dates are checked and compared by hand ([`check_date`], a day number from
//! the civil calendar): two small functions, where a date crate would add
//! its whole calendar to the wasm module.

use crate::cards::Damage;
use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::{DEALS_PER_GAME, MAX_DEAL_MS};
use crate::cards::Refusal;

/// Why a date is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DateError(String);

impl From<DateError> for Refusal {
    fn from(e: DateError) -> Refusal {
        Damage::NotADate { quote: e.0 }.into()
    }
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for DateError {}

/// The date checked: `YYYY-MM-DD`, a real day of the Gregorian calendar,
/// year 2000 to 9999.
///
/// # Errors
/// A [`DateError`] quoting (at most 12 characters of) what was given.
pub fn check_date(date: &str) -> Result<(), DateError> {
    let bad = || DateError(date.chars().take(12).collect());
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

/// The day number of a checked date: days since 2000-01-01 (the civil
/// calendar's day count, as in Howard Hinnant's `days_from_civil`).
fn day_number(date: &str) -> Option<i64> {
    check_date(date).ok()?;
    let (y, m, d): (i64, i64, i64) = (
        date[0..4].parse().ok()?,
        date[5..7].parse().ok()?,
        date[8..10].parse().ok()?,
    );
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 730_425)
}

/// The version of the record's format.
pub const DAILY_VERSION: u32 = 1;
/// Days kept (the oldest go first): more than any streak a record shows.
pub const MAX_DAYS: usize = 1000;

/// The counted game of one day.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DayResult {
    /// Points scored (deals solved).
    pub points: u32,
    /// Deals finished (13 once the game was played to the end).
    pub deals: u32,
    /// The finished deals' times added up, in ms.
    pub ms: u64,
}

/// The counted daily games, by date (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DailyRecord {
    /// Format version.
    pub version: u32,
    /// Each date's counted game.
    pub days: BTreeMap<String, DayResult>,
}

impl Default for DailyRecord {
    fn default() -> DailyRecord {
        DailyRecord {
            version: DAILY_VERSION,
            days: BTreeMap::new(),
        }
    }
}

/// The best day: the most points, then the shortest time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BestDay {
    /// The date.
    pub date: String,
    /// Points (of 13).
    pub points: u32,
    /// Total time, in ms.
    pub ms: u64,
}

/// What the statistics show of the daily deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DailySummary {
    /// Days in a row with a counted game, up to today (or yesterday).
    pub streak: u32,
    /// Whether today's counted game has been started.
    pub today: bool,
    /// The best day played to the end, if any.
    pub best: Option<BestDay>,
    /// Days with a counted game, in the record.
    pub days: usize,
}

impl DailyRecord {
    /// Reads a stored record (empty text: no record yet), every date and
    /// count checked.
    ///
    /// # Errors
    /// A message saying what is damaged.
    pub fn read(text: &str) -> Result<DailyRecord, Refusal> {
        if text.trim().is_empty() {
            return Ok(DailyRecord::default());
        }
        let record: DailyRecord = crate::cards::input::read(text, "field")?;
        if record.version != DAILY_VERSION {
            return Err(Refusal::VersionUnsupported {
                version: record.version,
            });
        }
        if record.days.len() > MAX_DAYS {
            return Err(Damage::DaysTooMany {
                count: record.days.len(),
                limit: MAX_DAYS,
            }
            .into());
        }
        let most = DEALS_PER_GAME as u32;
        for (date, day) in &record.days {
            check_date(date)?;
            let sane = day.points <= day.deals
                && day.deals <= most
                && day.ms <= u64::from(day.deals) * u64::from(MAX_DEAL_MS);
            if !sane {
                return Err(Damage::DayDoesNotAddUp { date: date.clone() }.into());
            }
        }
        Ok(record)
    }

    /// The record as text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("a record always serializes")
    }

    /// A daily game of `date` starts: true if it is the day's counted game
    /// (the first of the date), which is then entered with no deal yet;
    /// false if the date already has one (this game is practice).
    ///
    /// # Errors
    /// A [`DateError`] for a date that is not one.
    pub fn begin(&mut self, date: &str) -> Result<bool, DateError> {
        check_date(date)?;
        if self.days.contains_key(date) {
            return Ok(false);
        }
        self.days.insert(date.to_string(), DayResult::default());
        while self.days.len() > MAX_DAYS {
            self.days.pop_first();
        }
        Ok(true)
    }

    /// Keeps `result` as the counted game of `date` (a deal of it finished).
    ///
    /// # Errors
    /// A [`DateError`] for a date that is not one.
    pub fn update(&mut self, date: &str, result: DayResult) -> Result<(), DateError> {
        check_date(date)?;
        self.days.insert(date.to_string(), result);
        while self.days.len() > MAX_DAYS {
            self.days.pop_first();
        }
        Ok(())
    }

    /// The streak, the best day and the days played, as of `today`.
    ///
    /// # Errors
    /// A [`DateError`] when `today` is not a date.
    pub fn summary(&self, today: &str) -> Result<DailySummary, DateError> {
        check_date(today)?;
        let today_n = day_number(today).expect("a checked date");
        let played = self.days.contains_key(today);
        // Back from today (or yesterday, while today is still to play).
        let mut want = if played { today_n } else { today_n - 1 };
        let mut streak = 0;
        for date in self.days.keys().rev() {
            let Some(n) = day_number(date) else { continue };
            if n > want {
                continue;
            }
            if n < want {
                break;
            }
            streak += 1;
            want -= 1;
        }
        let best = self
            .days
            .iter()
            .filter(|(_, d)| d.deals == DEALS_PER_GAME as u32)
            .min_by_key(|(_, d)| (std::cmp::Reverse(d.points), d.ms))
            .map(|(date, d)| BestDay {
                date: date.clone(),
                points: d.points,
                ms: d.ms,
            });
        Ok(DailySummary {
            streak,
            today: played,
            best,
            days: self.days.len(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_numbers_count_days() {
        assert_eq!(day_number("2000-01-01"), Some(0));
        assert_eq!(day_number("2000-03-01"), Some(60));
        assert_eq!(
            day_number("2026-12-01").unwrap() - day_number("2026-11-30").unwrap(),
            1
        );
        assert_eq!(
            day_number("2027-01-01").unwrap() - day_number("2026-12-31").unwrap(),
            1
        );
        assert_eq!(
            day_number("2024-03-01").unwrap() - day_number("2024-02-28").unwrap(),
            2
        );
        assert_eq!(day_number("2026-02-30"), None);
    }

    #[test]
    fn the_first_play_of_a_day_counts_and_the_streak_runs_to_today() {
        let mut r = DailyRecord::default();
        let full = |points, ms| DayResult {
            points,
            deals: 13,
            ms,
        };
        assert!(r.begin("2026-11-29").unwrap());
        r.update("2026-11-29", full(9, 400_000)).unwrap();
        assert!(r.begin("2026-11-30").unwrap());
        r.update("2026-11-30", full(11, 500_000)).unwrap();
        // A second play of the day is practice: the day keeps its first result.
        assert!(!r.begin("2026-11-30").unwrap());
        assert_eq!(r.days["2026-11-30"], full(11, 500_000));
        // Today (12-01) not yet played: the streak runs to yesterday.
        let s = r.summary("2026-12-01").unwrap();
        assert_eq!((s.streak, s.today, s.days), (2, false, 2));
        assert_eq!(
            s.best.as_ref().map(|b| (b.date.as_str(), b.points)),
            Some(("2026-11-30", 11))
        );
        assert!(r.begin("2026-12-01").unwrap());
        r.update(
            "2026-12-01",
            DayResult {
                points: 2,
                deals: 3,
                ms: 60_000,
            },
        )
        .unwrap();
        let s = r.summary("2026-12-01").unwrap();
        assert_eq!((s.streak, s.today), (3, true));
        // The unfinished day is no best day; more points beat a faster time.
        assert_eq!(s.best.unwrap().points, 11);
        // A day missed ends the streak.
        assert_eq!(r.summary("2026-12-03").unwrap().streak, 0);
        let text = r.to_text();
        assert_eq!(DailyRecord::read(&text).unwrap(), r);
    }

    #[test]
    fn a_damaged_record_is_refused_with_a_reason() {
        assert_eq!(DailyRecord::read("").unwrap(), DailyRecord::default());
        let bad = |text: &str, why: &str| {
            let e = DailyRecord::read(text).unwrap_err().to_string();
            assert!(e.contains(why), "{e} should say {why}");
        };
        bad(
            r#"{"version":1,"days":{"2026-02-30":{"points":1,"deals":1,"ms":1}}}"#,
            "not a date",
        );
        bad(
            r#"{"version":1,"days":{"2026-02-03":{"points":5,"deals":1,"ms":1}}}"#,
            "does not add up",
        );
        bad(
            r#"{"version":1,"days":{"2026-02-03":{"points":1,"deals":14,"ms":1}}}"#,
            "does not add up",
        );
        bad(r#"{"version":2,"days":{}}"#, "version 2");
        bad(r#"{"version":1,"days":{},"x":1}"#, "x");
        let mut r = DailyRecord::default();
        for i in 0..1005 {
            let date = format!(
                "{:04}-{:02}-{:02}",
                2001 + i / 300,
                1 + (i % 300) / 28,
                1 + i % 28
            );
            r.begin(&date).unwrap();
        }
        assert_eq!(r.days.len(), MAX_DAYS);
    }

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
