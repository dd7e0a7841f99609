//! Plain data, and the hand-written readers that make the engine's input
//! types from it.
//!
//! A [`Plain`] is untrusted structured input already copied and bounded:
//! null, true/false, a finite number, text, a list, an object of fields,
//! or a [`Refused`] marker for a value the copy would not take. The page's
//! boundary (`src/wasm/read.rs`) makes one from a JavaScript value; the
//! native `json` feature makes one from JSON text ([`from_json_text`]),
//! within the same limits ([`MAX_DEPTH`], [`MAX_VALUES`], [`MAX_ITEMS`],
//! [`MAX_TEXT`]). So every recursion over it is at most [`MAX_DEPTH`] deep.
//!
//! Each 21点 input type (a save, the settings, a statistics record) and each
//! shared type in it (a seat, a level, a card, a ledger) has one reader,
//! [`FromPlain`], used by the wasm module and the native build alike. The
//! readers are written by hand over a few non-generic helpers ([`Fields`],
//! [`text`], [`whole`], [`choice`], …) rather than derived with serde: a
//! derived `Deserialize` is a visitor per type and per format: serde's
//! made about 70 KB of the 234 KB 21点 wasm, these readers make about 17 KB
//! of 202 KB (80 137 → 74 025 bytes gzip, measured). 24点 still reads its
//! inputs through serde's `Deserialize` (over the same [`Plain`],
//! `src/wasm/plain.rs`), so the shared types keep their derives too until
//! it moves.
//!
//! Errors name where the problem is (`names[0]: …`, `duel.actions[3]: …`)
//! and quote at most [`QUOTE_CHARS`] characters of anything given.

use std::fmt;

use crate::cards::ledger::decimal_text;

/// The most characters of an input a message quotes.
pub const QUOTE_CHARS: usize = 40;
/// Lists and objects nested deeper than this are not copied.
pub const MAX_DEPTH: usize = 16;
/// The most values (of any kind, nested ones included) one input holds.
pub const MAX_VALUES: usize = 20_000;
/// The most items of one list, or fields of one object.
pub const MAX_ITEMS: usize = 10_000;
/// The most text (UTF-16 units, keys included) one input holds.
pub const MAX_TEXT: usize = 1 << 18;

/// A structured input copied into Rust: plain data only.
#[derive(Clone, Debug, PartialEq)]
pub enum Plain {
    /// `null` or `undefined`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A finite number.
    Number(f64),
    /// A string.
    Text(String),
    /// An array's items.
    List(Vec<Plain>),
    /// An object's own enumerable string-keyed fields, in order.
    Map(Vec<(String, Plain)>),
    /// A value that was not copied, and why.
    Refused(Refused),
}

/// Why a value was not copied. Each is refused where it is read.
#[derive(Clone, Debug, PartialEq)]
pub enum Refused {
    /// A JavaScript BigInt.
    BigInt,
    /// A JavaScript symbol.
    Symbol,
    /// A JavaScript function.
    Function,
    /// NaN or ±Infinity.
    NotFinite(f64),
    /// A kind of value that is none of the above nor plain data.
    OtherKind,
    /// A Proxy that has been revoked.
    Revoked,
    /// An object or list that holds itself.
    HoldsItself,
    /// Nested deeper than the copy goes.
    TooDeep,
    /// A string of this many UTF-16 units, over the limit.
    LongText(usize),
    /// An array of this many items, over the limit.
    LongList(usize),
    /// An object with this many fields, over the limit.
    ManyFields(usize),
    /// Reading it threw; the exception's message, shortened.
    Threw(String),
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::BigInt => f.write_str("a BigInt"),
            Refused::Symbol => f.write_str("a symbol"),
            Refused::Function => f.write_str("a function"),
            Refused::NotFinite(n) => f.write_str(&decimal_text(*n)),
            Refused::OtherKind => f.write_str("a value that is not plain data"),
            Refused::Revoked => f.write_str("a revoked Proxy"),
            Refused::HoldsItself => f.write_str("a value that holds itself"),
            Refused::TooDeep => write!(f, "a value nested more than {MAX_DEPTH} deep"),
            Refused::LongText(n) => {
                write!(f, "text of {n} characters (at most {MAX_TEXT} are read)")
            }
            Refused::LongList(n) => write!(f, "a list of {n} items (at most {MAX_ITEMS})"),
            Refused::ManyFields(n) => {
                write!(f, "an object with {n} fields (at most {MAX_ITEMS})")
            }
            Refused::Threw(message) => write!(f, "a value whose reading threw {message}"),
        }
    }
}

