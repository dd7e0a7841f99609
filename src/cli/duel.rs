//! The duel subcommands: `analyze` (one position, as JSON), `selfplay`
//! (duplicate matches between two players, with timings) and `survey` (every
//! first decision of a round, timed: the hardest Expert decisions).
//!
//! Both drive the engine only through its public API: positions become a
//! [`TableView`] through its checked constructor, matches advance through
//! [`Duel::play`], and the players see [`Duel::view`].

use std::fmt;
use std::process::ExitCode;
use std::str::FromStr;
use std::time::Instant;

use serde::Serialize;

use super::options::Options;
use super::reference;
use duel21::cards::Level;
use duel21::duel::ai::{
    explain, AutoPlayer, Choice, CounterClassic, Equity, Expert, ExpertEval, Opponent, RankCounts,
    TableView,
};
use duel21::duel::review::{accuracy, SeatSummary};
use duel21::duel::Review;
use duel21::{format_cards, Duel, FirstRule, Outcome, Phase, Seat};

/// The JSON object `analyze` prints, one line: both totals, the cards left,
/// the unseen cards per rank, the bust probability if `me` takes, Easy's and
/// Classic's choices, and Expert's equities of Take and Stand.
#[derive(Serialize)]
struct Analysis {
    me_total: u8,
    opp_total: u8,
    cards_left: usize,
    remaining: RankCounts,
    bust_probability: f64,
    easy: Choice,
    classic: Choice,
    expert: Equity,
}

/// `duel21 analyze --me "10h 6c" --opp "9s 9d" [--played "As 2d"] [--me-stood] [--opp-stood]`
///
/// # Errors
/// Bad notation, an impossible position, or `me` may not draw.
pub fn analyze(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(args, &["me", "opp", "played"], &["me-stood", "opp-stood"])?;
    for required in ["me", "opp"] {
        if opts.get(required).is_none() {
            return Err(format!("analyze needs --{required} \"cards\""));
        }
    }
    let view = TableView::from_position(
        &opts.cards("me")?,
        &opts.cards("opp")?,
        &opts.cards("played")?,
        opts.has("me-stood"),
        opts.has("opp-stood"),
    )
    .map_err(|e| e.to_string())?;
    let e = explain(&view);
    let choice = |level| e.advice(level).map(|a| a.choice).ok_or("no advice");
    let out = Analysis {
        me_total: e.me.total,
        opp_total: e.opp.total,
        cards_left: e.cards_left,
        remaining: e.remaining,
        bust_probability: e.bust_probability,
        easy: choice(Level::Easy)?,
        classic: choice(Level::Classic)?,
        expert: e.equity.ok_or("no equity")?,
    };
    say!(
        "{}",
        serde_json::to_string(&out).map_err(|e| e.to_string())?
    );
    Ok(ExitCode::SUCCESS)
}

/// Decision timings of one player, in nanoseconds, one entry per decision.
///
/// The machine may be shared: a decision preempted by the scheduler would
/// set the maximum. So a decision that took over [`RETIME_NS`] is run twice
/// more (decisions are pure and deterministic) and its best time is kept.
/// Both figures are kept: `raw` is the first timing of every decision,
/// `kept` the one reported (equal to `raw` unless re-timed).
#[derive(Default)]
struct Timings {
    raw: Vec<u64>,
    kept: Vec<u64>,
    retimed: usize,
}

/// Decisions slower than this are timed three times (best kept).
const RETIME_NS: u64 = 1_000_000;

/// Times `f`, in nanoseconds.
fn time_ns<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed().as_nanos() as u64)
}

/// The `q` quantile (nearest rank) of nanosecond timings, in microseconds.
fn quantile_us(ns: &[u64], q: f64) -> f64 {
    let mut v = ns.to_vec();
    v.sort_unstable();
    if v.is_empty() {
        return 0.0;
    }
    let i = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1;
    v[i] as f64 / 1000.0
}

