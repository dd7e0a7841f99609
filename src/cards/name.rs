//! Player names, one rule for both games: what a typed name becomes, and
//! why one is refused.

/// The longest name, in characters, after trimming.
pub const MAX_NAME_CHARS: usize = 32;

/// Why a typed name is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// It holds control characters (or ones that reorder the text).
    Control,
    /// More than [`MAX_NAME_CHARS`] characters (the count is given).
    TooLong(usize),
}

/// Whether `c` may not stand in a name: a control character, or one that
/// reorders the text around it (the explicit bidirectional embeddings,
/// overrides and isolates, and the marks): a name such as "\u{202e}nnA"
/// would otherwise show as another and turn the text after it around.
fn not_in_a_name(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// A player's name as both games keep it: trimmed, with no control or
/// text-reordering characters and at most [`MAX_NAME_CHARS`] characters. An empty result
/// means "no name given" (the caller picks a default).
///
/// # Errors
/// The [`NameProblem`].
pub fn clean_name(raw: &str) -> Result<&str, NameProblem> {
    let name = raw.trim();
    if name.chars().any(not_in_a_name) {
        return Err(NameProblem::Control);
    }
    match name.chars().count() {
        chars if chars > MAX_NAME_CHARS => Err(NameProblem::TooLong(chars)),
        _ => Ok(name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_bounded_and_refuse_control_and_reordering_characters() {
        assert_eq!(clean_name("  Ann "), Ok("Ann"));
        assert_eq!(clean_name("小明👨\u{200d}👩"), Ok("小明👨\u{200d}👩"));
        for bad in [
            "A\u{7}nn",
            "\u{202e}nnA",
            "A\u{2066}x\u{2069}",
            "\u{200f}Bo",
        ] {
            assert_eq!(clean_name(bad), Err(NameProblem::Control), "{bad:?}");
        }
        assert_eq!(clean_name(&"x".repeat(33)), Err(NameProblem::TooLong(33)));
        assert_eq!(clean_name(&"字".repeat(32)).map(str::len), Ok(96));
    }
}