impl Refused {
    /// What is wrong with reading this marker as anything, when that is not
    /// merely its kind (a BigInt, a function, NaN are refused by kind: "give
    /// …, not a BigInt").
    pub fn problem(&self) -> Option<String> {
        Some(match self {
            Refused::Threw(message) => format!("reading it threw {message}"),
            Refused::Revoked => "it is a revoked Proxy".into(),
            Refused::HoldsItself => "it holds itself".into(),
            Refused::TooDeep => format!("it is nested more than {MAX_DEPTH} deep"),
            Refused::LongText(n) => {
                format!("text of {n} characters is longer than the engine reads ({MAX_TEXT})")
            }
            Refused::LongList(n) => {
                format!("a list of {n} items is longer than the engine reads ({MAX_ITEMS})")
            }
            Refused::ManyFields(n) => {
                format!("an object of {n} fields is larger than the engine reads ({MAX_ITEMS})")
            }
            Refused::BigInt
            | Refused::Symbol
            | Refused::Function
            | Refused::NotFinite(_)
            | Refused::OtherKind => return None,
        })
    }
}

impl Plain {
    /// What the value is, in words ("text", "a list", "a BigInt", …).
    pub fn kind(&self) -> String {
        match self {
            Plain::Null => "null".into(),
            Plain::Bool(_) => "true or false".into(),
            Plain::Number(_) => "a number".into(),
            Plain::Text(_) => "text".into(),
            Plain::List(_) => "a list".into(),
            Plain::Map(_) => "an object".into(),
            Plain::Refused(r) => r.to_string(),
        }
    }
}

/// `text` cut to `max` characters, with "…" when cut (one function for
/// the whole crate: it takes characters, never slices, so the wasm carries
/// no slicing panic path).
pub use super::shorten;

/// `text` quoted for a message: `'…'`, at most [`QUOTE_CHARS`] characters.
pub fn quote(text: &str) -> String {
    format!("'{}'", shorten(text, QUOTE_CHARS))
}

/// `a, b or c`. (A loop of `push_str`: `join` would bring its own
/// 1 KB of generic code into the wasm for this one use.)
pub fn or_list(items: &[&str]) -> String {
    let Some((last, rest)) = items.split_last() else {
        return "nothing".into();
    };
    let mut out = String::new();
    for (i, item) in rest.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(item);
    }
    if !rest.is_empty() {
        out.push_str(" or ");
    }
    out.push_str(last);
    out
}

/// Why a value does not fit the type asked for, and where in the value.
/// Boxed: every reader returns a `Result` with it, and a one-word error
/// keeps those small (and the code that moves them).
#[derive(Clone, Debug, PartialEq)]
pub struct PlainError(Box<ErrorAt>);

#[derive(Clone, Debug, PartialEq)]
struct ErrorAt {
    /// Where: `.names[0]`, `.duel.actions[3]`; empty at the top.
    path: String,
    what: What,
}

#[derive(Clone, Debug, PartialEq)]
enum What {
    Message(String),
    UnknownField {
        field: String,
        expected: &'static [&'static str],
    },
}

impl PlainError {
    /// An error with this message, at the top.
    pub fn new(message: impl Into<String>) -> PlainError {
        PlainError(Box::new(ErrorAt {
            path: String::new(),
            what: What::Message(message.into()),
        }))
    }

