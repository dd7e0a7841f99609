//! Statistics across finished 21点 matches: what one finished match adds
//! ([`MatchEntry::of`]), the record they are kept in ([`Stats21`], a
//! [`Ledger`] of the last 200 matches plus running totals), how two records
//! merge, how an imported file is checked, and the numbers the statistics
//! screen shows ([`Summary21`]). Pure: the page stores the text and draws the
//! summary.
//!
//! # Whose match
//!
//! vs Computer, the entry is the person's side: the result, the rounds and
//! the accuracy (`duel::review`) of the seat the computer does not hold,
//! counted per computer level. In PvP both seats are people, and the page
//! cannot tell which of them is "you" (the names are free text and the
//! people may swap seats), so a PvP match is kept from seat 1's side but the
//! screen shows PvP only as played, decided and drawn, with no streak and no
//! accuracy. The accuracy means and the chart are vs-Computer matches only.
//!
//! An online match (`duel::online`, a friend on another device) is this
//! device's side of it, counted apart from the rest and per friend: its
//! entry names the friend as their device named itself ([`MatchEntry::friend`],
//! a name as [`clean_name`] keeps it), and the totals keep a [`Tally`] per
//! name, the newest [`MAX_FRIENDS`] names by their own and any further ones
//! together under the empty name (the summary's "others").
//!
//! # Streaks
//!
//! A streak is matches won in a row against one level; a drawn or lost match
//! ends it. The current streak is the run at the end, the best the longest.

use crate::cards::Damage;
use std::collections::BTreeMap;
use std::fmt;

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

use crate::cards::ledger::{self, check_at, check_id, Ledger, LedgerEntry, Totals};
use crate::cards::{clean_name, Level, Refusal, Seat};
use crate::duel::game::MAX_ROUNDS;
use crate::duel::{Duel, Mode, Outcome, Phase, Review, Session};

/// The version of the record's format.
pub const STATS21_VERSION: u32 = 1;
/// The most matches the totals may count (a sanity bound).
const MAX_MATCHES: u32 = 100_000_000;
/// How many of the newest vs-Computer matches the chart shows.
pub const CHART_MATCHES: usize = 50;
/// How many friends' names the totals keep apart (the rest count together).
pub const MAX_FRIENDS: usize = 100;

/// Who the person played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Opponent {
    /// Another person at the same screen.
    Pvp,
    /// The computer at Easy.
    Easy,
    /// The computer at Classic.
    Classic,
    /// The computer at Expert.
    Expert,
    /// A friend on another device (an online match; the entry names them).
    Online,
}

impl Opponent {
    /// All, in the order the screen lists them.
    pub const ALL: [Opponent; 4] = [
        Opponent::Pvp,
        Opponent::Easy,
        Opponent::Classic,
        Opponent::Expert,
    ];

    fn of(level: Level) -> Opponent {
        match level {
            Level::Easy => Opponent::Easy,
            Level::Classic => Opponent::Classic,
            Level::Expert => Opponent::Expert,
        }
    }
}

/// A match's result from the side kept (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MatchResult {
    /// More rounds won than lost.
    Won,
    /// Fewer.
    Lost,
    /// As many.
    Drawn,
}

/// One finished match; unknown fields are refused, `accuracy` may be missing.
#[derive(Clone, Debug, PartialEq, PartialOrd, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchEntry {
    /// Unique per match (the page draws it when the match ends).
    pub id: String,
    /// When it finished, ms since 1970.
    pub at: u64,
    /// Who the person played.
    pub vs: Opponent,
    /// The result.
    pub result: MatchResult,
    /// Rounds won, lost and drawn.
    pub rounds: [u32; 3],
    /// The person's accuracy, 0–100 to one decimal (vs Computer only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accuracy: Option<f64>,
    /// The friend's name (an online match only; never empty).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub friend: Option<String>,
    /// An online match ended by a claim (the other device stopped
    /// answering): its result is the claim's, the round in play counted to
    /// the claimant, whatever the rounds before.
    #[serde(default, skip_serializing_if = "is_false")]
    pub claimed: bool,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_false(b: &bool) -> bool {
    !*b
}

impl LedgerEntry for MatchEntry {
    fn id(&self) -> &str {
        &self.id
    }

    fn at(&self) -> u64 {
        self.at
    }

    fn check(&self) -> Result<(), Refusal> {
        let [w, l, d] = self.rounds;
        let n = w.saturating_add(l).saturating_add(d);
        if !(1..=MAX_ROUNDS).contains(&n) {
            return Err(Damage::RoundsRange {
                n,
                limit: MAX_ROUNDS,
            }
            .into());
        }
        let result = result_of(w, l);
        if self.claimed {
            if self.vs != Opponent::Online || self.result == MatchResult::Drawn {
                return Err(Damage::ClaimNotOnline.into());
            }
        } else if result != self.result {
            return Err(Damage::ResultDisagrees {
                result: format!("{:?}", self.result),
                won: w,
                lost: l,
                drawn: d,
            }
            .into());
        }
        match (self.vs, &self.friend) {
            (Opponent::Online, None) => return Err(Damage::FriendMissing.into()),
            (Opponent::Online, Some(name)) => match clean_name(name) {
                Ok(clean) if !clean.is_empty() && clean == name => {}
                _ => return Err(Damage::FriendNotName.into()),
            },
            (_, Some(_)) => return Err(Damage::FriendNotOnline.into()),
            (_, None) => {}
        }
        match (self.vs, self.accuracy) {
            (Opponent::Pvp | Opponent::Online, None) => Ok(()),
            (Opponent::Online, Some(_)) => Err(Damage::AccuracyOnline.into()),
            (Opponent::Pvp, Some(_)) => Err(Damage::AccuracyPvp.into()),
            (_, None) => Err(Damage::AccuracyMissing.into()),
            (_, Some(a)) if a.is_finite() && (0.0..=100.0).contains(&a) => Ok(()),
            (_, Some(a)) => Err(Damage::AccuracyRange {
                accuracy: decimal_text(a),
            }
            .into()),
        }
    }
}

