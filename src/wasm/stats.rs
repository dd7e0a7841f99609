//! The JavaScript facade of the statistics: `Stats21` (`duel::stats`) and
//! `Stats24` (`game24::stats`), static functions over each record's text.
//! The page stores the text as it is, hands it back, and draws `summary`.
//! Every text is read by the ledger's one reader of each kind (a record, an
//! entry, a file: `cards::ledger`, the same as natively) and what goes back
//! is written by serde_json.
//!
//! This is a wasm module of its own (Cargo feature `stats`), fetched when a
//! player opens the statistics screen. A finished match or deal is turned
//! into its entry by its game's module (`statsEntry21`, `statsEntry24`), and
//! the page keeps the entries until this module adds them to the records:
//! playing never downloads the statistics code.

use crate::cards::{Damage, Term};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{js_err, log_panics, text_arg, time_arg, to_js, write_json};
use crate::cards::ledger::{self, Imported, Ledger, LedgerEntry, Record, Refused};
use crate::cards::Refusal;
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
        empty::<Duel>(&since)
    }

    /// The stored record, checked; a damaged one is refused with a message.
    pub fn check(record: JsValue) -> Result<String, JsError> {
        check::<Duel>(&record)
    }

    /// The record with one finished match's entry (from `statsEntry21`)
    /// added (once: adding it again changes nothing).
    pub fn add(record: JsValue, entry: JsValue) -> Result<String, JsError> {
        add::<Duel>(&record, &entry)
    }

    /// The record merged with the 21点 part of an exported statistics file,
    /// which is checked like a stored record first; a refused file changes
    /// nothing.
    /// `{record, added, before_reset, present, removed}`: the merged record
    /// and what the import did, in games (see `cards::ledger::Imported`).
    /// `now`: this device's time (ms since 1970): a file's game finished
    /// later than it allows is refused (`Ledger::check_not_after`).
    pub fn import_file(record: JsValue, file: JsValue, now: JsValue) -> Result<JsValue, JsError> {
        import_file::<Duel>(&record, &file, &now)
    }

    /// The numbers the statistics screen shows (see `duel::stats::Summary21`).
    pub fn summary(record: JsValue) -> Result<JsValue, JsError> {
        summary::<Duel>(&record)
    }

    /// The exported statistics file (`cards::ledger::StatsFile`: both
    /// games' records and the practice record) as text, for the page to
    /// offer as a download: `record21` and `record24` are the stored
    /// records (checked here like any), `practice` the practice record's
    /// text as the practice module wrote it (`null` or `undefined`: none).
    /// Here, on 21点's class, for the page loads this module's classes by
    /// game; the file is both games'.
    ///
    /// # Errors
    /// A damaged record, or a practice record that is not JSON text.
    pub fn export_file(
        record21: JsValue,
        record24: JsValue,
        practice: JsValue,
    ) -> Result<String, JsError> {
        let duel = read_record::<Duel>(&record21)?;
        let game24 = read_record::<Points24>(&record24)?;
        let practice = if practice.is_null() || practice.is_undefined() {
            None
        } else {
            let text = text_arg(
                &practice,
                Damage::MustBeText {
                    what: Term::ArgPracticeRecord,
                }
                .into(),
            )?;
            let record: serde_json::Value = crate::cards::input::read(&text, "field")
                .map_err(|e| js_err(e.within(|detail| Refusal::PracticeDamaged { detail })))?;
            Some(record)
        };
        Ok(ledger::file_text(&duel, &game24, practice))
    }
}

/// Statistics across finished 24点 deals, like `Stats21`.
#[wasm_bindgen(js_name = Stats24)]
pub struct Stats24Js;

#[wasm_bindgen(js_class = Stats24)]
impl Stats24Js {
    /// An empty record counting deals finished from `since` (0: all).
    pub fn empty(since: JsValue) -> Result<String, JsError> {
        empty::<Points24>(&since)
    }

    /// The stored record, checked; a damaged one is refused with a message.
    pub fn check(record: JsValue) -> Result<String, JsError> {
        check::<Points24>(&record)
    }

    /// The record with one finished deal's entry (from `statsEntry24`)
    /// added (once).
    pub fn add(record: JsValue, entry: JsValue) -> Result<String, JsError> {
        add::<Points24>(&record, &entry)
    }

    /// The record merged with the 24点 part of an exported statistics file,
    /// checked first; a refused file changes nothing.
    /// `{record, added, before_reset, present, removed}`: the merged record
    /// and what the import did, in games (see `cards::ledger::Imported`).
    /// `now`: this device's time (ms since 1970): a file's game finished
    /// later than it allows is refused (`Ledger::check_not_after`).
    pub fn import_file(record: JsValue, file: JsValue, now: JsValue) -> Result<JsValue, JsError> {
        import_file::<Points24>(&record, &file, &now)
    }

    /// The numbers the statistics screen shows (see `game24::stats::Summary24`).
    pub fn summary(record: JsValue) -> Result<JsValue, JsError> {
        summary::<Points24>(&record)
    }

