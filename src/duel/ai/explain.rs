//! Explanations: the numbers behind every decision, for the page's coach panel
//! and the Auto player's "why" (SPEC §3: "Every level's decision can be
//! explained: the UI can show the remaining-card counts, the bust
//! probability, and (Expert) the exact win chance of Take vs Stand").

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use super::{bust_probability, AutoPlayer, Choice, Expert, Reason, TableView};
use crate::cards::{Level, Rank, Seat};
use crate::duel::hand::Score;

/// Unseen cards per rank, A first. Serializes as an object in rank order:
/// `{"A":4,"2":4,…,"10":3,"J":4,"Q":4,"K":4}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankCounts(pub [u8; 13]);

impl Serialize for RankCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(13))?;
        for rank in Rank::ALL {
            map.serialize_entry(rank.label(), &self.0[rank.index()])?;
        }
        map.end()
    }
}

/// Expert's exact equities (P(win) + ½·P(draw) of the round) for each action.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Equity {
    /// Equity of Take.
    pub take: f64,
    /// Equity of Stand.
    pub stand: f64,
    /// The better action (ties stand).
    pub best: Choice,
    /// Take and Stand are exactly equal: either is best (the review grades
    /// both "best" too), so the page says so rather than naming one.
    pub tie: bool,
}

/// One level's choice and its reason.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct LevelAdvice {
    /// The level.
    pub level: Level,
    /// What it would do.
    pub choice: Choice,
    /// Why, with numbers.
    pub reason: Reason,
}

/// Everything the coach panel shows for one seat.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Explanation {
    /// The seat explained.
    pub seat: Seat,
    /// Whether it is that seat's turn (the levels' advice and Expert's equity
    /// are given only then).
    pub my_turn: bool,
    /// The seat's best score.
    pub me: Score,
    /// The opponent's best score.
    pub opp: Score,
    /// Cards left in the deck.
    pub cards_left: usize,
    /// Unseen cards per rank (13 ranks, A..K).
    pub remaining: RankCounts,
    /// The probability that one more card busts the seat (0 with no card left).
    pub bust_probability: f64,
    /// Each level's choice, weakest first (empty when it is not the seat's turn).
    pub advice: Vec<LevelAdvice>,
    /// The round-only Expert's exact equities of the round (when it is the
    /// seat's turn): shown beside the match's.
    pub equity: Option<Equity>,
    /// The match equities (P(win the match) + ½·P(drawn)) of Take and
    /// Stand, Expert's choice (when it is the seat's turn; SPEC §3
    /// "Playing for the match"): what the review grades by.
    #[serde(rename = "match")]
    pub match_equity: Option<Equity>,
}

impl Explanation {
    /// The advice of one level, when there is advice.
    pub fn advice(&self, level: Level) -> Option<&LevelAdvice> {
        self.advice.iter().find(|a| a.level == level)
    }
}

/// Explains the position for the view's seat.
///
/// ```
/// use duel21::cards::Level;
/// use duel21::duel::ai::{explain, Choice, TableView};
/// use duel21::parse_cards;
/// let c = |s| parse_cards(s).unwrap();
/// let view = TableView::from_position(&c("10h 6c"), &c("9s 9d"), &[], false, false).unwrap();
/// let e = explain(&view);
/// assert_eq!(e.bust_probability, 28.0 / 48.0);
/// assert_eq!(e.remaining.0[8], 2); // two nines left
/// assert_eq!(e.advice(Level::Classic).unwrap().choice, Choice::Take);
/// assert_eq!(e.equity.unwrap().stand, 0.0);
/// ```
pub fn explain(view: &TableView) -> Explanation {
    let seat = view.seat();
    let me = view.score(seat);
    let my_turn = view.is_my_turn();
    let mut advice = Vec::new();
    let mut equity = None;
    let mut match_equity = None;
    if my_turn {
        // Every level's advice, in Level::ALL's order; the match makes a new
        // level say how it is explained.
        for level in Level::ALL {
            match level {
                Level::Easy | Level::Classic => {
                    let d = level.decide(view);
                    advice.push(LevelAdvice {
                        level,
                        choice: d.choice,
                        reason: d.reason,
                    });
                }
                // The round's exact equities, then the match's: Expert's advice.
                Level::Expert => {
                    equity = Expert::evaluate(view).map(|eval| Equity {
                        take: eval.take_equity(),
                        stand: eval.stand_equity(),
                        best: eval.best(),
                        tie: eval.tie(),
                    });
                    if let Some(eval) = Expert::evaluate_match(view) {
                        let (take, stand, best) =
                            (eval.take_equity(), eval.stand_equity(), eval.best());
                        advice.push(LevelAdvice {
                            level,
                            choice: best,
                            reason: Reason::MatchEquity { take, stand },
                        });
                        match_equity = Some(Equity {
                            take,
                            stand,
                            best,
                            tie: eval.tie(),
                        });
                    }
                }
            }
        }
    }
    Explanation {
        seat,
        my_turn,
        me,
        opp: view.score(seat.other()),
        cards_left: view.cards_left(),
        remaining: RankCounts(view.remaining()),
        bust_probability: bust_probability(me, &view.remaining()),
        advice,
        equity,
        match_equity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::{Duel, FirstRule};

    #[test]
    fn serializes_counts_in_rank_order() {
        let json = serde_json::to_string(&RankCounts([4; 13])).unwrap();
        assert!(json.starts_with(r#"{"A":4,"2":4,"3":4"#), "{json}");
        assert!(json.ends_with(r#""10":4,"J":4,"Q":4,"K":4}"#), "{json}");
    }

    #[test]
    fn advice_only_on_the_seats_turn() {
        let duel = Duel::new(5, FirstRule::P1);
        let mover = duel.to_move().unwrap();
        let e = explain(&duel.view(mover));
        assert!(e.my_turn);
        assert_eq!(e.advice.len(), 3);
        assert!(e.equity.is_some());
        let other = explain(&duel.view(mover.other()));
        assert!(!other.my_turn && other.advice.is_empty() && other.equity.is_none());
        let json = serde_json::to_string(&e).unwrap();
        assert!(json.contains(r#""level":"expert""#), "{json}");
        assert!(json.contains(r#""kind":"match_equity""#), "{json}");
        assert!(json.contains(r#""match":{"take""#), "{json}");
    }

    #[test]
    fn a_tie_is_reported_as_a_tie() {
        use crate::cards::parse_cards;
        let c = |s: &str| parse_cards(s).unwrap();
        // 12 against 21 with only ten-valued cards left: Take busts and Stand
        // loses, both worth exactly 0, so neither is "the" best.
        let (me, opp) = (c("7h 5c"), c("Ah Kd"));
        let played: Vec<_> = crate::cards::Card::all()
            .filter(|card| {
                card.rank().hard_value() < 10 && !me.contains(card) && !opp.contains(card)
            })
            .collect();
        let view = TableView::from_position(&me, &opp, &played, false, false).unwrap();
        let e = explain(&view);
        let eq = e.equity.unwrap();
        assert_eq!((eq.take, eq.stand), (0.0, 0.0));
        assert!(eq.tie);
        // Not a tie: the Duel's first position (take and stand differ).
        let duel = Duel::new(5, FirstRule::P1);
        let e = explain(&duel.view(duel.to_move().unwrap()));
        assert!(!e.equity.unwrap().tie);
    }
}
