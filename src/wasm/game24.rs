//! The JavaScript facade of 24 points (24点): a `Game24` class over
//! [`Session24`]. Like the duel's `Game`, it converts, validates and
//! delegates; every method returns `Result<_, JsError>` and no input makes it
//! panic. Seeds cross the boundary as decimal strings.
//!
//! Intent in, snapshot out: `act` takes one action as JSON text (e.g.
//! `{"type": "answer", "seat": "p1", "text": "8/(3-8/3)", "ms": 9000}`, written
//! by the page's wrapper from its object) and returns
//! `{reply, snapshot}`; `set_clock` keeps the time spent on the open deal for
//! the save; `evaluate` gives the live value of a partly built expression
//! without touching the game.

use crate::cards::{Damage, Term};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{argument, js_err, save_text, settings, time_arg, to_js, write_json};
use super::{TextRefused, MAX_TEXT};
use crate::cards::{Refusal, Seed};
use crate::game24::{
    evaluate, solve, stats, Action24, Config24Input, DailyRecord, Estimate, ExprError, Reply24,
    Session24, Solution, Values,
};

/// What `act` returns.
#[derive(Serialize)]
struct Acted {
    reply: Reply24,
    snapshot: crate::game24::Session24Snapshot,
}

/// What `evaluate` returns: the exact value as text (`"8/3"`), or why there
/// is none yet.
#[derive(Serialize)]
struct Live {
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<ExprError>,
    /// The 0-based character position the error points at, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<usize>,
}

/// What `Game24.solve` returns: the four values (sorted), whether 24 can be
/// made, the deal's difficulty, and every distinct solution (the page shows
/// them only when asked).
#[derive(Serialize)]
struct Solved {
    values: [u8; 4],
    solvable: bool,
    estimate: Estimate,
    solutions: Vec<Solution>,
}

/// A game of 24 points (13 deals from one seeded deck).
#[wasm_bindgen(js_name = Game24)]
pub struct Game24Js {
    session: Session24,
}

#[wasm_bindgen(js_class = Game24)]
impl Game24Js {
    /// A new game from settings as JSON text: `{mode:
    /// "solo"|"computer"|"race", level: "easy"|"classic"|"expert", names:
    /// [p1, p2], seed: "42", practice, daily}`; every field optional. Without a seed the deck is shuffled from the platform's
    /// secure random source.
    #[wasm_bindgen(constructor)]
    pub fn new(config: JsValue) -> Result<Game24Js, JsError> {
        super::log_panics();
        let input: Config24Input = settings(&config)
            .map_err(|e| js_err(e.within(|detail| Refusal::SettingsInvalid { detail })))?;
        let given = input.seed.as_deref().is_some_and(|s| !s.trim().is_empty());
        let fallback = if given {
            Seed(0)
        } else {
            Seed::random().map_err(js_err)?
        };
        Ok(Game24Js {
            session: Session24::new(&input, fallback)
                .map_err(|e| js_err(Refusal::from(e).in_settings()))?,
        })
    }

    /// Does one action (JSON text); returns `{reply, snapshot}`. A refused
    /// action throws with a readable message and changes nothing.
    pub fn act(&mut self, action: JsValue) -> Result<JsValue, JsError> {
        let action: Action24 = argument(&action)
            .map_err(|e| js_err(e.within(|because| Damage::NotAnActionArg { because })))?;
        let reply = self.session.play(action).map_err(js_err)?;
        to_js(&Acted {
            reply,
            snapshot: self.session.snapshot(),
        })
    }

