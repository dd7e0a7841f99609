//! The match equity's tools: `match-model` (the round model the table of
//! `duel::ai::match_equity` is computed from, counted over self-play) and
//! `match-error` (the table's error, measured against exact solutions late
//! in the deck and against self-play early on).

use std::collections::HashMap;
use std::process::ExitCode;

use super::options::Options;
use duel21::cards::{Card, Deck, Rank, DECK_SIZE};
use duel21::duel::ai::match_equity::MAX_DRAWS;
use duel21::duel::ai::{AutoPlayer, Expert, ExpertRound};
use duel21::duel::game::{DEAL_SIZE, MATCH_ENDS_BELOW};
use duel21::{judge, Action, Duel, FirstRule, Outcome, Phase, Score, Seat};

const ROW: usize = 3 * (MAX_DRAWS + 1);

/// `duel21 match-model [--matches N] [--seed S]`: plays N matches of the
/// round-only Expert against itself (first player alternating) and counts,
/// for every round, the cards before its deal, its first player's points
/// (0, 1, 2) and the cards it drew after the deal; prints the counts as the
/// Rust source of `src/duel/ai/match_model.rs`, each row scaled to
/// fit 16 bits.
///
/// # Errors
/// Bad options.
pub fn match_model(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(args, &["matches", "seed"], &[])?;
    let matches: u64 = opts.parsed("matches", 200_000)?;
    let seed: u64 = opts.parsed("seed", 1_000_000)?;
    let mut rows = vec![[0u64; ROW]; DECK_SIZE + 1];
    for k in 0..matches {
        let duel = play(seed + k, FirstRule::Alternate, [&ExpertRound, &ExpertRound])?;
        let mut cards = DECK_SIZE;
        for r in duel.history() {
            let used = r.hands[0].len() + r.hands[1].len();
            let points = match r.outcome {
                Outcome::Win(s) if s == r.first => 2,
                Outcome::Draw => 1,
                Outcome::Win(_) => 0,
            };
            rows[cards][points * (MAX_DRAWS + 1) + used - DEAL_SIZE] += 1;
            cards -= used;
        }
    }
    let first = MATCH_ENDS_BELOW;
    say!("//! The round model of the match equity table, made by");
    say!("//! `duel21 match-model --matches {matches} --seed {seed}`: for each number of");
    say!("//! cards before a deal (from {first}), over self-play rounds of the round-only");
    say!("//! Expert against itself, how many had the first player lose, draw or win");
    say!("//! (7 columns each) with 0 to 6 cards drawn after the deal; each row");
    say!("//! scaled to fit 16 bits (a row of zeros was never seen).");
    say!();
    say!("/// The number of cards before a deal of the first row.");
    say!("pub const ROUND_MODEL_FIRST: usize = {first};");
    say!();
    say!("/// The rows, for {first} to {DECK_SIZE} cards before a deal.");
    say!("#[rustfmt::skip]");
    say!(
        "pub static ROUND_MODEL: [[u16; {ROW}]; {}] = [",
        DECK_SIZE + 1 - first
    );
    for row in &rows[first..] {
        let total: u64 = row.iter().sum();
        let scaled: Vec<String> = row
            .iter()
            .map(|&c| {
                if total == 0 {
                    0
                } else {
                    (c * 65_535).div_ceil(total.max(1)).min(65_535)
                }
            })
            .map(|c| c.to_string())
            .collect();
        say!("    [{}],", scaled.join(", "));
    }
    say!("];");
    Ok(ExitCode::SUCCESS)
}

/// Plays one match with `players[seat]` deciding for each seat.
fn play(seed: u64, rule: FirstRule, players: [&dyn AutoPlayer; 2]) -> Result<Duel, String> {
    let mut duel = Duel::new(seed, rule);
    finish(&mut duel, players)?;
    Ok(duel)
}

/// Plays `duel` to its end.
fn finish(duel: &mut Duel, players: [&dyn AutoPlayer; 2]) -> Result<(), String> {
    loop {
        match duel.phase() {
            Phase::Drawing => {
                let seat = duel.to_move().ok_or("drawing with no one to move")?;
                let choice = players[seat.index()].choose(&duel.view(seat));
                duel.play(choice.action(seat)).map_err(|e| e.to_string())?;
            }
            Phase::RoundOver => {
                duel.play(Action::NextRound).map_err(|e| e.to_string())?;
            }
            Phase::MatchOver => return Ok(()),
        }
    }
}

