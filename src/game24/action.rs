//! What a player (or the page, for the computer) does in a game of 24点,
//! what an accepted action did, and why one is refused.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::expr::ExprError;
use super::solver::Step;
use crate::cards::Seat;

/// What a player (or the page, for the computer) does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action24 {
    /// A typed answer; `ms` is the time spent on the deal so far.
    Answer {
        seat: Seat,
        text: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ms: Option<u32>,
    },
    /// "No solution."
    ClaimNoSolution {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ms: Option<u32>,
    },
    /// Take the buzzer: the right to answer or claim (race only).
    Buzz { seat: Seat },
    /// Ask for the first step of a solution.
    Hint,
    /// The computer answers now (vs Computer only).
    Computer,
    /// End the deal with no point.
    GiveUp {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ms: Option<u32>,
    },
    /// Deal the next four cards.
    Next,
}

/// The kind of an action, without its details: what [`Game24::legal`](super::Game24::legal)
/// lists for the page's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind24 {
    /// [`Action24::Answer`]
    Answer,
    /// [`Action24::ClaimNoSolution`]
    ClaimNoSolution,
    /// [`Action24::Buzz`]
    Buzz,
    /// [`Action24::Hint`]
    Hint,
    /// [`Action24::Computer`]
    Computer,
    /// [`Action24::GiveUp`]
    GiveUp,
    /// [`Action24::Next`]
    Next,
}

impl Action24 {
    /// The action's kind.
    pub fn kind(&self) -> ActionKind24 {
        match self {
            Action24::Answer { .. } => ActionKind24::Answer,
            Action24::ClaimNoSolution { .. } => ActionKind24::ClaimNoSolution,
            Action24::Buzz { .. } => ActionKind24::Buzz,
            Action24::Hint => ActionKind24::Hint,
            Action24::Computer => ActionKind24::Computer,
            Action24::GiveUp { .. } => ActionKind24::GiveUp,
            Action24::Next => ActionKind24::Next,
        }
    }

    /// The seat the action is for, if it has one.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Action24::Answer { seat, .. }
            | Action24::ClaimNoSolution { seat, .. }
            | Action24::Buzz { seat } => Some(*seat),
            _ => None,
        }
    }

    /// The time on the deal the action reports, if any.
    pub fn ms(&self) -> Option<u32> {
        match self {
            Action24::Answer { ms, .. }
            | Action24::ClaimNoSolution { ms, .. }
            | Action24::GiveUp { ms } => *ms,
            _ => None,
        }
    }
}

impl fmt::Display for Action24 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action24::Answer { seat, text, .. } => write!(f, "{seat} answers {text}"),
            Action24::ClaimNoSolution { seat, .. } => write!(f, "{seat} claims no solution"),
            Action24::Buzz { seat } => write!(f, "{seat} buzzes"),
            Action24::Hint => f.write_str("hint"),
            Action24::Computer => f.write_str("the computer answers"),
            Action24::GiveUp { .. } => f.write_str("give up"),
            Action24::Next => f.write_str("next deal"),
        }
    }
}

/// What an accepted (or harmlessly refused) action did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply24 {
    /// Not a complete answer with the four cards; nothing changed.
    Invalid { error: ExprError },
    /// A correct answer; the deal is won. `text` is the answer as the solver
    /// prints it.
    Correct { seat: Seat, text: String },
    /// A complete but wrong answer. In solo the deal goes on; otherwise the
    /// other seat wins it.
    Wrong { seat: Seat, error: ExprError },
    /// A "no solution" claim, right or wrong.
    Claim { seat: Seat, right: bool },
    /// The first step of the simplest solution, or `None` if there is none.
    Hint { step: Option<Step> },
    /// The computer's answer (`None`: it claimed "no solution", rightly).
    Computer { text: Option<String> },
    /// `seat` holds the buzzer: only it may answer or claim now.
    Buzzed { seat: Seat },
    /// The deal ended with no point.
    GaveUp,
    /// The next deal is on the table.
    Dealt,
    /// That was the last deal.
    GameOver,
}

/// Why an action is refused (the game is unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleError24 {
    /// The deal is already decided; only `Next` is possible.
    DealOver,
    /// The deal is still being played; `Next` comes after it.
    DealNotOver,
    /// All deals are done.
    GameOver,
    /// That seat does not play in this mode (P2 in solo, the computer's seat
    /// for a person in vs Computer).
    WrongSeat,
    /// `Computer` outside vs Computer.
    NoComputer,
    /// `Buzz` outside a race.
    NoBuzzer,
    /// `Buzz` while a seat already holds the buzzer.
    AlreadyBuzzed,
    /// In a race, an answer or a claim by a seat that does not hold the
    /// buzzer (or before anyone buzzed).
    NotBuzzed,
    /// A time that is not a sane clock reading (over [`MAX_DEAL_MS`](super::MAX_DEAL_MS)).
    BadTime,
}

impl fmt::Display for RuleError24 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RuleError24::DealOver => "this deal is over; deal the next one",
            RuleError24::DealNotOver => "this deal is still being played",
            RuleError24::GameOver => "the game is over",
            RuleError24::WrongSeat => "that seat does not play in this mode",
            RuleError24::NoComputer => "there is no computer player in this mode",
            RuleError24::NoBuzzer => "there is no buzzer in this mode",
            RuleError24::AlreadyBuzzed => "someone has already buzzed",
            RuleError24::NotBuzzed => "only the player who buzzed may answer",
            RuleError24::BadTime => "that time is not a sane clock reading",
        })
    }
}

impl std::error::Error for RuleError24 {}
