//! The JavaScript facade: the only code with `#[wasm_bindgen]`, one file per
//! module — `duel.rs` (the `Game` class, 21点), `game24.rs` (`Game24`, 24点)
//! and `stats.rs` (`Stats21`, `Stats24`). It converts, validates and
//! delegates; it holds no rules. Every export returns `Result<_, JsError>`,
//! so a refusal reaches the page as a readable message, never as a panic,
//! and the object is left unchanged.
//!
//! # The boundary
//!
//! Untrusted data is text: a save from storage, a review link's code, a
//! statistics record or an imported file (and later a peer's message).
//! Objects the page builds itself (the menu's settings, an intent, four
//! values to solve) reach the engine the same way: the page's engine
//! wrapper (`www/engine-text.js`) writes them as JSON text inside a `try`.
//! So every structured argument is a JS string here, and each is read in
//! three steps:
//!
//! 1. its length is checked ([`js_sys::JsString::length`]) before it is
//!    copied into wasm memory (`text`);
//! 2. its nesting is bounded, then it is deserialized into the input
//!    type's derived serde type ([`crate::cards::input::read`], the same
//!    reader the native build uses), which refuses unknown fields;
//! 3. the type's own checks run (a save is replayed, a record checked).
//!
//! Numbers (a time, a replay step) cross as primitives and are checked
//! here. What goes back to the page goes out through serde-wasm-bindgen as
//! plain objects (`to_js`), or as JSON text (saves, records) written by
//! serde_json, the native build's writer. Messages quote at most 40
//! characters of what they were given and are at most
//! 300 long (`cards::quote::bounded_message`).
//!
//! The engine makes no JavaScript call while it reads an argument (no
//! getter, Proxy or `toJSON` can run inside wasm), so nothing can throw
//! through wasm frames. What remains is stated in the README's threat
//! model: the raw glue in `www/pkg/` is not an API (the page's wrappers
//! are), and the page calls the engine only from event handlers and
//! timers, never from a nearly exhausted call stack.
//!
//! A panic (a bug) is logged to the console with its message (see
//! `log_panics`) before the module stops.
//!
//! Each class is behind its Cargo feature, so the wasm build makes one
//! small module per game (`scripts/build.sh`): the 21点 page never
//! downloads 24点's engine, and the statistics module is fetched when the
//! statistics screen opens, the online match's (`online.rs`) when a player
//! opens "Play a friend online".

use crate::cards::{Damage, Term};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[cfg(feature = "duel")]
mod duel;
#[cfg(feature = "game24")]
mod game24;
#[cfg(feature = "online")]
mod online;
#[cfg(feature = "practice")]
mod practice;
#[cfg(feature = "stats")]
mod stats;

use crate::cards::quote::bounded_message;
use crate::cards::Refusal;

/// The allocator in the browser: talc in place of Rust's default dlmalloc,
/// for a smaller module (README, Benchmark). Single-threaded wasm only (the
/// modules are built without atomics); native builds keep the system one.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The longest text argument taken (UTF-16 units): a save, a record, a
/// file; a real save is a few KB, a full record about 40 KB.
const MAX_TEXT: u32 = 1 << 20;

/// Makes a panic, if one ever happens, log its message (with `panic =
/// "abort"` the module then stops with a `RuntimeError`, which the page
/// reports). Called by every export that makes an object, so it is in place
/// before any method can run; a `start` function would add an export.
fn log_panics() {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            web_sys::console::error_1(&format!("duel21 engine: {info}").into());
        }));
    });
}

/// A refusal as the `JsError` the page catches: its message is the English
/// sentence, bounded ([`bounded_message`]), for the console and the command
/// line's readers; its `refusal` property is the refusal's code and fields
/// (serde_json's text read by `JSON.parse`), which the page says in its own
/// language.
///
/// Why a property on a plain `Error` rather than throwing the object
/// itself (`Result<_, JsValue>`): every export keeps `Result<_, JsError>`,
/// a refusal stays an `Error` the page tells from a trap
/// (`www/engine-text.js`), and the one line that sets it is here. `JsError`
/// holds a reference to its JS object, so the property is set through a
/// clone of that reference ([`js_sys::Reflect::set`]) before it is thrown.
fn js_err(e: impl Into<Refusal>) -> JsError {
    let refusal = e.into();
    let error = JsError::new(&bounded_message(&refusal.to_string()));
    let value = JsValue::from(error.clone());
    // Written as JSON text and parsed by the page's JSON.parse: the one
    // serializer of every module (serde_json, which writes the saves), not a
    // second monomorphized copy of each code's fields for serde-wasm-bindgen.
    let fields = serde_json::to_string(&refusal)
        .ok()
        .and_then(|text| js_sys::JSON::parse(&text).ok());
    if let Some(fields) = fields {
        // Reflect::set fails only on a frozen or proxied object: a fresh
        // Error is neither, and the message alone is still a refusal.
        let _ = js_sys::Reflect::set(&value, &JsValue::from_str("refusal"), &fields);
    }
    error
}