/// The match result for `seat` of a finished match: 1, ½ or 0.
fn result(duel: &Duel, seat: Seat) -> f64 {
    match duel.winner() {
        Some(Outcome::Win(s)) if s == seat => 1.0,
        Some(Outcome::Draw) => 0.5,
        _ => 0.0,
    }
}

/// `duel21 match-error [--late N] [--states N] [--early N] [--playouts N] [--seed S] [--first p1|alternate]`:
/// the error of Expert's match equity (the larger of Take's and Stand's,
/// for the seat to move) at decisions sampled from Expert-against-Expert
/// matches, one decision per match:
/// - `--states` decisions with at most `--late` cards left in a round that
///   is not the match's last (where Expert is exact by construction),
///   against the exact match equity (every card and every later deal
///   searched, both seats playing for the match);
/// - `--early` decisions with more cards left, against the mean result of
///   `--playouts` playouts (the unseen cards shuffled, Expert for both).
///
/// Prints one JSON line: for each kind the states, the mean and worst
/// absolute error and the mean signed error (and the playouts' standard
/// error).
///
/// # Errors
/// Bad options.
pub fn match_error(args: &[String]) -> Result<ExitCode, String> {
    let opts = Options::parse(
        args,
        &["late", "states", "early", "playouts", "seed", "first"],
        &[],
    )?;
    let late_cards: usize = opts.parsed("late", 10)?;
    let want_late: usize = opts.parsed("states", 200)?;
    let want_early: usize = opts.parsed("early", 50)?;
    let playouts: u64 = opts.parsed("playouts", 4000)?;
    let seed: u64 = opts.parsed("seed", 5_000_000)?;
    let rule: FirstRule = opts.get("first").unwrap_or("alternate").parse()?;
    let (mut late, mut early) = (Vec::new(), Vec::new());
    let mut se_sum = 0.0;
    let mut k = seed;
    while late.len() < want_late || early.len() < want_early {
        let duel = play(k, rule, [&Expert, &Expert])?;
        // One decision of this match, picked by the seed.
        let decisions = decisions(&duel)?;
        let pick = &decisions[(k.wrapping_mul(2_654_435_761) >> 7) as usize % decisions.len()];
        k += 1;
        let seat = pick.to_move().ok_or("no one to move")?;
        let view = pick.view(seat);
        let eval = Expert::evaluate_match(&view).ok_or("not the mover's turn")?;
        let method = eval.take_equity().max(eval.stand_equity());
        let round_start = pick.cards_left() + round_cards(pick);
        let last_round = round_start < MATCH_ENDS_BELOW + DEAL_SIZE;
        if pick.cards_left() <= late_cards {
            if last_round || late.len() >= want_late {
                continue;
            }
            let exact = Exact::new(rule).value_of(pick, seat);
            late.push(method - exact);
        } else if early.len() < want_early {
            let (mean, se) = playout(pick, seat, playouts, k)?;
            se_sum += se;
            early.push(method - mean);
        }
    }
    let summary = |errors: &[f64]| {
        let n = errors.len().max(1) as f64;
        serde_json::json!({
            "states": errors.len(),
            "mean_abs": errors.iter().map(|e| e.abs()).sum::<f64>() / n,
            "worst_abs": errors.iter().fold(0.0f64, |m, e| m.max(e.abs())),
            "mean_signed": errors.iter().sum::<f64>() / n,
        })
    };
    let mut early_json = summary(&early);
    early_json["playouts"] = playouts.into();
    early_json["mean_playout_se"] = (se_sum / early.len().max(1) as f64).into();
    say!(
        "{}",
        serde_json::json!({
            "first": if rule == FirstRule::Alternate { "alternate" } else { "p1" },
            "late_cards": late_cards,
            "late": summary(&late),
            "early": early_json,
        })
    );
    Ok(ExitCode::SUCCESS)
}