/// A number in words for a message, to at most three decimals (`150`,
/// `0.5`, `-2.125`), written without Rust's float formatting, which the
/// wasm build then leaves out (about 20 KB).
///
fn decimal_text(x: f64) -> String {
    if !x.is_finite() {
        return if x.is_nan() {
            "NaN"
        } else if x > 0.0 {
            "Infinity"
        } else {
            "-Infinity"
        }
        .into();
    }
    let sign = if x < 0.0 { "-" } else { "" };
    let thousandths = (x.abs() * 1000.0).round();
    if thousandths >= 9e15 {
        return format!("{sign}a number of more than 15 digits");
    }
    let m = thousandths as u64;
    let (whole, part) = (m / 1000, m % 1000);
    if part == 0 {
        return if whole == 0 {
            "0".into()
        } else {
            format!("{sign}{whole}")
        };
    }
    let digits = format!("{part:03}");
    format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
}

fn result_of(won: u32, lost: u32) -> MatchResult {
    match won.cmp(&lost) {
        std::cmp::Ordering::Greater => MatchResult::Won,
        std::cmp::Ordering::Less => MatchResult::Lost,
        std::cmp::Ordering::Equal => MatchResult::Drawn,
    }
}

/// Why a match, a record or a file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatsError {
    /// The stored record does not pass the checks.
    Record(Refusal),
    /// An imported file does not pass the checks (led by the game's name).
    File(Refusal),
    /// An entry handed in does not pass the checks.
    Entry(Refusal),
    /// The match is not over, so it has nothing to count yet.
    NotOver,
    /// The match's save does not load.
    Save(Refusal),
}

impl From<StatsError> for Refusal {
    fn from(e: StatsError) -> Refusal {
        match e {
            StatsError::Record(e) => e.within(|detail| Refusal::StatsRecordDamaged { detail }),
            StatsError::File(e) | StatsError::Save(e) => e,
            StatsError::Entry(e) => e.within(|detail| Refusal::MatchEntryInvalid { detail }),
            StatsError::NotOver => Damage::MatchNotOver.into(),
        }
    }
}

impl fmt::Display for StatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Refusal::from(self.clone()).fmt(f)
    }
}

impl std::error::Error for StatsError {}

impl MatchEntry {
    /// The entry of a finished match, with the page's `id` and finishing
    /// time `at`.
    ///
    /// # Errors
    /// [`StatsError::NotOver`] before the match ends, [`StatsError::Entry`]
    /// for an id or time that is not sane.
    pub fn of(session: &Session, id: &str, at: u64) -> Result<MatchEntry, StatsError> {
        let duel = session.duel();
        if duel.phase() != Phase::MatchOver {
            return Err(StatsError::NotOver);
        }
        check_id(id).map_err(StatsError::Entry)?;
        check_at(at).map_err(StatsError::Entry)?;
        let config = session.config();
        let seat = config.computer_seat().map_or(Seat::P1, Seat::other);
        let tally = duel.tally();
        let (won, lost) = (tally.wins[seat.index()], tally.wins[seat.other().index()]);
        let (vs, accuracy) = match config.mode() {
            Mode::Pvp => (Opponent::Pvp, None),
            Mode::Computer => {
                let review = Review::of(duel).map_err(|e| StatsError::Save(e.into()))?;
                let a = review.seats.of(seat).accuracy;
                (
                    Opponent::of(config.level()),
                    Some((a * 10.0).round() / 10.0),
                )
            }
        };
        debug_assert_eq!(
            duel.winner().map(|o| o == Outcome::Win(seat)),
            Some(result_of(won, lost) == MatchResult::Won)
        );
        Ok(MatchEntry {
            id: id.to_string(),
            at,
            vs,
            result: result_of(won, lost),
            rounds: [won, lost, tally.draws],
            accuracy,
            friend: None,
            claimed: false,
        })
    }

    /// The entry of a finished online match, from `seat`'s side (this
    /// device's), against `friend` (their name; empty: `unnamed`, the
    /// page's word for a friend without one), with the page's `id` and
    /// finishing time `at`.
    ///
    /// # Errors
    /// [`StatsError::NotOver`] before the match ends, [`StatsError::Entry`]
    /// for an id, time or name that is not sane.
    pub fn online(
        duel: &Duel,
        seat: Seat,
        friend: &str,
        unnamed: &str,
        id: &str,
        at: u64,
    ) -> Result<MatchEntry, StatsError> {
        MatchEntry::online_ended(duel, seat, None, friend, unnamed, id, at)
    }

    /// The entry of an online match ended by a claim (the other device
    /// stopped answering): won by the seat `by` that claimed it, whatever
    /// the rounds so far, which are kept as they stand.
    ///
    /// # Errors
    /// As [`MatchEntry::online`], except that the rounds need not be over.
    pub fn online_claimed(
        duel: &Duel,
        seat: Seat,
        by: Seat,
        friend: &str,
        unnamed: &str,
        id: &str,
        at: u64,
    ) -> Result<MatchEntry, StatsError> {
        MatchEntry::online_ended(duel, seat, Some(by), friend, unnamed, id, at)
    }

