//! Fitting the difficulty model to people's solve times: the reader of a
//! times file, the least-squares fit, and its k-fold cross-validation.
//! Native only (`duel21 solve24 --fit FILE` and the tests); the page ships
//! the fitted numbers in [`crate::game24::model`], never the file.
//!
//! # The file
//!
//! CSV with the header `Puzzles,AMT (s),Solved rate` and one deal a line:
//! `1 1 4 6,4.4,99.20%` — the four values, people's mean time in seconds,
//! and the share of attempts that solved it. It is untrusted text: at most
//! [`MAX_FILE_BYTES`] and [`MAX_ROWS`] rows; every row must be four card
//! values of a solvable deal, not seen before in the file, a time in
//! (0, 3600] s and a rate in [0, 100] %; anything else is refused with the
//! line and the reason, and nothing is fitted.
//!
//! # The fit
//!
//! Two linear models on [`Features::vector`], fitted by least squares:
//! the natural log of people's mean time, and the logit of their solved
//! rate (clamped to [0.5 %, 99.5 %] so a rate of 100 % stays finite). The
//! system is a dozen unknowns, so it is solved here by its normal
//! equations (Cholesky) with a tiny ridge, [`RIDGE`], on every weight but
//! the intercept — it keeps the system positive definite when a fold
//! happens to hold no deal with some flag, and moves the fitted weights by
//! far less than their printed precision. A linear-algebra crate would
//! bring far more code than these forty lines; the result is deterministic
//! (a fixed order of operations, no randomness).
//!
//! # Cross-validation
//!
//! `k` folds by position in the file (row `i` goes to fold `i mod k`; the
//! file is in people's order, so each fold spans easy to hard): each fold
//! is predicted by the weights fitted on the others, and Spearman's ρ
//! (average ranks for ties) is taken between all the held-out predictions
//! and people's times. The median absolute error is in seconds, of
//! `e^(predicted ln time)`, and in percentage points for the solved rate.

use std::fmt;

use serde::Deserialize;

use super::features::{Features, FEATURES, NAMES};
use super::solver::solve;
use super::values::Values;

/// The largest times file read, in bytes.
pub const MAX_FILE_BYTES: usize = 1 << 20;
/// The most rows read (there are 1362 solvable deals).
pub const MAX_ROWS: usize = 1362;
/// The ridge added to the normal equations (see the module docs).
pub const RIDGE: f64 = 1e-3;
/// The folds of the cross-validation.
pub const FOLDS: usize = 10;

/// One deal's measured times.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HumanTime {
    /// The deal.
    pub values: Values,
    /// People's mean time, seconds.
    pub seconds: f64,
    /// The share that solved it, 0 to 1.
    pub solved: f64,
    /// The deal's features.
    pub features: Features,
}

/// Why a times file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimesError {
    /// The line (1 is the header), or 0 for the whole file.
    pub line: usize,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for TimesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.reason)
        } else {
            write!(f, "line {}: {}", self.line, self.reason)
        }
    }
}

impl std::error::Error for TimesError {}

/// A row as the file spells it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    #[serde(rename = "Puzzles")]
    puzzles: String,
    #[serde(rename = "AMT (s)")]
    seconds: f64,
    #[serde(rename = "Solved rate")]
    solved: String,
}

const HEADER: [&str; 3] = ["Puzzles", "AMT (s)", "Solved rate"];

