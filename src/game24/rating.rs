//! A difficulty rating per deal, from the difficulty model's expected
//! time for people ([`crate::game24::model`], fitted to people's solve
//! times). The page uses it to label deals, to set the computer's think
//! time, and to pick practice deals.
//!
//! # The labels
//!
//! The label comes from the model's expected seconds alone, with cut-offs
//! on people's scale: in the file of people's times the model was fitted
//! to, deals people take under 8 s on average are solved by about 93 % or
//! more of them, deals of 12 s and more by under 80 %.
//!
//! | label | expected time | deals |
//! |---|---|---|
//! | **easy** | under [`EASY_BELOW`] = 8 s | 467 |
//! | **medium** | 8 s up to [`HARD_FROM`] = 12 s | 572 |
//! | **hard** | 12 s or more | 323 |
//! | **unsolvable** | no solution (the seconds are the time to give up) | 458 |
//!
//! # Worked examples
//!
//! - `1 1 4 6`, 4.2 s, easy: `4 × 6` with the aces idle — two aces, a
//!   whole-number route, several solutions.
//! - `1 2 3 4`, 6.4 s, easy: three solutions, all in whole numbers, none
//!   above 24.
//! - `3 3 5 7`, 13.4 s, hard: one solution, `(3 × 5 − 7) × 3`, through 15
//!   (no factor of 24), with traps (`3 × 7 + 3` leaves the 5).
//! - `4 4 10 10`, 39 s, hard: the only way, `(10 × 10 − 4) ÷ 4`, passes
//!   through 100.
//! - `3 3 8 8`, 127 s, hard: the only way, `8 ÷ (3 − 8 ÷ 3)`, needs a
//!   fraction, and `3 × 8 = 24` is a trap twice over.
//! - `1 1 1 1`, unsolvable, 7 s: the largest value is 4, seen at once.
//!
//! The anchors from players' times (fastest `1 1 4 6`, `1 1 11 11`,
//! `1 1 3 8`, `6 6 6 6`, `1 2 3 4`, `3 3 3 8`; slowest `2 3 5 12`,
//! `1 3 4 6`, `1 4 5 6`, `2 5 5 10`, `3 5 7 13`, `3 3 8 8`, `3 3 5 7`,
//! `1 6 6 8`, `2 4 10 10`, `3 3 7 7`, `4 4 10 10`, `1 5 5 5`, `2 2 6 13`,
//! `5 6 8 13`) are a test: every fast one is easy and faster than every
//! slow one, and every slow one is hard.
//!
//! The [`Rating`] also keeps facts about the distinct solutions (how many,
//! whether all need a fraction, a large value, a division) as information.

use serde::{Deserialize, Serialize};

use super::model;
use super::search;
use super::solver::{solvable, solve, Solution};
use super::values::Values;

/// Deals a typical player solves in less than this many seconds are easy.
pub const EASY_BELOW: f64 = 8.0;
/// Deals a typical player needs at least this many seconds for are hard.
pub const HARD_FROM: f64 = 12.0;

/// How hard a deal is (see the module docs for the cut-offs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// People take under 8 s on average.
    Easy,
    /// 8 s up to 12 s.
    Medium,
    /// 12 s or more.
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
        Difficulty::cut(seconds, solvable, EASY_BELOW, HARD_FROM)
    }

    fn cut(seconds: f64, solvable: bool, easy_below: f64, hard_from: f64) -> Difficulty {
        if !solvable {
            Difficulty::Unsolvable
        } else if seconds < easy_below {
            Difficulty::Easy
        } else if seconds < hard_from {
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

/// The first labels' easy cut-off, in the search model's seconds.
pub const SEARCH_EASY_BELOW: f64 = 12.0;
/// The first labels' hard cut-off, in the search model's seconds.
pub const SEARCH_HARD_FROM: f64 = 30.0;

/// Which labels a practice deck was dealt with (see
/// [`crate::game24::practice`]): a practice game is saved as its seed and
/// choice, and its deck is dealt again on load, so a saved game must be
/// dealt again with the labels it was first dealt with.
///
/// ```
/// use duel21::game24::{Difficulty, Labels};
/// let deal = "1 1 1 8".parse().unwrap();
/// assert_eq!(Labels::People.of(deal), Difficulty::Easy);
/// assert_eq!(Labels::Search.of(deal), Difficulty::Medium);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Labels {
    /// The first labels (saves of format 1): the search model's seconds
    /// ([`search::estimate`], rounded to a tenth), easy under
    /// [`SEARCH_EASY_BELOW`] = 12 s, hard from [`SEARCH_HARD_FROM`] = 30 s.
    Search,
    /// The labels of [`Estimate`]: people's seconds, easy under 8 s, hard
    /// from 12 s.
    #[default]
    People,
}

impl Labels {
    /// The label of a deal.
    pub fn of(self, values: Values) -> Difficulty {
        match self {
            Labels::People => Estimate::of(values).difficulty,
            Labels::Search => {
                let can = solvable(values);
                // Rounded to a tenth as the first labels were.
                let seconds = (search::estimate(values, can).seconds * 10.0).round() / 10.0;
                Difficulty::cut(seconds, can, SEARCH_EASY_BELOW, SEARCH_HARD_FROM)
            }
        }
    }
}

/// The model's expected time for a deal and its label.
///
/// ```
/// use duel21::game24::{Difficulty, Estimate};
/// let easy = Estimate::of("1 2 3 4".parse().unwrap());
/// let hard = Estimate::of("3 3 8 8".parse().unwrap());
/// assert_eq!((easy.difficulty, hard.difficulty), (Difficulty::Easy, Difficulty::Hard));
/// assert!(easy.seconds < 8.0 && hard.seconds > 12.0);
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
    /// The expected share of people who solve it, 0 to 1, rounded to a
    /// thousandth; `None` when there is no solution.
    pub solved: Option<f64>,
}

impl Estimate {
    /// The estimate for a deal (solves it: the model weighs its solutions).
    pub fn of(values: Values) -> Estimate {
        Estimate::from_solutions(values, &solve(values))
    }

    /// The estimate for a deal with these distinct solutions (all of them,
    /// as from [`solve`]).
    pub fn from_solutions(values: Values, solutions: &[Solution]) -> Estimate {
        let people = model::estimate(values, solutions);
        // In tenths of a second, as printed, so the label and the printed
        // number always agree at a cut-off.
        let seconds = (people.seconds * 10.0).round() / 10.0;
        Estimate {
            values,
            difficulty: Difficulty::from_seconds(seconds, !solutions.is_empty()),
            seconds,
            solved: people.solved.map(|p| (p * 1000.0).round() / 1000.0),
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
                Estimate::from_solutions(values, solutions).difficulty
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
        // Every slow one is hard.
        for d in slow {
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
            (7.99, true, Easy),
            (8.0, true, Medium),
            (11.99, true, Medium),
            (12.0, true, Hard),
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
