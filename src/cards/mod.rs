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
//! - [`ledger`]: the bounded, mergeable ledger both games keep statistics in.
//! - [`input`]: the one reader of untrusted text (bounded JSON → a derived
//!   serde type), for the native build and wasm alike.
//! - [`level`]: [`Level`], Easy / Classic / Expert as the menu offers them.

pub mod card;
pub mod deck;
pub mod input;
pub mod ledger;
pub mod level;
pub mod name;
pub mod seat;
pub mod seed;
pub mod stream;
pub mod view;

pub use card::{format_cards, parse_cards, Card, CardParseError, Rank, Suit};
pub use deck::{unseen_by_rank, Deck, DeckError, SavedDeckError, DECK_SIZE};
pub use level::Level;
pub use name::{clean_name, NameProblem, MAX_NAME_CHARS};
pub use seat::Seat;
pub use seed::Seed;
pub use stream::ChaCha8;
pub use view::CardView;

/// The longest part of a refused input quoted back in a message, in characters.
pub const QUOTE_CHARS: usize = 40;

/// `text` cut to [`QUOTE_CHARS`] characters (with "…" when cut), to quote a
/// refused input in a message without repeating it at any length.
///
/// ```
/// assert_eq!(duel21::cards::clip("p3"), "p3");
/// assert_eq!(duel21::cards::clip(&"x".repeat(100)).chars().count(), 41);
/// ```
pub fn clip(text: &str) -> String {
    shorten(text, QUOTE_CHARS)
}

/// `text` cut to `max` characters, with "…" when cut.
///
/// Built by characters rather than by slicing at a byte index: a slice of
/// text carries a panic path whose message formatting (escaped characters,
/// Unicode tables) is a few KB of the wasm.
///
/// ```
/// assert_eq!(duel21::cards::shorten("点点点", 2), "点点…");
/// assert_eq!(duel21::cards::shorten("点点", 2), "点点");
/// ```
pub fn shorten(text: &str, max: usize) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.by_ref().take(max).collect();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}
