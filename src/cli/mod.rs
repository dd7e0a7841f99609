//! Subcommands of the `duel21` binary. Each returns its exit code, or an error
//! message that `main` prints on one line with exit status 2.

use std::process::ExitCode;

/// The one-line usage text.
pub fn usage() -> String {
    "usage: duel21 <analyze|selfplay|solve24> [options] (see README)".to_string()
}

/// Dispatches a subcommand.
#[allow(clippy::match_single_binding)] // one arm per subcommand is added as each lands
pub fn run(cmd: &str, _args: &[String]) -> Result<ExitCode, String> {
    match cmd {
        _ => Err(format!("unknown command '{cmd}'; {}", usage())),
    }
}
