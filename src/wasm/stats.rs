//! The JavaScript facade of the statistics: `Stats21` (`duel::stats`) and
//! `Stats24` (`game24::stats`), static functions over each record's text.
//! The page stores the text as it is, hands it back, and draws `summary`.
//! Every text is read like a save (`read_json`: the page's `JSON.parse`,
//! then the bounded reader) and checked here; what goes back is written as
//! `JSON.stringify` would.
//!
//! This is a wasm module of its own (Cargo feature `stats`), fetched when a
//! player opens the statistics screen. A finished match or deal is turned
//! into its entry by its game's module (`statsEntry21`, `statsEntry24`), and
//! the page keeps the entries until this module adds them to the records:
//! playing never downloads the statistics code.

use wasm_bindgen::prelude::*;

use super::plain::from_plain;
use super::{js_err, log_panics, read_stats_text, text_arg, time_arg, to_js, write_json};
use crate::cards::ledger;
use crate::cards::plain::read_plain;
use crate::duel::stats as stats21;
use crate::game24::stats as stats24;

/// Statistics across finished 21点 matches.
#[wasm_bindgen(js_name = Stats21)]
pub struct Stats21Js;

#[wasm_bindgen(js_class = Stats21)]
impl Stats21Js {
    /// An empty record counting matches finished from `since` (ms since
    /// 1970, e.g. the moment of a reset; 0 counts all).
    pub fn empty(since: JsValue) -> Result<String, JsError> {
        let since = since_arg(&since)?;
        write_json(&stats21::Stats21::empty(stats21::STATS21_VERSION, since))
    }

    /// The stored record, checked; a damaged one is refused with a message.
    pub fn check(record: JsValue) -> Result<String, JsError> {
        write_json(&read_record21(&record)?)
    }

    /// The record with one finished match's entry (from `statsEntry21`)
    /// added (once: adding it again changes nothing).
    pub fn add(record: JsValue, entry: JsValue) -> Result<String, JsError> {
        let record = read_record21(&record)?;
        let entry = text_arg(&entry, "the finished match is not valid: it is not text")?;
        let entry = read_stats_text(&entry, ledger::MAX_ENTRY_BYTES, "readable", read_plain)
            .map_err(stats21::StatsError::Entry)
            .and_then(stats21::MatchEntry::checked)
            .map_err(js_err)?;
        let one = stats21::Stats21::of_one(stats21::STATS21_VERSION, entry);
        write_json(&record.merge(&one))
    }

    /// The record merged with the 21点 part of an exported statistics file,
    /// which is checked like a stored record first; a refused file changes
    /// nothing.
    pub fn import_file(record: JsValue, file: JsValue) -> Result<String, JsError> {
        let record = read_record21(&record)?;
        let file = text_arg(&file, "the statistics file was refused: it is not text")?;
        let imported = read_stats_text(
            &file,
            ledger::MAX_TEXT_BYTES,
            "a statistics file",
            read_plain,
        )
        .map_err(stats21::StatsError::File)
        .and_then(stats21::check_file)
        .map_err(js_err)?;
        write_json(&record.merge(&imported))
    }

    /// The numbers the statistics screen shows (see `duel::stats::Summary21`).
    pub fn summary(record: JsValue) -> Result<JsValue, JsError> {
        to_js(&stats21::summary(&read_record21(&record)?))
    }
}

/// Statistics across finished 24点 deals, like `Stats21`.
#[wasm_bindgen(js_name = Stats24)]
pub struct Stats24Js;

#[wasm_bindgen(js_class = Stats24)]
impl Stats24Js {
    /// An empty record counting deals finished from `since` (0: all).
    pub fn empty(since: JsValue) -> Result<String, JsError> {
        let since = since_arg(&since)?;
        write_json(&stats24::Stats24::empty(stats24::STATS24_VERSION, since))
    }

    /// The stored record, checked; a damaged one is refused with a message.
    pub fn check(record: JsValue) -> Result<String, JsError> {
        write_json(&read_record24(&record)?)
    }

    /// The record with one finished deal's entry (from `statsEntry24`)
    /// added (once).
    pub fn add(record: JsValue, entry: JsValue) -> Result<String, JsError> {
        let record = read_record24(&record)?;
        let entry = text_arg(&entry, "the finished deal is not valid: it is not text")?;
        let entry = read_stats_text(&entry, ledger::MAX_ENTRY_BYTES, "readable", from_plain)
            .map_err(stats24::Stats24Error::Entry)
            .and_then(stats24::DealEntry::checked)
            .map_err(js_err)?;
        let one = stats24::Stats24::of_one(stats24::STATS24_VERSION, entry);
        write_json(&record.merge(&one))
    }

    /// The record merged with the 24点 part of an exported statistics file,
    /// checked first; a refused file changes nothing.
    pub fn import_file(record: JsValue, file: JsValue) -> Result<String, JsError> {
        let record = read_record24(&record)?;
        let file = text_arg(&file, "the statistics file was refused: it is not text")?;
        let imported = read_stats_text(
            &file,
            ledger::MAX_TEXT_BYTES,
            "a statistics file",
            from_plain,
        )
        .map_err(stats24::Stats24Error::File)
        .and_then(stats24::check_file)
        .map_err(js_err)?;
        write_json(&record.merge(&imported))
    }

    /// The numbers the statistics screen shows (see `game24::stats::Summary24`).
    pub fn summary(record: JsValue) -> Result<JsValue, JsError> {
        to_js(&stats24::summary(&read_record24(&record)?))
    }
}

/// Every export passes through one of these three first, which put the
/// panic hook in place (`log_panics`).
///
/// The time a record counts from: 0 (all), or a moment the ledger accepts.
fn since_arg(since: &JsValue) -> Result<u64, JsError> {
    log_panics();
    let since = time_arg(since, "the reset time")?;
    if since != 0 {
        ledger::check_at(since).map_err(js_err)?;
    }
    Ok(since)
}

fn read_record21(record: &JsValue) -> Result<stats21::Stats21, JsError> {
    log_panics();
    let text = text_arg(
        record,
        "the saved statistics are damaged: they are not text",
    )?;
    read_stats_text(&text, ledger::MAX_TEXT_BYTES, "readable", read_plain)
        .map_err(stats21::StatsError::Record)
        .and_then(stats21::check_stats)
        .map_err(js_err)
}

fn read_record24(record: &JsValue) -> Result<stats24::Stats24, JsError> {
    log_panics();
    let text = text_arg(
        record,
        "the saved 24点 statistics are damaged: they are not text",
    )?;
    read_stats_text(&text, ledger::MAX_TEXT_BYTES, "readable", from_plain)
        .map_err(stats24::Stats24Error::Record)
        .and_then(stats24::check_stats)
        .map_err(js_err)
}
