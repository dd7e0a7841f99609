//! Practice over days: the player's practice cards kept on the device, when
//! each is due again, and the practice statistics.
//!
//! A practice card is a [`Position`] where the player chose wrong (in a
//! match, or in a drill), with the choice made. [`Practice`] keeps at most
//! [`MAX_CARDS`] of them, one per position: the same mistake made again
//! brings its card back for today rather than adding a second.
//!
//! # The schedule
//!
//! When a card is due again is the FSRS algorithm's answer (Free Spaced
//! Repetition Scheduler, its default parameters, 90 % retention), from the
//! `rs-fsrs` crate of the FSRS authors: small and plain (its one dependency
//! is `chrono`, which the wasm build already links through wasm-bindgen),
//! where the `fsrs` crate brings the `burn` training framework with it. Its
//! long-term scheduler is used (whole days, no same-day steps): a right
//! answer is rated Good, a wrong one Again, and a known card moves out by
//! days, then weeks. A wrong answer has one relearning step of a day (as
//! Anki's relearning steps): the card is due the next day, not after FSRS's
//! post-lapse interval, so a mistake is asked again until it is right. The clock is injected:
//! every call takes [`Today`], the page's `Date.now()` and time zone, and
//! nothing here reads a clock.
//!
//! # The numbers
//!
//! Due today: cards due before the end of the player's local day. Learned:
//! cards whose last answer was right and whose next one is at least
//! [`LEARNED_DAYS`] days away. The streak: local days in a row with at least
//! one drill answered, ending today or yesterday. Accuracy: right answers
//! among the last [`RECENT`] drills answered.

use crate::cards::Damage;
use std::fmt;

use rs_fsrs::{Card as FsrsCard, Parameters, Rating, State, FSRS};
use serde::{Deserialize, Serialize};

use crate::cards::Refusal;
use crate::duel::ai::Choice;
use crate::duel::drill::{answer, Drill, DrillError, Position, Verdict};

/// The most practice cards kept.
pub const MAX_CARDS: usize = 200;
/// How many of the latest answers the accuracy counts.
pub const RECENT: usize = 50;
/// A card is learned once its next review is this many days away.
pub const LEARNED_DAYS: i64 = 7;
/// The version of the record's format.
pub const PRACTICE_VERSION: u32 = 1;
const DAY_MS: i64 = 86_400_000;
/// Times are kept between 2000 and 2200 (ms since 1970).
const TIME_RANGE: std::ops::RangeInclusive<i64> = 946_684_800_000..=7_258_118_400_000;
/// The local days of [`TIME_RANGE`] (a day either side for the time zones).
const DAY_RANGE: std::ops::RangeInclusive<i64> =
    (946_684_800_000 / DAY_MS - 1)..=(7_258_118_400_000 / DAY_MS + 1);
/// The stability (days) an answered card keeps: FSRS's own floor (its
/// smallest first stability is 0.1) to a thousand years. Outside it FSRS's
/// formulas give no number (0, NaN) or dates past 2200.
const STABILITY: std::ops::RangeInclusive<f64> = 0.01..=365_000.0;
/// FSRS's difficulty of an answered card.
const DIFFICULTY: std::ops::RangeInclusive<f64> = 1.0..=10.0;
/// Days between answers, and to the next (FSRS's longest interval is 36 500).
const DAYS: std::ops::RangeInclusive<i64> = 0..=100_000;

/// The injected clock: now, and the player's offset from UTC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Today {
    /// ms since 1970 (`Date.now()`).
    pub now: i64,
    /// Minutes to add to UTC for local time (−`getTimezoneOffset()`).
    pub offset_minutes: i32,
}

impl Today {
    /// The clock at `now` in a time zone `offset_minutes` ahead of UTC.
    ///
    /// # Errors
    /// A time outside 2000–2200 or an offset beyond ±14 hours.
    pub fn new(now: i64, offset_minutes: i32) -> Result<Today, PracticeError> {
        if !TIME_RANGE.contains(&now) || offset_minutes.abs() > 14 * 60 {
            return Err(PracticeError::Clock);
        }
        Ok(Today {
            now,
            offset_minutes,
        })
    }

    fn local(self, ms: i64) -> i64 {
        ms + i64::from(self.offset_minutes) * 60_000
    }

    /// The local day number (days since 1970-01-01 in the player's zone).
    pub fn day(self) -> i64 {
        self.local(self.now).div_euclid(DAY_MS)
    }

    /// The first instant (UTC ms) of the next local day.
    fn end_of_day(self) -> i64 {
        (self.day() + 1) * DAY_MS - i64::from(self.offset_minutes) * 60_000
    }
}

