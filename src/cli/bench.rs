//! `duel21 bench [--runs N] [--late N]`: the benchmark's native half
//! (`scripts/bench.sh` runs the browser half on the same positions).
//!
//! Picks the positions — the 10 widest openings (most decision nodes, as
//! `survey` finds them) and the 10 widest late-deck decisions (20 cards or
//! fewer left) met in Expert-against-Expert matches of seeds 0…`late` — times
//! Expert's decision on each (`duel::ai::bench`: a warm-up of at least
//! 200 ms, then `runs` rounds of one sample of at least 500 µs per position,
//! the median per decision), counts the solvable 24点 deals, and prints one JSON
//! line: `{positions: [{kind, position, nodes, native_us}], solvable24}`.

use std::process::ExitCode;
use std::time::Instant;

use super::options::Options;
use duel21::duel::ai::bench::{parse_position, position_text, time_positions};
use duel21::duel::ai::{AutoPlayer, Expert, TableView};
use duel21::game24::{solvable, Values};
use duel21::{Action, Duel, FirstRule, Phase};

/// How many positions of each kind.
const EACH: usize = 10;
/// A late-deck position has at most this many cards left to draw.
const LATE_CARDS: usize = 20;

/// Runs `bench`.
///
/// # Errors
/// Bad options.
pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(args, &["runs", "late", "positions"], &[])?;
    let runs: u32 = opts.parsed("runs", 51)?;
    let late_seeds: u64 = opts.parsed("late", 200)?;
    let mut rows: Vec<(&str, TableView)> = Vec::new();
    if let Some(path) = opts.get("positions") {
        // The positions of an earlier run (one per line), timed again: the
        // benchmark alternates this with the browser's timing in rounds.
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            rows.push(("given", parse_position(line)?));
        }
    } else {
        for view in widest(TableView::openings()) {
            rows.push(("opening", view));
        }
        for view in widest(late_positions(late_seeds)?) {
            rows.push(("late", view));
        }
    }
    // As the browser reads them: from their text (the score 0:0, which
    // Expert's match equities need, is the text's default).
    let views: Vec<TableView> = rows
        .iter()
        .map(|(_, v)| parse_position(&position_text(v)))
        .collect::<Result<_, _>>()?;
    let clock = Instant::now();
    let mut now = || clock.elapsed().as_secs_f64() * 1e6;
    let timed = time_positions(&views, 2, runs, &mut now)?;
    let positions: Vec<serde_json::Value> = rows
        .iter()
        .zip(&timed)
        .map(|((kind, view), t)| {
            serde_json::json!({
                "kind": kind,
                "position": position_text(view),
                "nodes": t.nodes,
                "native_us": t.us,
                "native_coach_us": t.coach_us,
            })
        })
        .collect();
    let solvable24 = Values::all().filter(|&v| solvable(v)).count();
    say!(
        "{}",
        serde_json::json!({ "runs": runs, "positions": positions, "solvable24": solvable24 })
    );
    Ok(ExitCode::SUCCESS)
}

/// The [`EACH`] views with the most decision nodes, most first (ties keep
/// their order), each position once.
fn widest(views: Vec<TableView>) -> Vec<TableView> {
    let mut scored: Vec<(u64, String, TableView)> = views
        .into_iter()
        .filter_map(|v| {
            let v = parse_position(&position_text(&v)).ok()?;
            Some((Expert::evaluate_match(&v)?.nodes, position_text(&v), v))
        })
        .collect();
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    let mut out: Vec<(String, TableView)> = Vec::new();
    for (_, text, view) in scored {
        if out.len() < EACH && out.iter().all(|(t, _)| *t != text) {
            out.push((text, view));
        }
    }
    out.into_iter().map(|(_, v)| v).collect()
}

/// Every decision with at most [`LATE_CARDS`] cards left in Expert against
/// Expert, seeds `0..seeds`, players alternating the first move.
fn late_positions(seeds: u64) -> Result<Vec<TableView>, String> {
    let mut out = Vec::new();
    for seed in 0..seeds {
        let mut duel = Duel::new(seed, FirstRule::Alternate);
        loop {
            match duel.phase() {
                Phase::Drawing => {
                    let seat = duel.to_move().ok_or("drawing with no one to move")?;
                    let view = duel.view(seat);
                    let choice = Expert.choose(&view);
                    if view.cards_left() <= LATE_CARDS {
                        out.push(view);
                    }
                    duel.play(choice.action(seat)).map_err(|e| e.to_string())?;
                }
                Phase::RoundOver => {
                    duel.play(Action::NextRound).map_err(|e| e.to_string())?;
                }
                Phase::MatchOver => break,
            }
        }
    }
    Ok(out)
}
