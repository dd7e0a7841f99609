//! The JavaScript facade: the only module with `#[wasm_bindgen]`. It converts,
//! validates and delegates to the rules core; it holds no rules. Every export
//! returns `Result<_, JsError>` so a refused action reaches the page as a
//! readable message and never as a panic, and the game is left unchanged.

use wasm_bindgen::prelude::*;

use crate::duel::{Action, Duel, FirstRule};
use crate::seed::Seed;
use crate::snapshot::DuelSnapshot;

/// Converts any displayable error into a `JsError` with its message.
fn js_err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(js_err)
}

/// A match of the Twenty-One Duel, driven by intents from the page.
#[wasm_bindgen]
pub struct Game {
    duel: Duel,
}

#[wasm_bindgen]
impl Game {
    /// A new match. `seed` is a decimal string, or empty/undefined for a
    /// random one; `first_rule` is `"p1"` (default) or `"alternate"`.
    #[wasm_bindgen(constructor)]
    pub fn new(seed: Option<String>, first_rule: Option<String>) -> Result<Game, JsError> {
        let seed = match seed.as_deref().map(str::trim) {
            None | Some("") => Seed::random().map_err(js_err)?,
            Some(text) => text.parse::<Seed>().map_err(js_err)?,
        };
        let rule = match first_rule.as_deref() {
            None | Some("") => FirstRule::P1Always,
            Some(text) => text.parse().map_err(js_err)?,
        };
        Ok(Game {
            duel: Duel::new(seed.0, rule),
        })
    }

    /// The player to move takes a card; returns the new snapshot.
    pub fn take_card(&mut self) -> Result<JsValue, JsError> {
        let seat = self
            .duel
            .to_move()
            .ok_or_else(|| js_err("nobody may take a card now"))?;
        self.play(Action::Take(seat))
    }

    /// The player to move stands; returns the new snapshot.
    pub fn stand(&mut self) -> Result<JsValue, JsError> {
        let seat = self
            .duel
            .to_move()
            .ok_or_else(|| js_err("nobody may stand now"))?;
        self.play(Action::Stand(seat))
    }

    /// Deals the next round; returns the new snapshot.
    pub fn next_round(&mut self) -> Result<JsValue, JsError> {
        self.play(Action::NextRound)
    }

    /// Plays an action in notation (`p1 take`, `p2 stand`, `next`).
    pub fn act(&mut self, action: &str) -> Result<JsValue, JsError> {
        let action: Action = action.parse().map_err(js_err)?;
        self.play(action)
    }

    /// The snapshot of the table.
    pub fn state(&self) -> Result<JsValue, JsError> {
        to_js(&DuelSnapshot::of(&self.duel))
    }

    /// The deck order (top first) in notation: for tests that check a seed
    /// deals the same cards here as natively.
    pub fn deck_order(&self) -> String {
        crate::card::format_cards(self.duel.deck().order())
    }

    /// The match as save text.
    pub fn save(&self) -> String {
        self.duel.save_json()
    }

    /// A match from save text.
    pub fn load(text: &str) -> Result<Game, JsError> {
        Ok(Game {
            duel: Duel::load_json(text).map_err(js_err)?,
        })
    }
}

impl Game {
    fn play(&mut self, action: Action) -> Result<JsValue, JsError> {
        self.duel.play(action).map_err(js_err)?;
        self.state()
    }
}
