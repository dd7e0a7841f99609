//! The 24 solver: whether a deal is solvable, and all its distinct solutions.
//!
//! The search is the classic one from the 24点 article, made exact: take any
//! two values from the pool, replace them by the result of one operation, and
//! recurse until one value is left. It only keeps intermediate values that
//! are at least 0 (`a − b` is tried as larger − smaller), which loses no
//! solution of a positive target: any expression has a twin without negative
//! intermediates whose value is its absolute value (induction: `|l ± r|` is
//! `|l| + |r|` or the larger minus the smaller; `|l × r| = |l| × |r|`;
//! `|l ÷ r| = |l| ÷ |r|`). Distinct solutions are the distinct
//! [`Distinct`] keys of the expressions that make 24 (the rule, as players
//! count solutions, is in [`crate::game24::distinct`]); each is shown in its
//! simplest printed form.
//!
//! # Exactness and speed
//!
//! The inner loop uses `Frac`, an unreduced fraction of `i64`s with a
//! positive denominator, instead of `Ratio<i64>`: reducing by a gcd after
//! every operation is most of the cost, and nothing needs reduced values
//! until an answer is printed. Comparisons are exact cross-multiplications.
//! No overflow is possible: start from card values `≤ 13` (size `s = 13`),
//! and each operation gives numerator and denominator at most
//! `2 · s₁ · s₂`, so a value built from `k` cards has size at most
//! `2^(k−1) · 13^k ≤ 8 · 28 561 = 228 488` for `k = 4`, and a
//! cross-multiplication is below `2^36`.

use std::collections::BTreeMap;
use std::fmt;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use super::distinct::{Distinct, Idle};
use super::formula::{Formula, Notation, Op};
use super::values::Values;
use super::{Value, TARGET};

/// An unreduced exact fraction `n / d` with `d > 0` (see the module docs for
/// why it cannot overflow on four card values).
#[derive(Clone, Copy, Debug)]
struct Frac {
    n: i64,
    d: i64,
}

impl Frac {
    fn int(v: u8) -> Frac {
        Frac {
            n: i64::from(v),
            d: 1,
        }
    }

    fn add(self, o: Frac) -> Frac {
        Frac {
            n: self.n * o.d + o.n * self.d,
            d: self.d * o.d,
        }
    }

    /// `self − o`, for `self ≥ o`.
    fn sub(self, o: Frac) -> Frac {
        Frac {
            n: self.n * o.d - o.n * self.d,
            d: self.d * o.d,
        }
    }

    fn mul(self, o: Frac) -> Frac {
        Frac {
            n: self.n * o.n,
            d: self.d * o.d,
        }
    }

    /// `self ÷ o`, for `o > 0` (values are never negative here).
    fn div(self, o: Frac) -> Frac {
        Frac {
            n: self.n * o.d,
            d: self.d * o.n,
        }
    }

    fn ge(self, o: Frac) -> bool {
        self.n * o.d >= o.n * self.d
    }

    fn is_zero(self) -> bool {
        self.n == 0
    }

    fn is_int(self) -> bool {
        self.n % self.d == 0
    }

    fn above(self, k: i64) -> bool {
        self.n > k * self.d
    }

    fn is_target(self) -> bool {
        self.n == TARGET * self.d
    }
}

/// Whether the four values can make 24.
///
/// ```
/// use duel21::game24::{solvable, Values};
/// assert!(solvable("3 3 8 8".parse().unwrap()));
/// assert!(!solvable("1 1 1 1".parse().unwrap()));
/// ```
pub fn solvable(values: Values) -> bool {
    let pool = values.get().map(Frac::int);
    exists(&pool)
}