impl Timings {
    /// Records one decision: its first timing and the one kept.
    fn push(&mut self, raw: u64, kept: u64) {
        self.raw.push(raw);
        self.kept.push(kept);
        self.retimed += usize::from(raw > RETIME_NS);
    }

    /// Both players' decisions together.
    fn merged(a: &Timings, b: &Timings) -> Timings {
        Timings {
            raw: a.raw.iter().chain(&b.raw).copied().collect(),
            kept: a.kept.iter().chain(&b.kept).copied().collect(),
            retimed: a.retimed + b.retimed,
        }
    }

    /// The summary figures of these decisions.
    fn stats(&self) -> TimingStats {
        TimingStats {
            decisions: self.kept.len(),
            p50_us: quantile_us(&self.kept, 0.5),
            p99_us: quantile_us(&self.kept, 0.99),
            max_us: quantile_us(&self.kept, 1.0),
            p99_raw_us: quantile_us(&self.raw, 0.99),
            max_raw_us: quantile_us(&self.raw, 1.0),
            retimed: self.retimed,
        }
    }
}

/// Quantiles of a set of decision timings, in microseconds: `p50`, `p99`
/// and `max` after re-timing, `p99_raw` and `max_raw` of the first timings,
/// and how many decisions were re-timed.
struct TimingStats {
    decisions: usize,
    p50_us: f64,
    p99_us: f64,
    max_us: f64,
    p99_raw_us: f64,
    max_raw_us: f64,
    retimed: usize,
}

/// A self-play contestant: a level of the page, or `counter-classic`, the
/// best reply to Classic (exact search with Classic's rule as the opponent;
/// for the benchmark only, not offered on the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Contender {
    Level(Level),
    CounterClassic,
    Random,
}

impl Contender {
    fn as_str(self) -> &'static str {
        match self {
            Contender::Level(level) => level.as_str(),
            Contender::CounterClassic => "counter-classic",
            Contender::Random => "random",
        }
    }

    fn player(self) -> Box<dyn AutoPlayer> {
        match self {
            Contender::Level(level) => level.player(),
            Contender::CounterClassic => Box::new(CounterClassic),
            Contender::Random => Box::new(super::review::RandomMover),
        }
    }
}

impl fmt::Display for Contender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Contender {
    type Err = String;

    fn from_str(s: &str) -> Result<Contender, String> {
        if s.eq_ignore_ascii_case("counter-classic") {
            return Ok(Contender::CounterClassic);
        }
        if s.eq_ignore_ascii_case("random") {
            return Ok(Contender::Random);
        }
        s.parse().map(Contender::Level).map_err(|_| {
            format!("'{s}' is not a player (use easy, classic, expert, counter-classic or random)")
        })
    }
}

/// What one side did over the whole run.
#[derive(Default)]
struct SideStats {
    round_wins: u64,
    match_wins: u64,
    timings: Timings,
    /// Decisions reviewed, the sum of their losses, and the counts of
    /// inaccuracies, mistakes and blunders.
    graded: usize,
    loss: f64,
    errors: [usize; 3],
}

impl SideStats {
    /// Adds one match's review of the seat this side played.
    fn add_review(&mut self, summary: &SeatSummary) {
        self.graded += summary.decisions;
        self.loss += summary.total_loss;
        self.errors[0] += summary.inaccuracies;
        self.errors[1] += summary.mistakes;
        self.errors[2] += summary.blunders;
    }

    /// Mean loss over every reviewed decision, and its accuracy.
    fn grades(&self) -> (f64, f64) {
        let mean = match self.graded {
            0 => 0.0,
            n => self.loss / n as f64,
        };
        (mean, accuracy(mean))
    }
}