/// Why a practice record or an answer is refused.
#[derive(Clone, Debug, PartialEq)]
pub enum PracticeError {
    /// The clock is out of range.
    Clock,
    /// No card has that number.
    NoCard(usize),
    /// The card asked is no longer in the record (another tab moved the
    /// cards, or an import replaced them).
    Gone,
    /// The record breaks a bound or a rule.
    Record(Refusal),
    /// A position is refused.
    Drill(DrillError),
}

impl From<PracticeError> for Refusal {
    fn from(e: PracticeError) -> Refusal {
        match e {
            PracticeError::Clock => Damage::ClockRange.into(),
            PracticeError::NoCard(index) => Damage::NoPracticeCard { index }.into(),
            PracticeError::Gone => Refusal::CardGone,
            PracticeError::Record(why) => why.within(|detail| Refusal::PracticeDamaged { detail }),
            PracticeError::Drill(e) => {
                Refusal::from(e).within(|because| Damage::PracticeCardDamaged { because })
            }
        }
    }
}

impl fmt::Display for PracticeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for PracticeError {}

impl From<DrillError> for PracticeError {
    fn from(e: DrillError) -> PracticeError {
        PracticeError::Drill(e)
    }
}

/// FSRS's memory of one card, as kept (times in ms since 1970).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Memory {
    /// When the card is due.
    pub due: i64,
    /// When it was last answered (when it was made, before any answer).
    pub last: i64,
    /// FSRS stability (days).
    pub stability: f64,
    /// FSRS difficulty (1–10).
    pub difficulty: f64,
    /// Days between the last two answers.
    pub elapsed_days: i64,
    /// Days from the last answer to the due date.
    pub scheduled_days: i64,
    /// Answers.
    pub reps: u32,
    /// Wrong answers after a right one.
    pub lapses: u32,
    /// Never answered in practice yet.
    pub new: bool,
    /// The last answer was right.
    pub right: bool,
}

impl Memory {
    fn new(now: i64) -> Memory {
        Memory {
            due: now,
            last: now,
            stability: 0.0,
            difficulty: 0.0,
            elapsed_days: 0,
            scheduled_days: 0,
            reps: 0,
            lapses: 0,
            new: true,
            right: false,
        }
    }

    /// The schedule is one FSRS can go on from: a new card's memory is
    /// unused (kept as made, zeros), an answered card's stability and
    /// difficulty are in FSRS's ranges (a stability of 0 divides by zero).
    fn check(&self) -> Result<(), Refusal> {
        if !TIME_RANGE.contains(&self.due) || !TIME_RANGE.contains(&self.last) {
            return Err(Damage::CardDateRange.into());
        }
        if !DAYS.contains(&self.elapsed_days) || !DAYS.contains(&self.scheduled_days) {
            return Err(Damage::CardIntervalRange.into());
        }
        if self.new {
            if self.stability != 0.0 || self.difficulty != 0.0 {
                return Err(Damage::NewCardHasMemory.into());
            }
        } else if !STABILITY.contains(&self.stability) {
            return Err(Damage::CardStabilityRange.into());
        } else if !DIFFICULTY.contains(&self.difficulty) {
            return Err(Damage::CardDifficultyRange.into());
        }
        Ok(())
    }

    fn to_fsrs(&self) -> FsrsCard {
        let time = |ms| chrono::DateTime::from_timestamp_millis(ms).unwrap_or_default();
        FsrsCard {
            due: time(self.due),
            stability: self.stability,
            difficulty: self.difficulty,
            elapsed_days: self.elapsed_days,
            scheduled_days: self.scheduled_days,
            reps: self.reps as i32,
            lapses: self.lapses as i32,
            state: if self.new { State::New } else { State::Review },
            last_review: time(self.last),
        }
    }

