//! The menu's settings for a 21点 match as they arrive from outside (JS, a
//! save) and their validation: mode, Auto level, the computer's seat, the
//! first-player rule, names and seed. [`SessionConfig::new`] is the one way
//! in; a refusal names the setting that is wrong.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{clean_name, Level, NameProblem, Seat, Seed, MAX_NAME_CHARS};
use crate::duel::FirstRule;

/// Who plays: two people on one device, or a person against the Auto player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// 双人对战: hot-seat, both seats are people.
    #[default]
    Pvp,
    /// 人机对战: one seat is the Auto player.
    Computer,
}

impl std::str::FromStr for Mode {
    type Err = String;
    fn from_str(s: &str) -> Result<Mode, String> {
        match s {
            "pvp" => Ok(Mode::Pvp),
            "computer" => Ok(Mode::Computer),
            _ => Err(format!("'{s}' is not a mode (use pvp or computer)")),
        }
    }
}

/// The menu's choices as they arrive from outside (JS, a save): not
/// necessarily valid. Every field may be missing; [`SessionConfig::new`]
/// fills defaults and checks the rest.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ConfigInput {
    /// `"pvp"` (default) or `"computer"`.
    pub mode: Option<String>,
    /// `"easy"`, `"classic"` (default) or `"expert"`.
    pub level: Option<String>,
    /// The computer's seat in vs-Computer mode: `"p2"` (default: the person
    /// sits first) or `"p1"` (the computer sits first).
    pub computer_seat: Option<String>,
    /// `"p1"` (default: P1 starts every round) or `"alternate"`.
    pub first_rule: Option<String>,
    /// Names of P1 and P2; blank names get defaults.
    pub names: Option<Vec<String>>,
    /// A decimal seed; blank for a random deal.
    pub seed: Option<String>,
}

/// Why a config is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// The settings are not an object of named fields.
    NotObject(&'static str),
    /// A field that is not one of the settings.
    UnknownField(String),
    /// A field has a value outside its choices.
    Field {
        field: &'static str,
        message: String,
    },
    /// Not two names.
    NameCount(usize),
    /// A name is too long.
    NameTooLong { seat: Seat, chars: usize },
    /// A name holds control characters.
    NameControl(Seat),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::NotObject(kind) => write!(
                f,
                "give the settings as an object such as {{mode: \"computer\"}}, not {kind}"
            ),
            ConfigError::UnknownField(name) => write!(
                f,
                "'{}' is not a setting (use mode, level, computer_seat, first_rule, names or seed)",
                shorten(name)
            ),
            ConfigError::Field { field, message } => write!(f, "{field}: {message}"),
            ConfigError::NameCount(n) => write!(f, "names: give two names, not {n}"),
            ConfigError::NameTooLong { seat, chars } => write!(
                f,
                "the name for {} has {chars} characters; at most {MAX_NAME_CHARS} are allowed",
                seat_words(*seat)
            ),
            ConfigError::NameControl(seat) => {
                write!(
                    f,
                    "the name for {} holds control characters",
                    seat_words(*seat)
                )
            }
        }
    }
}

impl std::error::Error for ConfigError {}

/// A seat as the menu names it.
pub(crate) fn seat_words(seat: Seat) -> &'static str {
    match seat {
        Seat::P1 => "seat 1",
        Seat::P2 => "seat 2",
    }
}

/// The longest setting value, in characters, quoted back in a message whole.
const QUOTE_CHARS: usize = 24;

/// The longest setting value, in characters, that is parsed at all.
const MAX_VALUE_CHARS: usize = 64;

