//! Statistics across finished 24点 deals: what one finished deal adds
//! ([`DealEntry::of`]), the record they are kept in ([`Stats24`], a
//! [`Ledger`] of the last 200 deals plus running totals), how an imported
//! file is checked, and the numbers the statistics screen shows
//! ([`Summary24`]): deals played and solved, the solve rate, and the median
//! and best time, by difficulty. Pure: the page stores the text and draws
//! the summary.
//!
//! # Which deals
//!
//! Solo and vs-Computer deals, from player 1's side (the person): a deal is
//! solved when player 1 answered it correctly, or rightly said it has no
//! solution. A race is two people at one keyboard, so its deals are not
//! counted. The time of a solved deal is the time the answer reported. The
//! best time counts every solved deal; the median is over the deals kept one
//! by one (the newest 200), since a median cannot be kept as a running total.

use crate::cards::Damage;
use std::collections::BTreeMap;
use std::fmt;

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

use crate::cards::ledger::{self, check_at, Ledger, LedgerEntry, Totals};
use crate::cards::{Refusal, Seat};
use crate::game24::{DealEnd, Difficulty, Mode24, Rating, Session24, MAX_DEAL_MS};

/// The version of the record's format.
pub const STATS24_VERSION: u32 = 1;
/// The longest id the page may give a game (a deal's id adds `.index`).
pub const MAX_GAME_ID_CHARS: usize = 36;
const MAX_DEALS: u32 = 100_000_000;

/// How the deal was played.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Played {
    /// Alone.
    Solo,
    /// Against the computer.
    Computer,
}

/// One finished deal.
#[derive(Clone, Debug, PartialEq, PartialOrd, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealEntry {
    /// The game's id and the deal's number: `id.index`.
    pub id: String,
    /// When it finished, ms since 1970.
    pub at: u64,
    /// Solo or vs Computer.
    pub mode: Played,
    /// The deal's difficulty.
    pub difficulty: Difficulty,
    /// Player 1 answered it right (or rightly said "no solution").
    pub solved: bool,
    /// The time the deal took, in ms, as reported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ms: Option<u32>,
}

impl LedgerEntry for DealEntry {
    fn id(&self) -> &str {
        &self.id
    }

    fn at(&self) -> u64 {
        self.at
    }

    fn check(&self) -> Result<(), Refusal> {
        match self.ms {
            Some(ms) if ms > MAX_DEAL_MS => Err(Damage::DealTimeTooLong { ms }.into()),
            _ => Ok(()),
        }
    }
}

/// Why a deal, a record or a file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stats24Error {
    /// The stored record does not pass the checks.
    Record(Refusal),
    /// An imported file does not pass the checks (led by the game's name).
    File(Refusal),
    /// An entry handed in does not pass the checks.
    Entry(Refusal),
    /// No deal has finished yet.
    NoDeal,
}

impl From<Stats24Error> for Refusal {
    fn from(e: Stats24Error) -> Refusal {
        match e {
            Stats24Error::Record(e) => e.within(|detail| Refusal::Stats24Damaged { detail }),
            Stats24Error::File(e) => e,
            Stats24Error::Entry(e) => e.within(|detail| Refusal::DealEntryInvalid { detail }),
            Stats24Error::NoDeal => Refusal::NoDeal,
        }
    }
}

impl fmt::Display for Stats24Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for Stats24Error {}

impl DealEntry {
    /// The entry of the last finished deal of `session`, with id
    /// `game_id.index` and finishing time `at`; `None` in a race (not
    /// counted).
    ///
    /// # Errors
    /// [`Stats24Error::NoDeal`] before a deal finishes,
    /// [`Stats24Error::Entry`] for an id or time that is not sane.
    pub fn of(
        session: &Session24,
        game_id: &str,
        at: u64,
    ) -> Result<Option<DealEntry>, Stats24Error> {
        if game_id.len() > MAX_GAME_ID_CHARS {
            return Err(Stats24Error::Entry(Damage::GameIdTooLong.into()));
        }
        let game = session.game();
        let record = game.history().last().ok_or(Stats24Error::NoDeal)?;
        let id = format!("{game_id}.{}", record.deal.index);
        ledger::check_id(&id).map_err(Stats24Error::Entry)?;
        check_at(at).map_err(Stats24Error::Entry)?;
        let mode = match game.mode() {
            Mode24::Solo => Played::Solo,
            Mode24::VsComputer => Played::Computer,
            Mode24::Race => return Ok(None),
        };
        let solved = matches!(
            record.end,
            DealEnd::Solved { seat: Seat::P1, .. } | DealEnd::RightClaim { seat: Seat::P1 }
        );
        Ok(Some(DealEntry {
            id,
            at,
            mode,
            difficulty: Rating::rate(record.deal.values).difficulty,
            solved,
            ms: record.ms,
        }))
    }

