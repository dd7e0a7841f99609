//! `duel21 online simulate` and `duel21 online verify`: an online match's
//! transcript, one message per line, written by two honest Auto peers and
//! checked again as anyone can check it (see `duel::online`).

use std::process::ExitCode;
use std::time::Instant;

use super::options::Options;
use duel21::cards::Level;
use duel21::duel::online::{verify, MAX_MESSAGE_BYTES};

// Two honest peers playing a match: the tests' oracle, kept with the tests
// and included here as it is (one copy), for a transcript made by hand.
#[path = "../../tests/support/simulate.rs"]
mod simulate;
use duel21::{FirstRule, Outcome, Seat};
use simulate::simulate;

/// The longest transcript read: 400 messages of the longest kind.
const MAX_TRANSCRIPT_BYTES: u64 = 400 * (MAX_MESSAGE_BYTES as u64 + 1);

const USAGE: &str = "usage: duel21 online simulate --seed S --out FILE [--level easy|classic|expert] [--first p1|alternate] [--matches N] | duel21 online verify FILE";

/// Dispatches `online simulate` / `online verify`.
///
/// # Errors
/// Bad options or an unreadable file (exit 2); a transcript that does not
/// verify prints why and exits 2 too.
pub fn run(args: &[String]) -> Result<ExitCode, String> {
    match args.first().map(String::as_str) {
        Some("simulate") => simulate_cmd(&args[1..]),
        Some("verify") => verify_cmd(&args[1..]),
        _ => Err(USAGE.into()),
    }
}

/// `simulate --seed S --out FILE`: one match, its transcript written to
/// FILE. With `--matches N`, seeds S … S+N−1 are each played and verified
/// again, the timing printed, and the last one written.
fn simulate_cmd(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(args, &["seed", "out", "level", "first", "matches"], &[])?;
    let seed: u64 = opts.parsed("seed", 1)?;
    let level: Level = opts.parsed("level", Level::Classic)?;
    let first: FirstRule = opts.parsed("first", FirstRule::Alternate)?;
    let matches: u64 = opts.parsed("matches", 1)?;
    let out = opts.get("out").ok_or(USAGE)?;
    let start = Instant::now();
    let mut last = None;
    let mut messages = 0;
    for s in seed..seed.saturating_add(matches.max(1)) {
        let [host, _] = simulate(s, level, first).map_err(|e| format!("seed {s}: {e}"))?;
        let texts = host.table().texts().to_vec();
        verify(texts.iter().map(String::as_str))
            .map_err(|(n, e)| format!("seed {s}: message {n} does not verify: {e}"))?;
        messages += texts.len();
        last = Some(host);
    }
    let host = last.expect("at least one match");
    let mut text = host.table().texts().join("\n");
    text.push('\n');
    std::fs::write(out, text).map_err(|e| format!("{out}: {e}"))?;
    let elapsed = start.elapsed();
    if matches > 1 {
        say!(
            "{matches} matches, {messages} messages, 0 disagreements, all verified in {:.2} s ({:.0} µs a match)",
            elapsed.as_secs_f64(),
            elapsed.as_secs_f64() * 1e6 / matches as f64
        );
    }
    say!("{}", summary(host.table()));
    Ok(ExitCode::SUCCESS)
}

fn summary(table: &duel21::duel::online::OnlineMatch) -> String {
    let duel = table.duel().expect("a finished match is dealt");
    let tally = duel.tally();
    let [a, b] = table.names();
    let winner = match duel.winner() {
        Some(Outcome::Win(Seat::P1)) => format!("{a} wins"),
        Some(Outcome::Win(Seat::P2)) => format!("{b} wins"),
        _ => "a draw".to_string(),
    };
    format!(
        "{} messages, {} rounds, {a} {} – {} {b} ({} drawn): {winner}; transcript hash {}",
        table.texts().len(),
        duel.history().len(),
        tally.wins[0],
        tally.wins[1],
        tally.draws,
        table.hash()
    )
}

/// `verify FILE` (or `-`): exit 0 with the match's summary, or exit 2
/// naming the first message refused (numbered from 0, lines from 1).
fn verify_cmd(args: &[String]) -> Result<ExitCode, String> {
    let [path] = args else {
        return Err(USAGE.into());
    };
    let text = super::options::read_input(path, MAX_TRANSCRIPT_BYTES)?;
    match verify(text.lines()) {
        Ok(table) => {
            say!("verified: {}", summary(&table));
            Ok(ExitCode::SUCCESS)
        }
        Err((n, why)) => Err(format!(
            "{path}: message {n} (line {}) is refused: {why}",
            n + 1
        )),
    }
}