    /// A field that is not one of `expected`.
    pub fn unknown_field(field: &str, expected: &'static [&'static str]) -> PlainError {
        PlainError(Box::new(ErrorAt {
            path: String::new(),
            what: What::UnknownField {
                field: field.to_string(),
                expected,
            },
        }))
    }

    /// The same error, one step further from the top (`step` is `.key` or
    /// `[i]`; the leading dot of the outermost key is dropped when shown).
    pub fn within(mut self, step: &str) -> PlainError {
        self.0.path.insert_str(0, step);
        self
    }

    /// The message, naming an unknown field as "not a `noun`" ("'colour'
    /// is not a setting (use mode, …)").
    pub fn render(&self, noun: &str) -> String {
        let what = match &self.0.what {
            What::Message(m) => m.clone(),
            What::UnknownField { field, expected } => {
                format!(
                    "{} is not a {noun} (use {})",
                    quote(field),
                    or_list(expected)
                )
            }
        };
        match self.0.path.strip_prefix('.').unwrap_or(&self.0.path) {
            "" => what,
            path => format!("{}: {what}", shorten(path, QUOTE_CHARS)),
        }
    }
}

impl fmt::Display for PlainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render("field"))
    }
}

impl std::error::Error for PlainError {}

// The two steps of an error path, out of line: they are reached from every
// type read, and formatting inside each caller would be copied into it.

/// `e` within item `index` of a list.
#[inline(never)]
pub fn at_index(e: PlainError, index: usize) -> PlainError {
    e.within(&format!("[{index}]"))
}

/// `e` within the field `key` of an object.
#[inline(never)]
pub fn at_key(e: PlainError, key: &str) -> PlainError {
    e.within(&format!(".{}", shorten(key, QUOTE_CHARS)))
}

/// A type read from plain data: one reader per type, for every build.
pub trait FromPlain: Sized {
    /// Reads a value.
    ///
    /// # Errors
    /// What is wrong, led by where it is.
    fn from_plain(p: Plain) -> Result<Self, PlainError>;

    /// The value of a missing field: none, so a missing field is refused
    /// (an `Option` is `None`).
    fn absent() -> Option<Self> {
        None
    }
}

/// Reads a `T` from plain data, naming an unknown field as "not a `noun`".
///
/// # Errors
/// The message of the first thing that is wrong, led by where it is.
pub fn read_plain<T: FromPlain>(p: Plain, noun: &str) -> Result<T, String> {
    T::from_plain(p).map_err(|e| e.render(noun))
}

/// The error for `p`, which is not `expected` ("give `expected`, not a
/// list"); a marker that is refused for more than its kind says why.
#[inline(never)]
pub fn wrong(p: &Plain, expected: &str) -> PlainError {
    if let Plain::Refused(r) = p {
        if let Some(problem) = r.problem() {
            return PlainError::new(problem);
        }
    }
    PlainError::new(format!("give {expected}, not {}", p.kind()))
}

/// Text.
///
/// # Errors
/// Anything else.
pub fn text(p: Plain) -> Result<String, PlainError> {
    match p {
        Plain::Text(s) => Ok(s),
        other => Err(wrong(&other, "it as text")),
    }
}

/// A whole number from 0 to `max`.
///
/// # Errors
/// Anything else; a whole number out of range is quoted.
pub fn whole(p: Plain, max: u64) -> Result<u64, PlainError> {
    // Whole numbers a JS number holds exactly; past 2^53 a number may
    // stand for another.
    const EXACT: f64 = 9_007_199_254_740_992.0;
    let range = || format!("a whole number from 0 to {max}");
    match p {
        Plain::Number(n) if n.fract() == 0.0 && n.abs() <= EXACT => {
            if n >= 0.0 && n as u64 <= max {
                Ok(n as u64)
            } else {
                Err(PlainError::new(format!(
                    "give {}, not {}",
                    range(),
                    decimal_text(n)
                )))
            }
        }
        other => Err(wrong(&other, &range())),
    }
}

/// A number.
///
/// # Errors
/// Anything else.
pub fn number(p: Plain) -> Result<f64, PlainError> {
    match p {
        Plain::Number(n) => Ok(n),
        other => Err(wrong(&other, "a number")),
    }
}

