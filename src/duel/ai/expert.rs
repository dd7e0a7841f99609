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
//! - where both hands hold 4 cards and may draw, the mover's stand or fifth
//!   card ends its hand and the other's last draw follows: the node is
//!   valued in one pass over the mover's cards, each the other's last draw
//!   as masked sums of the node's own counts less the card drawn
//!   (`last_draw::both_last`), with no recursion (two thirds of the widest
//!   decision's nodes are such);
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
    active, class_of, class_sum, score, side_code, total, verdict, Code, Unseen, ACTIVE, CLASSES,
    LAST_DRAW, TABLES,
};
use super::last_draw::{both_last, last_draw};
use super::match_equity::between_rounds;
use super::memo::{memo_bits, Memo};
use super::{AutoPlayer, Choice, Decision, Reason, TableView};
use crate::cards::{Rank, Seat, DECK_SIZE};
use crate::duel::hand::{MAX_CARDS, TWENTY_ONE};

/// The page's Expert: it plays for the match (SPEC §3 "Playing for the
/// match"), maximising the match equity of [`Expert::evaluate_match`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Expert;

/// The round-only Expert: exact optimal play for the round's P(win) +
/// ½·P(draw), blind to the score. The review grades decisions by its
/// search ([`Expert::evaluate`]); the command line offers it as
/// `expert-round`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExpertRound;

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
        search_view(view, opponent, Search::round_leaves)
    }

    /// The match equities of Take and Stand for the view's seat (SPEC §3
    /// "Playing for the match"), `None` when it is not that seat's turn:
    /// the same search of the round, whose leaves are the match equity of
    /// the score and the cards left after the round
    /// ([`between_rounds`]). In the match's last round (it began with
    /// fewer than 8 cards, so fewer than 4 remain after it) every leaf is
    /// the match's result and the equities are exact; earlier they are as
    /// good as the table (its measured error is in `docs/auto-player.md`).
    ///
    /// ```
    /// use duel21::duel::ai::{Expert, TableView, Choice};
    /// use duel21::{parse_cards, Card, FirstRule};
    /// let c = |s| parse_cards(s).unwrap();
    /// // The last round, 17 against a stood 17: one point ahead, the draw
    /// // that standing gives wins the match for sure.
    /// let (me, opp) = (c("10h 7c"), c("9s 8d"));
    /// let played: Vec<Card> = Card::all()
    ///     .filter(|x| !me.contains(x) && !opp.contains(x))
    ///     .skip(3)
    ///     .collect();
    /// let view = TableView::from_position(&me, &opp, &played, false, true)
    ///     .unwrap()
    ///     .with_match([5, 4], FirstRule::P1, 9);
    /// let eval = Expert::evaluate_match(&view).unwrap();
    /// assert_eq!(eval.stand_equity(), 1.0);
    /// assert_eq!(eval.best(), Choice::Stand);
    /// ```
    pub fn evaluate_match(view: &TableView) -> Option<ExpertEval> {
        search_view(view, Opponent::Minimising, |search| {
            search.match_leaves(view)
        })
    }
}

/// The search of the round from `view` for the seat to move, with the
/// leaves `leaves` sets (the round's outcomes or the match's equity);
/// `None` when it is not that seat's turn.
fn search_view(
    view: &TableView,
    opponent: Opponent,
    leaves: impl FnOnce(&mut Search),
) -> Option<ExpertEval> {
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
    leaves(&mut search);
    Some(search.root(m, o, unseen))
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
        match Expert::evaluate_match(view) {
            None => Decision::new(Choice::Stand, Reason::CannotDraw),
            Some(eval) => Decision::new(
                eval.best(),
                Reason::MatchEquity {
                    take: eval.take_equity(),
                    stand: eval.stand_equity(),
                },
            ),
        }
    }
}

impl AutoPlayer for ExpertRound {
    fn decide(&self, view: &TableView) -> Decision {
        decision(Expert::evaluate(view))
    }
}

