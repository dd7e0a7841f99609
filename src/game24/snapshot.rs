//! What a game of 24 points shows the page: the snapshot of the table
//! ([`Snapshot24`], made here by [`Game24::snapshot`] from the game's
//! public view) and, once the game is over, the deals player 1 missed with a
//! solution each ([`MissedDeal`]). The game knows nothing of this file.

use serde::Serialize;

use super::action::ActionKind24;
use super::game::{Deal, DealRecord, Game24, Hint24, Mode24, Phase24, Winner24};
use super::game::{DEALS_PER_GAME, MAX_DEAL_MS};
use super::rating::Rating;
use super::solver::{solve, Solution};
use crate::cards::Seat;

/// A deal player 1 did not win, with its simplest solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MissedDeal {
    /// The deal.
    pub deal: Deal,
    /// Its simplest solution; none when it has none.
    pub solution: Option<Solution>,
}

/// The serializable view of a game for the page (see [`Game24::snapshot`]).
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
    /// solutions (see [`Game24::snapshot`]).
    pub missed: Vec<MissedDeal>,
    /// Every finished deal.
    pub history: Vec<DealRecord>,
}

impl Game24 {
    /// What the page draws: the table, scores and, once the deal is over,
    /// how it ended, its rating and all its distinct solutions.
    pub fn snapshot(&self) -> Snapshot24 {
        let over = self.phase() != Phase24::Playing;
        Snapshot24 {
            mode: self.mode(),
            seed: self.seed().map(|s| s.to_string()),
            deal: self.deal(),
            deals_total: DEALS_PER_GAME,
            phase: self.phase(),
            legal: self.legal(),
            seats: self.seats().to_vec(),
            scores: self.scores(),
            winner: self.winner(),
            max_deal_ms: MAX_DEAL_MS,
            hints: self.hints(),
            hint: self.hint(),
            buzzer: self.buzzer(),
            buzz_deadline_ms: self.buzz_deadline(),
            clock_ms: self.clock_ms(),
            total_ms: self
                .history()
                .iter()
                .filter_map(|r| r.ms)
                .map(u64::from)
                .sum(),
            last: if over {
                self.history().last().cloned()
            } else {
                None
            },
            rating: over.then(|| self.rating()),
            solutions: if over {
                self.solutions().to_vec()
            } else {
                Vec::new()
            },
            won: [Seat::P1, Seat::P2].map(|seat| {
                self.history()
                    .iter()
                    .filter(|r| r.winner == Some(seat))
                    .count() as u32
            }),
            missed: if self.phase() == Phase24::GameOver {
                self.missed()
            } else {
                Vec::new()
            },
            history: self.history().to_vec(),
        }
    }

    /// The deals player 1 did not win, each with its simplest solution
    /// (none: the deal has none), for the game-over summary: what the
    /// player missed, and how it could be done.
    fn missed(&self) -> Vec<MissedDeal> {
        self.history()
            .iter()
            .filter(|r| r.winner != Some(Seat::P1))
            .map(|r| MissedDeal {
                deal: r.deal,
                solution: solve(r.deal.values).into_iter().next(),
            })
            .collect()
    }
}