/// Why a text argument is refused.
enum TextRefused {
    /// Not a string.
    NotText,
    /// A string of this many UTF-16 units, over the limit.
    TooLong(u32),
}

/// A string argument of at most `max` UTF-16 units, its length checked
/// before it is copied. wasm-bindgen does not type-check a `&str`
/// parameter, so such arguments are taken as `JsValue`.
fn text(value: &JsValue, max: u32) -> Result<String, TextRefused> {
    let s = value
        .dyn_ref::<js_sys::JsString>()
        .ok_or(TextRefused::NotText)?;
    let n = s.length();
    if n > max {
        return Err(TextRefused::TooLong(n));
    }
    Ok(String::from(s))
}

/// A text argument of at most [`MAX_TEXT`] units (a record, an entry, an
/// id), or `refusal` when it is not text.
#[cfg_attr(all(feature = "online", not(feature = "duel")), allow(dead_code))] // not the online module's
fn text_arg(value: &JsValue, refusal: Refusal) -> Result<String, JsError> {
    text(value, MAX_TEXT).map_err(|e| match e {
        TextRefused::NotText => js_err(refusal),
        TextRefused::TooLong(length) => js_err(Refusal::TextTooLong {
            length,
            limit: MAX_TEXT,
        }),
    })
}

/// A save text argument, or why it is refused (to follow "… is damaged: ").
#[cfg_attr(
    not(any(feature = "duel", feature = "game24", feature = "practice")),
    allow(dead_code)
)]
fn save_text(value: &JsValue) -> Result<String, Refusal> {
    text(value, MAX_TEXT).map_err(|e| match e {
        TextRefused::NotText => Damage::NotText.into(),
        TextRefused::TooLong(length) => Damage::SaveTooLong {
            length,
            limit: MAX_TEXT,
        }
        .into(),
    })
}

/// A structured argument the page's wrapper wrote as JSON text (an action,
/// a list of values), read as a `T`.
///
/// # Errors
/// A message naming the field that is wrong.
#[cfg_attr(not(feature = "game24"), allow(dead_code))]
fn argument<T: DeserializeOwned>(value: &JsValue) -> Result<T, Refusal> {
    let json = text(value, MAX_TEXT).map_err(|e| match e {
        TextRefused::NotText => Damage::ArgumentNotJsonText,
        TextRefused::TooLong(length) => Damage::ArgumentTooLong { length },
    })?;
    crate::cards::input::read(&json, "field")
}

/// Settings as JSON text: `null` gives the defaults, an object its fields;
/// anything else is refused.
///
/// # Errors
/// A message naming the setting that is wrong.
#[cfg_attr(not(any(feature = "duel", feature = "game24")), allow(dead_code))]
fn settings<T: DeserializeOwned + Default>(value: &JsValue) -> Result<T, Refusal> {
    let json = text(value, MAX_TEXT).map_err(|e| match e {
        TextRefused::NotText => Damage::SettingsNotJsonText,
        TextRefused::TooLong(length) => Damage::ArgumentTooLong { length },
    })?;
    let got = match json.trim_start().as_bytes().first() {
        Some(b'{') => return crate::cards::input::read(&json, "setting"),
        Some(b'n') if json.trim() == "null" => return Ok(T::default()),
        Some(b'"') => Term::WordText,
        Some(b'[') => Term::WordList,
        Some(b't' | b'f') => Term::WordBool,
        _ => Term::WordNumber,
    };
    Err(Damage::SettingsNotObject { got }.into())
}

/// A value for the page, as plain objects (serde-wasm-bindgen: maps as
/// objects, whole numbers up to 2^53 as numbers).
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    to_js_value(value).map_err(|e| {
        js_err(Refusal::Unwritable {
            detail: e.to_string(),
        })
    })
}

fn to_js_value<T: Serialize>(value: &T) -> Result<JsValue, serde_wasm_bindgen::Error> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
}

/// A stored form (a save, a statistics record or entry) as its text:
/// serde_json's, the same as the native build writes.
fn write_json<T: Serialize>(value: &T) -> Result<String, JsError> {
    serde_json::to_string(value).map_err(|e| {
        js_err(Refusal::Unwritable {
            detail: e.to_string(),
        })
    })
}

/// A whole number of ms since 1970 from JS (a finishing or reset time, for
/// both games' statistics), at most 2^53 − 1.
#[cfg_attr(feature = "practice", allow(dead_code))] // not the practice module's
fn time_arg(value: &JsValue, what: crate::cards::Term) -> Result<u64, JsError> {
    value
        .as_f64()
        .filter(|t| t.fract() == 0.0 && (0.0..=9_007_199_254_740_991.0).contains(t))
        .map(|t| t as u64)
        .ok_or_else(|| js_err(Damage::TimeNotWhole { what }))
}
