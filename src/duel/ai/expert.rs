//! Expert: exact optimal play for the rest of the round (SPEC §3).
//!
//! "expectiminimax over every possible next card (chance nodes weighted by
//! the exact remaining composition), the opponent assumed to play optimally
//! too, maximizing P(win) + ½·P(draw) of the round. It enumerates its
//! actions, tries each on the state, evaluates, and undoes."
//!
//! # How
//! The search state is compact: each hand as one byte, a *side code* (its
//! total, soft flag and card count while it may draw, its total alone once
//! it may not), whose turn it is, and the unseen cards per *value class* (A,
//! 2, …, 9 and the four ten-valued ranks together: 10, J, Q and K score the
//! same, so they are one chance branch weighted by their joint count).
//! Everything the rules say about a hand — the hand after one more card of a
//! class, whether it may still draw, its total, the points of a finished
//! round — is a look-up in tables computed at compile time. The unseen
//! counts are a small value (`Unseen`) handed down the search: trying a
//! card passes on the counts with that card taken ("fake move → evaluate"),
//! and the caller's own counts are its "unfake".
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
//! What makes it fast, each exact (the values are the integers of the
//! first search, kept as the reference search in `tests/support/reference.rs` and compared with
//! this one on every opening decision by the tests):
//! - values are kept for the hand to move (negamax): the round is zero-sum
//!   in points, so the other hand's value is `2·G(n)` minus it, and against
//!   the minimising opponent a state has one memo entry whichever seat
//!   moves in it;
//! - a hand of 4 cards to move against a hand that may no longer draw ends
//!   the round whatever it does, so its value is a sum over the next card
//!   (a masked sum of the counts), with no recursion and no memo;
//! - the memo is a flat open-addressing table sized from the number of
//!   cards the round can still draw, created for each decision and dropped
//!   after it (no state survives between decisions);
//! - a card that ends the mover's hand at a total that loses for sure adds
//!   0 and is not tried: which classes those are is one table look-up per
//!   chance node (`Tables::lost`), and with the classes that have a card
//!   left it makes one mask, so each class is one bit test;
//! - a chance node tries the ten classes of next card one after the other
//!   in straight-line code (no loop: each class's count and place in the
//!   key are constants there), inlined into the one function that
//!   recurses, `Search::expand`: one call per searched node, with few
//!   arguments and no structure passed by address (in wasm that would be
//!   a frame on the module's stack in memory).
//!
//! The same search also answers a narrower question: the best reply to a
//! known opponent. With [`Opponent::Classic`] the opponent's nodes are not
//! minimised but follow Classic's rule ([`if_take_card`]), so the value is
//! the most the seat to move can score against Classic. [`CounterClassic`]
//! plays that way; the command-line benchmark uses it to bound how far any
//! strategy for the round can beat Classic.

