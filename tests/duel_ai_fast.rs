//! The fast Expert search against the reference search
//! (`tests/support/reference.rs`, the first exact search, kept unchanged):
//! the same scaled integers (take, stand and their scale) for both opponent
//! models on every opening decision from a full deck (the 2970 that `duel21
//! survey` enumerates), on decisions met late in the deck, and on every
//! decision of Expert-vs-Classic matches. Also deterministic node counts
//! (memo misses) of the widest decision, a stand-in for its time.

// The reference search: a test oracle, kept with the tests.
#[path = "support/reference.rs"]
mod reference;

use duel21::cards::Level;
use duel21::duel::ai::{AutoPlayer, Expert, ExpertEval, Opponent, TableView};
use duel21::{parse_cards, Action, Duel, FirstRule, Phase, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const MODELS: [Opponent; 2] = [Opponent::Minimising, Opponent::Classic];

fn values(e: ExpertEval) -> (u64, u64, u64) {
    (e.take, e.stand, e.scale)
}

/// Asserts both searches agree on `view` for both models.
fn assert_same(view: &TableView) {
    for opponent in MODELS {
        let fast = Expert::evaluate_against(view, opponent).expect("the mover's view");
        let slow = reference::evaluate_against(view, opponent).expect("the mover's view");
        assert_eq!(values(fast), values(slow), "{opponent:?} in {view:?}");
    }
}

#[test]
fn the_reference_and_the_fast_search_give_the_same_numbers_on_one_position() {
    let c = |s| parse_cards(s).unwrap();
    let view = TableView::from_position(&c("9h 8c"), &c("7s 4d"), &[], false, false).unwrap();
    let slow = reference::evaluate_against(&view, Opponent::Minimising).unwrap();
    let fast = Expert::evaluate(&view).unwrap();
    assert_eq!(
        (slow.take, slow.stand, slow.scale),
        (fast.take, fast.stand, fast.scale)
    );
}

#[test]
fn fast_equals_reference_on_every_opening() {
    let openings = TableView::openings();
    assert_eq!(openings.len(), 2970);
    for view in &openings {
        assert_same(view);
    }
}

/// Decision positions met while random players (each action a coin flip
/// with a per-match bias) play whole matches, kept when at most
/// `max_left` cards are left.
fn random_positions(matches: u64, max_left: usize) -> Vec<TableView> {
    let mut out = Vec::new();
    for seed in 0..matches {
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let rule = if seed % 2 == 0 {
            FirstRule::P1
        } else {
            FirstRule::Alternate
        };
        let mut duel = Duel::new(seed * 104_729 + 11, rule);
        let bias: f64 = rng.random_range(0.2..0.95);
        while duel.phase() != Phase::MatchOver {
            if let Some(seat) = duel.to_move() {
                if duel.cards_left() <= max_left {
                    out.push(duel.view(seat));
                }
                let action = if rng.random_bool(bias) {
                    Action::Take(seat)
                } else {
                    Action::Stand(seat)
                };
                duel.play(action).unwrap();
            } else {
                duel.play(Action::NextRound).unwrap();
            }
        }
    }
    out
}

#[test]
fn fast_equals_reference_late_in_the_deck() {
    // Late decks: few cards, uneven counts, empty classes, the deck running
    // out mid-round.
    let positions = random_positions(1500, 20);
    assert!(positions.len() >= 5000, "{}", positions.len());
    for view in &positions {
        assert_same(view);
    }
}

#[test]
fn fast_equals_reference_through_whole_matches() {
    let positions = random_positions(150, 52);
    assert!(positions.len() >= 3000, "{}", positions.len());
    for view in &positions {
        assert_same(view);
    }
}

/// Every decision Expert and Classic meet while playing each other.
#[test]
fn fast_equals_reference_in_expert_classic_matches() {
    let mut checked = 0;
    for seed in 0..60 {
        let mut duel = Duel::new(seed, FirstRule::Alternate);
        while duel.phase() != Phase::MatchOver {
            let Some(seat) = duel.to_move() else {
                duel.play(Action::NextRound).unwrap();
                continue;
            };
            let view = duel.view(seat);
            assert_same(&view);
            checked += 1;
            let level = if seat == Seat::P1 {
                Level::Expert
            } else {
                Level::Classic
            };
            duel.play(level.choose(&view).action(seat)).unwrap();
        }
    }
    assert!(checked >= 1000, "{checked}");
}

/// The widest first decision (two aces against two twos). Node counts are
/// deterministic: the reference expands 9744 nodes, the fast search far
/// fewer (decisions ending the round after one more card are summed
/// directly, and a state has one memo entry whichever seat moves in it).
#[test]
fn the_fast_search_expands_fewer_nodes() {
    let c = |s| parse_cards(s).unwrap();
    let view = TableView::from_position(&c("As Ah"), &c("2s 2h"), &[], false, false).unwrap();
    let slow = reference::evaluate_against(&view, Opponent::Minimising).unwrap();
    let fast = Expert::evaluate(&view).unwrap();
    assert_eq!(slow.nodes, 9744);
    assert!(fast.nodes <= 3_000, "{} nodes", fast.nodes);
    assert_eq!(values(fast), values(slow));
}
