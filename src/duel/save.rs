//! Saved matches: a small JSON text that survives a reload, and a loader that
//! trusts nothing in it.
//!
//! A save holds the deck order and the list of accepted actions; the loader
//! checks the deck is 52 distinct cards (and is the shuffle of the seed, when
//! one is given), then replays every action through [`Duel::play`], the one
//! source of legality. A save that duplicates or loses a card, gives a hand a
//! sixth card or breaks turn order therefore cannot load.
//!
//! Two levels of trust:
//! - [`Duel::from_save`] loads any *legal* match: a deck of 52 distinct cards
//!   (stacked by hand, for tests and examples, or a seed's shuffle) and moves
//!   the rules accept.
//! - The page's loader ([`Session::load_json`](crate::duel::Session::load_json))
//!   loads only *reachable* matches, ones the page itself can produce: the
//!   deck must come with its seed ([`SaveError::NoSeed`] otherwise) and, in a
//!   vs-Computer match, every move on the computer's turn must be the Auto
//!   player's own choice ([`SaveError::NotAutoMove`] otherwise), checked as
//!   the moves are replayed with [`Duel::replay_save`].

use crate::cards::Damage;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::save::Unreadable;
use crate::cards::{format_cards, Deck, Level, Refusal, SavedDeckError, Seed};
use crate::duel::ai::Choice;
use crate::duel::settings::SessionConfig;
use crate::duel::{Action, Duel, FirstRule, RuleError};

/// The save format's version; a loader refuses other versions.
pub const SAVE_VERSION: u32 = 1;

/// The stored form of a match. Not necessarily legal: load it with
/// [`Duel::from_save`]. Unknown fields are refused; `seed` may be missing.
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
    Format(Refusal),
    /// Another version.
    Version(u32),
    /// The seed is not a number.
    Seed(String),
    /// The deck is not 52 distinct cards.
    Deck(Refusal),
    /// The deck is not the shuffle of the given seed.
    SeedMismatch,
    /// An action that the rules refuse at that point.
    Action {
        index: usize,
        action: Action,
        error: RuleError,
    },
    /// A match the page cannot deal: its deck comes without a seed.
    NoSeed,
    /// A legal move on the computer's turn that the Auto player at `level`
    /// would not make (it makes `choice` there).
    NotAutoMove {
        index: usize,
        action: Action,
        level: Level,
        choice: Choice,
    },
}

impl fmt::Display for SaveError {
    /// The refusal's English ([`crate::cards::Refusal`]), written once there.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::cards::Refusal::from(self.clone()), f)
    }
}

impl std::error::Error for SaveError {}

impl From<SaveError> for Refusal {
    fn from(e: SaveError) -> Refusal {
        let why = match e {
            SaveError::Format(e) => e.within(|because| Damage::NotReadableSave { because }),
            SaveError::Version(version) => Refusal::VersionUnsupported { version },
            SaveError::Seed(s) => Seed::saved_refusal(&s),
            SaveError::Deck(e) => e,
            SaveError::SeedMismatch => Damage::DeckMismatch.into(),
            SaveError::Action {
                index,
                action,
                error,
            } => Refusal::from(error).within(|because| Damage::MoveIllegal {
                n: index + 1,
                action: action.to_string(),
                because,
            }),
            SaveError::NoSeed => Damage::NoSeedMatch.into(),
            SaveError::NotAutoMove {
                index,
                action,
                level,
                choice,
            } => Damage::NotAutoMove {
                n: index + 1,
                action: action.to_string(),
                level: level.to_string(),
                choice: choice.as_str().to_string(),
            }
            .into(),
        };
        why.within(|detail| Refusal::SavedMatchDamaged { detail })
    }
}

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
        crate::cards::save::write(&self.to_save())
    }

    /// Rebuilds a legal match from a save: the deck is 52 distinct cards (the
    /// shuffle of the seed, when the save names one; any order otherwise, e.g.
    /// a deck stacked for a test) and every move is one the rules accept. The
    /// page loads saves with the stricter
    /// [`Session::load_json`](crate::duel::Session::load_json).
    ///
    /// # Errors
    /// A [`SaveError`] naming what is wrong.
    pub fn from_save(save: &DuelSave) -> Result<Duel, SaveError> {
        Duel::replay_save(save, |_, _, _| Ok(()))
    }

    /// As [`Duel::from_save`], with `vet` asked about each move (its index
    /// and the match just before it) before the rules are: the page's loader
    /// uses it to check the computer's moves.
    ///
    /// # Errors
    /// `vet`'s error, or [`Duel::from_save`]'s.
    pub fn replay_save(
        save: &DuelSave,
        mut vet: impl FnMut(&Duel, usize, Action) -> Result<(), SaveError>,
    ) -> Result<Duel, SaveError> {
        if save.version != SAVE_VERSION {
            return Err(SaveError::Version(save.version));
        }
        let mut duel = match Deck::restore(&save.deck, save.seed.as_deref())? {
            (_, Some(seed)) => Duel::new(seed, save.first),
            (deck, None) => Duel::with_deck(deck, save.first),
        };
        for (index, &action) in save.actions.iter().enumerate() {
            vet(&duel, index, action)?;
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
        let save: DuelSave = crate::cards::save::read(text).map_err(|e| {
            // The reader's words, as they always were; empty text says so.
            SaveError::Format(match e {
                Unreadable::Format(e) => e,
                Unreadable::Empty => Refusal::Empty,
            })
        })?;
        Duel::from_save(&save)
    }
}

/// The session save format's version.
pub const SESSION_SAVE_VERSION: u32 = 1;

/// The stored form of a session: the config and the duel's save. Unknown
/// fields are refused; the config is validated as it is read.
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