    fn online_ended(
        duel: &Duel,
        seat: Seat,
        claimed: Option<Seat>,
        friend: &str,
        unnamed: &str,
        id: &str,
        at: u64,
    ) -> Result<MatchEntry, StatsError> {
        if claimed.is_none() && duel.phase() != Phase::MatchOver {
            return Err(StatsError::NotOver);
        }
        check_id(id).map_err(StatsError::Entry)?;
        check_at(at).map_err(StatsError::Entry)?;
        let name = match clean_name(friend) {
            Ok("") => clean_name(unnamed),
            other => other,
        }
        .map_err(|_| StatsError::Entry(Damage::FriendNotName.into()))?;
        if name.is_empty() {
            return Err(StatsError::Entry(Damage::FriendNotName.into()));
        }
        // The round in play (none between rounds) goes to the claimant: Duel::tally_with_claim.
        let tally = duel.tally_with_claim(claimed);
        let (won, lost) = (tally.wins[seat.index()], tally.wins[seat.other().index()]);
        Ok(MatchEntry {
            claimed: claimed.is_some(),
            id: id.to_string(),
            at,
            vs: Opponent::Online,
            result: match claimed {
                Some(by) if by == seat => MatchResult::Won,
                Some(_) => MatchResult::Lost,
                None => result_of(won, lost),
            },
            rounds: [won, lost, tally.draws],
            accuracy: None,
            friend: Some(name.to_string()),
        })
    }

    /// An entry handed back by the page (text), checked like one in a
    /// record.
    ///
    /// # Errors
    /// [`StatsError::Entry`] saying what is wrong.
    pub fn from_json(text: &str) -> Result<MatchEntry, StatsError> {
        ledger::read_entry(text).map_err(StatsError::Entry)
    }
}

/// Counts against one opponent; every count must be there.
#[derive(Clone, Debug, Default, PartialEq, PartialOrd, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally {
    /// Matches played.
    pub matches: u32,
    /// Won (PvP: by seat 1).
    pub won: u32,
    /// Lost (PvP: won by seat 2).
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
    /// Rounds played.
    pub rounds: u32,
    /// Rounds won.
    pub rounds_won: u32,
    /// Rounds lost.
    pub rounds_lost: u32,
    /// Rounds drawn.
    pub rounds_drawn: u32,
    /// Matches won in a row at the end.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
}

impl Tally {
    fn add(&mut self, e: &MatchEntry) {
        let [w, l, d] = e.rounds;
        self.matches = self.matches.saturating_add(1);
        self.rounds = self.rounds.saturating_add(w + l + d);
        self.rounds_won = self.rounds_won.saturating_add(w);
        self.rounds_lost = self.rounds_lost.saturating_add(l);
        self.rounds_drawn = self.rounds_drawn.saturating_add(d);
        match e.result {
            MatchResult::Won => {
                self.won = self.won.saturating_add(1);
                self.streak = self.streak.saturating_add(1);
                self.best_streak = self.best_streak.max(self.streak);
            }
            MatchResult::Lost => {
                self.lost = self.lost.saturating_add(1);
                self.streak = 0;
            }
            MatchResult::Drawn => {
                self.drawn = self.drawn.saturating_add(1);
                self.streak = 0;
            }
        }
    }

    fn check(&self) -> Result<(), Refusal> {
        let sum = |xs: [u32; 3]| xs.iter().map(|&x| u64::from(x)).sum::<u64>();
        let ok = self.matches <= MAX_MATCHES
            && sum([self.won, self.lost, self.drawn]) == u64::from(self.matches)
            && sum([self.rounds_won, self.rounds_lost, self.rounds_drawn])
                == u64::from(self.rounds)
            && self.matches <= self.rounds
            && u64::from(self.rounds) <= u64::from(self.matches) * u64::from(MAX_ROUNDS)
            && self.streak <= self.best_streak
            && self.best_streak <= self.won;
        if ok {
            Ok(())
        } else {
            Err(Damage::CountsDontAddUp.into())
        }
    }
}

/// The running totals: a [`Tally`] per opponent, and online matches per
/// friend. Stored as one object: the opponents' keys (`"pvp"`, `"easy"`…)
/// and, once there is an online match, `"online"`, the friends' names to
/// their tallies (so a record from before online play reads as it was).
#[derive(Clone, Debug, Default, PartialEq, PartialOrd, Serialize, Deserialize)]
pub struct Totals21 {
    /// Per opponent at this device (never [`Opponent::Online`]).
    #[serde(flatten)]
    pub levels: BTreeMap<Opponent, Tally>,
    /// Per friend's name ("": the friends beyond [`MAX_FRIENDS`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub online: BTreeMap<String, Tally>,
}

impl Totals<MatchEntry> for Totals21 {
    fn add(&mut self, e: &MatchEntry) {
        match (e.vs, &e.friend) {
            (Opponent::Online, Some(name)) => {
                let full = self.online.keys().filter(|k| !k.is_empty()).count() >= MAX_FRIENDS;
                let key = if full && !self.online.contains_key(name) {
                    String::new()
                } else {
                    name.clone()
                };
                self.online.entry(key).or_default().add(e);
            }
            _ => self.levels.entry(e.vs).or_default().add(e),
        }
    }

    fn games(&self) -> u64 {
        self.levels
            .values()
            .chain(self.online.values())
            .map(|t| u64::from(t.matches))
            .sum()
    }

