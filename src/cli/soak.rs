//! `duel21 soak`: the soak harness (seeded random play through every layer
//! the page drives, the rules' invariants checked after every action), run
//! by hand. The harness is a test oracle and lives with the tests
//! (`tests/support/soak.rs`, included here as it is); this file reads the
//! options and prints the report.

use std::process::ExitCode;

use duel21::Seed;

#[path = "../../tests/support/soak.rs"]
mod harness;

use harness::{Plant, Soak};

/// `duel21 soak --actions N [--seed S] [--plant refusal-changes|lost-card]`
///
/// Prints one JSON line; exit status 0 when every invariant held, 1 if not.
///
/// # Errors
/// Bad options.
pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let mut actions: Option<u64> = None;
    let mut seed = 0u64;
    let mut plant = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match arg.as_str() {
            "--actions" => {
                let v = value("--actions")?;
                actions =
                    Some(v.parse().map_err(|_| {
                        format!("--actions: '{v}' is not a whole number of actions")
                    })?);
            }
            "--seed" => seed = value("--seed")?.parse::<Seed>()?.0,
            "--plant" => {
                let v = value("--plant")?;
                let found = Plant::NAMES.iter().find(|(_, n)| *n == v);
                let why =
                    format!("'{v}' is not a fault to plant (use refusal-changes or lost-card)");
                plant = Some(found.ok_or(why)?.0);
            }
            other => {
                return Err(format!(
                    "unknown option '{other}' (soak --actions N [--seed S])"
                ))
            }
        }
    }
    let actions = actions.ok_or("soak needs --actions N")?;
    let report = Soak::new(seed, plant).run(actions);
    say!(
        "{}",
        serde_json::to_string(&report).map_err(|e| e.to_string())?
    );
    if let (Some(first), Some(again)) = (&report.first_failure, &report.reproduce) {
        eprintln!(
            "duel21 soak: {} failure(s); first at {first}",
            report.failures
        );
        eprintln!("reproduce with: {again}");
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}
