//! Which solutions count as the same, as players count them, and the
//! simplest way to print each.
//!
//! # The rule
//!
//! Two solutions of a deal are **the same** when their [`Distinct`] keys are
//! equal. The key starts from the written form, [`Formula`] (commutativity
//! and associativity of `+` and `×`, and the matching regroupings of `−` and
//! `÷`, already count once there), and then sets aside every part that
//! **changes nothing** — an *idle* part — wherever it sits, at any depth:
//!
//! 1. **A factor worth 1**, multiplied or divided in: the card 1
//!    (`× 1`, `÷ 1`), or a part worth exactly 1 such as `7 − 6`. It is one
//!    solution whichever factor it sits on and whether it multiplies or
//!    divides: `(7 − 3) × 6` with a 1 is one solution however the 1 is
//!    written —
//!    `(1 × 7 − 3) × 6`, `(7 − 1 × 3) × 6`, `(7 − 3) × 1 × 6`,
//!    `(7 ÷ 1 − 3) × 6`, `(7 − 3 ÷ 1) × 6` and `(7 − 3) × 6 ÷ 1` are all
//!    `(7 − 3) × 1 × 6`; `1 × 2 × 3 × 4` and `2 × 3 × 4 ÷ 1` are one
//!    solution; `4 × 6 × (7 − 6)` and `4 × 6 ÷ (7 − 6)` are one. A 1 that
//!    is the numerator (`1 ÷ 5`) or is added (`(1 + 7) × 3`) is not idle.
//! 2. **A part that cancels**: the same part added and subtracted in one sum
//!    (`4 × 6 + 5 − 5`, `(4 + 5 − 5) × 6`), or multiplied and divided in one
//!    product (`4 × 6 × 5 ÷ 5`); those are all one solution, as the two 5s
//!    do nothing in any of them. Something must remain beside the pair:
//!    `5 − 5` alone is 0 and `5 ÷ 5` alone is a 1 that may be added, so
//!    neither is idle by itself (a `5 ÷ 5` multiplied in is rule 2 again).
//!
//! Idle parts are set aside bottom-up, factors worth 1 first, then pairs; a
//! pair of 1s counts as two idle 1s. The key is what remains (the *core*)
//! with the sorted list of idle parts.
//!
//! Nothing else is merged, after reading how 24-game sites count: 4nums.com
//! counts `(3 + 2 + 1) × 4`, `4 × 3 × 2 × 1` and `(4 + 2) × (3 + 1)` as the
//! three solutions of 1 2 3 4 (so `÷ 1` is not a new one) and otherwise
//! calls two solutions the same when they agree for *any* values of the
//! cards; other solvers also drop idle 1s and cancelling pairs. Some go
//! further and merge `2 + 2` with `2 × 2`, or `4 − 2` with `4 ÷ 2`, because
//! the values happen to agree; here they stay **different**: the player
//! did a different operation, and the coincidence does not hold for other
//! cards. Distributivity is not used either (`2 × (3 + 4)` and `2 × 3 +
//! 2 × 4` cannot both use each card once).
//!
//! # Printing
//!
//! A solution prints as its core with the idle parts put back where they
//! cost no parentheses: each factor worth 1 joins the outermost product
//! (`(7 − 3) × 1 × 6`), or, when the core is a sum, its first product term
//! (`1 × 3 × 11 − 9`), or else its first number (`1 × 5 + 8 + 11`); each
//! cancelling pair is added and subtracted last (`4 × 6 + 5 − 5`), which
//! needs no division.

use std::fmt;

use super::expr::apply;
use super::formula::{Formula, Op};
use super::Value;

/// An idle part of a solution: one that changes nothing (see the module
/// docs).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Idle {
    /// A factor worth 1 (the card 1, or e.g. `7 − 6`), multiplied or
    /// divided in.
    Unit(Formula),
    /// A part added and subtracted, or multiplied and divided, in one node.
    Pair(Formula),
}

/// The key two solutions are compared by: the core left once every idle
/// part is set aside, and the idle parts.
///
/// ```
/// use duel21::game24::{Distinct, Formula};
/// let key = |s: &str| Distinct::of(&s.parse::<Formula>().unwrap());
/// assert_eq!(key("(1 × 7 − 3) × 6"), key("(7 − 3) × 6 ÷ 1"));
/// assert_eq!(key("4 × 6 + 5 − 5"), key("(4 × 5 ÷ 5) × 6"));
/// assert_ne!(key("(2 + 2) × 2 × 3"), key("2 × 2 × 2 × 3"));
/// assert_eq!(key("(7 − 3 ÷ 1) × 6").simplest().to_string(), "(7 − 3) × 1 × 6");
/// assert_eq!(key("6 × (7 − 3)").core().to_string(), "(7 − 3) × 6");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Distinct {
    core: Formula,
    idle: Vec<Idle>,
}

