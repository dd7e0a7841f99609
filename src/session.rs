//! A played session of the Twenty-One Duel as the page runs it: the menu's
//! choices (mode, Auto level, seats, first-player rule, names, seed), the
//! match, and who sits at which seat (hot-seat for two people, or a person
//! against the Auto player).
//!
//! This module owns the split between people and the Auto player: a human
//! intent on the computer's turn is refused, and [`Session::auto_step`] makes
//! exactly one Auto decision from what the computer's seat may see
//! ([`Duel::view`]). Legality stays with [`Duel::play`]; the saved form is the
//! config plus the duel's own save, validated by [`Duel::from_save`].

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::ai::{auto_move, explain, Choice, Explanation, Level, Reason};
use crate::duel::{Action, Duel, Event, FirstRule, RuleError};
use crate::round::Seat;
use crate::save::{DuelSave, SaveError};
use crate::seed::Seed;
use crate::snapshot::{CardView, DuelSnapshot};

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

/// The session save format's version.
pub const SESSION_SAVE_VERSION: u32 = 1;

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
fn seat_words(seat: Seat) -> &'static str {
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
    /// use duel21::session::{ConfigInput, LooseValue};
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
    /// use duel21::session::{ConfigInput, Mode, SessionConfig};
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

/// Why a session refuses an intent or a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    /// The config is not valid.
    Config(ConfigError),
    /// The rules refuse the action.
    Rule(RuleError),
    /// A person tried to act on the Auto player's turn.
    ComputerTurn(Seat),
    /// The Auto player was asked to move when it is not its turn.
    NotComputerTurn,
    /// Nobody may take or stand now (the round is decided).
    NobodyToMove,
    /// The saved session does not load.
    Save(String),
}

impl fmt::Display for SessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SessionError::Config(e) => write!(f, "the settings are not valid: {e}"),
            SessionError::Rule(e) => write!(f, "{e}"),
            SessionError::ComputerTurn(s) => write!(
                f,
                "it is the computer's turn ({}); wait for its move",
                seat_words(*s)
            ),
            SessionError::NotComputerTurn => f.write_str("it is not the computer's turn"),
            SessionError::NobodyToMove => {
                f.write_str("nobody may take or stand now: the round is decided")
            }
            SessionError::Save(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SessionError {}

impl From<RuleError> for SessionError {
    fn from(e: RuleError) -> SessionError {
        SessionError::Rule(e)
    }
}

impl From<ConfigError> for SessionError {
    fn from(e: ConfigError) -> SessionError {
        SessionError::Config(e)
    }
}

impl From<SaveError> for SessionError {
    fn from(e: SaveError) -> SessionError {
        SessionError::Save(e.to_string())
    }
}

/// One move of the Auto player, with its reason.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AutoMove {
    /// The seat that moved.
    pub seat: Seat,
    /// The action in notation (`p2 take`).
    pub action: Action,
    /// Take or Stand.
    pub choice: Choice,
    /// Why (numbers included, for a one-line reason in either language).
    pub reason: Reason,
    /// The card taken, if it took one.
    pub card: Option<CardView>,
}

/// The stored form of a session: the config and the duel's save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionSave {
    /// Format version.
    pub version: u32,
    /// The menu's choices (validated again on load).
    pub config: SessionConfig,
    /// The match (validated by replaying it).
    pub duel: DuelSave,
}

/// A match in progress with its players.
///
/// ```
/// use duel21::session::{ConfigInput, Session, SessionConfig};
/// use duel21::Seed;
/// let input = ConfigInput { mode: Some("computer".into()), computer_seat: Some("p1".into()), ..Default::default() };
/// let mut s = Session::new(SessionConfig::new(&input).unwrap(), Seed(42));
/// // The computer sits first: a person may not act, the Auto player may.
/// if s.snapshot().computer_turn {
///     assert!(s.take().is_err());
///     let step = s.auto_step().unwrap();
///     assert_eq!(step.seat, duel21::Seat::P1);
/// }
/// let text = s.save_json();
/// assert_eq!(Session::load_json(&text).unwrap(), s);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    config: SessionConfig,
    duel: Duel,
}

impl Session {
    /// A new match with `config`, on the config's seed or else `fallback`
    /// (the caller draws it, e.g. with [`Seed::random`], so this stays pure).
    pub fn new(config: SessionConfig, fallback: Seed) -> Session {
        let seed = config.seed().unwrap_or(fallback);
        let duel = Duel::new(seed.0, config.first_rule());
        Session { config, duel }
    }

