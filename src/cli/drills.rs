//! `duel21 drills`: the practice cards of a saved 21点 match, or a themed
//! set, one JSON line per position (see `duel::drill`, `duel::theme`).

use std::io::Write;
use std::process::ExitCode;

use super::options::Options;
use super::review::read_save;
use duel21::duel::drill::session_drills;
use duel21::duel::theme::{generate, Theme, MAX_COUNT};
use duel21::duel::Session;

/// `duel21 drills SAVEFILE` (or `-`), or `duel21 drills --theme NAME --count N --seed S`.
///
/// # Errors
/// A damaged save, an unknown theme, a count out of 1..=50 or a bad seed.
pub fn drills(args: &[String]) -> Result<ExitCode, String> {
    let drills = if let [path] = args {
        let session = Session::load_json(read_save(path)?.trim()).map_err(|e| e.to_string())?;
        session_drills(&session).map_err(|e| e.to_string())?
    } else {
        let opts = Options::parse(args, &["theme", "count", "seed"], &[])?;
        let usage = "usage: duel21 drills SAVEFILE | duel21 drills --theme NAME --count N --seed S";
        let theme: Theme = opts.get("theme").ok_or(usage)?.parse()?;
        let count: usize = opts
            .get("count")
            .unwrap_or("10")
            .parse()
            .ok()
            .filter(|n| (1..=MAX_COUNT).contains(n))
            .ok_or(format!("--count must be 1 to {MAX_COUNT}"))?;
        let seed: u64 = opts
            .get("seed")
            .unwrap_or("1")
            .parse()
            .map_err(|_| "--seed must be a whole number")?;
        generate(theme, count, seed)
    };
    let mut out = std::io::stdout().lock();
    for d in &drills {
        let line = serde_json::to_string(d).map_err(|e| e.to_string())?;
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
    }
    Ok(ExitCode::SUCCESS)
}