/// `true` or `false`.
///
/// # Errors
/// Anything else.
pub fn boolean(p: Plain) -> Result<bool, PlainError> {
    match p {
        Plain::Bool(b) => Ok(b),
        other => Err(wrong(&other, "true or false")),
    }
}

/// One of `names`, as text: its index.
///
/// # Errors
/// Other text ("'p3' is not one of p1 or p2"), or not text.
pub fn choice(p: Plain, names: &[&str]) -> Result<usize, PlainError> {
    match p {
        Plain::Text(s) => names.iter().position(|n| *n == s).ok_or_else(|| {
            PlainError::new(format!("{} is not one of {}", quote(&s), or_list(names)))
        }),
        other => Err(wrong(&other, &format!("one of {}", or_list(names)))),
    }
}

/// A list's items.
///
/// # Errors
/// Anything else.
pub fn list(p: Plain) -> Result<Vec<Plain>, PlainError> {
    match p {
        Plain::List(items) => Ok(items),
        other => Err(wrong(&other, "a list")),
    }
}

/// An object's fields, in order (for a map whose keys are data).
///
/// # Errors
/// Anything else.
pub fn object(p: Plain) -> Result<Vec<(String, Plain)>, PlainError> {
    match p {
        Plain::Map(fields) => Ok(fields),
        other => Err(wrong(&other, "an object")),
    }
}

/// The fields of an object read as a record: each known field taken once,
/// by name; an unknown field or one given twice is refused before any is
/// read.
pub struct Fields {
    fields: Vec<(String, Plain)>,
}

impl Fields {
    /// The fields of `p`, all of them among `known`.
    ///
    /// # Errors
    /// `p` is not an object, or holds a field not in `known` (named, with
    /// the known ones), or one twice.
    pub fn of(p: Plain, known: &'static [&'static str]) -> Result<Fields, PlainError> {
        let fields = object(p)?;
        for (i, (key, _)) in fields.iter().enumerate() {
            if !known.contains(&key.as_str()) {
                return Err(PlainError::unknown_field(key, known));
            }
            if fields[..i].iter().any(|(k, _)| k == key) {
                return Err(PlainError::new(format!("{} is given twice", quote(key))));
            }
        }
        Ok(Fields { fields })
    }

    /// The field `name`'s value, taken out, if it is there.
    pub fn take(&mut self, name: &str) -> Option<Plain> {
        let at = self.fields.iter().position(|(k, _)| k == name)?;
        Some(self.fields.swap_remove(at).1)
    }

    /// The field `name` read as a `T`; a missing one is refused unless `T`
    /// has a value for it (an `Option`).
    ///
    /// # Errors
    /// The field is missing, or its value's error, led by its name.
    pub fn get<T: FromPlain>(&mut self, name: &'static str) -> Result<T, PlainError> {
        match self.take(name) {
            Some(v) => T::from_plain(v).map_err(|e| at_key(e, name)),
            None => T::absent().ok_or_else(|| missing(name)),
        }
    }
}

/// The error for a missing field.
#[inline(never)]
fn missing(name: &str) -> PlainError {
    PlainError::new(format!("'{name}' is missing"))
}

/// Each item of a list read as a `T`.
///
/// # Errors
/// Not a list, or an item's error, led by its index.
pub fn list_of<T: FromPlain>(p: Plain) -> Result<Vec<T>, PlainError> {
    list(p)?
        .into_iter()
        .enumerate()
        .map(|(i, item)| T::from_plain(item).map_err(|e| at_index(e, i)))
        .collect()
}

impl<T: FromPlain> FromPlain for Option<T> {
    /// `null` is `None`.
    fn from_plain(p: Plain) -> Result<Option<T>, PlainError> {
        match p {
            Plain::Null => Ok(None),
            other => T::from_plain(other).map(Some),
        }
    }
    fn absent() -> Option<Option<T>> {
        Some(None)
    }
}

impl<T: FromPlain> FromPlain for Vec<T> {
    fn from_plain(p: Plain) -> Result<Vec<T>, PlainError> {
        list_of(p)
    }
}