    /// The same players and settings on the same deck, from the start.
    pub fn rematch(&self) -> Session {
        let mut save = self.duel.to_save();
        save.actions.clear();
        // The deck already loaded once, so it loads again; keep the match if not.
        let duel = Duel::from_save(&save).unwrap_or_else(|_| self.duel.clone());
        Session {
            config: self.config.clone(),
            duel,
        }
    }

    /// The config.
    pub fn config(&self) -> &SessionConfig {
        &self.config
    }

    /// The match.
    pub fn duel(&self) -> &Duel {
        &self.duel
    }

    /// Whether it is the Auto player's turn.
    pub fn computer_to_move(&self) -> bool {
        self.duel
            .to_move()
            .is_some_and(|s| self.config.is_computer(s))
    }

    /// The seat a person may act for now.
    fn human_seat_to_move(&self) -> Result<Seat, SessionError> {
        let seat = self.duel.to_move().ok_or_else(|| match self.duel.phase() {
            crate::duel::Phase::MatchOver => SessionError::Rule(RuleError::MatchOver),
            _ => SessionError::NobodyToMove,
        })?;
        if self.config.is_computer(seat) {
            return Err(SessionError::ComputerTurn(seat));
        }
        Ok(seat)
    }

    /// The person to move takes a card.
    ///
    /// # Errors
    /// Nobody may draw, or it is the computer's turn; the match is unchanged.
    pub fn take(&mut self) -> Result<Event, SessionError> {
        let seat = self.human_seat_to_move()?;
        Ok(self.duel.play(Action::Take(seat))?)
    }

    /// The person to move stands.
    ///
    /// # Errors
    /// As [`Session::take`].
    pub fn stand(&mut self) -> Result<Event, SessionError> {
        let seat = self.human_seat_to_move()?;
        Ok(self.duel.play(Action::Stand(seat))?)
    }

    /// Deals the next round.
    ///
    /// # Errors
    /// The round is still being played, or the match is over.
    pub fn next_round(&mut self) -> Result<Event, SessionError> {
        Ok(self.duel.play(Action::NextRound)?)
    }

    /// One decision of the Auto player, played.
    ///
    /// # Errors
    /// It is not the computer's turn; the match is unchanged.
    pub fn auto_step(&mut self) -> Result<AutoMove, SessionError> {
        let seat = match self.duel.to_move() {
            Some(s) if self.config.is_computer(s) => s,
            _ => return Err(SessionError::NotComputerTurn),
        };
        let (action, decision) =
            auto_move(&self.duel, self.config.level()).ok_or(SessionError::NotComputerTurn)?;
        let event = self.duel.play(action)?;
        let card = match event {
            Event::Took(_, c) => Some(CardView::from(c)),
            _ => None,
        };
        Ok(AutoMove {
            seat,
            action,
            choice: decision.choice,
            reason: decision.reason,
            card,
        })
    }

    /// The seat the coach explains: the seat to move, else the person's seat
    /// (vs Computer) or P1.
    pub fn coach_seat(&self) -> Seat {
        self.duel
            .to_move()
            .or_else(|| self.config.computer_seat().map(Seat::other))
            .unwrap_or(Seat::P1)
    }

    /// The coach panel's numbers for [`Session::coach_seat`].
    pub fn explain(&self) -> Explanation {
        explain(&self.duel.view(self.coach_seat()))
    }

    /// The session as a save.
    pub fn to_save(&self) -> SessionSave {
        SessionSave {
            version: SESSION_SAVE_VERSION,
            config: self.config.clone(),
            duel: self.duel.to_save(),
        }
    }

    /// The session as JSON text.
    pub fn save_json(&self) -> String {
        // Plain strings, numbers and enums: serializing cannot fail.
        serde_json::to_string(&self.to_save()).unwrap_or_default()
    }