use super::classic::if_take_card;
use super::codes::{
    active, class_of, masked_sum, score, side_code, total, verdict, Code, Unseen, ACTIVE, CLASSES,
    LAST_DRAW, TABLES,
};
use super::{AutoPlayer, Choice, Decision, Reason, TableView};
use crate::cards::{Rank, Seat, DECK_SIZE};
use crate::duel::hand::{MAX_CARDS, TWENTY_ONE};

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

    /// Whether Take and Stand are worth exactly the same (compared as
    /// integers over one denominator): then either is best.
    pub fn tie(&self) -> bool {
        self.take == self.stand
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
        let side = |seat: Seat| {
            side_code(
                view.score(seat),
                view.hand(seat).len(),
                view.has_stood(seat),
            )
        };
        let (m, o) = (side(me), side(me.other()));
        let mut counts = [0u8; CLASSES];
        for rank in Rank::ALL {
            counts[class_of(rank)] += view.remaining_of(rank);
        }
        let unseen = Unseen::new(&counts);
        let mut search = Search::new(unseen, [m, o], opponent);
        // The root is not memoised: it is my turn, so I may draw.
        let stand = search.stand(m, o, true, unseen);
        let take = search.take(m, o, true, unseen);
        Some(ExpertEval {
            take,
            stand,
            scale: 2 * search.scale[unseen.left],
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

/// The memo: open addressing with linear probing over a power-of-two table
/// that doubles at half load. Keys are the packed states (below bit 58)
/// with bit 63 set, so an empty slot (0) never matches.
///
/// The small steps of the search are `#[inline(always)]`: the wasm build is
/// optimised for size, which would otherwise leave each of them a call in
/// the innermost loop (measured: 1.9× slower than native instead of 1.4×).
struct Memo {
    slots: Box<[(u64, u64)]>,
    len: usize,
    shift: u32,
}

const OCCUPIED: u64 = 1 << 63;

impl Memo {
    fn new(bits: u32) -> Memo {
        Memo {
            slots: vec![(0, 0); 1 << bits].into_boxed_slice(),
            len: 0,
            shift: 64 - bits,
        }
    }

    /// Fibonacci hashing: the multiply spreads every key bit into the top
    /// bits, which pick the slot.
    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.shift) as usize
    }

    #[inline(always)]
    fn get(&self, key: u64) -> Option<u64> {
        let key = key | OCCUPIED;
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        loop {
            let (k, v) = self.slots[i];
            if k == key {
                return Some(v);
            }
            if k == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// Inserts a key known to be absent.
    #[inline(always)]
    fn insert(&mut self, key: u64, value: u64) {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        self.place(key | OCCUPIED, value);
    }

    /// Doubles the table, placing every entry again.
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let old = std::mem::replace(self, Memo::new(65 - self.shift));
        for &(k, v) in old.slots.iter().filter(|(k, _)| *k != 0) {
            self.place(k, v);
        }
    }

    /// Puts an occupied `key` in the first free slot from its own.
    #[inline(always)]
    fn place(&mut self, key: u64, value: u64) {
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        while self.slots[i].0 != 0 {
            i = (i + 1) & mask;
        }
        self.slots[i] = (key, value);
        self.len += 1;
    }
}

/// The memo's starting size (log 2) for a round that can still draw
/// `draws` cards: about twice the nodes the widest such decision expands
/// (2943 for 6 draws from a full deck), so that it rarely grows and stays
/// small for the many decisions near the end of a round.
fn memo_bits(draws: usize) -> u32 {
    match draws {
        0..=3 => 8,
        4 => 10,
        5 => 11,
        _ => 13,
    }
}

/// One decision's search: the scale table, the memo and the opponent
/// model. The unseen cards are not kept here but handed down the search
/// as a value ([`Unseen`]).
///
/// Values are *negamax* values: a node's value is for the hand to move, in
/// units where that hand's win is `2·G(left)`. The round is zero-sum in
/// points (win 2 / loss 0, draw 1 / 1), so the other hand's value of the
/// same state is `2·G(left) − v`; both players maximise their own value,
/// which is the Auto player maximising and the opponent minimising.
struct Search {
    opponent: Opponent,
    /// `scale[n] = G(n)` for every `n` the search can reach (0 below).
    scale: [u64; DECK_SIZE + 1],
    memo: Memo,
    nodes: u64,
}

impl Search {
    fn new(unseen: Unseen, sides: [Code; 2], opponent: Opponent) -> Search {
        let left = unseen.left;
        let capacity = |code: Code| {
            if active(code) {
                MAX_CARDS - usize::from(TABLES.cards[usize::from(code)])
            } else {
                0
            }
        };
        let draws = (capacity(sides[0]) + capacity(sides[1])).min(left);
        let base = left - draws;
        let mut scale = [0u64; DECK_SIZE + 1];
        scale[base] = 1;
        for n in base + 1..=left {
            scale[n] = scale[n - 1] * n as u64;
        }
        Search {
            opponent,
            scale,
            memo: Memo::new(memo_bits(draws)),
            nodes: 0,
        }
    }

    /// The value for the mover `m`, who may draw (an active hand and a card
    /// left), with the other hand `o`. Inlined where it is asked: most
    /// nodes are answered here, by the last-draw sum or the memo, without
    /// a call; the rest are searched by [`Search::expand`].
    #[inline(always)]
    fn node(&mut self, m: Code, o: Code, m_is_me: bool, u: Unseen) -> u64 {
        // Classic's rule moves the opponent's hand instead of a search.
        let rule = !m_is_me && self.opponent == Opponent::Classic;
        if !active(o) && TABLES.cards[usize::from(m)] == 4 {
            return self.last_draw(m, o, rule, u);
        }
        // The key: the counts, both hands, and (against Classic only) who
        // moves. Against the minimising opponent the rules are the same
        // for both seats, so a state has the same value for its mover
        // whichever seat that is.
        let key = u.key() | u64::from(m) << 41 | u64::from(o) << 49 | u64::from(rule) << 57;
        match self.memo.get(key) {
            Some(v) => v,
            None => self.expand(m, o, m_is_me, rule, key, u.bytes[0], u.bytes[1], u.left),
        }
    }

    /// Searches a node that is not in the memo (its `key`) and keeps its
    /// value there.
    ///
    /// The unseen cards come as three numbers rather than one [`Unseen`]:
    /// a structure that large is passed by address, which in wasm means a
    /// frame on the module's own stack in memory for every call.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn expand(
        &mut self,
        m: Code,
        o: Code,
        m_is_me: bool,
        rule: bool,
        key: u64,
        low: u64,
        high: u64,
        left: usize,
    ) -> u64 {
        let u = Unseen {
            bytes: [low, high],
            left,
        };
        self.nodes += 1;
        // Both choices are searched and the better kept; under Classic's
        // rule only the one it picks (the other counts 0: values are never
        // negative, so the max is the one searched). One call site each, as
        // both are inlined.
        let (try_stand, try_take) = if rule {
            let choice = classic_choice(m, o, u.bytes[0], u.bytes[1], u.left);
            (choice == Choice::Stand, choice == Choice::Take)
        } else {
            (true, true)
        };
        let stand = if try_stand {
            self.stand(m, o, m_is_me, u)
        } else {
            0
        };
        let take = if try_take {
            self.take(m, o, m_is_me, u)
        } else {
            0
        };
        let v = take.max(stand);
        self.memo.insert(key, v);
        v
    }

    /// The mover holds 4 cards and the other hand may no longer draw: both
    /// choices end the round here (a fifth card stops the hand, and then
    /// neither may draw), so the value is a sum over the next card with no
    /// search and no memo.
    #[inline(always)]
    fn last_draw(&self, m: Code, o: Code, rule: bool, u: Unseen) -> u64 {
        let stand = verdict(m, o) * self.scale[u.left];
        // 2 points per card that wins, 1 per card that draws (a class wins
        // or draws, not both).
        let (win, draw) = TABLES.last[usize::from(m - LAST_DRAW)][usize::from(total(o))];
        let points = masked_sum(u.bytes, win, draw);
        let take = points * self.scale[u.left - 1];
        if rule {
            match classic_choice(m, o, u.bytes[0], u.bytes[1], u.left) {
                Choice::Take => take,
                Choice::Stand => stand,
            }
        } else {
            take.max(stand)
        }
    }

    /// "Standing is final for the round": the mover's hand may no longer
    /// draw, so it becomes its total.
    #[inline(always)]
    fn stand(&mut self, m: Code, o: Code, m_is_me: bool, u: Unseen) -> u64 {
        self.pass(total(m), o, m_is_me, u)
    }

    /// A chance node: every class of next card, weighted by its count
    /// (`Σ count · W(child)` is exact because `G(n) = n · G(n − 1)`). The
    /// ten classes are written out rather than looped over: each class's
    /// count and place in the key are then constants (a loop was measured
    /// an eighth slower natively and more in wasm). Inlined into
    /// [`Search::expand`], so that the search recurses through one call per
    /// node rather than two.
    #[inline(always)]
    fn take(&mut self, m: Code, o: Code, m_is_me: bool, u: Unseen) -> u64 {
        let add = &TABLES.add[usize::from(m)];
        let to = total(o);
        // The classes worth trying: a card is left, and it does not lose
        // for sure (a card after which the mover's hand is done and lost,
        // see `Tables::lost`, adds 0).
        let live = u.present() & !TABLES.lost[usize::from(m - ACTIVE)][usize::from(to & 31)];
        self.card::<0>(add[0], o, live, m_is_me, u)
            + self.card::<1>(add[1], o, live, m_is_me, u)
            + self.card::<2>(add[2], o, live, m_is_me, u)
            + self.card::<3>(add[3], o, live, m_is_me, u)
            + self.card::<4>(add[4], o, live, m_is_me, u)
            + self.card::<5>(add[5], o, live, m_is_me, u)
            + self.card::<6>(add[6], o, live, m_is_me, u)
            + self.card::<7>(add[7], o, live, m_is_me, u)
            + self.card::<8>(add[8], o, live, m_is_me, u)
            + self.card::<9>(add[9], o, live, m_is_me, u)
    }

    /// The next card is of class `CLASS`, after which the mover's hand is
    /// `next` (`live`: the classes worth trying): its count times the value.
    #[inline(always)]
    fn card<const CLASS: usize>(
        &mut self,
        next: Code,
        o: Code,
        live: u16,
        m_is_me: bool,
        u: Unseen,
    ) -> u64 {
        if live & (1 << CLASS) == 0 {
            return 0;
        }
        let n = u.count::<CLASS>();
        // Try: the next card is of this class (the caller's `u` is left
        // as it was, so there is nothing to undo).
        n * self.pass(next, o, m_is_me, u.without::<CLASS>())
    }

    /// After the hand `a` acted (it is `a`'s value that is returned), SPEC
    /// §2 rule 2: "Turns alternate; a player who may no longer draw is
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
    #[inline(always)]
    fn pass(&mut self, a: Code, o: Code, a_is_me: bool, u: Unseen) -> u64 {
        let win = 2 * self.scale[u.left];
        let deck = u.left > 0;
        let (may_a, may_o) = (deck && active(a), deck && active(o));
        if !may_a && !may_o {
            return verdict(a, o) * self.scale[u.left];
        }
        let (ta, to) = (total(a), total(o));
        let (a_bust, o_bust) = (ta > TWENTY_ONE, to > TWENTY_ONE);
        if a_bust != o_bust {
            return if a_bust { 0 } else { win };
        }
        if may_a != may_o {
            if may_a && ta > to {
                return win;
            }
            if may_o && to > ta {
                return 0;
            }
        }
        if may_o {
            win - self.node(o, a, !a_is_me, u)
        } else {
            self.node(a, o, a_is_me, u)
        }
    }
}

/// What Classic's rule picks for the opponent's hand `m`, to move against
/// the Auto player's `o`, with the cards `u` unseen. The rule needs the
/// unseen cards per rank; the ten-valued class stands in for rank 10 (J, Q
/// and K score the same, so they bust the same hands). The unseen cards
/// come as numbers, as in [`Search::expand`].
fn classic_choice(m: Code, o: Code, low: u64, high: u64, left: usize) -> Choice {
    let u = Unseen {
        bytes: [low, high],
        left,
    };
    let mut remaining = [0u8; 13];
    remaining[..CLASSES].copy_from_slice(&u.counts());
    if_take_card(score(m), score(o), u.left > 0 && active(o), &remaining).choice
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
