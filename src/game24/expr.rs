//! The checker for what a player types: a small recursive-descent parser (no
//! `eval`), card-usage checks and exact, overflow-checked evaluation.
//!
//! # What is accepted
//!
//! - numbers `1`–`13` (ASCII or full-width digits, no leading zero) and the
//!   card letters `A` = 1, `J` = 11, `Q` = 12, `K` = 13 (either case);
//! - `+`, `-` (also `−` U+2212 and full-width `－`), `*` `×` `x` `X` (also
//!   full-width `＊`), `/` `÷` (also full-width `／`);
//! - `( )` and full-width `（ ）`; any Unicode white space between tokens.
//!
//! `×` and `÷` bind tighter than `+` and `−`; operators of one level group
//! left to right, so `8 ÷ 2 ÷ 4` is `(8 ÷ 2) ÷ 4`.
//!
//! **Unary minus (and plus) is rejected** ([`ExprError::UnaryOperator`]):
//! each card is used as dealt, and every solution can be written without it
//! (see [`crate::game24::solver`]).
//!
//! # Errors and positions
//!
//! The first problem found wins, in this order: the input as a whole (empty,
//! too long), then syntax from left to right (including unknown numbers),
//! then card use from left to right, then arithmetic (division by zero,
//! overflow), then the value. Positions are 0-based indexes in Unicode
//! scalar values (`chars()`); every character before an error position is an
//! accepted one, all in the Basic Multilingual Plane, so the position is also
//! the UTF-16 index JavaScript uses.
//!
//! Nothing here panics on any input: the length is capped at
//! [`MAX_INPUT_CHARS`] (which bounds the recursion depth), and arithmetic is
//! done in `i128` from `i64` operands, reduced, and reported as
//! [`ExprError::Overflow`] when a result does not fit back into `i64`.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use super::formula::{Formula, Op};
use super::values::Values;
use super::{Value, TARGET};

/// The longest input accepted, in characters. A full answer needs about 20;
/// the cap keeps parsing and evaluation shallow and cheap.
pub const MAX_INPUT_CHARS: usize = 200;

/// Why typed input is not a correct answer.
///
/// Serializes with a `kind` tag in snake case and the fields, e.g.
/// `{"kind":"not_twenty_four","value":"47/2"}` (the value as an exact
/// fraction text), so the page can word the message in either language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ExprError {
    /// Nothing but white space.
    Empty,
    /// Longer than [`MAX_INPUT_CHARS`].
    TooLong { len: usize },
    /// A character that is not part of the notation.
    BadChar { at: usize, ch: char },
    /// A number outside 1..=13 (e.g. `14`, `0`, `07`).
    UnknownNumber { at: usize, text: String },
    /// A number, a card or `(` was expected (e.g. `3 +`, `3 × ÷ 4`, `()`);
    /// `at` is where the operand is missing (the input length at the end).
    ExpectedOperand { at: usize },
    /// An operator was expected between two operands (e.g. `3 4`, `2 (3)`).
    ExpectedOperator { at: usize },
    /// A leading `-` or `+` (e.g. `-3 + …`, `3 × (−1 + …)`).
    UnaryOperator { at: usize },
    /// A `(` that is never closed; `at` is the `(`.
    UnclosedParen { at: usize },
    /// A `)` without a matching `(`.
    UnmatchedParen { at: usize },
    /// A value that is not among the dealt cards.
    NotDealt { at: usize, value: u8 },
    /// A card used more often than it was dealt; `at` is the extra use.
    UsedTwice { at: usize, value: u8 },
    /// A dealt card not used (reported for the smallest such value).
    Unused { value: u8 },
    /// Division by zero; `at` is the `÷`.
    DivisionByZero { at: usize },
    /// A result too large for exact `i64` arithmetic; `at` is the operator.
    Overflow { at: usize },
    /// A correct expression whose value is not 24.
    NotTwentyFour {
        #[serde(serialize_with = "value_text")]
        value: Value,
    },
}

fn value_text<S: Serializer>(v: &Value, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(v)
}

