//! The menu's settings for a 21点 match as they arrive from outside (JS, a
//! save) and their validation: mode, Auto level, the computer's seat, the
//! first-player rule, names and seed. [`SessionConfig::new`] is the one way
//! in; a refusal names the setting that is wrong.

use crate::cards::{Damage, Term};
use std::fmt;

use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::cards::{clean_name, Level, NameProblem, Refusal, Seat, Seed, MAX_NAME_CHARS};
use crate::duel::FirstRule;

/// Who plays: two people on one device, or a person against the Auto player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// 双人对战: hot-seat, both seats are people.
    #[default]
    Pvp,
    /// 人机对战: one seat is the Auto player.
    Computer,
}

impl std::str::FromStr for Mode {
    type Err = crate::cards::Refusal;
    fn from_str(s: &str) -> Result<Mode, crate::cards::Refusal> {
        match s {
            "pvp" => Ok(Mode::Pvp),
            "computer" => Ok(Mode::Computer),
            _ => Err(Damage::NotAMode {
                quote: crate::cards::clip(s),
            }
            .into()),
        }
    }
}

/// The menu's choices as they arrive from outside (JS, a save): not
/// necessarily valid. Every field may be missing; [`SessionConfig::new`]
/// fills defaults and checks the rest. Read from JSON text by
/// [`cards::input::read`](crate::cards::input::read) (the page's wrapper
/// writes the menu's object as text); a field that is not one of these, or
/// of the wrong type, is refused with the field's name.
///
/// ```
/// use duel21::cards::input::read;
/// use duel21::duel::ConfigInput;
/// let read = |t: &str| read::<ConfigInput>(t, "setting");
/// let input = read(r#"{"mode": "computer", "names": ["Ann", null]}"#).unwrap();
/// assert_eq!(input.names, Some(vec!["Ann".to_string(), String::new()]));
/// // A seed given as a number is refused by `SessionConfig::new`, with its reason.
/// let number = read(r#"{"seed": 42}"#).unwrap();
/// let e = duel21::duel::SessionConfig::new(&number).unwrap_err();
/// assert!(e.to_string().starts_with("seed: give the seed as text"));
/// assert!(read(r#"{"colour": "red"}"#).unwrap_err().to_string().starts_with("'colour' is not a setting"));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "ConfigText")]
pub struct ConfigInput {
    /// `"pvp"` (default) or `"computer"`.
    pub mode: Option<String>,
    /// `"easy"`, `"classic"` (default) or `"expert"`.
    pub level: Option<String>,
    /// The computer's seat in vs-Computer mode: `"p2"` (default: the person
    /// sits first) or `"p1"` (the computer sits first).
    pub computer_seat: Option<String>,
    /// `"alternate"` (default: the first player alternates each round, the
    /// fairer rule) or `"p1"` (P1 starts every round); see [`FirstRule`].
    pub first_rule: Option<String>,
    /// Names of P1 and P2; blank names get defaults.
    pub names: Option<Vec<String>>,
    /// A decimal seed; blank for a random deal.
    pub seed: Option<String>,
    /// A setting given as something it never is, with the reason
    /// [`SessionConfig::new`] refuses it for (a seed given as a number, a
    /// list of names holding something else). Never written.
    #[serde(skip)]
    pub refused: Option<NotASetting>,
}

/// A setting given as something it never is: kept by reading, refused by
/// [`SessionConfig::new`] with its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotASetting {
    /// The seed as a number (past 2^53 one would lose digits in JS).
    SeedAsNumber,
    /// A list of names holding something else than a name.
    NamesHold(crate::cards::Term),
}

impl NotASetting {
    /// The refusal, led by the setting's name.
    fn refused(&self) -> ConfigError {
        let (field, message) = match self {
            NotASetting::SeedAsNumber => ("seed", Damage::SeedAsNumber),
            NotASetting::NamesHold(got) => ("names", Damage::NamesHold { got: got.clone() }),
        };
        ConfigError::Field {
            field,
            message: message.into(),
        }
    }
}

/// The settings as read from text: [`ConfigInput`]'s fields, the `seed`
/// and `names` kept as given.
#[derive(Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct ConfigText {
    mode: Option<String>,
    level: Option<String>,
    computer_seat: Option<String>,
    first_rule: Option<String>,
    #[serde(deserialize_with = "names_field")]
    names: Option<Given<Vec<String>>>,
    #[serde(deserialize_with = "seed_field")]
    seed: Option<Given<String>>,
}

/// A setting's value, or what was given instead.
enum Given<T> {
    Value(T),
    Refused(NotASetting),
}

impl From<ConfigText> for ConfigInput {
    fn from(t: ConfigText) -> ConfigInput {
        let mut refused = None;
        let names = keep(t.names, &mut refused);
        let seed = keep(t.seed, &mut refused);
        ConfigInput {
            mode: t.mode,
            level: t.level,
            computer_seat: t.computer_seat,
            first_rule: t.first_rule,
            names,
            seed,
            refused,
        }
    }
}

