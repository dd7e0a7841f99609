//! # Twenty-One Duel (21点) and 24 points (24点)
//!
//! A pure rules engine for two card games on one shuffled 52-card deck,
//! specified in `docs/SPEC.md` (quoted as "SPEC §N" beside the code that
//! implements each rule), with no I/O, clock or global randomness. The
//! modules, in reading order:
//!
//! - [`cards`]: what both games share — cards and their notation, the seeded
//!   deck, seeds, a card's view, seats, names, the computer's level, the
//!   statistics ledger, and the one reader of untrusted input (`cards::input`).
//! - [`duel`]: 21点, the two-player duel. A match is shuffled from a seed;
//!   every change goes through [`Duel::play`], which accepts exactly the
//!   actions [`Duel::legal_actions`] lists. Its Auto player ([`duel::ai`])
//!   sees a [`duel::ai::TableView`], never the deck order.
//! - [`game24`]: 24点, make 24 from four cards — an exact solver, a safe
//!   checker for typed answers and a seeded 13-deal game.
//! - `wasm`: the only bridge to JavaScript, one file per game.
//!
//! Each game depends on [`cards`] and on itself, never on the other game.
//! The `duel21` command-line tool (`src/cli/`) is a second thin adapter.

pub mod cards;
pub mod duel;
pub mod game24;
pub mod wasm;

pub use cards::{
    format_cards, parse_cards, Card, CardParseError, CardView, Rank, Seat, Seed, Suit,
};
pub use cards::{Deck, DeckError, SavedDeckError, DECK_SIZE};
pub use duel::{judge, Hand, Outcome, Round, Score, Stop, Verdict};
pub use duel::{Action, Duel, Event, FirstRule, Phase, RoundRecord, RuleError, Tally};
pub use duel::{DuelSave, DuelSnapshot, RoundView, SaveError, SeatView};
