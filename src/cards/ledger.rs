//! A bounded ledger of finished games, the frame both games' statistics
//! (`duel::stats`, `game24::stats`) are kept in. It knows neither game: an
//! entry is anything with an id and a finishing time, and the running totals
//! are anything an entry can be folded into.
//!
//! # Shape
//!
//! A ledger keeps the newest [`MAX_ENTRIES`] entries, ordered by `(at, id)`,
//! and folds each older entry into `folded.totals` as it drops out, noting
//! the last one folded in `folded.upto`. So it stays small however long it is
//! played, and the totals still count every game. `since` is when the
//! statistics were last reset (0: never): a ledger counts only games that
//! finished at or after it.
//!
//! # Merging
//!
//! [`Ledger::merge`] is how a finished game is added (merged as a ledger of
//! one entry), how a tab keeps what another tab wrote meanwhile, and how an
//! imported file joins the record. It is a union of entries by id, so it is
//! commutative and idempotent (`merge(a, a) == a`): a game merged twice, or
//! merged by two tabs, counts once.
//!
//! - `since` is the later of the two (a reset in either wins); entries
//!   before it go.
//! - The folded part is taken whole from one side — the one whose fold went
//!   further (ties broken by content, so the choice does not depend on the
//!   order) — and entries at or before its `upto` are taken to be counted in
//!   it already. Two records that both folded games the other never saw (each
//!   played over [`MAX_ENTRIES`] games apart) therefore keep only one side's
//!   folded totals: merging never counts a game twice, but can leave out the
//!   other side's oldest games. A fold from before the later reset is dropped.
//! - Same id twice with different content (only a hand-edited file does
//!   that, on both sides or on one): the greater by `(at, content)` is
//!   kept, so each id counts once (see [`Ledger::checked`]), the content
//!   compared field by field (`PartialOrd`; any fixed order of contents
//!   keeps the merge commutative, and this one needs neither JSON nor
//!   number formatting in the wasm build). Adding a game and importing a
//!   file have a side to keep, the record: neither ever changes a stored
//!   entry ([`Ledger::add`] leaves a same-id entry out; [`Ledger::import`]
//!   reports a file's differing one as a conflict).

use crate::cards::Damage;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::cards::input;
use crate::cards::Refusal;

/// The newest entries a ledger keeps one by one.
pub const MAX_ENTRIES: usize = 200;
/// The longest id of an entry.
pub const MAX_ID_CHARS: usize = 40;
/// The earliest finishing time accepted (2017-07-14, in ms since 1970).
pub const MIN_AT: u64 = 1_500_000_000_000;
/// The latest finishing time accepted (2100-01-01).
pub const MAX_AT: u64 = 4_102_444_800_000;
/// How far after the importing device's clock a file's game may have
/// finished: a day, for a device whose clock runs ahead of this one's; any
/// later is a game that has not happened yet.
pub const FUTURE_SLACK_MS: u64 = 24 * 60 * 60 * 1000;

/// One finished game in a ledger.
pub trait LedgerEntry: Clone + PartialEq + PartialOrd + Serialize {
    /// Its id, unique in the ledger.
    fn id(&self) -> &str;
    /// When it finished, in ms since 1970.
    fn at(&self) -> u64;
    /// Whether its own fields are sane.
    ///
    /// # Errors
    /// What is wrong, in a few words.
    fn check(&self) -> Result<(), Refusal>;
}

/// Running totals that entries fold into.
pub trait Totals<E>: Clone + Default + PartialEq + PartialOrd + Serialize {
    /// Counts one more entry, the newest so far.
    fn add(&mut self, entry: &E);
    /// How many games (entries) these totals count.
    fn games(&self) -> u64;
    /// Whether the totals are sane.
    ///
    /// # Errors
    /// What is wrong, in a few words.
    fn check(&self) -> Result<(), Refusal>;
}

/// The last entry folded into the totals.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mark {
    /// Its finishing time.
    pub at: u64,
    /// Its id.
    pub id: String,
}

/// The entries that dropped out, as totals.
#[derive(Clone, Debug, Default, PartialEq, PartialOrd, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Folded<T> {
    /// The last entry folded in (none yet: `None`).
    pub upto: Option<Mark>,
    /// Everything folded so far.
    pub totals: T,
}

/// What importing a file did to the record (see [`Ledger::import`]), in
/// games: the file's games are each added, left out as older than the
/// reset, or already counted, and a file reset later than the record's
/// takes the record's older games with it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Imported {
    /// Games the record counts now and did not before.
    pub added: u64,
    /// The file's games left out: they finished before a reset.
    pub before_reset: u64,
    /// The file's games the record counted already (the same id).
    pub present: u64,
    /// The record's games no longer counted: the file's reset is later.
    pub removed: u64,
    /// The file's games under an id the record holds with other content:
    /// left out, the stored one kept as it was.
    pub conflicts: u64,
}

/// The ledger: see the module docs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ledger<E, T> {
    /// The format's version (the caller's constant).
    pub version: u32,
    /// When the statistics were last reset (0: never).
    pub since: u64,
    /// The newest entries, oldest first, by `(at, id)`.
    pub entries: Vec<E>,
    /// The older entries, as totals.
    pub folded: Folded<T>,
}

