//! Expert against a naive search: on thousands of random reachable positions
//! the memoized, value-class search must give exactly the same equities as a
//! plain un-memoized expectiminimax over all 13 ranks in exact rationals, and
//! so must the best reply to Classic (the same search with Classic's rule as
//! the opponent). On full-deck opening decisions, too wide for the plain
//! search, the naive search keeps a memo keyed by the whole state (both hands
//! as sorted rank lists, the stands, the 13 unseen counts).
//! Also: the values equal exhaustive play through the engine near the end of
//! a deck, they lie in [0, 1], and a deterministic node-count bound holds on
//! the hardest first decision of a round.

use std::collections::HashMap;

use duel21::duel::ai::classic::if_take_card;
use duel21::duel::ai::{AutoPlayer, Choice, CounterClassic, Expert, Opponent, TableView};
use duel21::{parse_cards, Action, Card, Deck, Duel, FirstRule, Outcome, Phase, Rank, Score, Seat};
use num_rational::Ratio;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

type Q = Ratio<i128>;

/// The whole state of a naive search node, for the optional memo.
type Key = ([Vec<Rank>; 2], [bool; 2], [u8; 13], usize);

/// The naive search's state: plain rank lists, nothing clever.
#[derive(Clone)]
struct Naive {
    hands: [Vec<Rank>; 2],
    stood: [bool; 2],
    remaining: [u8; 13],
    /// Nodes visited, to give up on positions too big for a debug-mode test.
    budget: u64,
    /// How side 1 plays.
    opponent: Opponent,
    /// Values by whole state, when the position is too wide without one.
    memo: Option<HashMap<Key, Q>>,
}

/// Best score, from the rules directly: "A = 11 unless that would make the
/// hand exceed 21, then 1 (at most one ace can count 11)".
fn score(hand: &[Rank]) -> Score {
    let hard: u32 = hand.iter().map(|r| u32::from(r.number().min(10))).sum();
    let soft = hand.contains(&Rank::Ace) && hard + 10 <= 21;
    let total = if soft { hard + 10 } else { hard };
    Score {
        total: u8::try_from(total).unwrap(),
        soft,
    }
}

fn best_total(hand: &[Rank]) -> u32 {
    u32::from(score(hand).total)
}

impl Naive {
    fn left(&self) -> u32 {
        self.remaining.iter().map(|&n| u32::from(n)).sum()
    }

    fn may_draw(&self, i: usize) -> bool {
        !self.stood[i]
            && best_total(&self.hands[i]) < 21
            && self.hands[i].len() < 5
            && self.left() > 0
    }

    /// Equity for side 0 of the round's end.
    fn result(&self) -> Q {
        let (a, b) = (best_total(&self.hands[0]), best_total(&self.hands[1]));
        let half = Q::new(1, 2);
        let win = |x: bool| {
            if x {
                Q::from_integer(1)
            } else {
                Q::from_integer(0)
            }
        };
        match (a > 21, b > 21) {
            (false, false) if a == b => half,
            (false, false) => win(a > b),
            (true, false) => win(false),
            (false, true) => win(true),
            (true, true) if a == b => half,
            (true, true) => win(a < b),
        }
    }

    /// After `actor` acted: the other seat if it may draw, else the actor,
    /// else the round is over.
    fn next(&mut self, actor: usize) -> Option<Q> {
        if self.may_draw(1 - actor) {
            self.value(1 - actor)
        } else if self.may_draw(actor) {
            self.value(actor)
        } else {
            Some(self.result())
        }
    }

    fn stand(&mut self, mover: usize) -> Option<Q> {
        self.stood[mover] = true;
        let v = self.next(mover);
        self.stood[mover] = false;
        v
    }

    fn take(&mut self, mover: usize) -> Option<Q> {
        let left = i128::from(self.left());
        let mut sum = Q::from_integer(0);
        for rank in Rank::ALL {
            let n = self.remaining[rank.index()];
            if n == 0 {
                continue;
            }
            self.remaining[rank.index()] -= 1;
            self.hands[mover].push(rank);
            let v = self.next(mover);
            self.hands[mover].pop();
            self.remaining[rank.index()] += 1;
            sum += v? * Q::new(i128::from(n), left);
        }
        Some(sum)
    }

    fn key(&self, mover: usize) -> Key {
        let sorted = |i: usize| {
            let mut h = self.hands[i].clone();
            h.sort();
            h
        };
        ([sorted(0), sorted(1)], self.stood, self.remaining, mover)
    }

    fn value(&mut self, mover: usize) -> Option<Q> {
        let key = self.memo.as_ref().map(|_| self.key(mover));
        if let (Some(memo), Some(key)) = (&self.memo, &key) {
            if let Some(v) = memo.get(key) {
                return Some(*v);
            }
        }
        self.budget = self.budget.checked_sub(1)?;
        let v = if mover == 1 && self.opponent == Opponent::Classic {
            let rule = if_take_card(
                score(&self.hands[1]),
                score(&self.hands[0]),
                self.may_draw(0),
                &self.remaining,
            );
            match rule.choice {
                Choice::Take => self.take(mover)?,
                Choice::Stand => self.stand(mover)?,
            }
        } else {
            let (t, s) = (self.take(mover)?, self.stand(mover)?);
            if mover == 0 {
                t.max(s)
            } else {
                t.min(s)
            }
        };
        if let (Some(memo), Some(key)) = (&mut self.memo, key) {
            memo.insert(key, v);
        }
        Some(v)
    }
}

