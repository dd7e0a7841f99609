//! The one way structured input is read, in the native build and in wasm
//! alike: untrusted JSON text (a save, a statistics record or file, a menu's
//! settings, an intent), bounded, then deserialized by serde_json into the
//! input type's derived `Deserialize` (`deny_unknown_fields` where unknown
//! fields must be refused).
//!
//! The bounds come first, before anything is parsed: the caller checks the
//! text's length (the wasm adapter before it even copies the string), and
//! [`read`] checks its nesting ([`MAX_DEPTH`]) with a scan that allocates
//! nothing, so serde's recursion is shallow whatever the text.
//!
//! A refusal names where the problem is (`names: …`, `duel.actions[3]: …`)
//! and says what is wrong in the engine's own words. The text is first read
//! into a `Tree` (only text that is not JSON fails there), and the tree is
//! then read as the input type through serde's typed path: the derived code
//! reports an unknown field, a missing one or a value of the wrong kind by
//! calling `Wrong`'s `serde::de::Error` methods with the field's name,
//! the names it takes and serde's `Unexpected`, and the tree knows the place
//! of each value. No message of serde's is taken apart. Anything quoted is
//! cut to [`QUOTE_CHARS`] characters.

use std::fmt;

use serde::de::value::{MapAccessDeserializer, MapDeserializer, SeqDeserializer};
use serde::de::{self, DeserializeOwned, Deserializer, IntoDeserializer, Unexpected, Visitor};
use serde::Deserialize;

use super::damage::{Damage, Term};
use super::refusal::Refusal;
use super::{clip, shorten, QUOTE_CHARS};

/// Lists and objects nested deeper than this are refused before parsing.
/// The deepest real input (a statistics file) nests 5 deep.
pub const MAX_DEPTH: usize = 16;

/// Reads `text` as a `T`, naming an unknown field as "not a `noun`"
/// ("setting", "field").
///
/// # Errors
/// The first thing that is wrong, led by where it is: text nested deeper
/// than [`MAX_DEPTH`], text that is not JSON, or JSON that is not a `T`.
///
/// ```
/// use duel21::cards::input::read;
/// use duel21::duel::ConfigInput;
/// let input: ConfigInput = read(r#"{"mode": "computer", "names": ["Ann", null]}"#, "setting").unwrap();
/// assert_eq!(input.names, Some(vec!["Ann".to_string(), String::new()]));
/// let e = read::<ConfigInput>(r#"{"colour": "red"}"#, "setting").unwrap_err();
/// assert!(e.to_string().starts_with("'colour' is not a setting (use mode, level"), "{e}");
/// ```
pub fn read<T: DeserializeOwned>(text: &str, noun: &str) -> Result<T, Refusal> {
    check_depth(text)?;
    let tree: Tree = serde_json::from_str(text).map_err(|e| not_json(&e))?;
    T::deserialize(At {
        tree: &tree,
        place: Place::Whole,
    })
    .map_err(|wrong| {
        let what = match wrong.what {
            Damage::UnknownField { quote, names } if noun == "setting" => {
                Damage::UnknownSetting { quote, names }
            }
            what => what,
        };
        match wrong.place {
            Some(place) if !place.is_empty() => Damage::At {
                place: shorten(&place, QUOTE_CHARS),
                because: what.to_string(),
            }
            .into(),
            _ => what.into(),
        }
    })
}

/// Refuses text whose lists and objects nest deeper than [`MAX_DEPTH`]:
/// brackets outside strings, counted in one pass.
fn check_depth(text: &str) -> Result<(), Refusal> {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for b in text.bytes() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(Damage::NestedTooDeep { limit: MAX_DEPTH }.into());
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

/// serde_json's message without its " at line 1 column 7".
fn without_position(e: &serde_json::Error) -> String {
    let message = e.to_string();
    let at = format!(" at line {} column {}", e.line(), e.column());
    message.strip_suffix(&at).unwrap_or(&message).to_string()
}

/// Text that is not JSON (or has more after the value).
fn not_json(e: &serde_json::Error) -> Refusal {
    Damage::NotJson {
        at: e.column(),
        detail: without_position(e),
    }
    .into()
}

/// JSON text read whole, in its order (an object's keys as written, a key
/// given twice kept twice, so the input type refuses it): what [`read`]
/// reads the input type from.
enum Tree {
    Null,
    Bool(bool),
    Unsigned(u64),
    Signed(i64),
    Float(f64),
    Text(String),
    List(Vec<Tree>),
    Object(Vec<(String, Tree)>),
}

impl<'de> Deserialize<'de> for Tree {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Tree, D::Error> {
        struct Any;
        impl<'de> Visitor<'de> for Any {
            type Value = Tree;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("JSON")
            }
            fn visit_unit<E>(self) -> Result<Tree, E> {
                Ok(Tree::Null)
            }
            fn visit_bool<E>(self, b: bool) -> Result<Tree, E> {
                Ok(Tree::Bool(b))
            }
            fn visit_u64<E>(self, n: u64) -> Result<Tree, E> {
                Ok(Tree::Unsigned(n))
            }
            fn visit_i64<E>(self, n: i64) -> Result<Tree, E> {
                Ok(Tree::Signed(n))
            }
            fn visit_f64<E>(self, n: f64) -> Result<Tree, E> {
                Ok(Tree::Float(n))
            }
            fn visit_str<E>(self, s: &str) -> Result<Tree, E> {
                Ok(Tree::Text(s.to_string()))
            }
            fn visit_string<E>(self, s: String) -> Result<Tree, E> {
                Ok(Tree::Text(s))
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, mut a: A) -> Result<Tree, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = a.next_element()? {
                    items.push(item);
                }
                Ok(Tree::List(items))
            }
            fn visit_map<A: de::MapAccess<'de>>(self, mut a: A) -> Result<Tree, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = a.next_entry()? {
                    entries.push(entry);
                }
                Ok(Tree::Object(entries))
            }
        }
        d.deserialize_any(Any)
    }
}

