//! What both games share: the card and its notation, the seeded 52-card
//! deck, seeds, a card as the page draws it, the two seats, players' names
//! and the computer's level as a menu choice. Nothing here knows either game.
//!
//! - [`card`]: suits, ranks, cards and their notation (`A♠`, `10h`, `Ks`).
//! - [`deck`]: the seeded shuffle (ChaCha8 + Fisher–Yates) and a saved deck's check.
//! - [`seed`]: seeds typed by a player or drawn from the platform.
//! - [`stream`]: [`ChaCha8`], the seeded random stream the shuffles draw from.
//! - [`view`]: [`CardView`], one card as either game's snapshot shows it.
//! - [`seat`]: [`Seat`], player 1 and player 2.
//! - [`name`]: [`clean_name`], the one rule for a typed name.
//! - [`quote`]: how much of a refused input a message quotes back, and the
//!   bound on a whole message.
//! - [`ledger`]: the bounded, mergeable ledger both games keep statistics in.
//! - [`input`]: the one reader of untrusted text (bounded JSON → a derived
//!   serde type), for the native build and wasm alike.
//! - [`refusal`]: [`Refusal`], every refusal as a code with its fields.
//! - [`level`]: [`Level`], Easy / Classic / Expert as the menu offers them.
//! - [`save`]: the save format's outer layer both games' saves share: one
//!   reader and one writer of save text.

pub mod card;
pub mod damage;
pub mod deck;
pub mod input;
pub mod ledger;
pub mod level;
pub mod name;
pub mod quote;
pub mod refusal;
mod refusal_english;
pub mod save;
pub mod seat;
pub mod seed;
pub mod stream;
pub mod view;

pub use card::{format_cards, parse_cards, Card, CardParseError, Rank, Suit};
pub use damage::{Damage, Term};
pub use deck::{unseen_by_rank, Deck, DeckError, SavedDeckError, DECK_SIZE};
pub use level::Level;
pub use name::{clean_name, NameProblem, MAX_NAME_CHARS};
pub use quote::{clip, shorten, QUOTE_CHARS};
pub use refusal::{Refusal, Word};
pub use seat::Seat;
pub use seed::Seed;
pub use stream::ChaCha8;
pub use view::CardView;
