//! Reading a JavaScript argument into [`Plain`] data: the walk that copies
//! it, within limits, before any Rust type sees it.
//!
//! Every JavaScript call the walk makes is a `catch` binding declared here
//! (`Reflect.get`, `Object.keys`, `Array.isArray`, a string's `length` and
//! `slice`), so a getter, a Proxy trap or a revoked Proxy that throws
//! becomes a [`Refused::Threw`] or [`Refused::Revoked`] marker: no exception
//! ever unwinds through wasm frames (which would skip wasm-bindgen's borrow
//! release and the shadow-stack restore). Sizes are checked before anything
//! is copied: a string's `length` before the string, a list's `length`
//! before its items, an object's key count before its keys. The limits
//! (see [`MAX_DEPTH`], [`MAX_VALUES`], [`MAX_ITEMS`], [`MAX_TEXT`]) keep the
//! copy to well under a megabyte and the walk's recursion shallow.

use wasm_bindgen::prelude::*;

use crate::cards::plain::{quote, shorten, Plain, Refused, QUOTE_CHARS};
pub(crate) use crate::cards::plain::{MAX_DEPTH, MAX_ITEMS, MAX_TEXT, MAX_VALUES};
/// The longest key copied whole; a longer one is kept only as its start
/// (so it names no real field).
const MAX_KEY: usize = 64;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn reflect_get(target: &JsValue, key: &JsValue) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(js_namespace = Object, js_name = keys, catch)]
    fn object_keys(target: &JsValue) -> Result<JsValue, JsValue>;

    /// Throws on a revoked Proxy (and only then).
    #[wasm_bindgen(js_namespace = Array, js_name = isArray, catch)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;

    /// A JS string, asked for its length or a slice without copying it.
    type JsText;

    #[wasm_bindgen(method, getter, structural, js_name = length, catch)]
    fn length(this: &JsText) -> Result<f64, JsValue>;

    #[wasm_bindgen(method, structural, js_name = slice, catch)]
    fn slice(this: &JsText, start: u32, end: u32) -> Result<JsValue, JsValue>;
}

/// The length of a JS string in UTF-16 units, without copying it.
fn units(text: &JsValue) -> usize {
    let length = text
        .unchecked_ref::<JsText>()
        .length()
        .unwrap_or(f64::INFINITY);
    if length.is_finite() && length >= 0.0 {
        length as usize
    } else {
        usize::MAX
    }
}

/// At most `max` characters of a JS string (with "…" when cut), copying
/// only that much of it.
fn start_of(text: &JsValue, max: usize) -> String {
    let whole = units(text);
    if whole <= max {
        return text.as_string().unwrap_or_default();
    }
    let end = u32::try_from(max + 1).unwrap_or(u32::MAX);
    let head = text
        .unchecked_ref::<JsText>()
        .slice(0, end)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    shorten(&head, max)
}

/// What an exception says, quoted and shortened: its `message` if it has a
/// text one, the exception itself if it is text.
fn thrown(exception: &JsValue) -> Refused {
    let message = if exception.is_object() {
        reflect_get(exception, &JsValue::from_str("message")).ok()
    } else {
        Some(exception.clone())
    };
    Refused::Threw(match message.filter(JsValue::is_string) {
        Some(m) => quote(&start_of(&m, QUOTE_CHARS)),
        None => "an exception".into(),
    })
}

/// A budget over: the whole argument is refused.
#[derive(Debug)]
enum Over {
    Values,
    Text,
}

/// One walk over one argument, with its budget.
struct Walk {
    values: usize,
    text: usize,
    /// The objects and lists being read, outermost first (to find cycles).
    open: Vec<JsValue>,
}

/// Copies `value` into plain data.
///
/// # Errors
/// The argument is larger than the limits allow as a whole (more than
/// [`MAX_VALUES`] values or [`MAX_TEXT`] units of text). A single value the
/// walk does not copy is not an error here: it stays as a [`Refused`]
/// marker where it was, for the field that reads it to refuse.
pub(crate) fn read(value: &JsValue) -> Result<Plain, String> {
    let mut walk = Walk {
        values: 0,
        text: 0,
        open: Vec::new(),
    };
    walk.value(value, 0).map_err(|over| match over {
        Over::Values => format!("it holds more than {MAX_VALUES} values"),
        Over::Text => format!("it holds more than {MAX_TEXT} characters of text"),
    })
}