/// Cards in both hands of the round on the table.
fn round_cards(duel: &Duel) -> usize {
    duel.round().hand(Seat::P1).len() + duel.round().hand(Seat::P2).len()
}

/// The match replayed, one copy just before each Take or Stand.
fn decisions(duel: &Duel) -> Result<Vec<Duel>, String> {
    let deck = Deck::from_order(duel.deck().order().to_vec()).map_err(|e| e.to_string())?;
    let mut replay = Duel::with_deck(deck, duel.rule());
    let mut out = Vec::new();
    for &action in duel.log() {
        if replay.to_move().is_some() {
            out.push(replay.clone());
        }
        replay.play(action).map_err(|e| e.to_string())?;
    }
    Ok(out)
}

/// The mean match result for `seat` over `n` playouts of `duel` (Expert for
/// both seats, the unseen cards in a fresh random order each time), and
/// its standard error.
fn playout(duel: &Duel, seat: Seat, n: u64, seed: u64) -> Result<(f64, f64), String> {
    let dealt = duel.deck().dealt().to_vec();
    let unseen: Vec<Card> = duel.deck().order()[dealt.len()..].to_vec();
    let (mut sum, mut sq) = (0.0, 0.0);
    for i in 0..n {
        // A uniform order of the unseen cards: their order in a shuffled deck.
        let shuffled = Deck::shuffled(seed.wrapping_mul(1_000_003).wrapping_add(i));
        let order: Vec<Card> = dealt
            .iter()
            .copied()
            .chain(
                shuffled
                    .order()
                    .iter()
                    .copied()
                    .filter(|c| unseen.contains(c)),
            )
            .collect();
        let mut replay = Duel::with_deck(
            Deck::from_order(order).map_err(|e| e.to_string())?,
            duel.rule(),
        );
        for &action in duel.log() {
            replay.play(action).map_err(|e| e.to_string())?;
        }
        finish(&mut replay, [&Expert, &Expert])?;
        let r = result(&replay, seat);
        sum += r;
        sq += r * r;
    }
    let mean = sum / n as f64;
    let var = (sq / n as f64 - mean * mean).max(0.0);
    Ok((mean, (var / n as f64).sqrt()))
}

/// One hand in the exact search: its score, cards and whether it stood.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Side {
    score: Score,
    cards: u8,
    stood: bool,
}

impl Side {
    /// SPEC §2 rule 3: stood, 5 cards, 21 or more, or no card left.
    fn may_draw(self, left: usize) -> bool {
        !self.stood && self.cards < 5 && self.score.total < 21 && left > 0
    }

    fn with(self, class: usize) -> Side {
        Side {
            score: self.score.with(Rank::ALL[class]),
            cards: self.cards + 1,
            stood: false,
        }
    }
}

/// A moment of the match for the exact search.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct State {
    /// Unseen cards per value class (A, 2, …, 9, ten-valued).
    counts: [u8; 10],
    sides: [Side; 2],
    to_move: Option<Seat>,
    /// The round's 0-based number (its first player follows from the rule).
    round: u8,
    /// Round wins, P1 first.
    wins: [u8; 2],
}

/// The exact match equity: expectiminimax over every card and every later
/// deal, both seats maximising their own match equity; memoised on the
/// state, whose cards are counted by value class (suits do not matter).
struct Exact {
    rule: FirstRule,
    memo: HashMap<State, f64>,
}

impl Exact {
    fn new(rule: FirstRule) -> Exact {
        Exact {
            rule,
            memo: HashMap::new(),
        }
    }

    /// The exact match equity of `duel` for `seat`.
    fn value_of(&mut self, duel: &Duel, seat: Seat) -> f64 {
        let class = |c: &Card| c.rank().index().min(9);
        let mut counts = [0u8; 10];
        let dealt = duel.deck().dealt().len();
        for c in &duel.deck().order()[dealt..] {
            counts[class(c)] += 1;
        }
        let side = |s: Seat| Side {
            score: duel.round().hand(s).score(),
            cards: duel.round().hand(s).len() as u8,
            stood: duel.round().has_stood(s),
        };
        let tally = duel.tally();
        let state = State {
            counts,
            sides: [side(Seat::P1), side(Seat::P2)],
            to_move: duel.to_move(),
            round: (duel.round_number() - 1) as u8,
            wins: [tally.wins[0] as u8, tally.wins[1] as u8],
        };
        let p1 = self.value(state);
        if seat == Seat::P1 {
            p1
        } else {
            1.0 - p1
        }
    }