impl FromPlain for String {
    fn from_plain(p: Plain) -> Result<String, PlainError> {
        text(p)
    }
}

impl FromPlain for bool {
    fn from_plain(p: Plain) -> Result<bool, PlainError> {
        boolean(p)
    }
}

impl FromPlain for u32 {
    fn from_plain(p: Plain) -> Result<u32, PlainError> {
        // Within range by `whole`'s check.
        whole(p, u32::MAX.into()).map(|n| n as u32)
    }
}

impl FromPlain for u64 {
    fn from_plain(p: Plain) -> Result<u64, PlainError> {
        whole(p, u64::MAX)
    }
}

impl FromPlain for f64 {
    fn from_plain(p: Plain) -> Result<f64, PlainError> {
        number(p)
    }
}

impl FromPlain for [u32; 3] {
    fn from_plain(p: Plain) -> Result<[u32; 3], PlainError> {
        let items = list(p)?;
        if items.len() != 3 {
            return Err(PlainError::new(format!(
                "give a list of 3 numbers, not {} items",
                items.len()
            )));
        }
        let mut out = [0; 3];
        for (i, (slot, item)) in out.iter_mut().zip(items).enumerate() {
            *slot = u32::from_plain(item).map_err(|e| at_index(e, i))?;
        }
        Ok(out)
    }
}

/// JSON text → plain data, within the same limits as the page's copy of a
/// JavaScript value: what is nested too deep, too long or too large stays
/// a [`Refused`] marker where it is found.
///
/// # Errors
/// serde_json's message for text that is not JSON, or the whole is over
/// [`MAX_VALUES`] values or [`MAX_TEXT`] units of text.
#[cfg(feature = "json")]
pub fn from_json_text(text: &str) -> Result<Plain, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let mut budget = Budget { values: 0, text: 0 };
    budget.copy(value, 0)
}

/// What one JSON value has spent of the limits.
#[cfg(feature = "json")]
struct Budget {
    values: usize,
    text: usize,
}

#[cfg(feature = "json")]
impl Budget {
    fn text(&mut self, s: &str) -> Result<(), String> {
        self.text += s.encode_utf16().count();
        if self.text > MAX_TEXT {
            return Err(format!("it holds more than {MAX_TEXT} characters of text"));
        }
        Ok(())
    }

    fn copy(&mut self, value: serde_json::Value, depth: usize) -> Result<Plain, String> {
        use serde_json::Value;
        self.values += 1;
        if self.values > MAX_VALUES {
            return Err(format!("it holds more than {MAX_VALUES} values"));
        }
        Ok(match value {
            Value::Null => Plain::Null,
            Value::Bool(b) => Plain::Bool(b),
            Value::Number(n) => match n.as_f64() {
                Some(x) if x.is_finite() => Plain::Number(x),
                _ => Plain::Refused(Refused::OtherKind),
            },
            Value::String(s) => {
                let units = s.encode_utf16().count();
                if units > MAX_TEXT {
                    return Ok(Plain::Refused(Refused::LongText(units)));
                }
                self.text(&s)?;
                Plain::Text(s)
            }
            Value::Array(_) | Value::Object(_) if depth >= MAX_DEPTH => {
                Plain::Refused(Refused::TooDeep)
            }
            Value::Array(items) if items.len() > MAX_ITEMS => {
                Plain::Refused(Refused::LongList(items.len()))
            }
            Value::Object(fields) if fields.len() > MAX_ITEMS => {
                Plain::Refused(Refused::ManyFields(fields.len()))
            }
            Value::Array(items) => Plain::List(
                items
                    .into_iter()
                    .map(|v| self.copy(v, depth + 1))
                    .collect::<Result<_, _>>()?,
            ),
            Value::Object(fields) => {
                let mut out = Vec::with_capacity(fields.len());
                for (k, v) in fields {
                    self.text(&k)?;
                    let v = self.copy(v, depth + 1)?;
                    out.push((k, v));
                }
                Plain::Map(out)
            }
        })
    }
}

