//! The search model: how a typical player looks for 24, written from how
//! people describe solving it. It gives the chance that one attempt
//! succeeds and, from it, a time in the model's own seconds; the calibrated
//! model ([`crate::game24::model`]) takes the logarithm of that time as one
//! of its features and maps it, with the others, onto people's scale. For a
//! deal with no solution this model's give-up time is the estimate itself
//! (people's times cover only solvable deals).
//!
//! Its constants are round numbers chosen by reasoning, documented where
//! they are defined; they are not fitted (the fit weighs the model's output
//! as a whole).
//!
//! # An attempt
//!
//! A player makes *attempts*: a short line of thought that either ends in
//! 24 or is dropped. An attempt starts one of two ways, each half the time:
//!
//! - **Combine first**: join two of the four cards with one operation
//!   (`3 + 5 = 8`), then look at the three numbers left.
//! - **Aim first**: pick one card and what it is to do last (`8 ×` something,
//!   `13 +` something), which sets a smaller goal for the other three
//!   (`3`, `11`).
//!
//! Which move a player tries is not uniform: each candidate has a weight
//! (how natural it looks, `move_weight`, `aims`), and a move is
//! tried with probability weight ÷ total weight of the candidates there. So
//! tempting moves that lead nowhere (`3 × 8` in `3 3 8 8`) take probability
//! away from the ones that work: that is the near-miss effect.
//!
//! With three numbers and a goal, the player scans a few joins at once and
//! checks each against the last number (`three`); with two numbers they see
//! at once whether one operation gives the goal, more surely for `+ − ×` on
//! whole numbers than for `÷` or fractions (`recognise`).
//!
//! The chance `p` that one attempt succeeds sums over every path that works,
//! so more ways to the answer help, and easy shapes help most.
//!
//! # Time
//!
//! Failed attempts are not forgotten: a player does not retry what they
//! tried, so the number of attempts grows more slowly than the `1 / p` of
//! blind retries. The model uses `(1 / p)^0.7`:
//!
//! `seconds = 3 (read the cards, type the answer) + 2 × (1 / p)^0.7`.
//!
//! A deal with no solution: a player gives up, or claims "no solution",
//! after as many attempts as it takes to feel sure — more when near-misses
//! keep looking promising (the same search with "within 2 of 24" as
//! success), and almost at once when even the largest number the cards make
//! is below 24 (`1 1 1 1`).

use super::values::Values;

/// Seconds to read four cards and type an answer.
pub const READ_SECONDS: f64 = 3.0;
/// Seconds per attempt.
pub const ATTEMPT_SECONDS: f64 = 2.0;
/// How much a player learns from failed attempts: attempts = (1/p)^this.
const MEMORY: f64 = 0.7;
/// Share of attempts that add up the four cards (`+` and `−` only).
const ADD_UP: f64 = 0.2;
/// Share of the other attempts that combine first (the rest aim first).
const COMBINE_FIRST: f64 = 0.5;
/// Extra attempts' worth of time per unit of trap (see [`traps`]).
const TRAP_COST: f64 = 0.5;
/// How many joins a player checks at once with three numbers left.
const SCAN: f64 = 3.0;

/// An exact fraction `n / d`, `d > 0`, with whole numbers kept as `d = 1`
/// (so "is it whole" is one comparison) and other fractions not reduced
/// (their sizes stay far below overflow for four card values: see the
/// solver's module docs).
#[derive(Clone, Copy, Debug)]
struct Q {
    n: i64,
    d: i64,
}

impl Q {
    const fn int(v: i64) -> Q {
        Q { n: v, d: 1 }
    }
    /// `n / d`, as `d = 1` when it is whole.
    fn new(n: i64, d: i64) -> Q {
        if d == 1 || n % d != 0 {
            Q { n, d }
        } else {
            Q { n: n / d, d: 1 }
        }
    }
    fn add(self, o: Q) -> Q {
        if self.d == 1 && o.d == 1 {
            return Q::int(self.n + o.n);
        }
        Q::new(self.n * o.d + o.n * self.d, self.d * o.d)
    }
    /// `|self − o|`.
    fn diff(self, o: Q) -> Q {
        if self.d == 1 && o.d == 1 {
            return Q::int((self.n - o.n).abs());
        }
        Q::new((self.n * o.d - o.n * self.d).abs(), self.d * o.d)
    }
    fn mul(self, o: Q) -> Q {
        if self.d == 1 && o.d == 1 {
            return Q::int(self.n * o.n);
        }
        Q::new(self.n * o.n, self.d * o.d)
    }
    /// `self ÷ o`, for `o > 0`.
    fn div(self, o: Q) -> Q {
        Q::new(self.n * o.d, self.d * o.n)
    }
    fn eq(self, o: Q) -> bool {
        self.n * o.d == o.n * self.d
    }
    fn lt(self, o: Q) -> bool {
        self.n * o.d < o.n * self.d
    }
    fn is_zero(self) -> bool {
        self.n == 0
    }
    fn is_int(self) -> bool {
        self.d == 1
    }
    fn near(self, t: Q, by: i64) -> bool {
        (self.n * t.d - t.n * self.d).abs() <= by * self.d * t.d
    }
}

