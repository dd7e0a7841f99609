//! The duel subcommands: `analyze` (one position, as JSON), `selfplay`
//! (duplicate matches between two levels, with timings) and `survey` (every
//! first decision of a round, timed: the hardest Expert decisions).
//!
//! Both drive the engine only through its public API: positions become a
//! [`TableView`] through its checked constructor, matches advance through
//! [`Duel::play`], and the players see [`Duel::view`].

use std::process::ExitCode;
use std::time::Instant;

use serde::Serialize;

use duel21::ai::Expert;
use duel21::ai::{explain, AutoPlayer, Choice, Equity, Level, RankCounts, TableView};
use duel21::{format_cards, parse_cards, Card, Duel, FirstRule, Outcome, Phase, Rank, Seat, Suit};

/// Command-line options: `--name value` pairs and `--flag` switches.
struct Options {
    values: Vec<(String, String)>,
    switches: Vec<String>,
}

impl Options {
    /// Parses `args` given which names take a value and which are switches.
    fn parse(args: &[String], valued: &[&str], switches: &[&str]) -> Result<Options, String> {
        let mut opts = Options {
            values: Vec::new(),
            switches: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let name = arg
                .strip_prefix("--")
                .ok_or_else(|| format!("unexpected argument '{arg}'"))?;
            if valued.contains(&name) {
                let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                if opts.get(name).is_some() {
                    return Err(format!("--{name} given twice"));
                }
                opts.values.push((name.to_string(), value.clone()));
            } else if switches.contains(&name) {
                opts.switches.push(name.to_string());
            } else {
                return Err(format!("unknown option '--{name}'"));
            }
        }
        Ok(opts)
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn has(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    fn cards(&self, name: &str) -> Result<Vec<Card>, String> {
        parse_cards(self.get(name).unwrap_or("")).map_err(|e| format!("--{name}: {e}"))
    }

    fn parsed<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String>
    where
        T::Err: std::fmt::Display,
    {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|e| format!("--{name}: {e}")),
        }
    }
}

/// The JSON object `analyze` prints (keys exactly as in issue 3).
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
    println!(
        "{}",
        serde_json::to_string(&out).map_err(|e| e.to_string())?
    );
    Ok(ExitCode::SUCCESS)
}

/// Decision timings of one player, in nanoseconds.
///
/// The machine may be shared: a decision preempted by the scheduler would
/// set the maximum. So a decision that took over [`RETIME_NS`] is run twice
/// more (decisions are pure and deterministic) and its best time is kept;
/// the raw maximum is kept too.
#[derive(Default)]
struct Timings(Vec<u64>, u64);

/// Decisions slower than this are timed three times (best kept).
const RETIME_NS: u64 = 1_000_000;

/// Times `f`, in nanoseconds.
fn time_ns<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed().as_nanos() as u64)
}

impl Timings {
    /// The `q` quantile (nearest rank) in microseconds.
    fn quantile_us(&self, q: f64) -> f64 {
        let mut v = self.0.clone();
        v.sort_unstable();
        if v.is_empty() {
            return 0.0;
        }
        let i = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1;
        v[i] as f64 / 1000.0
    }
}

