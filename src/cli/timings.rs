//! Decision timings for `selfplay`: each decision's first timing and the
//! one kept (a slow one is timed again), and their quantiles.

use std::time::Instant;

/// Decision timings of one player, in nanoseconds, one entry per decision.
///
/// The machine may be shared: a decision preempted by the scheduler would
/// set the maximum. So a decision that took over [`RETIME_NS`] is run twice
/// more (decisions are pure and deterministic) and its best time is kept.
/// Both figures are kept: `raw` is the first timing of every decision,
/// `kept` the one reported (equal to `raw` unless re-timed).
#[derive(Default)]
pub struct Timings {
    pub raw: Vec<u64>,
    pub kept: Vec<u64>,
    pub retimed: usize,
}

/// Decisions slower than this are timed three times (best kept).
pub const RETIME_NS: u64 = 1_000_000;

/// Times `f`, in nanoseconds.
pub fn time_ns<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed().as_nanos() as u64)
}

/// The `q` quantile (nearest rank) of nanosecond timings, in microseconds.
pub fn quantile_us(ns: &[u64], q: f64) -> f64 {
    let mut v = ns.to_vec();
    v.sort_unstable();
    if v.is_empty() {
        return 0.0;
    }
    let i = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1;
    v[i] as f64 / 1000.0
}

impl Timings {
    /// Records one decision: its first timing and the one kept.
    pub fn push(&mut self, raw: u64, kept: u64) {
        self.raw.push(raw);
        self.kept.push(kept);
        self.retimed += usize::from(raw > RETIME_NS);
    }

    /// Both players' decisions together.
    pub fn merged(a: &Timings, b: &Timings) -> Timings {
        Timings {
            raw: a.raw.iter().chain(&b.raw).copied().collect(),
            kept: a.kept.iter().chain(&b.kept).copied().collect(),
            retimed: a.retimed + b.retimed,
        }
    }

    /// The summary figures of these decisions.
    pub fn stats(&self) -> TimingStats {
        TimingStats {
            decisions: self.kept.len(),
            p50_us: quantile_us(&self.kept, 0.5),
            p99_us: quantile_us(&self.kept, 0.99),
            max_us: quantile_us(&self.kept, 1.0),
            p99_raw_us: quantile_us(&self.raw, 0.99),
            max_raw_us: quantile_us(&self.raw, 1.0),
            retimed: self.retimed,
        }
    }
}

/// Quantiles of a set of decision timings, in microseconds: `p50`, `p99`
/// and `max` after re-timing, `p99_raw` and `max_raw` of the first timings,
/// and how many decisions were re-timed.
pub struct TimingStats {
    pub decisions: usize,
    pub p50_us: f64,
    pub p99_us: f64,
    pub max_us: f64,
    pub p99_raw_us: f64,
    pub max_raw_us: f64,
    pub retimed: usize,
}
