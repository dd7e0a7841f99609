//! The JavaScript facade: the only code with `#[wasm_bindgen]`, one file per
//! game — `duel.rs` (the `Game` class, 21点) and `game24.rs` (the `Game24`
//! class, 24点). It converts, validates and delegates; it holds no rules.
//! Every export returns `Result<_, JsError>` so a refused action reaches the
//! page as a readable message and never as a panic, and the game is left
//! unchanged. The helpers below are the boundary rule both classes use.
//!
//! Each class is behind its game's Cargo feature, so the wasm build makes
//! one small module per game (`scripts/build.sh`): the 21点 page never
//! downloads 24点's engine.

use serde::Serialize;
use wasm_bindgen::prelude::*;

#[cfg(feature = "duel")]
mod duel;
#[cfg(feature = "game24")]
mod game24;

/// Converts any displayable error into a `JsError` with its message.
fn js_err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// A JS value that must be a string. wasm-bindgen does not type-check a
/// `&str` parameter, so a number passed there would reach the engine as
/// garbage: string arguments are taken as `JsValue` and checked here.
pub(crate) fn text_arg(value: &JsValue, refusal: &str) -> Result<String, JsError> {
    value.as_string().ok_or_else(|| js_err(refusal))
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(js_err)
}