const TWENTY_FOUR: Q = Q::int(24);

/// The four operations, as the model weighs them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

/// How natural a result looks as a number to keep working with.
///
/// Whole numbers up to 24 are comfortable, factors of 24 (1 2 3 4 6 8 12
/// 24) stand out, 0 is a way to get rid of two cards; numbers above 24 must
/// come back down, above 48 they are "large" and rarely tried, above 144
/// almost never. A fraction is weighed by the operation that made it.
fn result_weight(r: Q) -> f64 {
    if !r.is_int() {
        return 1.0;
    }
    match r.n {
        0 => 0.5,
        v @ 1..=24 if 24 % v == 0 => 1.5,
        1..=24 => 1.0,
        25..=48 => 0.5,
        49..=144 => 0.2,
        _ => 0.08,
    }
}

/// How natural one join of two numbers is, before the result is looked at:
/// `+` and `×` most, `−` a little less, `÷` that comes out whole less
/// again, and `÷` that makes a fraction hardly ever (it is the step people
/// do not think of). Working on a fraction costs again.
fn move_weight(op: Op, x: Q, y: Q, r: Q) -> f64 {
    let base = match op {
        Op::Add | Op::Mul => 1.0,
        Op::Sub => 0.8,
        Op::Div if r.is_int() => 0.6,
        Op::Div => 0.06,
    };
    let on_fraction = if x.is_int() && y.is_int() { 1.0 } else { 0.25 };
    base * on_fraction * result_weight(r)
}

/// The joins of two numbers: (operation, result, weight). `−` and `÷` are
/// taken larger-first (a player never makes a negative number), and the
/// smaller-over-larger `÷` too, which always makes a fraction (or 1).
fn joins(x: Q, y: Q, out: &mut [(Op, Q, f64); 6]) -> usize {
    let (hi, lo) = if x.lt(y) { (y, x) } else { (x, y) };
    let mut k = 0;
    let mut push = |op: Op, r: Q| {
        out[k] = (op, r, move_weight(op, x, y, r));
        k += 1;
    };
    push(Op::Add, x.add(y));
    push(Op::Mul, x.mul(y));
    push(Op::Sub, hi.diff(lo));
    if !lo.is_zero() {
        push(Op::Div, hi.div(lo));
        if !hi.eq(lo) {
            push(Op::Div, lo.div(hi));
        }
    }
    k
}

/// With two numbers left: the chance a player sees that one operation makes
/// the goal. Whole-number `+ × −` are seen at once; `÷` less surely; a
/// fraction among them or a goal that is not whole much less.
fn recognise(x: Q, y: Q, goal: Goal) -> f64 {
    let (hi, lo) = if x.lt(y) { (y, x) } else { (x, y) };
    let base = if goal.hit(x.add(y)) || goal.hit(x.mul(y)) {
        1.0
    } else if goal.hit(hi.diff(lo)) {
        0.9
    } else if !lo.is_zero() && (goal.hit(hi.div(lo)) || goal.hit(lo.div(hi))) {
        0.7
    } else {
        return 0.0;
    };
    let fractions = [x, y, goal.target()].iter().filter(|q| !q.is_int()).count();
    base * 0.4f64.powi(fractions as i32)
}

/// What counts as reaching the goal.
#[derive(Clone, Copy, Debug)]
enum Goal {
    /// Exactly this value.
    Exact(Q),
    /// Within 2 of this value (a near-miss, for the give-up time).
    Near(Q),
}

impl Goal {
    fn hit(self, r: Q) -> bool {
        match self {
            Goal::Exact(t) => r.eq(t),
            Goal::Near(t) => r.near(t, 2),
        }
    }
    fn target(self) -> Q {
        match self {
            Goal::Exact(t) | Goal::Near(t) => t,
        }
    }
    fn with_target(self, t: Q) -> Goal {
        match self {
            Goal::Exact(_) => Goal::Exact(t),
            Goal::Near(_) => Goal::Near(t),
        }
    }
}

