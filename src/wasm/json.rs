//! JSON text out of the engine: a small serde `Serializer` that writes what
//! an export returns (a snapshot, a review, a save, a statistics record) as
//! compact JSON, which the page's own `JSON.parse` turns into objects.
//!
//! It replaces building objects field by field through JavaScript calls
//! (serde-wasm-bindgen), which copied a call sequence into every field of
//! every type; writing text is a few bytes per field. Numbers are written as
//! JavaScript writes them: integers in full, and every other float by the
//! page's `String(x)` (`number_text`), so the wasm carries no float
//! formatting and the text is exactly what `JSON.stringify` would write.
//! A non-finite float (none is ever produced) is written `null`, as
//! `JSON.stringify` does. Map keys must be text or unit enum variants.

use std::fmt::{self, Write as _};

use serde::ser::{self, Impossible, Serialize};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// JavaScript's own number-to-text (`String(x)`): the shortest text that
    /// reads back as the same number, as `JSON.stringify` writes it.
    #[wasm_bindgen(js_name = String)]
    fn number_text(x: f64) -> String;
}

/// `value` as compact JSON text.
///
/// # Errors
/// A message if a map key is not text (the engine has none such).
pub(crate) fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut w = Writer(String::with_capacity(256));
    value.serialize(&mut w)?;
    Ok(w.0)
}

/// Why a value could not be written: only a map key that is not text, which
/// no engine type has. Zero-sized on purpose: carrying serde's message
/// (`custom`) would put `Display`-to-`String` formatting of every message
/// into the module for an error that never happens (−573 bytes gzipped).
#[derive(Debug)]
pub(crate) struct Error;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a value could not be written as JSON (a map key must be text)")
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(_msg: T) -> Error {
        Error
    }
}

struct Writer(String);

impl Writer {
    /// A JSON string: `"`, `\` and control characters escaped.
    #[inline(never)]
    fn text(&mut self, s: &str) {
        self.0.push('"');
        for c in s.chars() {
            match c {
                '"' => self.0.push_str("\\\""),
                '\\' => self.0.push_str("\\\\"),
                '\n' => self.0.push_str("\\n"),
                '\r' => self.0.push_str("\\r"),
                '\t' => self.0.push_str("\\t"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(self.0, "\\u{:04x}", c as u32);
                }
                c => self.0.push(c),
            }
        }
        self.0.push('"');
    }

    #[inline(never)]
    fn float(&mut self, x: f64) {
        if !x.is_finite() {
            self.0.push_str("null");
        } else if x.fract() == 0.0 && x.abs() < 1e15 {
            // Whole numbers as JavaScript writes them ("3", not "3.0").
            let _ = write!(self.0, "{}", x as i64);
        } else {
            self.0.push_str(&number_text(x));
        }
    }

    #[inline(never)]
    fn int(&mut self, n: i64) {
        let _ = write!(self.0, "{n}");
    }

    #[inline(never)]
    fn uint(&mut self, n: u64) {
        let _ = write!(self.0, "{n}");
    }

    /// `,` before every item but the first.
    #[inline(never)]
    fn comma(&mut self, first: &mut bool) {
        if !std::mem::take(first) {
            self.0.push(',');
        }
    }

    /// `"key":` after the comma.
    #[inline(never)]
    fn key(&mut self, first: &mut bool, key: &str) {
        self.comma(first);
        self.text(key);
        self.0.push(':');
    }
}

/// An open list or object: whether nothing is in it yet, and what closes it
/// (`]`, `}`, or `}}` for a variant `{"name":{…}}`).
struct Compound<'a> {
    w: &'a mut Writer,
    first: bool,
    close: &'static str,
}

impl<'a> ser::Serializer for &'a mut Writer {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.0.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.int(v.into());
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.int(v.into());
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.int(v.into());
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.int(v);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.uint(v.into());
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.uint(v.into());
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.uint(v.into());
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.uint(v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.float(v.into());
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        self.float(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.text(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.text(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        use ser::SerializeSeq;
        let mut seq = self.serialize_seq(Some(v.len()))?;
        for b in v {
            seq.serialize_element(b)?;
        }
        seq.end()
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.0.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.text(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.0.push('{');
        self.text(variant);
        self.0.push(':');
        value.serialize(&mut *self)?;
        self.0.push('}');
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>, Error> {
        self.0.push('[');
        Ok(Compound {
            w: self,
            first: true,
            close: "]",
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Compound<'a>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<Compound<'a>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, Error> {
        self.0.push('{');
        self.text(variant);
        self.0.push_str(":[");
        Ok(Compound {
            w: self,
            first: true,
            close: "]}",
        })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a>, Error> {
        self.0.push('{');
        Ok(Compound {
            w: self,
            first: true,
            close: "}",
        })
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<Compound<'a>, Error> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, Error> {
        self.0.push('{');
        self.text(variant);
        self.0.push_str(":{");
        Ok(Compound {
            w: self,
            first: true,
            close: "}}",
        })
    }
}

impl Compound<'_> {
    fn end(self) -> Result<(), Error> {
        self.w.0.push_str(self.close);
        Ok(())
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.w.comma(&mut self.first);
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self)
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self)
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self)
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self)
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.w.comma(&mut self.first);
        key.serialize(KeyWriter(&mut *self.w))?;
        self.w.0.push(':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self)
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.w.key(&mut self.first, key);
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self)
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        ser::SerializeStruct::serialize_field(self, key, value)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self)
    }
}

/// A map key: text, or a unit variant's name (e.g. an opponent).
struct KeyWriter<'a>(&'a mut Writer);

fn key_refused() -> Error {
    Error
}

impl ser::Serializer for KeyWriter<'_> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Impossible<(), Error>;
    type SerializeTuple = Impossible<(), Error>;
    type SerializeTupleStruct = Impossible<(), Error>;
    type SerializeTupleVariant = Impossible<(), Error>;
    type SerializeMap = Impossible<(), Error>;
    type SerializeStruct = Impossible<(), Error>;
    type SerializeStructVariant = Impossible<(), Error>;

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.0.text(v);
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.0.text(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_bool(self, _v: bool) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_i8(self, _v: i8) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_i16(self, _v: i16) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_i32(self, _v: i32) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_i64(self, _v: i64) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_u8(self, _v: u8) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_u16(self, _v: u16) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_u32(self, _v: u32) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_u64(self, _v: u64) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_f32(self, _v: f32) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_f64(self, _v: f64) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_char(self, _v: char) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_bytes(self, _v: &[u8]) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_none(self) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _value: &T) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_unit(self) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<(), Error> {
        Err(key_refused())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        Err(key_refused())
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Error> {
        Err(key_refused())
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        Err(key_refused())
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Err(key_refused())
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, Error> {
        Err(key_refused())
    }
    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStruct, Error> {
        Err(key_refused())
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Err(key_refused())
    }
}