/// Where a value is: the keys and indices leading to it (`duel.actions[3]`).
#[derive(Clone, Copy)]
enum Place<'a> {
    Whole,
    Key(&'a Place<'a>, &'a str),
    Index(&'a Place<'a>, usize),
}

impl fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Whole => Ok(()),
            Place::Key(Place::Whole, key) => f.write_str(key),
            Place::Key(outer, key) => write!(f, "{outer}.{key}"),
            Place::Index(outer, i) => write!(f, "{outer}[{i}]"),
        }
    }
}

/// What is wrong with a value, and where (the innermost value that refused):
/// the error type of [`At`], so the derived code reports it typed.
#[derive(Debug)]
struct Wrong {
    place: Option<String>,
    what: Damage,
}

impl Wrong {
    fn new(what: Damage) -> Wrong {
        Wrong { place: None, what }
    }
}

impl fmt::Display for Wrong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.what, f)
    }
}

impl std::error::Error for Wrong {}

impl de::Error for Wrong {
    /// A type's own check (a card, a seed in a save): its words.
    fn custom<T: fmt::Display>(message: T) -> Wrong {
        Wrong::new(Damage::Said {
            detail: message.to_string(),
        })
    }
    fn invalid_type(got: Unexpected<'_>, want: &dyn de::Expected) -> Wrong {
        Wrong::new(Damage::Give {
            want: wanted(want),
            got: kind(got, false),
        })
    }
    fn invalid_value(got: Unexpected<'_>, want: &dyn de::Expected) -> Wrong {
        Wrong::new(Damage::Give {
            want: wanted(want),
            got: kind(got, true),
        })
    }
    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Wrong {
        Wrong::new(Damage::NotOneOf {
            quote: clip(variant),
            names: names(expected),
        })
    }
    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Wrong {
        Wrong::new(Damage::UnknownField {
            quote: clip(field),
            names: names(expected),
        })
    }
    fn missing_field(field: &'static str) -> Wrong {
        Wrong::new(Damage::Missing {
            field: field.to_string(),
        })
    }
}

/// The names a field or variant takes.
fn names(expected: &[&str]) -> Vec<String> {
    expected.iter().map(|n| n.to_string()).collect()
}

impl Term {
    /// This given where an object is wanted.
    fn instead_of_object(self) -> Damage {
        Damage::Give {
            want: Term::WordObject,
            got: self,
        }
    }
}

/// A value of the [`Tree`] at its place, as a serde `Deserializer`.
struct At<'a> {
    tree: &'a Tree,
    place: Place<'a>,
}

impl<'a> At<'a> {
    /// What is wrong here, unless a value inside said where.
    fn here<T>(&self, result: Result<T, Wrong>) -> Result<T, Wrong> {
        result.map_err(|mut wrong| {
            wrong.place.get_or_insert_with(|| self.place.to_string());
            wrong
        })
    }
}

impl<'de> IntoDeserializer<'de, Wrong> for At<'_> {
    type Deserializer = Self;
    fn into_deserializer(self) -> Self {
        self
    }
}

