//! The match equity between rounds (SPEC §3 "Playing for the match"):
//! P(win the match) + ½·P(the match is drawn) for one seat, given the lead
//! in round wins, the cards left before the next deal, whether that seat
//! starts the next round and the first-player rule.
//!
//! # Method
//! Where no round can follow (fewer than 4 cards left: SPEC §2 "until a new
//! round cannot be dealt") the value is exact: 1 ahead, ½ level, 0 behind
//! ("the match winner has more round wins when the deck is done"; a drawn
//! round counts for neither).
//!
//! Elsewhere it is a table computed by dynamic programming over a *round
//! model*: for each number of cards `n` before a deal, how often the round's
//! first player won, drew or lost it and how many cards it drew after the
//! deal (0–6), counted over self-play rounds of the round-only Expert
//! against itself ([`ROUND_MODEL`] in `match_model.rs`, made by `duel21
//! match-model`). The model
//! forgets which cards are left (only how many), so the table is the match
//! equity of an *average* deck of that size; it is the leaf value of the
//! exact search of the round being played, which does know the cards
//! ([`super::expert`]). Its error, measured against exact solutions late in
//! the deck and against self-play early on, is in `docs/auto-player.md`.

use std::sync::OnceLock;

use crate::duel::game::{DEALT_EACH, DEAL_SIZE, MATCH_ENDS_BELOW, MAX_ROUNDS};
use crate::duel::hand::MAX_CARDS;
use crate::duel::FirstRule;

pub use super::match_model::{ROUND_MODEL, ROUND_MODEL_FIRST};

/// Draws after the deal a round can make: each hand goes from its dealt
/// cards to at most 5 (SPEC §2 rule 3, "every hand has 2–5 cards"): 6.
pub const MAX_DRAWS: usize = 2 * (MAX_CARDS - DEALT_EACH);

/// The largest lead a match allows: one seat wins every round.
const MAX_LEAD: i32 = MAX_ROUNDS as i32;
const LEADS: usize = 2 * MAX_LEAD as usize + 1;
const CARDS: usize = crate::cards::DECK_SIZE + 1;

/// `[rule][starts][cards][lead + MAX_LEAD]`: the match equity of a seat
/// leading by `lead` with `cards` left before a deal, when it starts that
/// round (`starts` = 1) or not, under P1-always (0) or alternate (1).
type Table = [[[[f64; LEADS]; CARDS]; 2]; 2];

/// The match's result for a seat with `lead` when no round follows.
pub fn final_equity(lead: i32) -> f64 {
    match lead.signum() {
        1 => 1.0,
        0 => 0.5,
        _ => 0.0,
    }
}

/// The row of the round model for `cards` before a deal: the nearest size
/// that was seen in self-play at or below it (only a match's first round is
/// dealt from more than 48 cards).
fn model_row(cards: usize) -> &'static [u16; 3 * (MAX_DRAWS + 1)] {
    let mut n = cards.min(ROUND_MODEL_FIRST + ROUND_MODEL.len() - 1);
    while n > ROUND_MODEL_FIRST && ROUND_MODEL[n - ROUND_MODEL_FIRST].iter().all(|&c| c == 0) {
        n -= 1;
    }
    &ROUND_MODEL[n - ROUND_MODEL_FIRST]
}

fn build() -> Box<Table> {
    let mut t: Box<Table> = Box::new([[[[0.0; LEADS]; CARDS]; 2]; 2]);
    for (r, rule) in [FirstRule::P1, FirstRule::Alternate]
        .into_iter()
        .enumerate()
    {
        for cards in 0..CARDS {
            for starts in 0..2 {
                let mut row = [0.0; LEADS];
                for (i, slot) in row.iter_mut().enumerate() {
                    let lead = i as i32 - MAX_LEAD;
                    *slot = if cards < MATCH_ENDS_BELOW {
                        final_equity(lead)
                    } else {
                        let model = model_row(cards);
                        let total: f64 = model.iter().map(|&c| f64::from(c)).sum();
                        // The seat that starts the round after this one.
                        let next = match rule {
                            FirstRule::P1 => starts,
                            FirstRule::Alternate => 1 - starts,
                        };
                        let mut v = 0.0;
                        for (k, &count) in model.iter().enumerate() {
                            if count == 0 {
                                continue;
                            }
                            // Points of the round's first player: 0, 1, 2.
                            let (points, draws) =
                                ((k / (MAX_DRAWS + 1)) as i32, k % (MAX_DRAWS + 1));
                            let delta = if starts == 1 { points - 1 } else { 1 - points };
                            let left = cards.saturating_sub(DEAL_SIZE + draws);
                            let l = (lead + delta).clamp(-MAX_LEAD, MAX_LEAD);
                            v += f64::from(count) * t[r][next][left][(l + MAX_LEAD) as usize];
                        }
                        v / total
                    };
                }
                t[r][starts][cards] = row;
            }
        }
    }
    t
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Box<Table>> = OnceLock::new();
    TABLE.get_or_init(build)
}

/// The match equity between rounds for a seat leading by `lead` (its round
/// wins minus the other's) with `cards` left before the next deal, which it
/// starts (`starts_next`) or not, under `rule`. Exact when `cards` < 4.
///
/// ```
/// use duel21::duel::ai::match_equity::between_rounds;
/// use duel21::FirstRule;
/// assert_eq!(between_rounds(1, 3, false, FirstRule::Alternate), 1.0);
/// assert_eq!(between_rounds(0, 2, true, FirstRule::P1), 0.5);
/// let ahead = between_rounds(2, 30, true, FirstRule::Alternate);
/// let level = between_rounds(0, 30, true, FirstRule::Alternate);
/// assert!(ahead > level && level > 0.3 && ahead < 1.0);
/// ```
pub fn between_rounds(lead: i32, cards: usize, starts_next: bool, rule: FirstRule) -> f64 {
    if cards < MATCH_ENDS_BELOW {
        return final_equity(lead);
    }
    let r = usize::from(rule == FirstRule::Alternate);
    let l = lead.clamp(-MAX_LEAD, MAX_LEAD);
    table()[r][usize::from(starts_next)][cards.min(CARDS - 1)][(l + MAX_LEAD) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The two seats' equities of one moment add up to 1 (the match is
    /// constant-sum), a lead is worth more than none, and a larger lead more.
    #[test]
    fn the_table_is_consistent() {
        for rule in [FirstRule::P1, FirstRule::Alternate] {
            for cards in 0..CARDS {
                for starts in [false, true] {
                    for lead in -MAX_LEAD..MAX_LEAD {
                        let me = between_rounds(lead, cards, starts, rule);
                        let other = between_rounds(-lead, cards, !starts, rule);
                        assert!((me + other - 1.0).abs() < 1e-9, "{rule:?} {cards} {lead}");
                        let more = between_rounds(lead + 1, cards, starts, rule);
                        assert!(more >= me, "{rule:?} {cards} {starts} {lead}");
                        assert!((0.0..=1.0).contains(&me));
                    }
                }
            }
        }
    }
}