/// A setting's value; a refused one is kept in `refused` (the first only).
fn keep<T>(given: Option<Given<T>>, refused: &mut Option<NotASetting>) -> Option<T> {
    match given? {
        Given::Value(v) => Some(v),
        Given::Refused(r) => {
            refused.get_or_insert(r);
            None
        }
    }
}

/// Why a config is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// A field has a value outside its choices.
    Field {
        field: &'static str,
        message: Refusal,
    },
    /// Not two names.
    NameCount(usize),
    /// A name is too long.
    NameTooLong { seat: Seat, chars: usize },
    /// A name holds control characters.
    NameControl(Seat),
}

impl fmt::Display for ConfigError {
    /// The refusal's English ([`crate::cards::Refusal`]), written once there.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&crate::cards::Refusal::from(self.clone()), f)
    }
}

impl std::error::Error for ConfigError {}

impl From<ConfigError> for crate::cards::Refusal {
    fn from(e: ConfigError) -> crate::cards::Refusal {
        use crate::cards::Refusal as R;
        let seat = crate::duel::game::seat_number;
        match e {
            ConfigError::Field { field, message } => message.at(field),
            ConfigError::NameCount(count) => Damage::At {
                place: "names".into(),
                because: Damage::NameCount { count }.to_string(),
            }
            .into(),
            ConfigError::NameTooLong { seat: s, chars } => R::NameTooLong {
                seat: seat(s),
                length: chars,
                limit: MAX_NAME_CHARS,
            },
            ConfigError::NameControl(s) => R::NameControl { seat: seat(s) },
        }
    }
}

/// The longest setting value, in characters, quoted back in a message whole.
const QUOTE_CHARS: usize = 24;

/// The longest setting value, in characters, that is parsed at all (so a
/// message quotes at most this much of it).
const MAX_VALUE_CHARS: usize = 40;

/// `text` cut to [`QUOTE_CHARS`] characters (with "…"), to quote in a message.
fn shorten(text: &str) -> String {
    crate::cards::shorten(text, QUOTE_CHARS)
}

// The seed as a number loses digits in JS past 2^53, so it is refused with
// a reason rather than as a mere wrong type (`Damage::SeedAsNumber`).

/// The `seed` setting: text, or null.
fn seed_field<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Given<String>>, D::Error> {
    struct Seed;
    impl<'de> Visitor<'de> for Seed {
        type Value = Option<Given<String>>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("the seed as text, e.g. \"42\"")
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_str<E: de::Error>(self, s: &str) -> Result<Self::Value, E> {
            Ok(Some(Given::Value(s.to_string())))
        }
        fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
            Ok(Some(Given::Refused(NotASetting::SeedAsNumber)))
        }
        fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
            Ok(Some(Given::Refused(NotASetting::SeedAsNumber)))
        }
        fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
            Ok(Some(Given::Refused(NotASetting::SeedAsNumber)))
        }
    }
    d.deserialize_any(Seed)
}

/// The `names` setting: a list of text (a null name is blank), or null. A
/// list holding anything else is refused as such.
fn names_field<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Given<Vec<String>>>, D::Error> {
    struct Names;
    impl<'de> Visitor<'de> for Names {
        type Value = Option<Given<Vec<String>>>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a list of two names")
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<Self::Value, A::Error> {
            let mut names = Vec::new();
            while let Some(item) = items.next_element::<Name>()? {
                match item {
                    Name::Text(name) => names.push(name),
                    Name::Other(kind) => {
                        // Read to the list's end, so the refusal is the list's.
                        while items.next_element::<de::IgnoredAny>()?.is_some() {}
                        return Ok(Some(Given::Refused(NotASetting::NamesHold(kind))));
                    }
                }
            }
            Ok(Some(Given::Value(names)))
        }
    }
    d.deserialize_any(Names)
}

/// One item of the `names` list: a name (null: blank), or what else it is.
enum Name {
    Text(String),
    Other(crate::cards::Term),
}