    /// The memory after an answer at `now`: FSRS's next card for Good
    /// (right) or Again (wrong).
    ///
    /// What it gives is always a memory [`Memory::check`] accepts: an answer
    /// timed before the last one (the clock moved back) counts as made at
    /// the last one's time (FSRS's memory of a negative interval is NaN),
    /// and stability, difficulty and dates are held to their ranges.
    fn answered(&self, right: bool, now: i64) -> Memory {
        let fsrs = FSRS::new(Parameters {
            enable_short_term: false,
            ..Parameters::default()
        });
        let now = now.max(self.last);
        let at = chrono::DateTime::from_timestamp_millis(now).unwrap_or_default();
        let rating = if right { Rating::Good } else { Rating::Again };
        let next = fsrs.next(self.to_fsrs(), at, rating).card;
        // A relearning step of one day: a wrong answer comes back tomorrow,
        // whatever FSRS's post-lapse interval (its memory is kept as FSRS
        // computed it).
        let (due, scheduled_days) = if right {
            (next.due.timestamp_millis(), next.scheduled_days)
        } else {
            (
                next.due.timestamp_millis().min(now + DAY_MS),
                next.scheduled_days.min(1),
            )
        };
        let held = |x: f64, range: &std::ops::RangeInclusive<f64>| {
            if x.is_nan() {
                *range.start()
            } else {
                x.clamp(*range.start(), *range.end())
            }
        };
        let last_time = *TIME_RANGE.end();
        Memory {
            due: due.clamp(now, last_time),
            last: now,
            stability: held(next.stability, &STABILITY),
            difficulty: held(next.difficulty, &DIFFICULTY),
            elapsed_days: next.elapsed_days.clamp(*DAYS.start(), *DAYS.end()),
            scheduled_days: scheduled_days
                .min((last_time - now) / DAY_MS)
                .clamp(*DAYS.start(), *DAYS.end()),
            reps: u32::try_from(next.reps).unwrap_or(0),
            lapses: u32::try_from(next.lapses).unwrap_or(0),
            new: false,
            right,
        }
    }

    fn learned(&self) -> bool {
        self.right && self.scheduled_days >= LEARNED_DAYS
    }
}

/// One practice card.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PracticeCard {
    /// The table.
    pub position: Position,
    /// The choice that was made there (wrong).
    pub choice: Choice,
    /// Its schedule.
    pub memory: Memory,
}

/// The player's practice record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Practice {
    /// [`PRACTICE_VERSION`].
    pub version: u32,
    /// The cards, oldest first.
    pub cards: Vec<PracticeCard>,
    /// Drills answered, ever.
    pub answered: u32,
    /// The latest answers (at most [`RECENT`], oldest first): right or not.
    pub recent: Vec<bool>,
    /// The local day of the last answer.
    pub last_day: Option<i64>,
    /// Days in a row with an answer, up to `last_day`.
    pub streak: u32,
}

impl Default for Practice {
    fn default() -> Practice {
        Practice {
            version: PRACTICE_VERSION,
            cards: Vec::new(),
            answered: 0,
            recent: Vec::new(),
            last_day: None,
            streak: 0,
        }
    }
}

/// What the Practice screen shows.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PracticeSummary {
    /// Cards due before the end of today.
    pub due_today: usize,
    /// Cards kept.
    pub cards: usize,
    /// Cards learned.
    pub learned: usize,
    /// Days in a row with a drill answered (0 when the last was before
    /// yesterday).
    pub streak: u32,
    /// Drills answered, ever.
    pub answered: u32,
    /// Answers counted in `accuracy` (at most [`RECENT`]).
    pub recent: usize,
    /// Percent right of the latest answers (`None` before the first).
    pub accuracy: Option<f64>,
}

/// What [`Practice::merge`] did to the cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Merged {
    /// The file's positions that were new here and are kept.
    pub added: usize,
    /// This record's cards that made room (the newest [`MAX_CARDS`] are kept).
    pub removed: usize,
}

/// A card due, ready to ask: its number and its position (no answer).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DueCard {
    /// The card's number, for [`Practice::answer`].
    pub index: usize,
    /// The table as it was.
    pub position: Position,
}

impl Practice {
    /// Checks a record read from storage or a file: the version, the bounds,
    /// one card per position, each card's position and schedule.
    ///
    /// # Errors
    /// The first broken rule.
    pub fn checked(self) -> Result<Practice, PracticeError> {
        let bad = |why: Refusal| Err(PracticeError::Record(why));
        if self.version != PRACTICE_VERSION {
            return bad(Damage::PracticeVersion.into());
        }
        if self.cards.len() > MAX_CARDS {
            return bad(Damage::PracticeTooManyCards.into());
        }
        if self.recent.len() > RECENT || self.recent.len() as u64 > u64::from(self.answered) {
            return bad(Damage::RecentOverAnswers.into());
        }
        if (self.streak > 0) != self.last_day.is_some() {
            return bad(Damage::StreakLastDay.into());
        }
        if let Some(day) = self.last_day {
            // A day between 2000 and 2200, and no more days in a row than
            // there have been since 2000.
            if !DAY_RANGE.contains(&day) || i64::from(self.streak) > day - DAY_RANGE.start() + 1 {
                return bad(Damage::StreakLastDay.into());
            }
        }
        for (i, c) in self.cards.iter().enumerate() {
            c.memory.check().map_err(PracticeError::Record)?;
            if self.cards[..i].iter().any(|o| o.position.same(&c.position)) {
                return bad(Damage::PositionTwice.into());
            }
        }
        Ok(self)
    }

