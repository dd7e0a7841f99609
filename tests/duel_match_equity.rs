//! Expert playing for the match (SPEC §3 "Playing for the match"): in a
//! match's last round its match equities are exact, checked against an
//! independent brute force over the real match (every unseen card tried as
//! the next one, replayed through `Duel::play`, the match's own result at
//! the end); everywhere, one more round win of one's own never lowers the
//! match equity of either action.

use duel21::cards::{Card, Deck, Level};
use duel21::duel::ai::{AutoPlayer, Choice, Expert, ExpertRound, MatchContext, TableView};
use duel21::{Action, Duel, FirstRule, Outcome, Phase, Seat};

/// The match result for `seat`: 1, ½ or 0.
fn result(duel: &Duel, seat: Seat) -> f64 {
    match duel.winner() {
        Some(Outcome::Win(s)) if s == seat => 1.0,
        Some(Outcome::Draw) => 0.5,
        Some(Outcome::Win(_)) => 0.0,
        None => panic!("not over: {duel}"),
    }
}

/// `duel` replayed on a deck whose next card is `next` (the other unseen
/// cards after it in any order).
fn with_next(duel: &Duel, next: Card) -> Duel {
    let dealt = duel.deck().dealt();
    let rest = duel.deck().order()[dealt.len()..]
        .iter()
        .copied()
        .filter(|&c| c != next);
    let order: Vec<Card> = dealt.iter().copied().chain([next]).chain(rest).collect();
    let mut replay = Duel::with_deck(Deck::from_order(order).unwrap(), duel.rule());
    for &action in duel.log() {
        replay.play(action).unwrap();
    }
    replay
}

/// The exact match equity for `seat` of `duel` (in its last round), by
/// expectiminimax over the real match: the mover maximises its own result,
/// every unseen card is equally likely next.
fn brute(duel: &Duel, seat: Seat) -> f64 {
    let Some(mover) = duel.to_move() else {
        assert_eq!(duel.phase(), Phase::MatchOver, "{duel}");
        return result(duel, seat);
    };
    let [take, stand] = actions(duel, seat);
    if mover == seat {
        take.max(stand)
    } else {
        take.min(stand)
    }
}

/// The brute-force match equity for `seat` of Take and of Stand by the
/// mover of `duel`.
fn actions(duel: &Duel, seat: Seat) -> [f64; 2] {
    let mover = duel.to_move().unwrap();
    let mut stood = duel.clone();
    stood.play(Action::Stand(mover)).unwrap();
    let stand = brute(&stood, seat);
    let unseen = &duel.deck().order()[duel.deck().dealt().len()..];
    let take = unseen
        .iter()
        .map(|&c| {
            let mut next = with_next(duel, c);
            next.play(Action::Take(mover)).unwrap();
            brute(&next, seat)
        })
        .sum::<f64>()
        / unseen.len() as f64;
    [take, stand]
}

/// Cards in both hands of the round on the table.
fn in_hands(duel: &Duel) -> usize {
    duel.round().hand(Seat::P1).len() + duel.round().hand(Seat::P2).len()
}

#[test]
fn last_round_match_equities_are_exact() {
    let (mut checked, mut differ) = (0, 0);
    let pairs = [
        [Level::Expert, Level::Expert],
        [Level::Easy, Level::Classic],
        [Level::Classic, Level::Expert],
    ];
    for seed in 0..120u64 {
        let rule = if seed % 2 == 0 {
            FirstRule::Alternate
        } else {
            FirstRule::P1
        };
        let levels = pairs[seed as usize % pairs.len()];
        let mut duel = Duel::new(seed, rule);
        while duel.phase() != Phase::MatchOver {
            let Some(seat) = duel.to_move() else {
                duel.play(Action::NextRound).unwrap();
                continue;
            };
            let view = duel.view(seat);
            // SPEC §3: "A round that begins with fewer than 8 cards is the last".
            if duel.cards_left() + in_hands(&duel) < 8 {
                let eval = Expert::evaluate_match(&view).unwrap();
                let [take, stand] = actions(&duel, seat);
                assert!((eval.take_equity() - take).abs() < 1e-9, "take in {duel}");
                assert!(
                    (eval.stand_equity() - stand).abs() < 1e-9,
                    "stand in {duel}"
                );
                // The better action is picked; equal ones stand.
                let best = if take > stand + 1e-12 {
                    Choice::Take
                } else {
                    Choice::Stand
                };
                assert_eq!(Expert.choose(&view), best, "{duel}");
                differ += usize::from(ExpertRound.choose(&view) != best);
                checked += 1;
            }
            let choice = levels[seat.index()].choose(&view);
            duel.play(choice.action(seat)).unwrap();
        }
    }
    assert!(checked >= 100, "checked {checked}");
    // Playing for the match changes some last-round decisions.
    assert!(
        differ > 0,
        "no decision differs from the round's in {checked}"
    );
}

/// Views of every decision of some matches, early and late.
fn positions() -> Vec<TableView> {
    let mut out = Vec::new();
    for seed in 0..40u64 {
        let rule = if seed % 2 == 0 {
            FirstRule::Alternate
        } else {
            FirstRule::P1
        };
        let mut duel = Duel::new(seed + 900, rule);
        while duel.phase() != Phase::MatchOver {
            let Some(seat) = duel.to_move() else {
                duel.play(Action::NextRound).unwrap();
                continue;
            };
            let view = duel.view(seat);
            let choice = Level::Classic.choose(&view);
            out.push(view);
            duel.play(choice.action(seat)).unwrap();
        }
    }
    out
}

#[test]
fn one_more_point_of_ones_own_never_lowers_either_action() {
    let views = positions();
    assert!(views.len() > 500, "{}", views.len());
    let mut raised = 0;
    for view in views {
        let seat = view.seat();
        for extra in [[0i8, 0], [1, 0], [0, 1], [2, 3], [4, 1]] {
            let (mine, theirs) = (extra[seat.index()], extra[seat.other().index()]);
            let context = view.context();
            let base = MatchContext {
                lead: context.lead + mine - theirs,
                ..context
            };
            let more = MatchContext {
                lead: base.lead + 1,
                ..base
            };
            let a = Expert::evaluate_match(&view.clone().with_context(base)).unwrap();
            let b = Expert::evaluate_match(&view.clone().with_context(more)).unwrap();
            assert_eq!(a.scale, b.scale);
            assert!(b.take >= a.take, "take, {base:?} → {more:?}: {view:?}");
            assert!(b.stand >= a.stand, "stand, {base:?} → {more:?}: {view:?}");
            raised += usize::from(b.take > a.take || b.stand > a.stand);
        }
    }
    assert!(raised > 1000, "{raised}");
}