/// Depth-first existence search over a pool of 2..=4 values.
fn exists(pool: &[Frac]) -> bool {
    if let [a, b] = *pool {
        let (hi, lo) = if a.ge(b) { (a, b) } else { (b, a) };
        return a.add(b).is_target()
            || a.mul(b).is_target()
            || hi.sub(lo).is_target()
            || (!lo.is_zero() && hi.div(lo).is_target())
            || (!hi.is_zero() && lo.div(hi).is_target());
    }
    let n = pool.len();
    let mut next = [Frac { n: 0, d: 1 }; 4];
    for i in 0..n {
        for j in i + 1..n {
            // The rest of the pool goes first; the combined value last.
            let mut k = 0;
            for (m, &v) in pool.iter().enumerate() {
                if m != i && m != j {
                    next[k] = v;
                    k += 1;
                }
            }
            let (a, b) = (pool[i], pool[j]);
            let (hi, lo) = if a.ge(b) { (a, b) } else { (b, a) };
            let mut try_value = |v: Frac| {
                next[k] = v;
                exists(&next[..=k])
            };
            if try_value(a.add(b))
                || try_value(a.mul(b))
                || try_value(hi.sub(lo))
                || (!lo.is_zero() && try_value(hi.div(lo)))
                || (!hi.is_zero() && try_value(lo.div(hi)))
            {
                return true;
            }
        }
    }
    false
}

/// A "large" intermediate value is above this (twice the target): solutions
/// such as `(10 × 10 − 4) ÷ 4` that must pass through 100 are hard to find.
pub const LARGE: i64 = 2 * TARGET;

/// One distinct solution of a deal.
///
/// Serializes as `{"text": "8 ÷ (3 − 8 ÷ 3)", "ascii": "8 / (3 - 8 / 3)",
/// "needs_fraction": true, "needs_large": false, "divides": true, "first_step": {…}}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The simplest written form of `key`.
    formula: Formula,
    key: Distinct,
    needs_fraction: bool,
    needs_large: bool,
}

impl Solution {
    /// The written form shown: the simplest of this solution's forms.
    pub fn formula(&self) -> &Formula {
        &self.formula
    }

    /// What makes it distinct from the deal's other solutions.
    pub fn key(&self) -> &Distinct {
        &self.key
    }

    /// Whether every way of working it out passes through a value that is
    /// not a whole number (e.g. `8 ÷ 3` in `8 ÷ (3 − 8 ÷ 3)`).
    pub fn needs_fraction(&self) -> bool {
        self.needs_fraction
    }

    /// Whether every way of working it out passes through a value above
    /// [`LARGE`] (e.g. 100 in `(10 × 10 − 4) ÷ 4`).
    pub fn needs_large(&self) -> bool {
        self.needs_large
    }

    /// Whether it divides.
    pub fn divides(&self) -> bool {
        self.formula.divides()
    }

    /// The solution in a notation, with the fewest parentheses.
    pub fn render(&self, notation: Notation) -> String {
        self.formula.render(notation)
    }

    /// The first operation to do by hand (a hint): the first step of the
    /// part that does something, so never `2 × 1` or `5 − 5`.
    pub fn first_step(&self) -> Step {
        let (left, op, right) = self
            .key
            .core()
            .first_step()
            .expect("a solution uses four cards, so it has an operation");
        Step::new(
            Value::from(i64::from(left)),
            op,
            Value::from(i64::from(right)),
        )
    }

    /// The whole solution worked out by hand, one operation at a time: what
    /// the hint shows step by step. The part that does something comes first
    /// (its innermost operation first, so the first step is
    /// [`Solution::first_step`]) and reaches 24; each idle part then joins
    /// it (`24 × 1 = 24`, or `24 + 5 = 29` and `29 − 5 = 24`), as the
    /// simplest written form adds them last. Four cards make three steps;
    /// each step's operands are the cards or results of earlier steps.
    pub fn steps(&self) -> Vec<Step> {
        let mut out = Vec::with_capacity(3);
        let Some(v) = work(self.key.core(), &mut out) else {
            return out;
        };
        for part in self.key.idle() {
            match part {
                Idle::Unit(u) => {
                    if let Some(one) = work(u, &mut out) {
                        out.push(Step::new(v, Op::Mul, one));
                    }
                }
                Idle::Pair(p) => {
                    if let Some(pv) = work(p, &mut out) {
                        out.push(Step::new(v, Op::Add, pv));
                        if let Some(again) = work(p, &mut out) {
                            out.push(Step::new(v + pv, Op::Sub, again));
                        }
                    }
                }
            }
        }
        out
    }