    /// Keeps `choice` in `position` as a practice card due now; the same
    /// position again is due now again. When full, the card due furthest
    /// ahead makes room. Returns whether a new card was made.
    pub fn keep(&mut self, position: Position, choice: Choice, today: Today) -> bool {
        if let Some(c) = self.cards.iter_mut().find(|c| c.position.same(&position)) {
            c.memory.due = c.memory.due.min(today.now);
            c.choice = choice;
            return false;
        }
        if self.cards.len() >= MAX_CARDS {
            if let Some(far) = (0..self.cards.len()).max_by_key(|&i| self.cards[i].memory.due) {
                self.cards.remove(far);
            }
        }
        self.cards.push(PracticeCard {
            position,
            choice,
            memory: Memory::new(today.now),
        });
        true
    }

    /// Keeps every drill of `drills` (a match's mistakes); returns how many
    /// new cards were made.
    pub fn keep_all(&mut self, drills: &[Drill], today: Today) -> usize {
        drills
            .iter()
            .filter(|d| self.keep(d.position.clone(), d.decision.choice, today))
            .count()
    }

    /// The cards due before the end of today, earliest first.
    pub fn due(&self, today: Today) -> Vec<DueCard> {
        let end = today.end_of_day();
        let mut due: Vec<usize> = (0..self.cards.len())
            .filter(|&i| self.cards[i].memory.due < end)
            .collect();
        due.sort_by_key(|&i| self.cards[i].memory.due);
        due.into_iter()
            .map(|index| DueCard {
                index,
                position: self.cards[index].position.clone(),
            })
            .collect()
    }

    /// Answers card `index` with `choice`: the verdict, the card's next due
    /// date (FSRS) and the statistics.
    ///
    /// # Errors
    /// No such card, or its position is refused.
    pub fn answer(
        &mut self,
        index: usize,
        choice: Choice,
        today: Today,
    ) -> Result<Verdict, PracticeError> {
        let card = self.cards.get(index).ok_or(PracticeError::NoCard(index))?;
        let verdict = answer(&card.position, choice)?;
        let memory = card.memory.answered(verdict.right, today.now);
        self.cards[index].memory = memory;
        self.count(verdict.right, today);
        Ok(verdict)
    }

    /// Answers the card kept for `position` (as [`Practice::due`] gave it):
    /// as [`Practice::answer`], found by its position, so that cards moved
    /// meanwhile (another tab's answer made room, an import) never take the
    /// answer meant for another.
    ///
    /// # Errors
    /// [`PracticeError::Gone`] when no card holds `position` any more.
    pub fn answer_card(
        &mut self,
        position: &Position,
        choice: Choice,
        today: Today,
    ) -> Result<Verdict, PracticeError> {
        let index = self
            .cards
            .iter()
            .position(|c| c.position.same(position))
            .ok_or(PracticeError::Gone)?;
        self.answer(index, choice, today)
    }

    /// Answers a drill asked outside the Practice screen (a match's mistake
    /// asked at the end of its review, a themed set's position): the
    /// verdict and the statistics. A position a card already holds is that
    /// card's answer, scheduled as [`Practice::answer`] schedules it, so a
    /// drill counts the same wherever it is answered; any other position is
    /// kept as a card when the answer is wrong.
    ///
    /// # Errors
    /// The position is refused.
    pub fn answer_new(
        &mut self,
        position: &Position,
        choice: Choice,
        today: Today,
    ) -> Result<Verdict, PracticeError> {
        if let Some(index) = self.cards.iter().position(|c| c.position.same(position)) {
            return self.answer(index, choice, today);
        }
        let verdict = answer(position, choice)?;
        if !verdict.right {
            self.keep(position.clone(), choice, today);
        }
        self.count(verdict.right, today);
        Ok(verdict)
    }

    fn count(&mut self, right: bool, today: Today) {
        self.answered = self.answered.saturating_add(1);
        self.recent.push(right);
        if self.recent.len() > RECENT {
            self.recent.remove(0);
        }
        let day = today.day();
        self.streak = match self.last_day {
            Some(d) if d == day => self.streak.max(1),
            Some(d) if d == day - 1 => self.streak.saturating_add(1),
            _ => 1,
        };
        self.last_day = Some(day);
    }

    /// The Practice screen's numbers.
    pub fn summary(&self, today: Today) -> PracticeSummary {
        let right = self.recent.iter().filter(|&&r| r).count();
        // A last day after today (the clock moved back) counts no streak.
        let streak = match self.last_day {
            Some(d) if (0..=1).contains(&(today.day() - d)) => self.streak,
            _ => 0,
        };
        PracticeSummary {
            due_today: self.due(today).len(),
            cards: self.cards.len(),
            learned: self.cards.iter().filter(|c| c.memory.learned()).count(),
            streak,
            answered: self.answered,
            recent: self.recent.len(),
            accuracy: (!self.recent.is_empty())
                .then(|| 100.0 * right as f64 / self.recent.len() as f64),
        }
    }