    fn check(&self) -> Result<(), Refusal> {
        if self.levels.contains_key(&Opponent::Online) {
            return Err(Damage::OnlinePerFriend.into());
        }
        if self.online.keys().filter(|k| !k.is_empty()).count() > MAX_FRIENDS {
            return Err(Damage::FriendsTooMany { limit: MAX_FRIENDS }.into());
        }
        let at =
            |place: String| move |e: Refusal| e.within(|because| Damage::At { place, because });
        for (vs, t) in &self.levels {
            t.check().map_err(at(format!("{vs:?}")))?;
        }
        for (name, t) in &self.online {
            if !name.is_empty() && clean_name(name) != Ok(name.as_str()) {
                return Err(Damage::AFriendNotName.into());
            }
            t.check().map_err(at("online".into()))?;
        }
        Ok(())
    }
}

/// The 21点 statistics record (see [`Ledger`] for its shape and merging).
pub type Stats21 = Ledger<MatchEntry, Totals21>;

/// 21点's record: read with [`Ledger::read`], its part of an exported file
/// ([`ledger::StatsFile`], the 24点 part left to `game24::stats`) with
/// [`Ledger::read_file`], written with [`Ledger::to_text`].
impl ledger::Record<MatchEntry> for Totals21 {
    const VERSION: u32 = STATS21_VERSION;
    const GAME: &'static str = "21点";
    type File = ledger::StatsFile<Stats21, IgnoredAny>;
    fn part(file: Self::File) -> Stats21 {
        file.duel
    }
}

impl From<ledger::Refused> for StatsError {
    fn from(e: ledger::Refused) -> StatsError {
        match e {
            ledger::Refused::Record(e) => StatsError::Record(e),
            ledger::Refused::File(e) => StatsError::File(e),
        }
    }
}

/// One row of the table: an opponent's counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Row21 {
    /// Who was played.
    pub vs: Opponent,
    /// The friend, on an online row ("": the friends counted together).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub friend: Option<String>,
    /// The counts.
    #[serde(flatten)]
    pub tally: Tally,
}

/// A mean accuracy over the newest matches.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Mean {
    /// How many matches it asked for (10 or 50).
    pub of: usize,
    /// How many there were.
    pub matches: usize,
    /// The mean, to one decimal (none without a match).
    pub mean: Option<f64>,
}

/// One point of the accuracy chart.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Point {
    /// 1 for the oldest match on the chart.
    pub n: usize,
    /// When the match finished.
    pub at: u64,
    /// The level played.
    pub vs: Opponent,
    /// The match's accuracy.
    pub accuracy: f64,
    /// The mean of this and up to 9 matches before it, to one decimal.
    pub mean10: f64,
    /// Where it goes in a 100 × 100 box: x from 0 (oldest) to 100 (newest).
    pub x: f64,
    /// y of the accuracy: 0 at the top (100 %) to 100 at the bottom (0 %).
    pub y: f64,
    /// y of `mean10`.
    pub y10: f64,
}

/// What the statistics screen shows for 21点.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary21 {
    /// When the statistics were last reset (0: never).
    pub since: u64,
    /// Matches counted (over all opponents: more than a `u32` may hold).
    pub matches: u64,
    /// Rounds counted (likewise).
    pub rounds: u64,
    /// One row per opponent, PvP first; then one per friend played
    /// online, the most played first (the friends counted together last).
    pub rows: Vec<Row21>,
    /// Mean accuracy over the last 10 and the last 50 vs-Computer matches.
    pub means: [Mean; 2],
    /// The newest vs-Computer matches (up to 50), oldest first.
    pub chart: Vec<Point>,
    /// Entries kept one by one (the rest are in the totals).
    pub kept: usize,
}

