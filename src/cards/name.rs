//! Player names, one rule for both games: what a typed name becomes, and
//! why one is refused.

/// The longest name, in characters, after trimming.
pub const MAX_NAME_CHARS: usize = 32;

/// Why a typed name is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// It holds control characters.
    Control,
    /// More than [`MAX_NAME_CHARS`] characters (the count is given).
    TooLong(usize),
}

/// A player's name as both games keep it: trimmed, with no control
/// characters and at most [`MAX_NAME_CHARS`] characters. An empty result
/// means "no name given" (the caller picks a default).
///
/// # Errors
/// The [`NameProblem`].
pub fn clean_name(raw: &str) -> Result<&str, NameProblem> {
    let name = raw.trim();
    if name.chars().any(char::is_control) {
        return Err(NameProblem::Control);
    }
    match name.chars().count() {
        chars if chars > MAX_NAME_CHARS => Err(NameProblem::TooLong(chars)),
        _ => Ok(name),
    }
}
