//! What the calibrated difficulty model ([`crate::game24::model`]) sees of
//! a solvable deal: facts computed from its four cards and their distinct
//! solutions, each a number in [`Features::vector`].
//!
//! | # | name | what it is |
//! |---|---|---|
//! | 0 | `one` | 1 (the intercept) |
//! | 1 | `search` | ln of the search model's seconds ([`crate::game24::search`]) |
//! | 2 | `solutions` | ln of the number of distinct solutions |
//! | 3 | `fraction` | 1 when every solution needs a fraction |
//! | 4 | `large` | 1 when every solution needs a value above 48 |
//! | 5 | `divide` | 1 when every solution divides |
//! | 6 | `three_ops` | 1 when every solution needs all three operations (no idle 1 or cancelling pair) |
//! | 7 | `factors` | 1 when some solution multiplies whole parts to 24 (`3 × 8`, `4 × 6`, `2 × 12`, `(1 + 2) × 8`) |
//! | 8 | `add_up` | 1 when some solution only adds and subtracts the cards |
//! | 9 | `traps` | the search model's trap mass: ways to make 24 too early |
//! | 10 | `ones` | how many aces |
//! | 11 | `repeats` | 4 − the number of different values |
//! | 12 | `largest` | ln of the smallest "largest value on the way" over the solutions |
//! | 13 | `total` | the sum of the four values ÷ 10 |
//! | 14 | `whole` | ln(1 + the solutions that can be worked out in whole numbers) |
//! | 15 | `faces` | how many values are 10 or more |
//! | 16 | `search_sq` | `search` squared (the search model's long times count less) |
//!
//! A "value on the way" is the value of any part of the solution as it is
//! printed, and the running total of a product or sum before it divides or
//! subtracts (`(10 × 10 − 4) ÷ 4` passes through 100 and 96).

use super::distinct::value;
use super::formula::Formula;
use super::search;
use super::solver::Solution;
use super::values::Values;
use super::Value;

/// How many numbers [`Features::vector`] has.
pub const FEATURES: usize = 17;

/// The features' names, in the order of [`Features::vector`].
pub const NAMES: [&str; FEATURES] = [
    "one",
    "search",
    "solutions",
    "fraction",
    "large",
    "divide",
    "three_ops",
    "factors",
    "add_up",
    "traps",
    "ones",
    "repeats",
    "largest",
    "total",
    "whole",
    "faces",
    "search_sq",
];

/// The facts about a solvable deal the calibrated model weighs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Features {
    /// The search model's seconds.
    pub search_seconds: f64,
    /// Distinct solutions (at least 1).
    pub solutions: usize,
    /// Every solution needs a fraction.
    pub all_need_fraction: bool,
    /// Every solution needs a value above 48.
    pub all_need_large: bool,
    /// Every solution divides.
    pub all_divide: bool,
    /// Every solution uses all three operations (none has an idle part).
    pub all_three_ops: bool,
    /// Some solution multiplies whole parts to 24.
    pub factor_route: bool,
    /// Some solution only adds and subtracts the four cards.
    pub add_up: bool,
    /// The search model's trap mass.
    pub traps: f64,
    /// Aces.
    pub ones: usize,
    /// 4 − the number of different values.
    pub repeats: usize,
    /// The smallest, over the solutions, of the largest value on the way.
    pub largest: f64,
    /// The sum of the four values.
    pub total: u32,
    /// Distinct solutions that can be worked out in whole numbers.
    pub whole_solutions: usize,
    /// Values of 10 and more.
    pub faces: usize,
}

impl Features {
    /// The features of a deal from its distinct solutions (as from
    /// [`crate::game24::solve`]); `None` when there is none.
    ///
    /// ```
    /// use duel21::game24::{solve, Features};
    /// let v = "3 3 8 8".parse().unwrap();
    /// let f = Features::of(v, &solve(v)).unwrap();
    /// assert!(f.all_need_fraction && !f.factor_route && f.solutions == 1);
    /// let v = "1 1 4 6".parse().unwrap();
    /// let f = Features::of(v, &solve(v)).unwrap();
    /// assert!(f.factor_route && !f.all_three_ops && f.ones == 2);
    /// assert!(Features::of("1 1 1 1".parse().unwrap(), &[]).is_none());
    /// ```
    pub fn of(values: Values, solutions: &[Solution]) -> Option<Features> {
        if solutions.is_empty() {
            return None;
        }
        let cores = || solutions.iter().map(|s| s.key().core());
        let v = values.get();
        let different = (0..4).filter(|&i| i == 0 || v[i] != v[i - 1]).count();
        Some(Features {
            search_seconds: search::estimate(values, true).seconds,
            solutions: solutions.len(),
            all_need_fraction: solutions.iter().all(Solution::needs_fraction),
            all_need_large: solutions.iter().all(Solution::needs_large),
            all_divide: solutions.iter().all(Solution::divides),
            all_three_ops: solutions.iter().all(|s| s.key().operations() == 3),
            factor_route: cores().any(multiplies_whole_parts),
            add_up: cores().any(adds_cards),
            traps: search::traps(values),
            ones: values.count(1),
            repeats: 4 - different,
            largest: solutions
                .iter()
                .map(|s| largest_on_the_way(s.formula()))
                .fold(f64::INFINITY, f64::min),
            total: v.iter().map(|&x| u32::from(x)).sum(),
            whole_solutions: solutions.iter().filter(|s| !s.needs_fraction()).count(),
            faces: v.iter().filter(|&&x| x >= 10).count(),
        })
    }