/// An id is 1–40 letters, digits, `-`, `_` or `.`.
pub fn check_id(id: &str) -> Result<(), Refusal> {
    let ok = !id.is_empty()
        && id.len() <= MAX_ID_CHARS
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'));
    if ok {
        Ok(())
    } else {
        // Quoted with control characters shown as '�' rather than `{:?}`:
        // string `Debug` brings Unicode escaping tables into the wasm.
        let shown: String = id
            .chars()
            .take(50)
            .map(|c| if c.is_control() { '\u{fffd}' } else { c })
            .collect();
        Err(Damage::IdInvalid {
            quote: shown,
            limit: MAX_ID_CHARS,
        }
        .into())
    }
}

/// A finishing time is a whole ms count from 2017 to 2100.
pub fn check_at(at: u64) -> Result<(), Refusal> {
    if (MIN_AT..=MAX_AT).contains(&at) {
        Ok(())
    } else {
        Err(Damage::TimeRange { at }.into())
    }
}

fn key<E: LedgerEntry>(e: &E) -> (u64, &str) {
    (e.at(), e.id())
}

/// Two values' order by content, to break ties: field by field. Every
/// float in a checked ledger is finite, so this is a total order.
fn by_content<V: PartialOrd>(a: &V, b: &V) -> std::cmp::Ordering {
    a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal)
}

impl<E: LedgerEntry, T: Totals<E>> Ledger<E, T> {
    /// An empty ledger of `version`, counting games from `since` (0: all).
    pub fn empty(version: u32, since: u64) -> Self {
        Ledger {
            version,
            since,
            entries: Vec::new(),
            folded: Folded::default(),
        }
    }

    /// A ledger holding just `entry` (what [`Ledger::merge`] adds).
    pub fn of_one(version: u32, entry: E) -> Self {
        Ledger {
            version,
            since: 0,
            entries: vec![entry],
            folded: Folded::default(),
        }
    }

    /// Checks everything a stored or imported ledger must satisfy: its
    /// version, `since`, each entry and the totals, the order of the entries
    /// (strictly by `(at, id)`, so no id twice), every entry at or after
    /// `since` and after `folded.upto`, and at most [`MAX_ENTRIES`] of them.
    ///
    /// # Errors
    /// The first thing wrong, in words.
    pub fn check(&self, version: u32) -> Result<(), Refusal> {
        if self.version != version {
            return Err(Refusal::VersionUnsupported {
                version: self.version,
            });
        }
        if self.since != 0 {
            check_at(self.since).map_err(|e| e.within(|because| Damage::ResetTime { because }))?;
        }
        if self.entries.len() > MAX_ENTRIES {
            return Err(Damage::EntriesTooMany {
                count: self.entries.len(),
                limit: MAX_ENTRIES,
            }
            .into());
        }
        let totals = |e: Refusal| e.within(|because| Damage::Totals { because });
        self.folded.totals.check().map_err(totals)?;
        if let Some(mark) = &self.folded.upto {
            check_id(&mark.id).map_err(totals)?;
            check_at(mark.at).map_err(totals)?;
            if mark.at < self.since {
                return Err(Damage::TotalsBeforeReset.into());
            }
        } else if self.folded.totals != T::default() {
            return Err(Damage::TotalsNameNone.into());
        }
        let mut last: Option<(u64, &str)> =
            self.folded.upto.as_ref().map(|m| (m.at, m.id.as_str()));
        for (i, e) in self.entries.iter().enumerate() {
            let n = i + 1;
            let entry = |m: Refusal| m.within(|because| Damage::Entry { n, because });
            check_id(e.id()).map_err(entry)?;
            check_at(e.at()).map_err(entry)?;
            e.check().map_err(entry)?;
            if e.at() < self.since {
                return Err(Damage::EntryBeforeReset { n }.into());
            }
            if last.is_some_and(|l| key(e) <= l) {
                return Err(Damage::EntryOutOfOrder { n }.into());
            }
            last = Some(key(e));
        }
        Ok(())
    }

    /// The ledger checked ([`Ledger::check`]) and with each id once: how
    /// a stored record or an imported file becomes a ledger. `check` lets an
    /// id repeat at another time (the order is by time first), which only a
    /// hand-edited text does; counted as it stands, that game would count
    /// twice. Each id is kept once, as [`Ledger::merge`] keeps it (the
    /// greater by `(at, content)`), and an entry with the id of the last
    /// folded game (counted in the totals already) is dropped.
    ///
    /// # Errors
    /// As [`Ledger::check`].
    pub fn checked(self, version: u32) -> Result<Self, Refusal> {
        self.check(version)?;
        // A merge with nothing: the union of this ledger's own entries.
        Ok(Ledger::empty(self.version, self.since).merge(&self))
    }

