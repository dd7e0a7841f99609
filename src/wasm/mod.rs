//! The JavaScript facade: the only code with `#[wasm_bindgen]`, one file per
//! game — `duel.rs` (the `Game` class, 21点) and `game24.rs` (the `Game24`
//! class, 24点). It converts, validates and delegates; it holds no rules.
//! Every export returns `Result<_, JsError>` so a refused action reaches the
//! page as a readable message and never as a panic, and the game is left
//! unchanged.
//!
//! # The boundary rule (both classes)
//!
//! A structured argument (settings, an action, a time) crosses in one way:
//! `read.rs` copies it into [`Plain`] data (null, true/false, a finite
//! number, text, a list, an object of fields), and the engine's input type
//! is then read from that copy, refusing unknown fields: a 21点 type by its
//! hand-written [`FromPlain`](crate::cards::plain::FromPlain) reader (the
//! same one the native build uses), a 24点 type, for now, by its
//! `#[derive(Deserialize)]` through the serde `Deserializer` in `plain.rs`
//! (built only with `game24`, so the 21点 module holds no serde
//! deserialization at all). The copy is bounded:
//!
//! - nesting: lists and objects at most 16 deep (deeper ones are refused
//!   where they are found, not walked), and an object or list that holds
//!   itself is refused;
//! - size: at most 20,000 values in all, 10,000 items in one list or fields
//!   in one object (counted before they are read), and 262,144 UTF-16 units
//!   of text in all (a string's length is checked before it is copied);
//! - kinds: BigInt, symbols, functions, NaN and ±Infinity are refused;
//! - reading: every JavaScript call is a `catch` binding, so a getter or
//!   Proxy that throws, or a revoked Proxy, is refused with a message and no
//!   exception ever unwinds through wasm.
//!
//! Text arguments (a save, an expression) are length-checked before they are
//! copied (`MAX_SAVE_TEXT` for a save). Messages name the field that is
//! wrong and quote at most 40 characters of what was given; a message is at
//! most `MAX_MESSAGE_CHARS` characters whatever its source.
//!
//! Two things outside this code complete the rule: `scripts/build.sh` runs
//! wasm-bindgen with `--debug`, whose glue refuses a call on a freed object
//! in JS (from inside wasm that refusal is a throw, which leaks shadow stack
//! each time); and a panic (a bug) is logged to the console with its
//! message (see `log_panics`) before the module stops.
//!
//! Each class is behind its game's Cargo feature, so the wasm build makes
//! one small module per game (`scripts/build.sh`): the 21点 page never
//! downloads 24点's engine. The statistics (`stats.rs`, both games'
//! records) are a third module, fetched when the statistics screen opens.

// The online module alone (`--features online`) uses only the error and
// panic helpers here; the readers are the games' own.
#![cfg_attr(
    not(any(feature = "duel", feature = "game24", feature = "stats")),
    allow(dead_code)
)]

use serde::Serialize;
use wasm_bindgen::prelude::*;

#[cfg(feature = "duel")]
mod duel;
#[cfg(feature = "game24")]
mod game24;
mod json;
#[cfg(feature = "online")]
mod online;
#[cfg(any(feature = "game24", feature = "stats"))] // 24点's types read through serde
mod plain;
mod read;
#[cfg(feature = "stats")]
mod stats;

use crate::cards::plain::Plain;

/// How an input type is read from plain data: its hand-written reader
/// ([`read_plain`](crate::cards::plain::read_plain), 21点) or its serde
/// `Deserialize` (`plain::from_plain`, 24点 for now). Either refuses
/// unknown fields, naming one as "not a `noun`".
type Reader<T> = fn(Plain, &str) -> Result<T, String>;

/// The allocator in the browser: talc in place of Rust's default dlmalloc,
/// for a smaller module (README, Benchmark). Single-threaded wasm only (the
/// modules are built without atomics); native builds keep the system one.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The longest save text taken (UTF-16 units); a real save is a few KB.
const MAX_SAVE_TEXT: usize = 1 << 20;

/// The longest message an export throws; a longer one is cut.
const MAX_MESSAGE_CHARS: usize = 300;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error, catch)]
    fn console_error(message: &str) -> Result<(), JsValue>;
}

/// Makes a panic, if one ever happens, log its message (with `panic =
/// "abort"` the module then stops with a `RuntimeError`, which the page
/// reports). Called by every export that makes an object, so it is in place
/// before any method can run; a `start` function would add an export.
fn log_panics() {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            let _ = console_error(&format!("duel21 engine: {info}"));
        }));
    });
}

