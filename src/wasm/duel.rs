//! The JavaScript facade of the duel (21点): the `Game` class over
//! [`Session`]. It converts, validates and delegates; it holds no rules.
//!
//! Intent in, snapshot out: `take_card`, `stand`, `next_round` and
//! `auto_step` each return the new snapshot (the last one wrapped with the
//! Auto player's move and reason), which is all the page draws from.

use crate::cards::{Damage, Term};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{js_err, save_text, settings, text_arg, time_arg, to_js, write_json};
use crate::cards::{Refusal, Seed};
#[cfg(feature = "bench")]
use crate::duel::ai::bench;
use crate::duel::ai::Explanation;
use crate::duel::review::MatchCurve;
use crate::duel::share::MAX_SHARE_CHARS;
use crate::duel::stats;
use crate::duel::{
    AutoMove, ConfigInput, Review, Session, SessionConfig, SessionError, SessionSnapshot,
};

/// The Auto player's move, as `auto_step` returns it.
#[derive(Serialize)]
struct AutoStep<'a> {
    #[serde(flatten)]
    step: &'a AutoMove,
    snapshot: SessionSnapshot,
}

/// A match of the Twenty-One Duel with its players, driven by intents.
#[wasm_bindgen]
pub struct Game {
    session: Session,
}

#[wasm_bindgen]
impl Game {
    /// A new match from a config as JSON text (the page's wrapper writes
    /// the menu's object): `{mode: "pvp"|"computer", level:
    /// "easy"|"classic"|"expert", computer_seat: "p1"|"p2", first_rule:
    /// "p1"|"alternate", names: [p1, p2], seed: "42"}`; every field optional,
    /// `null` for all defaults. Without a seed, the deck is shuffled from the
    /// platform's secure random source. Anything else (a field of the wrong
    /// type, an unknown field, a value outside its choices) is refused with a
    /// message naming the field (the boundary in `mod.rs`).
    #[wasm_bindgen(constructor)]
    pub fn new(config: JsValue) -> Result<Game, JsError> {
        super::log_panics();
        let input: ConfigInput = settings(&config)
            .map_err(|e| js_err(e.within(|detail| Refusal::SettingsInvalid { detail })))?;
        let config = SessionConfig::new(&input).map_err(|e| js_err(SessionError::Config(e)))?;
        let fallback = match config.seed() {
            Some(s) => s,
            None => Seed::random().map_err(js_err)?,
        };
        Ok(Game {
            session: Session::new(config, fallback),
        })
    }

    /// The person to move takes a card; returns the new snapshot.
    pub fn take_card(&mut self) -> Result<JsValue, JsError> {
        self.session.take().map_err(js_err)?;
        self.snapshot()
    }

    /// The person to move stands; returns the new snapshot.
    pub fn stand(&mut self) -> Result<JsValue, JsError> {
        self.session.stand().map_err(js_err)?;
        self.snapshot()
    }

    /// Deals the next round; returns the new snapshot.
    pub fn next_round(&mut self) -> Result<JsValue, JsError> {
        self.session.next_round().map_err(js_err)?;
        self.snapshot()
    }

    /// One Auto player decision, played: `{action, seat, choice, reason,
    /// card, snapshot}`. Refused when it is not the computer's turn.
    pub fn auto_step(&mut self) -> Result<JsValue, JsError> {
        let step = self.session.auto_step().map_err(js_err)?;
        to_js(&AutoStep {
            step: &step,
            snapshot: self.session.snapshot(),
        })
    }

    /// The same players and settings on the same deck, from the start.
    pub fn rematch(&self) -> Result<Game, JsError> {
        Ok(Game {
            session: self.session.rematch(),
        })
    }

