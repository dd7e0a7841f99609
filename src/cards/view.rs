//! One card as the page draws it, shared by both games' snapshots: its
//! notation, rank and suit, colour, and what a screen reader says.

use serde::Serialize;

use super::Card;

/// One card as the page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardView {
    /// Notation, e.g. `A♠`.
    pub text: String,
    /// `A`, `2` … `10`, `J`, `Q`, `K`.
    pub rank: &'static str,
    /// `♠ ♥ ♣ ♦`.
    pub suit: char,
    /// Hearts and diamonds.
    pub red: bool,
    /// Spoken label for screen readers, e.g. "ace of spades".
    pub spoken: String,
}

impl From<Card> for CardView {
    fn from(c: Card) -> CardView {
        CardView {
            text: c.to_string(),
            rank: c.rank().label(),
            suit: c.suit().symbol(),
            red: c.suit().is_red(),
            spoken: c.spoken(),
        }
    }
}