/// Three numbers and a goal: the player scans joins of two, weighted by how
/// natural they look, and checks each result with the number left. The
/// chance the scan finds one that works saturates: `1 − e^(−SCAN × share)`,
/// where `share` is the weighted share of joins that work.
fn three(pool: [Q; 3], goal: Goal) -> f64 {
    let mut total = 0.0;
    let mut good = 0.0;
    let mut buf = [(Op::Add, Q::int(0), 0.0); 6];
    for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)] {
        let n = joins(pool[i], pool[j], &mut buf);
        for &(_, r, w) in &buf[..n] {
            total += w;
            good += w * recognise(r, pool[k], goal);
        }
    }
    1.0 - (-SCAN * good / total).exp()
}

/// How natural it is to aim for `card op (rest) = 24`, and the goal it sets
/// for the rest: a factor card times its partner (`8 × 3`) most; the rest
/// adding up to 24 − card next; a difference or a quotient to 24 less; a
/// goal that is a fraction (`5 × 24/5`) hardly ever.
fn aims(card: Q, target: Q) -> [(Q, f64); 5] {
    let whole = |q: Q| q.is_int();
    let times = target.div(card);
    let plus = target.diff(card);
    let minus = target.add(card);
    let over = target.mul(card);
    let under = card.div(target);
    [
        (times, if whole(times) { 1.5 } else { 0.04 }),
        (plus, if card.lt(target) { 0.7 } else { 0.0 }),
        (minus, 0.35),
        (over, 0.15),
        (under, 0.02),
    ]
}

/// The weight of aiming first with a card (see [`aims`]), for docs.
#[cfg(test)]
fn aim_weight(card: i64) -> f64 {
    aims(Q::int(card), TWENTY_FOUR)[0].1
}

/// Each pair of the four cards, with the two cards left: `(a, b, [c, d])`.
fn pairs(cards: [Q; 4]) -> impl Iterator<Item = (Q, Q, [Q; 2])> {
    (0..4).flat_map(move |i| {
        (i + 1..4).map(move |j| {
            let mut rest = [Q::int(0); 2];
            for (slot, m) in rest.iter_mut().zip((0..4).filter(|&m| m != i && m != j)) {
                *slot = cards[m];
            }
            (cards[i], cards[j], rest)
        })
    })
}

/// The chance that one attempt on four numbers reaches the goal.
fn attempt(cards: [Q; 4], goal: Goal) -> f64 {
    // Combine first.
    let mut total = 0.0;
    let mut good = 0.0;
    let mut buf = [(Op::Add, Q::int(0), 0.0); 6];
    for (a, b, rest) in pairs(cards) {
        let n = joins(a, b, &mut buf);
        for &(_, r, w) in &buf[..n] {
            total += w;
            if w > 0.0 {
                good += w * three([rest[0], rest[1], r], goal);
            }
        }
    }
    let combine = good / total;
    // Aim first.
    let mut total = 0.0;
    let mut good = 0.0;
    for i in 0..4 {
        let rest: Vec<Q> = (0..4).filter(|&m| m != i).map(|m| cards[m]).collect();
        for (sub, w) in aims(cards[i], goal.target()) {
            if w > 0.0 {
                total += w;
                good += w * three([rest[0], rest[1], rest[2]], goal.with_target(sub));
            }
        }
    }
    let aim = good / total;
    let add_up = match goal {
        Goal::Exact(t) => add_up(cards, t),
        Goal::Near(_) => 0.0,
    };
    ADD_UP * add_up + (1.0 - ADD_UP) * (COMBINE_FIRST * combine + (1.0 - COMBINE_FIRST) * aim)
}

/// Adding up: the chance a player who adds the four cards sees 24: all
/// four added, or one taken away, or two.
fn add_up(cards: [Q; 4], target: Q) -> f64 {
    let v: Vec<i64> = cards.iter().map(|q| q.n).collect();
    let t = target.n;
    let sum: i64 = v.iter().sum();
    if sum == t {
        return 0.95;
    }
    let mut best: f64 = 0.0;
    for (i, &x) in v.iter().enumerate() {
        if sum - 2 * x == t {
            best = best.max(0.5);
        }
        for &y in &v[i + 1..] {
            if sum - 2 * x - 2 * y == t {
                best = best.max(0.3);
            }
        }
    }
    best
}