/// Reads a times file (see the module docs).
///
/// # Errors
/// The first line that is wrong, and why.
///
/// ```
/// use duel21::game24::calibration::read_times;
/// let t = read_times("Puzzles,AMT (s),Solved rate\n1 1 4 6,4.4,99.20%\n").unwrap();
/// assert_eq!((t[0].seconds, t[0].solved), (4.4, 0.992));
/// assert!(read_times("Puzzles,AMT (s),Solved rate\n1 1 1 1,9,50%\n").is_err());
/// ```
pub fn read_times(text: &str) -> Result<Vec<HumanTime>, TimesError> {
    let whole = |reason: String| TimesError { line: 0, reason };
    if text.len() > MAX_FILE_BYTES {
        return Err(whole(format!(
            "the file has {} bytes, more than {MAX_FILE_BYTES}",
            text.len()
        )));
    }
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header = reader
        .headers()
        .map_err(|e| whole(format!("no header: {e}")))?;
    if header.iter().collect::<Vec<_>>() != HEADER {
        return Err(TimesError {
            line: 1,
            reason: format!("the header must be '{}'", HEADER.join(",")),
        });
    }
    let mut out: Vec<HumanTime> = Vec::new();
    for (i, row) in reader.deserialize::<Row>().enumerate() {
        let line = i + 2;
        let bad = |reason: String| TimesError { line, reason };
        if out.len() == MAX_ROWS {
            return Err(bad(format!("more than {MAX_ROWS} rows")));
        }
        let row = row.map_err(|e| bad(e.to_string()))?;
        let values: Values = row.puzzles.parse().map_err(|e| bad(format!("{e}")))?;
        if out.iter().any(|t| t.values == values) {
            return Err(bad(format!("{values} is listed twice")));
        }
        if !(row.seconds > 0.0 && row.seconds <= 3600.0) {
            return Err(bad(format!(
                "the time {} s is not in (0, 3600]",
                row.seconds
            )));
        }
        let solved = row
            .solved
            .strip_suffix('%')
            .and_then(|p| p.parse::<f64>().ok())
            .filter(|p| (0.0..=100.0).contains(p))
            .ok_or_else(|| {
                bad(format!(
                    "the solved rate '{}' is not a percentage from 0% to 100%",
                    row.solved
                ))
            })?;
        let features = Features::of(values, &solve(values))
            .ok_or_else(|| bad(format!("{values} has no solution")))?;
        out.push(HumanTime {
            values,
            seconds: row.seconds,
            solved: solved / 100.0,
            features,
        });
    }
    if out.is_empty() {
        return Err(whole("the file lists no deal".to_string()));
    }
    Ok(out)
}

/// Which features a fit uses (the intercept always).
pub type FeatureSet = [bool; FEATURES];

/// Every feature.
pub const ALL: FeatureSet = [true; FEATURES];

/// The feature sets `--fit` compares, each adding to the one before.
pub fn feature_sets() -> Vec<(&'static str, FeatureSet)> {
    let upto = |names: &[&str]| {
        let mut set = [false; FEATURES];
        for (i, n) in NAMES.iter().enumerate() {
            set[i] = names.contains(n);
        }
        set
    };
    let a = ["one", "search"];
    let b = [&a[..], &["solutions", "fraction", "large", "divide"]].concat();
    let c = [&b[..], &["three_ops", "factors", "add_up"]].concat();
    let d = [&c[..], &["traps", "ones", "repeats", "largest", "total"]].concat();
    vec![
        ("the search model alone", upto(&a)),
        ("+ solutions, fraction, large, divide", upto(&b)),
        ("+ three operations, factor pair, adding up", upto(&c)),
        ("+ traps, aces, repeats, largest value, total", upto(&d)),
        ("+ whole-number solutions, faces, search squared (all)", ALL),
    ]
}

/// Fitted weights: for ln seconds and for the logit of the solved rate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// ln(seconds) = time · features.
    pub time: [f64; FEATURES],
    /// logit(solved rate) = rate · features.
    pub rate: [f64; FEATURES],
}

/// The logit of a solved rate, clamped (see the module docs).
pub fn logit(p: f64) -> f64 {
    let p = p.clamp(0.005, 0.995);
    (p / (1.0 - p)).ln()
}

/// Fits both models on these deals with these features (weights of the
/// features left out are 0).
pub fn fit(rows: &[HumanTime], set: &FeatureSet) -> Weights {
    let xs: Vec<[f64; FEATURES]> = rows.iter().map(|r| r.features.vector()).collect();
    let time: Vec<f64> = rows.iter().map(|r| r.seconds.ln()).collect();
    let rate: Vec<f64> = rows.iter().map(|r| logit(r.solved)).collect();
    Weights {
        time: least_squares(&xs, &time, set),
        rate: least_squares(&xs, &rate, set),
    }
}

/// `x · w`.
pub fn dot(x: &[f64; FEATURES], w: &[f64; FEATURES]) -> f64 {
    x.iter().zip(w).map(|(a, b)| a * b).sum()
}

