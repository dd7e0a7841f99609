//! The written form of a 24-points expression up to order and grouping, and
//! how a solution is printed. Which solutions a player counts as the same
//! builds on it: see [`crate::game24::distinct`].
//!
//! # The form
//!
//! An expression is rewritten into n-ary nodes:
//! - a **sum** `p₁ + p₂ + … − n₁ − n₂ − …` holds two sorted multisets, the
//!   terms added and the terms subtracted; its terms are never sums;
//! - a **product** `t₁ × t₂ × … ÷ d₁ ÷ d₂ ÷ …` holds the factors multiplied and
//!   the factors divided by, sorted; its factors are never products;
//! - a number.
//!
//! Building a node from `l op r` merges the operands' multisets: `l + r` adds
//! `r`'s added terms to the added side and its subtracted terms to the
//! subtracted side; `l − r` swaps `r`'s two sides; × and ÷ likewise. Two
//! expressions have the same form exactly when their canonical forms are
//! equal. So commutativity and associativity of + and × count once, and so do
//! the matching rewrites of − and ÷: `a − (b − c)` = `a − b + c` = `a + c − b`,
//! `a − (b + c)` = `a − b − c`, `a ÷ (b ÷ c)` = `a × c ÷ b`,
//! `a ÷ b ÷ c` = `a ÷ (b × c)`.
//!
//! Nothing else is identified in this form: `x × 1` and `x ÷ 1` differ here,
//! as do `x + 5 − 5` and `x × 5 ÷ 5` (a typed answer keeps what the player
//! wrote); [`crate::game24::Distinct`] then sets such idle parts aside.
//!
//! The solver also lists only expressions whose every intermediate value is
//! at least 0, so `(1 − 2) × (3 − 4)` is not listed but its twin
//! `(2 − 1) × (4 − 3)` is (any expression with a negative intermediate has a
//! twin without, of the same absolute value: flip the sign upwards until a
//! `+` or `−` absorbs it).
//!
//! # Printing
//!
//! A node prints its added (multiplied) operands first, in canonical order,
//! then each subtracted (divided-by) operand after `−` (`÷`). Only a sum
//! inside a product needs parentheses, so every solution is printed with the
//! fewest parentheses its form allows. The canonical order puts compound
//! operands before numbers and numbers ascending: `(5 − 1 ÷ 5) × 5`,
//! `(1 + 2 + 3) × 4`.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One of the four operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Op {
    /// `+`
    Add,
    /// `−`
    Sub,
    /// `×`
    Mul,
    /// `÷`
    Div,
}

/// Which symbols to print.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Notation {
    /// `+ − × ÷` (U+2212 minus): the page and the CLI by default.
    #[default]
    Unicode,
    /// `+ - * /`.
    Ascii,
}

impl Op {
    /// The symbol in a notation.
    pub fn symbol(self, notation: Notation) -> &'static str {
        match (self, notation) {
            (Op::Add, _) => "+",
            (Op::Sub, Notation::Unicode) => "−",
            (Op::Sub, Notation::Ascii) => "-",
            (Op::Mul, Notation::Unicode) => "×",
            (Op::Mul, Notation::Ascii) => "*",
            (Op::Div, Notation::Unicode) => "÷",
            (Op::Div, Notation::Ascii) => "/",
        }
    }
}

impl fmt::Display for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol(Notation::Unicode))
    }
}

/// A canonical expression (see the module docs for the rule).
///
/// The variant order matters: the derived `Ord` sorts compound operands before
/// numbers, which is also the printing order.
///
/// ```
/// use duel21::game24::{Formula, Op};
/// let n = Formula::Number;
/// // 8 ÷ (3 − 8 ÷ 3)
/// let inner = Formula::combine(Op::Div, n(8), n(3));
/// let f = Formula::combine(Op::Div, n(8), Formula::combine(Op::Sub, n(3), inner));
/// assert_eq!(f.to_string(), "8 ÷ (3 − 8 ÷ 3)");
/// // a − (b − c) is a − b + c
/// let x = Formula::combine(Op::Sub, n(9), Formula::combine(Op::Sub, n(4), n(2)));
/// let y = Formula::combine(Op::Add, Formula::combine(Op::Sub, n(9), n(4)), n(2));
/// assert_eq!(x, y);
/// assert_eq!(x.to_string(), "2 + 9 − 4");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Formula {
    /// `plus[0] + plus[1] + … − minus[0] − …`; `plus` is never empty.
    Sum {
        /// Terms added, sorted; never sums.
        plus: Vec<Formula>,
        /// Terms subtracted, sorted; never sums.
        minus: Vec<Formula>,
    },
    /// `times[0] × times[1] × … ÷ over[0] ÷ …`; `times` is never empty.
    Product {
        /// Factors multiplied, sorted; never products.
        times: Vec<Formula>,
        /// Factors divided by, sorted; never products.
        over: Vec<Formula>,
    },
    /// A card value.
    Number(u8),
}