    /// A session from save text, validating everything (config and moves).
    ///
    /// # Errors
    /// Text that is not a session save, a config that is not valid, a match
    /// that does not replay, or a config that disagrees with the match.
    pub fn load_json(text: &str) -> Result<Session, SessionError> {
        let damaged =
            |why: String| SessionError::Save(format!("the saved match is damaged: {why}"));
        if text.trim().is_empty() {
            return Err(damaged("it is empty".into()));
        }
        let save: SessionSave = serde_json::from_str(text)
            .map_err(|e| damaged(format!("it is not a readable save ({e})")))?;
        if save.version != SESSION_SAVE_VERSION {
            return Err(damaged(format!(
                "version {} is not supported",
                save.version
            )));
        }
        if save.duel.first != save.config.first_rule() {
            return Err(damaged("its settings disagree with its moves".into()));
        }
        let duel = Duel::from_save(&save.duel)?;
        if let Some(asked) = save.config.seed() {
            if duel.seed() != Some(asked.0) {
                return Err(damaged(match duel.seed() {
                    Some(dealt) => format!(
                        "its settings ask for seed {asked} but its deck was dealt from seed {dealt}"
                    ),
                    None => format!("its settings ask for seed {asked} but its deck has no seed"),
                }));
            }
        }
        Ok(Session {
            config: save.config,
            duel,
        })
    }

    /// The table as the page draws it.
    pub fn snapshot(&self) -> SessionSnapshot {
        let table = DuelSnapshot::of(&self.duel);
        let computer = Seat::BOTH.map(|s| self.config.is_computer(s));
        let computer_turn = self.computer_to_move();
        let human_turn = self.duel.to_move().is_some() && !computer_turn;
        SessionSnapshot {
            game: "21",
            mode: self.config.mode(),
            level: self.config.level(),
            names: self.config.names().clone(),
            computer,
            human_turn,
            computer_turn,
            can_take: human_turn,
            can_stand: human_turn,
            can_next: self.duel.legal_actions().contains(&Action::NextRound),
            table,
        }
    }
}

