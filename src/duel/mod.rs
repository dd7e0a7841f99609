//! # Twenty-One Duel (21点)
//!
//! The duel's rules (SPEC §2), its Auto player (SPEC §3) and the match as
//! the page plays it, in reading order:
//!
//! - [`hand`]: scoring a hand — best ace value, soft/hard, bust, overshoot.
//! - [`round`]: who may draw and why ([`Stop`]), who wins a round ([`judge`]).
//! - [`game`]: the match state machine, [`Duel`]: `legal_actions()` is the
//!   one source of legality and `play()` the one way to change a match.
//! - [`ai`]: the Auto player — what it may see, Easy, Classic, Expert, and
//!   the coach's numbers.
//! - [`snapshot`]: the serializable table the page draws.
//! - [`settings`]: the menu's choices and their validation.
//! - [`session`]: a match with its players — people and the Auto player.
//! - [`save`]: the save text and its loader, which replays every move.
//! - [`share`]: a match as a short text for a link, and the table at any step.
//! - [`review`]: every decision of a match graded by the exact win chance it
//!   gave up, and each seat's accuracy.
//! - [`drill`]: a decision asked again without its answer — the positions
//!   of a match worth drilling, and the verdict on an answer.
//! - [`theme`]: themed sets of drills found by exact analysis.
//! - [`practice`]: the practice cards kept over days, their spaced-repetition
//!   schedule (FSRS) and the practice statistics.
//! - [`online`]: a match between two devices — the fair deck by per-draw
//!   commit-reveal, the messages, the record both sides keep and check.
//! - [`stats`]: statistics across finished matches — the bounded record,
//!   its merge, the import check and the numbers the statistics screen shows.
//!
//! It depends only on [`crate::cards`], never on 24点.

pub mod ai;
pub mod drill;
pub mod game;
pub mod hand;
#[cfg(feature = "online")]
pub mod online;
pub mod practice;
pub mod review;
pub mod round;
pub mod save;
pub mod session;
pub mod settings;
pub mod share;
pub mod snapshot;
pub mod stats;
pub mod theme;

pub use game::{Action, Duel, Event, FirstRule, Phase, RoundRecord, RuleError, Tally};
pub use hand::{Hand, Score};
pub use review::{Grade, Review};
pub use round::{judge, Outcome, Round, Stop, Verdict};
pub use save::{DuelSave, SaveError, SessionSave};
pub use session::{AutoMove, Session, SessionError, SessionSnapshot};
pub use settings::{ConfigError, ConfigInput, Mode, NotASetting, SessionConfig};
pub use snapshot::{DuelSnapshot, RoundView, SeatView};