    /// An entry handed back by the page (text), checked like one in a
    /// record.
    ///
    /// # Errors
    /// [`Stats24Error::Entry`] saying what is wrong.
    pub fn from_json(text: &str) -> Result<DealEntry, Stats24Error> {
        ledger::read_entry(text).map_err(Stats24Error::Entry)
    }
}

/// Counts for one difficulty.
#[derive(Clone, Debug, Default, PartialEq, PartialOrd, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally24 {
    /// Deals played.
    pub deals: u32,
    /// Deals solved.
    pub solved: u32,
    /// The fastest solved deal, in ms (none without a timed solve).
    pub best_ms: Option<u32>,
}

impl Tally24 {
    fn add(&mut self, e: &DealEntry) {
        self.deals = self.deals.saturating_add(1);
        if e.solved {
            self.solved = self.solved.saturating_add(1);
            if let Some(ms) = e.ms {
                self.best_ms = Some(self.best_ms.map_or(ms, |b| b.min(ms)));
            }
        }
    }

    fn check(&self) -> Result<(), Refusal> {
        let ok = self.deals <= MAX_DEALS
            && self.solved <= self.deals
            && self
                .best_ms
                .is_none_or(|ms| ms <= MAX_DEAL_MS && self.solved > 0);
        if ok {
            Ok(())
        } else {
            Err(Damage::CountsDontAddUp.into())
        }
    }
}

/// The running totals: a [`Tally24`] per difficulty.
#[derive(Clone, Debug, Default, PartialEq, PartialOrd, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Totals24(pub BTreeMap<Difficulty, Tally24>);

impl Totals<DealEntry> for Totals24 {
    fn add(&mut self, e: &DealEntry) {
        self.0.entry(e.difficulty).or_default().add(e);
    }

    fn games(&self) -> u64 {
        self.0.values().map(|t| u64::from(t.deals)).sum()
    }

    fn check(&self) -> Result<(), Refusal> {
        for (d, t) in &self.0 {
            t.check().map_err(|e| {
                e.within(|because| Damage::At {
                    place: format!("{d:?}"),
                    because,
                })
            })?;
        }
        Ok(())
    }
}

/// The 24点 statistics record (see [`Ledger`] for its shape and merging).
pub type Stats24 = Ledger<DealEntry, Totals24>;

/// 24点's record: read with [`Ledger::read`], its part of an exported file
/// ([`ledger::StatsFile`], the 21点 part left to `duel::stats`) with
/// [`Ledger::read_file`], written with [`Ledger::to_text`].
impl ledger::Record<DealEntry> for Totals24 {
    const VERSION: u32 = STATS24_VERSION;
    const GAME: &'static str = "24点";
    type File = ledger::StatsFile<IgnoredAny, Stats24>;
    fn part(file: Self::File) -> Stats24 {
        file.game24
    }
}

impl From<ledger::Refused> for Stats24Error {
    fn from(e: ledger::Refused) -> Stats24Error {
        match e {
            ledger::Refused::Record(e) => Stats24Error::Record(e),
            ledger::Refused::File(e) => Stats24Error::File(e),
        }
    }
}

/// One row of the screen's table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Row24 {
    /// The difficulty (none: the total row).
    pub difficulty: Option<Difficulty>,
    /// Deals played.
    pub deals: u32,
    /// Deals solved.
    pub solved: u32,
    /// solved ÷ deals in percent, to one decimal (none without a deal).
    pub rate: Option<f64>,
    /// The median time of the solved deals kept one by one, in ms.
    pub median_ms: Option<f64>,
    /// The best time of every solved deal, in ms.
    pub best_ms: Option<u32>,
}

/// What the statistics screen shows for 24点.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary24 {
    /// When the statistics were last reset (0: never).
    pub since: u64,
    /// One row per difficulty played, easiest first.
    pub rows: Vec<Row24>,
    /// Every difficulty together.
    pub total: Row24,
    /// Deals kept one by one (the medians are over these).
    pub kept: usize,
}

