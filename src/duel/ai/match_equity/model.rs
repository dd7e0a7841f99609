//! Placeholder round model (replaced by `duel21 match-model` output).

/// The smallest number of cards before a deal that has a row.
pub const ROUND_MODEL_FIRST: usize = 4;

/// Rows for 4..=52 cards: counts of (first player's points 0/1/2) × (draws 0..=6).
pub static ROUND_MODEL: [[u16; 21]; 49] = [[10, 10, 10, 10, 10, 10, 10, 3, 3, 3, 3, 3, 3, 3, 9, 9, 9, 9, 9, 9, 9]; 49];