impl Distinct {
    /// The key of a written form.
    pub fn of(formula: &Formula) -> Distinct {
        let mut idle = Vec::new();
        let core = reduce(formula, &mut idle);
        // A pair of 1s is two idle 1s: `x + 1 − 1` is `x × 1 × 1`.
        let mut out = Vec::with_capacity(idle.len());
        for part in idle {
            match part {
                Idle::Pair(Formula::Number(1)) => {
                    out.push(Idle::Unit(Formula::Number(1)));
                    out.push(Idle::Unit(Formula::Number(1)));
                }
                other => out.push(other),
            }
        }
        // At most a few parts: an insertion sort (no second sort in the wasm).
        for i in 1..out.len() {
            let mut j = i;
            while j > 0 && out[j - 1] > out[j] {
                out.swap(j - 1, j);
                j -= 1;
            }
        }
        Distinct { core, idle: out }
    }

    /// What remains once the idle parts are set aside.
    pub fn core(&self) -> &Formula {
        &self.core
    }

    /// The idle parts, sorted.
    pub fn idle(&self) -> &[Idle] {
        &self.idle
    }

    /// Operations that do something: those of the core.
    pub fn operations(&self) -> usize {
        self.core.numbers().len().saturating_sub(1)
    }

    /// The simplest written form with this key (see the module docs).
    pub fn simplest(&self) -> Formula {
        let mut f = self.core.clone();
        for part in &self.idle {
            if let Idle::Unit(u) = part {
                f = attach_factor(f, u.clone());
            }
        }
        for part in &self.idle {
            if let Idle::Pair(p) = part {
                f = Formula::combine(Op::Sub, Formula::combine(Op::Add, f, p.clone()), p.clone());
            }
        }
        f
    }
}

impl fmt::Display for Distinct {
    /// The simplest written form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.simplest().fmt(f)
    }
}

/// Multiplies `unit` into `f` where it costs no parentheses.
fn attach_factor(f: Formula, unit: Formula) -> Formula {
    match f {
        Formula::Sum {
            mut plus,
            mut minus,
        } => {
            let at = |v: &[Formula]| v.iter().position(|t| matches!(t, Formula::Product { .. }));
            if let Some(i) = at(&plus) {
                plus[i] = Formula::combine(Op::Mul, plus[i].clone(), unit);
            } else if let Some(i) = at(&minus) {
                minus[i] = Formula::combine(Op::Mul, minus[i].clone(), unit);
            } else {
                // Terms of a sum are products or numbers, and `plus` is never
                // empty: here its first term is a number.
                plus[0] = Formula::combine(Op::Mul, plus[0].clone(), unit);
            }
            plus.sort_unstable();
            minus.sort_unstable();
            Formula::Sum { plus, minus }
        }
        other => Formula::combine(Op::Mul, other, unit),
    }
}

/// The core of `f`, pushing its idle parts to `idle` (bottom-up).
fn reduce(f: &Formula, idle: &mut Vec<Idle>) -> Formula {
    let (up_in, down_in, additive) = match f {
        Formula::Number(n) => return Formula::Number(*n),
        Formula::Sum { plus, minus } => (plus, minus, true),
        Formula::Product { times, over } => (times, over, false),
    };
    let mut up = Vec::with_capacity(up_in.len());
    let mut down = Vec::with_capacity(down_in.len());
    // A reduced operand may have become a node of this kind: merge it.
    for (src, flip) in [(up_in, false), (down_in, true)] {
        for g in src {
            let (u, d) = split(reduce(g, idle), additive);
            if flip {
                up.extend(d);
                down.extend(u);
            } else {
                up.extend(u);
                down.extend(d);
            }
        }
    }
    if !additive {
        // Rule 1: a factor worth 1 divided by, or multiplied beside another.
        down.retain(|g| {
            let unit = is_one(g);
            if unit {
                idle.push(Idle::Unit(g.clone()));
            }
            !unit
        });
        while up.len() > 1 {
            match up.iter().position(is_one) {
                Some(i) => idle.push(Idle::Unit(up.remove(i))),
                None => break,
            }
        }
    }
    // Rule 2: the same part on both sides, while something else remains.
    let mut i = 0;
    while i < down.len() {
        match up.iter().position(|g| *g == down[i]) {
            Some(j) if up.len() > 1 => {
                up.remove(j);
                idle.push(Idle::Pair(down.remove(i)));
            }
            _ => i += 1,
        }
    }
    if down.is_empty() && up.len() == 1 {
        return up.remove(0);
    }
    Formula::group(additive, up, down)
}

/// The operands of `f` seen as a sum (`additive`) or a product.
fn split(f: Formula, additive: bool) -> (Vec<Formula>, Vec<Formula>) {
    match f {
        Formula::Sum { plus, minus } if additive => (plus, minus),
        Formula::Product { times, over } if !additive => (times, over),
        other => (vec![other], Vec::new()),
    }
}

fn is_one(f: &Formula) -> bool {
    match f {
        Formula::Number(n) => *n == 1,
        _ => value(f) == Some(Value::from(1)),
    }
}