    /// The numbers the model weighs, in the order of [`NAMES`].
    pub fn vector(&self) -> [f64; FEATURES] {
        let flag = |b: bool| if b { 1.0 } else { 0.0 };
        [
            1.0,
            self.search_seconds.ln(),
            (self.solutions as f64).ln(),
            flag(self.all_need_fraction),
            flag(self.all_need_large),
            flag(self.all_divide),
            flag(self.all_three_ops),
            flag(self.factor_route),
            flag(self.add_up),
            self.traps,
            self.ones as f64,
            self.repeats as f64,
            self.largest.max(1.0).ln(),
            f64::from(self.total) / 10.0,
            (1.0 + self.whole_solutions as f64).ln(),
            self.faces as f64,
            self.search_seconds.ln().powi(2),
        ]
    }
}

/// `x × y × … = 24` at the top, every factor whole, nothing divided.
fn multiplies_whole_parts(core: &Formula) -> bool {
    match core {
        Formula::Product { times, over } => {
            over.is_empty()
                && times
                    .iter()
                    .all(|f| value(f).is_some_and(|q| q.is_integer()))
        }
        _ => false,
    }
}

/// A sum and difference of card values only.
fn adds_cards(core: &Formula) -> bool {
    match core {
        Formula::Sum { plus, minus } => plus
            .iter()
            .chain(minus)
            .all(|f| matches!(f, Formula::Number(_))),
        _ => false,
    }
}

/// The largest value on the way (see the module docs).
fn largest_on_the_way(f: &Formula) -> f64 {
    let (up, down) = match f {
        Formula::Number(n) => return f64::from(*n),
        Formula::Sum { plus, minus } => (plus, minus),
        Formula::Product { times, over } => (times, over),
    };
    let additive = matches!(f, Formula::Sum { .. });
    let parts = up.iter().chain(down).map(largest_on_the_way);
    let mut most = parts.fold(0.0, f64::max);
    // The running total of the first list, before the second acts on it.
    let mut acc: Option<Value> = None;
    for g in up {
        let Some(x) = value(g) else { continue };
        acc = Some(match acc {
            None => x,
            Some(a) if additive => a + x,
            Some(a) => a * x,
        });
        if let Some(a) = acc {
            most = most.max(ratio_f64(a));
        }
    }
    if let Some(x) = value(f) {
        most = most.max(ratio_f64(x));
    }
    most
}

fn ratio_f64(q: Value) -> f64 {
    *q.numer() as f64 / *q.denom() as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game24::solve;

    fn features(deal: &str) -> Features {
        let v = deal.parse().unwrap();
        Features::of(v, &solve(v)).unwrap()
    }

    #[test]
    fn facts_of_known_deals() {
        let f = features("10 10 4 4");
        // (10 × 10 − 4) ÷ 4: 100 on the way.
        assert!(f.all_need_large && f.largest >= 96.0, "{f:?}");
        let f = features("1 2 3 4");
        assert_eq!(f.solutions, 3);
        assert!(f.factor_route && !f.add_up && f.largest <= 24.0);
        let f = features("5 6 7 6");
        assert!(f.add_up, "5 + 6 + 7 + 6");
        assert_eq!((f.repeats, f.ones, f.total), (1, 0, 24));
        let f = features("1 5 5 5");
        assert!(f.all_need_fraction && f.all_three_ops && !f.factor_route);
        let x = f.vector();
        assert_eq!(x.len(), NAMES.len());
        assert_eq!(x[0], 1.0);
        assert!(x.iter().all(|v| v.is_finite()));
    }
}
