//! Properties over seeded random play: every Auto move is legal, the view
//! never disagrees with the engine, and explanations are well-formed.

use duel21::cards::Level;
use duel21::duel::ai::{explain, AutoPlayer, Choice};
use duel21::{Action, Duel, FirstRule, Phase, Seat};
use proptest::prelude::*;

fn level() -> impl Strategy<Value = Level> {
    prop::sample::select(Level::ALL.to_vec())
}

proptest! {
    // No failure file: integration tests have no lib.rs beside them to
    // persist regressions next to; the seeds are in the failure message.
    #![proptest_config(ProptestConfig {
        cases: 48,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Every level, in either seat, under either first-player rule, only
    /// ever chooses an action the engine lists as legal, for a whole match.
    #[test]
    fn every_auto_move_is_legal(seed in any::<u64>(), p1 in level(), p2 in level(), alternate in any::<bool>()) {
        let rule = if alternate { FirstRule::Alternate } else { FirstRule::P1 };
        let mut duel = Duel::new(seed, rule);
        while duel.phase() != Phase::MatchOver {
            if let Some(seat) = duel.to_move() {
                let view = duel.view(seat);
                prop_assert!(view.is_my_turn());
                prop_assert_eq!(view.remaining(), duel.deck().remaining_by_rank());
                let level = if seat == Seat::P1 { p1 } else { p2 };
                let action = level.choose(&view).action(seat);
                prop_assert!(duel.legal_actions().contains(&action), "{} in {}", action, duel);
                duel.play(action).unwrap();
            } else {
                duel.play(Action::NextRound).unwrap();
            }
        }
    }

    /// On the mover's turn every level gives advice, Expert's equities lie in
    /// [0, 1] and its advice is the better of the two (ties stand); the bust
    /// probability is a probability.
    #[test]
    fn explanations_are_consistent(seed in any::<u64>(), takes in prop::collection::vec(any::<bool>(), 0..40)) {
        let mut duel = Duel::new(seed, FirstRule::Alternate);
        for take in takes {
            let Some(seat) = duel.to_move() else {
                if duel.phase() == Phase::MatchOver { break; }
                duel.play(Action::NextRound).unwrap();
                continue;
            };
            let e = explain(&duel.view(seat));
            prop_assert!(e.my_turn);
            prop_assert_eq!(e.advice.len(), 3);
            prop_assert!((0.0..=1.0).contains(&e.bust_probability));
            let eq = e.equity.unwrap();
            prop_assert!((0.0..=1.0).contains(&eq.take) && (0.0..=1.0).contains(&eq.stand));
            let best = if eq.take > eq.stand { Choice::Take } else { Choice::Stand };
            prop_assert_eq!(eq.best, best);
            prop_assert_eq!(e.advice(Level::Expert).unwrap().choice, best);
            prop_assert_eq!(e.remaining.0.iter().map(|&n| usize::from(n)).sum::<usize>(), e.cards_left);
            // The other seat gets the numbers but no advice.
            let other = explain(&duel.view(seat.other()));
            prop_assert!(!other.my_turn && other.advice.is_empty());
            let action = if take { Action::Take(seat) } else { Action::Stand(seat) };
            duel.play(action).unwrap();
        }
    }
}
