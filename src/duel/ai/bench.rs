//! The benchmark's positions and its timing loop, shared by the native
//! command line (`duel21 bench`) and the wasm module (`benchExpert`), so both
//! time the very same decisions the same way (`scripts/bench.sh`).
//!
//! A position is written on one line as `me / opponent / played / flags`:
//! cards in the usual notation, `flags` empty or any of `me-stood`,
//! `opp-stood`, e.g. `A♠ A♥ / 2♠ 2♥ /  / `. The clock is passed in (no
//! clock in the rules core): `Instant` natively, `performance.now()` in the
//! browser.

use crate::cards::{format_cards, parse_cards};
use crate::duel::ai::{explain, Expert, TableView};

/// A position as one line (see the module docs).
///
/// ```
/// use duel21::duel::ai::bench::{parse_position, position_text};
/// let view = parse_position("A♠ A♥ / 2♠ 2♥ / 3♣ / opp-stood").unwrap();
/// assert_eq!(position_text(&view), "A♠ A♥ / 2♠ 2♥ / 3♣ / opp-stood");
/// ```
pub fn position_text(view: &TableView) -> String {
    let me = view.seat();
    let opp = view.opponent();
    let mut flags = Vec::new();
    if view.has_stood(me) {
        flags.push("me-stood");
    }
    if view.has_stood(opp) {
        flags.push("opp-stood");
    }
    format!(
        "{} / {} / {} / {}",
        format_cards(view.hand(me).cards()),
        format_cards(view.hand(opp).cards()),
        format_cards(view.played()),
        flags.join(" ")
    )
}

/// The position a line describes, checked by [`TableView::from_position`].
///
/// # Errors
/// A line without its four parts, bad card notation, an unknown flag, or an
/// impossible position.
pub fn parse_position(line: &str) -> Result<TableView, String> {
    let parts: Vec<&str> = line.split('/').map(str::trim).collect();
    let [me, opp, played, flags] = parts[..] else {
        return Err("a position is 'me / opponent / played / flags'".into());
    };
    let cards = |s: &str| parse_cards(s).map_err(|e| e.to_string());
    let (mut me_stood, mut opp_stood) = (false, false);
    for flag in flags.split_whitespace() {
        match flag {
            "me-stood" => me_stood = true,
            "opp-stood" => opp_stood = true,
            other => return Err(format!("unknown flag '{other}'")),
        }
    }
    TableView::from_position(
        &cards(me)?,
        &cards(opp)?,
        &cards(played)?,
        me_stood,
        opp_stood,
    )
    .map_err(|e| e.to_string())
}

/// One position's timing: Expert's decision nodes and the median time.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Timed {
    /// Decision nodes expanded (the same natively and in wasm).
    pub nodes: u64,
    /// Expert's decision (its match equities, [`Expert::evaluate_match`]):
    /// the median of the timed runs, in µs.
    pub us: f64,
    /// The coach's numbers for the same position ([`mod@explain`]: the round's
    /// and the match's equities of Take and Stand and the other levels'
    /// advice), timed the same way, in µs.
    pub coach_us: f64,
}

/// The shortest timed sample, in µs. A sample repeats the decision until
/// this much time has passed and counts the mean: the browser's clock steps
/// by 5 µs (cross-origin isolated), which would round a single 25 µs
/// decision by up to a fifth; over 500 µs it is at most 1 %.
pub const SAMPLE_US: f64 = 500.0;

/// The least time spent warming up before the first sample, in µs: long
/// enough for the browser to have compiled the search with its optimising
/// tier (a first sample taken in the baseline tier was measured at twice
/// the time of the rest).
pub const WARM_US: f64 = 200_000.0;

/// Times Expert's decision on each position. First a warm-up: every
/// position in turn, `warm_runs` rounds and at least [`WARM_US`]. Then
/// `runs` rounds (at least one) of one sample per position, the positions
/// taken in turn, so that a disturbance of the machine (another process, a
/// browser's background work) lands on a few samples of many positions
/// rather than on every sample of one. A sample lasts at least
/// [`SAMPLE_US`]; the figure is a position's median sample, per decision.
/// `now` reads a clock in µs.
///
/// # Errors
/// A position where the view's seat is not to move.
pub fn time_positions(
    views: &[TableView],
    warm_runs: u32,
    runs: u32,
    now: &mut dyn FnMut() -> f64,
) -> Result<Vec<Timed>, String> {
    let decide = |view: &TableView| {
        Expert::evaluate_match(view)
            .map(|e| e.nodes)
            .ok_or("not the mover's turn")
    };
    let coach = |view: &TableView| Ok::<u64, &str>(explain(view).advice.len() as u64);
    let start = now();
    let mut round = 0;
    while round < warm_runs || now() - start < WARM_US {
        for view in views {
            decide(view)?;
            coach(view)?;
        }
        round += 1;
        if views.is_empty() {
            break;
        }
    }
    let mut nodes = vec![0; views.len()];
    let mut times: Vec<[Vec<f64>; 2]> = vec![[Vec::new(), Vec::new()]; views.len()];
    // Calls between two clock reads, per position and kind: half of what
    // its last sample took, so that a sample reads the clock about three
    // times rather than after every call (in the browser a read is a call
    // out of wasm, which would otherwise count in a short decision's figure).
    let mut batch = vec![[1u32; 2]; views.len()];
    for _ in 0..runs.max(1) {
        for (i, view) in views.iter().enumerate() {
            for kind in 0..2 {
                let start = now();
                let mut calls = 0u32;
                let elapsed = loop {
                    for _ in 0..batch[i][kind] {
                        if kind == 0 {
                            nodes[i] = decide(view)?;
                        } else {
                            coach(view)?;
                        }
                    }
                    calls += batch[i][kind];
                    let elapsed = now() - start;
                    if elapsed >= SAMPLE_US {
                        break elapsed;
                    }
                };
                batch[i][kind] = (calls / 2).max(1);
                times[i][kind].push(elapsed / f64::from(calls));
            }
        }
    }
    let median = |mut t: Vec<f64>| {
        t.sort_by(f64::total_cmp);
        t[t.len() / 2]
    };
    Ok(times
        .into_iter()
        .zip(nodes)
        .map(|([decision, coach], nodes)| Timed {
            nodes,
            us: median(decision),
            coach_us: median(coach),
        })
        .collect())
}
