//! Themed drill sets: positions the engine finds by exact analysis, for the
//! days no practice card is due.
//!
//! Each theme is a test a position passes or not, and a tempting wrong
//! choice to grade (the `choice` of the drill). Positions come from matches
//! dealt from a seed and played by the page's levels (Easy, Classic, Expert
//! in turn), so they are tables a player meets; every decision of those
//! matches is tried in playing order and the first `count` distinct
//! positions that pass are kept. The same seed gives the same set.
//!
//! - [`Theme::ClassicWrong`] — "where the bust-chance rule is wrong":
//!   Classic's choice (SPEC §3, rule 4: take while the bust chance is below
//!   ½) is not Expert's, and costs at least an inaccuracy of the match.
//! - [`Theme::LateDeck`] — "late in the deck, when the unseen cards decide":
//!   at most [`LATE_DECK_CARDS`] cards left, and the best choice differs
//!   from the best with the same hands against a full deck; the tempting
//!   choice is the full deck's, and it costs at least an inaccuracy.
//! - [`Theme::Soft`] — soft hands (an ace counted 11): the worse of Take and
//!   Stand costs at least an inaccuracy, and is the tempting choice.
//!
//! Every cost is the match's (SPEC §3 "Grading decisions"), as the review's.

use crate::cards::Damage;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::cards::{clip, Level, Refusal, Seat};
use crate::duel::ai::{AutoPlayer, Choice, Classic, Expert, TableView};
use crate::duel::drill::{Drill, Position, DRILL_LOSS};
use crate::duel::{Action, Duel, FirstRule, Phase};

/// "Late in the deck": at most this many cards left.
pub const LATE_DECK_CARDS: usize = 15;
/// The most positions one set holds.
pub const MAX_COUNT: usize = 50;
/// The most matches dealt looking for a set (a bound on the work).
const MAX_MATCHES: u64 = 400;

/// A themed set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Classic's bust-chance rule is wrong here.
    ClassicWrong,
    /// The unseen cards of a late deck decide.
    LateDeck,
    /// A soft hand.
    Soft,
}

impl Theme {
    /// All themes, in the order the page offers them.
    pub const ALL: [Theme; 3] = [Theme::ClassicWrong, Theme::LateDeck, Theme::Soft];

    /// The theme's name in the command line and the page.
    pub fn as_str(self) -> &'static str {
        match self {
            Theme::ClassicWrong => "classic-wrong",
            Theme::LateDeck => "late-deck",
            Theme::Soft => "soft",
        }
    }

    /// The theme's tempting wrong choice in `view` (the seat to move's),
    /// when the position belongs to the theme.
    pub fn tempting(self, view: &TableView) -> Option<Choice> {
        // Graded as the review grades (SPEC §3 "Grading decisions"): by the
        // match, so a drill's answer is the Expert's move.
        let eval = Expert::evaluate_match(view)?;
        let costs = |c: Choice| {
            let (take, stand) = (eval.take_equity(), eval.stand_equity());
            let (mine, other) = match c {
                Choice::Take => (take, stand),
                Choice::Stand => (stand, take),
            };
            other - mine >= DRILL_LOSS
        };
        let choice = match self {
            Theme::ClassicWrong => Classic.choose(view),
            Theme::LateDeck => {
                if view.cards_left() > LATE_DECK_CARDS {
                    return None;
                }
                let fresh = TableView::from_position(
                    view.hand(view.seat()).cards(),
                    view.hand(view.opponent()).cards(),
                    &[],
                    false,
                    view.has_stood(view.opponent()),
                )
                .ok()?
                .with_context(view.context());
                Expert::evaluate_match(&fresh)?.best()
            }
            Theme::Soft => {
                if !view.score(view.seat()).soft {
                    return None;
                }
                match eval.best() {
                    Choice::Take => Choice::Stand,
                    Choice::Stand => Choice::Take,
                }
            }
        };
        costs(choice).then_some(choice)
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Theme {
    type Err = Refusal;
    fn from_str(s: &str) -> Result<Theme, Refusal> {
        Theme::ALL
            .into_iter()
            .find(|t| t.as_str() == s)
            .ok_or_else(|| Damage::NotATheme { quote: clip(s) }.into())
    }
}

/// `count` (at most [`MAX_COUNT`]) distinct positions of `theme` from the
/// matches of `seed`, each graded at the theme's tempting choice. Fewer
/// when 400 matches do not hold that many.
pub fn generate(theme: Theme, count: usize, seed: u64) -> Vec<Drill> {
    let count = count.min(MAX_COUNT);
    let mut out: Vec<Drill> = Vec::new();
    for k in 0..MAX_MATCHES {
        if out.len() >= count {
            break;
        }
        // Every pairing of the page's levels in turn, however many there are.
        let n = Level::ALL.len() as u64;
        let levels = [
            Level::ALL[(k % n) as usize],
            Level::ALL[(k / n % n) as usize],
        ];
        let mut duel = Duel::new(
            seed.wrapping_add(k.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
            FirstRule::Alternate,
        );
        while duel.phase() != Phase::MatchOver && out.len() < count {
            let Some(seat) = duel.to_move() else {
                if duel.play(Action::NextRound).is_err() {
                    break;
                }
                continue;
            };
            let view = duel.view(seat);
            if let Some(drill) = themed(theme, &duel, seat, &view) {
                if !out.iter().any(|d| d.position.same(&drill.position)) {
                    out.push(drill);
                }
            }
            let choice = levels[seat.index()].choose(&view);
            if duel.play(choice.action(seat)).is_err() {
                break;
            }
        }
    }
    out
}

fn themed(theme: Theme, duel: &Duel, seat: Seat, view: &TableView) -> Option<Drill> {
    let choice = theme.tempting(view)?;
    Drill::new(Position::of(duel, seat)?, choice).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for t in Theme::ALL {
            assert_eq!(t.as_str().parse::<Theme>(), Ok(t));
        }
        assert!("hard".parse::<Theme>().is_err());
    }

    #[test]
    fn the_same_seed_gives_the_same_set() {
        let a = generate(Theme::Soft, 4, 9);
        assert_eq!(a.len(), 4);
        assert_eq!(a, generate(Theme::Soft, 4, 9));
        assert_ne!(a, generate(Theme::Soft, 4, 10));
    }
}