impl<'de> Deserialize<'de> for Name {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Name, D::Error> {
        struct Item;
        impl<'de> Visitor<'de> for Item {
            type Value = Name;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a name as text")
            }
            fn visit_unit<E: de::Error>(self) -> Result<Name, E> {
                Ok(Name::Text(String::new()))
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Name, E> {
                Ok(Name::Text(s.to_string()))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Name, E> {
                Ok(Name::Other(Term::WordBool))
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<Name, E> {
                Ok(Name::Other(Term::WordNumber))
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Name, E> {
                Ok(Name::Other(Term::WordNumber))
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Name, E> {
                Ok(Name::Other(Term::WordNumber))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Name, A::Error> {
                while a.next_element::<de::IgnoredAny>()?.is_some() {}
                Ok(Name::Other(Term::WordList))
            }
            fn visit_map<A: de::MapAccess<'de>>(self, mut a: A) -> Result<Name, A::Error> {
                while a.next_entry::<de::IgnoredAny, de::IgnoredAny>()?.is_some() {}
                Ok(Name::Other(Term::WordObject))
            }
        }
        d.deserialize_any(Item)
    }
}

/// A valid session config. Built only by [`SessionConfig::new`] (a save's
/// is read as a [`ConfigInput`], then validated).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "ConfigInput", try_from = "ConfigInput")]
pub struct SessionConfig {
    mode: Mode,
    level: Level,
    computer_seat: Seat,
    first_rule: FirstRule,
    names: [String; 2],
    seed: Option<Seed>,
}

fn field<T, E: Into<Refusal>>(
    value: &Option<String>,
    field: &'static str,
    default: T,
    parse: impl Fn(&str) -> Result<T, E>,
) -> Result<T, ConfigError> {
    match given(value, field)? {
        None => Ok(default),
        Some(text) => parse(text).map_err(|e| ConfigError::Field {
            field,
            message: e.into(),
        }),
    }
}

/// A setting's text, trimmed: `None` when missing or blank, refused when
/// too long to be any choice. (Not generic, so one copy serves every
/// setting.)
#[inline(never)]
fn given<'a>(
    value: &'a Option<String>,
    field: &'static str,
) -> Result<Option<&'a str>, ConfigError> {
    match value.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) if text.chars().nth(MAX_VALUE_CHARS).is_some() => Err(ConfigError::Field {
            field,
            message: Damage::ValueTooLong {
                quote: shorten(text),
                length: text.chars().count(),
                field: field.into(),
            }
            .into(),
        }),
        Some(text) => Ok(Some(text)),
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
        if let Some(given) = &input.refused {
            return Err(given.refused());
        }
        let mode = field(&input.mode, "mode", Mode::Pvp, str::parse::<Mode>)?;
        let level = field(&input.level, "level", Level::Classic, str::parse::<Level>)?;
        let computer_seat = field(
            &input.computer_seat,
            "computer_seat",
            Seat::P2,
            str::parse::<Seat>,
        )?;
        // SPEC §2 "Twenty-One Duel rules", First player: "the first player
        // alternates each round (... the menu's default)": FirstRule's default.
        let first_rule = field(
            &input.first_rule,
            "first_rule",
            FirstRule::default(),
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

/// A save's settings: refused as the refusal itself (its `Display` is
/// serde's message), so nothing is cloned to word it.
impl TryFrom<ConfigInput> for SessionConfig {
    type Error = Refusal;
    fn try_from(input: ConfigInput) -> Result<SessionConfig, Refusal> {
        SessionConfig::new(&input).map_err(Refusal::from)
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
            first_rule: Some(c.first_rule.to_string()),
            names: Some(c.names.to_vec()),
            seed: c.seed.map(|s| s.to_string()),
            refused: None,
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
    fn an_overlong_value_is_not_quoted_back_whole() {
        let long = ConfigInput {
            mode: Some("x".repeat(10_000)),
            ..ConfigInput::default()
        };
        let e = SessionConfig::new(&long).unwrap_err().to_string();
        assert!(e.len() < 100 && e.contains("10000 characters"), "{e}");
        let seed = ConfigInput {
            seed: Some("9".repeat(MAX_VALUE_CHARS + 1)),
            ..ConfigInput::default()
        };
        let e = SessionConfig::new(&seed).unwrap_err().to_string();
        assert!(
            e.contains(&format!("'{}…'", "9".repeat(QUOTE_CHARS))),
            "{e}"
        );
    }

    #[test]
    fn a_save_reads_the_same_fields() {
        use serde_json::json;
        // Read, then checked: a seed given as a number and a list of names
        // holding something else are refused by `SessionConfig::new`.
        let read = |v: serde_json::Value| {
            crate::cards::input::read::<ConfigInput>(&v.to_string(), "setting").and_then(|i| {
                SessionConfig::new(&i)
                    .map(|_| i)
                    .map_err(crate::cards::Refusal::from)
            })
        };
        let ok =
            read(json!({"mode": "computer", "level": null, "names": ["Ann", null], "seed": "7"}))
                .unwrap();
        assert_eq!(ok.names, Some(vec!["Ann".to_string(), String::new()]));
        assert_eq!(ok.seed.as_deref(), Some("7"));
        for bad in [
            json!({"seed": 42}),
            json!({"names": [1]}),
            json!({"names": [["deep"]]}),
            json!({"names": "Ann"}),
            json!({"colour": "red"}),
        ] {
            assert!(read(bad.clone()).is_err(), "{bad}");
        }
        assert!(read(json!({"seed": 42}))
            .unwrap_err()
            .to_string()
            .contains("give the seed as text"));
    }
}