    /// The practice record an exported statistics file holds (`None` for a
    /// file without one, as every file written before practice), checked as
    /// a stored record is.
    ///
    /// # Errors
    /// Text that is not a statistics file, or a damaged practice record.
    pub fn from_file(text: &str) -> Result<Option<Practice>, Refusal> {
        use crate::cards::ledger::{
            not_stats_file_version, StatsFile, MAX_TEXT_BYTES, STATS_FILE_FORMAT,
            STATS_FILE_VERSION,
        };
        use serde::de::IgnoredAny;
        if text.len() > MAX_TEXT_BYTES {
            return Err(Refusal::LargerThan {
                limit: MAX_TEXT_BYTES,
            });
        }
        let file: StatsFile<IgnoredAny, IgnoredAny, Practice> =
            crate::cards::input::read(text, "field")
                .map_err(|e| e.within(|detail| Refusal::NotStatsFile { detail }))?;
        if (file.format.as_str(), file.version) != (STATS_FILE_FORMAT, STATS_FILE_VERSION) {
            return Err(not_stats_file_version());
        }
        file.practice
            .map(|p| {
                p.checked().map_err(|e| {
                    Refusal::from(e)
                        .within(|because| Damage::PracticePart { because })
                        .within(|detail| Refusal::StatsFileDamaged { detail })
                })
            })
            .transpose()
    }

