//! How much of a refused input a message quotes back: every message that
//! quotes what it was given cuts the quotation to [`QUOTE_CHARS`]
//! characters, and a message the wasm boundary throws is at most
//! [`MAX_MESSAGE_CHARS`] long whatever its source ([`bounded_message`]).

/// The longest part of a refused input quoted back in a message, in characters.
pub const QUOTE_CHARS: usize = 40;

/// `text` cut to [`QUOTE_CHARS`] characters (with "…" when cut), to quote a
/// refused input in a message without repeating it at any length.
///
/// ```
/// assert_eq!(duel21::cards::clip("p3"), "p3");
/// assert_eq!(duel21::cards::clip(&"x".repeat(100)).chars().count(), 41);
/// ```
pub fn clip(text: &str) -> String {
    shorten(text, QUOTE_CHARS)
}

/// `text` cut to `max` characters, with "…" when cut.
///
/// Built by characters rather than by slicing at a byte index: a slice of
/// text carries a panic path whose message formatting (escaped characters,
/// Unicode tables) is a few KB of the wasm.
///
/// ```
/// assert_eq!(duel21::cards::shorten("点点点", 2), "点点…");
/// assert_eq!(duel21::cards::shorten("点点", 2), "点点");
/// ```
pub fn shorten(text: &str, max: usize) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.by_ref().take(max).collect();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// The longest message the wasm boundary throws; a longer one is cut.
pub const MAX_MESSAGE_CHARS: usize = 300;

/// `message` with each `"…"` or `` `…` `` quotation cut to [`QUOTE_CHARS`]
/// characters, then the whole cut to [`MAX_MESSAGE_CHARS`]. The engine's
/// own messages quote with `'…'`, already short; this bounds messages from
/// any other source.
pub fn bounded_message(message: &str) -> String {
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
            out.push_str(&shorten(after, QUOTE_CHARS));
            rest = "";
            break;
        };
        out.push_str(&shorten(quoted, QUOTE_CHARS));
        out.push(mark);
        rest = next;
        if out.len() > 4 * MAX_MESSAGE_CHARS {
            rest = "";
        }
    }
    out.push_str(rest);
    shorten(&out, MAX_MESSAGE_CHARS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_bounded() {
        let long = "v".repeat(5_000);
        let m = bounded_message(&format!("bad: \"{long}\" and `{long}` at 'x'"));
        assert_eq!(
            m,
            format!(
                "bad: \"{}…\" and `{}…` at 'x'",
                "v".repeat(40),
                "v".repeat(40)
            )
        );
        let m = bounded_message(&"word ".repeat(10_000));
        assert_eq!(m.chars().count(), MAX_MESSAGE_CHARS + 1);
        let plain = "give the settings as an object such as {mode: \"computer\"}, not text";
        assert_eq!(bounded_message(plain), plain);
        assert_eq!(bounded_message("an \"open quote"), "an \"open quote");
        // A quote that never closes is cut like any other.
        let m = bounded_message(&format!("not a save ('p2 \"{long}"));
        assert_eq!(m, format!("not a save ('p2 \"{}…", "v".repeat(40)));
        // Each quotation closes with its own mark; text around is kept.
        let mixed = "点 \"x`y\" `z\"` é\"ü";
        assert_eq!(bounded_message(mixed), mixed);
        let m = bounded_message(&format!("`{long}\"` \"点{long}"));
        assert_eq!(m, format!("`{}…` \"点{}…", "v".repeat(40), "v".repeat(39)));
    }
}
