//! A difficulty rating per deal, from a model of how long a typical player
//! takes (see [`crate::game24::model`] for the model itself). The page uses
//! it to label deals, to set the computer's think time, and to pick
//! practice deals.
//!
//! # The labels
//!
//! The model gives expected seconds for a typical player; the label comes
//! from that number alone:
//!
//! | label | expected time | deals |
//! |---|---|---|
//! | **easy** | under [`EASY_BELOW`] = 12 s | 392 |
//! | **medium** | 12 s up to [`HARD_FROM`] = 30 s | 663 |
//! | **hard** | 30 s or more | 307 |
//! | **unsolvable** | no solution (the seconds are the time to give up) | 458 |
//!
//! # Worked examples
//!
//! Seconds are `3 + per attempt × (1 / p)^0.7`, where `p` is the chance one
//! attempt succeeds and an attempt takes 2 s, more when the deal has traps
//! (ways to make 24 too early).
//!
//! - `1 1 4 6`, about 6.6 s, easy. Adding up gives 12, no help; but almost
//!   anything else works: aim with 6 (`6 ×` needs 4: `4 × 1 × 1`, `4 + 1 −
//!   1`), aim with 4 (needs 6), or combine `4 × 6 = 24` and cancel the ones.
//!   One attempt succeeds about half the time. No traps: the ones fit in.
//! - `3 3 5 7`, about 29 s, medium (near hard). The one way is
//!   `(3 × 5 − 7) × 3`: aim with 3, then make 8 from 3 5 7 by the join
//!   `3 × 5 = 15`, which does not look useful (15 is no factor of 24). The
//!   tempting joins `3 + 5 = 8` and `5 + 7 = 12` lead nowhere, and there are
//!   traps: `3 × 7 + 3 = 24` leaves the 5, `(3 + 5) × 3 = 24` leaves the 7.
//! - `3 3 8 8`, about 45 minutes, hard: the only way, `8 ÷ (3 − 8 ÷ 3)`,
//!   starts with a division that makes a fraction (weight 0.06 against 1
//!   for `+`), then works on fractions, while `3 × 8 = 24` is a trap twice
//!   over. The minutes are what blind retries would cost; real players give
//!   up or get help first, which keeps such deals at the top all the same.
//! - `1 1 1 1`, unsolvable, 7 s: the largest value is 4, seen at once.
//!
//! The anchors from players' times (fastest `1 1 4 6`, `1 1 11 11`,
//! `1 1 3 8`, `6 6 6 6`, `1 2 3 4`, `3 3 3 8`; slowest `2 3 5 12`,
//! `1 3 4 6`, `1 4 5 6`, `2 5 5 10`, `3 5 7 13`, `3 3 8 8`, `3 3 5 7`,
//! `1 6 6 8`, `2 4 10 10`, `3 3 7 7`, `4 4 10 10`, `1 5 5 5`, `2 2 6 13`,
//! `5 6 8 13`) are a test: every fast one is faster than every slow one.
//!
//! The [`Rating`] also keeps the facts of the old rule (the number of
//! distinct solutions, whether all need a fraction, a large value, a
//! division) as information; they no longer decide the label.

use serde::{Deserialize, Serialize};

use super::model;
use super::solver::{solvable, solve, Solution};
use super::values::Values;

/// Deals a typical player solves in less than this many seconds are easy.
pub const EASY_BELOW: f64 = 12.0;
/// Deals a typical player needs at least this many seconds for are hard.
pub const HARD_FROM: f64 = 30.0;

/// How hard a deal is (see the module docs for the cut-offs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// A typical player solves it in under 12 s.
    Easy,
    /// 12 s up to 30 s.
    Medium,
    /// 30 s or more.
    Hard,
    /// No solution: "no solution" is the right answer.
    Unsolvable,
}

/// A deal's rating, with facts about its distinct solutions.
///
/// ```
/// use duel21::game24::{Difficulty, Rating};
/// let r = Rating::rate("3 3 8 8".parse().unwrap());
/// assert_eq!(r.difficulty, Difficulty::Hard);
/// assert_eq!(r.solutions, 1);
/// assert!(r.all_need_fraction);
/// assert_eq!(Rating::rate("1 1 1 1".parse().unwrap()).difficulty, Difficulty::Unsolvable);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub difficulty: Difficulty,
    /// The number of distinct solutions.
    pub solutions: usize,
    /// Every solution needs a fraction (false when there is none).
    pub all_need_fraction: bool,
    /// Every solution needs a value above 48 (false when there is none).
    pub all_need_large: bool,
    /// Every solution divides (false when there is none).
    pub all_divide: bool,
}

impl Difficulty {
    /// The label of a deal a typical player takes `seconds` for.
    pub fn from_seconds(seconds: f64, solvable: bool) -> Difficulty {
        if !solvable {
            Difficulty::Unsolvable
        } else if seconds < EASY_BELOW {
            Difficulty::Easy
        } else if seconds < HARD_FROM {
            Difficulty::Medium
        } else {
            Difficulty::Hard
        }
    }

    /// The label as `--rate-all` and the page spell it.
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Unsolvable => "unsolvable",
        }
    }
}

