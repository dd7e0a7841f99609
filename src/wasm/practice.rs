//! The JavaScript face of drills and practice (`duel::drill`,
//! `duel::theme`, `duel::practice`), in the 21点 module: the `Practice`
//! class holds the player's record (read from its stored text, written back
//! with `text()`), and two functions give the drills of a match and a themed
//! set. Every text crosses as the save does: measured before it is copied,
//! then read by the one reader (`cards::input::read`: nesting bounded,
//! serde's derive refusing unknown fields); the clock is two numbers from the page (`Date.now()`, the zone's offset).

use crate::cards::{Damage, Term};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{js_err, log_panics, save_text, text_arg, to_js, write_json};
use crate::cards::input::read;
use crate::cards::Refusal;
use crate::duel::ai::Choice;
use crate::duel::drill::{session_drills, Position, Question};
use crate::duel::practice::{Merged, Practice, PracticeError, Today};
use crate::duel::review::Grade;
use crate::duel::theme::{generate, Theme, MAX_COUNT};
use crate::duel::Session;

/// The longest practice record taken (bytes): 200 cards of about 300 bytes.
const MAX_RECORD_BYTES: usize = 256 * 1024;

/// One mistake of a match, to ask again.
#[derive(Serialize)]
struct MatchDrill {
    question: Question,
    round: usize,
    seat: crate::cards::Seat,
    choice: Choice,
    loss: f64,
    grade: Grade,
}

/// The people's decisions of the saved match `save` that lost 0.02 or more
/// (`duel::drill`), costliest first: `[{question, round, seat, choice, loss,
/// grade}]`.
///
/// # Errors
/// A damaged save.
#[wasm_bindgen(js_name = matchDrills)]
pub fn match_drills(save: JsValue) -> Result<JsValue, JsError> {
    log_panics();
    let session = saved_match(&save)?;
    let mut out = Vec::new();
    for d in session_drills(&session).map_err(js_err)? {
        out.push(MatchDrill {
            question: d.position.question().map_err(js_err)?,
            round: d.decision.round,
            seat: d.decision.seat,
            choice: d.decision.choice,
            loss: d.decision.loss,
            grade: d.decision.grade,
        });
    }
    to_js(&out)
}

/// The match saved as `save` (the text `Game.save()` gives), a match dealt
/// without a seed (an online match's review) included.
fn saved_match(save: &JsValue) -> Result<Session, JsError> {
    let text = save_text(save)
        .map_err(|e| js_err(e.within(|detail| Refusal::SavedMatchDamaged { detail })))?;
    Session::load_dealt_json(&text).map_err(js_err)
}

/// `count` (1 to 50) positions of the theme named `theme` (`classic-wrong`,
/// `late-deck`, `soft`) from the matches of `seed` (a whole number as
/// text): `[question]`.
///
/// # Errors
/// An unknown theme, a count or a seed out of range.
#[wasm_bindgen(js_name = themedSet)]
pub fn themed_set(theme: JsValue, count: JsValue, seed: JsValue) -> Result<JsValue, JsError> {
    log_panics();
    let theme: Theme = text_arg(
        &theme,
        Damage::MustBeText {
            what: Term::ArgTheme,
        }
        .into(),
    )?
    .parse()
    .map_err(js_err)?;
    let count = count
        .as_f64()
        .filter(|n| n.fract() == 0.0 && (1.0..=MAX_COUNT as f64).contains(n))
        .ok_or_else(|| js_err(Damage::CountRange { limit: MAX_COUNT }))? as usize;
    let seed = text_arg(
        &seed,
        Damage::MustBeText {
            what: Term::ArgSeed,
        }
        .into(),
    )?;
    let seed: u64 = seed.parse().map_err(|_| {
        js_err(Refusal::SeedNotWhole {
            quote: crate::cards::clip(&seed),
        })
    })?;
    let questions: Result<Vec<Question>, _> = generate(theme, count, seed)
        .iter()
        .map(|d| d.position.question())
        .collect();
    to_js(&questions.map_err(js_err)?)
}

/// `Date.now()` and `-getTimezoneOffset()` as the injected clock.
fn today(now: &JsValue, offset: &JsValue) -> Result<Today, JsError> {
    let whole = |v: &JsValue| v.as_f64().filter(|n| n.fract() == 0.0 && n.abs() < 1e15);
    let (Some(now), Some(offset)) = (whole(now), whole(offset)) else {
        return Err(js_err(Damage::ClockNotWhole));
    };
    Today::new(now as i64, offset as i32).map_err(js_err)
}

/// Whether the engine takes the page's clock (`Date.now()`, the zone's
/// offset): a time between 2000 and 2200, an offset within ±14 hours.
#[wasm_bindgen(js_name = clockAccepted)]
pub fn clock_accepted(now: JsValue, offset: JsValue) -> bool {
    today(&now, &offset).is_ok()
}

/// A position's text (as a question gave it), read.
fn position_arg(position: &JsValue) -> Result<Position, JsError> {
    let text = text_arg(
        position,
        Damage::MustBeText {
            what: Term::ArgPosition,
        }
        .into(),
    )?;
    read(&text, "field").map_err(|e| js_err(e.within(|detail| Refusal::PositionRefused { detail })))
}