    /// The union of two ledgers (see the module docs): commutative and
    /// idempotent for ledgers that pass [`Ledger::check`].
    pub fn merge(&self, other: &Self) -> Self {
        let since = self.since.max(other.since);
        // The fold that went further, among those not from before a reset.
        let folds = [self, other]
            .into_iter()
            .filter(|l| l.since == since)
            .map(|l| &l.folded);
        let folded = folds
            .max_by(|a, b| a.upto.cmp(&b.upto).then_with(|| by_content(a, b)))
            .cloned()
            .unwrap_or_default();
        let upto = folded.upto.as_ref().map(|m| (m.at, m.id.as_str()));
        let mut entries: Vec<E> = Vec::with_capacity(self.entries.len() + other.entries.len());
        for e in self.entries.iter().chain(&other.entries) {
            // Folded already: up to the mark, and the mark's own id at any time.
            if e.at() < since || upto.is_some_and(|u| key(e) <= u || e.id() == u.1) {
                continue;
            }
            match entries.iter_mut().find(|x| x.id() == e.id()) {
                Some(x) => {
                    if e.at().cmp(&x.at()).then_with(|| by_content(e, x)).is_gt() {
                        *x = e.clone();
                    }
                }
                None => entries.push(e.clone()),
            }
        }
        // Ordered by (at, id), unique since ids are (merged above). Put in
        // place one by one rather than sorted: at most 2 × MAX_ENTRIES of
        // them, and the sort's code is large in the wasm.
        let mut sorted: Vec<E> = Vec::with_capacity(entries.len());
        for e in entries {
            let at = sorted.partition_point(|x| key(x) < key(&e));
            sorted.insert(at, e);
        }
        let entries = sorted;
        let mut merged = Ledger {
            version: self.version,
            since,
            entries,
            folded,
        };
        merged.fold_overflow();
        merged
    }

    /// This record with one finished game's `entry` added: how a game
    /// played on this page is counted. A stored entry is never changed by a
    /// later one with the same id: an identical one is a no-op, and one with
    /// other content (another time, another result: a forged or mistaken
    /// entry) is left out, the stored one kept, as [`Ledger::import`] keeps
    /// it. An id already folded into the totals is counted already too.
    pub fn add(&self, entry: E) -> Self {
        let folded_id = self.folded.upto.as_ref().map(|m| m.id.as_str());
        if self.entries.iter().any(|s| s.id() == entry.id()) || folded_id == Some(entry.id()) {
            return self.clone();
        }
        self.merge(&Ledger::of_one(self.version, entry))
    }

    /// Merges an imported `file` into this record ([`Ledger::merge`]) and
    /// says what that did in games: how many were added and why the file's
    /// others were not (see [`Imported`]). The counts follow the merge:
    /// added is the games counted after it less those of this record still
    /// counted; a game of the file that is neither added, nor older than the
    /// reset, nor a conflict was counted already.
    ///
    /// An entry already stored is never changed by an import: a file's
    /// entry under an id this record keeps, with other content (a later
    /// time, another result), is a conflict, left out, and the stored entry
    /// stays as it was. (Between tabs, [`Ledger::merge`] keeps the greater
    /// of the two instead, so that it is commutative; an import has a side
    /// to keep, the record.)
    ///
    /// One exception: a record that counts no game (reset, and nothing
    /// played since) takes the file as it is, its reset included. That is
    /// the way back after "export, then reset": the reset's question
    /// suggests exporting first, and importing that file must bring the
    /// statistics back, not leave its games out as older than the reset.
    pub fn import(&self, file: &Self) -> (Self, Imported) {
        if self.games() == 0 && file.since < self.since {
            let restored = Ledger::empty(self.version, file.since).merge(file);
            let n = Imported {
                added: restored.games(),
                ..Imported::default()
            };
            return (restored, n);
        }
        let stored_otherwise = |x: &E| self.entries.iter().any(|s| s.id() == x.id() && s != x);
        let conflicts = file.entries.iter().filter(|x| stored_otherwise(x)).count() as u64;
        let all = file.games();
        let file = &Ledger {
            entries: file
                .entries
                .iter()
                .filter(|x| !stored_otherwise(x))
                .cloned()
                .collect(),
            ..file.clone()
        };
        let merged = self.merge(file);
        let since = merged.since;
        // A side whose reset is older than `since` loses its fold whole
        // (see `merge`) and its entries from before `since`.
        let lost = |l: &Self| -> u64 {
            if l.since == since {
                return 0;
            }
            let entries = l.entries.iter().filter(|e| e.at() < since).count();
            l.folded.totals.games() + entries as u64
        };
        let removed = lost(self);
        let before_reset = lost(file);
        let added = merged
            .games()
            .saturating_sub(self.games().saturating_sub(removed));
        let present = all.saturating_sub(added + before_reset + conflicts);
        let n = Imported {
            added,
            before_reset,
            present,
            removed,
            conflicts,
        };
        (merged, n)
    }

    /// Refuses a ledger read from a file (before [`Ledger::import`]) whose
    /// entries include a game that finished after `now` (ms since 1970, the
    /// importing device's clock) by more than [`FUTURE_SLACK_MS`]: the
    /// first such entry, numbered from 1.
    ///
    /// # Errors
    /// [`Refusal::EntryAfterNow`]; [`Refusal::ResetAfterNow`] when the
    /// file's reset (`since`) is that late, for the merge keeps the later
    /// reset and would then drop every game played here until that day.
    pub fn check_not_after(&self, now: u64) -> Result<(), Refusal> {
        let latest = now.saturating_add(FUTURE_SLACK_MS);
        if self.since > latest {
            return Err(Refusal::ResetAfterNow);
        }
        match self.entries.iter().position(|e| e.at() > latest) {
            Some(i) => Err(Refusal::EntryAfterNow { n: i + 1 }),
            None => Ok(()),
        }
    }

