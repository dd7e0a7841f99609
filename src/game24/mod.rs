//! # 24 points (24点)
//!
//! Four cards are dealt from a shuffled 52-card deck (13 deals per deck).
//! Card values: A = 1, 2–10 face value, J = 11, Q = 12, K = 13. Make exactly
//! 24 using each of the four values exactly once with + − × ÷ and
//! parentheses; fractions are allowed in between (arithmetic is exact:
//! rationals, never floats).
//!
//! The pieces, each in its own file:
//! - [`Values`]: the four card values of a deal (a sorted multiset).
//! - [`Formula`]: the written form of a solution up to order and grouping,
//!   printed with the fewest parentheses.
//! - [`Distinct`]: when two solutions are "the same" as players count them
//!   (order, grouping, and where an idle 1 or a cancelling pair sits do not
//!   make a new one), and each solution's simplest printed form.
//! - [`solver`]: whether a deal is solvable, and all its distinct solutions.
//! - [`model`] and [`rating`]: how long people take on a deal and how many
//!   solve it, fitted to people's solve times, and the easy / medium / hard
//!   label from it; [`features`] is what the model sees of a deal,
//!   [`search`] the model of a player's search that is one of its features,
//!   and `calibration` (native only) the fit itself.
//! - [`practice`]: practice games whose deals all have one label.
//! - [`daily`]: the daily deal's deck, one per calendar date.
//! - [`expr`]: the safe parser and checker for what a player types.
//! - [`action`]: what a player does, what it did, and why one is refused.
//! - [`game`] and [`save`]: a seeded 13-deal game with scores and a validating
//!   save loader, and the hint so far; [`snapshot`]: what a game shows the
//!   page (the table, the hint, the deals missed), built from the game's
//!   public view.
//! - [`session`]: the game with the page's choices (mode, computer level,
//!   names, practice), the computer's think time, and the page's save text.
//! - [`stats`]: statistics across finished deals — solved, solve rate,
//!   median and best time by difficulty — in a bounded, mergeable record.
//!
//! Arithmetic is exact everywhere: [`Value`] is `num_rational::Ratio<i64>`
//! (checked operations where the input is untrusted), and the solver's inner
//! loop uses a small unreduced fraction whose bounds are proved in
//! [`solver`].

pub mod action;
#[cfg(not(target_arch = "wasm32"))]
pub mod calibration;
pub mod daily;
pub mod distinct;
pub mod expr;
pub mod features;
pub mod formula;
pub mod game;
pub mod model;
pub mod practice;
pub mod rating;
pub mod save;
pub mod search;
pub mod session;
pub mod snapshot;
pub mod solver;
pub mod stats;
pub mod values;

pub use action::{Action24, ActionFields, ActionKind24, ActionShapeError, Reply24, RuleError24};
pub use daily::{check_date, daily_seed, BestDay, DailyRecord, DailySummary, DateError, DayResult};
pub use distinct::{Distinct, Idle};
pub use expr::{check, evaluate, parse, Ast, ExprError, MAX_INPUT_CHARS};
pub use features::Features;
pub use formula::{Formula, Notation, Op};
pub use game::{
    Deal, DealEnd, DealRecord, Game24, Hint24, Mode24, Phase24, Winner24, BUZZ_ANSWER_MS,
    DEALS_PER_GAME, MAX_DEAL_MS,
};
pub use practice::{practice_deck, Practice};
pub use rating::{Difficulty, Estimate, Labels, Rating, EASY_BELOW, HARD_FROM};
pub use save::{Game24Save, Save24Error, SAVE24_VERSION};
pub use session::{
    think_ms, Config24Input, PracticeChoice, Session24, Session24Error, Session24Save,
    Session24Snapshot,
};
pub use snapshot::{MissedDeal, Snapshot24};
pub use solver::{solvable, solve, Solution, Step};
pub use values::{Values, ValuesError};

/// An exact rational value.
pub type Value = num_rational::Ratio<i64>;

/// The number to make.
pub const TARGET: i64 = 24;