impl<'de> Deserializer<'de> for At<'_> {
    type Error = Wrong;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Wrong> {
        let place = &self.place;
        let result = match self.tree {
            Tree::Null => v.visit_unit(),
            Tree::Bool(b) => v.visit_bool(*b),
            Tree::Unsigned(n) => v.visit_u64(*n),
            Tree::Signed(n) => v.visit_i64(*n),
            Tree::Float(n) => v.visit_f64(*n),
            Tree::Text(s) => v.visit_str(s),
            Tree::List(items) => {
                let mut seq = SeqDeserializer::new(items.iter().enumerate().map(|(i, tree)| At {
                    tree,
                    place: Place::Index(place, i),
                }));
                v.visit_seq(&mut seq)
                    .and_then(|value| seq.end().map(|()| value))
            }
            Tree::Object(entries) => {
                v.visit_map(MapDeserializer::new(entries.iter().map(|(key, tree)| {
                    (
                        key.as_str(),
                        At {
                            tree,
                            place: Place::Key(place, key),
                        },
                    )
                })))
            }
        };
        self.here(result)
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Wrong> {
        match self.tree {
            Tree::Null => v.visit_none(),
            _ => v.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        v: V,
    ) -> Result<V::Value, Wrong> {
        v.visit_newtype_struct(self)
    }

    /// An object where one is wanted; anything else is refused as what it
    /// is (serde's derived structs would take a list of their fields too).
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Wrong> {
        let got = match self.tree {
            Tree::Object(_) => return self.deserialize_any(v),
            Tree::List(_) => Damage::ObjectNotList,
            Tree::Null => Term::WordNull.instead_of_object(),
            Tree::Bool(_) => Term::WordBool.instead_of_object(),
            Tree::Text(_) => Term::WordText.instead_of_object(),
            Tree::Unsigned(_) | Tree::Signed(_) | Tree::Float(_) => {
                Term::WordNumber.instead_of_object()
            }
        };
        self.here(Err(Wrong::new(got)))
    }

    /// A variant by its name (`"hint"`), or one with fields as an object of
    /// one key (`{"hello": {…}}`).
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Wrong> {
        let place = &self.place;
        let result = match self.tree {
            Tree::Text(s) => v.visit_enum(s.as_str().into_deserializer()),
            Tree::Object(entries) if entries.len() == 1 => {
                v.visit_enum(MapAccessDeserializer::new(MapDeserializer::new(
                    entries.iter().map(|(key, tree)| {
                        (
                            key.as_str(),
                            At {
                                tree,
                                place: Place::Key(place, key),
                            },
                        )
                    }),
                )))
            }
            _ => return self.deserialize_any(v),
        };
        self.here(result)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map identifier
        ignored_any
    }
}

/// What the input type wanted, from serde's own names of its primitive
/// types (`Expected`'s words, looked up whole).
fn wanted(expected: &dyn de::Expected) -> Term {
    let whole = |to: u64| Term::WordWhole { from: 0, to };
    match expected.to_string().as_str() {
        "a string" => Term::WordAsText,
        "a boolean" => Term::WordBool,
        "u8" => whole(u8::MAX.into()),
        "u16" => whole(u16::MAX.into()),
        "u32" => whole(u32::MAX.into()),
        "u64" | "usize" => whole(u64::MAX),
        "f64" | "f32" => Term::WordNumber,
        "a sequence" => Term::WordList,
        "a map" => Term::WordObject,
        e => Term::WordOther { english: e.into() },
    }
}

/// What was given: its kind, or (for a number out of range) the number itself.
fn kind(given: Unexpected<'_>, quote_value: bool) -> Term {
    let number = match given {
        Unexpected::Unsigned(n) => Some(n.to_string()),
        Unexpected::Signed(n) => Some(n.to_string()),
        Unexpected::Float(n) => Some(float_text(n)),
        _ => None,
    };
    match (number, given) {
        (Some(n), _) if quote_value => Term::WordQuote {
            quote: clip(&n).into(),
        },
        (Some(_), _) => Term::WordNumber,
        (None, Unexpected::Str(_) | Unexpected::Char(_)) => Term::WordText,
        (None, Unexpected::Bool(_)) => Term::WordBool,
        (None, Unexpected::Unit | Unexpected::Option) => Term::WordNull,
        (None, Unexpected::Seq) => Term::WordList,
        (None, Unexpected::Map) => Term::WordObject,
        (None, other) => Term::WordOther {
            english: clip(other_english(other)).into(),
        },
    }
}

/// serde's words for the kinds `kind` does not sort (its `Unexpected`
/// Display), written here: that Display's arm for a float links core's
/// float formatting (Grisu, Dragon and the exact path, about 9 KB gzipped)
/// into every wasm module, and no kind here is a float.
fn other_english<'a>(given: Unexpected<'a>) -> &'a str {
    match given {
        Unexpected::Bytes(_) => "byte array",
        Unexpected::NewtypeStruct => "newtype struct",
        Unexpected::Enum => "enum",
        Unexpected::UnitVariant => "unit variant",
        Unexpected::NewtypeVariant => "newtype variant",
        Unexpected::TupleVariant => "tuple variant",
        Unexpected::StructVariant => "struct variant",
        Unexpected::Other(other) => other,
        // Sorted by `kind` before this is asked.
        _ => "value",
    }
}

