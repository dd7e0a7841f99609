//! The serde `Deserializer` over [`Plain`] data, through which 24点 reads
//! its input types (`Config24Input`, `Action24`, its save and statistics).
//! 21点's inputs are read by their hand-written readers instead
//! ([`FromPlain`](crate::cards::plain::FromPlain)), which cost the wasm far
//! less than serde's derived visitors; 24点 moves to them next.
//!
//! A [`Plain`] is already copied and bounded (see `read.rs` for the walk and
//! the limits), so nothing here calls JavaScript and every recursion is at
//! most [`MAX_DEPTH`](crate::cards::plain::MAX_DEPTH) deep: `deserialize_any`
//! over it is safe. A value the walk would not copy stays in place as a
//! [`Refused`] marker, so the error names the field it was found in; a field
//! that is never read (an unknown one, refused first) costs nothing.
//!
//! Errors are the hand readers' [`PlainError`]: they name the field
//! (`names[0]: …`, `seed: …`) and quote at most [`QUOTE_CHARS`] characters
//! of anything they were given.

use crate::cards::ledger::decimal_text;
use crate::cards::plain::{at_index, at_key, or_list, quote, Plain, PlainError, Refused};

use serde::de::{self, DeserializeOwned, Deserializer, IntoDeserializer, Unexpected, Visitor};

/// Reads a `T` from plain data. An unknown field is named as "not a
/// `noun`" ("'colour' is not a setting (use mode, …)").
///
/// # Errors
/// The message of the first thing that is wrong, led by where it is.
pub(crate) fn from_plain<T: DeserializeOwned>(value: Plain, noun: &str) -> Result<T, String> {
    T::deserialize(value).map_err(|e| e.render(noun))
}

/// What a serde visitor expects, in the engine's words.
fn expected_words(expected: &dyn de::Expected) -> String {
    let text = expected.to_string();
    match text.as_str() {
        "a string" | "a borrowed string" | "a char" => "it as text".into(),
        "a sequence" => "a list".into(),
        "a boolean" => "true or false".into(),
        "u8" | "u16" | "u32" | "u64" | "usize" => {
            format!("a whole number from 0 to {}", max_of(&text))
        }
        "unit" => "null".into(),
        t if t.starts_with("struct ") || t == "a map" => "an object".into(),
        _ => text,
    }
}

fn max_of(ty: &str) -> u64 {
    match ty {
        "u8" => u8::MAX.into(),
        "u16" => u16::MAX.into(),
        "u32" => u32::MAX.into(),
        _ => u64::MAX,
    }
}

/// A value of the wrong type, in words (never quoting it).
fn kind_words(unexpected: &Unexpected<'_>) -> String {
    match unexpected {
        Unexpected::Bool(_) => "true or false".into(),
        Unexpected::Unsigned(_) | Unexpected::Signed(_) | Unexpected::Float(_) => "a number".into(),
        Unexpected::Char(_) | Unexpected::Str(_) => "text".into(),
        Unexpected::Unit | Unexpected::Option => "null".into(),
        Unexpected::Seq => "a list".into(),
        Unexpected::Map => "an object".into(),
        Unexpected::Other(other) => (*other).to_string(),
        // Not written by serde's own text, which would bring float
        // formatting into the wasm; the reader never gives these.
        _ => "another kind of value".into(),
    }
}

/// A value outside its choices, quoted (at most [`QUOTE_CHARS`] characters).
fn value_words(unexpected: &Unexpected<'_>) -> String {
    match unexpected {
        Unexpected::Unsigned(n) => n.to_string(),
        Unexpected::Signed(n) => n.to_string(),
        Unexpected::Float(n) => decimal_text(*n),
        Unexpected::Str(s) => quote(s),
        Unexpected::Char(c) => quote(&c.to_string()),
        other => kind_words(other),
    }
}

