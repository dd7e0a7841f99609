//! Expert: exact optimal play for the rest of the round (SPEC §3).
//!
//! "expectiminimax over every possible next card (chance nodes weighted by
//! the exact remaining composition), the opponent assumed to play optimally
//! too, maximizing P(win) + ½·P(draw) of the round. It enumerates its
//! actions, tries each on the state, evaluates, and undoes."
//!
//! # How
//! The search state is compact: each side's [`Score`] (total and soft flag),
//! card count and whether it stood, whose turn it is, and the unseen cards
//! per *value class* (A, 2, …, 9 and the four ten-valued ranks together: 10,
//! J, Q and K score the same, so they are one chance branch weighted by their
//! joint count). Taking a card decrements a count, recurses, and increments it
//! back ("fake move → evaluate → unfake").
//!
//! Values are exact integers. With `n` cards left, a state's value is scaled
//! by `2 · G(n)` with `G(n) = n · (n − 1) ⋯ (b + 1)`, where `b` is the number
//! of cards certain to stay in the deck (a round draws at most 6 more cards).
//! Then a chance node is the plain sum `Σ count[c] · W(child)` (since
//! `G(n) = n · G(n − 1)`), a finished round is worth `G(n)` times 2 for a win,
//! 1 for a draw, 0 for a loss, and min/max compare exact integers: equal
//! equities are recognised exactly and break to Stand. The equity is
//! `W / (2 · G(n_root))`.
//!
//! The memo is a hash map created for each decision and dropped after it.
//!
//! The same search also answers a narrower question: the best reply to a
//! known opponent. With [`Opponent::Classic`] the opponent's nodes are not
//! minimised but follow Classic's rule ([`if_take_card`]), so the value is
//! the most the seat to move can score against Classic. [`CounterClassic`]
//! plays that way; the command-line benchmark uses it to bound how far any
//! strategy for the round can beat Classic.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::classic::if_take_card;
use super::{AutoPlayer, Choice, Decision, Reason, TableView};
use crate::cards::{Rank, Seat};
use crate::duel::hand::{Score, MAX_CARDS, TWENTY_ONE};
use crate::duel::round::{judge, Outcome};

/// The exact optimal level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Expert;

/// The best reply to Classic: the exact search of [`Expert`] with the
/// opponent's choices made by Classic's rule instead of minimised. Not a
/// level of the page; it exists to measure how close Classic is to optimal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CounterClassic;

/// How the search models the opponent's choices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Opponent {
    /// The opponent picks the action worst for the seat to move (Expert).
    #[default]
    Minimising,
    /// The opponent plays Classic's rule, [`if_take_card`].
    Classic,
}

/// The exact value of both actions for the seat to move.
///
/// `take / scale` and `stand / scale` are the equities P(win) + ½·P(draw) of
/// the round; both are exact rationals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExpertEval {
    /// Scaled equity of Take.
    pub take: u64,
    /// Scaled equity of Stand.
    pub stand: u64,
    /// The common denominator.
    pub scale: u64,
    /// Decision nodes expanded (memo misses): a deterministic cost measure.
    pub nodes: u64,
}

impl ExpertEval {
    /// Equity of Take, in [0, 1].
    pub fn take_equity(&self) -> f64 {
        self.take as f64 / self.scale as f64
    }

    /// Equity of Stand, in [0, 1].
    pub fn stand_equity(&self) -> f64 {
        self.stand as f64 / self.scale as f64
    }

    /// The better action; equal equities stand.
    pub fn best(&self) -> Choice {
        if self.take > self.stand {
            Choice::Take
        } else {
            Choice::Stand
        }
    }
}

impl Expert {
    /// The exact equities of Take and Stand for the view's seat, `None` when it
    /// is not that seat's turn.
    ///
    /// ```
    /// use duel21::duel::ai::{Expert, TableView, Choice};
    /// use duel21::parse_cards;
    /// let c = |s| parse_cards(s).unwrap();
    /// // 16 against a stood 18: standing loses for sure.
    /// let view = TableView::from_position(&c("10h 6c"), &c("9s 9d"), &[], false, true).unwrap();
    /// let eval = Expert::evaluate(&view).unwrap();
    /// assert_eq!(eval.stand, 0);
    /// assert_eq!(eval.best(), Choice::Take);
    /// ```
    pub fn evaluate(view: &TableView) -> Option<ExpertEval> {
        Expert::evaluate_against(view, Opponent::Minimising)
    }