fn choice(value: &JsValue) -> Result<Choice, JsError> {
    match value.as_string().as_deref() {
        Some("take") => Ok(Choice::Take),
        Some("stand") => Ok(Choice::Stand),
        _ => Err(js_err(Damage::NotAnAnswer)),
    }
}

/// The player's practice record.
#[wasm_bindgen(js_name = Practice)]
pub struct PracticeJs {
    record: Practice,
}

#[wasm_bindgen(js_class = Practice)]
impl PracticeJs {
    /// The record stored as `text`; empty text (or null) is a new record.
    ///
    /// # Errors
    /// A damaged record, with the reason.
    #[wasm_bindgen(constructor)]
    pub fn new(text: JsValue) -> Result<PracticeJs, JsError> {
        log_panics();
        if text.is_null() || text.is_undefined() {
            return Ok(PracticeJs {
                record: Practice::default(),
            });
        }
        let text = text_arg(
            &text,
            Damage::MustBeText {
                what: Term::ArgPracticeRecord,
            }
            .into(),
        )?;
        if text.trim().is_empty() {
            return Ok(PracticeJs {
                record: Practice::default(),
            });
        }
        if text.len() > MAX_RECORD_BYTES {
            return Err(js_err(Damage::PracticeTooLarge {
                limit: MAX_RECORD_BYTES,
            }));
        }
        let record: Practice = read(&text, "field")
            .map_err(|e| js_err(e.within(|detail| Refusal::PracticeDamaged { detail })))?;
        Ok(PracticeJs {
            record: record.checked().map_err(js_err)?,
        })
    }

    /// The record as text, to store.
    pub fn text(&self) -> Result<String, JsError> {
        write_json(&self.record)
    }

    /// The Practice screen's numbers: `{due_today, cards, learned, streak,
    /// answered, recent, accuracy}`.
    pub fn summary(&self, now: JsValue, offset: JsValue) -> Result<JsValue, JsError> {
        to_js(&self.record.summary(today(&now, &offset)?))
    }

    /// The cards due today, earliest first: `[{index, question}]`.
    pub fn due(&self, now: JsValue, offset: JsValue) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        struct Due {
            index: usize,
            question: Question,
        }
        let mut out = Vec::new();
        for d in self.record.due(today(&now, &offset)?) {
            out.push(Due {
                index: d.index,
                question: d.position.question().map_err(js_err)?,
            });
        }
        to_js(&out)
    }

    /// Answers card `index` ("take" or "stand"): the verdict (`duel::drill`),
    /// and the card's next date.
    pub fn answer(
        &mut self,
        index: JsValue,
        answer: JsValue,
        now: JsValue,
        offset: JsValue,
    ) -> Result<JsValue, JsError> {
        let index = index
            .as_f64()
            .filter(|n| n.fract() == 0.0 && *n >= 0.0 && *n < 1e6)
            .ok_or_else(|| js_err(Damage::CardNotWhole))? as usize;
        let verdict = self
            .record
            .answer(index, choice(&answer)?, today(&now, &offset)?)
            .map_err(js_err)?;
        to_js(&verdict)
    }

    /// Answers the card kept for `position` (its text as `due` gave it):
    /// the verdict, and the card's next date; `null`, changing nothing, when
    /// no card holds it any more (another tab or an import moved the cards).
    pub fn answer_card(
        &mut self,
        position: JsValue,
        answer: JsValue,
        now: JsValue,
        offset: JsValue,
    ) -> Result<JsValue, JsError> {
        let position = position_arg(&position)?;
        match self
            .record
            .answer_card(&position, choice(&answer)?, today(&now, &offset)?)
        {
            Ok(verdict) => to_js(&verdict),
            Err(PracticeError::Gone) => Ok(JsValue::NULL),
            Err(e) => Err(js_err(e)),
        }
    }

    /// Answers a position that is not a card yet (its text as a question
    /// gave it); a wrong answer keeps it as a card.
    pub fn answer_new(
        &mut self,
        position: JsValue,
        answer: JsValue,
        now: JsValue,
        offset: JsValue,
    ) -> Result<JsValue, JsError> {
        let position = position_arg(&position)?;
        let verdict = self
            .record
            .answer_new(&position, choice(&answer)?, today(&now, &offset)?)
            .map_err(js_err)?;
        to_js(&verdict)
    }

    /// Merges the practice record an exported statistics file holds (none
    /// in a file from before practice): `{added, removed}`, the file's new
    /// positions kept and this record's cards that made room for them.
    ///
    /// # Errors
    /// Text that is not a statistics file, or a damaged practice part: the
    /// record is unchanged.
    pub fn merge_file(&mut self, file: JsValue) -> Result<JsValue, JsError> {
        let text = text_arg(
            &file,
            Refusal::NotStatsFile {
                detail: Damage::NotText.to_string(),
            },
        )?;
        let merged = match Practice::from_file(&text).map_err(js_err)? {
            Some(other) => self.record.merge(other),
            None => Merged {
                added: 0,
                removed: 0,
            },
        };
        to_js(&merged)
    }

    /// Keeps every practice card of the saved match `save`; returns how many
    /// are new.
    pub fn keep_match(
        &mut self,
        save: JsValue,
        now: JsValue,
        offset: JsValue,
    ) -> Result<u32, JsError> {
        let today = today(&now, &offset)?;
        let session = saved_match(&save)?;
        let drills = session_drills(&session).map_err(js_err)?;
        Ok(self.record.keep_all(&drills, today) as u32)
    }
}