impl de::Error for PlainError {
    fn custom<T: std::fmt::Display>(message: T) -> PlainError {
        PlainError::new(message.to_string())
    }
    fn invalid_type(unexpected: Unexpected<'_>, expected: &dyn de::Expected) -> PlainError {
        PlainError::new(format!(
            "give {}, not {}",
            expected_words(expected),
            kind_words(&unexpected)
        ))
    }
    fn invalid_value(unexpected: Unexpected<'_>, expected: &dyn de::Expected) -> PlainError {
        PlainError::new(format!(
            "give {}, not {}",
            expected_words(expected),
            value_words(&unexpected)
        ))
    }
    fn invalid_length(len: usize, expected: &dyn de::Expected) -> PlainError {
        PlainError::new(format!("give {expected}, not {len} items"))
    }
    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> PlainError {
        PlainError::new(format!(
            "{} is not one of {}",
            quote(variant),
            or_list(expected)
        ))
    }
    fn unknown_field(field: &str, expected: &'static [&'static str]) -> PlainError {
        PlainError::unknown_field(field, expected)
    }
    fn missing_field(field: &'static str) -> PlainError {
        PlainError::new(format!("'{field}' is missing"))
    }
    fn duplicate_field(field: &'static str) -> PlainError {
        PlainError::new(format!("'{field}' is given twice"))
    }
}

/// The error for reading `refused` as what `visitor` expects: a value of
/// the wrong kind is named as such; one too large, too deep, holding itself
/// or unreadable says so.
/// (Not generic, and out of line: it is reached from every type read.)
#[inline(never)]
fn refuse(refused: &Refused, visitor: &dyn de::Expected) -> PlainError {
    match refused.problem() {
        Some(problem) => PlainError::new(problem),
        None => de::Error::invalid_type(Unexpected::Other(&refused.to_string()), visitor),
    }
}

fn visit_number<'de, V: Visitor<'de>>(n: f64, visitor: V) -> Result<V::Value, PlainError> {
    // Whole numbers a JS number holds exactly are integers to serde, so that
    // `u32` and friends take them; anything else is a float.
    const EXACT: f64 = 9_007_199_254_740_992.0;
    if n.fract() == 0.0 && n.abs() <= EXACT {
        if n >= 0.0 {
            visitor.visit_u64(n as u64)
        } else {
            visitor.visit_i64(n as i64)
        }
    } else {
        visitor.visit_f64(n)
    }
}

impl<'de> Deserializer<'de> for Plain {
    type Error = PlainError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Null => visitor.visit_unit(),
            Plain::Bool(b) => visitor.visit_bool(b),
            Plain::Number(n) => visit_number(n, visitor),
            Plain::Text(s) => visitor.visit_string(s),
            Plain::List(items) => visitor.visit_seq(Items {
                items: items.into_iter(),
                index: 0,
            }),
            Plain::Map(fields) => visitor.visit_map(Fields {
                fields: fields.into_iter(),
                pending: None,
            }),
            Plain::Refused(r) => Err(refuse(&r, &visitor)),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Null => visitor.visit_none(),
            other => visitor.visit_some(other),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, PlainError> {
        visitor.visit_newtype_struct(self)
    }