    /// How many games the ledger counts: folded and kept.
    pub fn games(&self) -> u64 {
        self.folded.totals.games() + self.entries.len() as u64
    }

    /// Folds the oldest entries into the totals until at most
    /// [`MAX_ENTRIES`] remain.
    fn fold_overflow(&mut self) {
        let over = self.entries.len().saturating_sub(MAX_ENTRIES);
        for e in self.entries.drain(..over) {
            self.folded.totals.add(&e);
            self.folded.upto = Some(Mark {
                at: e.at(),
                id: e.id().to_string(),
            });
        }
    }

    /// The totals of every game counted: the folded totals with every kept
    /// entry added, oldest first.
    pub fn totals(&self) -> T {
        let mut t = self.folded.totals.clone();
        for e in &self.entries {
            t.add(e);
        }
        t
    }
}

/// The largest text a stored record or an imported file may be.
pub const MAX_TEXT_BYTES: usize = 1 << 20;
/// The largest text of one entry handed back by the page.
pub const MAX_ENTRY_BYTES: usize = 1024;

/// Reads a stored record of either game from text, bounded and fully
/// checked ([`Ledger::checked`]).
///
/// # Errors
/// Text over [`MAX_TEXT_BYTES`], text that is not a ledger (unknown fields
/// included), or a ledger that fails its checks.
pub fn read_ledger<E, T>(text: &str, version: u32) -> Result<Ledger<E, T>, Refusal>
where
    E: LedgerEntry + DeserializeOwned,
    T: Totals<E> + DeserializeOwned,
{
    let ledger: Ledger<E, T> = read_bounded(text, MAX_TEXT_BYTES)
        .map_err(|e| e.within(|because| Damage::NotReadable { because }))?;
    ledger.checked(version)
}

/// Reads one finished game's entry handed back by the page, checked like
/// one in a record: its id, its time and its own fields.
///
/// # Errors
/// Text over [`MAX_ENTRY_BYTES`], text that is not an entry, or an entry
/// that fails its checks.
pub fn read_entry<E: LedgerEntry + DeserializeOwned>(text: &str) -> Result<E, Refusal> {
    let entry: E = read_bounded(text, MAX_ENTRY_BYTES)
        .map_err(|e| e.within(|because| Damage::NotReadable { because }))?;
    check_entry(&entry)?;
    Ok(entry)
}

/// An entry's id, time and own fields, checked.
///
/// # Errors
/// What is wrong, in a few words.
pub fn check_entry<E: LedgerEntry>(entry: &E) -> Result<(), Refusal> {
    check_id(entry.id())?;
    check_at(entry.at())?;
    entry.check()
}

/// What an exported statistics file says it is.
pub const STATS_FILE_FORMAT: &str = "duel21-stats";
/// The version of the exported file's format.
pub const STATS_FILE_VERSION: u32 = 1;

/// An exported statistics file, the one format both games read:
/// `{format, version, "21": …, "24": …, "practice": …}`. Each game reads its
/// own part as its [`Ledger`] and the other's as
/// [`IgnoredAny`](serde::de::IgnoredAny) (the other game checks it); the
/// practice record (`duel::practice`), which files from before it lack, is
/// read by the practice module; the page imports only when all accept the file.
/// [`file_text`] writes it (the export), the engine's one writer of the format.
#[derive(Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct StatsFile<A, B, P = serde::de::IgnoredAny> {
    /// [`STATS_FILE_FORMAT`].
    pub format: String,
    /// [`STATS_FILE_VERSION`].
    pub version: u32,
    /// 21点's record.
    #[serde(rename = "21")]
    pub duel: A,
    /// 24点's record.
    #[serde(rename = "24")]
    pub game24: B,
    /// The practice record, if the file holds one.
    #[serde(default = "none", skip_serializing_if = "Option::is_none")]
    pub practice: Option<P>,
}

