//! A game of 24 points as the page runs it: the menu's choices (mode,
//! computer level, names, seed) around a [`Game24`], the computer's think
//! time, and the saved form (those choices plus the game's own save, checked
//! by [`Game24::from_save`]).
//!
//! In vs Computer the computer answers after a think time: the difficulty
//! model's expected seconds for a typical player, scaled by its [`Level`]
//! (see [`think_ms`]); the page waits that long, then sends
//! [`Action24::Computer`]. In solo, a practice choice deals only easy,
//! medium, hard or mixed deals (see [`crate::game24::practice`]). The
//! snapshot carries the model's expected time of each finished deal, for the
//! summary's comparison with the player's times.

use crate::cards::Damage;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::{Action24, Reply24, RuleError24};
use super::daily::{daily_seed, DayResult};
use super::formula::Notation;
use super::game::{Game24, Mode24};
use super::practice::{practice_deck, Practice};
use super::rating::{Difficulty, Estimate, Labels};
use super::save::{Game24Save, Save24Error};
use super::snapshot::Snapshot24;
use super::values::Values;
use crate::cards::{
    clean_name, clip as quote, format_cards, CardView, Level, NameProblem, Refusal, Seed,
    MAX_NAME_CHARS,
};

/// The version of [`Session24`]'s save text that a new game writes.
///
/// The version also says which labels a practice game's deck was dealt
/// with (its deck is dealt again from the seed on load, see
/// [`Session24::from_save`]): version 1 with the first labels
/// ([`Labels::Search`]), version 2 with people's ([`Labels::People`]).
/// A game loaded from a save keeps its version, and writes it again.
pub const SESSION24_SAVE_VERSION: u32 = 2;

/// The labels a save version's practice decks are dealt with.
fn labels_of(version: u32) -> Option<Labels> {
    match version {
        1 => Some(Labels::Search),
        2 => Some(Labels::People),
        _ => None,
    }
}

/// The save version whose practice decks are dealt with `labels`.
fn version_of(labels: Labels) -> u32 {
    match labels {
        Labels::Search => 1,
        Labels::People => 2,
    }
}

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
    /// Solo only: `"easy"`, `"medium"`, `"hard"` or `"mixed"` deals; blank
    /// or `"any"` (default) deals the deck as shuffled.
    pub practice: Option<String>,
    /// The daily deal of this local calendar date (`"2026-11-30"`): solo,
    /// on the date's deck (see [`daily_seed`]); no seed or practice with it.
    pub daily: Option<String>,
    /// A daily deal played again: practice, which changes nothing in the
    /// day's record ([`crate::game24::DailyRecord`]); only with `daily`.
    pub daily_practice: Option<bool>,
}

/// Why a config or a save is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Session24Error {
    /// A field holds a value outside its choices.
    Field {
        field: &'static str,
        because: Refusal,
    },
    /// The save text is damaged.
    Save(Refusal),
    /// The game inside the save is damaged.
    Game(Save24Error),
}

impl From<Session24Error> for Refusal {
    fn from(e: Session24Error) -> Refusal {
        match e {
            Session24Error::Field { field, because } => because.at(field),
            Session24Error::Save(e) => e.within(|detail| Refusal::Saved24Damaged { detail }),
            Session24Error::Game(e) => e.into(),
        }
    }
}

impl fmt::Display for Session24Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for Session24Error {}

fn field_err(field: &'static str, because: impl Into<Refusal>) -> Session24Error {
    Session24Error::Field {
        field,
        because: because.into(),
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
            Damage::NotAMode24 {
                quote: text.to_string(),
            },
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
                Damage::ValueTooLong {
                    quote: format!("{}…", &text[..end]),
                    length: text.chars().count(),
                    field: field.to_string(),
                },
            )),
            None => Ok(Some(text)),
        },
    }
}