    /// Only unit variants, spelled as text (`"p1"`, `"hint"`): the engine's
    /// enums that cross the boundary are all of that kind.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, PlainError> {
        match self {
            Plain::Text(s) => visitor.visit_enum(UnitVariant(s)),
            Plain::Refused(
                r @ (Refused::Threw(_)
                | Refused::Revoked
                | Refused::HoldsItself
                | Refused::TooDeep
                | Refused::LongText(_)
                | Refused::LongList(_)
                | Refused::ManyFields(_)),
            ) => Err(refuse(&r, &visitor)),
            other => Err(PlainError::new(format!(
                "give one of {}, not {}",
                or_list(variants),
                other.kind()
            ))),
        }
    }

    /// Only an object: serde's derived structs would also take a list of
    /// their fields in order, which is not how the engine's input is written.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, PlainError> {
        self.deserialize_map(visitor)
    }

    /// Nothing is read: a refused marker here costs nothing.
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        visitor.visit_unit()
    }

    // Each typed read calls only the one visitor method that fits, so the
    // wasm keeps no code for kinds a type never takes (a struct's reading
    // from a list, a number's from text, …); anything else is refused as
    // the visitor itself would refuse it (`Plain::wrong`).

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Bool(b) => visitor.visit_bool(b),
            other => Err(other.wrong(&visitor)),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Number(n) => visit_number(n, visitor),
            other => Err(other.wrong(&visitor)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Text(s) => visitor.visit_string(s),
            other => Err(other.wrong(&visitor)),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Null => visitor.visit_unit(),
            other => Err(other.wrong(&visitor)),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::List(items) => visitor.visit_seq(Items {
                items: items.into_iter(),
                index: 0,
            }),
            other => Err(other.wrong(&visitor)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        match self {
            Plain::Map(fields) => visitor.visit_map(Fields {
                fields: fields.into_iter(),
                pending: None,
            }),
            other => Err(other.wrong(&visitor)),
        }
    }

    fn deserialize_i8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_i16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_i32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_u64(visitor)
    }
    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_string(visitor)
    }
    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_string(visitor)
    }
    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, PlainError> {
        self.deserialize_string(visitor)
    }
    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, PlainError> {
        self.deserialize_unit(visitor)
    }
    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, PlainError> {
        self.deserialize_seq(visitor)
    }
    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, PlainError> {
        self.deserialize_seq(visitor)
    }

    serde::forward_to_deserialize_any! {
        i128 u128 bytes byte_buf
    }
}

impl Plain {
    /// The error for reading this value with `visitor`, which does not take
    /// its kind: the message the visitor's own refusal gives.
    #[inline(never)]
    fn wrong(self, visitor: &dyn de::Expected) -> PlainError {
        const EXACT: f64 = 9_007_199_254_740_992.0;
        let unexpected = match &self {
            Plain::Null => Unexpected::Unit,
            Plain::Bool(b) => Unexpected::Bool(*b),
            Plain::Number(n) if n.fract() == 0.0 && n.abs() <= EXACT && *n >= 0.0 => {
                Unexpected::Unsigned(*n as u64)
            }
            Plain::Number(n) if n.fract() == 0.0 && n.abs() <= EXACT => {
                Unexpected::Signed(*n as i64)
            }
            Plain::Number(n) => Unexpected::Float(*n),
            Plain::Text(s) => Unexpected::Str(s),
            Plain::List(_) => Unexpected::Seq,
            Plain::Map(_) => Unexpected::Map,
            Plain::Refused(r) => return refuse(r, visitor),
        };
        de::Error::invalid_type(unexpected, visitor)
    }
}

/// A list's items, numbered for error paths.
struct Items {
    items: std::vec::IntoIter<Plain>,
    index: usize,
}

impl<'de> de::SeqAccess<'de> for Items {
    type Error = PlainError;
    fn next_element_seed<T: de::DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, PlainError> {
        let Some(item) = self.items.next() else {
            return Ok(None);
        };
        let index = self.index;
        self.index += 1;
        seed.deserialize(item)
            .map(Some)
            .map_err(|e| at_index(e, index))
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}

/// An object's fields; a value's error is led by its key.
struct Fields {
    fields: std::vec::IntoIter<(String, Plain)>,
    pending: Option<(String, Plain)>,
}

impl<'de> de::MapAccess<'de> for Fields {
    type Error = PlainError;
    fn next_key_seed<K: de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, PlainError> {
        let Some((key, value)) = self.fields.next() else {
            return Ok(None);
        };
        let read = seed.deserialize(key.as_str().into_deserializer())?;
        self.pending = Some((key, value));
        Ok(Some(read))
    }
    fn next_value_seed<V: de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, PlainError> {
        let (key, value) = self
            .pending
            .take()
            .ok_or_else(|| PlainError::new("a value without its key"))?;
        seed.deserialize(value).map_err(|e| at_key(e, &key))
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.fields.len())
    }
}

/// A unit variant named by text.
struct UnitVariant(String);