    /// The exact equities of Take and Stand for the view's seat when the
    /// opponent plays as `opponent` says, `None` when it is not that seat's
    /// turn.
    ///
    /// ```
    /// use duel21::duel::ai::{Expert, Opponent, TableView};
    /// use duel21::parse_cards;
    /// let c = |s| parse_cards(s).unwrap();
    /// let view = TableView::from_position(&c("9h 8c"), &c("7s 4d"), &[], false, false).unwrap();
    /// let worst = Expert::evaluate(&view).unwrap();
    /// let classic = Expert::evaluate_against(&view, Opponent::Classic).unwrap();
    /// // A fixed opponent can never do better than the minimising one.
    /// assert!(classic.take >= worst.take && classic.stand >= worst.stand);
    /// ```
    pub fn evaluate_against(view: &TableView, opponent: Opponent) -> Option<ExpertEval> {
        if !view.is_my_turn() {
            return None;
        }
        let me = view.seat();
        let side = |seat: Seat| Side {
            score: view.score(seat),
            cards: view.hand(seat).len() as u8,
            stood: view.has_stood(seat),
        };
        let root = Node {
            sides: [side(me), side(me.other())],
            to_move: ME,
        };
        let mut counts = [0u8; CLASSES];
        for rank in Rank::ALL {
            counts[class_of(rank)] += view.remaining_of(rank);
        }
        let mut search = Search::new(counts, &root, opponent);
        let stand = search.after_stand(root);
        let take = search.after_take(root);
        Some(ExpertEval {
            take,
            stand,
            scale: 2 * search.scale[search.left],
            nodes: search.nodes,
        })
    }
}

/// The decision for an evaluation: the better action, with both equities.
fn decision(eval: Option<ExpertEval>) -> Decision {
    match eval {
        None => Decision::new(Choice::Stand, Reason::CannotDraw),
        Some(eval) => Decision::new(
            eval.best(),
            Reason::Equity {
                take: eval.take_equity(),
                stand: eval.stand_equity(),
            },
        ),
    }
}

impl AutoPlayer for Expert {
    fn decide(&self, view: &TableView) -> Decision {
        decision(Expert::evaluate(view))
    }
}

impl AutoPlayer for CounterClassic {
    fn decide(&self, view: &TableView) -> Decision {
        decision(Expert::evaluate_against(view, Opponent::Classic))
    }
}

/// Value classes: A, 2–9, and the ten-valued ranks (10 J Q K).
const CLASSES: usize = 10;

/// Where each class's count sits in the memo key (bits 21–52).
const COUNT_SHIFT: [u32; CLASSES] = [21, 24, 27, 30, 33, 36, 39, 42, 45, 48];

fn class_of(rank: Rank) -> usize {
    rank.index().min(CLASSES - 1)
}

/// Index of the Auto player's side in [`Node::sides`]; the opponent is 1.
const ME: usize = 0;

/// One hand during the search.
#[derive(Clone, Copy, Debug)]
struct Side {
    score: Score,
    cards: u8,
    stood: bool,
}

impl Side {
    /// SPEC §2 rule 3 without the deck: "A player may no longer draw when they
    /// have stood, hold 5 cards, total 21 or more".
    fn active(self) -> bool {
        !self.stood && self.score.total < TWENTY_ONE && usize::from(self.cards) < MAX_CARDS
    }

    /// How many more cards this hand could take at most.
    fn capacity(self) -> usize {
        if self.active() {
            MAX_CARDS - usize::from(self.cards)
        } else {
            0
        }
    }

    /// 10 bits for the memo key. A side that may no longer draw is known by
    /// its score alone.
    fn key(self) -> u64 {
        let active = self.active();
        let cards = if active { u64::from(self.cards) } else { 0 };
        u64::from(self.score.total)
            | u64::from(self.score.soft) << 5
            | u64::from(active) << 6
            | cards << 7
    }
}

/// A state with a seat to move.
#[derive(Clone, Copy, Debug)]
struct Node {
    sides: [Side; 2],
    to_move: usize,
}