    /// P1's match equity.
    fn value(&mut self, s: State) -> f64 {
        if let Some(&v) = self.memo.get(&s) {
            return v;
        }
        let v = match s.to_move {
            Some(m) => {
                let mut stand = s;
                stand.sides[m.index()].stood = true;
                let stand = self.value(self.pass(stand, m));
                let left: u8 = s.counts.iter().sum();
                let mut take = 0.0;
                for (class, &n) in s.counts.iter().enumerate() {
                    if n == 0 {
                        continue;
                    }
                    let mut next = s;
                    next.counts[class] -= 1;
                    next.sides[m.index()] = s.sides[m.index()].with(class);
                    take += f64::from(n) * self.value(self.pass(next, m));
                }
                let take = take / f64::from(left);
                if m == Seat::P1 {
                    take.max(stand)
                } else {
                    take.min(stand)
                }
            }
            None => self.round_over(s),
        };
        self.memo.insert(s, v);
        v
    }

    /// SPEC §2 rule 2: the other player moves next unless it may not draw;
    /// then the actor again, if it may; else the round is over.
    fn pass(&self, mut s: State, actor: Seat) -> State {
        let left = usize::from(s.counts.iter().sum::<u8>());
        let other = actor.other();
        s.to_move = if s.sides[other.index()].may_draw(left) {
            Some(other)
        } else if s.sides[actor.index()].may_draw(left) {
            Some(actor)
        } else {
            None
        };
        s
    }

    /// A finished round: judged, then the match ends (fewer than 4 cards)
    /// or the next round is dealt, every ordered 4 cards weighted.
    fn round_over(&mut self, s: State) -> f64 {
        let (outcome, _) = judge([s.sides[0].score, s.sides[1].score]);
        let mut wins = s.wins;
        if let Outcome::Win(w) = outcome {
            wins[w.index()] += 1;
        }
        let left: u8 = s.counts.iter().sum();
        if usize::from(left) < MATCH_ENDS_BELOW {
            return match wins[0].cmp(&wins[1]) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            };
        }
        let round = s.round + 1;
        let first = self.rule.first_of_round(usize::from(round));
        let empty = Side {
            score: Score::from_hard(0, false),
            cards: 0,
            stood: false,
        };
        // Deal: first, other, first, other, each card by class, weighted.
        let mut total = 0.0;
        let mut weight_sum = 0.0;
        let mut deal = |counts: [u8; 10], classes: [usize; 4], weight: f64, this: &mut Exact| {
            let mut sides = [empty; 2];
            for (i, &c) in classes.iter().enumerate() {
                let seat = if i % 2 == 0 { first } else { first.other() };
                sides[seat.index()] = sides[seat.index()].with(c);
            }
            let mut next = State {
                counts,
                sides,
                to_move: None,
                round,
                wins,
            };
            // The first player acts first unless it may not draw.
            next = this.pass(next, first.other());
            total += weight * this.value(next);
            weight_sum += weight;
        };
        let c0 = s.counts;
        for (a, &wa) in c0.iter().enumerate().filter(|(_, &n)| n > 0) {
            let mut c1 = c0;
            c1[a] -= 1;
            for (b, &wb) in c1.iter().enumerate().filter(|(_, &n)| n > 0) {
                let mut c2 = c1;
                c2[b] -= 1;
                for (c, &wc) in c2.iter().enumerate().filter(|(_, &n)| n > 0) {
                    let mut c3 = c2;
                    c3[c] -= 1;
                    for (d, &wd) in c3.iter().enumerate().filter(|(_, &n)| n > 0) {
                        let mut c4 = c3;
                        c4[d] -= 1;
                        let weight = f64::from(wa) * f64::from(wb) * f64::from(wc) * f64::from(wd);
                        deal(c4, [a, b, c, d], weight, self);
                    }
                }
            }
        }
        total / weight_sum
    }
}