impl<'de> de::EnumAccess<'de> for UnitVariant {
    type Error = PlainError;
    type Variant = UnitOnly;
    fn variant_seed<V: de::DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, UnitOnly), PlainError> {
        let variant = seed.deserialize(self.0.into_deserializer())?;
        Ok((variant, UnitOnly))
    }
}

struct UnitOnly;

impl<'de> de::VariantAccess<'de> for UnitOnly {
    type Error = PlainError;
    fn unit_variant(self) -> Result<(), PlainError> {
        Ok(())
    }
    fn newtype_variant_seed<T: de::DeserializeSeed<'de>>(
        self,
        _seed: T,
    ) -> Result<T::Value, PlainError> {
        Err(PlainError::new("give an object for this choice"))
    }
    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, _v: V) -> Result<V::Value, PlainError> {
        Err(PlainError::new("give a list for this choice"))
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        _v: V,
    ) -> Result<V::Value, PlainError> {
        Err(PlainError::new("give an object for this choice"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::ConfigInput;
    use crate::game24::{Action24, Config24Input};
    use crate::Seat;

    fn text(s: &str) -> Plain {
        Plain::Text(s.into())
    }

    fn map(fields: &[(&str, Plain)]) -> Plain {
        Plain::Map(
            fields
                .iter()
                .map(|(k, v)| ((*k).to_string(), v.clone()))
                .collect(),
        )
    }

    /// 21点's settings, through their hand reader (the tests below pin the
    /// same messages as 24点's serde path gives).
    fn settings(fields: &[(&str, Plain)]) -> Result<ConfigInput, String> {
        crate::cards::plain::read_plain(map(fields), "setting")
    }

    fn action(fields: &[(&str, Plain)]) -> Result<Action24, String> {
        from_plain(map(fields), "field")
    }

    #[test]
    fn settings_read_from_plain_data() {
        let ok = settings(&[
            ("mode", text("computer")),
            ("level", Plain::Null),
            ("names", Plain::List(vec![text("Ann"), Plain::Null])),
            ("seed", text("7")),
        ])
        .unwrap();
        assert_eq!(ok.mode.as_deref(), Some("computer"));
        assert_eq!(ok.level, None);
        assert_eq!(ok.names, Some(vec!["Ann".to_string(), String::new()]));
        assert_eq!(ok.seed.as_deref(), Some("7"));
        assert_eq!(settings(&[]).unwrap(), ConfigInput::default());
        let c24: Config24Input = from_plain(
            map(&[("mode", text("race")), ("names", Plain::List(vec![]))]),
            "setting",
        )
        .unwrap();
        assert_eq!(c24.mode.as_deref(), Some("race"));
    }

    #[test]
    fn settings_errors_name_the_field() {
        let n = Plain::Number;
        let cases = [
            (
                vec![("names", n(5.0))],
                "names: give a list of two names, not a number",
            ),
            (
                vec![("names", Plain::List(vec![n(1.0), text("b")]))],
                "names: give a list of two names, not one that holds a number",
            ),
            (
                vec![("names", Plain::List(vec![Plain::List(vec![text("deep")])]))],
                "names: give a list of two names, not one that holds a list",
            ),
            (
                vec![("names", Plain::List(vec![Plain::Refused(Refused::BigInt)]))],
                "names[0]: give a name as text, not a BigInt",
            ),
            (
                vec![("names", Plain::Refused(Refused::LongList(250_000)))],
                "names: a list of 250000 items is longer than the engine reads (10000)",
            ),
            (
                vec![("mode", Plain::Bool(true))],
                "mode: give it as text, not true or false",
            ),
            (vec![("mode", n(1.0))], "mode: give it as text, not a number"),
            (
                vec![("level", map(&[("x", n(1.0))]))],
                "level: give it as text, not an object",
            ),
            (
                vec![("seed", Plain::Refused(Refused::BigInt))],
                "seed: give the seed as text, e.g. \"42\", not a BigInt",
            ),
            (
                vec![("seed", Plain::Refused(Refused::Threw("'boom'".into())))],
                "seed: reading it threw 'boom'",
            ),
            (
                vec![("mode", text("pvp")), ("colour", text("red"))],
                "'colour' is not a setting (use mode, level, computer_seat, first_rule, names or seed)",
            ),
            (
                vec![("self", Plain::Refused(Refused::HoldsItself))],
                "'self' is not a setting (use mode, level, computer_seat, first_rule, names or seed)",
            ),
        ];
        for (fields, message) in cases {
            assert_eq!(settings(&fields).unwrap_err(), message);
        }
        let e = settings(&[("seed", n(42.0))]).unwrap_err();
        assert!(e.starts_with("seed: give the seed as text"), "{e}");
        // Hostile keys are quoted short.
        let long_key = "k".repeat(100);
        let e = settings(&[(long_key.as_str(), n(1.0))]).unwrap_err();
        assert!(
            e.starts_with(&format!("'{}…' is not a setting", "k".repeat(40))),
            "{e}"
        );
    }

    #[test]
    fn actions_read_from_plain_data() {
        assert_eq!(action(&[("type", text("hint"))]), Ok(Action24::Hint));
        assert_eq!(
            action(&[
                ("type", text("answer")),
                ("seat", text("p2")),
                ("text", text("1+2")),
                ("ms", Plain::Number(9_000.0)),
            ]),
            Ok(Action24::Answer {
                seat: Seat::P2,
                text: "1+2".into(),
                ms: Some(9_000)
            })
        );
        let long_seat = format!("seat: '{}…' is not one of p1 or p2", "s".repeat(40));
        let cases: Vec<(Vec<(&str, Plain)>, &str)> = vec![
            (
                vec![("type", text("hint")), ("extra", Plain::Number(1.0))],
                "'extra' is not a field (use type, seat, text or ms)",
            ),
            (
                vec![("type", text("hint")), ("seat", text("p1"))],
                "an action of type 'hint' has no field 'seat'",
            ),
            (
                vec![("type", text("jump"))],
                "type: 'jump' is not one of answer, claim_no_solution, buzz, hint, computer, time_up, give_up or next",
            ),
            (
                vec![("type", text("buzz")), ("seat", text(&"s".repeat(5000)))],
                &long_seat,
            ),
            (
                vec![("type", text("give_up")), ("ms", Plain::Number(-1.0))],
                "ms: give a whole number from 0 to 4294967295, not -1",
            ),
            (
                vec![("type", text("give_up")), ("ms", Plain::Number(0.5))],
                "ms: give a whole number from 0 to 4294967295, not a number",
            ),
            (
                vec![("type", text("give_up")), ("ms", Plain::Refused(Refused::NotFinite(f64::NAN)))],
                "ms: give a whole number from 0 to 4294967295, not NaN",
            ),
            (
                vec![("type", text("answer")), ("seat", text("p1")), ("text", Plain::Refused(Refused::TooDeep))],
                "text: it is nested more than 16 deep",
            ),
            (vec![], "'type' is missing"),
        ];
        for (fields, message) in cases {
            assert_eq!(action(&fields).unwrap_err(), message);
        }
        assert_eq!(
            from_plain::<Action24>(Plain::Null, "field").unwrap_err(),
            "give an object, not null"
        );
        // A list of the fields in order is not an object.
        assert_eq!(
            from_plain::<Action24>(Plain::List(vec![text("hint")]), "field").unwrap_err(),
            "give an object, not a list"
        );
    }

    #[test]
    fn paths_lead_nested_errors() {
        #[derive(Debug, serde::Deserialize)]
        #[allow(dead_code)] // read only to test its errors
        struct Outer {
            inner: Vec<Inner>,
        }
        #[derive(Debug, serde::Deserialize)]
        #[allow(dead_code)] // read only to test its errors
        struct Inner {
            seat: Seat,
        }
        let value = map(&[(
            "inner",
            Plain::List(vec![
                map(&[("seat", text("p1"))]),
                map(&[("seat", text("p3"))]),
            ]),
        )]);
        assert_eq!(
            from_plain::<Outer>(value, "field").unwrap_err(),
            "inner[1].seat: 'p3' is not one of p1 or p2"
        );
    }
}