/// A multiplicative hasher for the packed `u64` keys (SipHash is several
/// times slower here and the keys are not attacker-controlled).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        // splitmix64's finaliser: every key bit reaches every hash bit.
        let mut z = x ^ self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        self.0 = z ^ (z >> 31);
    }
}

type Memo = HashMap<u64, u64, BuildHasherDefault<KeyHasher>>;

/// One decision's search: the unseen counts (mutated and restored), the
/// scale table, the memo and the opponent model.
struct Search {
    opponent: Opponent,
    counts: [u8; CLASSES],
    /// `counts` packed for the memo key (3 bits per class A–9, 5 bits for
    /// the up to 16 ten-valued cards), kept in step with `counts`.
    packed_counts: u64,
    left: usize,
    /// `scale[n] = G(n)` for every `n` the search can reach.
    scale: Vec<u64>,
    memo: Memo,
    nodes: u64,
}

impl Search {
    fn new(counts: [u8; CLASSES], root: &Node, opponent: Opponent) -> Search {
        let left: usize = counts.iter().map(|&n| usize::from(n)).sum();
        let draws = (root.sides[0].capacity() + root.sides[1].capacity()).min(left);
        let base = left - draws;
        let mut scale = vec![0u64; left + 1];
        scale[base] = 1;
        for n in base + 1..=left {
            scale[n] = scale[n - 1] * n as u64;
        }
        let packed_counts = (0..CLASSES)
            .map(|c| u64::from(counts[c]) << COUNT_SHIFT[c])
            .sum();
        Search {
            opponent,
            counts,
            packed_counts,
            left,
            scale,
            memo: Memo::with_capacity_and_hasher(1 << 12, Default::default()),
            nodes: 0,
        }
    }

    /// The packed state: both sides (10 bits each), the mover, the counts.
    fn key(&self, node: &Node) -> u64 {
        node.sides[0].key()
            | node.sides[1].key() << 10
            | (node.to_move as u64) << 20
            | self.packed_counts
    }

    /// The value of a node with a seat to move: the Auto player tries both
    /// actions and maximises; the opponent tries both and minimises, or plays
    /// the one action Classic's rule picks.
    fn value(&mut self, node: Node) -> u64 {
        let key = self.key(&node);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        // (A `get` then an `insert` on a miss: the recursion in between
        // borrows `self`, so the entry API cannot hold the slot.)
        self.nodes += 1;
        let v = match (node.to_move == ME, self.opponent) {
            (false, Opponent::Classic) => match self.classic_choice(&node) {
                Choice::Take => self.after_take(node),
                Choice::Stand => self.after_stand(node),
            },
            (me, _) => {
                let stand = self.after_stand(node);
                let take = self.after_take(node);
                if me {
                    take.max(stand)
                } else {
                    take.min(stand)
                }
            }
        };
        self.memo.insert(key, v);
        v
    }

    /// What Classic's rule picks for the opponent, to move at `node`. The
    /// rule needs the unseen cards per rank; the ten-valued class stands in
    /// for rank 10 (J, Q and K score the same, so they bust the same hands).
    fn classic_choice(&self, node: &Node) -> Choice {
        let mut remaining = [0u8; 13];
        remaining[..CLASSES].copy_from_slice(&self.counts);
        let [me, opp] = node.sides;
        if_take_card(
            opp.score,
            me.score,
            self.left > 0 && me.active(),
            &remaining,
        )
        .choice
    }

    /// "Standing is final for the round."
    fn after_stand(&mut self, mut node: Node) -> u64 {
        let actor = node.to_move;
        node.sides[actor].stood = true;
        self.pass_turn(node, actor)
    }

    /// A chance node: every class of next card, weighted by its count.
    fn after_take(&mut self, node: Node) -> u64 {
        let actor = node.to_move;
        let mut sum = 0;
        // The class index drives three tables at once (counts, packed-key
        // shifts, ranks) and the counts are mutated inside: a range reads best.
        #[allow(clippy::needless_range_loop)]
        for class in 0..CLASSES {
            let n = self.counts[class];
            if n == 0 {
                continue;
            }
            // Try: the next card is of this class …
            self.counts[class] -= 1;
            self.packed_counts -= 1 << COUNT_SHIFT[class];
            self.left -= 1;
            let mut next = node;
            let side = &mut next.sides[actor];
            // class i stands for rank i (A, 2, …, 9, 10)
            side.score = side.score.with(Rank::ALL[class]);
            side.cards += 1;
            sum += u64::from(n) * self.pass_turn(next, actor);
            // … and undo.
            self.counts[class] += 1;
            self.packed_counts += 1 << COUNT_SHIFT[class];
            self.left += 1;
        }
        sum
    }