fn row(difficulty: Option<Difficulty>, t: &Tally24, times: &[u32]) -> Row24 {
    Row24 {
        difficulty,
        deals: t.deals,
        solved: t.solved,
        rate: (t.deals > 0)
            .then(|| (1000.0 * f64::from(t.solved) / f64::from(t.deals)).round() / 10.0),
        median_ms: ledger::median(times),
        best_ms: t.best_ms,
    }
}

/// The numbers the screen shows.
///
/// ```
/// use duel21::game24::stats::{summary, Stats24, STATS24_VERSION};
/// let s = summary(&Stats24::empty(STATS24_VERSION, 0));
/// assert!(s.rows.is_empty());
/// assert_eq!((s.total.deals, s.total.rate), (0, None));
/// ```
pub fn summary(stats: &Stats24) -> Summary24 {
    let totals = stats.totals().0;
    let times = |d: Option<Difficulty>| -> Vec<u32> {
        stats
            .entries
            .iter()
            .filter(|e| e.solved && d.is_none_or(|d| e.difficulty == d))
            .filter_map(|e| e.ms)
            .collect()
    };
    let rows = totals
        .iter()
        .map(|(&d, t)| row(Some(d), t, &times(Some(d))))
        .collect();
    let mut all = Tally24::default();
    for t in totals.values() {
        all.deals = all.deals.saturating_add(t.deals);
        all.solved = all.solved.saturating_add(t.solved);
        all.best_ms = match (all.best_ms, t.best_ms) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
    }
    Summary24 {
        since: stats.since,
        rows,
        total: row(None, &all, &times(None)),
        kept: stats.entries.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The ledger's one reader and writer, with this game's refusals.
    fn read_stats(text: &str) -> Result<Stats24, Stats24Error> {
        Ok(Stats24::read(text)?)
    }
    fn read_file(text: &str) -> Result<Stats24, Stats24Error> {
        Ok(Stats24::read_file(text)?)
    }
    fn to_text(r: &Stats24) -> String {
        r.to_text()
    }
    use crate::cards::ledger::MIN_AT;
    use crate::cards::Seed;
    use crate::game24::{Action24, Config24Input};

    fn deal(id: &str, at: u64, difficulty: Difficulty, solved: bool, ms: u32) -> DealEntry {
        DealEntry {
            id: id.into(),
            at: MIN_AT + at,
            mode: Played::Solo,
            difficulty,
            solved,
            ms: Some(ms),
        }
    }

    fn record(entries: &[DealEntry]) -> Stats24 {
        entries
            .iter()
            .fold(Stats24::empty(STATS24_VERSION, 0), |r, e| {
                r.merge(&Stats24::of_one(STATS24_VERSION, e.clone()))
            })
    }

    fn session(mode: &str) -> Session24 {
        let input = Config24Input {
            mode: Some(mode.into()),
            seed: Some("42".into()),
            ..Config24Input::default()
        };
        Session24::new(&input, Seed(0)).unwrap()
    }

    #[test]
    fn a_finished_deal_becomes_one_entry() {
        let mut s = session("solo");
        assert_eq!(DealEntry::of(&s, "g", MIN_AT), Err(Stats24Error::NoDeal));
        let answer = match s.game().solutions().first() {
            Some(sol) => Action24::Answer {
                seat: Seat::P1,
                text: sol.to_string(),
                ms: Some(8_000),
            },
            None => Action24::ClaimNoSolution {
                seat: Seat::P1,
                ms: Some(8_000),
            },
        };
        let difficulty = s.game().rating().difficulty;
        s.play(answer).unwrap();
        let e = DealEntry::of(&s, "g1", MIN_AT + 5).unwrap().unwrap();
        assert_eq!(e.id, "g1.0");
        assert_eq!(
            (e.solved, e.ms, e.difficulty, e.mode),
            (true, Some(8_000), difficulty, Played::Solo)
        );
        let text = serde_json::to_string(&e).unwrap();
        assert_eq!(DealEntry::from_json(&text).unwrap(), e);
        s.play(Action24::Next).unwrap();
        s.play(Action24::GiveUp { ms: Some(3_000) }).unwrap();
        let e = DealEntry::of(&s, "g1", MIN_AT + 6).unwrap().unwrap();
        assert_eq!((e.id.as_str(), e.solved), ("g1.1", false));

        let mut race = session("race");
        race.play(Action24::GiveUp { ms: None }).unwrap();
        assert_eq!(DealEntry::of(&race, "r", MIN_AT), Ok(None));
        assert!(DealEntry::of(&s, &"x".repeat(37), MIN_AT).is_err());
    }

    #[test]
    fn solve_rate_median_and_best_by_difficulty() {
        let s = summary(&record(&[
            deal("a", 1, Difficulty::Easy, true, 4_000),
            deal("b", 2, Difficulty::Easy, true, 10_000),
            deal("c", 3, Difficulty::Easy, false, 60_000),
            deal("d", 4, Difficulty::Easy, true, 6_000),
            deal("e", 5, Difficulty::Hard, true, 30_000),
            deal("f", 6, Difficulty::Hard, false, 90_000),
            deal("g", 7, Difficulty::Hard, true, 20_000),
        ]));
        assert_eq!(s.rows.len(), 2);
        let easy = &s.rows[0];
        assert_eq!(easy.difficulty, Some(Difficulty::Easy));
        assert_eq!((easy.deals, easy.solved, easy.rate), (4, 3, Some(75.0)));
        assert_eq!((easy.median_ms, easy.best_ms), (Some(6_000.0), Some(4_000)));
        let hard = &s.rows[1];
        assert_eq!(
            (hard.rate, hard.median_ms, hard.best_ms),
            (Some(66.7), Some(25_000.0), Some(20_000))
        );
        assert_eq!(
            (s.total.deals, s.total.solved, s.total.best_ms),
            (7, 5, Some(4_000))
        );
        assert_eq!(s.total.median_ms, Some(10_000.0));
    }

    #[test]
    fn the_best_time_survives_the_fold_and_merge_is_a_union() {
        let mut entries: Vec<DealEntry> = (0..230)
            .map(|i| {
                deal(
                    &format!("d{i:03}"),
                    i,
                    Difficulty::Medium,
                    true,
                    9_000 + i as u32,
                )
            })
            .collect();
        entries[0].ms = Some(1_234);
        let r = record(&entries);
        let s = summary(&r);
        assert_eq!(
            (s.total.deals, s.total.best_ms, s.kept),
            (230, Some(1_234), 200)
        );
        let a = r.merge(&Stats24::of_one(
            STATS24_VERSION,
            deal("x", 900, Difficulty::Hard, false, 1),
        ));
        let b = r.merge(&Stats24::of_one(
            STATS24_VERSION,
            deal("y", 901, Difficulty::Easy, true, 2),
        ));
        assert_eq!(a.merge(&b), b.merge(&a));
        assert_eq!(a.merge(&b).merge(&a), a.merge(&b));
        assert_eq!(summary(&a.merge(&b)).total.deals, 232);
    }

    #[test]
    fn a_file_is_read_like_a_stored_record() {
        let r = record(&[deal("a", 1, Difficulty::Easy, true, 4_000)]);
        let file = format!(
            r#"{{"format":"duel21-stats","version":1,"21":{{}},"24":{}}}"#,
            to_text(&r)
        );
        assert_eq!(read_file(&file).unwrap(), r);
        let refused = |text: String, why: &str| {
            let e = read_file(&text).unwrap_err().to_string();
            assert!(e.contains(why), "{e} should say {why}");
        };
        refused(file.replace("4000", "700000000"), "longer than 7 days");
        refused(
            file.replace("\"easy\"", "\"trivial\""),
            "not a statistics file",
        );
        refused(
            file.replace("\"solved\":true", "\"solved\":true,\"x\":1"),
            "'x' is not a field",
        );
        refused(file.replace(",\"21\":{}", ""), "'21' is missing");
        let mut bad = r.clone();
        bad.folded.totals.0.insert(
            Difficulty::Hard,
            Tally24 {
                deals: 1,
                solved: 2,
                best_ms: None,
            },
        );
        refused(
            format!(
                r#"{{"format":"duel21-stats","version":1,"21":{{}},"24":{}}}"#,
                to_text(&bad)
            ),
            "totals",
        );
        assert!(read_stats("{").is_err());
        assert_eq!(read_stats(&to_text(&r)).unwrap(), r);
    }
}