    /// Merges an imported record into this one: the union of the cards (one
    /// per position, the one answered later kept; the newest [`MAX_CARDS`]),
    /// the larger counts, the later day. Says how many of the file's
    /// positions were new and are kept, and how many of this record's cards
    /// made room for them.
    pub fn merge(&mut self, other: Practice) -> Merged {
        // Each card with whether it came from the file as a new position.
        let mut cards: Vec<(PracticeCard, bool)> = std::mem::take(&mut self.cards)
            .into_iter()
            .map(|c| (c, false))
            .collect();
        let before = cards.len();
        for c in other.cards {
            match cards.iter_mut().find(|(o, _)| o.position.same(&c.position)) {
                Some((o, _)) if o.memory.last < c.memory.last => *o = c,
                Some(_) => {}
                None => cards.push((c, true)),
            }
        }
        if cards.len() > MAX_CARDS {
            // Stable: of two answered at the same time, this record's is kept.
            cards.sort_by_key(|(c, _)| c.memory.last);
            let extra = cards.len() - MAX_CARDS;
            cards.drain(..extra);
        }
        let added = cards.iter().filter(|(_, new)| *new).count();
        let merged = Merged {
            added,
            removed: before - (cards.len() - added),
        };
        self.cards = cards.into_iter().map(|(c, _)| c).collect();
        if other.answered > self.answered {
            self.answered = other.answered;
            self.recent = other.recent;
        }
        if other.last_day > self.last_day {
            self.last_day = other.last_day;
            self.streak = other.streak;
        }
        merged
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_cards;

    const HOUR: i64 = 3_600_000;
    /// 2026-12-01 09:00 UTC.
    const START: i64 = 1_764_579_600_000;

    fn position() -> Position {
        let mut unseen = [4u8; 13];
        unseen[9] = 1;
        unseen[8] = 3;
        Position::new(
            parse_cards("10h 10d").unwrap(),
            parse_cards("10s 9s").unwrap(),
            true,
            unseen,
        )
        .unwrap()
    }

    fn at(day: i64, hour: i64) -> Today {
        Today::new(START + day * DAY_MS + hour * HOUR, 60).unwrap()
    }

    #[test]
    fn a_statistics_file_carries_the_practice_record_and_merging_it_adds_only_new_positions() {
        let mut mine = Practice::default();
        assert!(mine.keep(position(), Choice::Take, at(0, 0)));
        let file = |practice: &str| {
            format!(r#"{{"format":"duel21-stats","version":1,"21":{{}},"24":{{}}{practice}}}"#)
        };
        // A file from before practice has none; a file with one gives it back, checked.
        assert_eq!(Practice::from_file(&file("")).unwrap(), None);
        let text = serde_json::to_string(&mine).unwrap();
        let read = Practice::from_file(&file(&format!(r#","practice":{text}"#)))
            .unwrap()
            .unwrap();
        assert_eq!(read, mine);
        // The same position again is not a new card; another position is.
        let mut other = Practice::default();
        assert_eq!(other.merge(read.clone()).added, 1);
        assert_eq!(other.merge(read).added, 0);
        assert_eq!(other.cards.len(), 1);
        // A damaged practice part refuses the file, with the reason.
        let damaged = text.replacen(r#""version":1"#, r#""version":9"#, 1);
        let e = Practice::from_file(&file(&format!(r#","practice":{damaged}"#)))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("practice part") && e.contains("unknown version"),
            "{e}"
        );
        let e = Practice::from_file(r#"{"format":"other","version":1,"21":0,"24":0}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("not a duel21-stats file"), "{e}");
    }

    #[test]
    fn a_drill_answered_outside_practice_schedules_its_card_as_practice_does() {
        // A match's mistake kept as a card at the match's end, then answered
        // right in the review's drills: not due again today, as if answered
        // on the Practice screen.
        let mut learn = Practice::default();
        let mut practice = Practice::default();
        for p in [&mut learn, &mut practice] {
            assert!(p.keep(position(), Choice::Take, at(0, 0)));
            assert_eq!(p.due(at(0, 1)).len(), 1);
        }
        let a = learn
            .answer_new(&position(), Choice::Stand, at(0, 1))
            .unwrap();
        let b = practice
            .answer_card(&position(), Choice::Stand, at(0, 1))
            .unwrap();
        assert_eq!(a, b);
        assert_eq!(learn, practice);
        assert!(learn.due(at(0, 2)).is_empty());
        assert_eq!(learn.cards.len(), 1, "still one card for the position");
        // A wrong answer to a card's position brings it back the next day, once.
        learn
            .answer_new(&position(), Choice::Take, at(5, 0))
            .unwrap();
        practice
            .answer_card(&position(), Choice::Take, at(5, 0))
            .unwrap();
        assert_eq!(learn, practice);
        assert_eq!(learn.cards.len(), 1);
    }

    #[test]
    fn a_card_walks_through_days_of_right_and_wrong_answers() {
        let mut p = Practice::default();
        assert!(p.keep(position(), Choice::Take, at(0, 0)));
        assert!(
            !p.keep(position(), Choice::Take, at(0, 0)),
            "one per position"
        );
        assert_eq!(p.due(at(0, 0)).len(), 1);
        // Day 0: wrong. Due again the next day, not later today.
        let v = p.answer(0, Choice::Take, at(0, 1)).unwrap();
        assert!(!v.right && v.best == Choice::Stand);
        assert!(p.due(at(0, 2)).is_empty());
        assert_eq!(p.due(at(1, 0)).len(), 1);
        assert_eq!(p.summary(at(0, 2)).learned, 0);
        // Day 1: right. The interval grows to days.
        p.answer(0, Choice::Stand, at(1, 0)).unwrap();
        let first = p.cards[0].memory.scheduled_days;
        assert!(first >= 1, "{:?}", p.cards[0].memory);
        assert!(p.due(at(1, 0)).is_empty());
        // Right each time it comes due: each interval longer than the last,
        // and it is learned once a week or more away.
        let mut day = 1;
        let mut last = first;
        for _ in 0..4 {
            day += last;
            assert!(p.due(at(day - 1, 0)).is_empty(), "not due before day {day}");
            assert_eq!(p.due(at(day, 0)).len(), 1, "due on day {day}");
            p.answer(0, Choice::Stand, at(day, 0)).unwrap();
            let next = p.cards[0].memory.scheduled_days;
            assert!(next > last, "{next} after {last}");
            last = next;
        }
        assert!(last >= LEARNED_DAYS);
        assert_eq!(p.summary(at(day, 0)).learned, 1);
        // Forgotten: due the next day again, and no longer learned.
        p.answer(0, Choice::Take, at(day + last, 0)).unwrap();
        assert_eq!(p.cards[0].memory.lapses, 1);
        assert_eq!(p.cards[0].memory.scheduled_days, 1);
        assert_eq!(p.summary(at(day + last, 0)).learned, 0);
        // The same clock gives the same schedule.
        let mut q = Practice::default();
        q.keep(position(), Choice::Take, at(0, 0));
        q.answer(0, Choice::Take, at(0, 1)).unwrap();
        q.answer(0, Choice::Stand, at(1, 0)).unwrap();
        assert_eq!(q.cards[0].memory.scheduled_days, first);
    }

    #[test]
    fn statistics_count_answers_accuracy_and_the_streak() {
        let mut p = Practice::default();
        let pos = position();
        for day in 0..3 {
            p.answer_new(&pos, Choice::Stand, at(day, 0)).unwrap();
        }
        assert!(p.cards.is_empty(), "a right answer keeps no card");
        p.answer_new(&pos, Choice::Take, at(2, 3)).unwrap();
        assert_eq!(p.cards.len(), 1, "a wrong one does");
        let s = p.summary(at(2, 5));
        assert_eq!((s.answered, s.streak, s.recent), (4, 3, 4));
        assert_eq!(s.accuracy, Some(75.0));
        assert_eq!(p.summary(at(3, 5)).streak, 3, "yesterday still counts");
        assert_eq!(p.summary(at(4, 5)).streak, 0);
        for _ in 0..60 {
            p.answer_new(&pos, Choice::Stand, at(5, 0)).unwrap();
        }
        let s = p.summary(at(5, 1));
        assert_eq!(
            (s.answered, s.recent, s.accuracy, s.streak),
            (64, 50, Some(100.0), 1)
        );
    }

    #[test]
    fn the_record_is_bounded_and_a_forged_one_refused() {
        let mut p = Practice::default();
        let drills = crate::duel::theme::generate(crate::duel::theme::Theme::Soft, 3, 1);
        assert_eq!(p.keep_all(&drills, at(0, 0)), 3);
        let text = serde_json::to_string(&p).unwrap();
        let back: Practice = serde_json::from_str(&text).unwrap();
        assert_eq!(back.clone().checked().unwrap(), p);
        let mut twice = p.clone();
        twice.cards.push(twice.cards[0].clone());
        assert!(twice.checked().is_err());
        let mut late = p.clone();
        late.cards[0].memory.due = i64::MAX;
        assert!(late.checked().is_err());
        let mut many = p.clone();
        many.recent = vec![true; 51];
        many.answered = 60;
        assert!(many.checked().is_err());
        assert!(serde_json::from_str::<Practice>(
            &text.replace("\"answered\"", "\"x\":1,\"answered\"")
        )
        .is_err());
        // Full: the card due furthest ahead makes room for a new one.
        let mut full = Practice::default();
        for i in 0..MAX_CARDS as i64 {
            let mut c = p.cards[0].clone();
            c.memory.due = START + i * HOUR + if i == 57 { 900 * DAY_MS } else { 0 };
            full.cards.push(c);
        }
        assert!(full.keep(position(), Choice::Take, at(0, 2)));
        assert_eq!(full.cards.len(), MAX_CARDS);
        assert!(full
            .cards
            .iter()
            .all(|c| c.memory.due < START + 800 * DAY_MS));
        assert!(full.cards.iter().any(|c| c.position.same(&position())));
    }

    /// A kept card of `position()` with `memory`, as text read back.
    fn with_memory(edit: impl Fn(&mut Memory)) -> Result<Practice, PracticeError> {
        let mut p = Practice::default();
        p.keep(position(), Choice::Take, at(0, 0));
        p.answer(0, Choice::Take, at(0, 1)).unwrap();
        edit(&mut p.cards[0].memory);
        let text = serde_json::to_string(&p).unwrap();
        serde_json::from_str::<Practice>(&text).unwrap().checked()
    }

    #[test]
    fn a_schedule_fsrs_cannot_go_on_from_is_refused_with_its_reason() {
        assert!(with_memory(|_| {}).is_ok());
        for (edit, why) in [
            (
                Box::new(|m: &mut Memory| m.stability = 0.0) as Box<dyn Fn(&mut Memory)>,
                "stability",
            ),
            (Box::new(|m: &mut Memory| m.stability = 1e-300), "stability"),
            (Box::new(|m: &mut Memory| m.stability = 1e6), "stability"),
            (Box::new(|m: &mut Memory| m.difficulty = 0.0), "difficulty"),
            (Box::new(|m: &mut Memory| m.due = i64::MAX), "date"),
            (
                Box::new(|m: &mut Memory| {
                    m.new = true;
                }),
                "memory already",
            ),
        ] {
            let e = with_memory(edit).unwrap_err().to_string();
            assert!(e.contains(why), "{e}");
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        /// Any record the engine accepts, answered any way at any time it
        /// takes, is one it accepts again: it never writes what it would refuse.
        #[test]
        fn an_accepted_record_answered_stays_accepted(
            stability in proptest::prop_oneof![0.0..400_000.0f64, 0.0..2.0f64],
            difficulty in 0.0..=10.0f64,
            new in proptest::bool::ANY,
            due in TIME_RANGE,
            last in TIME_RANGE,
            elapsed in DAYS,
            scheduled in DAYS,
            reps in 0u32..1000,
            answers in proptest::collection::vec((proptest::bool::ANY, TIME_RANGE), 1..6),
        ) {
            let memory = Memory {
                due, last,
                stability: if new { 0.0 } else { stability },
                difficulty: if new { 0.0 } else { difficulty },
                elapsed_days: elapsed, scheduled_days: scheduled,
                reps, lapses: reps / 2, new, right: false,
            };
            proptest::prop_assume!(memory.check().is_ok());
            let mut p = Practice::default();
            p.cards.push(PracticeCard { position: position(), choice: Choice::Take, memory });
            let mut p = p.checked().unwrap();
            for (right, now) in answers {
                let choice = if right { Choice::Stand } else { Choice::Take };
                p.answer_card(&position(), choice, Today::new(now, 0).unwrap()).unwrap();
                let text = serde_json::to_string(&p).unwrap();
                let back: Practice = serde_json::from_str(&text).unwrap();
                proptest::prop_assert!(back.clone().checked().is_ok(), "{:?} from {text}", back.checked());
            }
        }
    }

    #[test]
    fn an_answer_finds_its_card_by_position_and_a_card_gone_is_refused() {
        let drills = crate::duel::theme::generate(crate::duel::theme::Theme::Soft, 3, 1);
        let mut p = Practice::default();
        p.keep_all(&drills, at(0, 0));
        let due = p.due(at(0, 1));
        let asked = due[1].position.clone();
        // Another tab drops the first card: the numbers move, the position does not.
        p.cards.remove(0);
        p.answer_card(&asked, Choice::Stand, at(0, 2)).unwrap();
        let answered: Vec<bool> = p
            .cards
            .iter()
            .map(|c| c.position.same(&asked) && !c.memory.new)
            .collect();
        assert_eq!(answered.iter().filter(|&&a| a).count(), 1);
        assert!(p
            .cards
            .iter()
            .filter(|c| !c.position.same(&asked))
            .all(|c| c.memory.new));
        let gone = due[0].position.clone();
        assert_eq!(
            p.answer_card(&gone, Choice::Stand, at(0, 2)),
            Err(PracticeError::Gone)
        );
    }

    #[test]
    fn a_merge_says_how_many_of_its_cards_are_kept_and_how_many_local_ones_made_room() {
        let made = |range: std::ops::Range<usize>, day: i64| {
            let mut p = Practice::default();
            for i in range {
                p.keep(synthetic(i), Choice::Take, at(day, 0));
            }
            p
        };
        // A full record of this device's, and a file of five positions answered later.
        let file = made(200..205, 1);
        let mut full = made(0..MAX_CARDS, 0);
        assert_eq!(
            full.merge(file.clone()),
            Merged {
                added: 5,
                removed: 5
            }
        );
        assert_eq!(full.cards.len(), MAX_CARDS);
        // Room to spare: every new position kept, nothing of this device's removed.
        let mut few = made(0..2, 0);
        assert_eq!(
            few.merge(file),
            Merged {
                added: 5,
                removed: 0
            }
        );
        // A file answered earlier than a full record: none of it is kept, and none counted.
        let mut full = made(0..MAX_CARDS, 1);
        assert_eq!(
            full.merge(made(200..205, 0)),
            Merged {
                added: 0,
                removed: 0
            }
        );
    }

    /// A distinct valid position for each `i` below 200 (a 16 against a 17
    /// with one fewer unseen card of some ranks).
    fn synthetic(i: usize) -> Position {
        let mut unseen = [4u8; 13];
        unseen[9] = 2; // the two tens in the hands (me 10h 6c, opp 10s 7d)
        unseen[5] = 3;
        unseen[6] = 3;
        // i in base 2 over eight ranks: which of them have a card played.
        for (bit, rank) in [0usize, 1, 2, 3, 4, 7, 8, 10].iter().enumerate() {
            if i >> bit & 1 == 1 {
                unseen[*rank] -= 1;
            }
        }
        Position::new(
            parse_cards("10h 6c").unwrap(),
            parse_cards("10s 7d").unwrap(),
            false,
            unseen,
        )
        .unwrap()
    }

    #[test]
    fn a_streak_is_bounded_by_the_days_since_2000_and_a_last_day_ahead_counts_none() {
        let mut p = Practice::default();
        p.answer_new(&position(), Choice::Stand, at(0, 0)).unwrap();
        let mut ahead = p.clone();
        ahead.last_day = Some(at(30, 0).day());
        ahead.streak = 40;
        let ahead = ahead.checked().unwrap();
        assert_eq!(
            ahead.summary(at(0, 1)).streak,
            0,
            "a day to come counts no streak"
        );
        let mut long = p.clone();
        long.streak = 99_999;
        assert!(long.checked().is_err());
        let mut far = p;
        far.last_day = Some(1_000_000);
        assert!(far.checked().is_err());
    }
}
