//! The save format's outer layer, the same for both games: a save is one
//! JSON object (with its `version` first), written by serde_json and read
//! from untrusted text by the one reader (`input`), which refuses unknown
//! fields. What is inside (the settings, the deck, the moves) each game
//! checks itself by replaying it: `duel::save`, `duel::session`,
//! `game24::save`, `game24::session`.

use crate::cards::Damage;
use std::fmt;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::input;

/// Why text is not a save at all (before anything in it is checked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// The text is empty (or only spaces).
    Empty,
    /// The reader's refusal: not JSON of the save's shape.
    Format(super::Refusal),
}

impl fmt::Display for Unreadable {
    /// The refusal's English ([`crate::cards::Refusal`]), written once there.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::cards::Refusal::from(self.clone()), f)
    }
}

impl std::error::Error for Unreadable {}

impl From<Unreadable> for super::Refusal {
    fn from(e: Unreadable) -> super::Refusal {
        match e {
            Unreadable::Empty => super::Refusal::Empty,
            Unreadable::Format(e) => e.within(|because| Damage::NotReadableSave { because }),
        }
    }
}

/// Reads save text as the save type `S` (not yet checked by its game).
///
/// # Errors
/// [`Unreadable`]: empty text, or text that is not an `S`.
///
/// ```
/// use duel21::cards::save::{read, Unreadable};
/// use duel21::duel::DuelSave;
/// assert_eq!(read::<DuelSave>("  "), Err(Unreadable::Empty));
/// assert!(read::<DuelSave>(r#"{"version": 1}"#).unwrap_err().to_string().starts_with("it is not a readable save"));
/// ```
pub fn read<S: DeserializeOwned>(text: &str) -> Result<S, Unreadable> {
    if text.trim().is_empty() {
        return Err(Unreadable::Empty);
    }
    input::read(text, "field").map_err(Unreadable::Format)
}

/// A save as text: compact JSON, fields in their declared order. A save
/// holds only strings, numbers, lists and enums, so writing cannot fail.
pub fn write<S: Serialize>(save: &S) -> String {
    serde_json::to_string(save).unwrap_or_default()
}
