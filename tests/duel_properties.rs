//! Properties over thousands of seeded random playouts of whole matches.

use std::collections::HashSet;

use duel21::{Action, Card, Duel, FirstRule, Phase, Seat};
use proptest::prelude::*;

const EVERY_ACTION: [Action; 5] = [
    Action::Take(Seat::P1),
    Action::Take(Seat::P2),
    Action::Stand(Seat::P1),
    Action::Stand(Seat::P2),
    Action::NextRound,
];

/// 52 cards are conserved with no duplicates: discards + both hands are
/// exactly the dealt cards, and dealt + undealt is the whole deck.
fn check_conservation(duel: &Duel) {
    let round = duel.round();
    let mut seen: HashSet<Card> = HashSet::new();
    let hands = [round.hand(Seat::P1), round.hand(Seat::P2)];
    for card in duel
        .discards()
        .iter()
        .chain(hands[0].cards())
        .chain(hands[1].cards())
    {
        assert!(seen.insert(*card), "{card} twice");
    }
    assert_eq!(seen.len() + duel.cards_left(), 52);
    for card in &duel.deck().order()[52 - duel.cards_left()..] {
        assert!(seen.insert(*card), "{card} both dealt and in the deck");
    }
    assert_eq!(seen.len(), 52);
    for hand in hands {
        assert!(
            (2..=5).contains(&hand.len()),
            "a hand of {} cards",
            hand.len()
        );
    }
}

fn playout(seed: u64, alternate: bool, choices: &[u8]) {
    let rule = if alternate {
        FirstRule::Alternate
    } else {
        FirstRule::P1
    };
    let mut duel = Duel::new(seed, rule);
    let mut steps = 0;
    loop {
        check_conservation(&duel);
        let legal = duel.legal_actions();
        // every listed action is accepted; every unlisted one is refused and changes nothing
        for action in EVERY_ACTION {
            let mut tried = duel.clone();
            let result = tried.play(action);
            if legal.contains(&action) {
                assert!(
                    result.is_ok(),
                    "{action} listed but refused: {result:?} at {duel}"
                );
            } else {
                assert!(
                    result.is_err(),
                    "{action} not listed but accepted at {duel}"
                );
                assert_eq!(tried, duel, "a refused {action} changed the table");
            }
        }
        if legal.is_empty() {
            break;
        }
        let pick = choices.get(steps).copied().unwrap_or(0) as usize % legal.len();
        duel.play(legal[pick]).unwrap();
        steps += 1;
        // A match ends: at most 52 cards, each action takes one or ends a turn.
        assert!(steps <= 200, "match did not end");
    }
    assert_eq!(duel.phase(), Phase::MatchOver);
    assert!(duel.cards_left() < 4);
    let t = duel.tally();
    assert_eq!(
        (t.wins[0] + t.wins[1] + t.draws) as usize,
        duel.history().len()
    );
    assert_eq!(duel.history().len(), duel.round_number());
    // The save replays to the identical match.
    assert_eq!(Duel::load_json(&duel.save_json()).unwrap(), duel);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn random_matches_keep_every_invariant(
        seed in any::<u64>(),
        alternate in any::<bool>(),
        choices in proptest::collection::vec(any::<u8>(), 0..120),
    ) {
        playout(seed, alternate, &choices);
    }

    #[test]
    fn saves_round_trip_mid_match(seed in any::<u64>(), steps in 0usize..60) {
        let mut duel = Duel::new(seed, FirstRule::Alternate);
        for i in 0..steps {
            let legal = duel.legal_actions();
            if legal.is_empty() { break; }
            duel.play(legal[i % legal.len()]).unwrap();
        }
        let loaded = Duel::load_json(&duel.save_json()).unwrap();
        prop_assert_eq!(&loaded, &duel);
        prop_assert_eq!(loaded.legal_actions(), duel.legal_actions());
    }
}