    /// Simplest first: fewest operations that do something, no fraction
    /// needed, no large value needed, no division, fewer parentheses, then
    /// the keys' order (a stable one).
    fn order(&self) -> (usize, bool, bool, bool, usize, &Distinct) {
        (
            self.key.operations(),
            self.needs_fraction,
            self.needs_large,
            self.divides(),
            self.formula.parentheses(),
            &self.key,
        )
    }
}

impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.formula.fmt(f)
    }
}

impl Serialize for Solution {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Solution", 6)?;
        st.serialize_field("text", &self.render(Notation::Unicode))?;
        st.serialize_field("ascii", &self.render(Notation::Ascii))?;
        st.serialize_field("needs_fraction", &self.needs_fraction)?;
        st.serialize_field("needs_large", &self.needs_large)?;
        st.serialize_field("divides", &self.divides())?;
        st.serialize_field("first_step", &self.first_step())?;
        st.end()
    }
}

/// Works `f` out by hand, pushing each operation to `out`, and returns its
/// value (`None` on a division by zero, which no solution has). At each
/// level the compound operands come first, in the formula's order (so the
/// first step is [`Formula::first_step`]); then the operands are joined one
/// by one, added (multiplied) ones first, and a commutative step is written
/// larger operand first ("6 × 4", "11 × 3").
fn work(f: &Formula, out: &mut Vec<Step>) -> Option<Value> {
    let (up, down, add, sub) = match f {
        Formula::Number(n) => return Some(Value::from(i64::from(*n))),
        Formula::Sum { plus, minus } => (plus, minus, Op::Add, Op::Sub),
        Formula::Product { times, over } => (times, over, Op::Mul, Op::Div),
    };
    let mut compound = Vec::new();
    for g in up.iter().chain(down) {
        if !matches!(g, Formula::Number(_)) {
            compound.push(work(g, out)?);
        }
    }
    let mut worked = compound.into_iter();
    let mut value_of = |g: &Formula| match g {
        Formula::Number(n) => Some(Value::from(i64::from(*n))),
        _ => worked.next(),
    };
    let mut acc = value_of(up.first()?)?;
    for g in &up[1..] {
        let v = value_of(g)?;
        let (l, r) = if v > acc { (v, acc) } else { (acc, v) };
        out.push(Step::new(l, add, r));
        acc = Step::new(l, add, r).value()?;
    }
    for g in down {
        let v = value_of(g)?;
        out.push(Step::new(acc, sub, v));
        acc = Step::new(acc, sub, v).value()?;
    }
    Some(acc)
}

/// One operation of working a solution out by hand, e.g. `8 ÷ 3 = 8/3`: a
/// hint's step. The operands are card values or results of earlier steps.
///
/// Serializes as `{"left": "8", "op": "div", "right": "3", "text": "8 ÷ 3",
/// "value": "8/3"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The left operand.
    pub left: Value,
    /// The operation.
    pub op: Op,
    /// The right operand.
    pub right: Value,
}

impl Step {
    fn new(left: Value, op: Op, right: Value) -> Step {
        Step { left, op, right }
    }

    /// The exact result (`None` for a division by zero, which no step of a
    /// solution has).
    pub fn value(self) -> Option<Value> {
        let (l, r) = (self.left, self.right);
        match self.op {
            Op::Add => Some(l + r),
            Op::Sub => Some(l - r),
            Op::Mul => Some(l * r),
            Op::Div if r == Value::from(0) => None,
            Op::Div => Some(l / r),
        }
    }
}

/// An operand as a player writes it: `8`, or a fraction in parentheses
/// (`(8/3)`), so `8 ÷ (1/3)` cannot be read as `8 ÷ 1 ÷ 3`.
fn operand(v: Value) -> String {
    if v.is_integer() {
        v.to_string()
    } else {
        format!("({v})")
    }
}

impl fmt::Display for Step {
    /// `8 ÷ 3`, `3 − (8/3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {}",
            operand(self.left),
            self.op,
            operand(self.right)
        )
    }
}

impl Serialize for Step {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Step", 5)?;
        st.serialize_field("left", &self.left.to_string())?;
        st.serialize_field("op", &self.op)?;
        st.serialize_field("right", &self.right.to_string())?;
        st.serialize_field("text", &self.to_string())?;
        let value = self.value().map(|v| v.to_string()).unwrap_or_default();
        st.serialize_field("value", &value)?;
        st.end()
    }
}

