//! `duel21 review`: every decision of a saved 21点 match graded by the exact
//! win chance it gave up (see `duel::review`), as one JSON object; and the
//! random mover that `selfplay` uses as the floor of the accuracy scale.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::process::ExitCode;

use duel21::duel::ai::{AutoPlayer, Choice, Decision, Reason, TableView};
use duel21::duel::{Review, Session};

/// The longest save text read, in bytes (a whole match is a few KB).
const MAX_SAVE_BYTES: u64 = 1 << 20;

/// `duel21 review SAVEFILE` (or `-` for standard input): SAVEFILE is the text
/// the page's `save()` returns.
///
/// # Errors
/// No file named, an unreadable file, or a damaged save (exit 2).
pub fn review(args: &[String]) -> Result<ExitCode, String> {
    let [path] = args else {
        return Err("usage: duel21 review SAVEFILE (or - for standard input)".into());
    };
    let session = Session::load_json(read_save(path)?.trim()).map_err(|e| e.to_string())?;
    let review = Review::of(session.duel()).map_err(|e| e.to_string())?;
    say!(
        "{}",
        serde_json::to_string(&review).map_err(|e| e.to_string())?
    );
    Ok(ExitCode::SUCCESS)
}

/// The save text at `path` (`-`: standard input), at most
/// [`MAX_SAVE_BYTES`].
///
/// # Errors
/// An unreadable file, named.
pub fn read_save(path: &str) -> Result<String, String> {
    super::options::read_input(path, MAX_SAVE_BYTES)
}

/// Takes or stands at random, half and half: the floor of the accuracy
/// scale. Deterministic (the coin is a hash of what it sees), so self-play
/// runs repeat exactly.
pub struct RandomMover;

impl AutoPlayer for RandomMover {
    fn decide(&self, view: &TableView) -> Decision {
        if !view.is_my_turn() {
            return Decision {
                choice: Choice::Stand,
                reason: Reason::CannotDraw,
            };
        }
        let mut h = DefaultHasher::new();
        for seat in [view.seat(), view.opponent()] {
            view.hand(seat).cards().hash(&mut h);
        }
        view.played().hash(&mut h);
        let choice = if h.finish() & 1 == 0 {
            Choice::Take
        } else {
            Choice::Stand
        };
        // Self-play never shows reasons, and no reason of the page's levels
        // fits a coin: CannotDraw stands in.
        Decision {
            choice,
            reason: Reason::CannotDraw,
        }
    }
}