fn valid_names(names: Option<Vec<String>>) -> Result<[String; 2], Session24Error> {
    let names = names.unwrap_or_default();
    if names.len() > 2 {
        return Err(field_err("names", Damage::NameCount { count: names.len() }));
    }
    let mut out = [String::new(), String::new()];
    for (slot, name) in out.iter_mut().zip(names) {
        *slot = clean_name(&name)
            .map_err(|problem| match problem {
                NameProblem::TooLong(length) => field_err(
                    "names",
                    Refusal::ANameTooLong {
                        length,
                        limit: MAX_NAME_CHARS,
                    },
                ),
                NameProblem::Control => field_err("names", Refusal::ANameControl),
            })?
            .to_string();
    }
    Ok(out)
}

/// How long the computer thinks before it answers, in milliseconds.
///
/// People's time on the deal (`seconds`, the difficulty model's expected
/// mean time, [`crate::game24::model`]; for a deal with no solution,
/// `answer_chars` is 0 and it is the time to claim so) scaled by the level —
/// Easy × 1.5 (slower than people), Classic × 1, Expert × 0.6 — but never
/// less than a quick player's time on a deal of that difficulty, so that "no
/// level answers an easy deal faster than a quick human would". A quick
/// player (the Expert floor) takes 4 s on an easy deal (people's fastest
/// mean times are about 4.4 s), 8 s on a medium one and 12 s on a hard one
/// (the labels' cut-offs), and 8 s to see there is no solution; Classic's
/// floor is 1.5 times that, Easy's twice. Nor is it less than the time to
/// type the answer (Easy 2 s + 0.4 s a character, Classic 1.5 s + 0.3 s,
/// Expert 1 s + 0.2 s). That time is then lengthened by 0 to 30 % drawn
/// from `wobble_seed` (the deal's, so it is reproducible) and capped at 6,
/// 4 or 2 minutes. Every factor and floor is larger for a slower level, so
/// on every deal Easy > Classic > Expert.
///
/// | level | easy deal | medium | hard | no solution |
/// |---|---|---|---|---|
/// | Expert | 4–6.2 s | 8–10.4 s | 12 s and more | 8 s and more |
/// | Classic | 6–10.4 s | 12–15.6 s | 18 s and more | 12 s and more |
/// | Easy | 8–15.6 s | 16–23.4 s | 24 s and more | 16 s and more |
///
/// ```
/// use duel21::cards::Level;
/// use duel21::game24::think_ms;
/// let t = |level| think_ms(level, 20.0, 9, 42);
/// assert!(t(Level::Easy) > t(Level::Classic) && t(Level::Classic) > t(Level::Expert));
/// assert!((20_000..=26_000).contains(&t(Level::Classic)));
/// // An easy deal: Expert takes as long as a quick player at least.
/// assert!(think_ms(Level::Expert, 4.0, 9, 42) >= 4_000);
/// ```
pub fn think_ms(level: Level, seconds: f64, answer_chars: usize, wobble_seed: u64) -> u32 {
    let (factor, slower, react, per_char, cap): (f64, f64, f64, f64, f64) = match level {
        Level::Easy => (1.5, 2.0, 2.0, 0.4, 360.0),
        Level::Classic => (1.0, 1.5, 1.5, 0.3, 240.0),
        Level::Expert => (0.6, 1.0, 1.0, 0.2, 120.0),
    };
    let quick = QUICK_SECONDS[Difficulty::from_seconds(seconds, answer_chars > 0) as usize];
    let floor = (quick * slower).max(react + per_char * answer_chars as f64);
    let wobble = 1.0 + 0.3 * unit(wobble_seed);
    let s = ((factor * seconds).max(floor) * wobble).min(cap.max(floor));
    (s * 1000.0).round() as u32
}

/// A quick player's seconds on a deal, by [`Difficulty`] (easy, medium,
/// hard, no solution): the Expert computer's floor.
pub const QUICK_SECONDS: [f64; 4] = [4.0, 8.0, 12.0, 8.0];

/// A number in [0, 1) from a seed (SplitMix64's finaliser).
fn unit(seed: u64) -> f64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z >> 11) as f64 / (1u64 << 53) as f64
}

/// A practice game's choice and the seed its deck was re-dealt from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PracticeChoice {
    /// Which deals.
    pub deals: Practice,
    /// The seed, in decimal.
    pub seed: String,
}