    /// The daily deal's streak and best day as of `today` from its record
    /// (text, empty for none): `{streak, today, best, days}`, see
    /// `game24::DailyRecord::summary`. A damaged record or a bad date throws.
    pub fn daily(record: JsValue, today: JsValue) -> Result<JsValue, JsError> {
        let text = super::text_arg(
            &record,
            Damage::MustBeText {
                what: Term::ArgDailyRecord,
            }
            .into(),
        )?;
        let r = crate::game24::DailyRecord::read(&text)
            .map_err(|e| js_err(e.within(|detail| Refusal::DailyRecordDamaged { detail })))?;
        let today = super::text_arg(
            &today,
            Damage::MustBeText {
                what: Term::ArgDate,
            }
            .into(),
        )?;
        to_js(&r.summary(&today).map_err(js_err)?)
    }
}

/// What one game's statistics differ in: their types, their entry's
/// reader, their summary and the words of a refusal. Records and files are
/// read by the ledger's one reader of each ([`Ledger::read`],
/// [`Ledger::read_file`]); everything else is the one code below.
trait Game {
    type Entry: LedgerEntry + serde::de::DeserializeOwned;
    type Totals: Record<Self::Entry>;
    type Summary: Serialize;
    type Error: std::fmt::Display + From<Refused> + Into<crate::cards::Refusal>;
    /// An entry refused for `why`.
    fn entry_refused(why: Refusal) -> Self::Error;
    /// An entry's text, read and checked.
    fn entry(text: &str) -> Result<Self::Entry, Self::Error>;
    fn summary(record: &Ledger<Self::Entry, Self::Totals>) -> Self::Summary;
}

struct Duel;

impl Game for Duel {
    type Entry = stats21::MatchEntry;
    type Totals = stats21::Totals21;
    type Summary = stats21::Summary21;
    type Error = stats21::StatsError;

    fn entry_refused(why: Refusal) -> stats21::StatsError {
        stats21::StatsError::Entry(why)
    }

    fn entry(text: &str) -> Result<stats21::MatchEntry, stats21::StatsError> {
        stats21::MatchEntry::from_json(text)
    }

    fn summary(record: &stats21::Stats21) -> stats21::Summary21 {
        stats21::summary(record)
    }
}

struct Points24;

impl Game for Points24 {
    type Entry = stats24::DealEntry;
    type Totals = stats24::Totals24;
    type Summary = stats24::Summary24;
    type Error = stats24::Stats24Error;

    fn entry_refused(why: Refusal) -> stats24::Stats24Error {
        stats24::Stats24Error::Entry(why)
    }

    fn entry(text: &str) -> Result<stats24::DealEntry, stats24::Stats24Error> {
        stats24::DealEntry::from_json(text)
    }

    fn summary(record: &stats24::Stats24) -> stats24::Summary24 {
        stats24::summary(record)
    }
}

// Every export passes through `empty` or `record` first, which put the
// panic hook in place (`log_panics`).

/// An empty record counting games finished from `since`: 0 (all), or a
/// moment the ledger accepts.
fn empty<G: Game>(since: &JsValue) -> Result<String, JsError> {
    log_panics();
    let since = time_arg(since, Term::WordResetTime)?;
    if since != 0 {
        ledger::check_at(since).map_err(js_err)?;
    }
    write_json(&Ledger::<G::Entry, G::Totals>::empty(
        <G::Totals as Record<G::Entry>>::VERSION,
        since,
    ))
}

fn check<G: Game>(record: &JsValue) -> Result<String, JsError> {
    write_json(&read_record::<G>(record)?)
}

fn add<G: Game>(record: &JsValue, entry: &JsValue) -> Result<String, JsError> {
    let record = read_record::<G>(record)?;
    let entry = text_arg(entry, G::entry_refused(Damage::NotText.into()).into())?;
    let entry = G::entry(&entry).map_err(js_err)?;
    write_json(&record.add(entry))
}

/// What `import_file` gives back: the merged record's text and the counts.
#[derive(Serialize)]
struct ImportReply {
    record: String,
    added: u64,
    before_reset: u64,
    present: u64,
    removed: u64,
    conflicts: u64,
}

fn import_file<G: Game>(
    record: &JsValue,
    file: &JsValue,
    now: &JsValue,
) -> Result<JsValue, JsError> {
    let record = read_record::<G>(record)?;
    let file = text_arg(
        file,
        Refusal::NotStatsFile {
            detail: Damage::NotText.to_string(),
        },
    )?;
    let imported = Ledger::read_file(&file).map_err(|e| js_err(G::Error::from(e)))?;
    let now = time_arg(now, Term::WordTimeNow)?;
    imported.check_not_after(now).map_err(js_err)?;
    let (merged, counts) = record.import(&imported);
    let Imported {
        added,
        before_reset,
        present,
        removed,
        conflicts,
    } = counts;
    to_js(&ImportReply {
        record: write_json(&merged)?,
        added,
        before_reset,
        present,
        removed,
        conflicts,
    })
}

fn summary<G: Game>(record: &JsValue) -> Result<JsValue, JsError> {
    to_js(&G::summary(&read_record::<G>(record)?))
}

/// The stored record, read and checked.
fn read_record<G: Game>(record: &JsValue) -> Result<Ledger<G::Entry, G::Totals>, JsError> {
    log_panics();
    let text = text_arg(
        record,
        G::Error::from(Refused::Record(Damage::RecordNotText.into())).into(),
    )?;
    Ledger::read(&text).map_err(|e| js_err(G::Error::from(e)))
}