/// Traps: ways to make 24 too early. Two cards that make 24 (`3 × 8`)
/// while the other two cannot be turned into 0 or 1 to fit in, or three
/// cards that make 24 (`5 + 6 + 13` in `5 6 8 13`) while the fourth is no
/// ace. A player who finds one spends time trying to fit in what is left
/// before letting go. Each pair counts 1 (¾ with `−` or `÷`), each triple
/// as surely as the player would see it ([`three`]).
fn trap_mass(cards: [Q; 4]) -> f64 {
    let mut mass = 0.0;
    let mut buf = [(Op::Add, Q::int(0), 0.0); 6];
    for (a, b, rest) in pairs(cards) {
        let fits = {
            let gap = rest[0].diff(rest[1]);
            gap.is_zero() || gap.eq(Q::int(1))
        };
        if fits {
            continue;
        }
        let n = joins(a, b, &mut buf);
        let seen = buf[..n]
            .iter()
            .filter(|&&(_, r, _)| r.eq(TWENTY_FOUR))
            .map(|&(op, _, _)| {
                if matches!(op, Op::Add | Op::Mul) {
                    1.0
                } else {
                    0.75
                }
            })
            .fold(0.0, f64::max);
        mass += seen;
    }
    for i in 0..4 {
        if cards[i].eq(Q::int(1)) {
            continue;
        }
        let rest: Vec<Q> = (0..4).filter(|&m| m != i).map(|m| cards[m]).collect();
        mass += three([rest[0], rest[1], rest[2]], Goal::Exact(TWENTY_FOUR));
    }
    mass
}

/// The trap mass of a deal (see `trap_mass`): ways to make 24 too early.
pub fn traps(values: Values) -> f64 {
    trap_mass(values.get().map(|v| Q::int(i64::from(v))))
}

/// The largest number the four values make (with + and ×, which is the
/// largest there is for values ≥ 1; a 1 is best added).
fn largest(values: [u8; 4]) -> i64 {
    let v = values.map(i64::from);
    let mut best = 0;
    // (a ∘ b) ∘ (c ∘ d) and ((a ∘ b) ∘ c) ∘ d over + and ×.
    let ops = |a: i64, b: i64| [a + b, a * b];
    for p in permutations(v) {
        for x in ops(p[0], p[1]) {
            for y in ops(p[2], p[3]) {
                best = best.max(x + y).max(x * y);
            }
            for y in ops(x, p[2]) {
                best = best.max(y + p[3]).max(y * p[3]);
            }
        }
    }
    best
}

fn permutations(v: [i64; 4]) -> Vec<[i64; 4]> {
    let mut out = Vec::with_capacity(24);
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    if a != b && a != c && a != d && b != c && b != d && c != d {
                        out.push([v[a], v[b], v[c], v[d]]);
                    }
                }
            }
        }
    }
    out
}

/// The search model's view of a deal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchTime {
    /// Expected seconds for a typical player: to solve it, or (no solution)
    /// to give up or claim there is none.
    pub seconds: f64,
    /// The chance one attempt succeeds (0 when there is no solution).
    pub chance: f64,
}

/// The expected solve time of a deal that has a solution, or the give-up
/// time of one that has none (`solvable` says which).
pub fn estimate(values: Values, solvable: bool) -> SearchTime {
    let cards = values.get().map(|v| Q::int(i64::from(v)));
    if solvable {
        let p = attempt(cards, Goal::Exact(TWENTY_FOUR));
        let p = p.max(1e-9);
        let per_attempt = ATTEMPT_SECONDS * (1.0 + TRAP_COST * trap_mass(cards));
        SearchTime {
            seconds: READ_SECONDS + per_attempt * (1.0 / p).powf(MEMORY),
            chance: p,
        }
    } else if largest(values.get()) < 24 {
        // Too small to ever reach 24: seen almost at once.
        SearchTime {
            seconds: READ_SECONDS + 2.0 * ATTEMPT_SECONDS,
            chance: 0.0,
        }
    } else {
        let near = attempt(cards, Goal::Near(TWENTY_FOUR));
        SearchTime {
            seconds: READ_SECONDS + ATTEMPT_SECONDS * (8.0 + 40.0 * near),
            chance: 0.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aiming_with_a_factor_card_is_natural() {
        assert!(aim_weight(8) > aim_weight(5));
        assert_eq!(largest([1, 1, 1, 1]), 4);
        assert_eq!(largest([13, 13, 13, 13]), 13 * 13 * 13 * 13);
        assert_eq!(largest([1, 1, 2, 2]), 9);
    }
}