/// Plays one match; `players[seat]` decides for that seat.
fn play_match(
    seed: u64,
    rule: FirstRule,
    players: [&dyn AutoPlayer; 2],
    timings: [&mut Timings; 2],
) -> Result<Duel, String> {
    let mut duel = Duel::new(seed, rule);
    loop {
        match duel.phase() {
            Phase::Drawing => {
                let seat = duel.to_move().ok_or("drawing with no one to move")?;
                let view = duel.view(seat);
                let player = players[seat.index()];
                let (choice, raw) = time_ns(|| player.choose(&view));
                let mut ns = raw;
                if raw > RETIME_NS {
                    for _ in 0..2 {
                        ns = ns.min(time_ns(|| player.choose(&view)).1);
                    }
                }
                timings[seat.index()].push(raw, ns);
                duel.play(choice.action(seat))
                    .map_err(|e| format!("illegal Auto move {choice} in {duel}: {e}"))?;
            }
            Phase::RoundOver => {
                duel.play(duel21::Action::NextRound)
                    .map_err(|e| e.to_string())?;
            }
            Phase::MatchOver => return Ok(duel),
        }
    }
}

/// Mean and standard error of a sample.
fn mean_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    if xs.len() < 2 {
        return (mean, 0.0);
    }
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

/// The final JSON line of `selfplay`.
///
/// Decision timings, in microseconds, each a nearest-rank quantile over a set
/// of decisions: `decision_*` over every decision of both players (`decisions`
/// of them), `a_decision_*` over a's and `b_decision_*` over b's. `p50`,
/// `p99` and `max` are after re-timing (a decision over 1 ms is timed three
/// times, the best kept); `p99_raw` and `max_raw` use every decision's first
/// timing; `retimed` counts the decisions that were timed again.
#[derive(Serialize)]
struct Summary {
    a: &'static str,
    b: &'static str,
    first: &'static str,
    seed: u64,
    matches: usize,
    decks: usize,
    rounds: u64,
    a_round_points: f64,
    a_round_points_se: f64,
    a_match_score: f64,
    a_match_score_se: f64,
    a_round_wins: u64,
    b_round_wins: u64,
    round_draws: u64,
    a_match_wins: u64,
    b_match_wins: u64,
    match_draws: u64,
    a_mean_loss: f64,
    a_accuracy: f64,
    /// a's inaccuracies, mistakes and blunders.
    a_errors: [usize; 3],
    b_mean_loss: f64,
    b_accuracy: f64,
    b_errors: [usize; 3],
    review_seconds: f64,
    seconds: f64,
    matches_per_sec: f64,
    decisions: usize,
    decision_p50_us: f64,
    decision_p99_us: f64,
    decision_max_us: f64,
    decision_p99_raw_us: f64,
    decision_max_raw_us: f64,
    retimed_decisions: usize,
    a_decisions: usize,
    a_decision_p50_us: f64,
    a_decision_p99_us: f64,
    a_decision_max_us: f64,
    a_decision_p99_raw_us: f64,
    a_decision_max_raw_us: f64,
    a_retimed_decisions: usize,
    b_decisions: usize,
    b_decision_p50_us: f64,
    b_decision_p99_us: f64,
    b_decision_max_us: f64,
    b_decision_p99_raw_us: f64,
    b_decision_max_raw_us: f64,
    b_retimed_decisions: usize,
}

