//! The command line's one way to print a line on stdout ([`say`], behind
//! the `say!` macro) and to end after a write that failed.

use std::io::Write;

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
