//! A game of 24 points as the page runs it: the menu's choices (mode,
//! computer level, names, seed) around a [`Game24`], the computer's think
//! time, and the saved form (those choices plus the game's own save, checked
//! by [`Game24::from_save`]).
//!
//! In vs Computer the computer answers after a think time set by its level,
//! faster on easy deals: this module says how long it thinks, from its
//! [`Level`] and the deal's [`Difficulty`] (see [`think_ms`]); the page waits
//! that long, then sends [`Action24::Computer`].

use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::{Action24, Reply24, RuleError24};
use super::game::{Game24, Mode24, Snapshot24};
use super::rating::Difficulty;
use super::save::{Game24Save, Save24Error};
use crate::cards::{clean_name, CardView, Level, NameProblem, Seed, MAX_NAME_CHARS};

/// The version of [`Session24`]'s save text.
pub const SESSION24_SAVE_VERSION: u32 = 1;

/// The menu's choices as they arrive from JS: not necessarily valid.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config24Input {
    /// `"solo"` (default), `"computer"` (or `"vs_computer"`) or `"race"`.
    pub mode: Option<String>,
    /// The computer's level: `"easy"`, `"classic"` (default) or `"expert"`.
    pub level: Option<String>,
    /// Names of P1 and P2 (blank: the page's defaults).
    pub names: Option<Vec<String>>,
    /// A decimal seed; blank for a random deck.
    pub seed: Option<String>,
}

/// Why a config or a save is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Session24Error {
    /// A field holds a value outside its choices.
    Field {
        field: &'static str,
        message: String,
    },
    /// The save text is damaged.
    Save(String),
    /// The game inside the save is damaged.
    Game(Save24Error),
}

impl fmt::Display for Session24Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Session24Error::Field { field, message } => write!(f, "{field}: {message}"),
            Session24Error::Save(e) => {
                write!(f, "the saved 24-points game is damaged: {e}")
            }
            Session24Error::Game(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Session24Error {}

fn field_err(field: &'static str, message: impl fmt::Display) -> Session24Error {
    Session24Error::Field {
        field,
        message: message.to_string(),
    }
}

/// Parses a mode as the menu spells it.
fn parse_mode(text: &str) -> Result<Mode24, Session24Error> {
    match text {
        "solo" => Ok(Mode24::Solo),
        "computer" | "vs_computer" => Ok(Mode24::VsComputer),
        "race" => Ok(Mode24::Race),
        _ => Err(field_err(
            "mode",
            format!("'{text}' is not a mode (use solo, computer or race)"),
        )),
    }
}

/// The longest choice (mode, level, seed), in characters, that is parsed at
/// all, so that a refusal quotes at most this much of it.
const MAX_CHOICE_CHARS: usize = 40;

/// A choice trimmed, `None` when blank; refused, quoting only its start,
/// when it is longer than any choice.
fn choice<'a>(
    value: &'a Option<String>,
    field: &'static str,
) -> Result<Option<&'a str>, Session24Error> {
    match value.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) => match text.char_indices().nth(MAX_CHOICE_CHARS) {
            Some((end, _)) => Err(field_err(
                field,
                format!(
                    "'{}…' is too long ({} characters) to be a {field}",
                    &text[..end],
                    text.chars().count()
                ),
            )),
            None => Ok(Some(text)),
        },
    }
}

fn valid_names(names: Option<Vec<String>>) -> Result<[String; 2], Session24Error> {
    let names = names.unwrap_or_default();
    if names.len() > 2 {
        return Err(field_err(
            "names",
            format!("give two names, not {}", names.len()),
        ));
    }
    let mut out = [String::new(), String::new()];
    for (slot, name) in out.iter_mut().zip(names) {
        *slot = clean_name(&name)
            .map_err(|problem| match problem {
                NameProblem::TooLong(chars) => field_err(
                    "names",
                    format!("a name has {chars} characters; at most {MAX_NAME_CHARS} are allowed"),
                ),
                NameProblem::Control => field_err("names", "a name holds control characters"),
            })?
            .to_string();
    }
    Ok(out)
}

/// How long the computer thinks before it answers, in milliseconds: a base
/// per level (easy 24 s, classic 14 s, expert 7 s) times a factor for the
/// deal (easy ½, medium 1, hard and unsolvable 1½: the same for both, so the
/// wait does not give away that there is no solution).
///
/// ```
/// use duel21::cards::Level;
/// use duel21::game24::{think_ms, Difficulty};
/// assert_eq!(think_ms(Level::Expert, Difficulty::Easy), 3_500);
/// assert!(think_ms(Level::Easy, Difficulty::Hard) > think_ms(Level::Easy, Difficulty::Medium));
/// ```
pub fn think_ms(level: Level, difficulty: Difficulty) -> u32 {
    let base = match level {
        Level::Easy => 24_000,
        Level::Classic => 14_000,
        Level::Expert => 7_000,
    };
    match difficulty {
        Difficulty::Easy => base / 2,
        Difficulty::Medium => base,
        Difficulty::Hard | Difficulty::Unsolvable => base * 3 / 2,
    }
}