/// `duel21 selfplay --a expert --b classic --matches 2000 [--seed S] [--first p1|alternate]`
///
/// `--a` and `--b` name a level (`easy`, `classic`, `expert`) or
/// `counter-classic`.
///
/// Duplicate format: deck `k` (seed `S + k`) is played twice, `a` in seat P1
/// and then in seat P2, so the luck of the deal cancels out. `--matches` counts
/// the matches played (it must be even: half as many decks).
///
/// # Errors
/// Bad options; an illegal Auto move (a bug).
pub fn selfplay(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(args, &["a", "b", "matches", "seed", "first"], &[])?;
    let a: Contender = opts.parsed("a", Contender::Level(Level::Expert))?;
    let b: Contender = opts.parsed("b", Contender::Level(Level::Classic))?;
    let matches: usize = opts.parsed("matches", 2000)?;
    let seed: u64 = opts.parsed("seed", 0)?;
    let first_text = opts.get("first").unwrap_or("p1");
    let rule: FirstRule = first_text.parse()?;
    if matches == 0 || matches % 2 == 1 {
        return Err(format!(
            "--matches {matches}: use an even number (each deck is played twice)"
        ));
    }
    let decks = matches / 2;
    let (pa, pb) = (a.player(), b.player());
    let mut sa = SideStats::default();
    let mut sb = SideStats::default();
    let (mut rounds, mut round_draws, mut match_draws) = (0u64, 0u64, 0u64);
    // Per deck: a's round points, rounds, and mean match score (the pairs
    // are the independent samples).
    let mut deck_points = Vec::with_capacity(decks);
    let mut deck_rounds = Vec::with_capacity(decks);
    let mut deck_match_score = Vec::with_capacity(decks);
    let start = Instant::now();
    let mut review_seconds = 0.0;
    for k in 0..decks {
        let deck_seed = seed.wrapping_add(k as u64);
        let (mut points, mut n_rounds, mut score) = (0.0, 0.0, 0.0);
        for a_seat in Seat::BOTH {
            let duel = if a_seat == Seat::P1 {
                play_match(
                    deck_seed,
                    rule,
                    [&*pa, &*pb],
                    [&mut sa.timings, &mut sb.timings],
                )?
            } else {
                play_match(
                    deck_seed,
                    rule,
                    [&*pb, &*pa],
                    [&mut sb.timings, &mut sa.timings],
                )?
            };
            // Every decision graded by its exact loss; not counted in matches/s.
            let reviewing = Instant::now();
            let review = Review::of(&duel).map_err(|e| e.to_string())?;
            sa.add_review(review.seats.of(a_seat));
            sb.add_review(review.seats.of(a_seat.other()));
            review_seconds += reviewing.elapsed().as_secs_f64();
            let tally = duel.tally();
            let (wa, wb) = (
                tally.wins[a_seat.index()],
                tally.wins[a_seat.other().index()],
            );
            sa.round_wins += u64::from(wa);
            sb.round_wins += u64::from(wb);
            round_draws += u64::from(tally.draws);
            rounds += duel.history().len() as u64;
            points += f64::from(wa) + 0.5 * f64::from(tally.draws);
            n_rounds += duel.history().len() as f64;
            score += match duel.winner() {
                Some(Outcome::Win(s)) if s == a_seat => {
                    sa.match_wins += 1;
                    1.0
                }
                Some(Outcome::Win(_)) => {
                    sb.match_wins += 1;
                    0.0
                }
                _ => {
                    match_draws += 1;
                    0.5
                }
            };
        }
        deck_points.push(points);
        deck_rounds.push(n_rounds);
        deck_match_score.push(score / 2.0);
    }
    let seconds = start.elapsed().as_secs_f64() - review_seconds;
    let ((a_mean_loss, a_accuracy), (b_mean_loss, b_accuracy)) = (sa.grades(), sb.grades());

    // a's share of round points: a ratio of sums, with the delta-method
    // standard error over decks.
    let total_points: f64 = deck_points.iter().sum();
    let total_rounds: f64 = deck_rounds.iter().sum();
    let share = total_points / total_rounds;
    let n = decks as f64;
    let share_se = if decks > 1 {
        let resid: f64 = deck_points
            .iter()
            .zip(&deck_rounds)
            .map(|(p, r)| (p - share * r).powi(2))
            .sum();
        (resid / (n * (n - 1.0))).sqrt() / (total_rounds / n)
    } else {
        0.0
    };
    let (match_score, match_se) = mean_se(&deck_match_score);
    let all = Timings::merged(&sa.timings, &sb.timings).stats();
    let (ta, tb) = (sa.timings.stats(), sb.timings.stats());
    let summary = Summary {
        a: a.as_str(),
        b: b.as_str(),
        first: rule.as_str(),
        seed,
        matches,
        decks,
        rounds,
        a_round_points: share,
        a_round_points_se: share_se,
        a_match_score: match_score,
        a_match_score_se: match_se,
        a_round_wins: sa.round_wins,
        b_round_wins: sb.round_wins,
        round_draws,
        a_match_wins: sa.match_wins,
        b_match_wins: sb.match_wins,
        match_draws,
        a_mean_loss,
        a_accuracy,
        a_errors: sa.errors,
        b_mean_loss,
        b_accuracy,
        b_errors: sb.errors,
        review_seconds,
        seconds,
        matches_per_sec: matches as f64 / seconds,
        decisions: all.decisions,
        decision_p50_us: all.p50_us,
        decision_p99_us: all.p99_us,
        decision_max_us: all.max_us,
        decision_p99_raw_us: all.p99_raw_us,
        decision_max_raw_us: all.max_raw_us,
        retimed_decisions: all.retimed,
        a_decisions: ta.decisions,
        a_decision_p50_us: ta.p50_us,
        a_decision_p99_us: ta.p99_us,
        a_decision_max_us: ta.max_us,
        a_decision_p99_raw_us: ta.p99_raw_us,
        a_decision_max_raw_us: ta.max_raw_us,
        a_retimed_decisions: ta.retimed,
        b_decisions: tb.decisions,
        b_decision_p50_us: tb.p50_us,
        b_decision_p99_us: tb.p99_us,
        b_decision_max_us: tb.max_us,
        b_decision_p99_raw_us: tb.p99_raw_us,
        b_decision_max_raw_us: tb.max_raw_us,
        b_retimed_decisions: tb.retimed,
    };
    print_table(&summary);
    say!(
        "{}",
        serde_json::to_string(&summary).map_err(|e| e.to_string())?
    );
    Ok(ExitCode::SUCCESS)
}