/// A game with the menu's choices.
#[derive(Clone, Debug)]
pub struct Session24 {
    level: Level,
    names: [String; 2],
    game: Game24,
    practice: Option<PracticeChoice>,
    /// The date, if this is that day's daily deal.
    daily: Option<String>,
    /// A daily deal played again (practice: not the day's counted game).
    daily_practice: bool,
    /// The model's estimate for each of the deck's 13 deals.
    estimates: Vec<Estimate>,
    /// The labels a practice deck is dealt with, and so the save's version.
    labels: Labels,
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
    /// The practice choice; absent in saves of games that are not practice
    /// (and older saves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub practice: Option<PracticeChoice>,
    /// The date of a daily deal; absent otherwise (and in older saves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
    /// A daily deal played again as practice; absent otherwise (and in
    /// older saves, whose daily games count).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub daily_practice: bool,
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
    /// The practice choice, if this is a practice game.
    practice: Option<PracticeChoice>,
    /// The date, if this is that day's daily deal.
    daily: Option<String>,
    /// A daily deal played again: practice, not the day's counted game.
    daily_practice: bool,
    /// The model's estimate (label, a typical player's seconds) for each
    /// finished deal, in order: never the open deal's.
    expected: Vec<Estimate>,
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
        let seed: Seed = match choice(&input.seed, "seed")? {
            None => fallback,
            Some(text) => text.parse().map_err(|e| field_err("seed", e))?,
        };
        let practice = match choice(&input.practice, "practice")? {
            None | Some("any") => None,
            Some(text) => Some(
                text.parse::<Practice>()
                    .map_err(|e| field_err("practice", e))?,
            ),
        };
        let names = valid_names(input.names.clone())?;
        if let Some(date) = choice(&input.daily, "daily")? {
            // The daily deal: solo on the date's deck, nothing else chosen.
            let seed = daily_seed(date).map_err(|e| field_err("daily", e))?;
            if mode != Mode24::Solo || practice.is_some() || choice(&input.seed, "seed")?.is_some()
            {
                return Err(field_err("daily", Damage::DailyAlone));
            }
            let mut session =
                Session24::with_game(level, names, Game24::new(seed, mode), None, Labels::People);
            session.daily = Some(date.to_string());
            session.daily_practice = input.daily_practice.unwrap_or(false);
            return Ok(session);
        }
        if input.daily_practice.is_some() {
            return Err(field_err("daily_practice", Damage::DailyPracticeAlone));
        }
        let (game, practice) = match practice {
            None => (Game24::new(seed.0, mode), None),
            Some(_) if mode != Mode24::Solo => {
                return Err(field_err("practice", Damage::PracticeSoloOnly))
            }
            Some(deals) => (
                Game24::with_deck(practice_deck(seed.0, deals, Labels::People), Mode24::Solo),
                Some(PracticeChoice {
                    deals,
                    seed: seed.to_string(),
                }),
            ),
        };
        Ok(Session24::with_game(
            level,
            names,
            game,
            practice,
            Labels::People,
        ))
    }

    fn with_game(
        level: Level,
        names: [String; 2],
        game: Game24,
        practice: Option<PracticeChoice>,
        labels: Labels,
    ) -> Session24 {
        let estimates = game
            .deck()
            .order()
            .chunks(4)
            .map(|cards| Estimate::of(Values::from_cards(cards.try_into().expect("four cards"))))
            .collect();
        Session24 {
            level,
            names,
            game,
            practice,
            daily: None,
            daily_practice: false,
            estimates,
            labels,
        }
    }

    /// The date, if this is that day's daily deal.
    pub fn daily(&self) -> Option<&str> {
        self.daily.as_deref()
    }

    /// The day's result so far, if this is the day's counted daily game
    /// (not practice): its date, points, deals finished and their time.
    pub fn daily_result(&self) -> Option<(&str, DayResult)> {
        let date = self.daily.as_deref().filter(|_| !self.daily_practice)?;
        let g = &self.game;
        let ms = g.history().iter().filter_map(|r| r.ms).map(u64::from).sum();
        Some((
            date,
            DayResult {
                points: g.scores()[0],
                deals: g.history().len() as u32,
                ms,
            },
        ))
    }

    /// The practice choice, if this is a practice game.
    pub fn practice(&self) -> Option<&PracticeChoice> {
        self.practice.as_ref()
    }

    /// The model's estimate for deal `index` (0..13) of this game's deck.
    pub fn estimate(&self, index: usize) -> Option<&Estimate> {
        self.estimates.get(index)
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

    /// The computer's think time on the current deal, when it is to answer
    /// (see [`think_ms`]): the deal's estimate, the length of the answer it
    /// will give, and a wobble seeded by the game's seed and the deal's cards.
    pub fn think_ms(&self) -> Option<u32> {
        let s = &self.game;
        if s.mode() != Mode24::VsComputer || !s.legal().contains(&super::ActionKind24::Computer) {
            return None;
        }
        let deal = s.deal();
        let chars = s.solutions().first().map_or(0, |sol| {
            sol.render(Notation::Ascii)
                .chars()
                .filter(|c| !c.is_whitespace())
                .count()
        });
        let wobble_seed = deal
            .cards
            .iter()
            .fold(s.seed().unwrap_or(0) ^ deal.index as u64, |h, c| {
                h.wrapping_mul(0x0100_0000_01b3) ^ c.index() as u64
            });
        Some(think_ms(
            self.level,
            self.estimates[deal.index].seconds,
            chars,
            wobble_seed,
        ))
    }

    /// The snapshot the page draws.
    pub fn snapshot(&self) -> Session24Snapshot {
        let mut game = self.game.snapshot();
        // The seed that deals this game again: a practice game's deck is its
        // seed's practice deck (not the seed's shuffle, so the game has none).
        if let Some(p) = &self.practice {
            game.seed = Some(p.seed.clone());
        }
        Session24Snapshot {
            cards: game.deal.cards.iter().map(|&c| CardView::from(c)).collect(),
            game,
            level: self.level,
            names: self.names.clone(),
            think_ms: self.think_ms(),
            version: self.game.log().len(),
            practice: self.practice.clone(),
            daily: self.daily.clone(),
            daily_practice: self.daily_practice,
            expected: self.estimates[..self.game.history().len()].to_vec(),
        }
    }

    /// The stored form.
    pub fn to_save(&self) -> Session24Save {
        Session24Save {
            version: version_of(self.labels),
            level: self.level,
            names: self.names.clone(),
            practice: self.practice.clone(),
            daily: self.daily.clone(),
            daily_practice: self.daily_practice,
            game: self.game.to_save(),
        }
    }

    /// The save text.
    pub fn save_json(&self) -> String {
        crate::cards::save::write(&self.to_save())
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
            crate::cards::save::read(text).map_err(|e| Session24Error::Save(e.into()))?;
        Session24::from_save(save)
    }

    /// A session from its stored form, every part checked, as
    /// [`Session24::load_json`] does after reading the text.
    ///
    /// # Errors
    /// A [`Session24Error`] saying what is damaged.
    pub fn from_save(save: Session24Save) -> Result<Session24, Session24Error> {
        let Some(labels) = labels_of(save.version) else {
            return Err(Session24Error::Save(Refusal::VersionUnsupported {
                version: save.version,
            }));
        };
        let names =
            valid_names(Some(save.names.to_vec())).map_err(|e| Session24Error::Save(e.into()))?;
        match &save.practice {
            None if save.game.seed.is_none() => {
                return Err(Session24Error::Game(Save24Error::NoSeed));
            }
            None => {}
            // A practice game is solo, on its seed's practice deck, saved as
            // dealt (the game itself has no seed: the deck is not the seed's
            // shuffle). The deck is dealt again from the seed and must be the
            // same, so only a game the page can deal loads. It is dealt
            // with the labels of the save's version: a game saved before
            // the labels moved is dealt as it was.
            Some(p) => {
                let seed: Seed = p.seed.parse().map_err(|e: Refusal| {
                    Session24Error::Save(e.within(|because| Damage::At {
                        place: "practice.seed".into(),
                        because,
                    }))
                })?;
                if save.game.mode != Mode24::Solo
                    || save.game.seed.is_some()
                    || save.game.deck
                        != format_cards(practice_deck(seed.0, p.deals, labels).order())
                {
                    return Err(Session24Error::Save(
                        Damage::NotPracticeGame {
                            deals: p.deals.to_string(),
                            seed: seed.0,
                        }
                        .into(),
                    ));
                }
            }
        }
        // A daily game is solo on its date's deck, and not practice.
        if let Some(date) = &save.daily {
            let seed = daily_seed(date).map_err(|e| {
                Session24Error::Save(Refusal::from(e).within(|because| Damage::At {
                    place: "daily".into(),
                    because,
                }))
            })?;
            if save.game.mode != Mode24::Solo
                || save.practice.is_some()
                || save.game.seed != Some(seed.to_string())
            {
                return Err(Session24Error::Save(
                    Damage::NotDailyDeal { date: quote(date) }.into(),
                ));
            }
        }
        let game = Game24::from_save(&save.game).map_err(Session24Error::Game)?;
        if save.daily_practice && save.daily.is_none() {
            return Err(Session24Error::Save(Damage::DailyPracticeAlone.into()));
        }
        let mut session = Session24::with_game(save.level, names, game, save.practice, labels);
        session.daily = save.daily;
        session.daily_practice = save.daily_practice;
        Ok(session)
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
            practice: None,
            daily: None,
            daily_practice: None,
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
        let seconds = s.estimate(0).unwrap().seconds;
        // Between the quick player's floors (4 s easy to 12 s hard) and 0.6 × people's, + 30 %.
        assert!(t >= 4_000 && f64::from(t) <= 1_000.0 * 1.3 * (0.6 * seconds).max(12.0));
        s.play(Action24::GiveUp { ms: None }).unwrap();
        assert_eq!(s.think_ms(), None);
        let solo = Session24::new(&input("solo", "42"), Seed(1)).unwrap();
        assert_eq!(solo.think_ms(), None);
    }

    #[test]
    fn save_round_trips_and_damage_is_refused() {
        let mut s = Session24::new(&input("race", "9"), Seed(1)).unwrap();
        s.play(Action24::Buzz {
            seat: Seat::P2,
            ms: None,
        })
        .unwrap();
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
            &text.replace("\"version\":2,\"level\"", "\"version\":3,\"level\""),
            &text.replace("\"version\":2,\"level\"", "\"version\":0,\"level\""),
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

    #[test]
    fn a_daily_game_played_again_is_practice_and_keeps_no_result() {
        let daily = |practice: Option<bool>| Config24Input {
            daily: Some("2026-12-01".into()),
            daily_practice: practice,
            ..Config24Input::default()
        };
        let mut counted = Session24::new(&daily(None), Seed(1)).unwrap();
        counted.play(Action24::GiveUp { ms: Some(4_000) }).unwrap();
        let (date, day) = counted.daily_result().unwrap();
        assert_eq!(
            (date, day.points, day.deals, day.ms),
            ("2026-12-01", 0, 1, 4_000)
        );
        let practice = Session24::new(&daily(Some(true)), Seed(1)).unwrap();
        assert_eq!(practice.daily_result(), None);
        // Practice is kept through a save; it needs a daily deal.
        let again = Session24::load_json(&practice.save_json()).unwrap();
        assert_eq!(
            (again.daily(), again.daily_result()),
            (Some("2026-12-01"), None)
        );
        assert!(practice.save_json().contains("\"daily_practice\":true"));
        assert!(!counted.save_json().contains("daily_practice"));
        let solo = Config24Input {
            daily_practice: Some(true),
            ..Config24Input::default()
        };
        assert!(Session24::new(&solo, Seed(1)).is_err());
        let forged = practice
            .save_json()
            .replace("\"daily\":\"2026-12-01\",", "");
        assert!(Session24::load_json(&forged).is_err());
    }
}