/// The exact value, or `None` on a division by zero or an overflow.
pub(super) fn value(f: &Formula) -> Option<Value> {
    let (up, down, add, sub) = match f {
        Formula::Number(n) => return Some(Value::from(i64::from(*n))),
        Formula::Sum { plus, minus } => (plus, minus, Op::Add, Op::Sub),
        Formula::Product { times, over } => (times, over, Op::Mul, Op::Div),
    };
    let mut acc = value(up.first()?)?;
    for (g, op) in up[1..]
        .iter()
        .map(|g| (g, add))
        .chain(down.iter().map(|g| (g, sub)))
    {
        acc = apply(op, acc, value(g)?, 0).ok()?;
    }
    Some(acc)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(s: &str) -> Distinct {
        Distinct::of(&s.parse().unwrap())
    }

    #[test]
    fn an_identity_one_is_one_solution_wherever_it_sits() {
        // The six written forms of (7 − 3) × 6 with a 1, and one more.
        let forms = [
            "(1 × 7 − 3) × 6",
            "(7 − 1 × 3) × 6",
            "(7 − 3) × 1 × 6",
            "(7 ÷ 1 − 3) × 6",
            "(7 − 3 ÷ 1) × 6",
            "(7 − 3) × 6 ÷ 1",
            "6 ÷ (1 ÷ (7 − 3))",
        ];
        for f in forms {
            assert_eq!(key(f), key(forms[0]), "{f}");
            assert_eq!(key(f).to_string(), "(7 − 3) × 1 × 6", "{f}");
            assert_eq!(key(f).operations(), 2);
        }
        assert_eq!(key("2 × 3 × 4 ÷ 1"), key("1 × 2 × 3 × 4"));
        assert_eq!(key("1 × 3 × 11 − 9"), key("3 × 11 − 9 ÷ 1"));
        assert_eq!(key("11 × 3 − 9 ÷ 1").to_string(), "1 × 3 × 11 − 9");
        assert_eq!(key("5 + 8 + 11 ÷ 1").to_string(), "1 × 5 + 8 + 11");
        // Two idle 1s, however written.
        for f in [
            "3 × 8 × 1 × 1",
            "3 × 8 ÷ 1 ÷ 1",
            "3 × 8 + 1 − 1",
            "(3 + 1 − 1) × 8",
        ] {
            assert_eq!(key(f).to_string(), "1 × 1 × 3 × 8", "{f}");
        }
        // A part worth 1.
        assert_eq!(key("4 × 6 × (7 − 6)"), key("4 ÷ (7 − 6) × 6"));
        assert_eq!(key("(11 + 13) ÷ (7 − 6)").to_string(), "(7 − 6) × 11 + 13");
    }

    #[test]
    fn cancelling_parts_are_one_solution() {
        let forms = [
            "4 × 6 + 5 − 5",
            "4 × 6 × 5 ÷ 5",
            "4 × 6 ÷ (5 ÷ 5)",
            "(4 + 5 − 5) × 6",
            "4 × (6 − (5 − 5))",
        ];
        for f in forms {
            assert_eq!(key(f), key(forms[0]), "{f}");
            assert_eq!(key(f).to_string(), "4 × 6 + 5 − 5", "{f}");
        }
    }

    #[test]
    fn what_is_not_idle() {
        let different = [
            // 2 + 2 and 2 × 2 are different operations.
            ("(2 + 2) × 2 × 3", "2 × 2 × 2 × 3"),
            ("(6 − 4 ÷ 2) × 6", "(6 − (4 − 2)) × 6"),
            // A 1 added, or as a numerator, does something.
            ("(1 + 7) × 3", "7 × 3 × 1"),
            ("6 ÷ (1 − 3 ÷ 4)", "6 × 4 ÷ (4 − 3)"),
            // 5 ÷ 5 added is a 1 that counts.
            ("5 ÷ 5 + 11", "11 × 5 ÷ 5"),
        ];
        for (a, b) in different {
            assert_ne!(key(a), key(b), "{a} vs {b}");
        }
        // Nothing idle: the key is the written form.
        for f in ["8 ÷ (3 − 8 ÷ 3)", "(1 + 2 + 3) × 4", "1 ÷ 5", "5 − 5"] {
            let k = key(f);
            assert!(k.idle().is_empty(), "{f}");
            assert_eq!(k.simplest(), f.parse().unwrap(), "{f}");
        }
    }

    #[test]
    fn the_simplest_form_has_the_same_key_and_value() {
        for f in [
            "(1 × 7 − 3) × 6",
            "4 × 6 × 5 ÷ 5",
            "(11 + 13) ÷ (7 − 6)",
            "(3 + 1 − 1) × 8",
            "1 ÷ (1 ÷ 12) × 2",
        ] {
            let k = key(f);
            let s = k.simplest();
            assert_eq!(Distinct::of(&s), k, "{f}");
            assert_eq!(value(&s), value(&f.parse().unwrap()), "{f}");
            assert_eq!(s.numbers(), f.parse::<Formula>().unwrap().numbers());
        }
        assert_eq!(value(&"1 ÷ (2 − 2)".parse().unwrap()), None);
    }
}