/// Least squares `y ≈ X w` on the features in `set`, with the ridge.
fn least_squares(xs: &[[f64; FEATURES]], ys: &[f64], set: &FeatureSet) -> [f64; FEATURES] {
    let cols: Vec<usize> = (0..FEATURES).filter(|&j| set[j] || j == 0).collect();
    let m = cols.len();
    // The normal equations (XᵀX + λI) w = Xᵀy, on the chosen columns.
    let mut a = vec![vec![0.0; m]; m];
    let mut b = vec![0.0; m];
    for (x, y) in xs.iter().zip(ys) {
        for (p, &i) in cols.iter().enumerate() {
            b[p] += x[i] * y;
            for (q, &j) in cols.iter().enumerate() {
                a[p][q] += x[i] * x[j];
            }
        }
    }
    for (p, &i) in cols.iter().enumerate() {
        if i != 0 {
            a[p][p] += RIDGE;
        }
    }
    // Cholesky: A = L Lᵀ, then two triangular solves.
    let mut l = vec![vec![0.0; m]; m];
    for i in 0..m {
        for j in 0..=i {
            let s: f64 = a[i][j] - (0..j).map(|k| l[i][k] * l[j][k]).sum::<f64>();
            l[i][j] = if i == j {
                s.max(f64::MIN_POSITIVE).sqrt()
            } else {
                s / l[j][j]
            };
        }
    }
    let mut z = vec![0.0; m];
    for i in 0..m {
        z[i] = (b[i] - (0..i).map(|k| l[i][k] * z[k]).sum::<f64>()) / l[i][i];
    }
    let mut w = vec![0.0; m];
    for i in (0..m).rev() {
        w[i] = (z[i] - (i + 1..m).map(|k| l[k][i] * w[k]).sum::<f64>()) / l[i][i];
    }
    let mut out = [0.0; FEATURES];
    for (p, &i) in cols.iter().enumerate() {
        out[i] = w[p];
    }
    out
}

/// Cross-validated measures of a feature set.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CrossValidation {
    /// Spearman's ρ between held-out predicted and people's times.
    pub rho: f64,
    /// Spearman's ρ between held-out predicted and people's solved rates.
    pub rate_rho: f64,
    /// Median absolute error of the held-out seconds.
    pub median_error_seconds: f64,
    /// Median absolute error of the held-out solved rate, in points.
    pub median_error_points: f64,
}

/// `k`-fold cross-validation of a feature set (see the module docs).
///
/// # Panics
/// If `k < 2` or there are fewer rows than folds.
pub fn cross_validate(rows: &[HumanTime], set: &FeatureSet, k: usize) -> CrossValidation {
    assert!(
        k >= 2 && rows.len() >= k,
        "{k} folds of {} rows",
        rows.len()
    );
    let mut time = vec![0.0; rows.len()];
    let mut rate = vec![0.0; rows.len()];
    for fold in 0..k {
        let train: Vec<HumanTime> = rows
            .iter()
            .enumerate()
            .filter(|(i, _)| i % k != fold)
            .map(|(_, r)| *r)
            .collect();
        let w = fit(&train, set);
        for (i, r) in rows.iter().enumerate().filter(|(i, _)| i % k == fold) {
            let x = r.features.vector();
            time[i] = dot(&x, &w.time).exp();
            rate[i] = 1.0 / (1.0 + (-dot(&x, &w.rate)).exp());
        }
    }
    let seconds: Vec<f64> = rows.iter().map(|r| r.seconds).collect();
    let solved: Vec<f64> = rows.iter().map(|r| r.solved).collect();
    CrossValidation {
        rho: spearman(&time, &seconds),
        rate_rho: spearman(&rate, &solved),
        median_error_seconds: median(time.iter().zip(&seconds).map(|(a, b)| (a - b).abs())),
        median_error_points: median(rate.iter().zip(&solved).map(|(a, b)| 100.0 * (a - b).abs())),
    }
}

/// The median (the mean of the middle two for an even count).
///
/// # Panics
/// On no values or a NaN.
pub fn median(values: impl Iterator<Item = f64>) -> f64 {
    let mut v: Vec<f64> = values.collect();
    v.sort_by(|a, b| a.partial_cmp(b).expect("no NaN"));
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// Ranks from 1, ties sharing their average rank.
fn ranks(v: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..v.len()).collect();
    order.sort_by(|&a, &b| v[a].partial_cmp(&v[b]).expect("no NaN"));
    let mut out = vec![0.0; v.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && v[order[j + 1]] == v[order[i]] {
            j += 1;
        }
        let rank = (i + j) as f64 / 2.0 + 1.0;
        for &o in &order[i..=j] {
            out[o] = rank;
        }
        i = j + 1;
    }
    out
}