impl ExprError {
    /// The 0-based character position the error points at, if it has one
    /// (whole-input problems, an unused card and a wrong value have none).
    pub fn position(&self) -> Option<usize> {
        use ExprError::*;
        match *self {
            Empty | TooLong { .. } | Unused { .. } | NotTwentyFour { .. } => None,
            BadChar { at, .. }
            | UnknownNumber { at, .. }
            | ExpectedOperand { at }
            | ExpectedOperator { at }
            | UnaryOperator { at }
            | UnclosedParen { at }
            | UnmatchedParen { at }
            | NotDealt { at, .. }
            | UsedTwice { at, .. }
            | DivisionByZero { at }
            | Overflow { at } => Some(at),
        }
    }
}

impl fmt::Display for ExprError {
    /// An English message; positions are shown 1-based ("at character 3").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ExprError::*;
        let col = |at: usize| at + 1;
        match self {
            Empty => f.write_str("type an expression"),
            TooLong { len } => write!(
                f,
                "the expression is {len} characters long; at most {MAX_INPUT_CHARS}"
            ),
            BadChar { at, ch } => write!(f, "'{ch}' at character {} is not allowed", col(*at)),
            UnknownNumber { at, text } => write!(
                f,
                "{text} at character {} is not a card value (1-13, A, J, Q, K)",
                col(*at)
            ),
            ExpectedOperand { at } => {
                write!(f, "a number or '(' is missing at character {}", col(*at))
            }
            ExpectedOperator { at } => {
                write!(f, "an operator is missing at character {}", col(*at))
            }
            UnaryOperator { at } => write!(
                f,
                "the sign at character {} has nothing before it (no negative numbers)",
                col(*at)
            ),
            UnclosedParen { at } => {
                write!(f, "the '(' at character {} is never closed", col(*at))
            }
            UnmatchedParen { at } => {
                write!(f, "the ')' at character {} has no matching '('", col(*at))
            }
            NotDealt { at, value } => write!(
                f,
                "{value} at character {} is not one of the cards",
                col(*at)
            ),
            UsedTwice { at, value } => write!(
                f,
                "{value} at character {} is used more often than it was dealt",
                col(*at)
            ),
            Unused { value } => write!(f, "the card {value} is not used"),
            DivisionByZero { at } => write!(f, "division by zero at character {}", col(*at)),
            Overflow { at } => write!(f, "the result at character {} is too large", col(*at)),
            NotTwentyFour { value } => write!(f, "that makes {value}, not 24"),
        }
    }
}

impl std::error::Error for ExprError {}

/// A parsed expression, with the position of every number and operator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ast {
    /// A card value at a position.
    Number {
        /// 1..=13.
        value: u8,
        /// Its position.
        at: usize,
    },
    /// `left op right`; `at` is the operator's position.
    Binary {
        /// The operation.
        op: Op,
        /// The operator's position.
        at: usize,
        /// The left operand.
        left: Box<Ast>,
        /// The right operand.
        right: Box<Ast>,
    },
}

impl Ast {
    /// The numbers in the order they were typed, with their positions.
    pub fn numbers(&self) -> Vec<(u8, usize)> {
        let mut out = Vec::new();
        self.collect(&mut out);
        out
    }

    fn collect(&self, out: &mut Vec<(u8, usize)>) {
        match self {
            Ast::Number { value, at } => out.push((*value, *at)),
            Ast::Binary { left, right, .. } => {
                left.collect(out);
                right.collect(out);
            }
        }
    }

    /// The exact value.
    ///
    /// # Errors
    /// [`ExprError::DivisionByZero`] or [`ExprError::Overflow`] at the
    /// operator.
    pub fn value(&self) -> Result<Value, ExprError> {
        match self {
            Ast::Number { value, .. } => Ok(Value::from(i64::from(*value))),
            Ast::Binary {
                op,
                at,
                left,
                right,
            } => {
                let (l, r) = (left.value()?, right.value()?);
                apply(*op, l, r, *at)
            }
        }
    }