/// A binary expression tree in an arena, built during the search.
#[derive(Clone, Copy, Debug)]
enum Tree {
    Leaf(u8),
    Node(Op, usize, usize),
}

/// A pool entry of the all-solutions search.
#[derive(Clone, Copy, Debug)]
struct Item {
    value: Frac,
    tree: usize,
    /// Every intermediate value in this subtree is a whole number.
    integral: bool,
    /// No intermediate value in this subtree is above [`LARGE`].
    small: bool,
}

/// All distinct solutions of a deal, simplest first (fewest operations that
/// do something, no fraction needed, no large value, no division, fewest
/// parentheses; see [`crate::game24::distinct`] for what "distinct" means),
/// each in its simplest printed form. Empty when the deal has no solution.
///
/// ```
/// use duel21::game24::{solve, Values};
/// let all = solve("3 3 8 8".parse().unwrap());
/// let texts: Vec<String> = all.iter().map(|s| s.to_string()).collect();
/// assert_eq!(texts, ["8 ÷ (3 − 8 ÷ 3)"]);
/// assert_eq!(all[0].first_step().to_string(), "8 ÷ 3");
/// // (7 − 3) × 6 with the 1 anywhere is one solution.
/// let all = solve("6 1 7 3".parse().unwrap());
/// assert_eq!(all[0].to_string(), "(7 − 3) × 1 × 6");
/// assert_eq!(all.len(), 4);
/// ```
pub fn solve(values: Values) -> Vec<Solution> {
    let mut arena: Vec<Tree> = values.get().iter().map(|&v| Tree::Leaf(v)).collect();
    let mut pool = [Item {
        value: Frac::int(0),
        tree: 0,
        integral: true,
        small: true,
    }; 4];
    for (i, &v) in values.get().iter().enumerate() {
        pool[i] = Item {
            value: Frac::int(v),
            tree: i,
            integral: true,
            small: true,
        };
    }
    let mut found = BTreeMap::new();
    search_all(&pool, &mut arena, &mut found);
    // Written forms first (at most a few hundred), then their keys: a
    // solution is easy when any of its forms is. A list, not a second map:
    // it is short, and the page's wasm stays smaller.
    let mut distinct: Vec<(Distinct, bool, bool)> = Vec::new();
    for (formula, (integral, small)) in found {
        let key = Distinct::of(&formula);
        match distinct.iter_mut().find(|(k, ..)| *k == key) {
            Some((_, i, s)) => {
                *i |= integral;
                *s |= small;
            }
            None => distinct.push((key, integral, small)),
        }
    }
    let mut out: Vec<Solution> = distinct
        .into_iter()
        .map(|(key, integral, small)| Solution {
            formula: key.simplest(),
            key,
            needs_fraction: !integral,
            needs_large: !small,
        })
        .collect();
    out.sort_by(|a, b| a.order().cmp(&b.order()));
    out
}

