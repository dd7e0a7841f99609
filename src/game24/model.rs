//! The difficulty model: a deal's expected time and solved rate on
//! people's scale, computed from its four cards alone.
//!
//! # What it predicts
//!
//! For a deal with a solution: **people's mean solve time** in seconds and
//! the **share of people who solve it**, as a public 24-game site measures
//! them over its players. Both are linear in the deal's features
//! ([`Features::vector`]: the search model's time, the number of distinct
//! solutions, whether every one needs a fraction or a large value, aces,
//! repeats, the largest value on the way, …):
//!
//! `seconds = e^(TIME_WEIGHTS · x)`, `solved = 1 / (1 + e^−(RATE_WEIGHTS · x))`.
//!
//! A deal with no solution has no measured time: its seconds are the search
//! model's time to give up or to claim there is none
//! ([`crate::game24::search`]), and it has no solved rate.
//!
//! Nothing is looked up: the weights below are the whole of what the model
//! learnt, and every figure is computed from the four cards each time.
//!
//! # How the weights were fitted
//!
//! `duel21 solve24 --fit tests/data/24-human-times-train.csv` re-derives
//! them (and the test `tests/game24_calibration.rs` checks they are the ones
//! here): least squares of ln(mean time) and of logit(solved rate) on the 17
//! features over the file's 681 deals — people's mean time and solved rate
//! on every other deal of the site's ranking of the 1362 solvable deals —
//! with a ridge of 0.001 (see [`crate::game24::calibration`]). The other
//! half of the ranking was never used.
//!
//! # How well it predicts
//!
//! 10-fold cross-validation on the file (each fold predicted by weights
//! fitted on the other nine), as `--fit` prints it:
//!
//! | features | Spearman ρ, time | ρ, solved rate | median error |
//! |---|---|---|---|
//! | the search model alone | 0.609 | 0.751 | 1.80 s |
//! | + solutions, fraction, large, divide | 0.606 | 0.763 | 1.75 s |
//! | + three operations, factor pair, adding up | 0.675 | 0.805 | 1.62 s |
//! | + traps, aces, repeats, largest value, total | 0.788 | 0.875 | 1.50 s |
//! | + whole-number solutions, faces, search squared (**shipped**) | **0.793** | 0.878 | **1.49 s**, 2.5 points |
//!
//! (People's own two measures, time and solved rate, agree at ρ ≈ 0.90.)
//! The median error is small because most deals take people 5–12 s; on
//! the slowest deals (a minute and more) the model is off by tens of
//! seconds, though it still puts them at the top.
//!
//! # The weights
//!
//! | feature | ln seconds | logit solved |
//! |---|---|---|
//! | one | +0.1805 | +6.3439 |
//! | search | +0.1537 | −1.1809 |
//! | solutions | +0.2048 | −0.2974 |
//! | fraction | −0.2055 | −0.0222 |
//! | large | −0.6488 | +0.6667 |
//! | divide | −0.3077 | +0.3950 |
//! | three_ops | +0.1312 | −0.4268 |
//! | factors | −0.0401 | +0.0251 |
//! | add_up | +0.0590 | +0.2018 |
//! | traps | −0.0697 | +0.1145 |
//! | ones | −0.3204 | +0.6901 |
//! | repeats | −0.1584 | +0.3217 |
//! | largest | +0.6784 | −0.8635 |
//! | total | −0.1342 | +0.0722 |
//! | whole | −0.4908 | +1.1747 |
//! | faces | −0.0165 | +0.0900 |
//! | search_sq | +0.0410 | +0.0589 |
//!
//! The features overlap (a deal whose every solution needs a fraction also
//! has no whole-number solution and a high search time), so one weight read
//! alone can mislead: `fraction`'s is negative because `whole` and `search`
//! already count the fraction. What the weights say together: more
//! whole-number solutions, aces and repeated values make a deal faster;
//! a large value on the way (`10 × 10`) and the search model's long time
//! make it slower.

use super::features::{Features, FEATURES};
use super::search;
use super::solver::Solution;
use super::values::Values;

/// ln(people's mean seconds) = `TIME_WEIGHTS` · [`Features::vector`].
pub const TIME_WEIGHTS: [f64; FEATURES] = [
    0.1805039153674962,
    0.15367596413884788,
    0.20475021568525065,
    -0.2055302191962171,
    -0.6488283132062251,
    -0.3076586854097846,
    0.13124374272131978,
    -0.04005185387981529,
    0.05904127442048175,
    -0.06974058196584768,
    -0.32037431673696976,
    -0.1584218270809448,
    0.6784182565473015,
    -0.1341789373130223,
    -0.49078987045089145,
    -0.016542667370242903,
    0.040982825225874556,
];

/// logit(people's solved rate) = `RATE_WEIGHTS` · [`Features::vector`].
pub const RATE_WEIGHTS: [f64; FEATURES] = [
    6.343948651937679,
    -1.1808918638109138,
    -0.29741575093418693,
    -0.02219382593244722,
    0.6666786912703284,
    0.39496864903995343,
    -0.426799624358937,
    0.025120318419868934,
    0.2017826607341332,
    0.1145254149321886,
    0.6900724718414664,
    0.3216768834251285,
    -0.8634868629023528,
    0.07220844977460744,
    1.1747499552925618,
    0.09004471582563388,
    0.058882954933383844,
];

/// What the model expects of people on a deal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct People {
    /// Expected seconds: people's mean time to solve it, or (no solution)
    /// the search model's time to give up or claim there is none.
    pub seconds: f64,
    /// The expected share of people who solve it (`None` when there is no
    /// solution).
    pub solved: Option<f64>,
}

/// The model's figures for a deal with these distinct solutions (as from
/// [`crate::game24::solve`]; none for a deal with no solution).
pub fn estimate(values: Values, solutions: &[Solution]) -> People {
    match Features::of(values, solutions) {
        Some(f) => {
            let x = f.vector();
            let dot = |w: &[f64; FEATURES]| x.iter().zip(w).map(|(a, b)| a * b).sum::<f64>();
            People {
                seconds: dot(&TIME_WEIGHTS).exp(),
                solved: Some(1.0 / (1.0 + (-dot(&RATE_WEIGHTS)).exp())),
            }
        }
        None => People {
            seconds: search::estimate(values, false).seconds,
            solved: None,
        },
    }
}