/// The readable part of the `selfplay` output.
fn print_table(s: &Summary) {
    let seeds_end = s.seed.wrapping_add(s.decks as u64 - 1);
    say!(
        "Twenty-One Duel self-play (duplicate): a = {} vs b = {}",
        s.a,
        s.b
    );
    say!(
        "{} matches = {} decks (seeds {}..={}) x 2 seatings, first player: {}",
        s.matches,
        s.decks,
        s.seed,
        seeds_end,
        s.first
    );
    let (ha, hb) = (format!("a {}", s.a), format!("b {}", s.b));
    say!();
    say!("{:<24}{ha:>18}{hb:>18}{:>12}", "", "draws");
    say!(
        "{:<24}{:>18}{:>18}{:>12}",
        "round wins",
        s.a_round_wins,
        s.b_round_wins,
        s.round_draws
    );
    say!(
        "{:<24}{:>18}{:>18}{:>12}",
        "match wins",
        s.a_match_wins,
        s.b_match_wins,
        s.match_draws
    );
    say!(
        "{:<24}{:>18.4}{:>18.4}",
        "mean loss",
        s.a_mean_loss,
        s.b_mean_loss
    );
    say!(
        "{:<24}{:>18.1}{:>18.1}",
        "accuracy %",
        s.a_accuracy,
        s.b_accuracy
    );
    let errors = |e: [usize; 3]| format!("{} / {} / {}", e[0], e[1], e[2]);
    say!(
        "{:<24}{:>18}{:>18}",
        "inacc. / mist. / blund.",
        errors(s.a_errors),
        errors(s.b_errors)
    );
    say!();
    say!(
        "{:<24}{ha:>18}{hb:>18}{:>12}",
        "decision times (us)",
        "both"
    );
    say!(
        "{:<24}{:>18}{:>18}{:>12}",
        "decisions",
        s.a_decisions,
        s.b_decisions,
        s.decisions
    );
    let rows = [
        (
            "p50",
            s.a_decision_p50_us,
            s.b_decision_p50_us,
            s.decision_p50_us,
        ),
        (
            "p99",
            s.a_decision_p99_us,
            s.b_decision_p99_us,
            s.decision_p99_us,
        ),
        (
            "max",
            s.a_decision_max_us,
            s.b_decision_max_us,
            s.decision_max_us,
        ),
        (
            "p99, first timing",
            s.a_decision_p99_raw_us,
            s.b_decision_p99_raw_us,
            s.decision_p99_raw_us,
        ),
        (
            "max, first timing",
            s.a_decision_max_raw_us,
            s.b_decision_max_raw_us,
            s.decision_max_raw_us,
        ),
    ];
    for (label, a, b, both) in rows {
        say!("{label:<24}{a:>18.1}{b:>18.1}{both:>12.1}");
    }
    say!(
        "{:<24}{:>18}{:>18}{:>12}",
        "re-timed (over 1 ms)",
        s.a_retimed_decisions,
        s.b_retimed_decisions,
        s.retimed_decisions
    );
    say!("(a decision over 1 ms is timed twice more and its best time kept in p50/p99/max)");
    say!();
    say!(
        "a's round points (draw = 1/2): {:.4} ± {:.4} (standard error) over {} rounds",
        s.a_round_points,
        s.a_round_points_se,
        s.rounds
    );
    say!(
        "a's match score (draw = 1/2):  {:.4} ± {:.4}",
        s.a_match_score,
        s.a_match_score_se
    );
    say!("{:.2} s, {:.0} matches/s", s.seconds, s.matches_per_sec);
}