impl Walk {
    fn value(&mut self, value: &JsValue, depth: usize) -> Result<Plain, Over> {
        self.values += 1;
        if self.values > MAX_VALUES {
            return Err(Over::Values);
        }
        if value.is_null() || value.is_undefined() {
            return Ok(Plain::Null);
        }
        if let Some(b) = value.as_bool() {
            return Ok(Plain::Bool(b));
        }
        if let Some(n) = value.as_f64() {
            return Ok(if n.is_finite() {
                Plain::Number(n)
            } else {
                Plain::Refused(Refused::NotFinite(n))
            });
        }
        if value.is_string() {
            return self.text(value);
        }
        let refused = if value.is_bigint() {
            Refused::BigInt
        } else if value.is_symbol() {
            Refused::Symbol
        } else if value.is_function() {
            Refused::Function
        } else if !value.is_object() {
            Refused::OtherKind
        } else {
            return self.object(value, depth);
        };
        Ok(Plain::Refused(refused))
    }

    fn text(&mut self, value: &JsValue) -> Result<Plain, Over> {
        let n = units(value);
        if n > MAX_TEXT {
            return Ok(Plain::Refused(Refused::LongText(n)));
        }
        self.text += n;
        if self.text > MAX_TEXT {
            return Err(Over::Text);
        }
        Ok(Plain::Text(value.as_string().unwrap_or_default()))
    }

    /// An array or another object: checked for a revoked Proxy, a cycle and
    /// the depth, then walked.
    fn object(&mut self, value: &JsValue, depth: usize) -> Result<Plain, Over> {
        let Ok(array) = is_array(value) else {
            return Ok(Plain::Refused(Refused::Revoked));
        };
        if self.open.iter().any(|open| open == value) {
            return Ok(Plain::Refused(Refused::HoldsItself));
        }
        if depth >= MAX_DEPTH {
            return Ok(Plain::Refused(Refused::TooDeep));
        }
        self.open.push(value.clone());
        let read = if array {
            self.list(value, depth)
        } else {
            self.map(value, depth)
        };
        self.open.pop();
        read
    }

    /// `target[key]`, read (a throw becomes a marker).
    fn get(&mut self, target: &JsValue, key: &JsValue, depth: usize) -> Result<Plain, Over> {
        match reflect_get(target, key) {
            Ok(v) => self.value(&v, depth),
            Err(e) => Ok(Plain::Refused(thrown(&e))),
        }
    }

    /// The `length` of a list (or of `Object.keys`), if it is a sane count.
    fn count(list: &JsValue) -> Result<usize, Refused> {
        let length = reflect_get(list, &JsValue::from_str("length")).map_err(|e| thrown(&e))?;
        match length.as_f64() {
            Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= MAX_ITEMS as f64 => Ok(n as usize),
            Some(n) if n > MAX_ITEMS as f64 => Err(Refused::LongList(n as usize)),
            _ => Err(Refused::OtherKind),
        }
    }

    fn list(&mut self, list: &JsValue, depth: usize) -> Result<Plain, Over> {
        let n = match Walk::count(list) {
            Ok(n) => n,
            Err(refused) => return Ok(Plain::Refused(refused)),
        };
        let mut items = Vec::with_capacity(n);
        for i in 0..n {
            items.push(self.get(list, &JsValue::from(i as u32), depth + 1)?);
        }
        Ok(Plain::List(items))
    }

    fn map(&mut self, object: &JsValue, depth: usize) -> Result<Plain, Over> {
        let keys = match object_keys(object) {
            Ok(keys) => keys,
            Err(e) => return Ok(Plain::Refused(thrown(&e))),
        };
        let n = match Walk::count(&keys) {
            Ok(n) => n,
            Err(Refused::LongList(n)) => return Ok(Plain::Refused(Refused::ManyFields(n))),
            Err(refused) => return Ok(Plain::Refused(refused)),
        };
        let mut fields = Vec::with_capacity(n);
        for i in 0..n {
            let key = reflect_get(&keys, &JsValue::from(i as u32)).unwrap_or(JsValue::NULL);
            let name = start_of(&key, MAX_KEY);
            self.text += name.len();
            if self.text > MAX_TEXT {
                return Err(Over::Text);
            }
            let value = self.get(object, &key, depth + 1)?;
            fields.push((name, value));
        }
        Ok(Plain::Map(fields))
    }
}

/// Why a text argument is refused.
#[derive(Debug)]
pub(crate) enum TextRefused {
    /// Not a string.
    NotText,
    /// A string of this many UTF-16 units, over the caller's limit.
    TooLong(usize),
}

/// A string argument (a save, an expression): its length checked against
/// `max` (UTF-16 units) before it is copied. wasm-bindgen does not
/// type-check a `&str` parameter, so such arguments are taken as `JsValue`.
pub(crate) fn text_arg(value: &JsValue, max: usize) -> Result<String, TextRefused> {
    if !value.is_string() {
        return Err(TextRefused::NotText);
    }
    let n = units(value);
    if n > max {
        return Err(TextRefused::TooLong(n));
    }
    value.as_string().ok_or(TextRefused::NotText)
}