    /// The snapshot of the table.
    pub fn snapshot(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.snapshot())
    }

    /// The coach panel's numbers for the seat to move (else the person's seat).
    pub fn explain(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.explain())
    }

    /// The deck order (top first) in notation: for tests that check a seed
    /// deals the same cards here as natively.
    pub fn deck_order(&self) -> Result<String, JsError> {
        Ok(crate::cards::format_cards(
            self.session.duel().deck().order(),
        ))
    }

    /// The session as save text.
    pub fn save(&self) -> Result<String, JsError> {
        write_json(&self.session.to_save())
    }

    /// A session from save text; a damaged or tampered save, or a value
    /// that is not text, is refused with a message.
    pub fn load(text: JsValue) -> Result<Game, JsError> {
        super::log_panics();
        let text = save_text(&text)
            .map_err(|e| js_err(e.within(|detail| Refusal::SavedMatchDamaged { detail })))?;
        Ok(Game {
            session: Session::load_json(&text).map_err(js_err)?,
        })
    }

    /// The review of the match so far: every decision graded by the exact
    /// win chance it gave up, per-seat accuracy and the key moments
    /// (`{decisions, seats, key_moments}`, see `duel::review`).
    pub fn review(&self) -> Result<JsValue, JsError> {
        to_js(&Review::of(self.session.duel()).map_err(js_err)?)
    }

    /// The match-win chance across the match so far: a point per decision
    /// and per round's end, P1's match equity at each, and the turning
    /// point (`{points, turning_point}`, see `duel::review::MatchCurve`).
    pub fn match_curve(&self) -> Result<JsValue, JsError> {
        to_js(&MatchCurve::of(self.session.duel()).map_err(js_err)?)
    }

    /// The table after the first `step` moves, with the coach's numbers for
    /// that moment: `{step, steps, snapshot, explain}`. A step that is not a
    /// whole number from 0 to the number of moves is refused.
    pub fn replay(&self, step: JsValue) -> Result<JsValue, JsError> {
        let steps = self.session.duel().log().len();
        let step = step
            .as_f64()
            .filter(|s| s.fract() == 0.0 && (0.0..=steps as f64).contains(s))
            .ok_or_else(|| js_err(Refusal::StepRange { steps }))? as usize;
        let at = self.session.at_step(step).map_err(js_err)?;
        to_js(&Replayed {
            step,
            steps,
            snapshot: at.snapshot(),
            explain: at.explain(),
        })
    }

    /// The match as a short code for a review link (`?review=…`).
    pub fn share_code(&self) -> Result<String, JsError> {
        Ok(self.session.share_code())
    }

    /// A match from a review link's code, validated like a save; a damaged
    /// code, or a value that is not text, is refused with a message.
    pub fn from_share(code: JsValue) -> Result<Game, JsError> {
        super::log_panics();
        let max = u32::try_from(MAX_SHARE_CHARS).unwrap_or(u32::MAX);
        let code = super::text(&code, max).map_err(|e| {
            js_err(
                match e {
                    super::TextRefused::NotText => Damage::NotText.into(),
                    super::TextRefused::TooLong(_) => Refusal::TooLong,
                }
                .within(|detail| Refusal::LinkDamaged { detail }),
            )
        })?;
        Ok(Game {
            session: Session::from_share_code(&code).map_err(js_err)?,
        })
    }
}

/// The table at one step of the replay, as `replay` returns it.
#[derive(Serialize)]
struct Replayed {
    step: usize,
    steps: usize,
    snapshot: SessionSnapshot,
    explain: Explanation,
}

/// The statistics entry (text) of the finished match in save text `save`,
/// with the page's `id` and finishing time `at`; refused before the match is
/// over. The page keeps it until the statistics module (`Stats21` in
/// `stats.rs`) adds it to the record: the 21点 page never loads that module
/// for this.
#[wasm_bindgen(js_name = statsEntry21)]
pub fn stats_entry21(save: JsValue, id: JsValue, at: JsValue) -> Result<String, JsError> {
    let save = save_text(&save)
        .map_err(|e| js_err(e.within(|detail| Refusal::SavedMatchDamaged { detail })))?;
    let id = text_arg(
        &id,
        Damage::MustBeText {
            what: Term::ArgMatchId,
        }
        .into(),
    )?;
    let at = time_arg(&at, Term::WordFinishTime)?;
    let session = Session::load_json(&save).map_err(js_err)?;
    write_json(&stats::MatchEntry::of(&session, &id, at).map_err(js_err)?)
}

/// The benchmark's browser half (`scripts/bench.sh`): Expert's decision on
/// each position (one per line, `duel::ai::bench`'s notation), `warm` untimed
/// runs then the median of `runs` timed ones, timed inside wasm so no call
/// overhead counts. Returns `[{nodes, us}]` as JSON text.
///
/// Built only with the `bench` feature (`scripts/bench.sh` builds it
/// apart): the shipped module does not carry it.
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchExpert)]
pub fn bench_expert(positions: JsValue, warm: JsValue, runs: JsValue) -> Result<String, JsError> {
    // A maintainer's tool in a build of its own (not the page's): its
    // refusals are English words, not codes for the page's catalog.
    let fail = |message: &str| JsError::new(message);
    let count = |v: &JsValue, what: &str| {
        v.as_f64()
            .filter(|n| n.fract() == 0.0 && (0.0..=1000.0).contains(n))
            .map(|n| n as u32)
            .ok_or_else(|| fail(&format!("{what} must be a whole number from 0 to 1000")))
    };
    let (warm, runs) = (count(&warm, "warm")?, count(&runs, "runs")?);
    let text = positions
        .as_string()
        .ok_or_else(|| fail("the positions must be text"))?;
    let views = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(bench::parse_position)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| fail(&e))?;
    // The page's clock (web-sys `Performance`), in µs: about 5 µs steps when
    // the page is cross-origin isolated, as `scripts/bench.sh` serves it.
    let performance = web_sys::window()
        .and_then(|w| w.performance())
        .ok_or_else(|| fail("the page has no performance clock"))?;
    let mut now = || performance.now() * 1000.0;
    write_json(&bench::time_positions(&views, warm, runs, &mut now).map_err(|e| fail(&e))?)
}