/// The exported statistics file of both games' records and, if there is
/// one, the practice record: [`StatsFile`] as text, indented for a person
/// to read. Every part goes in as the engine wrote it.
pub fn file_text<A: Serialize, B: Serialize, P: Serialize>(
    duel: A,
    game24: B,
    practice: Option<P>,
) -> String {
    let file = StatsFile {
        format: STATS_FILE_FORMAT.to_string(),
        version: STATS_FILE_VERSION,
        duel,
        game24,
        practice,
    };
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// No practice record (a file written before it, or by a page without one).
fn none<P>() -> Option<P> {
    None
}

/// Reads one game's part of an exported file (`part` picks it), checked
/// like a stored record (bounded, versioned, unknown fields refused, every
/// number sane); a refusal is led by `game`, the game that read it.
///
/// # Errors
/// What is wrong with the file.
pub fn read_file<F, E, T>(
    text: &str,
    version: u32,
    part: fn(F) -> Ledger<E, T>,
    game: &str,
) -> Result<Ledger<E, T>, Refusal>
where
    F: DeserializeOwned + FileFormat,
    E: LedgerEntry,
    T: Totals<E>,
{
    let in_part = |e: Refusal| {
        e.within(|because| Damage::GamePart {
            game: game.to_string(),
            because,
        })
    };
    let file: F = read_bounded(text, MAX_TEXT_BYTES)
        .map_err(|e| in_part(e).within(|detail| Refusal::NotStatsFile { detail }))?;
    if file.format() != (STATS_FILE_FORMAT, STATS_FILE_VERSION) {
        return Err(not_stats_file_version());
    }
    part(file)
        .checked(version)
        .map_err(|e| in_part(e).within(|detail| Refusal::StatsFileDamaged { detail }))
}

/// A statistics file of another format or version, refused.
pub fn not_stats_file_version() -> Refusal {
    Refusal::NotStatsFileVersion {
        format: STATS_FILE_FORMAT.to_string(),
        version: STATS_FILE_VERSION,
    }
}

/// What sets one game's statistics record apart from the other's: its
/// format version and its part of an exported file. Each game's totals
/// implement it; reading a stored record ([`Ledger::read`]), reading the
/// game's part of a file ([`Ledger::read_file`]) and writing a record
/// ([`Ledger::to_text`]) are then the one code below, for both games.
pub trait Record<E: LedgerEntry + DeserializeOwned>: Totals<E> + DeserializeOwned {
    /// The version of the game's record format.
    const VERSION: u32;
    /// The game's name, which leads a refusal of its part of a file (`"21点"`).
    const GAME: &'static str;
    /// The file as this game reads it: its own part as its ledger, the
    /// other game's left to that game.
    type File: DeserializeOwned + FileFormat;
    /// The game's part of a read file.
    fn part(file: Self::File) -> Ledger<E, Self>;
}

/// Why a stored record or an imported file is refused (each game's
/// statistics error takes it in with `From`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The stored record does not pass the checks.
    Record(Refusal),
    /// The imported file does not pass the checks.
    File(Refusal),
}

impl<E: LedgerEntry + DeserializeOwned, T: Record<E>> Ledger<E, T> {
    /// Reads a game's stored record ([`read_ledger`] at its version).
    ///
    /// # Errors
    /// [`Refused::Record`] saying what is damaged.
    pub fn read(text: &str) -> Result<Self, Refused> {
        read_ledger(text, T::VERSION).map_err(Refused::Record)
    }

    /// Reads the game's part of an exported file ([`read_file`]), checked
    /// like a stored record.
    ///
    /// # Errors
    /// [`Refused::File`] saying what is wrong.
    pub fn read_file(text: &str) -> Result<Self, Refused> {
        read_file(text, T::VERSION, T::part, T::GAME).map_err(Refused::File)
    }

    /// The record as text, as it is stored and as [`Ledger::read`] reads it.
    pub fn to_text(&self) -> String {
        to_text(self)
    }
}

/// A statistics file's format and version, whichever part is read.
pub trait FileFormat {
    /// `(format, version)`.
    fn format(&self) -> (&str, u32);
}

impl<A, B, P> FileFormat for StatsFile<A, B, P> {
    fn format(&self) -> (&str, u32) {
        (&self.format, self.version)
    }
}

/// Text of at most `max_bytes` bytes read as a `T` (`cards::input`).
fn read_bounded<T: DeserializeOwned>(text: &str, max_bytes: usize) -> Result<T, Refusal> {
    if text.len() > max_bytes {
        return Err(Refusal::LargerThan { limit: max_bytes });
    }
    input::read(text, "field")
}

/// A record or an entry as text (fields in order, no spaces).
pub fn to_text<V: Serialize>(value: &V) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// The mean of some numbers (`None` for none).
pub fn mean(xs: &[f64]) -> Option<f64> {
    (!xs.is_empty()).then(|| xs.iter().sum::<f64>() / xs.len() as f64)
}