impl Formula {
    /// The canonical form of `l op r`.
    pub fn combine(op: Op, l: Formula, r: Formula) -> Formula {
        let additive = matches!(op, Op::Add | Op::Sub);
        let (mut up, mut down) = l.split(additive);
        let (r_up, r_down) = r.split(additive);
        if matches!(op, Op::Add | Op::Mul) {
            up.extend(r_up);
            down.extend(r_down);
        } else {
            up.extend(r_down);
            down.extend(r_up);
        }
        Formula::group(additive, up, down)
    }

    /// A sum (`additive`: `up` added, `down` subtracted) or a product (`up`
    /// multiplied, `down` divided by), its parts sorted: the canonical order.
    pub(crate) fn group(additive: bool, mut up: Vec<Formula>, mut down: Vec<Formula>) -> Formula {
        up.sort_unstable();
        down.sort_unstable();
        if additive {
            Formula::Sum {
                plus: up,
                minus: down,
            }
        } else {
            Formula::Product {
                times: up,
                over: down,
            }
        }
    }

    /// The two operand lists of `self` seen as a sum (`additive`) or a product.
    fn split(self, additive: bool) -> (Vec<Formula>, Vec<Formula>) {
        match self {
            Formula::Sum { plus, minus } if additive => (plus, minus),
            Formula::Product { times, over } if !additive => (times, over),
            other => (vec![other], Vec::new()),
        }
    }

    /// The card values used, ascending.
    pub fn numbers(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.collect_numbers(&mut out);
        out.sort_unstable();
        out
    }

    fn collect_numbers(&self, out: &mut Vec<u8>) {
        match self {
            Formula::Number(n) => out.push(*n),
            Formula::Sum { plus: a, minus: b } | Formula::Product { times: a, over: b } => {
                for f in a.iter().chain(b) {
                    f.collect_numbers(out);
                }
            }
        }
    }

    /// Whether any `÷` appears.
    pub fn divides(&self) -> bool {
        match self {
            Formula::Number(_) => false,
            Formula::Product { over, .. } if !over.is_empty() => true,
            Formula::Sum { plus: a, minus: b } | Formula::Product { times: a, over: b } => {
                a.iter().chain(b).any(Formula::divides)
            }
        }
    }

    /// Pairs of parentheses in the printed form (one per sum inside a product).
    pub fn parentheses(&self) -> usize {
        match self {
            Formula::Number(_) => 0,
            Formula::Sum { plus, minus } => {
                plus.iter().chain(minus).map(Formula::parentheses).sum()
            }
            Formula::Product { times, over } => times
                .iter()
                .chain(over)
                .map(|f| f.parentheses() + usize::from(matches!(f, Formula::Sum { .. })))
                .sum(),
        }
    }

    /// The first operation to do when working this formula out by hand: the
    /// innermost one, following the first compound operand at each level,
    /// as `(left, op, right)` on two card values. `None` for a bare number.
    pub fn first_step(&self) -> Option<(u8, Op, u8)> {
        let (up, down, add, sub) = match self {
            Formula::Number(_) => return None,
            Formula::Sum { plus, minus } => (plus, minus, Op::Add, Op::Sub),
            Formula::Product { times, over } => (times, over, Op::Mul, Op::Div),
        };
        if let Some(inner) = up
            .iter()
            .chain(down)
            .find(|f| !matches!(f, Formula::Number(_)))
        {
            return inner.first_step();
        }
        let num = |f: &Formula| match f {
            Formula::Number(n) => *n,
            _ => 0,
        };
        match (up.as_slice(), down.first()) {
            // Larger first reads naturally ("8 × 3", "6 + 4"); both are commutative.
            ([a, b, ..], _) => Some((num(b).max(num(a)), add, num(a).min(num(b)))),
            ([a], Some(b)) => Some((num(a), sub, num(b))),
            _ => None,
        }
    }

    /// The formula printed in a notation with the fewest parentheses.
    pub fn render(&self, notation: Notation) -> String {
        let mut out = String::new();
        self.write(&mut out, notation);
        out
    }

    fn write(&self, out: &mut String, notation: Notation) {
        let (up, down, add, sub) = match self {
            Formula::Number(n) => {
                out.push_str(&n.to_string());
                return;
            }
            Formula::Sum { plus, minus } => (plus, minus, Op::Add, Op::Sub),
            Formula::Product { times, over } => (times, over, Op::Mul, Op::Div),
        };
        let product = add == Op::Mul;
        let operand = |f: &Formula, out: &mut String| {
            let paren = product && matches!(f, Formula::Sum { .. });
            if paren {
                out.push('(');
            }
            f.write(out, notation);
            if paren {
                out.push(')');
            }
        };
        for (i, f) in up.iter().enumerate() {
            if i > 0 {
                out.push(' ');
                out.push_str(add.symbol(notation));
                out.push(' ');
            }
            operand(f, out);
        }
        for f in down {
            out.push(' ');
            out.push_str(sub.symbol(notation));
            out.push(' ');
            operand(f, out);
        }
    }
}