/// Exhaustive search recording each solution's formula, whether some way of
/// building it stays in whole numbers, and whether some way stays at or
/// below [`LARGE`].
fn search_all(pool: &[Item], arena: &mut Vec<Tree>, found: &mut BTreeMap<Formula, (bool, bool)>) {
    if let [a, b] = *pool {
        // The last join, without a step deeper: only a result of 24 is
        // kept, and 24 is whole and not large, so its flags are the parts'.
        let mut hit = |op: Op, l: Item, r: Item| {
            let formula =
                Formula::combine(op, to_formula(arena, l.tree), to_formula(arena, r.tree));
            let easiest = found.entry(formula).or_insert((false, false));
            easiest.0 |= l.integral && r.integral;
            easiest.1 |= l.small && r.small;
        };
        // The same joins, in the same order, as below.
        if a.value.add(b.value).is_target() {
            hit(Op::Add, a, b);
        }
        if a.value.mul(b.value).is_target() {
            hit(Op::Mul, a, b);
        }
        if a.value.ge(b.value) && a.value.sub(b.value).is_target() {
            hit(Op::Sub, a, b);
        }
        if b.value.ge(a.value) && b.value.sub(a.value).is_target() {
            hit(Op::Sub, b, a);
        }
        if !b.value.is_zero() && a.value.div(b.value).is_target() {
            hit(Op::Div, a, b);
        }
        if !a.value.is_zero() && b.value.div(a.value).is_target() {
            hit(Op::Div, b, a);
        }
        return;
    }
    let n = pool.len();
    let mut next = [pool[0]; 4];
    for i in 0..n {
        for j in i + 1..n {
            // The rest of the pool first, the combined value last.
            let mut k = 0;
            for (m, item) in pool.iter().enumerate() {
                if m != i && m != j {
                    next[k] = *item;
                    k += 1;
                }
            }
            let (a, b) = (pool[i], pool[j]);
            let mut results: [Option<(Op, Item, Item, Frac)>; 6] = [None; 6];
            results[0] = Some((Op::Add, a, b, a.value.add(b.value)));
            results[1] = Some((Op::Mul, a, b, a.value.mul(b.value)));
            // Both orders when equal: (1 + 2) − 3 and 3 − (1 + 2) differ.
            if a.value.ge(b.value) {
                results[2] = Some((Op::Sub, a, b, a.value.sub(b.value)));
            }
            if b.value.ge(a.value) {
                results[3] = Some((Op::Sub, b, a, b.value.sub(a.value)));
            }
            if !b.value.is_zero() {
                results[4] = Some((Op::Div, a, b, a.value.div(b.value)));
            }
            if !a.value.is_zero() {
                results[5] = Some((Op::Div, b, a, b.value.div(a.value)));
            }
            for (op, l, r, value) in results.into_iter().flatten() {
                let mark = arena.len();
                arena.push(Tree::Node(op, l.tree, r.tree));
                next[k] = Item {
                    value,
                    tree: mark,
                    integral: l.integral && r.integral && value.is_int(),
                    small: l.small && r.small && !value.above(LARGE),
                };
                search_all(&next[..=k], arena, found);
                arena.truncate(mark);
            }
        }
    }
}

fn to_formula(arena: &[Tree], at: usize) -> Formula {
    match arena[at] {
        Tree::Leaf(v) => Formula::Number(v),
        Tree::Node(op, l, r) => Formula::combine(op, to_formula(arena, l), to_formula(arena, r)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(values: &str) -> Vec<String> {
        solve(values.parse().unwrap())
            .iter()
            .map(Solution::to_string)
            .collect()
    }

    #[test]
    fn known_hard_deals() {
        assert_eq!(texts("3 3 8 8"), ["8 ÷ (3 − 8 ÷ 3)"]);
        assert_eq!(texts("1 3 4 6"), ["6 ÷ (1 − 3 ÷ 4)"]);
        assert_eq!(texts("4 4 10 10"), ["(10 × 10 − 4) ÷ 4"]);
        assert_eq!(texts("1 5 5 5"), ["(5 − 1 ÷ 5) × 5"]);
    }

    #[test]
    fn known_unsolvable_deals() {
        for v in ["1 1 1 1", "1 1 2 2", "13 13 13 13", "1 1 1 2"] {
            let values = v.parse().unwrap();
            assert!(!solvable(values), "{v}");
            assert!(solve(values).is_empty(), "{v}");
        }
    }

    #[test]
    fn solution_flags() {
        let s = &solve("3 3 8 8".parse().unwrap())[0];
        assert!(s.needs_fraction() && s.divides());
        assert!(!s.needs_large());
        let s = &solve("4 4 10 10".parse().unwrap())[0];
        assert!(!s.needs_fraction() && s.divides() && s.needs_large());
        // 12 × 12 ÷ 6 can be worked out as 12 ÷ 6 × 12: nothing above 48.
        // It comes first (two operations do something) and its hint skips
        // the idle 1.
        let all = solve("1 6 12 12".parse().unwrap());
        assert_eq!(all[0].to_string(), "1 × 12 × 12 ÷ 6");
        assert!(!all[0].needs_large());
        assert_eq!(all[0].first_step().to_string(), "12 × 12");
        assert_eq!(s.first_step().to_string(), "10 × 10");
        assert_eq!(s.first_step().value(), Some(Value::from(100)));
    }
}
