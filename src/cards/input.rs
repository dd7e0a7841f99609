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
//! A refusal names where the problem is (`names: …`, `duel.actions[3]: …`,
//! read off the text where serde_json stopped) and says what is wrong in the engine's own
//! words: serde's standard messages ("unknown field `x`, expected one of …",
//! "invalid type: integer `5`, expected a string") are reworded here, in one
//! place, as the page shows them ("'x' is not a setting (use …)", "give it
//! as text, not a number"). Anything quoted is cut to
//! [`QUOTE_CHARS`] characters.

use serde::de::DeserializeOwned;

use super::refusal::{take_custom, Refusal, Word};
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
    let mut json = serde_json::Deserializer::from_str(text);
    let value = T::deserialize(&mut json).map_err(|e| refusal(&e, text, noun))?;
    json.end().map_err(|e| not_json(&e))?;
    Ok(value)
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
                    return Err(Refusal::NestedTooDeep { limit: MAX_DEPTH });
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
    Refusal::NotJson {
        at: e.column(),
        detail: without_position(e),
    }
}

/// A refusal: where, then what, in the engine's words.
#[inline(never)]
fn refusal(e: &serde_json::Error, text: &str, noun: &str) -> Refusal {
    if !e.is_data() {
        return not_json(e);
    }
    let message = without_position(e);
    let what = words(&message, noun);
    // An unknown field's place ends at that field, which the message names.
    let place = place_at(text, offset(text, e), message.starts_with("unknown field"));
    match place.as_str() {
        "" => what,
        _ => what.within(|because| Refusal::At {
            place: shorten(&place, QUOTE_CHARS),
            because,
        }),
    }
}

/// The byte offset in `text` where serde_json stopped with `e`: the start of
/// its line plus its column (the bytes read on that line).
fn offset(text: &str, e: &serde_json::Error) -> usize {
    let line_start: usize = text
        .split_inclusive('\n')
        .take(e.line().saturating_sub(1))
        .map(str::len)
        .sum();
    line_start + e.column()
}

/// One open list or object on the way to a place in the text.
enum Open<'a> {
    List(usize),
    Object { key: Option<&'a str>, at_key: bool },
}

/// Where the value that ends at byte `at` of valid-so-far JSON `text` is:
/// the keys and indices leading to it (`duel.actions[3]`), found by reading
/// the text up to there. serde_json stops right after the value it refuses
/// (after a list or object, for a refusal of the whole), so this names the
/// same place a path-tracking deserializer would, without wrapping every
/// type's visitor (`serde_path_to_error` did that for 5.6 KB of the gzipped
/// 21点 wasm). With `drop_key`, the last key is left out.
fn place_at(text: &str, at: usize, drop_key: bool) -> String {
    let bytes = text.as_bytes();
    let end = at.min(bytes.len());
    let mut open: Vec<Open> = Vec::new();
    let mut i = 0;
    while i < end {
        match bytes[i] {
            b'{' => open.push(Open::Object {
                key: None,
                at_key: true,
            }),
            b'[' => open.push(Open::List(0)),
            b'}' | b']' => {
                open.pop();
            }
            b',' => match open.last_mut() {
                Some(Open::List(index)) => *index += 1,
                Some(Open::Object { at_key, .. }) => *at_key = true,
                None => {}
            },
            b':' => {
                if let Some(Open::Object { at_key, .. }) = open.last_mut() {
                    *at_key = false;
                }
            }
            b'"' => {
                let start = i + 1;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if let Some(Open::Object { key, at_key: true }) = open.last_mut() {
                    *key = text.get(start..i.min(bytes.len()));
                }
            }
            _ => {}
        }
        i += 1;
    }
    if drop_key {
        if let Some(Open::Object { key, .. }) = open.last_mut() {
            *key = None;
        }
    }
    let mut place = String::new();
    for step in &open {
        match step {
            Open::List(index) => {
                place.push('[');
                place.push_str(&index.to_string());
                place.push(']');
            }
            Open::Object { key: Some(key), .. } => {
                if !place.is_empty() {
                    place.push('.');
                }
                place.push_str(key);
            }
            Open::Object { key: None, .. } => {}
        }
    }
    place
}

/// serde's standard messages as the engine says them; any other message
/// (a type's own check) is the refusal that check kept ([`take_custom`]),
/// else kept in English.
fn words(message: &str, noun: &str) -> Refusal {
    if let Some(rest) = message.strip_prefix("unknown field `") {
        let (field, expected) = rest.split_once('`').unwrap_or((rest, ""));
        let (quote, names) = (clip(field), ticked(expected));
        return if noun == "setting" {
            Refusal::UnknownSetting { quote, names }
        } else {
            Refusal::UnknownField { quote, names }
        };
    }
    if let Some(rest) = message.strip_prefix("unknown variant `") {
        let (word, expected) = rest.split_once('`').unwrap_or((rest, ""));
        return Refusal::NotOneOf {
            quote: clip(word),
            names: ticked(expected),
        };
    }
    // serde's derived structs take a list of their fields too; a list of the
    // wrong length is refused as what it is.
    if message.starts_with("invalid length ") && message.contains(", expected struct ") {
        return Refusal::ObjectNotList;
    }
    if let Some(rest) = message.strip_prefix("missing field `") {
        return Refusal::Missing {
            field: rest.trim_end_matches('`').to_string(),
        };
    }
    for (prefix, quote_value) in [("invalid type: ", false), ("invalid value: ", true)] {
        if let Some((given, expected)) = message
            .strip_prefix(prefix)
            .and_then(|rest| rest.split_once(", expected "))
        {
            return Refusal::Give {
                want: wanted(expected),
                got: kind(given, quote_value),
            };
        }
    }
    take_custom(message).unwrap_or_else(|| Refusal::Unreadable {
        detail: message.to_string(),
    })
}

/// The names serde lists as `` `a`, `b` or `c` `` (or "one of …").
fn ticked(expected: &str) -> Vec<String> {
    expected
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// What serde's visitor expected, in words.
fn wanted(expected: &str) -> Word {
    let whole = |to: u64| Word::WordWhole { from: 0, to };
    match expected {
        "a string" => Word::WordAsText,
        "a boolean" => Word::WordBool,
        "u8" => whole(u8::MAX.into()),
        "u16" => whole(u16::MAX.into()),
        "u32" => whole(u32::MAX.into()),
        "u64" | "usize" => whole(u64::MAX),
        "f64" | "f32" => Word::WordNumber,
        "a sequence" => Word::WordList,
        e if e.starts_with("struct ") || e == "a map" => Word::WordObject,
        e => Word::WordOther { english: e.into() },
    }
}

/// What was given, from serde's `Unexpected`: its kind, or (for a number
/// out of range) the number itself.
fn kind(given: &str, quote_value: bool) -> Word {
    let number = given
        .strip_prefix("integer `")
        .or_else(|| given.strip_prefix("floating point `"));
    match number {
        Some(n) if quote_value => Word::WordQuote {
            quote: clip(n.trim_end_matches('`')).into(),
        },
        Some(_) => Word::WordNumber,
        None if given.starts_with("string ") => Word::WordText,
        None if given.starts_with("boolean ") => Word::WordBool,
        None => match given {
            "unit value" | "null" => Word::WordNull,
            "sequence" => Word::WordList,
            "map" => Word::WordObject,
            other => Word::WordOther {
                english: clip(other).into(),
            },
        },
    }
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
}
