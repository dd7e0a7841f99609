//! The reference search: the first exact search of `Expert`, kept
//! unchanged so that the fast search in `src/duel/ai/expert.rs` has
//! something exact to be checked against (`tests/duel_ai_fast.rs` compares
//! them on every opening decision and on late-deck positions, and `duel21
//! survey --reference` times both on the same machine).
//!
//! A test oracle, so it lives with the tests, not in the library; the
//! survey, run by hand, includes this file as it is (`src/cli/duel.rs`):
//! one copy, which both use.
//!
//! It is plain expectiminimax over value classes with one memo per decision,
//! keyed by both sides, the mover and the unseen counts; see `expert.rs` for
//! the scaled integer values both searches return (they must be equal
//! integers). Not used by the page: nothing exported to wasm reaches it, so
//! it is dropped from the wasm build.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use duel21::cards::{Rank, Seat};
use duel21::duel::ai::classic::if_take_card;
use duel21::duel::ai::{Choice, ExpertEval, Opponent, TableView};
use duel21::duel::hand::{Score, MAX_CARDS, TWENTY_ONE};
use duel21::duel::round::{judge, Outcome};

/// The exact equities of Take and Stand for the view's seat when the
/// opponent plays as `opponent` says, `None` when it is not that seat's
/// turn: the same answer as `Expert::evaluate_against` (its `nodes` count
/// this search's memo misses; `tests/duel_ai_fast.rs` checks one position
/// as this comment's example once did, and thousands more).
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