fn one_decimal(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

fn two_decimals(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// The numbers the screen shows.
///
/// ```
/// use duel21::duel::stats::{summary, Stats21, STATS21_VERSION};
/// let s = summary(&Stats21::empty(STATS21_VERSION, 0));
/// assert_eq!(s.matches, 0);
/// assert_eq!(s.rows.len(), 4);
/// assert_eq!(s.means[0].mean, None);
/// ```
pub fn summary(stats: &Stats21) -> Summary21 {
    let totals = stats.totals();
    let mut rows: Vec<Row21> = Opponent::ALL
        .iter()
        .map(|&vs| Row21 {
            vs,
            friend: None,
            tally: totals.levels.get(&vs).cloned().unwrap_or_default(),
        })
        .collect();
    let mut friends: Vec<(&String, &Tally)> = totals.online.iter().collect();
    friends.sort_by(|a, b| {
        (a.0.is_empty(), std::cmp::Reverse(a.1.matches), a.0).cmp(&(
            b.0.is_empty(),
            std::cmp::Reverse(b.1.matches),
            b.0,
        ))
    });
    rows.extend(friends.into_iter().map(|(name, tally)| Row21 {
        vs: Opponent::Online,
        friend: Some(name.clone()),
        tally: tally.clone(),
    }));
    let accuracies: Vec<(&MatchEntry, f64)> = stats
        .entries
        .iter()
        .filter_map(|e| e.accuracy.map(|a| (e, a)))
        .collect();
    let last = |n: usize| -> Vec<f64> {
        accuracies[accuracies.len().saturating_sub(n)..]
            .iter()
            .map(|&(_, a)| a)
            .collect()
    };
    let means = [10, 50].map(|of| {
        let xs = last(of);
        Mean {
            of,
            matches: xs.len(),
            mean: ledger::mean(&xs).map(one_decimal),
        }
    });
    let start = accuracies.len().saturating_sub(CHART_MATCHES);
    let shown = &accuracies[start..];
    let chart = shown
        .iter()
        .enumerate()
        .map(|(i, &(e, a))| {
            // The rolling mean reaches back before the chart's first match.
            let all = start + i;
            let window: Vec<f64> = accuracies[(all + 1).saturating_sub(10)..=all]
                .iter()
                .map(|&(_, a)| a)
                .collect();
            let mean10 = one_decimal(ledger::mean(&window).unwrap_or(a));
            let x = if shown.len() == 1 {
                50.0
            } else {
                100.0 * i as f64 / (shown.len() - 1) as f64
            };
            Point {
                n: i + 1,
                at: e.at,
                vs: e.vs,
                accuracy: a,
                mean10,
                x: two_decimals(x),
                y: two_decimals(100.0 - a),
                y10: two_decimals(100.0 - mean10),
            }
        })
        .collect();
    Summary21 {
        since: stats.since,
        matches: rows.iter().map(|r| u64::from(r.tally.matches)).sum(),
        rounds: rows.iter().map(|r| u64::from(r.tally.rounds)).sum(),
        rows,
        means,
        chart,
        kept: stats.entries.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The ledger's one reader and writer, with this game's refusals.
    fn read_stats(text: &str) -> Result<Stats21, StatsError> {
        Ok(Stats21::read(text)?)
    }
    fn read_file(text: &str) -> Result<Stats21, StatsError> {
        Ok(Stats21::read_file(text)?)
    }
    fn to_text(r: &Stats21) -> String {
        r.to_text()
    }

    #[test]
    fn numbers_are_written_to_three_decimals() {
        assert_eq!(decimal_text(150.0), "150");
        assert_eq!(decimal_text(-0.25), "-0.25");
        assert_eq!(decimal_text(1.0 / 3.0), "0.333");
    }
    use crate::cards::ledger::{MAX_ENTRIES, MIN_AT};
    use crate::cards::Seed;
    use crate::duel::{ConfigInput, SessionConfig};

    fn entry(
        id: &str,
        at: u64,
        vs: Opponent,
        rounds: [u32; 3],
        accuracy: Option<f64>,
    ) -> MatchEntry {
        MatchEntry {
            id: id.into(),
            at: MIN_AT + at,
            vs,
            result: result_of(rounds[0], rounds[1]),
            rounds,
            accuracy,
            friend: None,
            claimed: false,
        }
    }

    fn won(id: &str, at: u64) -> MatchEntry {
        entry(id, at, Opponent::Classic, [6, 4, 1], Some(90.0))
    }

    fn lost(id: &str, at: u64) -> MatchEntry {
        entry(id, at, Opponent::Classic, [3, 7, 0], Some(70.0))
    }

    fn record(entries: &[MatchEntry]) -> Stats21 {
        entries
            .iter()
            .fold(Stats21::empty(STATS21_VERSION, 0), |r, e| {
                r.merge(&Stats21::of_one(STATS21_VERSION, e.clone()))
            })
    }

    /// Plays a match to the end: the computer moves, people take below 15.
    fn finished(mode: &str, level: &str, seed: u64) -> Session {
        let input = ConfigInput {
            mode: Some(mode.into()),
            level: Some(level.into()),
            ..ConfigInput::default()
        };
        let mut s = Session::new(SessionConfig::new(&input).unwrap(), Seed(seed));
        while s.duel().phase() != Phase::MatchOver {
            let snap = s.snapshot();
            if snap.computer_turn {
                s.auto_step().unwrap();
            } else if snap.can_next {
                s.next_round().unwrap();
            } else if snap.table.seats.iter().any(|v| v.total < 15 && v.may_draw) && snap.can_take {
                s.take().unwrap();
            } else {
                s.stand().unwrap();
            }
        }
        s
    }

    #[test]
    fn a_finished_match_becomes_one_entry() {
        let s = finished("computer", "expert", 4);
        let e = MatchEntry::of(&s, "m1", MIN_AT + 9).unwrap();
        assert_eq!(e.vs, Opponent::Expert);
        let [w, l, d] = e.rounds;
        assert_eq!((w + l + d) as usize, s.duel().history().len());
        // The person sits in seat 1 (the computer in seat 2 by default).
        assert_eq!(w, s.duel().tally().wins[0]);
        let a = e.accuracy.unwrap();
        assert!((0.0..=100.0).contains(&a));
        e.check().unwrap();
        let text = serde_json::to_string(&e).unwrap();
        assert_eq!(MatchEntry::from_json(&text).unwrap(), e);

        let pvp = MatchEntry::of(&finished("pvp", "classic", 4), "m2", MIN_AT).unwrap();
        assert_eq!((pvp.vs, pvp.accuracy), (Opponent::Pvp, None));

        let fresh = Session::new(
            SessionConfig::new(&ConfigInput::default()).unwrap(),
            Seed(1),
        );
        assert_eq!(
            MatchEntry::of(&fresh, "m3", MIN_AT),
            Err(StatsError::NotOver)
        );
        assert!(matches!(
            MatchEntry::of(&s, "bad id", MIN_AT),
            Err(StatsError::Entry(_))
        ));
        assert!(matches!(
            MatchEntry::of(&s, "m4", 12),
            Err(StatsError::Entry(_))
        ));
    }

    #[test]
    fn counts_and_streaks_per_level() {
        let r = record(&[
            won("a", 1),
            won("b", 2),
            won("c", 3),
            lost("d", 4),
            won("e", 5),
            entry("f", 6, Opponent::Expert, [5, 5, 2], Some(80.0)),
            entry("g", 7, Opponent::Pvp, [7, 4, 0], None),
            won("h", 8),
        ]);
        let s = summary(&r);
        assert_eq!(s.matches, 8);
        let classic = &s.rows[2].tally;
        assert_eq!(s.rows[2].vs, Opponent::Classic);
        assert_eq!(
            (classic.matches, classic.won, classic.lost, classic.drawn),
            (6, 5, 1, 0)
        );
        assert_eq!((classic.streak, classic.best_streak), (2, 3));
        assert_eq!(classic.rounds, 5 * 11 + 10);
        assert_eq!(
            (
                classic.rounds_won,
                classic.rounds_lost,
                classic.rounds_drawn
            ),
            (33, 27, 5)
        );
        let expert = &s.rows[3].tally;
        assert_eq!((expert.matches, expert.drawn, expert.streak), (1, 1, 0));
        assert_eq!(s.rows[0].tally.matches, 1);
        assert_eq!(s.rows[1].tally, Tally::default());
        assert_eq!(s.rounds, 65 + 12 + 11);
    }

    #[test]
    fn a_streak_runs_on_across_the_folded_totals() {
        let entries: Vec<MatchEntry> = (0..260)
            .map(|i| {
                if i < 30 {
                    lost(&format!("x{i:03}"), i)
                } else {
                    won(&format!("x{i:03}"), i)
                }
            })
            .collect();
        let r = record(&entries);
        assert_eq!(r.entries.len(), MAX_ENTRIES);
        let t = &summary(&r).rows[2].tally;
        assert_eq!(
            (t.matches, t.won, t.streak, t.best_streak),
            (260, 230, 230, 230)
        );
        r.check(STATS21_VERSION).unwrap();
    }

    #[test]
    fn means_of_the_last_10_and_50_and_the_chart() {
        let entries: Vec<MatchEntry> = (0..60)
            .map(|i| {
                entry(
                    &format!("m{i}"),
                    i,
                    Opponent::Easy,
                    [1, 0, 0],
                    Some(i as f64),
                )
            })
            .chain([entry("p", 100, Opponent::Pvp, [1, 0, 0], None)])
            .collect();
        let s = summary(&record(&entries));
        assert_eq!((s.means[0].matches, s.means[0].mean), (10, Some(54.5)));
        assert_eq!((s.means[1].matches, s.means[1].mean), (50, Some(34.5)));
        assert_eq!(s.chart.len(), CHART_MATCHES);
        let (first, last) = (&s.chart[0], &s.chart[49]);
        assert_eq!(
            (first.n, first.accuracy, first.x, first.y),
            (1, 10.0, 0.0, 90.0)
        );
        // The first point's rolling mean reaches back to matches 1–10 before it.
        assert_eq!(first.mean10, 5.5);
        assert_eq!(
            (last.n, last.accuracy, last.x, last.y10),
            (50, 59.0, 100.0, 45.5)
        );
        let one = summary(&record(&[won("a", 1)]));
        assert_eq!((one.chart[0].x, one.chart[0].mean10), (50.0, 90.0));
        let none = summary(&record(&[]));
        assert_eq!((none.means[1].matches, none.means[1].mean), (0, None));
        assert!(none.chart.is_empty());
    }

    #[test]
    fn merge_is_commutative_and_idempotent() {
        let base: Vec<MatchEntry> = (0..205).map(|i| won(&format!("b{i}"), i)).collect();
        let common = record(&base);
        let a = common.merge(&Stats21::of_one(STATS21_VERSION, lost("tab-a", 500)));
        let b = common.merge(&Stats21::of_one(STATS21_VERSION, won("tab-b", 501)));
        let ab = a.merge(&b);
        assert_eq!(ab, b.merge(&a));
        assert_eq!(ab.merge(&ab), ab);
        assert_eq!(ab.merge(&a), ab);
        assert_eq!(summary(&ab).matches, 207);
        ab.check(STATS21_VERSION).unwrap();
        assert_eq!(read_stats(&to_text(&ab)).unwrap(), ab);
    }

    fn file(r21: &Stats21) -> String {
        format!(
            r#"{{"format":"duel21-stats","version":1,"21":{},"24":{{"anything":[1,2]}}}}"#,
            to_text(r21)
        )
    }

    #[test]
    fn a_file_is_read_like_a_stored_record() {
        let r = record(&[won("a", 1), lost("b", 2)]);
        assert_eq!(read_file(&file(&r)).unwrap(), r);
        let refused = |text: String, why: &str| {
            let e = read_file(&text).unwrap_err().to_string();
            assert!(e.contains(why), "{e} should say {why}");
        };
        let t = file(&r);
        refused(
            t.replace("\"accuracy\":90.0", "\"accuracy\":150.0"),
            "not from 0 to 100",
        );
        refused(
            t.replace("\"result\":\"lost\"", "\"result\":\"won\""),
            "disagrees",
        );
        refused(t.replace("[3,7,0]", "[3,7,9]"), "rounds");
        refused(
            t.replace("\"version\":1,\"since", "\"version\":2,\"since"),
            "version 2",
        );
        refused(
            t.replace("\"format\":\"duel21-stats\"", "\"format\":\"other\""),
            "not a duel21-stats file",
        );
        refused(
            t.replace("\"id\":\"a\"", "\"id\":\"a\",\"cheat\":1"),
            "21.entries[0]: 'cheat' is not a field (use id, at, vs, result, rounds, accuracy, friend or claimed)",
        );
        refused(
            t.replace(",\"24\":{\"anything\":[1,2]}", ""),
            "'24' is missing",
        );
        refused(
            // The file's fields, the practice record's included (`ledger::StatsFile`).
            t.replace("{\"format\"", "{\"more\":0,\"format\""),
            "'more' is not a field (use format, version, 21, 24 or practice)",
        );
        refused(
            t.replace("\"at\":1500000000001", "\"at\":-1"),
            "not a statistics file",
        );
        refused(
            t.replace("\"at\":1500000000001", "\"at\":1e300"),
            "not a statistics file",
        );
        refused(" ".repeat(ledger::MAX_TEXT_BYTES + 1), "larger than");
        refused("[]".into(), "not a statistics file");
        // PvP with an accuracy; vs Computer without one.
        let pvp = record(&[entry("p", 1, Opponent::Pvp, [1, 0, 0], Some(50.0))]);
        refused(file(&pvp), "PvP match has no accuracy");
        let mut tampered = r.clone();
        tampered.folded.totals.levels.insert(
            Opponent::Easy,
            Tally {
                matches: 3,
                won: 9,
                ..Tally::default()
            },
        );
        refused(file(&tampered), "the totals");
    }

    /// A hand-edited record or file naming one match twice (the same id at
    /// another time, which the order check lets through) counts it once,
    /// in the summary and on import.
    #[test]
    fn a_match_named_twice_counts_once() {
        let r = record(&[won("a", 1), lost("b", 2)]);
        let twice = to_text(&r).replace(
            "}],\"folded\"",
            "},{\"id\":\"a\",\"at\":1500000000003,\"vs\":\"classic\",\"result\":\"won\",\"rounds\":[6,4,1],\"accuracy\":90.0}],\"folded\"",
        );
        assert_ne!(twice, to_text(&r), "the edit was made");
        let stored = read_stats(&twice).unwrap();
        assert_eq!(summary(&stored).matches, 2);
        assert_eq!(stored.entries.len(), 2);
        let from_file = read_file(&file(&stored).replace(&to_text(&stored), &twice)).unwrap();
        assert_eq!(summary(&from_file).matches, 2);
        let (merged, n) = record(&[]).import(&from_file);
        assert_eq!((summary(&merged).matches, n.added), (2, 2));
        // Into the record holding `a` as first stored: the file's other `a`
        // (later, kept by the file's own reading) is a conflict, and the
        // stored one stays.
        let (merged, n) = r.import(&from_file);
        assert_eq!((n.added, n.present, n.conflicts), (0, 1, 1));
        assert_eq!(merged, r);
    }

    /// Four opponents at the most matches each: the screen's totals are
    /// more than a `u32` holds, and are summed without wrapping.
    #[test]
    fn the_summary_totals_do_not_wrap() {
        let mut r = record(&[]);
        let full = Tally {
            matches: MAX_MATCHES,
            won: MAX_MATCHES,
            rounds: 13 * MAX_MATCHES,
            rounds_won: 13 * MAX_MATCHES,
            ..Tally::default()
        };
        for vs in [
            Opponent::Pvp,
            Opponent::Easy,
            Opponent::Classic,
            Opponent::Expert,
        ] {
            r.folded.totals.levels.insert(vs, full.clone());
        }
        let s = summary(&r);
        assert_eq!(s.matches, 4 * u64::from(MAX_MATCHES));
        assert_eq!(s.rounds, 4 * 13 * u64::from(MAX_MATCHES));
    }

    #[test]
    fn an_entry_from_the_page_is_checked() {
        let good = serde_json::to_string(&won("a", 1)).unwrap();
        MatchEntry::from_json(&good).unwrap();
        assert!(MatchEntry::from_json(&good.replace("90.0", "NaN")).is_err());
        assert!(MatchEntry::from_json(&good.replace("\"a\"", "\"\"")).is_err());
        assert!(MatchEntry::from_json("{}").is_err());
    }

    fn online(id: &str, at: u64, friend: &str, rounds: [u32; 3]) -> MatchEntry {
        MatchEntry {
            friend: Some(friend.into()),
            ..entry(id, at, Opponent::Online, rounds, None)
        }
    }

    #[test]
    fn online_matches_are_counted_apart_per_friend() {
        let r = record(&[
            won("c", 1),
            online("o1", 2, "Ann", [6, 4, 1]),
            online("o2", 3, "Bo", [3, 5, 0]),
            online("o3", 4, "Ann", [4, 4, 2]),
        ]);
        // Kept and read back as it was.
        let again = read_stats(&to_text(&r)).unwrap();
        assert_eq!(again, r);
        let s = summary(&again);
        assert_eq!(s.matches, 4);
        // The four rows at this device first, Classic's one match alone.
        let at_device: Vec<u32> = s.rows[..4].iter().map(|r| r.tally.matches).collect();
        assert_eq!(at_device, [0, 0, 1, 0]);
        let friends: Vec<(Option<&str>, u32, u32, u32)> = s.rows[4..]
            .iter()
            .map(|r| {
                (
                    r.friend.as_deref(),
                    r.tally.matches,
                    r.tally.won,
                    r.tally.lost,
                )
            })
            .collect();
        assert_eq!(friends, [(Some("Ann"), 2, 1, 0), (Some("Bo"), 1, 0, 1)]);
        assert!(s.rows[4..].iter().all(|r| r.vs == Opponent::Online));
        // Online matches have no accuracy: the means and the chart are the computer's.
        assert_eq!(s.chart.len(), 1);
        // Folded into the totals (more than the entries kept), still per friend.
        let mut many = Stats21::empty(STATS21_VERSION, 0);
        for i in 0..(MAX_ENTRIES as u64 + 5) {
            many = many.add(online(&format!("m{i}"), 10 + i, "Cy", [5, 4, 0]));
        }
        let s = summary(&read_stats(&to_text(&many)).unwrap());
        assert_eq!(s.rows[4].friend.as_deref(), Some("Cy"));
        assert_eq!(s.rows[4].tally.matches, MAX_ENTRIES as u32 + 5);
        assert_eq!(s.rows[4].tally.streak, MAX_ENTRIES as u32 + 5);
    }

    #[test]
    fn an_online_entry_names_its_friend_and_nobody_else_does() {
        let refused = |e: MatchEntry, why: &str| {
            let text = to_text(&record(&[e]));
            let err = read_stats(&text).unwrap_err().to_string();
            assert!(err.contains(why), "{err}");
        };
        let mut nameless = online("o", 1, "Ann", [1, 0, 0]);
        nameless.friend = None;
        refused(nameless, "needs its friend's name");
        refused(online("o", 1, "", [1, 0, 0]), "not a name");
        refused(online("o", 1, " Ann", [1, 0, 0]), "not a name");
        refused(online("o", 1, &"x".repeat(33), [1, 0, 0]), "not a name");
        let mut rated = online("o", 1, "Ann", [1, 0, 0]);
        rated.accuracy = Some(50.0);
        refused(rated, "online match has no accuracy");
        let mut named = won("c", 1);
        named.friend = Some("Ann".into());
        refused(named, "only an online match names a friend");
        // The totals refuse an online tally kept as an opponent's.
        let mut r = record(&[won("c", 1)]);
        r.folded
            .totals
            .levels
            .insert(Opponent::Online, Tally::default());
        assert!(r
            .folded
            .totals
            .check()
            .unwrap_err()
            .to_string()
            .contains("per friend"));
        assert!(read_stats(&to_text(&r)).is_err());
    }

    #[test]
    fn friends_beyond_the_limit_count_together() {
        let mut t = Totals21::default();
        for i in 0..(MAX_FRIENDS + 3) {
            t.add(&online(
                &format!("o{i}"),
                i as u64,
                &format!("F{i}"),
                [1, 0, 0],
            ));
        }
        t.add(&online("again", 999, "F0", [1, 0, 0]));
        assert_eq!(t.online.len(), MAX_FRIENDS + 1);
        assert_eq!(t.online[""].matches, 3);
        assert_eq!(t.online["F0"].matches, 2);
        assert!(t.check().is_ok());
        let r = Stats21::empty(STATS21_VERSION, 0);
        let s = summary(&Ledger {
            folded: ledger::Folded {
                totals: t,
                ..r.folded.clone()
            },
            ..r
        });
        assert_eq!(s.rows.last().unwrap().friend.as_deref(), Some(""));
    }

    #[test]
    fn an_online_entry_is_made_from_this_sides_seat() {
        use crate::duel::{Action, FirstRule};
        let mut duel = Duel::new(7, FirstRule::Alternate);
        assert_eq!(
            MatchEntry::online(&duel, Seat::P2, "Ann", "Friend", "o1", MIN_AT),
            Err(StatsError::NotOver)
        );
        while duel.phase() != Phase::MatchOver {
            let action = match duel.to_move() {
                Some(seat) if seat == Seat::P1 => Action::Take(seat),
                Some(seat) => Action::Stand(seat),
                None => Action::NextRound,
            };
            duel.play(action).unwrap();
        }
        let t = duel.tally();
        let e = MatchEntry::online(&duel, Seat::P2, "  Ann ", "Friend", "o1", MIN_AT).unwrap();
        assert_eq!(e.friend.as_deref(), Some("Ann"));
        assert_eq!(e.rounds, [t.wins[1], t.wins[0], t.draws]);
        assert_eq!(e.vs, Opponent::Online);
        let e = MatchEntry::online(&duel, Seat::P1, "", "Friend", "o1", MIN_AT).unwrap();
        assert_eq!(
            (e.friend.as_deref(), e.rounds[0]),
            (Some("Friend"), t.wins[0])
        );
        assert!(ledger::check_entry(&e).is_ok());
    }

    #[test]
    fn a_claimed_online_match_is_won_by_its_claimant_whatever_the_rounds() {
        use crate::duel::FirstRule;
        let duel = Duel::new(7, FirstRule::Alternate);
        let won =
            MatchEntry::online_claimed(&duel, Seat::P2, Seat::P2, "Ann", "Friend", "o1", MIN_AT)
                .unwrap();
        assert_eq!(
            (won.result, won.rounds, won.claimed),
            (MatchResult::Won, [1, 0, 0], true)
        );
        assert!(ledger::check_entry(&won).is_ok());
        let lost =
            MatchEntry::online_claimed(&duel, Seat::P1, Seat::P2, "Bo", "Friend", "o1", MIN_AT)
                .unwrap();
        assert_eq!((lost.result, lost.rounds), (MatchResult::Lost, [0, 1, 0]));
        // Read back from text as it was written; a claimed entry of a match
        // at this device, or a drawn claim, is refused.
        let text = serde_json::to_string(&won).unwrap();
        assert!(text.contains("\"claimed\":true"), "{text}");
        assert_eq!(MatchEntry::from_json(&text).unwrap(), won);
        let drawn = MatchEntry {
            result: MatchResult::Drawn,
            ..won.clone()
        };
        assert!(ledger::check_entry(&drawn).is_err());
        let pvp = MatchEntry {
            vs: Opponent::Pvp,
            friend: None,
            ..won
        };
        assert!(ledger::check_entry(&pvp).is_err());
    }
}
