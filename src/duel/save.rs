//! Saved matches: a small JSON text that survives a reload, and a loader that
//! trusts nothing in it.
//!
//! A save holds the deck order and the list of accepted actions; the loader
//! checks the deck is 52 distinct cards (and is the shuffle of the seed, when
//! one is given), then replays every action through [`Duel::play`], the one
//! source of legality. A save that duplicates or loses a card, gives a hand a
//! sixth card or breaks turn order therefore cannot load.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{format_cards, Deck, SavedDeckError};
use crate::duel::settings::SessionConfig;
use crate::duel::{Action, Duel, FirstRule, RuleError};

/// The save format's version; a loader refuses other versions.
pub const SAVE_VERSION: u32 = 1;

/// The stored form of a match. Not necessarily legal: load it with
/// [`Duel::from_save`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DuelSave {
    /// Format version.
    pub version: u32,
    /// The seed, as a decimal string (a JSON number would lose precision in JS).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
    /// The first-player rule.
    pub first: FirstRule,
    /// The deck order in card notation, top card first.
    pub deck: String,
    /// Every accepted action, in order.
    pub actions: Vec<Action>,
}

/// Why a save does not load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not JSON of the save's shape.
    Format(String),
    /// Another version.
    Version(u32),
    /// The seed is not a number.
    Seed(String),
    /// The deck is not 52 distinct cards.
    Deck(String),
    /// The deck is not the shuffle of the given seed.
    SeedMismatch,
    /// An action that the rules refuse at that point.
    Action {
        index: usize,
        action: Action,
        error: RuleError,
    },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the saved match is damaged: ")?;
        match self {
            SaveError::Format(e) => write!(f, "it is not a readable save ({e})"),
            SaveError::Version(v) => write!(f, "version {v} is not supported"),
            SaveError::Seed(s) => write!(f, "the seed '{s}' is not a number"),
            SaveError::Deck(e) => write!(f, "{e}"),
            SaveError::SeedMismatch => f.write_str("the deck does not match its seed"),
            SaveError::Action {
                index,
                action,
                error,
            } => write!(f, "move {} ({action}) is illegal: {error}", index + 1),
        }
    }
}

impl std::error::Error for SaveError {}

impl From<SavedDeckError> for SaveError {
    fn from(e: SavedDeckError) -> SaveError {
        match e {
            SavedDeckError::Cards(e) => SaveError::Deck(e),
            SavedDeckError::Seed(s) => SaveError::Seed(s),
            SavedDeckError::SeedMismatch => SaveError::SeedMismatch,
        }
    }
}

impl Duel {
    /// The match as a save.
    pub fn to_save(&self) -> DuelSave {
        DuelSave {
            version: SAVE_VERSION,
            seed: self.seed().map(|s| s.to_string()),
            first: self.rule(),
            deck: format_cards(self.deck().order()),
            actions: self.log().to_vec(),
        }
    }

    /// The match as JSON text.
    pub fn save_json(&self) -> String {
        serde_json::to_string(&self.to_save()).expect("a save always serializes")
    }

    /// Rebuilds a match from a save, validating everything.
    ///
    /// # Errors
    /// A [`SaveError`] naming what is wrong.
    pub fn from_save(save: &DuelSave) -> Result<Duel, SaveError> {
        if save.version != SAVE_VERSION {
            return Err(SaveError::Version(save.version));
        }
        let mut duel = match Deck::restore(&save.deck, save.seed.as_deref())? {
            (_, Some(seed)) => Duel::new(seed, save.first),
            (deck, None) => Duel::with_deck(deck, save.first),
        };
        for (index, &action) in save.actions.iter().enumerate() {
            duel.play(action).map_err(|error| SaveError::Action {
                index,
                action,
                error,
            })?;
        }
        Ok(duel)
    }

    /// Rebuilds a match from JSON text.
    ///
    /// # Errors
    /// Text that is not a save, or a save that does not validate.
    pub fn load_json(text: &str) -> Result<Duel, SaveError> {
        let save: DuelSave =
            serde_json::from_str(text).map_err(|e| SaveError::Format(e.to_string()))?;
        Duel::from_save(&save)
    }
}

/// The session save format's version.
pub const SESSION_SAVE_VERSION: u32 = 1;

/// The stored form of a session: the config and the duel's save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionSave {
    /// Format version.
    pub version: u32,
    /// The menu's choices (validated again on load).
    pub config: SessionConfig,
    /// The match (validated by replaying it).
    pub duel: DuelSave,
}