/// A float as zmij writes it (`1.5`, `1e21`, `-0.0`, `NaN`): the shortest
/// digits that read back as the float. serde_json already links zmij to
/// write floats, while core's own formatting would add about 9 KB gzipped
/// to each wasm module; the quote is a detail in English, read by a person.
fn float_text(n: f64) -> String {
    zmij::Buffer::new().format(n).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Probe {
        n: u32,
        #[serde(default)]
        s: Option<String>,
        #[serde(default)]
        list: Vec<Inner>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Inner {
        b: bool,
    }

    fn e(text: &str) -> String {
        read::<Probe>(text, "field").unwrap_err().to_string()
    }

    #[test]
    fn refusals_name_the_place_and_say_what_is_wrong() {
        assert_eq!(
            read::<Probe>(r#"{"n": 7}"#, "field"),
            Ok(Probe {
                n: 7,
                s: None,
                list: vec![]
            })
        );
        assert_eq!(e("{}"), "'n' is missing");
        assert_eq!(
            e(r#"{"n": 1, "x": 0}"#),
            "'x' is not a field (use n, s or list)"
        );
        assert_eq!(
            e(r#"{"n": 1, "s": true}"#),
            "s: give it as text, not true or false"
        );
        assert_eq!(
            e(r#"{"n": 11e9}"#),
            "n: give a whole number from 0 to 4294967295, not a number"
        );
        assert_eq!(
            e(r#"{"n": -1}"#),
            "n: give a whole number from 0 to 4294967295, not -1"
        );
        assert_eq!(
            e(r#"{"n": "1"}"#),
            "n: give a whole number from 0 to 4294967295, not text"
        );
        assert_eq!(
            e(r#"{"n": 1, "list": [{"b": true}, {"b": 1}]}"#),
            "list[1].b: give true or false, not a number"
        );
        assert_eq!(
            e(r#"{"n": 1, "list": [{"b": true, "c": 0}]}"#),
            "list[0]: 'c' is not a field (use b)"
        );
        assert_eq!(e("[]"), "give an object, not a list");
        assert!(
            e("{").starts_with("it is not JSON (EOF while parsing"),
            "{}",
            e("{")
        );
        assert!(e(r#"{"n": 1} x"#).starts_with("it is not JSON (trailing characters"));
    }

    #[test]
    fn nesting_is_bounded_before_parsing() {
        let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
        assert_eq!(e(&deep), "it is nested more than 16 deep");
        assert_eq!(e(&"[".repeat(100_000)), "it is nested more than 16 deep");
        // Brackets inside strings do not count.
        let text = format!(r#"{{"n": 1, "s": "{}"}}"#, "[{".repeat(50));
        assert!(read::<Probe>(&text, "field").is_ok());
        let escaped = r#"{"n": 1, "s": "\"[[[[[[[[[[[[[[[[[[[["}"#;
        assert!(read::<Probe>(escaped, "field").is_ok());
    }

    #[test]
    fn quotations_are_short() {
        let long = "k".repeat(5_000);
        let m = e(&format!(r#"{{"n": 1, "{long}": 0}}"#));
        assert!(m.len() < 120, "{m}");
        let m = e(&format!(r#"{{"n": {}}}"#, "9".repeat(5_000)));
        assert!(m.len() < 120, "{m}");
    }

    /// `float_text` writes the shortest digits that read back as the same
    /// float, for the edge cases and for any float by its bits.
    #[test]
    fn float_text_reads_back() {
        for (n, text) in [
            (1.5, "1.5"),
            (-0.0, "-0.0"),
            (1e21, "1e+21"),
            (0.1, "0.1"),
            (5e-324, "5e-324"),
        ] {
            assert_eq!(float_text(n), text);
        }
        assert_eq!(float_text(f64::NAN), "NaN");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(20_000))]
        #[test]
        fn float_text_reads_back_for_any_bits(bits in proptest::prelude::any::<u64>()) {
            let n = f64::from_bits(bits);
            proptest::prop_assume!(n.is_finite());
            proptest::prop_assert_eq!(float_text(n).parse::<f64>().unwrap().to_bits(), n.to_bits());
        }
    }

    /// `other_english` says what serde's `Unexpected` Display says.
    #[test]
    fn other_english_is_serdes() {
        for given in [
            Unexpected::Bytes(b"x"),
            Unexpected::NewtypeStruct,
            Unexpected::Enum,
            Unexpected::UnitVariant,
            Unexpected::NewtypeVariant,
            Unexpected::TupleVariant,
            Unexpected::StructVariant,
            Unexpected::Other("a thing"),
        ] {
            assert_eq!(other_english(given), given.to_string());
        }
    }
}