/// What one side did over the whole run.
#[derive(Default)]
struct SideStats {
    round_wins: u64,
    match_wins: u64,
    timings: Timings,
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
                let t = &mut *timings[seat.index()];
                t.0.push(ns);
                t.1 = t.1.max(raw);
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
#[derive(Serialize)]
struct Summary {
    a: Level,
    b: Level,
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
    seconds: f64,
    matches_per_sec: f64,
    decisions: usize,
    decision_p50_us: f64,
    decision_p99_us: f64,
    decision_max_us: f64,
    decision_max_raw_us: f64,
    a_decisions: usize,
    a_decision_p50_us: f64,
    a_decision_p99_us: f64,
    a_decision_max_us: f64,
    b_decisions: usize,
    b_decision_p50_us: f64,
    b_decision_p99_us: f64,
    b_decision_max_us: f64,
}

/// `duel21 selfplay --a expert --b classic --matches 2000 [--seed S] [--first p1|alternate]`
///
/// Duplicate format: deck `k` (seed `S + k`) is played twice, `a` in seat P1
/// and then in seat P2, so the luck of the deal cancels out. `--matches` counts
/// the matches played (it must be even: half as many decks).
///
/// # Errors
/// Bad options; an illegal Auto move (a bug).
pub fn selfplay(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(args, &["a", "b", "matches", "seed", "first"], &[])?;
    let a: Level = opts.parsed("a", Level::Expert)?;
    let b: Level = opts.parsed("b", Level::Classic)?;
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
    let seconds = start.elapsed().as_secs_f64();

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
    let all = Timings(
        sa.timings.0.iter().chain(&sb.timings.0).copied().collect(),
        sa.timings.1.max(sb.timings.1),
    );
    let summary = Summary {
        a,
        b,
        first: if rule == FirstRule::Alternate {
            "alternate"
        } else {
            "p1"
        },
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
        seconds,
        matches_per_sec: matches as f64 / seconds,
        decisions: all.0.len(),
        decision_p50_us: all.quantile_us(0.5),
        decision_p99_us: all.quantile_us(0.99),
        decision_max_us: all.quantile_us(1.0),
        decision_max_raw_us: all.1 as f64 / 1000.0,
        a_decisions: sa.timings.0.len(),
        a_decision_p50_us: sa.timings.quantile_us(0.5),
        a_decision_p99_us: sa.timings.quantile_us(0.99),
        a_decision_max_us: sa.timings.quantile_us(1.0),
        b_decisions: sb.timings.0.len(),
        b_decision_p50_us: sb.timings.quantile_us(0.5),
        b_decision_p99_us: sb.timings.quantile_us(0.99),
        b_decision_max_us: sb.timings.quantile_us(1.0),
    };
    print_table(&summary);
    println!(
        "{}",
        serde_json::to_string(&summary).map_err(|e| e.to_string())?
    );
    Ok(ExitCode::SUCCESS)
}

/// The readable part of the `selfplay` output.
fn print_table(s: &Summary) {
    let seeds_end = s.seed.wrapping_add(s.decks as u64 - 1);
    println!(
        "Twenty-One Duel self-play (duplicate): a = {} vs b = {}",
        s.a, s.b
    );
    println!(
        "{} matches = {} decks (seeds {}..={}) x 2 seatings, first player: {}",
        s.matches, s.decks, s.seed, seeds_end, s.first
    );
    println!();
    println!(
        "{:<22}{:>14}{:>14}{:>10}",
        "",
        format!("a {}", s.a),
        format!("b {}", s.b),
        "draws"
    );
    println!(
        "{:<22}{:>14}{:>14}{:>10}",
        "round wins", s.a_round_wins, s.b_round_wins, s.round_draws
    );
    println!(
        "{:<22}{:>14}{:>14}{:>10}",
        "match wins", s.a_match_wins, s.b_match_wins, s.match_draws
    );
    println!(
        "{:<22}{:>14}{:>14}",
        "decisions", s.a_decisions, s.b_decisions
    );
    println!(
        "{:<22}{:>14.1}{:>14.1}",
        "decision p50 (us)", s.a_decision_p50_us, s.b_decision_p50_us
    );
    println!(
        "{:<22}{:>14.1}{:>14.1}",
        "decision p99 (us)", s.a_decision_p99_us, s.b_decision_p99_us
    );
    println!(
        "{:<22}{:>14.1}{:>14.1}",
        "decision max (us)", s.a_decision_max_us, s.b_decision_max_us
    );
    println!();
    println!(
        "a's round points (draw = 1/2): {:.4} ± {:.4} (standard error) over {} rounds",
        s.a_round_points, s.a_round_points_se, s.rounds
    );
    println!(
        "a's match score (draw = 1/2):  {:.4} ± {:.4}",
        s.a_match_score, s.a_match_score_se
    );
    println!("{:.2} s, {:.0} matches/s", s.seconds, s.matches_per_sec);
}

/// `duel21 survey`: every first decision of a round from a full deck (by the
/// value classes of the four dealt cards), timed; prints the widest and the
/// slowest Expert decisions as one JSON line.
///
/// # Errors
/// Unexpected arguments.
pub fn survey(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(args, &["repeat"], &[])?;
    let repeat: u32 = opts.parsed("repeat", 3)?;
    let classes: Vec<Rank> = Rank::ALL[..10].to_vec();
    let mut positions = 0u64;
    let mut most_nodes = (0u64, String::new());
    let mut widest: Option<TableView> = None;
    let mut slowest = (0f64, String::new());
    let mut total_s = 0.0;
    for (i, &a) in classes.iter().enumerate() {
        for &b in &classes[i..] {
            for (j, &x) in classes.iter().enumerate() {
                for &y in &classes[j..] {
                    let mut used = [0usize; 13];
                    let mut card = |r: Rank| {
                        let suit = Suit::ALL[used[r.index()]];
                        used[r.index()] += 1;
                        Card::new(r, suit)
                    };
                    let me = [card(a), card(b)];
                    let opp = [card(x), card(y)];
                    // Dealt 21 (A + ten) does not draw.
                    let Ok(view) = TableView::from_position(&me, &opp, &[], false, false) else {
                        continue;
                    };
                    let label = format!("{} v {}", format_cards(&me), format_cards(&opp));
                    let mut best = f64::MAX;
                    let mut nodes = 0;
                    for _ in 0..repeat.max(1) {
                        let start = Instant::now();
                        let eval = Expert::evaluate(&view).ok_or("not the mover")?;
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
            }
        }
    }
    // The widest decision again, 50 times: its median and best time.
    let widest = widest.ok_or("no position")?;
    let mut times: Vec<f64> = (0..50)
        .map(|_| {
            let start = Instant::now();
            let _ = Expert::evaluate(&widest);
            start.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    println!(
        "{}",
        serde_json::json!({
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