    /// SPEC §2 rule 2: "Turns alternate; a player who may no longer draw is
    /// skipped." Rule 4: "The round ends when neither player may draw."
    ///
    /// Two exact shortcuts skip searches whose value is already known:
    /// - "one busts: the other wins": the other side may not draw, or its
    ///   best move is to stand and win (no result beats a sure win);
    /// - only one side may still draw and it is strictly ahead: it stands
    ///   and wins, for the same reason.
    ///
    /// Both hold for Classic's rule as well: it stands when its opponent is
    /// bust (rule 1) and when it is ahead of an opponent who may no longer
    /// draw (rule 3).
    fn pass_turn(&mut self, mut node: Node, actor: usize) -> u64 {
        let other = 1 - actor;
        let deck = self.left > 0;
        let may = [
            deck && node.sides[0].active(),
            deck && node.sides[1].active(),
        ];
        let [a, b] = [node.sides[0].score, node.sides[1].score];
        if !may[0] && !may[1] {
            let points = match judge([a, b]).0 {
                Outcome::Win(Seat::P1) => 2,
                Outcome::Draw => 1,
                Outcome::Win(Seat::P2) => 0,
            };
            return points * self.scale[self.left];
        }
        if a.is_bust() != b.is_bust() {
            return self.win_for(usize::from(a.is_bust()));
        }
        if may[0] != may[1] {
            let (y, x) = if may[0] { (a, b) } else { (b, a) };
            if y.total > x.total {
                return self.win_for(usize::from(may[1]));
            }
        }
        node.to_move = if may[other] { other } else { actor };
        self.value(node)
    }

    /// The scaled value of a sure win for `side` (0 = the Auto player).
    fn win_for(&self, side: usize) -> u64 {
        if side == ME {
            2 * self.scale[self.left]
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn view(me: &str, opp: &str, played: &str, opp_stood: bool) -> TableView {
        let c = |s: &str| parse_cards(s).unwrap();
        TableView::from_position(&c(me), &c(opp), &c(played), false, opp_stood).unwrap()
    }

    #[test]
    fn certain_positions_have_certain_values() {
        // 10 behind a stood 20: a stand loses for sure, a take may still win.
        let e = Expert::evaluate(&view("5h 5c", "Ks Qd", "", true)).unwrap();
        assert_eq!(e.stand, 0);
        assert!(e.take > 0);
        // 20 against a stood 19: stand wins for sure.
        let e = Expert::evaluate(&view("Kh Qc", "Ks 9d", "", true)).unwrap();
        assert_eq!(e.stand, e.scale);
        assert_eq!(e.best(), Choice::Stand);
        // Level 20 vs stood 20: stand draws (½), take wins only with an ace.
        let e = Expert::evaluate(&view("Kh Qc", "Ks Qd", "", true)).unwrap();
        assert_eq!(e.stand_equity(), 0.5);
        assert_eq!(e.take_equity(), 4.0 / 48.0);
    }

    #[test]
    fn the_issue_example() {
        let e = Expert::evaluate(&view("10h 6c", "9s 9d", "", false)).unwrap();
        assert_eq!(e.stand, 0);
        assert!(
            (e.take_equity() - 0.28529).abs() < 1e-4,
            "{}",
            e.take_equity()
        );
    }

    #[test]
    fn ties_stand() {
        // 12 against a stood 20 with only ten-valued cards left: a take busts
        // and a stand loses, both worth exactly 0, so Expert stands.
        let played: Vec<String> = crate::cards::Card::all()
            .filter(|c| c.rank().hard_value() < 10)
            .map(|c| c.ascii())
            .filter(|c| c != "9s" && c != "3c")
            .collect();
        let v = view("9s 3c", "Ks Qd", &played.join(" "), true);
        let e = Expert::evaluate(&v).unwrap();
        assert_eq!((e.take, e.stand), (0, 0));
        assert_eq!(Expert.choose(&v), Choice::Stand);
    }
}
