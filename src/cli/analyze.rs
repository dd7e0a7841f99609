//! `duel21 analyze`: one position as JSON — both totals, the unseen cards,
//! the bust probability, each level's choice, the round's exact equities
//! and, with `--score`, the match's.
//!
//! The position becomes a [`TableView`] through its checked constructor.

use std::process::ExitCode;

use serde::Serialize;

use super::options::Options;
use duel21::cards::Level;
use duel21::duel::ai::{explain, Choice, Equity, Expert, MatchContext, RankCounts, TableView};
use duel21::duel::game::MAX_ROUNDS;
use duel21::FirstRule;

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
    /// With `--score`: the match equities of Take and Stand for `me`.
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    match_equity: Option<MatchEquity>,
}

/// `analyze`'s `"match"`: P(win the match) + ½·P(drawn) of each action for
/// `me`, and the better one (equal equities stand).
#[derive(Serialize)]
struct MatchEquity {
    take: f64,
    stand: f64,
    best: Choice,
    /// Take and Stand are worth exactly the same (a decided match, say).
    tie: bool,
}

/// `duel21 analyze --me "10h 6c" --opp "9s 9d" [--played "As 2d"] [--me-stood] [--opp-stood]
/// [--score MINE:THEIRS [--first p1|alternate] [--next me|opp]]`
///
/// With `--score` (round wins before this round, `me`'s first) it also
/// prints the match equities — what the review grades by; `--first` is the
/// first-player rule (default the game's default, alternate: one player
/// starts every round, or they take turns) and `--next` who starts the
/// round after this one (default: `me` started this round, so `me` under
/// p1, the opponent under alternate; `--first p1 --next opp` is `me` in the
/// second seat, the opponent starting every round).
///
/// # Errors
/// Bad notation, an impossible position, or `me` may not draw.
pub fn analyze(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(
        args,
        &["me", "opp", "played", "score", "first", "next"],
        &["me-stood", "opp-stood"],
    )?;
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
    let score = opts.get("score").map(parse_score).transpose()?;
    if score.is_none() && (opts.get("next").is_some() || opts.get("first").is_some()) {
        return Err("--first and --next describe the match: give --score MINE:THEIRS too".into());
    }
    let rule: FirstRule = opts.parsed("first", FirstRule::default())?;
    let mut view = view.with_match(score.unwrap_or([0, 0]), rule, 0);
    if let Some(next) = opts.get("next") {
        let starts_next = match next {
            "me" => true,
            "opp" => false,
            _ => return Err(format!("--next {next}: use me or opp")),
        };
        let context = MatchContext {
            starts_next,
            ..view.context()
        };
        view = view.with_context(context);
    }
    let match_equity = match score {
        None => None,
        Some(_) => {
            let eval = Expert::evaluate_match(&view).ok_or("me may not draw")?;
            Some(MatchEquity {
                take: eval.take_equity(),
                stand: eval.stand_equity(),
                best: eval.best(),
                tie: eval.tie(),
            })
        }
    };
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
        match_equity,
    };
    say!(
        "{}",
        serde_json::to_string(&out).map_err(|e| e.to_string())?
    );
    Ok(ExitCode::SUCCESS)
}

/// `MINE:THEIRS`, two counts of round wins before this round: plain digits,
/// and together at most `MAX_ROUNDS - 1`, for this round is one of the
/// match's at most [`MAX_ROUNDS`] (SPEC §2, "Twenty-One Duel rules": a
/// match deals rounds from one deck until too few cards are left).
fn parse_score(text: &str) -> Result<[u32; 2], String> {
    let bad = || format!("--score {text}: use MINE:THEIRS, two round-win counts from 0 to 13");
    let (mine, theirs) = text.split_once(':').ok_or_else(bad)?;
    let count = |s: &str| {
        s.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| s.parse::<u32>().ok())
            .flatten()
            .filter(|&n| n <= MAX_ROUNDS)
            .ok_or_else(bad)
    };
    let score = [count(mine)?, count(theirs)?];
    if score[0] + score[1] >= MAX_ROUNDS {
        return Err(format!(
            "--score {text}: {} rounds cannot come before this one (a match has at most {MAX_ROUNDS})",
            score[0] + score[1]
        ));
    }
    Ok(score)
}