/// `text` cut to [`QUOTE_CHARS`] characters (with "…"), to quote in a message.
fn shorten(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// A value as it arrives from outside (a JavaScript object, JSON), read only
/// as deep as the settings need: a list or object deeper than that is only
/// named, never walked, so a deeply nested or self-referencing object cannot
/// exhaust the stack.
#[derive(Clone, Debug, PartialEq)]
pub enum LooseValue {
    /// Missing, `null` or `undefined`.
    Nothing,
    /// A string.
    Text(String),
    /// A list, read.
    List(Vec<LooseValue>),
    /// An object's fields, read, in order.
    Map(Vec<(String, LooseValue)>),
    /// Anything else, named in words ("a number", "a list", …).
    Other(&'static str),
}

impl LooseValue {
    /// Reads settings (an object whose fields may be lists of text) from any
    /// serde format.
    ///
    /// # Errors
    /// The format's own error (e.g. a JavaScript value it cannot read).
    pub fn read<'de, D: serde::Deserializer<'de>>(from: D) -> Result<LooseValue, D::Error> {
        serde::de::DeserializeSeed::deserialize(LooseSeed(2), from)
    }

    /// What the value is, in words.
    fn kind(&self) -> &'static str {
        match self {
            LooseValue::Nothing => "nothing",
            LooseValue::Text(_) => "text",
            LooseValue::List(_) => "a list",
            LooseValue::Map(_) => "an object",
            LooseValue::Other(kind) => kind,
        }
    }
}

/// Reads a [`LooseValue`], walking at most this many more levels of lists
/// and objects.
#[derive(Clone, Copy)]
struct LooseSeed(u8);

impl<'de> serde::de::DeserializeSeed<'de> for LooseSeed {
    type Value = LooseValue;
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<LooseValue, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> serde::de::Visitor<'de> for LooseSeed {
    type Value = LooseValue;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any value")
    }
    fn visit_unit<E>(self) -> Result<LooseValue, E> {
        Ok(LooseValue::Nothing)
    }
    fn visit_none<E>(self) -> Result<LooseValue, E> {
        Ok(LooseValue::Nothing)
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<LooseValue, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_bool<E>(self, _: bool) -> Result<LooseValue, E> {
        Ok(LooseValue::Other("true or false"))
    }
    fn visit_i64<E>(self, _: i64) -> Result<LooseValue, E> {
        Ok(LooseValue::Other("a number"))
    }
    fn visit_u64<E>(self, _: u64) -> Result<LooseValue, E> {
        Ok(LooseValue::Other("a number"))
    }
    fn visit_f64<E>(self, _: f64) -> Result<LooseValue, E> {
        Ok(LooseValue::Other("a number"))
    }
    fn visit_str<E>(self, v: &str) -> Result<LooseValue, E> {
        Ok(LooseValue::Text(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<LooseValue, E> {
        Ok(LooseValue::Text(v))
    }
    fn visit_bytes<E>(self, _: &[u8]) -> Result<LooseValue, E> {
        Ok(LooseValue::Other("bytes"))
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<LooseValue, A::Error> {
        if self.0 == 0 {
            while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {}
            return Ok(LooseValue::Other("a list"));
        }
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(LooseSeed(self.0 - 1))? {
            items.push(item);
        }
        Ok(LooseValue::List(items))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<LooseValue, A::Error> {
        if self.0 == 0 {
            while map
                .next_entry::<serde::de::IgnoredAny, serde::de::IgnoredAny>()?
                .is_some()
            {}
            return Ok(LooseValue::Other("an object"));
        }
        let mut fields = Vec::new();
        while let Some(key) = map.next_key_seed(LooseSeed(0))? {
            let value = map.next_value_seed(LooseSeed(self.0 - 1))?;
            let key = match key {
                LooseValue::Text(k) => k,
                other => format!("({})", other.kind()),
            };
            fields.push((key, value));
        }
        Ok(LooseValue::Map(fields))
    }
}

impl ConfigInput {
    /// The menu's choices as a caller sends them (the page passes a plain
    /// object). Missing and `null` fields take defaults; a field of the wrong
    /// type, or one that is not a setting, is refused with a message naming
    /// it. The values themselves are checked by [`SessionConfig::new`].
    ///
    /// # Errors
    /// A [`ConfigError`] naming the field that is wrong.
    ///
    /// ```
    /// use duel21::duel::{ConfigInput, LooseValue};
    /// let read = |v| ConfigInput::from_loose(&LooseValue::read(v).unwrap());
    /// let input = read(serde_json::json!({"mode": "computer", "seed": "42", "names": ["Ann"]}));
    /// assert_eq!(input.unwrap().seed.as_deref(), Some("42"));
    /// let e = read(serde_json::json!({"seed": 42})).unwrap_err();
    /// assert!(e.to_string().starts_with("seed: give the seed as text"));
    /// ```
    pub fn from_loose(value: &LooseValue) -> Result<ConfigInput, ConfigError> {
        let fields = match value {
            LooseValue::Nothing => return Ok(ConfigInput::default()),
            LooseValue::Map(fields) => fields,
            other => return Err(ConfigError::NotObject(other.kind())),
        };
        let text = |field: &'static str, v: &LooseValue| match v {
            LooseValue::Nothing => Ok(None),
            LooseValue::Text(s) => Ok(Some(s.clone())),
            LooseValue::Other("a number") if field == "seed" => Err(ConfigError::Field {
                field,
                message: "give the seed as text, e.g. \"42\", not a number (a large \
                          number would lose digits)"
                    .into(),
            }),
            other => Err(ConfigError::Field {
                field,
                message: format!("give it as text, not {}", other.kind()),
            }),
        };
        let mut input = ConfigInput::default();
        for (key, v) in fields {
            match key.as_str() {
                "mode" => input.mode = text("mode", v)?,
                "level" => input.level = text("level", v)?,
                "computer_seat" => input.computer_seat = text("computer_seat", v)?,
                "first_rule" => input.first_rule = text("first_rule", v)?,
                "seed" => input.seed = text("seed", v)?,
                "names" => input.names = names(v)?,
                other => return Err(ConfigError::UnknownField(other.to_string())),
            }
        }
        Ok(input)
    }
}

/// The `names` setting: a list of text (a missing name is blank).
fn names(value: &LooseValue) -> Result<Option<Vec<String>>, ConfigError> {
    let refuse = |what: String| ConfigError::Field {
        field: "names",
        message: format!("give a list of two names, not {what}"),
    };
    match value {
        LooseValue::Nothing => Ok(None),
        LooseValue::List(items) => items
            .iter()
            .map(|item| match item {
                LooseValue::Nothing => Ok(String::new()),
                LooseValue::Text(s) => Ok(s.clone()),
                other => Err(refuse(format!("one that holds {}", other.kind()))),
            })
            .collect::<Result<_, _>>()
            .map(Some),
        other => Err(refuse(other.kind().to_string())),
    }
}

/// A valid session config. Built only by [`SessionConfig::new`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ConfigInput", into = "ConfigInput")]
pub struct SessionConfig {
    mode: Mode,
    level: Level,
    computer_seat: Seat,
    first_rule: FirstRule,
    names: [String; 2],
    seed: Option<Seed>,
}

fn field<T, E: fmt::Display>(
    value: &Option<String>,
    field: &'static str,
    default: T,
    parse: impl Fn(&str) -> Result<T, E>,
) -> Result<T, ConfigError> {
    match value.as_deref().map(str::trim) {
        None | Some("") => Ok(default),
        Some(text) if text.chars().nth(MAX_VALUE_CHARS).is_some() => Err(ConfigError::Field {
            field,
            message: format!(
                "'{}' is too long ({} characters) to be a {field}",
                shorten(text),
                text.chars().count()
            ),
        }),
        Some(text) => parse(text).map_err(|e| ConfigError::Field {
            field,
            message: e.to_string(),
        }),
    }
}

impl SessionConfig {
    /// Validates the menu's choices.
    ///
    /// # Errors
    /// A [`ConfigError`] naming the field that is wrong.
    ///
    /// ```
    /// use duel21::duel::{ConfigInput, Mode, SessionConfig};
    /// let input = ConfigInput {
    ///     mode: Some("computer".into()),
    ///     names: Some(vec!["  Ann ".into(), "".into()]),
    ///     ..ConfigInput::default()
    /// };
    /// let config = SessionConfig::new(&input).unwrap();
    /// assert_eq!(config.mode(), Mode::Computer);
    /// assert_eq!(config.names(), &["Ann".to_string(), "Computer".to_string()]);
    /// assert!(SessionConfig::new(&ConfigInput { mode: Some("solo".into()), ..input }).is_err());
    /// ```
    pub fn new(input: &ConfigInput) -> Result<SessionConfig, ConfigError> {
        let mode = field(&input.mode, "mode", Mode::Pvp, str::parse::<Mode>)?;
        let level = field(&input.level, "level", Level::Classic, str::parse::<Level>)?;
        let computer_seat = field(
            &input.computer_seat,
            "computer_seat",
            Seat::P2,
            str::parse::<Seat>,
        )?;
        let first_rule = field(
            &input.first_rule,
            "first_rule",
            FirstRule::P1Always,
            str::parse::<FirstRule>,
        )?;
        let seed = field(&input.seed, "seed", None, |t| t.parse::<Seed>().map(Some))?;
        let given = input.names.clone().unwrap_or_default();
        if given.len() > 2 {
            return Err(ConfigError::NameCount(given.len()));
        }
        let mut names = [String::new(), String::new()];
        for seat in Seat::BOTH {
            let raw = clean_name(given.get(seat.index()).map_or("", String::as_str)).map_err(
                |problem| match problem {
                    NameProblem::Control => ConfigError::NameControl(seat),
                    NameProblem::TooLong(chars) => ConfigError::NameTooLong { seat, chars },
                },
            )?;
            names[seat.index()] = if raw.is_empty() {
                default_name(mode, computer_seat, seat).to_string()
            } else {
                raw.to_string()
            };
        }
        Ok(SessionConfig {
            mode,
            level,
            computer_seat,
            first_rule,
            names,
            seed,
        })
    }

    /// PvP or vs Computer.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The Auto player's level (used in vs-Computer mode).
    pub fn level(&self) -> Level {
        self.level
    }

    /// The seat the Auto player takes, in vs-Computer mode.
    pub fn computer_seat(&self) -> Option<Seat> {
        (self.mode == Mode::Computer).then_some(self.computer_seat)
    }

    /// The first-player rule.
    pub fn first_rule(&self) -> FirstRule {
        self.first_rule
    }

    /// Names of P1 and P2, trimmed, never empty.
    pub fn names(&self) -> &[String; 2] {
        &self.names
    }

    /// The seed the player asked for, if any.
    pub fn seed(&self) -> Option<Seed> {
        self.seed
    }

    /// Whether the Auto player sits at `seat`.
    pub fn is_computer(&self, seat: Seat) -> bool {
        self.computer_seat() == Some(seat)
    }
}

fn default_name(mode: Mode, computer_seat: Seat, seat: Seat) -> &'static str {
    match (mode, seat) {
        (Mode::Computer, s) if s == computer_seat => "Computer",
        (Mode::Computer, _) => "You",
        (Mode::Pvp, Seat::P1) => "Player 1",
        (Mode::Pvp, Seat::P2) => "Player 2",
    }
}

impl TryFrom<ConfigInput> for SessionConfig {
    type Error = ConfigError;
    fn try_from(input: ConfigInput) -> Result<SessionConfig, ConfigError> {
        SessionConfig::new(&input)
    }
}

impl From<SessionConfig> for ConfigInput {
    fn from(c: SessionConfig) -> ConfigInput {
        ConfigInput {
            mode: Some(match c.mode {
                Mode::Pvp => "pvp".into(),
                Mode::Computer => "computer".into(),
            }),
            level: Some(c.level.to_string()),
            computer_seat: Some(c.computer_seat.to_string()),
            first_rule: Some(
                match c.first_rule {
                    FirstRule::P1Always => "p1",
                    FirstRule::Alternate => "alternate",
                }
                .into(),
            ),
            names: Some(c.names.to_vec()),
            seed: c.seed.map(|s| s.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(mode: &str) -> ConfigInput {
        ConfigInput {
            mode: Some(mode.into()),
            ..ConfigInput::default()
        }
    }

    #[test]
    fn config_defaults_and_refusals() {
        let c = SessionConfig::new(&ConfigInput::default()).unwrap();
        assert_eq!(c.mode(), Mode::Pvp);
        assert_eq!(c.level(), Level::Classic);
        assert_eq!(c.computer_seat(), None);
        assert_eq!(c.names(), &["Player 1".to_string(), "Player 2".to_string()]);
        let bad = [
            ConfigInput {
                level: Some("hard".into()),
                ..input("computer")
            },
            ConfigInput {
                computer_seat: Some("p3".into()),
                ..input("computer")
            },
            ConfigInput {
                first_rule: Some("random".into()),
                ..input("pvp")
            },
            ConfigInput {
                seed: Some("-4".into()),
                ..input("pvp")
            },
            ConfigInput {
                names: Some(vec!["a".into(), "b".into(), "c".into()]),
                ..input("pvp")
            },
            ConfigInput {
                names: Some(vec!["x".repeat(MAX_NAME_CHARS + 1)]),
                ..input("pvp")
            },
            ConfigInput {
                names: Some(vec!["a\u{7}b".into()]),
                ..input("pvp")
            },
            input("solo"),
        ];
        for b in bad {
            let e = SessionConfig::new(&b).unwrap_err();
            assert!(!e.to_string().is_empty());
        }
        // Exactly the limit, in characters (not bytes), is fine.
        let ok = ConfigInput {
            names: Some(vec!["点".repeat(MAX_NAME_CHARS), " <b> ".into()]),
            seed: Some(" 42 ".into()),
            ..input("pvp")
        };
        let c = SessionConfig::new(&ok).unwrap();
        assert_eq!(c.names()[1], "<b>");
        assert_eq!(c.seed(), Some(Seed(42)));
    }

    #[test]
    fn loose_settings_name_the_field_that_is_wrong() {
        use serde_json::json;
        let read = |v: serde_json::Value| {
            ConfigInput::from_loose(&LooseValue::read(v).unwrap()).map_err(|e| e.to_string())
        };
        let ok =
            read(json!({"mode": "computer", "level": null, "names": ["Ann", null], "seed": "7"}))
                .unwrap();
        assert_eq!(ok.mode.as_deref(), Some("computer"));
        assert_eq!(ok.level, None);
        assert_eq!(ok.names, Some(vec!["Ann".to_string(), String::new()]));
        assert_eq!(read(json!(null)).unwrap(), ConfigInput::default());
        let cases = [
            (
                json!({"names": 5}),
                "names: give a list of two names, not a number",
            ),
            (
                json!({"names": [1, "b"]}),
                "names: give a list of two names, not one that holds a number",
            ),
            (
                json!({"names": [["deep"]]}),
                "names: give a list of two names, not one that holds a list",
            ),
            (
                json!({"mode": true}),
                "mode: give it as text, not true or false",
            ),
            (
                json!({"level": {"x": 1}}),
                "level: give it as text, not an object",
            ),
            (
                json!([]),
                "give the settings as an object such as {mode: \"computer\"}, not a list",
            ),
            (
                json!("pvp"),
                "give the settings as an object such as {mode: \"computer\"}, not text",
            ),
        ];
        for (value, message) in cases {
            assert_eq!(read(value).unwrap_err(), message);
        }
        assert!(read(json!({"seed": 42}))
            .unwrap_err()
            .starts_with("seed: give the seed as text"));
        let long_key = "k".repeat(100);
        let e = read(json!({ long_key: 1 })).unwrap_err();
        assert!(
            e.starts_with(&format!("'{}…' is not a setting", "k".repeat(QUOTE_CHARS))),
            "{e}"
        );
        // An overlong value is not quoted back whole.
        let long = ConfigInput {
            mode: Some("x".repeat(10_000)),
            ..ConfigInput::default()
        };
        let e = SessionConfig::new(&long).unwrap_err().to_string();
        assert!(e.len() < 100 && e.contains("10000 characters"), "{e}");
    }
}