    /// The canonical form (see [`crate::game24::formula`]).
    pub fn formula(&self) -> Formula {
        match self {
            Ast::Number { value, .. } => Formula::Number(*value),
            Ast::Binary {
                op, left, right, ..
            } => Formula::combine(*op, left.formula(), right.formula()),
        }
    }
}

/// `l op r` exactly, computed in `i128` and reduced.
pub(super) fn apply(op: Op, l: Value, r: Value, at: usize) -> Result<Value, ExprError> {
    let (a, b) = (i128::from(*l.numer()), i128::from(*l.denom()));
    let (c, d) = (i128::from(*r.numer()), i128::from(*r.denom()));
    // Each product of two i64 fits in i128, and so does a sum of two.
    let (n, m) = match op {
        Op::Add => (a * d + c * b, b * d),
        Op::Sub => (a * d - c * b, b * d),
        Op::Mul => (a * c, b * d),
        Op::Div if c == 0 => return Err(ExprError::DivisionByZero { at }),
        Op::Div => (a * d, b * c),
    };
    reduce(n, m).ok_or(ExprError::Overflow { at })
}

/// `n / m` in lowest terms with a positive denominator, if it fits in `i64`
/// (excluding `i64::MIN`, so that negating a value is always safe).
fn reduce(n: i128, m: i128) -> Option<Value> {
    let (mut x, mut y) = (n.unsigned_abs(), m.unsigned_abs());
    while y != 0 {
        (x, y) = (y, x % y);
    }
    // m != 0, so the gcd x is at least 1.
    let sign: i128 = if (n < 0) != (m < 0) { -1 } else { 1 };
    let num = i128::try_from(n.unsigned_abs() / x).ok()? * sign;
    let den = i128::try_from(m.unsigned_abs() / x).ok()?;
    let fits = |v: i128| v > i128::from(i64::MIN) && v <= i128::from(i64::MAX);
    if !fits(num) || !fits(den) {
        return None;
    }
    Some(Value::new_raw(num as i64, den as i64))
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Num(u8),
    Op(Op),
    Open,
    Close,
    /// A lexing error, raised only when the parser reaches it, so errors come
    /// out in left-to-right order.
    Bad(ExprError),
}

struct Lexed {
    toks: Vec<(Tok, usize)>,
    len: usize,
}

fn lex(input: &str) -> Lexed {
    let chars: Vec<char> = input.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let at = i;
        i += 1;
        let tok = match c {
            c if c.is_whitespace() => continue,
            '+' | '＋' => Tok::Op(Op::Add),
            '-' | '−' | '－' => Tok::Op(Op::Sub),
            '*' | '×' | 'x' | 'X' | '＊' => Tok::Op(Op::Mul),
            '/' | '÷' | '／' => Tok::Op(Op::Div),
            '(' | '（' => Tok::Open,
            ')' | '）' => Tok::Close,
            'A' | 'a' => Tok::Num(1),
            'J' | 'j' => Tok::Num(11),
            'Q' | 'q' => Tok::Num(12),
            'K' | 'k' => Tok::Num(13),
            c if digit(c).is_some() => {
                let mut text = String::from(digit(c).unwrap_or('0'));
                while let Some(d) = chars.get(i).copied().and_then(digit) {
                    text.push(d);
                    i += 1;
                }
                match super::values::parse_value(&text) {
                    Some(v) => Tok::Num(v),
                    None => Tok::Bad(ExprError::UnknownNumber { at, text }),
                }
            }
            ch => Tok::Bad(ExprError::BadChar { at, ch }),
        };
        let stop = matches!(tok, Tok::Bad(_));
        toks.push((tok, at));
        if stop {
            break;
        }
    }
    Lexed {
        toks,
        len: chars.len(),
    }
}

/// An ASCII or full-width digit, as ASCII.
fn digit(c: char) -> Option<char> {
    match c {
        '0'..='9' => Some(c),
        '０'..='９' => char::from_u32(u32::from(c) - u32::from('０') + u32::from('0')),
        _ => None,
    }
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    next: usize,
    len: usize,
}