/// A game with the menu's choices.
#[derive(Clone, Debug)]
pub struct Session24 {
    level: Level,
    names: [String; 2],
    game: Game24,
}

/// The saved form: the choices and the game's own save. Not necessarily
/// valid: load it with [`Session24::from_save`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Session24Save {
    /// Format version.
    pub version: u32,
    /// The computer's level.
    pub level: Level,
    /// Both names (blank for a default).
    pub names: [String; 2],
    /// The game (validated by replaying it).
    pub game: Game24Save,
}

/// What the page draws: the game's snapshot plus the choices, the cards as
/// the page draws them, and (vs Computer, while a deal is played) the
/// computer's think time.
#[derive(Serialize)]
pub struct Session24Snapshot {
    #[serde(flatten)]
    game: Snapshot24,
    /// The current deal's cards (rank, suit, colour, spoken label).
    cards: Vec<CardView>,
    level: Level,
    names: [String; 2],
    /// Milliseconds the computer thinks on this deal, if it is to answer.
    think_ms: Option<u32>,
    /// How many actions this game has applied (its log's length): the page
    /// tags each intent with it, so a click meant for an older table is dropped.
    version: usize,
}

impl Session24 {
    /// A new game from the menu's choices; `fallback` is the seed when the
    /// choices give none.
    ///
    /// # Errors
    /// A [`Session24Error::Field`] naming the field that is wrong.
    ///
    /// ```
    /// use duel21::game24::{Config24Input, Session24};
    /// use duel21::Seed;
    /// let input = Config24Input { mode: Some("race".into()), seed: Some("7".into()), ..Default::default() };
    /// let s = Session24::new(&input, Seed(1)).unwrap();
    /// assert_eq!(s.game().seed(), Some(7));
    /// assert!(Session24::new(&Config24Input { mode: Some("duo".into()), ..Default::default() }, Seed(1)).is_err());
    /// ```
    pub fn new(input: &Config24Input, fallback: Seed) -> Result<Session24, Session24Error> {
        let mode = match choice(&input.mode, "mode")? {
            None => Mode24::Solo,
            Some(text) => parse_mode(text)?,
        };
        let level = match choice(&input.level, "level")? {
            None => Level::default(),
            Some(text) => text.parse().map_err(|e| field_err("level", e))?,
        };
        let seed = match choice(&input.seed, "seed")? {
            None => fallback,
            Some(text) => text.parse().map_err(|e| field_err("seed", e))?,
        };
        Ok(Session24 {
            level,
            names: valid_names(input.names.clone())?,
            game: Game24::new(seed.0, mode),
        })
    }

    /// The game.
    pub fn game(&self) -> &Game24 {
        &self.game
    }

    /// Does an action (see [`Game24::play`]).
    ///
    /// # Errors
    /// A [`RuleError24`] when the action is not possible now.
    pub fn play(&mut self, action: Action24) -> Result<Reply24, RuleError24> {
        self.game.play(action)
    }

    /// Keeps the time spent on the open deal (see [`Game24::set_clock`]).
    ///
    /// # Errors
    /// A [`RuleError24`] when no deal is open or the time is not sane.
    pub fn set_clock(&mut self, ms: u32) -> Result<(), RuleError24> {
        self.game.set_clock(ms)
    }

    /// The computer's think time on the current deal, when it is to answer.
    pub fn think_ms(&self) -> Option<u32> {
        let s = &self.game;
        (s.mode() == Mode24::VsComputer && s.legal().contains(&super::ActionKind24::Computer))
            .then(|| think_ms(self.level, s.rating().difficulty))
    }

    /// The snapshot the page draws.
    pub fn snapshot(&self) -> Session24Snapshot {
        let game = self.game.snapshot();
        Session24Snapshot {
            cards: game.deal.cards.iter().map(|&c| CardView::from(c)).collect(),
            game,
            level: self.level,
            names: self.names.clone(),
            think_ms: self.think_ms(),
            version: self.game.log().len(),
        }
    }

    /// The stored form.
    pub fn to_save(&self) -> Session24Save {
        Session24Save {
            version: SESSION24_SAVE_VERSION,
            level: self.level,
            names: self.names.clone(),
            game: self.game.to_save(),
        }
    }

    /// The save text.
    pub fn save_json(&self) -> String {
        serde_json::to_string(&self.to_save()).expect("a save always serializes")
    }

    /// A session from save text, every part checked, describing a game the
    /// page can produce: the page always deals from a seed (the menu's, or
    /// the caller's random fallback in [`Session24::new`]) and saves it, so a
    /// save without one is refused ([`Save24Error::NoSeed`]), even when its
    /// deck is some seed's shuffle: a deck stacked by hand looks the same.
    ///
    /// # Errors
    /// A [`Session24Error`] saying what is damaged.
    pub fn load_json(text: &str) -> Result<Session24, Session24Error> {
        let save: Session24Save =
            serde_json::from_str(text).map_err(|e| Session24Error::Save(e.to_string()))?;
        Session24::from_save(save)
    }