impl fmt::Display for Formula {
    /// The [`Notation::Unicode`] form, e.g. `8 ÷ (3 − 8 ÷ 3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Notation::Unicode))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(v: u8) -> Formula {
        Formula::Number(v)
    }

    fn c(op: Op, l: Formula, r: Formula) -> Formula {
        Formula::combine(op, l, r)
    }

    #[test]
    fn identifies_exactly_the_documented_rewrites() {
        use Op::*;
        let same = [
            // commutativity and associativity of + and ×
            (c(Add, n(1), n(2)), c(Add, n(2), n(1))),
            (
                c(Add, c(Add, n(1), n(2)), n(3)),
                c(Add, n(1), c(Add, n(3), n(2))),
            ),
            (
                c(Mul, c(Mul, n(1), n(2)), n(3)),
                c(Mul, n(3), c(Mul, n(2), n(1))),
            ),
            // a − (b − c) = a − b + c = (a + c) − b
            (
                c(Sub, n(9), c(Sub, n(4), n(2))),
                c(Sub, c(Add, n(9), n(2)), n(4)),
            ),
            // a − (b + c) = a − b − c
            (
                c(Sub, n(9), c(Add, n(4), n(2))),
                c(Sub, c(Sub, n(9), n(4)), n(2)),
            ),
            // a ÷ (b ÷ c) = a × c ÷ b
            (
                c(Div, n(8), c(Div, n(4), n(2))),
                c(Div, c(Mul, n(8), n(2)), n(4)),
            ),
            // a ÷ b ÷ c = a ÷ (b × c)
            (
                c(Div, c(Div, n(8), n(4)), n(2)),
                c(Div, n(8), c(Mul, n(4), n(2))),
            ),
        ];
        for (a, b) in same {
            assert_eq!(a, b, "{a} vs {b}");
        }
        let different = [
            (c(Mul, n(5), n(1)), c(Div, n(5), n(1))),
            (c(Sub, n(5), n(1)), c(Sub, n(1), n(5))),
            // distributivity is not used
            (
                c(Mul, n(2), c(Add, n(3), n(4))),
                c(Add, c(Mul, n(2), n(3)), c(Mul, n(2), n(4))),
            ),
        ];
        for (a, b) in different {
            assert_ne!(a, b, "{a} vs {b}");
        }
    }

    #[test]
    fn prints_with_fewest_parentheses() {
        use Op::*;
        let cases = [
            (
                c(Mul, c(Sub, n(5), c(Div, n(1), n(5))), n(5)),
                "(5 − 1 ÷ 5) × 5",
                1,
            ),
            (
                c(Mul, n(4), c(Add, c(Add, n(3), n(1)), n(2))),
                "(1 + 2 + 3) × 4",
                1,
            ),
            (
                c(Div, c(Sub, c(Mul, n(10), n(10)), n(4)), n(4)),
                "(10 × 10 − 4) ÷ 4",
                1,
            ),
            (
                c(Div, n(6), c(Sub, n(1), c(Div, n(3), n(4)))),
                "6 ÷ (1 − 3 ÷ 4)",
                1,
            ),
            (c(Div, n(8), c(Mul, n(4), n(2))), "8 ÷ 2 ÷ 4", 0),
            (
                c(Add, c(Mul, n(4), n(6)), c(Sub, n(5), n(5))),
                "4 × 6 + 5 − 5",
                0,
            ),
            (
                c(Mul, c(Add, n(1), n(3)), c(Add, n(2), n(4))),
                "(1 + 3) × (2 + 4)",
                2,
            ),
        ];
        for (f, text, parens) in cases {
            assert_eq!(f.to_string(), text);
            assert_eq!(f.parentheses(), parens, "{text}");
        }
        let f = c(Div, n(8), c(Sub, n(3), c(Div, n(8), n(3))));
        assert_eq!(f.render(Notation::Ascii), "8 / (3 - 8 / 3)");
    }

    #[test]
    fn first_steps() {
        use Op::*;
        let f = c(Div, n(8), c(Sub, n(3), c(Div, n(8), n(3))));
        assert_eq!(f.first_step(), Some((8, Div, 3)));
        let f = c(Mul, n(4), c(Add, c(Add, n(3), n(1)), n(2)));
        assert_eq!(f.first_step(), Some((2, Add, 1)));
        let f = c(Sub, c(Mul, n(6), n(5)), n(6));
        assert_eq!(f.first_step(), Some((6, Mul, 5)));
        assert_eq!(c(Sub, n(9), n(4)).first_step(), Some((9, Sub, 4)));
        assert_eq!(n(3).first_step(), None);
        assert!(!f.divides() && c(Div, n(1), n(2)).divides());
        assert_eq!(c(Div, n(8), c(Sub, n(3), n(1))).numbers(), vec![1, 3, 8]);
    }
}
