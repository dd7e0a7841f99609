//! Subcommands of the `duel21` binary. Each returns its exit code, or an error
//! message that `main` prints on one line with exit status 2.

/// Prints a line on stdout, as `println!` does, through [`say`].
macro_rules! say {
    () => {
        $crate::cli::say(format_args!(""))
    };
    ($($arg:tt)*) => {
        $crate::cli::say(format_args!($($arg)*))
    };
}

mod analyze;
mod bench;
mod drills;
mod duel;
mod game24;
mod match_tools;
mod online;
mod options;
mod review;
mod soak;
mod timings;

use std::io::Write;
use std::process::ExitCode;

/// Writes one line on stdout. Every subcommand prints through here (the
/// `say!` macro), so a write that fails — the reader has gone, as in
/// `duel21 solve24 --fit FILE | head` — ends the command in one place and
/// quietly: exit 0 when the pipe is closed (the reader asked for no more),
/// else a one-line error and exit 2. (`println!` panics on it.)
pub fn say(line: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(line).and_then(|()| out.write_all(b"\n")) {
        stdout_failed(&e);
    }
}

/// Ends the command after a failed write on stdout (see [`say`]).
pub fn stdout_failed(e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("duel21: cannot write the output: {e}");
    std::process::exit(2);
}

/// The one-line usage text.
pub fn usage() -> String {
    "usage: duel21 <analyze|selfplay|survey|bench|review|drills|solve24|soak|online|match-model|match-error> [options] (see docs/auto-player.md)"
        .to_string()
}

/// Dispatches a subcommand.
pub fn run(cmd: &str, args: &[String]) -> Result<ExitCode, String> {
    match cmd {
        "solve24" => game24::run(args),
        "analyze" => analyze::analyze(args),
        "selfplay" => duel::selfplay(args),
        "survey" => duel::survey(args),
        "bench" => bench::run(args),
        "review" => review::review(args),
        "drills" => drills::drills(args),
        "soak" => soak::run(args),
        "online" => online::run(args),
        "match-model" => match_tools::match_model(args),
        "match-error" => match_tools::match_error(args),
        _ => Err(format!("unknown command '{cmd}'; {}", usage())),
    }
}