impl Parser {
    fn peek(&self) -> Option<&(Tok, usize)> {
        self.toks.get(self.next)
    }

    /// The position of the next token, or the end of the input.
    fn here(&self) -> usize {
        self.peek().map_or(self.len, |t| t.1)
    }

    fn expr(&mut self) -> Result<Ast, ExprError> {
        let mut left = self.term()?;
        while let Some(&(Tok::Op(op @ (Op::Add | Op::Sub)), at)) = self.peek() {
            self.next += 1;
            let right = self.term()?;
            left = Ast::Binary {
                op,
                at,
                left: Box::new(left),
                right: Box::new(right),
            };
        }
        Ok(left)
    }

    fn term(&mut self) -> Result<Ast, ExprError> {
        let mut left = self.factor()?;
        while let Some(&(Tok::Op(op @ (Op::Mul | Op::Div)), at)) = self.peek() {
            self.next += 1;
            let right = self.factor()?;
            left = Ast::Binary {
                op,
                at,
                left: Box::new(left),
                right: Box::new(right),
            };
        }
        Ok(left)
    }

    fn factor(&mut self) -> Result<Ast, ExprError> {
        let at = self.here();
        let Some((tok, _)) = self.peek().cloned() else {
            return Err(ExprError::ExpectedOperand { at });
        };
        self.next += 1;
        match tok {
            Tok::Num(value) => Ok(Ast::Number { value, at }),
            Tok::Open => {
                let inner = self.expr()?;
                match self.peek() {
                    Some((Tok::Close, _)) => {
                        self.next += 1;
                        Ok(inner)
                    }
                    None => Err(ExprError::UnclosedParen { at }),
                    Some(_) => Err(self.unexpected()),
                }
            }
            Tok::Op(Op::Add | Op::Sub) => Err(ExprError::UnaryOperator { at }),
            Tok::Op(_) | Tok::Close => Err(ExprError::ExpectedOperand { at }),
            Tok::Bad(e) => Err(e),
        }
    }

    /// The error for a token after a complete operand that is not an
    /// operator (or a `)` closing an open parenthesis).
    fn unexpected(&self) -> ExprError {
        match self.peek() {
            Some((Tok::Bad(e), _)) => e.clone(),
            Some((Tok::Close, at)) => ExprError::UnmatchedParen { at: *at },
            Some((_, at)) => ExprError::ExpectedOperator { at: *at },
            None => ExprError::ExpectedOperand { at: self.len },
        }
    }
}

/// Parses an expression (syntax only: any card values 1..=13, any number of
/// them).
///
/// # Errors
/// The first problem from the left: [`ExprError::Empty`],
/// [`ExprError::TooLong`], [`ExprError::BadChar`],
/// [`ExprError::UnknownNumber`], [`ExprError::ExpectedOperand`],
/// [`ExprError::ExpectedOperator`], [`ExprError::UnaryOperator`],
/// [`ExprError::UnclosedParen`] or [`ExprError::UnmatchedParen`].
pub fn parse(input: &str) -> Result<Ast, ExprError> {
    let len = input.chars().count();
    if len > MAX_INPUT_CHARS {
        return Err(ExprError::TooLong { len });
    }
    let Lexed { toks, len } = lex(input);
    if toks.is_empty() {
        return Err(ExprError::Empty);
    }
    let mut parser = Parser { toks, next: 0, len };
    let ast = parser.expr()?;
    if parser.peek().is_some() {
        return Err(parser.unexpected());
    }
    Ok(ast)
}

/// The exact value of what has been typed so far, whatever cards it uses:
/// the page's live value.
///
/// ```
/// use duel21::game24::evaluate;
/// assert_eq!(evaluate("8 ÷ 3").unwrap().to_string(), "8/3");
/// assert_eq!(evaluate("（K - 1）x 2").unwrap().to_string(), "24");
/// ```
///
/// # Errors
/// A syntax error ([`parse`]), division by zero or overflow.
pub fn evaluate(input: &str) -> Result<Value, ExprError> {
    parse(input)?.value()
}

