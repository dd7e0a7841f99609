//! The computer's level as a menu choice, shared by both games: 21点's Auto
//! player and 24点's computer opponent each give it their own meaning.

use crate::cards::Damage;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The computer's level, as picked in the menu (21点's Auto player, see
/// `duel::ai`; 24点's think time, see `game24::session`).
///
/// ```
/// use duel21::cards::Level;
/// let level: Level = "classic".parse().unwrap();
/// assert_eq!(level, Level::Classic);
/// assert_eq!(level.to_string(), "classic");
/// assert_eq!(serde_json::to_string(&Level::Expert).unwrap(), "\"expert\"");
/// assert!("hard".parse::<Level>().is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Takes while below 17.
    Easy,
    /// The guide's `IfTakeCard`.
    #[default]
    Classic,
    /// Exact optimal play for the round.
    Expert,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Classic, Level::Expert];

    /// `"easy"`, `"classic"` or `"expert"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Classic => "classic",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = crate::cards::Refusal;

    fn from_str(s: &str) -> Result<Level, super::Refusal> {
        match s.to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "classic" => Ok(Level::Classic),
            "expert" => Ok(Level::Expert),
            _ => Err(Damage::NotALevel {
                quote: super::clip(s),
            }
            .into()),
        }
    }
}
