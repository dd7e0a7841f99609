//! A difficulty rating per deal, from its distinct solutions. The page uses
//! it to label deals and to set the computer's think time (faster on easy
//! deals).
//!
//! The rule, in order:
//! - **unsolvable**: no solution;
//! - **hard**: every solution passes through a fraction (`3 3 8 8`,
//!   `1 5 5 5`, `1 3 4 6`), or every solution passes through a value above
//!   48, twice the target (`4 4 10 10`: `(10 × 10 − 4) ÷ 4` needs 100);
//! - **medium**: every solution divides, or there are at most two;
//! - **easy**: otherwise.

use serde::{Deserialize, Serialize};

use super::solver::{solve, Solution};
use super::values::Values;

/// How hard a deal is (see the module docs for the rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// Several solutions, some without division.
    Easy,
    /// Every solution divides, or at most two solutions.
    Medium,
    /// Every solution needs a fraction, or a value above 48.
    Hard,
    /// No solution: "no solution" is the right answer.
    Unsolvable,
}

/// A deal's rating and the facts it is made from.
///
/// ```
/// use duel21::game24::{Difficulty, Rating};
/// let r = Rating::rate("3 3 8 8".parse().unwrap());
/// assert_eq!(r.difficulty, Difficulty::Hard);
/// assert_eq!(r.solutions, 1);
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

impl Rating {
    /// The rating of a deal with these solutions (as from [`solve`]).
    pub fn of(solutions: &[Solution]) -> Rating {
        let n = solutions.len();
        let all_need_fraction = n > 0 && solutions.iter().all(Solution::needs_fraction);
        let all_need_large = n > 0 && solutions.iter().all(Solution::needs_large);
        let all_divide = n > 0 && solutions.iter().all(Solution::divides);
        let difficulty = if n == 0 {
            Difficulty::Unsolvable
        } else if all_need_fraction || all_need_large {
            Difficulty::Hard
        } else if all_divide || n <= 2 {
            Difficulty::Medium
        } else {
            Difficulty::Easy
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

    #[test]
    fn known_deals() {
        let cases = [
            ("3 3 8 8", Difficulty::Hard),
            ("1 5 5 5", Difficulty::Hard),
            ("1 3 4 6", Difficulty::Hard),
            ("4 4 10 10", Difficulty::Hard),
            ("1 2 3 4", Difficulty::Easy),
            // One solution, but 10 ÷ 2 + 9 + 10 stays small and whole.
            ("2 9 10 10", Difficulty::Medium),
            ("3 12 13 13", Difficulty::Medium),
            ("1 1 1 1", Difficulty::Unsolvable),
        ];
        for (deal, want) in cases {
            assert_eq!(
                Rating::rate(deal.parse().unwrap()).difficulty,
                want,
                "{deal}"
            );
        }
    }
}
