//! Easy: SPEC §3 "takes while its total is below 17, ignoring everything else".

use super::{AutoPlayer, Choice, Decision, Reason, TableView};

/// The weakest level: a fixed threshold, like a casino dealer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Easy;

/// Easy takes below this total.
pub const EASY_STANDS_AT: u8 = 17;

impl AutoPlayer for Easy {
    fn decide(&self, view: &TableView) -> Decision {
        if !view.is_my_turn() {
            return Decision::new(Choice::Stand, Reason::CannotDraw);
        }
        let total = view.score(view.seat()).total;
        // "takes while its total is below 17, ignoring everything else"
        if total < EASY_STANDS_AT {
            Decision::new(Choice::Take, Reason::BelowSeventeen { total })
        } else {
            Decision::new(Choice::Stand, Reason::SeventeenOrMore { total })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    #[test]
    fn takes_below_17_only() {
        let table = [
            ("10h 6c", Choice::Take),
            ("10h 7c", Choice::Stand),
            ("As 5c", Choice::Take),  // soft 16
            ("As 6c", Choice::Stand), // soft 17
            ("2h 3c", Choice::Take),
        ];
        for (me, want) in table {
            let view = TableView::from_position(
                &parse_cards(me).unwrap(),
                &parse_cards("Ks Kd").unwrap(),
                &[],
                false,
                false,
            )
            .unwrap();
            assert_eq!(Easy.choose(&view), want, "{me}");
        }
    }
}
