//! The two seats at the table, shared by both games: player 1 and player 2,
//! with their short notation (`p1`, `p2`).

use crate::cards::Damage;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A seat at the table. Player 1 sits first by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    P1,
    P2,
}

impl Seat {
    /// Both seats, P1 first.
    pub const BOTH: [Seat; 2] = [Seat::P1, Seat::P2];

    /// The other seat.
    pub fn other(self) -> Seat {
        match self {
            Seat::P1 => Seat::P2,
            Seat::P2 => Seat::P1,
        }
    }

    /// 0 for P1, 1 for P2.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Seat::P1 => "p1",
            Seat::P2 => "p2",
        })
    }
}

impl FromStr for Seat {
    type Err = crate::cards::Refusal;
    fn from_str(s: &str) -> Result<Seat, super::Refusal> {
        match s.to_ascii_lowercase().as_str() {
            "p1" | "1" => Ok(Seat::P1),
            "p2" | "2" => Ok(Seat::P2),
            _ => Err(Damage::NotASeat {
                quote: super::clip(s),
            }
            .into()),
        }
    }
}