/// The median of some whole numbers (`None` for none; the mean of the two
/// middle ones for an even count).
pub fn median(xs: &[u32]) -> Option<f64> {
    let mut v = xs.to_vec();
    v.sort_unstable();
    let n = v.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(f64::from(v[n / 2])),
        _ => Some((f64::from(v[n / 2 - 1]) + f64::from(v[n / 2])) / 2.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, PartialEq, PartialOrd, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct E {
        id: String,
        at: u64,
        won: bool,
    }

    impl LedgerEntry for E {
        fn id(&self) -> &str {
            &self.id
        }
        fn at(&self) -> u64 {
            self.at
        }
        fn check(&self) -> Result<(), Refusal> {
            Ok(())
        }
    }

    #[derive(Clone, Debug, Default, PartialEq, PartialOrd, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct T {
        games: u32,
        won: u32,
    }

    impl Totals<E> for T {
        fn add(&mut self, e: &E) {
            self.games += 1;
            self.won += u32::from(e.won);
        }
        fn games(&self) -> u64 {
            u64::from(self.games)
        }
        fn check(&self) -> Result<(), Refusal> {
            if self.won > self.games {
                return Err(Damage::CountsDontAddUp.into());
            }
            Ok(())
        }
    }

    type L = Ledger<E, T>;

    fn e(id: &str, at: u64, won: bool) -> E {
        E {
            id: id.into(),
            at: MIN_AT + at,
            won,
        }
    }

    fn with(entries: &[E]) -> L {
        entries
            .iter()
            .fold(L::empty(1, 0), |l, x| l.merge(&L::of_one(1, x.clone())))
    }

    #[test]
    fn merge_is_a_union_commutative_and_idempotent() {
        let a = with(&[e("a", 1, true), e("b", 3, false)]);
        let b = with(&[e("b", 3, false), e("c", 2, true)]);
        let ab = a.merge(&b);
        assert_eq!(ab, b.merge(&a));
        assert_eq!(ab.merge(&ab), ab);
        assert_eq!(ab.merge(&a), ab);
        assert_eq!(
            ab.entries.iter().map(|x| x.id.as_str()).collect::<Vec<_>>(),
            ["a", "c", "b"]
        );
        assert_eq!(ab.totals(), T { games: 3, won: 2 });
        ab.check(1).unwrap();
    }

    #[test]
    fn a_merge_orders_entries_by_time_then_id() {
        // Scrambled times with many equal ones, ids in no order.
        let made = |n: u64, salt: u64| -> Vec<E> {
            (0..n)
                .map(|i| {
                    let x = (i * 7919 + salt * 104_729) % 97;
                    e(&format!("id{}", (x * 31) % 89), x % 5, x.is_multiple_of(2))
                })
                .collect()
        };
        for (n, salt) in [(0, 0), (1, 1), (12, 2), (40, 3), (90, 4)] {
            let a = L {
                entries: made(n, salt),
                ..L::empty(1, 0)
            };
            let b = L {
                entries: made(n / 2 + 3, salt + 9),
                ..L::empty(1, 0)
            };
            let ab = a.merge(&b);
            let mut want = ab.entries.clone();
            want.sort_by(|x, y| key(x).cmp(&key(y)));
            assert_eq!(ab.entries, want, "n {n}");
            ab.check(1).unwrap();
        }
    }

    #[test]
    fn old_entries_fold_into_the_totals_and_still_count() {
        let all: Vec<E> = (0..250)
            .map(|i| e(&format!("g{i:03}"), i, i % 3 == 0))
            .collect();
        let l = with(&all);
        assert_eq!(l.entries.len(), MAX_ENTRIES);
        assert_eq!(l.folded.totals.games, 50);
        assert_eq!(l.folded.upto.as_ref().unwrap().id, "g049");
        assert_eq!(
            l.totals(),
            T {
                games: 250,
                won: 84
            }
        );
        l.check(1).unwrap();
        // A folded game merged again is not counted twice.
        assert_eq!(l.merge(&L::of_one(1, all[3].clone())), l);
        // Two tabs that each added games fold to the same record either way.
        let x = l.merge(&L::of_one(1, e("x", 999, true)));
        let y = l.merge(&L::of_one(1, e("y", 998, false)));
        assert_eq!(x.merge(&y), y.merge(&x));
        assert_eq!(
            x.merge(&y).totals(),
            T {
                games: 252,
                won: 85
            }
        );
    }

    #[test]
    fn a_reset_wins_and_drops_what_came_before() {
        let old = with(&[e("a", 1, true), e("b", 5, true)]);
        let reset = L::empty(1, MIN_AT + 3);
        let m = old.merge(&reset);
        assert_eq!(m, reset.merge(&old));
        assert_eq!(m.entries.len(), 1);
        assert_eq!(m.since, MIN_AT + 3);
        // A game from before the reset, re-added by a tab that missed it, stays out.
        assert_eq!(m.merge(&L::of_one(1, e("a", 1, true))), m);
    }

    /// What importing `file` into `record` added and left out, as
    /// `[added, before_reset, present, removed]`, and the merge it made.
    fn import(record: &L, file: &L) -> ([u64; 4], L) {
        let (merged, n) = record.import(file);
        if (record.games() > 0 || file.since >= record.since) && n.conflicts == 0 {
            assert_eq!(merged, record.merge(file), "an import is the merge");
        }
        ([n.added, n.before_reset, n.present, n.removed], merged)
    }

    #[test]
    fn an_import_says_what_it_added_and_why_not_the_rest() {
        let record = with(&[e("a", 10, true), e("b", 11, false)]);
        // Every game of the file already here: nothing added.
        assert_eq!(import(&record, &record).0, [0, 0, 2, 0]);
        // New ones and one already here.
        let file = with(&[e("a", 10, true), e("c", 12, true), e("d", 13, false)]);
        let (n, merged) = import(&record, &file);
        assert_eq!(n, [2, 0, 1, 0]);
        assert_eq!(merged.totals().games, 4);
        // A record reset after every game of the file, with nothing played
        // since: the file comes back whole, its reset with it (export,
        // reset, import).
        let reset = L {
            since: MIN_AT + 20,
            ..L::empty(1, 0)
        };
        let (n, restored) = import(&reset, &file);
        assert_eq!(n, [3, 0, 0, 0]);
        assert_eq!(restored, L::empty(1, 0).merge(&file));
        // Once a game is played after the reset, the file's older games
        // are left out: some before the reset, one after, one counted.
        let kept = reset.merge(&L::of_one(1, e("z", 30, true)));
        let file = with(&[e("a", 10, true), e("z", 30, true), e("y", 31, true)]);
        assert_eq!(import(&kept, &file).0, [1, 1, 1, 0]);
        // A file reset later than the record: the record's older games go.
        let later = L {
            since: MIN_AT + 11,
            ..with(&[e("c", 12, true)])
        };
        let (n, merged) = import(&record, &later);
        assert_eq!(n, [1, 0, 0, 1], "b stays (11 is not before 11), a goes");
        assert_eq!(merged.totals().games, 2);
        // An empty file adds nothing and says so.
        assert_eq!(import(&record, &L::empty(1, 0)).0, [0, 0, 0, 0]);
    }

    #[test]
    fn an_import_never_changes_a_stored_entry() {
        let record = with(&[e("a", 10, true), e("b", 11, false)]);
        // The file names `a` again, finished later and lost: another game
        // under a stored id. It is a conflict, and `a` stays as stored.
        let file = with(&[e("a", 12, false), e("b", 11, false), e("c", 13, true)]);
        let (merged, n) = record.import(&file);
        assert_eq!(
            [n.added, n.before_reset, n.present, n.removed, n.conflicts],
            [1, 0, 1, 0, 1]
        );
        assert_eq!(
            merged,
            with(&[e("a", 10, true), e("b", 11, false), e("c", 13, true)])
        );
        // Earlier, or at the same time with other content: the same.
        for other in [e("a", 9, true), e("a", 10, false)] {
            let (merged, n) = record.import(&L::of_one(1, other));
            assert_eq!(merged, record, "nothing changed");
            assert_eq!([n.added, n.present, n.conflicts], [0, 0, 1]);
        }
    }

    #[test]
    fn a_file_with_a_game_finished_after_now_is_refused() {
        let now = MIN_AT + 1_000;
        let file = with(&[e("a", 10, true), e("b", 11, false)]);
        assert_eq!(file.check_not_after(now), Ok(()));
        // A day ahead of this clock is another device's clock running fast.
        let ahead = with(&[e("a", 10, true), e("b", 1_000 + FUTURE_SLACK_MS, true)]);
        assert_eq!(ahead.check_not_after(now), Ok(()));
        // A millisecond more is a game that has not happened: the first such entry is named.
        let later = 1_001 + FUTURE_SLACK_MS;
        let future = with(&[
            e("a", 10, true),
            e("b", later, true),
            e("c", later + 5, false),
        ]);
        assert_eq!(
            future.check_not_after(now),
            Err(Refusal::EntryAfterNow { n: 2 })
        );
        // A reset dated after now would silently drop every game played
        // here until then: refused too.
        let mut reset_later = with(&[e("a", 10, true)]);
        reset_later.since = now + FUTURE_SLACK_MS + 1;
        assert_eq!(
            reset_later.check_not_after(now),
            Err(Refusal::ResetAfterNow)
        );
        reset_later.since = now + FUTURE_SLACK_MS;
        assert_eq!(reset_later.check_not_after(now), Ok(()));
        assert_eq!(
            Refusal::EntryAfterNow { n: 2 }.to_string(),
            "entry 2 finished more than a day after this device's time now: a game cannot finish in the future"
        );
    }

    #[test]
    fn an_added_entry_never_changes_a_stored_one() {
        let record = with(&[e("a", 10, true), e("b", 11, false)]);
        // The same entry again: nothing changes.
        assert_eq!(record.add(e("a", 10, true)), record);
        // The stored id, later, earlier, or at the same time with another
        // result: the stored entry stays as it was.
        for other in [e("a", 12, false), e("a", 9, true), e("a", 10, false)] {
            assert_eq!(record.add(other.clone()), record, "{other:?}");
        }
        // A new id is added.
        let added = record.add(e("c", 13, true));
        assert_eq!(
            added,
            with(&[e("a", 10, true), e("b", 11, false), e("c", 13, true)])
        );
        // An id folded into the totals counts once, at any time.
        let all: Vec<E> = (0..250).map(|i| e(&format!("g{i:03}"), i, true)).collect();
        let big = with(&all);
        assert_eq!(big.folded.upto.as_ref().unwrap().id, "g049");
        assert_eq!(big.add(e("g049", 400, false)), big);
        assert_eq!(big.add(e("g120", 400, false)), big);
    }

    #[test]
    fn an_import_counts_folded_games_too() {
        let all: Vec<E> = (0..250).map(|i| e(&format!("g{i:03}"), i, true)).collect();
        let big = with(&all);
        assert_eq!(big.folded.totals.games, 50);
        // The whole record again: every game, folded or kept, already here.
        assert_eq!(import(&big, &big).0, [0, 0, 250, 0]);
        // Into an empty record: all 250 added (the 50 folded ones with the fold).
        assert_eq!(import(&L::empty(1, 0), &big).0, [250, 0, 0, 0]);
        // Into a record reset after the fold and counting a game since:
        // the folded 50 and 150 more left out, 50 added with the new one.
        let reset = L::empty(1, MIN_AT + 200).merge(&L::of_one(1, e("new", 300, true)));
        assert_eq!(import(&reset, &big).0, [50, 200, 0, 0]);
        // With nothing played since the reset: all 250 back.
        assert_eq!(import(&L::empty(1, MIN_AT + 200), &big).0, [250, 0, 0, 0]);
    }

    #[test]
    fn an_id_counts_once_however_often_a_record_names_it() {
        // A hand-edited record: x twice (at different times, so in order),
        // and g049, already folded into the totals, again as an entry.
        let folded = with(
            &(0..250)
                .map(|i| e(&format!("g{i:03}"), i, true))
                .collect::<Vec<_>>(),
        );
        assert_eq!(folded.folded.upto.as_ref().unwrap().id, "g049");
        let mut edited = folded.clone();
        edited.entries.push(e("x", 300, true));
        edited.entries.push(e("x", 301, false));
        edited.entries.drain(..3);
        edited.entries.insert(0, e("g049", 52, true));
        edited.check(1).unwrap();
        assert_eq!(
            edited.totals().games,
            250,
            "as a plain sum: g049 and x twice"
        );
        let text = serde_json::to_string(&edited).unwrap();
        for read in [
            read_ledger::<E, T>(&text, 1).unwrap(),
            edited.clone().checked(1).unwrap(),
        ] {
            // g000..g049 folded, g053..g249 (197), and x once: 248.
            assert_eq!(read.totals().games, 248, "each id once");
            assert_eq!(read.games(), 248);
            let x: Vec<&E> = read.entries.iter().filter(|y| y.id == "x").collect();
            assert_eq!(x, [&e("x", 301, false)], "the one a merge keeps");
            read.check(1).unwrap();
        }
        // Merged as a file into a record: counted once there too.
        let (merged, n) = L::empty(1, 0).import(&edited.clone().checked(1).unwrap());
        assert_eq!(merged.totals().games, 248);
        assert_eq!(n.added, 248);
        // Imported twice: the second time adds nothing.
        let (again, n) = merged.import(&edited.checked(1).unwrap());
        assert_eq!(again, merged);
        assert_eq!((n.added, n.present), (0, 248));
        // The last folded id met again in a merge is not counted twice
        // (the ids folded before it are no longer known one by one).
        let late = L::of_one(1, e("g049", 400, true));
        assert_eq!(folded.merge(&late).totals().games, 250);
    }

    #[test]
    fn check_refuses_what_a_record_cannot_hold() {
        let good = with(&[e("a", 1, true), e("b", 2, false)]);
        good.check(1).unwrap();
        let mut bad = good.clone();
        bad.entries.swap(0, 1);
        assert!(bad
            .check(1)
            .unwrap_err()
            .to_string()
            .contains("out of order"));
        let mut bad = good.clone();
        bad.entries[1] = bad.entries[0].clone();
        assert!(bad.check(1).is_err());
        assert!(good
            .check(2)
            .unwrap_err()
            .to_string()
            .contains("version 1 is not supported"));
        let mut bad = good.clone();
        bad.entries[0].id = "no spaces".into();
        assert!(bad.check(1).is_err());
        let mut bad = good.clone();
        bad.entries[0].at = 5;
        assert!(bad.check(1).unwrap_err().to_string().contains("2017"));
        let mut bad = good.clone();
        bad.folded.totals = T { games: 1, won: 2 };
        assert!(bad.check(1).unwrap_err().to_string().contains("totals"));
        let mut bad = good.clone();
        bad.since = MIN_AT + 2;
        assert!(bad
            .check(1)
            .unwrap_err()
            .to_string()
            .contains("before the reset"));
        let text = serde_json::to_string(&good).unwrap();
        assert_eq!(read_ledger::<E, T>(&text, 1).unwrap(), good);
        let extra = text.replacen("{\"version\"", "{\"extra\":1,\"version\"", 1);
        assert_eq!(
            read_ledger::<E, T>(&extra, 1).unwrap_err().to_string(),
            "it is not readable ('extra' is not a field (use version, since, entries or folded))"
        );
        let wrong = text.replacen("\"won\":true", "\"won\":1", 1);
        assert_eq!(
            read_ledger::<E, T>(&wrong, 1).unwrap_err().to_string(),
            "it is not readable (entries[0].won: give true or false, not a number)"
        );
    }

    #[test]
    fn a_refused_id_is_quoted_with_control_characters_shown() {
        assert!(check_id("a-b_c.9").is_ok());
        let err = check_id("bad\nid\u{7}").unwrap_err().to_string();
        assert!(
            err.starts_with("the id 'bad\u{fffd}id\u{fffd}' is not 1–40"),
            "{err}"
        );
        // A long id is quoted by its first 50 characters.
        let err = check_id(&"x".repeat(60)).unwrap_err().to_string();
        assert!(err.contains(&format!("'{}'", "x".repeat(50))), "{err}");
    }

    #[test]
    fn means_and_medians() {
        assert_eq!(mean(&[]), None);
        assert_eq!(mean(&[1.0, 2.0, 6.0]), Some(3.0));
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[9, 1, 5]), Some(5.0));
        assert_eq!(median(&[4, 1, 3, 10]), Some(3.5));
    }
}
