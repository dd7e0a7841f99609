//! Self-play sanity: over a fixed set of seeds, in the duplicate format
//! (every deck played twice with the seats swapped), Expert beats Classic and
//! Classic beats Easy; the best reply to Classic does at least as well
//! against it as Expert. Small and deterministic; the full benchmark is
//! `duel21 selfplay` (see docs/auto-player.md).

use duel21::cards::Level;
use duel21::duel::ai::{AutoPlayer, CounterClassic};
use duel21::{Action, Duel, FirstRule, Phase, Seat};

/// `a`'s share of round points (a draw is half a point) over `decks` decks,
/// each played with `a` in seat P1 and then in seat P2.
fn round_points(a: &dyn AutoPlayer, b: &dyn AutoPlayer, decks: u64, rule: FirstRule) -> f64 {
    let (mut points, mut rounds) = (0.0, 0usize);
    for seed in 0..decks {
        for a_seat in Seat::BOTH {
            let mut duel = Duel::new(seed, rule);
            while duel.phase() != Phase::MatchOver {
                match duel.to_move() {
                    Some(seat) => {
                        let player = if seat == a_seat { a } else { b };
                        let choice = player.choose(&duel.view(seat));
                        duel.play(choice.action(seat))
                            .expect("Auto moves are legal");
                    }
                    None => {
                        duel.play(Action::NextRound).unwrap();
                    }
                }
            }
            let t = duel.tally();
            points += f64::from(t.wins[a_seat.index()]) + 0.5 * f64::from(t.draws);
            rounds += duel.history().len();
        }
    }
    points / rounds as f64
}

#[test]
fn expert_beats_classic_and_the_best_reply_does_at_least_as_well() {
    // Classic is close to optimal: Expert's edge is small (about 0.5 points
    // in 100), so this needs a thousand decks to show it. The best reply to
    // Classic maximises each round's equity against exactly this opponent.
    for rule in [FirstRule::P1, FirstRule::Alternate] {
        let expert = round_points(&Level::Expert, &Level::Classic, 1000, rule);
        assert!(expert > 0.5, "{rule:?}: {expert}");
        let counter = round_points(&CounterClassic, &Level::Classic, 1000, rule);
        println!("{rule:?}: expert {expert}, counter-classic {counter}");
        assert!(counter >= expert, "{rule:?}: {counter} < {expert}");
    }
}

#[test]
fn classic_beats_easy() {
    let share = round_points(&Level::Classic, &Level::Easy, 300, FirstRule::P1);
    assert!(share > 0.51, "{share}");
}

#[test]
fn expert_beats_easy() {
    let share = round_points(&Level::Expert, &Level::Easy, 100, FirstRule::Alternate);
    assert!(share > 0.52, "{share}");
}

#[test]
fn a_level_against_itself_is_even() {
    for level in Level::ALL {
        assert_eq!(round_points(&level, &level, 10, FirstRule::Alternate), 0.5);
    }
}