/// Checks a typed answer for a deal: each of the four values used exactly
/// once, and the value exactly 24. Returns the answer's canonical form, which
/// is one of [`crate::game24::solve`]'s solutions unless a part of it is
/// negative: `(4 − 8) × (3 − 9)` is a correct answer, and the solver lists its
/// twin `(8 − 4) × (9 − 3)`.
///
/// ```
/// use duel21::game24::{check, ExprError, Values};
/// let deal: Values = "3 3 8 8".parse().unwrap();
/// assert!(check("8 / (3 - 8 / 3)", deal).is_ok());
/// assert_eq!(check("8 + 8 + 3 + 3", deal).unwrap_err().to_string(), "that makes 22, not 24");
/// assert_eq!(check("8 × 3 × 3 ÷ 3", deal), Err(ExprError::UsedTwice { at: 12, value: 3 }));
/// ```
///
/// # Errors
/// A syntax error ([`parse`]), then [`ExprError::NotDealt`],
/// [`ExprError::UsedTwice`] or [`ExprError::Unused`], then
/// [`ExprError::DivisionByZero`] or [`ExprError::Overflow`], then
/// [`ExprError::NotTwentyFour`].
pub fn check(input: &str, deal: Values) -> Result<Formula, ExprError> {
    let ast = parse(input)?;
    let mut used = [0usize; 14];
    for (value, at) in ast.numbers() {
        let dealt = deal.count(value);
        if dealt == 0 {
            return Err(ExprError::NotDealt { at, value });
        }
        let slot = &mut used[usize::from(value)];
        if *slot == dealt {
            return Err(ExprError::UsedTwice { at, value });
        }
        *slot += 1;
    }
    if let Some(&value) = deal
        .get()
        .iter()
        .find(|&&v| used[usize::from(v)] < deal.count(v))
    {
        return Err(ExprError::Unused { value });
    }
    let value = ast.value()?;
    if value != Value::from(TARGET) {
        return Err(ExprError::NotTwentyFour { value });
    }
    Ok(ast.formula())
}

impl FromStr for Formula {
    type Err = ExprError;

