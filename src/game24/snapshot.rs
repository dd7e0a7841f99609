//! What a game of 24 points shows the page: the snapshot of the table
//! ([`Snapshot24`], made by [`Game24::snapshot`](super::Game24::snapshot)),
//! the hint shown so far on the open deal ([`Hint24`]) and, once the game is
//! over, the deals player 1 missed with a solution each ([`MissedDeal`]).

use serde::Serialize;

use super::action::ActionKind24;
use super::game::{Deal, DealRecord, Mode24, Phase24, Winner24};
#[cfg(doc)]
use super::game::{Game24, MAX_DEAL_MS};
use super::rating::Rating;
use super::solver::{Solution, Step};
use crate::cards::Seat;

/// A deal player 1 did not win, with its simplest solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MissedDeal {
    /// The deal.
    pub deal: Deal,
    /// Its simplest solution; none when it has none.
    pub solution: Option<Solution>,
}

/// The hint on the open deal: the steps shown so far and how many the
/// whole solution takes (0: the deal has no solution, which is the hint).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hint24 {
    /// The steps shown, in order ([`Solution::steps`]).
    pub steps: Vec<Step>,
    /// The steps of the whole solution (3), or 0 without a solution.
    pub of: usize,
}

/// The serializable view of a game for the page (see [`Game24::snapshot`](super::Game24::snapshot)).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Snapshot24 {
    /// The mode.
    pub mode: Mode24,
    /// The seed as a decimal string, if any.
    pub seed: Option<String>,
    /// The current deal.
    pub deal: Deal,
    /// 13.
    pub deals_total: usize,
    /// The phase.
    pub phase: Phase24,
    /// The kinds of action possible now (see [`Game24::legal`]).
    pub legal: Vec<ActionKind24>,
    /// The seats that may act for themselves now (see [`Game24::seats`]).
    pub seats: Vec<Seat>,
    /// Points of P1 and P2.
    pub scores: [u32; 2],
    /// Who won, once the game is over and two played (solo: none).
    pub winner: Option<Winner24>,
    /// The most a deal's clock counts, in ms ([`MAX_DEAL_MS`]): the page's
    /// clock stops there.
    pub max_deal_ms: u32,
    /// Hints asked for in the current deal.
    pub hints: u32,
    /// What the hint shows, once asked for on the open deal.
    pub hint: Option<Hint24>,
    /// The seat holding the race's buzzer, if any.
    pub buzzer: Option<Seat>,
    /// The deal's time (ms) by which the buzzer must answer, if a seat holds it.
    pub buzz_deadline_ms: Option<u32>,
    /// Milliseconds spent on the open deal as last reported (see
    /// [`Game24::set_clock`]); 0 once it is over.
    pub clock_ms: u32,
    /// The reported times of the finished deals, added up.
    pub total_ms: u64,
    /// How the current deal ended (when it is over).
    pub last: Option<DealRecord>,
    /// The current deal's rating (when it is over).
    pub rating: Option<Rating>,
    /// All distinct solutions (when the deal is over), simplest first.
    pub solutions: Vec<Solution>,
    /// Deals won by P1 and P2, scored or not (a deal won after a hint
    /// scores no point, so this may be more than the score).
    pub won: [u32; 2],
    /// Once the game is over: the deals P1 did not win, with their simplest
    /// solutions (see [`Game24::snapshot`](super::Game24::snapshot)).
    pub missed: Vec<MissedDeal>,
    /// Every finished deal.
    pub history: Vec<DealRecord>,
}