fn naive_of(view: &TableView, budget: u64) -> Naive {
    let ranks = |seat: Seat| view.hand(seat).cards().iter().map(|c| c.rank()).collect();
    let me = view.seat();
    Naive {
        hands: [ranks(me), ranks(me.other())],
        stood: [view.has_stood(me), view.has_stood(me.other())],
        remaining: view.remaining(),
        budget,
        opponent: Opponent::Minimising,
        memo: None,
    }
}

/// Decision positions met while random players (each action a coin flip
/// with a seat-dependent bias) play whole matches.
fn random_positions(matches: u64) -> Vec<TableView> {
    let mut out = Vec::new();
    for seed in 0..matches {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let rule = if seed % 2 == 0 {
            FirstRule::P1
        } else {
            FirstRule::Alternate
        };
        let mut duel = Duel::new(seed * 7919, rule);
        let bias: f64 = rng.random_range(0.3..0.9);
        while duel.phase() != Phase::MatchOver {
            if let Some(seat) = duel.to_move() {
                out.push(duel.view(seat));
                let p = if seat == Seat::P1 {
                    bias
                } else {
                    1.0 - bias / 2.0
                };
                let action = if rng.random_bool(p) {
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

/// Checks the search with `opponent` against the naive search on random
/// positions whose naive search takes at most 3000 nodes; returns how many
/// were checked.
fn check_random_positions(opponent: Opponent, player: &dyn AutoPlayer) -> usize {
    let positions = random_positions(120);
    let (mut checked, mut skipped) = (0, 0);
    for view in &positions {
        let eval = Expert::evaluate_against(view, opponent).expect("the mover's view");
        let mut naive = naive_of(view, 3_000);
        naive.opponent = opponent;
        let me = 0;
        let (Some(take), Some(stand)) = (naive.take(me), naive.stand(me)) else {
            skipped += 1;
            continue;
        };
        let scale = i128::from(eval.scale);
        assert_eq!(
            Q::new(i128::from(eval.take), scale),
            take,
            "take in {view:?}"
        );
        assert_eq!(
            Q::new(i128::from(eval.stand), scale),
            stand,
            "stand in {view:?}"
        );
        for v in [eval.take_equity(), eval.stand_equity()] {
            assert!((0.0..=1.0).contains(&v), "{v}");
        }
        let best = if take > stand {
            Choice::Take
        } else {
            Choice::Stand
        };
        assert_eq!(eval.best(), best);
        assert_eq!(player.choose(view), best);
        checked += 1;
    }
    println!("{opponent:?}: checked {checked}, skipped {skipped}");
    checked
}

#[test]
fn expert_equals_a_naive_search_on_random_positions() {
    let checked = check_random_positions(Opponent::Minimising, &Expert);
    assert!(checked >= 2000, "checked {checked}");
}

#[test]
fn the_best_reply_to_classic_equals_a_naive_search_on_random_positions() {
    let checked = check_random_positions(Opponent::Classic, &CounterClassic);
    assert!(checked >= 2000, "checked {checked}");
}

/// Every 100th of the 2970 opening decisions (`duel21 survey` times them
/// all) and the widest of them, against the naive search with a memo, for
/// both opponent models. A fixed opponent can only be as good for the mover
/// as the minimising one.
#[test]
fn searches_equal_a_naive_search_on_full_deck_openings() {
    let openings = TableView::openings();
    assert_eq!(openings.len(), 2970);
    let c = |s| parse_cards(s).unwrap();
    let widest = TableView::from_position(&c(HARDEST.0), &c(HARDEST.1), &[], false, false).unwrap();
    assert!(openings.contains(&widest));
    let mut checked = 0;
    for view in openings.iter().step_by(100).chain([&widest]) {
        let mut evals = Vec::new();
        for opponent in [Opponent::Minimising, Opponent::Classic] {
            let eval = Expert::evaluate_against(view, opponent).unwrap();
            let mut naive = naive_of(view, u64::MAX);
            naive.opponent = opponent;
            naive.memo = Some(HashMap::new());
            let scale = i128::from(eval.scale);
            let me = format_hands(view);
            assert_eq!(
                Q::new(i128::from(eval.take), scale),
                naive.take(0).unwrap(),
                "take, {opponent:?}, {me}"
            );
            assert_eq!(
                Q::new(i128::from(eval.stand), scale),
                naive.stand(0).unwrap(),
                "stand, {opponent:?}, {me}"
            );
            evals.push(eval);
        }
        let [worst, classic] = [evals[0], evals[1]];
        assert_eq!(worst.scale, classic.scale);
        assert!(classic.take >= worst.take && classic.stand >= worst.stand);
        checked += 1;
    }
    assert_eq!(checked, 31);
}

fn format_hands(view: &TableView) -> String {
    let hand = |s: Seat| duel21::format_cards(view.hand(s).cards());
    format!("{} v {}", hand(Seat::P1), hand(Seat::P2))
}

#[test]
fn expert_equals_a_naive_search_on_typed_early_positions() {
    // Fresh rounds from a full deck, where the search is widest.
    let cases = [
        ("10h 6c", "9s 9d", false),
        ("Kh 2c", "Qs 3d", false),
        ("9h 8c", "7s 4d", false),
        ("As 7c", "Kd 8h", true),
        ("5h 5c", "10s 2d", false),
    ];
    for (me, opp, opp_stood) in cases {
        let c = |s| parse_cards(s).unwrap();
        let view = TableView::from_position(&c(me), &c(opp), &[], false, opp_stood).unwrap();
        let eval = Expert::evaluate(&view).unwrap();
        let mut naive = naive_of(&view, u64::MAX);
        let scale = i128::from(eval.scale);
        assert_eq!(
            Q::new(i128::from(eval.take), scale),
            naive.take(0).unwrap(),
            "{me} v {opp}"
        );
        assert_eq!(
            Q::new(i128::from(eval.stand), scale),
            naive.stand(0).unwrap(),
            "{me} v {opp}"
        );
    }
}

/// The widest first decision of a round from a full deck (`duel21 survey`
/// tries all 2970 and names this one: two tiny hands, so both players may
/// take three more cards each). The bound is a deterministic stand-in for a
/// timing: the first search expanded 9744 nodes (still true of
/// `reference`), the fast one 2943.
#[test]
fn node_count_of_the_hardest_first_decision_is_bounded() {
    let c = |s| parse_cards(s).unwrap();
    let view = TableView::from_position(&c(HARDEST.0), &c(HARDEST.1), &[], false, false).unwrap();
    let eval = Expert::evaluate(&view).unwrap();
    assert!(eval.nodes <= HARDEST_NODE_BOUND, "{} nodes", eval.nodes);
    // Deterministic: the same count every time.
    assert_eq!(Expert::evaluate(&view).unwrap().nodes, eval.nodes);
}

const HARDEST: (&str, &str) = ("As Ah", "2s 2h");
const HARDEST_NODE_BOUND: u64 = 3_500;

/// All orders of `cards`.
fn permutations(cards: &[Card]) -> Vec<Vec<Card>> {
    if cards.len() <= 1 {
        return vec![cards.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..cards.len() {
        let mut rest = cards.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            out.push(tail);
        }
    }
    out
}

/// The search's rules model against the engine itself: near the end of a
/// deck, every order of the unseen cards is played out through `Duel::play`
/// (the mover's first action forced, then Expert for both seats). Each order
/// is equally likely, so the average result is exactly the equity Expert
/// computed for that action.
#[test]
fn expert_values_match_exhaustive_play_through_the_engine() {
    let mut checked = 0;
    for seed in 0..60u64 {
        let rule = if seed % 2 == 0 {
            FirstRule::P1
        } else {
            FirstRule::Alternate
        };
        let mut duel = Duel::new(seed, rule);
        while duel.phase() != Phase::MatchOver {
            let Some(seat) = duel.to_move() else {
                duel.play(Action::NextRound).unwrap();
                continue;
            };
            let view = duel.view(seat);
            if duel.cards_left() <= 6 {
                let eval = Expert::evaluate(&view).unwrap();
                let dealt = duel.deck().dealt().to_vec();
                let unseen: Vec<Card> = duel.deck().order()[dealt.len()..].to_vec();
                let orders = permutations(&unseen);
                for (first, value) in [
                    (Action::Take(seat), eval.take),
                    (Action::Stand(seat), eval.stand),
                ] {
                    // Sum of results in half points over all orders.
                    let mut halves = 0i128;
                    for order in &orders {
                        let deck =
                            Deck::from_order(dealt.iter().chain(order).copied().collect()).unwrap();
                        let mut replay = Duel::with_deck(deck, rule);
                        for action in duel.log() {
                            replay.play(*action).unwrap();
                        }
                        let round = replay.round_number();
                        replay.play(first).unwrap();
                        while let Some(s) = replay.to_move() {
                            replay
                                .play(Expert.choose(&replay.view(s)).action(s))
                                .unwrap();
                        }
                        let record = &replay.history()[round - 1];
                        halves += match record.outcome {
                            Outcome::Win(w) if w == seat => 2,
                            Outcome::Draw => 1,
                            Outcome::Win(_) => 0,
                        };
                    }
                    let exhaustive = Q::new(halves, 2 * orders.len() as i128);
                    assert_eq!(
                        Q::new(i128::from(value), i128::from(eval.scale)),
                        exhaustive,
                        "{first} in {duel}"
                    );
                }
                checked += 1;
            }
            let choice = Expert.choose(&view);
            duel.play(choice.action(seat)).unwrap();
        }
    }
    assert!(checked >= 30, "checked {checked}");
}
