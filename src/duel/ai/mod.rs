//! The Auto player (SPEC §3): what it may see, the three levels, and why it
//! chose what it chose.
//!
//! This module owns:
//! - [`TableView`] (`view.rs`): the table as a player sees it — both hands,
//!   who has stood, whose turn, the cards played earlier and the per-rank
//!   counts of the unseen cards. It holds no deck order, so no level can peek
//!   at the next card. Built with [`Duel::view`](crate::Duel::view).
//! - [`AutoPlayer`], the one small trait every level implements, and [`Level`],
//!   the level a player picks in the menu.
//! - The levels: [`Easy`] (`easy.rs`), [`Classic`] (`classic.rs`, the guide's
//!   `IfTakeCard`), [`Expert`] (`expert.rs`, exact expectiminimax of the
//!   round, playing for the match), and [`ExpertRound`], the same search
//!   blind to the score (the review's reference; `expert-round` on the
//!   command line).
//! - [`match_equity`] (`match_equity.rs`): the match equity between rounds,
//!   the leaves of Expert's search.
//! - [`CounterClassic`] (`expert.rs`): the same search against Classic's
//!   known rule, the best reply to Classic. Not a level of the page; the
//!   command line's self-play uses it to measure Classic.
//! - [`Explanation`] (`explain.rs`), the coach panel's numbers.
//!
//! The first, slower exact search, kept only to check the fast one against,
//! is a test oracle and lives with the tests: `tests/support/reference.rs`.
//!
//! ```
//! use duel21::cards::Level;
//! use duel21::duel::ai::AutoPlayer;
//! use duel21::{Duel, FirstRule};
//! let mut duel = Duel::new(7, FirstRule::P1);
//! while let Some(seat) = duel.to_move() {
//!     let choice = Level::Expert.choose(&duel.view(seat));
//!     duel.play(choice.action(seat)).unwrap();
//! }
//! assert_eq!(duel.history().len(), 1);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Level, Seat};
use crate::duel::{Action, Duel};

pub mod bench;
pub mod classic;
mod codes;
pub mod easy;
pub mod expert;
pub mod explain;
mod last_draw;
pub mod match_equity;
mod match_model;
mod memo;
pub mod view;

pub use classic::{bust_probability, Classic};
pub use easy::Easy;
pub use expert::{CounterClassic, Expert, ExpertEval, ExpertRound, Opponent};
pub use explain::{explain, Equity, Explanation, LevelAdvice, RankCounts};
pub use view::{MatchContext, TableView, ViewError};

/// What the Auto player does on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Choice {
    /// Take the top card.
    Take,
    /// Stand (final for the round).
    Stand,
}

impl Choice {
    /// The engine action for `seat`.
    pub fn action(self, seat: Seat) -> Action {
        match self {
            Choice::Take => Action::Take(seat),
            Choice::Stand => Action::Stand(seat),
        }
    }

    /// `"take"` or `"stand"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Choice::Take => "take",
            Choice::Stand => "stand",
        }
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a level chose what it chose, with the numbers the page needs to say it
/// in either language (e.g. "bust chance 42% < 50% → take").
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reason {
    /// The seat may not draw now (not its turn, stood, 5 cards, 21+, no card):
    /// the only sensible answer is Stand. Levels are only asked on their turn.
    CannotDraw,
    /// Easy: "takes while its total is below 17".
    BelowSeventeen { total: u8 },
    /// Easy: a total of 17 or more stands.
    SeventeenOrMore { total: u8 },
    /// Classic rule 1: "stand if no card is left".
    NoCardLeft,
    /// Classic rule 1: "stand if its own total is 21 or bust".
    OwnTwentyOneOrBust { me: u8 },
    /// Classic rule 1: "stand if … the opponent is bust".
    OpponentBust { opp: u8 },
    /// Classic rule 2: "take if both are not bust and it is behind".
    Behind { me: u8, opp: u8 },
    /// Classic rule 3: "stand if the opponent may no longer draw and it is
    /// ahead (victory secured)".
    VictorySecured { me: u8, opp: u8 },
    /// Classic rule 4: "take if that probability is < 0.5, else stand".
    BustChance { p: f64 },
    /// The round-only Expert: the exact equity (P(win) + ½·P(draw) of the
    /// round) of each action; the larger wins, ties stand.
    Equity { take: f64, stand: f64 },
    /// Expert: the match equity (P(win the match) + ½·P(the match is
    /// drawn)) of each action; the larger wins, ties stand.
    MatchEquity { take: f64, stand: f64 },
}

/// A level's choice with its reason.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Decision {
    /// Take or Stand.
    pub choice: Choice,
    /// Why.
    pub reason: Reason,
}

impl Decision {
    fn new(choice: Choice, reason: Reason) -> Decision {
        Decision { choice, reason }
    }
}

/// An Auto player: anything that picks Take or Stand from what a player at
/// the table may know (SPEC §3: "It never sees the order of the deck").
pub trait AutoPlayer {
    /// The choice and its reason for the seat of `view`.
    ///
    /// Meant to be called on that seat's turn (`view.to_move() ==
    /// Some(view.seat())`), where both Take and Stand are legal; otherwise
    /// the answer is Stand with [`Reason::CannotDraw`].
    fn decide(&self, view: &TableView) -> Decision;

    /// Take or Stand (see [`AutoPlayer::decide`]).
    fn choose(&self, view: &TableView) -> Choice {
        self.decide(view).choice
    }
}

/// The Auto player's move in a match: the seat to move, the action `level`
/// picks from that seat's [`Duel::view`], and why. `None` when no one is to
/// move (the round or the match is over). The action is always legal.
///
/// ```
/// use duel21::cards::Level;
/// use duel21::duel::ai::auto_move;
/// use duel21::{Duel, FirstRule};
/// let mut duel = Duel::new(3, FirstRule::P1);
/// let (action, decision) = auto_move(&duel, Level::Classic).unwrap();
/// assert!(duel.legal_actions().contains(&action));
/// duel.play(action).unwrap();
/// # let _ = decision;
/// ```
pub fn auto_move(duel: &Duel, level: Level) -> Option<(Action, Decision)> {
    let seat = duel.to_move()?;
    let decision = level.decide(&duel.view(seat));
    Some((decision.choice.action(seat), decision))
}

/// A menu level plays as the Auto player of the same name.
impl Level {
    /// The level as a boxed player.
    pub fn player(self) -> Box<dyn AutoPlayer> {
        match self {
            Level::Easy => Box::new(Easy),
            Level::Classic => Box::new(Classic),
            Level::Expert => Box::new(Expert),
        }
    }
}

impl AutoPlayer for Level {
    fn decide(&self, view: &TableView) -> Decision {
        match self {
            Level::Easy => Easy.decide(view),
            Level::Classic => Classic.decide(view),
            Level::Expert => Expert.decide(view),
        }
    }
}
