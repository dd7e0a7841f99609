//! Subcommands of the `duel21` binary. Each returns its exit code, or an error
//! message that `main` prints on one line with exit status 2.

/// Prints a line on stdout, as `println!` does, through [`output::say`].
macro_rules! say {
    () => {
        $crate::cli::output::say(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::cli::output::say(format_args!($($arg)*))
    };
}

mod bench;
mod drills;
mod duel;
mod game24;
mod online;
mod options;
mod output;
mod review;
mod soak;

// The reference search, a test oracle kept with the tests, included as it
// is for `survey --reference` (one copy: tests/duel_ai_fast.rs uses it too).
#[path = "../../tests/support/reference.rs"]
mod reference;

use std::process::ExitCode;

/// The one-line usage text.
pub fn usage() -> String {
    "usage: duel21 <analyze|selfplay|survey|bench|review|drills|solve24|soak|online> [options] (see docs/auto-player.md)"
        .to_string()
}

/// Dispatches a subcommand.
pub fn run(cmd: &str, args: &[String]) -> Result<ExitCode, String> {
    match cmd {
        "solve24" => game24::run(args),
        "analyze" => duel::analyze(args),
        "selfplay" => duel::selfplay(args),
        "survey" => duel::survey(args),
        "bench" => bench::run(args),
        "review" => review::review(args),
        "drills" => drills::drills(args),
        "soak" => soak::run(args),
        "online" => online::run(args),
        _ => Err(format!("unknown command '{cmd}'; {}", usage())),
    }
}