impl AutoPlayer for CounterClassic {
    fn decide(&self, view: &TableView) -> Decision {
        decision(Expert::evaluate_against(view, Opponent::Classic))
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
    /// `full[n]`: the value of a sure win with `n` cards left, `units · G(n)`
    /// (`units` is 2 for the round's points, [`MATCH_UNITS`] for the match).
    full: [u64; DECK_SIZE + 1],
    /// `leaf[is_me][n][points]`: the value of a finished round for the hand
    /// that scored `points` (0 loss, 1 draw, 2 win) with `n` cards left,
    /// when that hand is the Auto player's (`is_me` = 1) or the opponent's.
    /// For the round: `points · G(n)`; for the match: the match equity
    /// after the round, in `MATCH_UNITS`, times `G(n)`.
    leaf: [[[u64; 3]; DECK_SIZE + 1]; 2],
    /// Set in the memo key of a node whose mover is the Auto player: 0 for
    /// the round (its value does not depend on the seat), a bit of its own
    /// for the match (a lead is one seat's).
    seat_bit: u64,
    /// Whether a round result that is sure may be taken where it became sure
    /// (the shortcuts of [`Search::pass`] and `Tables::lost`). Exact for the
    /// round, and for the match when no leaf's value depends on the cards
    /// left after the round; see [`Search::match_leaves`].
    shortcuts: bool,
    memo: Memo,
    nodes: u64,
}

/// The match equity's unit in the search: an equity `e` is `e · 2^20`,
/// rounded (exact for the match's results 1, ½ and 0). Values stay below
/// `2^20 · 48^6 < 2^54`.
const MATCH_UNITS: u64 = 1 << 20;

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
            full: [0; DECK_SIZE + 1],
            leaf: [[[0; 3]; DECK_SIZE + 1]; 2],
            seat_bit: 0,
            shortcuts: true,
            memo: Memo::new(memo_bits(draws)),
            nodes: 0,
        }
    }

    /// Leaves for the round: 2 points a win, 1 a draw, for either hand.
    fn round_leaves(&mut self) {
        for (n, &g) in self.scale.iter().enumerate() {
            self.full[n] = 2 * g;
            for leaf in &mut self.leaf {
                leaf[n] = [0, g, 2 * g];
            }
        }
    }

    /// Leaves for the match of `view`: a finished round with `n` cards left
    /// is worth the match equity of the new lead with `n` cards before the
    /// next deal ([`between_rounds`]; exact below 4 cards), for the Auto
    /// player, and its complement for the opponent. A drawn round changes
    /// no lead (SPEC §2 "Score": round wins decide).
    ///
    /// A round result that is already sure is then still worth different
    /// amounts with different cards left: the side that has it may draw on
    /// to change how many remain (to leave too few for another round while
    /// ahead). When that can cross the line between a match that goes on
    /// and one that ends (some leaf below 4 cards and some at 4 or more),
    /// every such line is searched (no shortcuts); otherwise a sure result
    /// is taken where it became sure, which the measured error includes.
    fn match_leaves(&mut self, view: &TableView) {
        let (lead, starts, rule) = (view.lead(), view.starts_next_round(), view.rule());
        let reachable: Vec<usize> = (0..=DECK_SIZE).filter(|&n| self.scale[n] > 0).collect();
        for &n in &reachable {
            let g = self.scale[n];
            self.full[n] = MATCH_UNITS * g;
            for (points, delta) in [(0, -1), (1, 0), (2, 1)] {
                let e = between_rounds(lead + delta, n, starts, rule);
                let mine = (e * MATCH_UNITS as f64).round() as u64;
                self.leaf[1][n][points] = mine * g;
                // The opponent's: the complement of mine for its opposite result.
                self.leaf[0][n][2 - points] = (MATCH_UNITS - mine) * g;
            }
        }
        let ends = |n: &usize| *n < crate::duel::game::MATCH_ENDS_BELOW;
        self.shortcuts = reachable.iter().all(ends) || !reachable.iter().any(ends);
        self.seat_bit = 1 << 58;
    }

    /// Both actions at the root, which is not memoised: it is the Auto
    /// player's turn, so it may draw.
    fn root(&mut self, m: Code, o: Code, unseen: Unseen) -> ExpertEval {
        let stand = self.stand(m, o, true, unseen);
        let take = self.take(m, o, true, unseen);
        ExpertEval {
            take,
            stand,
            scale: self.full[unseen.left],
            nodes: self.nodes,
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
            return self.last_draw(m, o, m_is_me, rule, u);
        }
        // The key: the counts, both hands, and (against Classic only) who
        // moves. Against the minimising opponent the rules are the same
        // for both seats, so a state has the same value for its mover
        // whichever seat that is.
        let key = u.key()
            | u64::from(m) << 41
            | u64::from(o) << 49
            | u64::from(rule) << 57
            | if m_is_me { self.seat_bit } else { 0 };
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
        // Both hands hold 4 cards and may draw: the mover's stand or fifth
        // card ends its hand, and the other has its last draw against it,
        // valued in one pass (`last_draw::both_last`; against the
        // minimising opponent only, whose last draw takes the better action).
        if self.opponent == Opponent::Minimising
            && TABLES.cards[usize::from(m)] == 4
            && active(o)
            && TABLES.cards[usize::from(o)] == 4
            && u.left >= 2
        {
            let v = both_last(&self.leaf, &self.full, self.shortcuts, m, o, m_is_me, u);
            self.memo.insert(key, v);
            return v;
        }
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
    /// search and no memo ([`last_draw`](super::last_draw)).
    #[inline(always)]
    fn last_draw(&self, m: Code, o: Code, m_is_me: bool, rule: bool, u: Unseen) -> u64 {
        // The cards that win and that draw (a class wins or draws, not
        // both); the rest lose. A hand that may no longer draw is its total
        // (`codes::Code`).
        let leaf = &self.leaf[usize::from(m_is_me)];
        let (stand, take) = last_draw(
            &leaf[u.left],
            &leaf[u.left - 1],
            TABLES.last[usize::from(m - LAST_DRAW)][usize::from(o & 31)],
            verdict(m, o) as u8,
            u.left,
            u.bytes,
            CLASSES as u32,
        );
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
        let lost = if self.shortcuts {
            TABLES.lost[usize::from(m - ACTIVE)][usize::from(to & 31)]
        } else {
            0
        };
        let present = u.present();
        let live = present & !lost;
        // A lost card is worth the loss leaf (0 for the round's points).
        let loss = self.leaf[usize::from(m_is_me)][u.left - 1][0];
        let lost_value = if loss != 0 && present & lost != 0 {
            class_sum(u.bytes, present & lost) * loss
        } else {
            0
        };
        lost_value
            + self.card::<0>(add[0], o, live, m_is_me, u)
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
        let leaf = &self.leaf[usize::from(a_is_me)][u.left];
        let deck = u.left > 0;
        let (may_a, may_o) = (deck && active(a), deck && active(o));
        if !may_a && !may_o {
            return leaf[verdict(a, o) as usize];
        }
        if self.shortcuts {
            let (ta, to) = (total(a), total(o));
            let (a_bust, o_bust) = (ta > TWENTY_ONE, to > TWENTY_ONE);
            if a_bust != o_bust {
                return if a_bust { leaf[0] } else { leaf[2] };
            }
            if may_a != may_o {
                if may_a && ta > to {
                    return leaf[2];
                }
                if may_o && to > ta {
                    return leaf[0];
                }
            }
        }
        if may_o {
            self.full[u.left] - self.node(o, a, !a_is_me, u)
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