/// Converts any displayable error into a `JsError` with its message, cut to
/// [`MAX_MESSAGE_CHARS`] and with anything it quotes in `"…"` or `` `…` ``
/// (as serde_json's messages do) cut to 40 characters.
fn js_err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&bounded_message(&e.to_string()))
}

/// `message` with each `"…"` or `` `…` `` quotation cut to
/// [`QUOTE_CHARS`](crate::cards::plain::QUOTE_CHARS) characters, then the whole cut to
/// [`MAX_MESSAGE_CHARS`]. The engine's own messages quote with `'…'`,
/// already short; this bounds messages from any other source.
fn bounded_message(message: &str) -> String {
    // Split at the marks rather than sliced at byte indices: a slice of text
    // carries a panic path whose message formatting is a few KB of the wasm.
    let mut out = String::with_capacity(message.len().min(4 * MAX_MESSAGE_CHARS));
    let mut rest = message;
    while let Some((before, after)) = rest.split_once(['"', '`']) {
        // Which mark opened it: the byte after `before` (both are ASCII).
        let mark = if rest.as_bytes().get(before.len()) == Some(&b'`') {
            '`'
        } else {
            '"'
        };
        out.push_str(before);
        out.push(mark);
        let Some((quoted, next)) = after.split_once(mark) else {
            // A quote that never closes: what follows is input, cut short.
            out.push_str(&crate::cards::shorten(
                after,
                crate::cards::plain::QUOTE_CHARS,
            ));
            rest = "";
            break;
        };
        out.push_str(&crate::cards::shorten(
            quoted,
            crate::cards::plain::QUOTE_CHARS,
        ));
        out.push(mark);
        rest = next;
        if out.len() > 4 * MAX_MESSAGE_CHARS {
            rest = "";
        }
    }
    out.push_str(rest);
    crate::cards::shorten(&out, MAX_MESSAGE_CHARS)
}

/// Reads settings: nothing (`undefined`, `null`) gives the defaults, an
/// object its fields; anything else is refused.
///
/// # Errors
/// A message naming the setting that is wrong.
#[cfg_attr(not(any(feature = "duel", feature = "game24")), allow(dead_code))]
fn settings<T: Default>(value: &JsValue, reader: Reader<T>) -> Result<T, String> {
    match read::read(value)? {
        Plain::Null => Ok(T::default()),
        fields @ Plain::Map(_) => reader(fields, "setting"),
        other => Err(format!(
            "give the settings as an object such as {{mode: \"computer\"}}, not {}",
            other.kind()
        )),
    }
}

/// Reads any other structured argument (an action, a time).
///
/// # Errors
/// A message naming the field that is wrong.
#[cfg(feature = "game24")] // only 24点 reads actions
fn argument<T>(value: &JsValue, reader: Reader<T>) -> Result<T, String> {
    reader(read::read(value)?, "field")
}

/// A value for the page: written as JSON text (`json.rs`) and turned into
/// plain objects by the JavaScript engine's `JSON.parse`.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    json_parse(&json::to_json(value).map_err(js_err)?)
        .map_err(|_| js_err("the engine wrote text that is not JSON"))
}

#[wasm_bindgen]
extern "C" {
    /// The JavaScript engine's JSON parser; a syntax error is caught.
    #[wasm_bindgen(catch, js_namespace = JSON, js_name = parse)]
    fn json_parse(text: &str) -> Result<JsValue, JsValue>;
}

/// JSON text → a value of `T`: the text is parsed by the JavaScript
/// engine's `JSON.parse` (no JSON code in the wasm) and the result read by
/// the same bounded walk as every argument, then by `reader`, which
/// refuses unknown fields. Saves and statistics both cross this way.
///
/// # Errors
/// `not JSON`, or the reader's message naming the field that is wrong.
fn read_json<T>(text: &str, reader: Reader<T>) -> Result<T, String> {
    reader(json_plain(text)?, "field")
}

// The work of the readers below that does not depend on the type read is
// out of line: each is instantiated once per input type, and anything
// inside them would be copied that many times.

/// JSON text → plain data, through `JSON.parse` and the bounded walk.
#[inline(never)]
fn json_plain(text: &str) -> Result<Plain, String> {
    let value = json_parse(text).map_err(|_| "not JSON".to_string())?;
    read::read(&value)
}

/// `e`, as why a text is "not `what`".
#[inline(never)]
fn not_what(e: String, what: &str) -> String {
    format!("it is not {what} ({e})")
}