    /// Keeps the time spent on the open deal (whole milliseconds, at most
    /// seven days), so that the save resumes the clock. Throws, changing
    /// nothing, when it is not such a number or no deal is open.
    pub fn set_clock(&mut self, ms: JsValue) -> Result<(), JsError> {
        let ms = ms
            .as_f64()
            .filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(n))
            .ok_or_else(|| js_err(Damage::NotAMsTime { limit: u32::MAX }))? as u32;
        self.session.set_clock(ms).map_err(js_err)
    }

    /// The snapshot the page draws.
    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.snapshot())
    }

    /// The live value of an expression being built: `{value: "8/3"}` or
    /// `{error: {kind, …}, at}`. Does not check the cards.
    pub fn evaluate(&self, text: JsValue) -> Result<JsValue, JsError> {
        // Longer than any expression: refused as such without copying it.
        let read = match super::text(&text, MAX_TEXT) {
            Ok(text) => evaluate(&text),
            Err(TextRefused::TooLong(len)) => Err(ExprError::TooLong { len: len as usize }),
            Err(TextRefused::NotText) => {
                return Err(js_err(Damage::MustBeText {
                    what: Term::ArgExpression,
                }))
            }
        };
        to_js(&match read {
            Ok(v) => Live {
                value: Some(v.to_string()),
                error: None,
                at: None,
            },
            Err(e) => Live {
                value: None,
                at: e.position(),
                error: Some(e),
            },
        })
    }

    /// Any four card values as a player reads them at a table, as a JSON
    /// string the page's wrapper writes (`"K q 3 3"`, `"8,8,3,3"`): `A`,
    /// `J`, `Q`, `K` (either case) or 1–13 — the same reader as the command
    /// line's `solve24` — solved by the same solver as the game's deals:
    /// `{values, solvable, estimate, solutions}`. Anything else throws with a
    /// message.
    pub fn solve(values: JsValue) -> Result<JsValue, JsError> {
        super::log_panics();
        let text: String = argument(&values)
            .map_err(|why| js_err(why.within(|because| Damage::NotFourValues { because })))?;
        // Values a player typed keep their own code (not a card value, not four).
        let values: Values = text
            .parse()
            .map_err(|e: crate::game24::ValuesError| js_err(Refusal::from(e)))?;
        let solutions = solve(values);
        to_js(&Solved {
            values: values.get(),
            solvable: !solutions.is_empty(),
            estimate: Estimate::of(values),
            solutions,
        })
    }

    /// The deck order (top first) in notation, for tests.
    pub fn deck_order(&self) -> Result<String, JsError> {
        Ok(crate::cards::format_cards(
            self.session.game().deck().order(),
        ))
    }

    /// The daily record (text) with this game's result so far as its day's
    /// counted game; `null` when it is not one (not a daily deal, or one
    /// played again as practice). A damaged record throws with a message.
    pub fn daily_record(&self, record: JsValue) -> Result<Option<String>, JsError> {
        let Some((date, result)) = self.session.daily_result() else {
            return Ok(None);
        };
        let mut r = daily_record(&record)?;
        r.update(date, result).map_err(js_err)?;
        Ok(Some(r.to_text()))
    }

    /// The game as save text.
    pub fn save(&self) -> Result<String, JsError> {
        write_json(&self.session.to_save())
    }

    /// A game from save text; a damaged or tampered save throws with a
    /// message.
    pub fn load(text: JsValue) -> Result<Game24Js, JsError> {
        super::log_panics();
        let text = save_text(&text)
            .map_err(|e| js_err(e.within(|detail| Refusal::Saved24Damaged { detail })))?;
        Ok(Game24Js {
            session: Session24::load_json(&text).map_err(js_err)?,
        })
    }
}

/// The benchmark's check (`scripts/bench.sh`): how many of the 1820 deals
/// have a solution, counted here as natively (1362).
/// Built only with the `bench` feature, like 21点's `benchExpert`.
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = solvableDeals)]
pub fn solvable_deals() -> Result<u32, JsError> {
    let count = crate::game24::Values::all()
        .filter(|&v| crate::game24::solvable(v))
        .count();
    Ok(count as u32)
}

/// The statistics entry (text) of the last finished deal of the game in
/// save text `save`, its id `game_id.index`; null for a race, which is not
/// counted. The page keeps it until the statistics module (`Stats24` in
/// `stats.rs`) adds it to the record.
#[wasm_bindgen(js_name = statsEntry24)]
pub fn stats_entry24(
    save: JsValue,
    game_id: JsValue,
    at: JsValue,
) -> Result<Option<String>, JsError> {
    let save = save_text(&save)
        .map_err(|e| js_err(e.within(|detail| Refusal::Saved24Damaged { detail })))?;
    let id = super::text_arg(
        &game_id,
        Damage::MustBeText {
            what: Term::ArgGameId,
        }
        .into(),
    )?;
    let at = time_arg(&at, Term::WordFinishTime)?;
    let session = Session24::load_json(&save).map_err(js_err)?;
    match stats::DealEntry::of(&session, &id, at).map_err(js_err)? {
        Some(entry) => write_json(&entry).map(Some),
        None => Ok(None),
    }
}

/// The stored daily record (text, empty for none), read and checked.
fn daily_record(record: &JsValue) -> Result<DailyRecord, JsError> {
    let text = super::text_arg(
        record,
        Damage::MustBeText {
            what: Term::ArgDailyRecord,
        }
        .into(),
    )?;
    DailyRecord::read(&text)
        .map_err(|e| js_err(e.within(|detail| Refusal::DailyRecordDamaged { detail })))
}

/// What `dailyBegin` returns.
#[derive(Serialize)]
struct Begun {
    /// This game is the day's counted one (else practice).
    counted: bool,
    /// The record to store.
    record: String,
}

/// A daily game of `date` (`YYYY-MM-DD`) starts: `{counted, record}`, where
/// `counted` says it is the day's first (it counts; later ones are
/// practice) and `record` is the record to store (see
/// [`DailyRecord::begin`]). A damaged record or a bad date throws.
#[wasm_bindgen(js_name = dailyBegin)]
pub fn daily_begin(record: JsValue, date: JsValue) -> Result<JsValue, JsError> {
    let mut r = daily_record(&record)?;
    let date = super::text_arg(
        &date,
        Damage::MustBeText {
            what: Term::ArgDate,
        }
        .into(),
    )?;
    let counted = r.begin(&date).map_err(js_err)?;
    to_js(&Begun {
        counted,
        record: r.to_text(),
    })
}

/// The daily deal's statistics as of `today`: `{streak, today, best, days}`
/// (see [`DailyRecord::summary`]). A damaged record or a bad date throws.
#[wasm_bindgen(js_name = dailySummary)]
pub fn daily_summary(record: JsValue, today: JsValue) -> Result<JsValue, JsError> {
    let r = daily_record(&record)?;
    let today = super::text_arg(
        &today,
        Damage::MustBeText {
            what: Term::ArgDate,
        }
        .into(),
    )?;
    to_js(&r.summary(&today).map_err(js_err)?)
}
