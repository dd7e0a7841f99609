//! Saved 24-points games: a small JSON text, and a loader that trusts nothing
//! in it.
//!
//! Like the duel's save, it holds the deck order (and the seed, when there is
//! one) and the list of actions that changed the game; the loader checks the
//! deck, then replays every action through [`Game24::play`], the one source of
//! legality. An action that is refused, or that would not have changed the
//! game (a save never holds those), makes the save fail to load. While a
//! deal is open, the save also holds the time spent on it so far (see
//! [`Game24::set_clock`]), checked the same way.
//!
//! [`Game24::from_save`] loads any *legal* game, on any deck of 52 distinct
//! cards (a stacked one in a test). The page's loader,
//! [`Session24::load_json`](super::Session24::load_json), loads only games
//! the page can produce, and the page always deals from a seed (the menu's
//! or a random one), so it refuses a save without one ([`Save24Error::NoSeed`]):
//! a deck stacked by hand cannot load, and a seedless deck that happens to
//! be a seed's shuffle cannot be told from one. The computer's answers need
//! no such check: [`Action24::Computer`] carries no answer (the replay
//! computes it) and a typed answer for the computer's seat is refused.

use crate::cards::Damage;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::{Action24, RuleError24};
use super::game::{Game24, Mode24, Phase24};
use crate::cards::save::Unreadable;
use crate::cards::{format_cards, Deck, Refusal, SavedDeckError, Seed};

/// The save format's version; a loader refuses other versions.
pub const SAVE24_VERSION: u32 = 1;

/// The stored form of a game. Not necessarily legal: load it with
/// [`Game24::from_save`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game24Save {
    /// Format version.
    pub version: u32,
    /// The seed as a decimal string (a JSON number would lose precision in JS).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
    /// The mode.
    pub mode: Mode24,
    /// The deck order in card notation, top card first.
    pub deck: String,
    /// Every action that changed the game, in order.
    pub actions: Vec<Action24>,
    /// Milliseconds spent on the open deal so far, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_ms: Option<u32>,
}

/// Why a save does not load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Save24Error {
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
    /// An action the rules refuse at that point.
    Refused {
        index: usize,
        action: Action24,
        error: RuleError24,
    },
    /// An action that would not have changed the game (e.g. an invalid
    /// answer), which a real save never holds.
    NoEffect { index: usize, action: Action24 },
    /// A clock the game refuses (no deal is open, or not a sane time).
    Clock { ms: u32, error: RuleError24 },
    /// A game the page cannot deal: its deck comes without a seed.
    NoSeed,
}

impl From<Save24Error> for Refusal {
    fn from(e: Save24Error) -> Refusal {
        let why = match e {
            Save24Error::Format(e) => e.within(|because| Damage::NotReadableSave { because }),
            Save24Error::Version(version) => Refusal::VersionUnsupported { version },
            Save24Error::Seed(s) => Seed::saved_refusal(&s),
            Save24Error::Deck(e) => e,
            Save24Error::SeedMismatch => Damage::DeckMismatch.into(),
            Save24Error::Refused {
                index,
                action,
                error,
            } => Damage::MoveIllegal {
                n: index + 1,
                action: quote(&action.to_string()),
                because: Refusal::from(error).to_string(),
            }
            .into(),
            Save24Error::NoEffect { index, action } => Damage::MoveNoEffect {
                n: index + 1,
                action: quote(&action.to_string()),
            }
            .into(),
            Save24Error::Clock { ms, error } => Damage::ClockRefused {
                ms,
                because: Refusal::from(error).to_string(),
            }
            .into(),
            Save24Error::NoSeed => Damage::NoSeedGame.into(),
        };
        why.within(|detail| Refusal::Saved24Damaged { detail })
    }
}

impl fmt::Display for Save24Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for Save24Error {}

use crate::cards::clip as quote;

impl From<SavedDeckError> for Save24Error {
    fn from(e: SavedDeckError) -> Save24Error {
        match e {
            SavedDeckError::Cards(e) => Save24Error::Deck(e),
            SavedDeckError::Seed(s) => Save24Error::Seed(s),
            SavedDeckError::SeedMismatch => Save24Error::SeedMismatch,
        }
    }
}

impl Game24 {
    /// The game as a save.
    pub fn to_save(&self) -> Game24Save {
        Game24Save {
            version: SAVE24_VERSION,
            seed: self.seed().map(|s| s.to_string()),
            mode: self.mode(),
            deck: format_cards(self.deck().order()),
            actions: self.log().to_vec(),
            clock_ms: (self.phase() == Phase24::Playing && self.clock_ms() > 0)
                .then_some(self.clock_ms()),
        }
    }

    /// The game as JSON text.
    pub fn save_json(&self) -> String {
        crate::cards::save::write(&self.to_save())
    }

    /// Rebuilds a game from a save, validating everything.
    ///
    /// # Errors
    /// A [`Save24Error`] naming what is wrong.
    pub fn from_save(save: &Game24Save) -> Result<Game24, Save24Error> {
        if save.version != SAVE24_VERSION {
            return Err(Save24Error::Version(save.version));
        }
        let mut game = match Deck::restore(&save.deck, save.seed.as_deref())? {
            (_, Some(seed)) => Game24::new(seed, save.mode),
            (deck, None) => Game24::with_deck(deck, save.mode),
        };
        for (index, action) in save.actions.iter().enumerate() {
            let logged = game.log().len();
            game.play(action.clone())
                .map_err(|error| Save24Error::Refused {
                    index,
                    action: action.clone(),
                    error,
                })?;
            if game.log().len() == logged {
                return Err(Save24Error::NoEffect {
                    index,
                    action: action.clone(),
                });
            }
        }
        if let Some(ms) = save.clock_ms {
            game.set_clock(ms)
                .map_err(|error| Save24Error::Clock { ms, error })?;
        }
        Ok(game)
    }

    /// Rebuilds a game from JSON text.
    ///
    /// # Errors
    /// Text that is not a save, or a save that does not validate.
    pub fn load_json(text: &str) -> Result<Game24, Save24Error> {
        let save: Game24Save = crate::cards::save::read(text).map_err(|e| {
            // The reader's words, as they always were; empty text says so.
            Save24Error::Format(match e {
                Unreadable::Format(e) => e,
                Unreadable::Empty => Refusal::Empty,
            })
        })?;
        Game24::from_save(&save)
    }
}