/// Everything the page draws: the duel's snapshot plus who plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SessionSnapshot {
    /// The game: `"21"` (the menu's selector may offer others).
    pub game: &'static str,
    /// PvP or vs Computer.
    pub mode: Mode,
    /// The Auto player's level.
    pub level: Level,
    /// Names of P1 and P2.
    pub names: [String; 2],
    /// Which seats the Auto player holds.
    pub computer: [bool; 2],
    /// A person is to take or stand now.
    pub human_turn: bool,
    /// The Auto player is to move now (call `auto_step`).
    pub computer_turn: bool,
    /// The Take button is live.
    pub can_take: bool,
    /// The Stand button is live.
    pub can_stand: bool,
    /// The next round may be dealt.
    pub can_next: bool,
    /// The table itself.
    #[serde(flatten)]
    pub table: DuelSnapshot,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::Phase;

    fn input(mode: &str) -> ConfigInput {
        ConfigInput {
            mode: Some(mode.into()),
            ..ConfigInput::default()
        }
    }

    fn session(input: &ConfigInput, seed: u64) -> Session {
        Session::new(SessionConfig::new(input).unwrap(), Seed(seed))
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
    fn pvp_plays_to_the_end_and_refuses_auto() {
        let mut s = session(&input("pvp"), 3);
        assert_eq!(s.auto_step(), Err(SessionError::NotComputerTurn));
        while s.duel().phase() != Phase::MatchOver {
            let snap = s.snapshot();
            assert!(!snap.computer_turn);
            if snap.can_next {
                s.next_round().unwrap();
            } else if snap.table.seats.iter().any(|v| v.total < 15 && v.may_draw) {
                s.take().unwrap();
            } else {
                s.stand().unwrap();
            }
        }
        assert!(s.take().is_err());
        assert!(s.snapshot().table.winner.is_some());
    }

    #[test]
    fn humans_wait_for_the_computer_at_every_level() {
        for level in ["easy", "classic", "expert"] {
            for seat in ["p1", "p2"] {
                let cfg = ConfigInput {
                    level: Some(level.into()),
                    computer_seat: Some(seat.into()),
                    first_rule: Some("alternate".into()),
                    ..input("computer")
                };
                let mut s = session(&cfg, 11);
                let mut auto_moves = 0;
                while s.duel().phase() != Phase::MatchOver {
                    let snap = s.snapshot();
                    if snap.computer_turn {
                        let before = s.clone();
                        assert!(matches!(s.take(), Err(SessionError::ComputerTurn(_))));
                        assert!(s.stand().is_err());
                        assert_eq!(s, before, "a refused intent changes nothing");
                        let m = s.auto_step().unwrap();
                        assert_eq!(m.choice == Choice::Take, m.card.is_some());
                        auto_moves += 1;
                    } else if snap.can_next {
                        assert!(s.auto_step().is_err());
                        s.next_round().unwrap();
                    } else {
                        assert!(snap.human_turn && snap.can_take);
                        assert!(s.auto_step().is_err());
                        s.stand().unwrap();
                    }
                }
                assert!(auto_moves > 0, "{level} {seat}");
            }
        }
    }

    #[test]
    fn save_round_trips_and_rejects_tampering() {
        let cfg = ConfigInput {
            names: Some(vec!["Ann".into(), "Bo".into()]),
            ..input("computer")
        };
        let mut s = session(&cfg, 42);
        s.take().ok();
        let text = s.save_json();
        let back = Session::load_json(&text).unwrap();
        assert_eq!(back, s);
        assert_eq!(back.snapshot(), s.snapshot());
        let tampered = [
            "",
            "{}",
            "not json",
            &text.replace("\"version\":1", "\"version\":9"),
            &text.replace("\"computer\"", "\"robot\""),
            &text.replace("Ann", &"A".repeat(40)),
            &text.replace("\"first\":\"p1_always\"", "\"first\":\"alternate\""),
            &text.replace("take", "stand\",\"p1 stand"),
        ];
        for t in tampered {
            let e = Session::load_json(t).unwrap_err();
            assert!(!e.to_string().is_empty(), "{t}");
        }
    }

    #[test]
    fn a_save_whose_settings_and_deck_name_different_seeds_is_refused() {
        let cfg = ConfigInput {
            seed: Some("42".into()),
            ..input("computer")
        };
        let s = session(&cfg, 0);
        let text = s.save_json();
        assert_eq!(Session::load_json(&text).unwrap(), s);
        // The settings claim seed 43; the deck (valid) was dealt from 42.
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        v["config"]["seed"] = "43".into();
        let claims_43 = v.to_string();
        let e = Session::load_json(&claims_43).unwrap_err().to_string();
        assert_eq!(
            e,
            "the saved match is damaged: its settings ask for seed 43 but its deck was dealt \
             from seed 42"
        );
        // A deck saved without its seed does not satisfy settings that name one.
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        v["duel"].as_object_mut().unwrap().remove("seed");
        let e = Session::load_json(&v.to_string()).unwrap_err().to_string();
        assert!(
            e.ends_with("its settings ask for seed 42 but its deck has no seed"),
            "{e}"
        );
        // Without a seed in the settings (a random deal), the deck's own seed stands.
        let random = session(&input("pvp"), 9);
        assert_eq!(Session::load_json(&random.save_json()).unwrap(), random);
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

    #[test]
    fn snapshot_holds_what_the_page_draws() {
        let cfg = ConfigInput {
            names: Some(vec!["Ann".into()]),
            ..input("computer")
        };
        let json = serde_json::to_value(session(&cfg, 42).snapshot()).unwrap();
        for key in [
            "game",
            "mode",
            "level",
            "names",
            "computer",
            "human_turn",
            "computer_turn",
            "can_take",
            "can_stand",
            "can_next",
            "seed",
            "phase",
            "round",
            "to_move",
            "seats",
            "cards_left",
            "legal",
            "tally",
            "history",
            "winner",
        ] {
            assert!(json.get(key).is_some(), "snapshot lacks {key}");
        }
        assert_eq!(json["names"], serde_json::json!(["Ann", "Computer"]));
        assert_eq!(json["computer"], serde_json::json!([false, true]));
        assert_eq!(json["mode"], "computer");
        assert_eq!(json["seed"], "42");
        let seat = &json["seats"][0];
        for key in ["cards", "total", "soft", "bust", "stood", "may_draw"] {
            assert!(seat.get(key).is_some(), "seat lacks {key}");
        }
    }

    #[test]
    fn rematch_deals_the_same_cards() {
        let mut s = session(&input("pvp"), 5);
        let first = s.snapshot().table.seats.clone();
        s.stand().unwrap();
        let r = s.rematch();
        assert_eq!(r.snapshot().table.seats, first);
        assert!(r.duel().log().is_empty());
    }

    #[test]
    fn explains_the_seat_to_move() {
        let mut s = session(&input("computer"), 8);
        let e = s.explain();
        assert_eq!(e.seat, s.duel().to_move().unwrap_or(Seat::P1));
        while s.duel().to_move().is_some() {
            if s.computer_to_move() {
                s.auto_step().unwrap();
            } else {
                s.stand().unwrap();
            }
        }
        let e = s.explain();
        assert_eq!(e.seat, Seat::P1);
        assert!(!e.my_turn);
    }
}