/// `duel21 survey [--repeat N] [--reference]`: every first decision of a
/// round from a full deck (by the value classes of the four dealt cards),
/// timed; prints the widest and the slowest Expert decisions as one JSON
/// line. `--reference` times the reference search (the first exact search,
/// kept to check the fast one) instead, for a before/after comparison on
/// the same machine at the same time.
///
/// # Errors
/// Unexpected arguments.
pub fn survey(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(args, &["repeat"], &["reference"])?;
    let repeat: u32 = opts.parsed("repeat", 3)?;
    let search: fn(&TableView) -> Option<ExpertEval> = if opts.has("reference") {
        |view| reference::evaluate_against(view, Opponent::Minimising)
    } else {
        Expert::evaluate
    };
    let mut positions = 0u64;
    let mut most_nodes = (0u64, String::new());
    let mut widest: Option<TableView> = None;
    let mut slowest = (0f64, String::new());
    let mut total_s = 0.0;
    for view in TableView::openings() {
        let label = format!(
            "{} v {}",
            format_cards(view.hand(Seat::P1).cards()),
            format_cards(view.hand(Seat::P2).cards())
        );
        let mut best = f64::MAX;
        let mut nodes = 0;
        for _ in 0..repeat.max(1) {
            let start = Instant::now();
            let eval = search(&view).ok_or("not the mover")?;
            best = best.min(start.elapsed().as_secs_f64());
            nodes = eval.nodes;
        }
        positions += 1;
        total_s += best;
        if nodes > most_nodes.0 {
            most_nodes = (nodes, label.clone());
            widest = Some(view.clone());
        }
        if best > slowest.0 {
            slowest = (best, label);
        }
    }
    // The widest decision again, 50 times: its median and best time.
    let widest = widest.ok_or("no position")?;
    let mut times: Vec<f64> = (0..50)
        .map(|_| {
            let start = Instant::now();
            let _ = search(&widest);
            start.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    say!(
        "{}",
        serde_json::json!({
            "search": if opts.has("reference") { "reference" } else { "expert" },
            "positions": positions,
            "widest_median_us": times[times.len() / 2],
            "widest_min_us": times[0],
            "most_nodes": most_nodes.0,
            "most_nodes_position": most_nodes.1,
            "slowest_us": slowest.0 * 1e6,
            "slowest_position": slowest.1,
            "mean_us": total_s / positions as f64 * 1e6,
        })
    );
    Ok(ExitCode::SUCCESS)
}