/// Save text → the stored form, through [`read_json`].
///
/// # Errors
/// Why the text is not a save (to follow "… is damaged: ").
#[cfg_attr(not(any(feature = "duel", feature = "game24")), allow(dead_code))]
fn read_save<T>(text: &str, reader: Reader<T>) -> Result<T, String> {
    if text.trim().is_empty() {
        return Err("it is empty".into());
    }
    read_json(text, reader).map_err(|e| not_what(e, "a readable save"))
}

/// Statistics text (a record, an entry, a file) of at most `max_bytes`
/// bytes → its stored form, through [`read_json`].
///
/// # Errors
/// Why the text is refused; `what` names what it should be ("readable",
/// "a statistics file").
#[cfg_attr(not(feature = "stats"), allow(dead_code))] // only the statistics read records
fn read_stats_text<T>(
    text: &str,
    max_bytes: usize,
    what: &str,
    reader: Reader<T>,
) -> Result<T, String> {
    let plain = stats_plain(text, max_bytes, what)?;
    reader(plain, "field").map_err(|e| not_what(e, what))
}

/// Statistics text of at most `max_bytes` bytes → plain data.
#[inline(never)]
fn stats_plain(text: &str, max_bytes: usize, what: &str) -> Result<Plain, String> {
    if text.len() > max_bytes {
        return Err(format!("it is larger than {max_bytes} bytes"));
    }
    json_plain(text).map_err(|e| not_what(e, what))
}

/// A stored form (a save, a statistics record or entry) → its text
/// (`json.rs`): fields in order, no spaces, numbers as `JSON.stringify`
/// writes them — the native `save_json`'s text, but for a whole-number
/// float, written `100` where serde_json writes `100.0` (both read back the
/// same).
fn write_json<T: Serialize>(value: &T) -> Result<String, JsError> {
    json::to_json(value).map_err(js_err)
}

/// A whole number of ms since 1970 from JS (a finishing or reset time, for
/// both games' statistics), at most 2^53 − 1.
fn time_arg(value: &JsValue, what: &str) -> Result<u64, JsError> {
    value
        .as_f64()
        .filter(|t| t.fract() == 0.0 && (0.0..=9_007_199_254_740_991.0).contains(t))
        .map(|t| t as u64)
        .ok_or_else(|| js_err(format!("{what} must be a whole number of milliseconds")))
}

/// A text argument of at most [`MAX_SAVE_TEXT`] characters (a statistics
/// record, an entry, an id), or `refusal` when it is not text; a longer text
/// is refused with its length, before it is copied.
fn text_arg(value: &JsValue, refusal: &str) -> Result<String, JsError> {
    read::text_arg(value, MAX_SAVE_TEXT).map_err(|e| match e {
        read::TextRefused::NotText => js_err(refusal),
        read::TextRefused::TooLong(n) => js_err(format!(
            "a text of {n} characters is too long (at most {MAX_SAVE_TEXT})"
        )),
    })
}

/// A save text argument, or why it is refused (to follow "… is damaged: ").
#[cfg_attr(not(any(feature = "duel", feature = "game24")), allow(dead_code))]
fn save_text(value: &JsValue) -> Result<String, String> {
    read::text_arg(value, MAX_SAVE_TEXT).map_err(|e| match e {
        read::TextRefused::NotText => "it is not text".to_string(),
        read::TextRefused::TooLong(n) => {
            format!("it is {n} characters long; a save is at most {MAX_SAVE_TEXT}")
        }
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn messages_are_bounded() {
        let long = "v".repeat(5_000);
        let m = super::bounded_message(&format!("bad: \"{long}\" and `{long}` at 'x'"));
        assert_eq!(
            m,
            format!(
                "bad: \"{}…\" and `{}…` at 'x'",
                "v".repeat(40),
                "v".repeat(40)
            )
        );
        let m = super::bounded_message(&"word ".repeat(10_000));
        assert_eq!(m.chars().count(), super::MAX_MESSAGE_CHARS + 1);
        let plain = "give the settings as an object such as {mode: \"computer\"}, not text";
        assert_eq!(super::bounded_message(plain), plain);
        assert_eq!(super::bounded_message("an \"open quote"), "an \"open quote");
        // A quote that never closes is cut like any other.
        let m = super::bounded_message(&format!("not a save ('p2 \"{long}"));
        assert_eq!(m, format!("not a save ('p2 \"{}…", "v".repeat(40)));
        // Each quotation closes with its own mark; text around is kept.
        let mixed = "点 \"x`y\" `z\"` é\"ü";
        assert_eq!(super::bounded_message(mixed), mixed);
        let m = super::bounded_message(&format!("`{long}\"` \"点{long}"));
        assert_eq!(m, format!("`{}…` \"点{}…", "v".repeat(40), "v".repeat(39)));
    }
}
