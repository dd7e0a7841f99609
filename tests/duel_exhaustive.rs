//! Every one of the 52·51·50·49 = 6 497 400 possible opening deals of a round:
//! the engine's totals, soft flags and legal actions are compared with an
//! independent naive scorer (which tries every ace as 1 or 11).

use duel21::{Action, Card, Deck, Duel, FirstRule, Phase, Seat};

/// Best total by brute force: every ace independently 1 or 11, the highest
/// total ≤ 21, else the lowest. Soft when that best total counts an ace as 11.
fn naive(cards: &[Card]) -> (u8, bool) {
    let aces = cards.iter().filter(|c| c.rank().number() == 1).count();
    let base: u8 = cards.iter().map(|c| c.rank().number().min(10)).sum();
    let totals: Vec<(u8, bool)> = (0..=aces).map(|k| (base + 10 * k as u8, k > 0)).collect();
    let best = totals.iter().filter(|(t, _)| *t <= 21).max();
    *best.unwrap_or_else(|| totals.iter().min().unwrap())
}

#[test]
fn every_opening_deal() {
    let all: Vec<Card> = Card::all().collect();
    let mut deals = 0u64;
    let mut p1_twenty_one = 0u64;
    let mut both_twenty_one = 0u64;
    let mut order = Vec::with_capacity(52);
    for &a in &all {
        for &b in &all {
            if b == a {
                continue;
            }
            for &c in &all {
                if c == a || c == b {
                    continue;
                }
                for &d in &all {
                    if d == a || d == b || d == c {
                        continue;
                    }
                    order.clear();
                    order.extend([a, b, c, d]);
                    order.extend(all.iter().filter(|x| ![a, b, c, d].contains(x)));
                    let duel =
                        Duel::with_deck(Deck::from_order(order.clone()).unwrap(), FirstRule::P1);
                    let (t1, s1) = naive(&[a, c]);
                    let (t2, s2) = naive(&[b, d]);
                    let seats = [
                        duel.round().hand(Seat::P1).score(),
                        duel.round().hand(Seat::P2).score(),
                    ];
                    assert_eq!((seats[0].total, seats[0].soft), (t1, s1), "{a} {c}");
                    assert_eq!((seats[1].total, seats[1].soft), (t2, s2), "{b} {d}");
                    // Two cards never bust (at most A+A = 12); 21 stops drawing.
                    let expected = match (t1 == 21, t2 == 21) {
                        (false, _) => vec![Action::Take(Seat::P1), Action::Stand(Seat::P1)],
                        (true, false) => vec![Action::Take(Seat::P2), Action::Stand(Seat::P2)],
                        (true, true) => vec![Action::NextRound],
                    };
                    assert_eq!(duel.legal_actions(), expected, "{a} {b} {c} {d}");
                    if t1 == 21 {
                        p1_twenty_one += 1;
                        if t2 == 21 {
                            both_twenty_one += 1;
                            assert_eq!(duel.phase(), Phase::RoundOver);
                        }
                    }
                    deals += 1;
                }
            }
        }
    }
    assert_eq!(deals, 52 * 51 * 50 * 49);
    // P1 holds an ace and a ten-value card: 2 orders × 4 aces × 16 tens, times
    // any 2 of the other 50 cards for P2.
    assert_eq!(p1_twenty_one, 2 * 4 * 16 * 50 * 49);
    // Both: P1 ace+ten (128 ordered), P2 one of 3 aces and one of 15 tens.
    assert_eq!(both_twenty_one, 128 * 2 * 3 * 15);
}
