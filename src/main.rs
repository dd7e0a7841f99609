//! `duel21`: the command-line face of the engine.
//!
//! ```text
//! duel21 analyze --me "10h 6c" --opp "9s 9d" [--played "As 2d"] [--me-stood] [--opp-stood]
//! duel21 selfplay --a expert --b classic --matches 2000 [--seed S] [--first p1|alternate]
//! duel21 review SAVEFILE | duel21 drills SAVEFILE
//! duel21 drills --theme classic-wrong|late-deck|soft --count N --seed S
//! duel21 solve24 1 5 5 5 | duel21 solve24 --all
//! duel21 soak --actions 1000000 [--seed S]
//! duel21 online simulate --seed S --out FILE | duel21 online verify FILE
//! ```
//! Bad input exits with status 2 and a one-line error on stderr.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some(cmd) => cli::run(cmd, &args[1..]),
        None => Err(cli::usage()),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("duel21: {message}");
            ExitCode::from(2)
        }
    }
}
