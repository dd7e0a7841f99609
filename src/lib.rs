//! # Twenty-One Duel (21点) and 24 points (24点)
//!
//! A pure rules engine: cards, hands, rounds and matches of the two-player
//! card duel specified in `docs/SPEC.md` (quoted as "SPEC §N" beside the code
//! that implements each rule), with no I/O, clock or global randomness.
//! A match is shuffled from a seed; every change goes through
//! [`Duel::play`], which accepts exactly the actions [`Duel::legal_actions`]
//! lists. The Auto player ([`ai`]) sees a [`ai::TableView`], never the deck
//! order. The [`game24`] module is the sibling game, 24 points (24点): an exact
//! solver, a safe checker for typed answers and a seeded 13-deal game. The
//! `wasm` module is the only bridge to JavaScript.

pub mod ai;
pub mod card;
pub mod deck;
pub mod duel;
pub mod game24;
pub mod hand;
pub mod round;
pub mod save;
pub mod seed;
pub mod session;
pub mod snapshot;
pub mod wasm;

pub use card::{format_cards, parse_cards, Card, CardParseError, Rank, Suit};
pub use deck::{Deck, DeckError, SavedDeckError, DECK_SIZE};
pub use duel::{Action, Duel, Event, FirstRule, Phase, RoundRecord, RuleError, Tally};
pub use hand::{Hand, Score};
pub use round::{judge, Outcome, Round, Seat, Stop, Verdict};
pub use save::{DuelSave, SaveError};
pub use seed::Seed;
pub use snapshot::{CardView, DuelSnapshot, RoundView, SeatView};