    /// Parses an expression (see the module docs) into its canonical form;
    /// printing and parsing round-trip. (Here, beside the parser, so that
    /// `formula.rs` needs nothing from this file.)
    ///
    /// ```
    /// use duel21::game24::Formula;
    /// let f: Formula = "5 × (5 − A ÷ 5)".parse().unwrap();
    /// assert_eq!(f.to_string(), "(5 − 1 ÷ 5) × 5");
    /// assert_eq!(f.to_string().parse::<Formula>(), Ok(f));
    /// ```
    fn from_str(s: &str) -> Result<Formula, ExprError> {
        parse(s).map(|ast| ast.formula())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal(s: &str) -> Values {
        s.parse().unwrap()
    }

    #[test]
    fn accepts_every_spelling() {
        let d = deal("1 11 12 13");
        for ok in [
            "(K - Q) * (J + A) * 2",
            "13 + 11 + 1 - 1",
            "K+Q-J+A",
            "（K − Q）× (J＋a) － 1 + 1",
            "k x q / (j + 1)",
            "K X Q ÷ ( J + A )",
            "１３ + 11 + 12 - 12",
        ] {
            let r = evaluate(ok);
            assert!(r.is_ok(), "{ok}: {r:?}");
        }
        assert!(check("K + Q - J + A", d).is_err());
        assert!(check("(K + Q) * A - J + 11", d).is_err());
        assert!(check("K + Q - A * J", d).is_err());
        assert!(check("13 + 12 - 1 * 1", deal("1 1 12 13")).is_ok());
    }

    #[test]
    fn rejects_each_bad_case_with_its_position() {
        use ExprError::*;
        let d = deal("3 3 8 8");
        let cases: Vec<(&str, ExprError)> = vec![
            ("", Empty),
            ("   ", Empty),
            ("8 + @", BadChar { at: 4, ch: '@' }),
            ("8 + 3 = 24", BadChar { at: 6, ch: '=' }),
            (
                "8 + 14",
                UnknownNumber {
                    at: 4,
                    text: "14".into(),
                },
            ),
            (
                "0 + 8",
                UnknownNumber {
                    at: 0,
                    text: "0".into(),
                },
            ),
            (
                "08 + 8",
                UnknownNumber {
                    at: 0,
                    text: "08".into(),
                },
            ),
            ("8 +", ExpectedOperand { at: 3 }),
            ("8 * / 3", ExpectedOperand { at: 4 }),
            ("()", ExpectedOperand { at: 1 }),
            ("3 8", ExpectedOperator { at: 2 }),
            ("3 (8)", ExpectedOperator { at: 2 }),
            ("(3 + 8) 3", ExpectedOperator { at: 8 }),
            ("-3 + 8", UnaryOperator { at: 0 }),
            ("8 * (-3 + 8)", UnaryOperator { at: 5 }),
            ("8 * +3", UnaryOperator { at: 4 }),
            ("(8 + 3", UnclosedParen { at: 0 }),
            ("((8 + 3)", UnclosedParen { at: 0 }),
            ("8 + 3)", UnmatchedParen { at: 5 }),
            ("8 + 3 + 8 + 5", NotDealt { at: 12, value: 5 }),
            ("8 + 3 + 8 + 8", UsedTwice { at: 12, value: 8 }),
            ("8 + 3 + 8", Unused { value: 3 }),
            ("8 / (3 - 3) + 8", DivisionByZero { at: 2 }),
            (
                "8 + 8 + 3 + 3",
                NotTwentyFour {
                    value: Value::from(22),
                },
            ),
            (
                "8 / 3 + 8 / 3",
                NotTwentyFour {
                    value: Value::new(16, 3),
                },
            ),
            (
                "3 - 8 - 8 - 3",
                NotTwentyFour {
                    value: Value::from(-16),
                },
            ),
        ];
        for (input, want) in cases {
            assert_eq!(check(input, d), Err(want.clone()), "{input:?}");
        }
        // Syntax comes before card use, card use before arithmetic.
        assert_eq!(check("8 + 5 +", d), Err(ExpectedOperand { at: 7 }));
        assert_eq!(
            check("8 / 0 + 5", d),
            Err(UnknownNumber {
                at: 4,
                text: "0".into()
            })
        );
        assert_eq!(check("8 / (8 - 8)", d), Err(UsedTwice { at: 9, value: 8 }));
    }

    #[test]
    fn positions_count_characters_not_bytes() {
        assert_eq!(
            check("（8 ÷ 3）× é", deal("3 3 8 8")),
            Err(ExprError::BadChar { at: 9, ch: 'é' })
        );
        assert_eq!(ExprError::BadChar { at: 9, ch: 'é' }.position(), Some(9));
        assert_eq!(ExprError::Unused { value: 3 }.position(), None);
    }

    #[test]
    fn too_long_and_overflow_are_errors_not_panics() {
        let long = "1+".repeat(150) + "1";
        assert_eq!(parse(&long), Err(ExprError::TooLong { len: 301 }));
        let deep = "(".repeat(99) + "1" + &")".repeat(99);
        assert_eq!(evaluate(&deep), Ok(Value::from(1)));
        let big = vec!["13"; 66].join("*");
        assert!(big.chars().count() <= MAX_INPUT_CHARS);
        assert!(matches!(evaluate(&big), Err(ExprError::Overflow { .. })));
        let tiny = format!("1/{}", vec!["13"; 60].join("/"));
        assert!(matches!(evaluate(&tiny), Err(ExprError::Overflow { .. })));
    }

    #[test]
    fn serializes_for_the_page() {
        let e = ExprError::NotTwentyFour {
            value: Value::new(47, 2),
        };
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"kind":"not_twenty_four","value":"47/2"}"#
        );
        let e = ExprError::UsedTwice { at: 3, value: 8 };
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"kind":"used_twice","at":3,"value":8}"#
        );
    }
}