/// JSON text read as a `T` through plain data (the native build's way in;
/// the wasm build's text goes through the page's `JSON.parse` instead).
///
/// # Errors
/// Text that is not JSON (serde_json's message), or the reader's message.
#[cfg(feature = "json")]
pub fn read_json_text<T: FromPlain>(text: &str, noun: &str) -> Result<T, String> {
    read_plain(from_json_text(text)?, noun)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_are_written_in_words() {
        assert_eq!(or_list(&[]), "nothing");
        assert_eq!(or_list(&["p1"]), "p1");
        assert_eq!(or_list(&["p1", "p2"]), "p1 or p2");
        assert_eq!(or_list(&["a", "b", "c"]), "a, b or c");
    }

    #[test]
    fn whole_numbers_are_checked_against_their_range() {
        assert_eq!(whole(Plain::Number(7.0), 10), Ok(7));
        let e = |p: Plain| whole(p, 10).unwrap_err().to_string();
        assert_eq!(
            e(Plain::Number(11.0)),
            "give a whole number from 0 to 10, not 11"
        );
        assert_eq!(
            e(Plain::Number(-1.0)),
            "give a whole number from 0 to 10, not -1"
        );
        assert_eq!(
            e(Plain::Number(0.5)),
            "give a whole number from 0 to 10, not a number"
        );
        assert_eq!(
            e(Plain::Number(1e300)),
            "give a whole number from 0 to 10, not a number"
        );
        assert_eq!(
            e(Plain::Text("1".into())),
            "give a whole number from 0 to 10, not text"
        );
    }

    #[test]
    fn fields_refuse_unknown_missing_and_repeated_ones() {
        let map = |fields: &[(&str, Plain)]| {
            Plain::Map(
                fields
                    .iter()
                    .map(|(k, v)| ((*k).to_string(), v.clone()))
                    .collect(),
            )
        };
        let read = |p: Plain| -> Result<(u32, Option<String>), PlainError> {
            let mut f = Fields::of(p, &["n", "s"])?;
            Ok((f.get("n")?, f.get("s")?))
        };
        let n = Plain::Number(1.0);
        assert_eq!(read(map(&[("n", n.clone())])), Ok((1, None)));
        let e = |p: Plain| read(p).unwrap_err().to_string();
        assert_eq!(e(map(&[])), "'n' is missing");
        assert_eq!(
            e(map(&[("n", n.clone()), ("x", n.clone())])),
            "'x' is not a field (use n or s)"
        );
        assert_eq!(
            e(map(&[("n", n.clone()), ("n", n.clone())])),
            "'n' is given twice"
        );
        assert_eq!(
            e(map(&[("n", n), ("s", Plain::Bool(true))])),
            "s: give it as text, not true or false"
        );
        assert_eq!(e(Plain::List(vec![])), "give an object, not a list");
    }

    #[cfg(feature = "json")]
    #[test]
    fn json_is_copied_within_the_same_limits() {
        let deep = format!("{}{}", "[".repeat(20), "]".repeat(20));
        let mut p = from_json_text(&deep).unwrap();
        for _ in 0..MAX_DEPTH {
            p = match p {
                Plain::List(mut items) => items.remove(0),
                other => panic!("{other:?}"),
            };
        }
        assert_eq!(p, Plain::Refused(Refused::TooDeep));
        let long = format!("[{}0]", "0,".repeat(MAX_ITEMS));
        assert_eq!(
            from_json_text(&long).unwrap(),
            Plain::Refused(Refused::LongList(MAX_ITEMS + 1))
        );
        let many = format!("[{}]", vec!["[0,0,0]"; 6_000].join(","));
        assert_eq!(
            from_json_text(&many).unwrap_err(),
            format!("it holds more than {MAX_VALUES} values")
        );
        let text = format!("\"{}\"", "x".repeat(MAX_TEXT + 1));
        assert_eq!(
            from_json_text(&text).unwrap(),
            Plain::Refused(Refused::LongText(MAX_TEXT + 1))
        );
        assert!(from_json_text("{").is_err());
    }
}