/// Spearman's rank correlation: Pearson's on the ranks (ties averaged).
///
/// ```
/// use duel21::game24::calibration::spearman;
/// assert_eq!(spearman(&[1.0, 2.0, 3.0], &[10.0, 20.0, 90.0]), 1.0);
/// assert_eq!(spearman(&[1.0, 2.0, 3.0], &[3.0, 2.0, 1.0]), -1.0);
/// ```
pub fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let mut cov = 0.0;
    let mut va = 0.0;
    let mut vb = 0.0;
    for (x, y) in ra.iter().zip(&rb) {
        cov += (x - ma) * (y - mb);
        va += (x - ma) * (x - ma);
        vb += (y - mb) * (y - mb);
    }
    cov / (va * vb).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "Puzzles,AMT (s),Solved rate\n";

    #[test]
    fn refuses_what_is_not_a_times_file() {
        for (text, line, says) in [
            ("Deal,Time\n1 1 4 6,4.4\n", 1, "header"),
            ("Puzzles,AMT (s),Solved rate\n", 0, "no deal"),
            ("Puzzles,AMT (s),Solved rate\n1 1 4,4.4,99%\n", 2, "4 cards"),
            (
                "Puzzles,AMT (s),Solved rate\n1 1 4 14,4.4,99%\n",
                2,
                "card value",
            ),
            ("Puzzles,AMT (s),Solved rate\n1 1 4 6,-1,99%\n", 2, "time"),
            ("Puzzles,AMT (s),Solved rate\n1 1 4 6,NaN,99%\n", 2, "time"),
            (
                "Puzzles,AMT (s),Solved rate\n1 1 4 6,four,99%\n",
                2,
                "float",
            ),
            ("Puzzles,AMT (s),Solved rate\n1 1 4 6,4.4,101%\n", 2, "rate"),
            ("Puzzles,AMT (s),Solved rate\n1 1 4 6,4.4,0.99\n", 2, "rate"),
            (
                "Puzzles,AMT (s),Solved rate\n1 1 4 6,4.4,99%,x\n",
                2,
                "found record with 4 fields",
            ),
            (
                "Puzzles,AMT (s),Solved rate\n1 1 4 6,4.4,99%\n6 4 1 1,5,98%\n",
                3,
                "twice",
            ),
            (
                "Puzzles,AMT (s),Solved rate\n1 1 4 6,4.4,99%\n1 1 1 1,5,98%\n",
                3,
                "no solution",
            ),
        ] {
            let e = read_times(text).unwrap_err();
            assert_eq!(e.line, line, "{text:?}: {e}");
            assert!(e.to_string().contains(says), "{text:?}: {e}");
        }
        let big = format!("{HEAD}{}", "x".repeat(MAX_FILE_BYTES));
        assert!(read_times(&big).unwrap_err().reason.contains("bytes"));
    }

    #[test]
    fn least_squares_recovers_an_exact_line() {
        // ln t = 1 + 0.5 × search, exactly: the fit finds it.
        let rows: Vec<HumanTime> = ["1 1 4 6", "3 3 8 8", "1 2 3 4", "2 3 5 12", "4 4 10 10"]
            .iter()
            .map(|d| {
                let values: Values = d.parse().unwrap();
                let features = Features::of(values, &solve(values)).unwrap();
                let ln_t = 1.0 + 0.5 * features.vector()[1];
                HumanTime {
                    values,
                    seconds: ln_t.exp(),
                    solved: 0.5,
                    features,
                }
            })
            .collect();
        let mut set = [false; FEATURES];
        set[1] = true;
        let w = fit(&rows, &set);
        assert!(
            (w.time[0] - 1.0).abs() < 1e-3 && (w.time[1] - 0.5).abs() < 1e-3,
            "{w:?}"
        );
        assert!(w.time[2..].iter().all(|&x| x == 0.0));
        assert!(w.rate[0].abs() < 1e-6 && w.rate[1].abs() < 1e-6, "{w:?}");
    }

    #[test]
    fn spearman_averages_ties() {
        assert_eq!(ranks(&[5.0, 1.0, 5.0, 2.0]), [3.5, 1.0, 3.5, 2.0]);
        let r = spearman(&[1.0, 2.0, 3.0, 4.0], &[1.0, 3.0, 2.0, 4.0]);
        assert!((r - 0.8).abs() < 1e-12, "{r}");
        assert_eq!(median([3.0, 1.0, 2.0, 10.0].into_iter()), 2.5);
    }
}