impl std::fmt::Display for Difficulty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The model's expected time for a deal and its label.
///
/// ```
/// use duel21::game24::{Difficulty, Estimate};
/// let easy = Estimate::of("1 2 3 4".parse().unwrap());
/// let hard = Estimate::of("3 3 8 8".parse().unwrap());
/// assert_eq!((easy.difficulty, hard.difficulty), (Difficulty::Easy, Difficulty::Hard));
/// assert!(easy.seconds < 12.0 && hard.seconds > 30.0);
/// assert_eq!(Estimate::of("1 1 1 1".parse().unwrap()).difficulty, Difficulty::Unsolvable);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// The deal.
    pub values: Values,
    /// The label.
    pub difficulty: Difficulty,
    /// Expected seconds for a typical player to solve it, or (no solution)
    /// to give up or claim there is none; rounded to a tenth.
    pub seconds: f64,
}

impl Estimate {
    /// The estimate for a deal (a fast existence check and the model; it
    /// does not list the solutions).
    pub fn of(values: Values) -> Estimate {
        let can = solvable(values);
        // In tenths of a second, as printed, so the label and the printed
        // number always agree at a cut-off.
        let seconds = (model::estimate(values, can).seconds * 10.0).round() / 10.0;
        Estimate {
            values,
            difficulty: Difficulty::from_seconds(seconds, can),
            seconds,
        }
    }
}

impl Rating {
    /// The rating of a deal with these solutions (as from [`solve`]). The
    /// label is the model's for the deal the solutions use (see
    /// [`Estimate`]); the counts and flags describe the solutions.
    pub fn of(solutions: &[Solution]) -> Rating {
        let n = solutions.len();
        let all_need_fraction = n > 0 && solutions.iter().all(Solution::needs_fraction);
        let all_need_large = n > 0 && solutions.iter().all(Solution::needs_large);
        let all_divide = n > 0 && solutions.iter().all(Solution::divides);
        let difficulty = match solutions.first().map(|s| s.formula().numbers()) {
            Some(numbers) => {
                let values = numbers
                    .try_into()
                    .ok()
                    .and_then(|v: [u8; 4]| Values::new(v).ok())
                    .expect("a solution uses the four card values");
                Estimate::of(values).difficulty
            }
            None => Difficulty::Unsolvable,
        };
        Rating {
            difficulty,
            solutions: n,
            all_need_fraction,
            all_need_large,
            all_divide,
        }
    }

    /// The rating of a deal (solves it).
    pub fn rate(values: Values) -> Rating {
        Rating::of(&solve(values))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(deal: &str) -> f64 {
        Estimate::of(deal.parse().unwrap()).seconds
    }

    /// Deals players solve fastest and slowest (public anchors): every fast
    /// one must come out faster than every slow one.
    #[test]
    fn anchors_fast_before_slow() {
        let fast = [
            "1 1 4 6",
            "1 1 11 11",
            "1 1 3 8",
            "6 6 6 6",
            "1 2 3 4",
            "3 3 3 8",
        ];
        let slow = [
            "2 3 5 12",
            "1 3 4 6",
            "1 4 5 6",
            "2 5 5 10",
            "3 5 7 13",
            "3 3 8 8",
            "3 3 5 7",
            "1 6 6 8",
            "2 4 10 10",
            "3 3 7 7",
            "4 4 10 10",
            "1 5 5 5",
            "2 2 6 13",
            "5 6 8 13",
        ];
        let slowest_fast =
            fast.iter()
                .map(|d| (secs(d), d))
                .fold((0.0, &""), |a, b| if b.0 > a.0 { b } else { a });
        for d in slow {
            assert!(
                secs(d) > slowest_fast.0,
                "{d} ({} s) is not slower than {} ({} s)",
                secs(d),
                slowest_fast.1,
                slowest_fast.0
            );
        }
        for d in fast {
            assert_eq!(
                Estimate::of(d.parse().unwrap()).difficulty,
                Difficulty::Easy,
                "{d}"
            );
        }
        // The slow ones whose only ways need a fraction or a large value are hard.
        for d in [
            "2 3 5 12",
            "1 3 4 6",
            "1 4 5 6",
            "2 5 5 10",
            "3 5 7 13",
            "3 3 8 8",
            "1 6 6 8",
            "2 4 10 10",
            "3 3 7 7",
            "4 4 10 10",
            "1 5 5 5",
            "2 2 6 13",
        ] {
            assert_eq!(
                Estimate::of(d.parse().unwrap()).difficulty,
                Difficulty::Hard,
                "{d}"
            );
        }
    }

    #[test]
    fn labels_follow_the_cut_offs() {
        use Difficulty::*;
        for (s, solvable, want) in [
            (0.0, true, Easy),
            (11.99, true, Easy),
            (12.0, true, Medium),
            (29.99, true, Medium),
            (30.0, true, Hard),
            (1e6, true, Hard),
            (5.0, false, Unsolvable),
        ] {
            assert_eq!(Difficulty::from_seconds(s, solvable), want, "{s}");
        }
    }

    #[test]
    fn rating_and_estimate_agree() {
        for deal in [
            "3 3 8 8",
            "1 5 5 5",
            "1 2 3 4",
            "2 9 10 10",
            "3 12 13 13",
            "1 1 1 1",
            "13 13 13 13",
        ] {
            let v = deal.parse().unwrap();
            assert_eq!(
                Rating::rate(v).difficulty,
                Estimate::of(v).difficulty,
                "{deal}"
            );
        }
        assert_eq!(
            Rating::rate("1 1 1 1".parse().unwrap()).difficulty,
            Difficulty::Unsolvable
        );
        // 1 × 2 × 3 × 4 (or 2 × 3 × 4 ÷ 1), (1 + 2 + 3) × 4, (1 + 3) × (2 + 4).
        assert_eq!(Rating::rate("1 2 3 4".parse().unwrap()).solutions, 3);
    }
}