    /// A session from its stored form, every part checked, as
    /// [`Session24::load_json`] does after reading the text.
    ///
    /// # Errors
    /// A [`Session24Error`] saying what is damaged.
    pub fn from_save(save: Session24Save) -> Result<Session24, Session24Error> {
        if save.version != SESSION24_SAVE_VERSION {
            return Err(Session24Error::Save(format!(
                "version {} is not supported",
                save.version
            )));
        }
        let names = valid_names(Some(save.names.to_vec()))
            .map_err(|e| Session24Error::Save(e.to_string()))?;
        if save.game.seed.is_none() {
            return Err(Session24Error::Game(Save24Error::NoSeed));
        }
        Ok(Session24 {
            level: save.level,
            names,
            game: Game24::from_save(&save.game).map_err(Session24Error::Game)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Seat;

    fn input(mode: &str, seed: &str) -> Config24Input {
        Config24Input {
            mode: Some(mode.into()),
            level: Some("expert".into()),
            names: Some(vec!["Ann ".into(), "Bo".into()]),
            seed: Some(seed.into()),
        }
    }

    #[test]
    fn config_is_checked() {
        let s = Session24::new(&input("computer", "42"), Seed(1)).unwrap();
        assert_eq!(s.game().mode(), Mode24::VsComputer);
        assert_eq!(s.names, ["Ann".to_string(), "Bo".to_string()]);
        for (field, bad) in [
            (
                "mode",
                Config24Input {
                    mode: Some("x".into()),
                    ..Default::default()
                },
            ),
            (
                "level",
                Config24Input {
                    level: Some("god".into()),
                    ..Default::default()
                },
            ),
            (
                "seed",
                Config24Input {
                    seed: Some("-3".into()),
                    ..Default::default()
                },
            ),
            (
                "names",
                Config24Input {
                    names: Some(vec!["a\u{7}".into()]),
                    ..Default::default()
                },
            ),
            (
                "names",
                Config24Input {
                    names: Some(vec!["x".repeat(33)]),
                    ..Default::default()
                },
            ),
            (
                "seed",
                Config24Input {
                    seed: Some("9".repeat(8_000)),
                    ..Default::default()
                },
            ),
        ] {
            match Session24::new(&bad, Seed(1)) {
                Err(e @ Session24Error::Field { field: f, .. }) => {
                    assert_eq!(f, field);
                    assert!(e.to_string().len() < 120, "{e}");
                }
                other => panic!("{field}: {other:?}"),
            }
        }
    }

    #[test]
    fn think_time_only_while_the_computer_may_answer() {
        let mut s = Session24::new(&input("computer", "42"), Seed(1)).unwrap();
        let t = s.think_ms().unwrap();
        assert_eq!(t, think_ms(Level::Expert, s.game().rating().difficulty));
        s.play(Action24::GiveUp { ms: None }).unwrap();
        assert_eq!(s.think_ms(), None);
        let solo = Session24::new(&input("solo", "42"), Seed(1)).unwrap();
        assert_eq!(solo.think_ms(), None);
    }

    #[test]
    fn save_round_trips_and_damage_is_refused() {
        let mut s = Session24::new(&input("race", "9"), Seed(1)).unwrap();
        s.play(Action24::Buzz { seat: Seat::P2 }).unwrap();
        s.play(Action24::ClaimNoSolution {
            seat: Seat::P2,
            ms: None,
        })
        .unwrap();
        s.play(Action24::Next).unwrap();
        let text = s.save_json();
        let back = Session24::load_json(&text).unwrap();
        assert_eq!(back.snapshot().game, s.snapshot().game);
        assert_eq!(back.names, s.names);
        for bad in [
            "",
            "{}",
            &text.replace("\"version\":1,\"level\"", "\"version\":9,\"level\""),
            &text.replace("\"expert\"", "\"god\""),
            &text.replace("\"next\"", "\"computer\""),
            // A field the action's kind does not have, on a unit kind too.
            &text.replace("{\"type\":\"next\"}", "{\"type\":\"next\",\"extra\":1}"),
            &text.replace("{\"type\":\"next\"}", "{\"type\":\"next\",\"seat\":\"p1\"}"),
        ] {
            assert!(Session24::load_json(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn version_counts_the_actions_applied() {
        let mut s = Session24::new(&input("solo", "42"), Seed(1)).unwrap();
        assert_eq!(s.snapshot().version, 0);
        s.play(Action24::Hint).unwrap();
        assert_eq!(s.snapshot().version, 1);
        assert!(s.play(Action24::Next).is_err());
        assert_eq!(s.snapshot().version, 1);
    }
}
