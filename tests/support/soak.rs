//! The soak harness (`duel21 soak`): seeded random play, legal and illegal, through every layer
//! the page drives — the bare match ([`Duel`]), the page's 21点 session
//! ([`Session`]: PvP and vs Computer at each level and seat, people acting
//! on the computer's turn, the next round at the wrong time, rematches, save
//! and load mid-match) and 24点's [`Session24`] (every action kind, wrong
//! seats, garbage and wrong answers, claims, buzzes, hints, giving up, the
//! next deal, the clock, save and load) — with the rules' invariants checked
//! after every action:
//!
//! - 52 cards are conserved: the cards left, both hands and the discards (in
//!   24点: the deals played, the one on the table and the rest) are the 52
//!   cards, each once, and the round history holds exactly the cards dealt;
//! - refused means unchanged: the state after a refused action (and after a
//!   24点 answer that is not a complete answer) equals the state before it;
//! - one source of legality: an action is accepted exactly when it was
//!   listed (`Duel::legal_actions`, the snapshot's `can_*` and
//!   `computer_turn`, `Game24::legal` with its seats), and every listed
//!   action but the computer's step is also accepted on a copy;
//! - the computer's move is its level's choice; saves load back equal, to
//!   the same text; a computer move flipped, or a 24点 seed removed, is not.
//!
//! One seeded ChaCha8 stream drives it all, so `--seed` and `--actions`
//! replay a run; a failure names its step. `--plant` plants a known fault
//! (a refusal that changes the state, a card lost) to see the checker fail.
//!
//! A test oracle, so it lives with the tests; a maintainer also runs it by
//! hand for a long soak (`duel21 soak --actions 1000000`), so the command
//! line includes this file as it is (`src/cli/soak.rs`, which only reads
//! the options and prints the report) and `tests/soak_cli.rs` runs that
//! command: one copy of the harness, which both use.

use std::collections::BTreeMap;

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use serde::Serialize;

use duel21::cards::{ChaCha8, Level};
use duel21::duel::ai::auto_move;
use duel21::duel::{ConfigInput, Session, SessionConfig};
use duel21::game24::{
    Action24, ActionKind24, Config24Input, Game24, Notation, Phase24, Reply24, Session24,
    MAX_DEAL_MS,
};
use duel21::{Action, Card, Duel, FirstRule, Phase, Seat, Seed, DECK_SIZE};

/// A fault planted on purpose, to show that the checker can fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plant {
    /// After a refused action, the state is changed anyway.
    RefusalChanges,
    /// The card count loses a card.
    LostCard,
}

impl Plant {
    /// Each fault and its name on the command line.
    pub const NAMES: [(Plant, &'static str); 2] = [
        (Plant::RefusalChanges, "refusal-changes"),
        (Plant::LostCard, "lost-card"),
    ];
}

/// Tries and acceptances of one kind of action.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Tried {
    pub tried: u64,
    pub accepted: u64,
}

/// The one JSON line `soak` prints.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    pub seed: u64,
    pub actions: u64,
    pub accepted: u64,
    pub refused: u64,
    /// Per kind, `layer.action`: `duel.*` the bare match, `21.*` the page's
    /// 21点 session, `24.*` the 24点 session.
    pub kinds: BTreeMap<&'static str, Tried>,
    /// Matches and games started (rematches included).
    pub matches: u64,
    /// Saves written, loaded back and found equal.
    pub saves_round_tripped: u64,
    /// Saves edited to something the page cannot produce, and refused.
    pub tampered_saves_refused: u64,
    pub failures: u64,
    /// The first failure, with its step.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_failure: Option<String>,
    /// The command that replays the run up to the first failure.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reproduce: Option<String>,
}

/// The table being played.
enum Table {
    Duel(Duel),
    Session(Session),
    Game24(Session24),
}

const DUEL_ACTIONS: [Action; 5] = [
    Action::Take(Seat::P1),
    Action::Take(Seat::P2),
    Action::Stand(Seat::P1),
    Action::Stand(Seat::P2),
    Action::NextRound,
];

/// 24点's kinds of action, with their names in the report.
const KINDS24: [(ActionKind24, &str); 8] = [
    (ActionKind24::Answer, "24.answer"),
    (ActionKind24::ClaimNoSolution, "24.claim"),
    (ActionKind24::Buzz, "24.buzz"),
    (ActionKind24::Hint, "24.hint"),
    (ActionKind24::Computer, "24.computer"),
    (ActionKind24::GiveUp, "24.give_up"),
    (ActionKind24::TimeUp, "24.time_up"),
    (ActionKind24::Next, "24.next"),
];

/// A person's intent on the page's 21点 session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Intent {
    Take,
    Stand,
    Next,
    Auto,
}

/// The soak run: its random stream, the counts, and the plant.
pub struct Soak {
    rng: ChaCha8,
    plant: Option<Plant>,
    report: Report,
}

type Check = Result<(), String>;

fn fail(what: impl Into<String>) -> Check {
    Err(what.into())
}

impl Soak {
    /// A run from `seed`, optionally with a planted fault.
    pub fn new(seed: u64, plant: Option<Plant>) -> Soak {
        Soak {
            rng: ChaCha8::seed_from_u64(seed),
            plant,
            report: Report {
                seed,
                ..Report::default()
            },
        }
    }

    /// Plays `actions` actions and returns the counts.
    pub fn run(mut self, actions: u64) -> Report {
        let mut table = self.new_table();
        for step in 1..=actions {
            self.report.actions = step;
            if self.over(&table) && self.rng.random_bool(0.3) {
                table = self.next_table(&table);
            }
            let checked = match &mut table {
                Table::Duel(d) => self.duel_step(d),
                Table::Session(s) => self.session_step(s),
                Table::Game24(g) => self.game24_step(g),
            };
            if let Err(why) = checked {
                self.report.failures += 1;
                if self.report.first_failure.is_none() {
                    let plant = Plant::NAMES.iter().find(|(p, _)| Some(*p) == self.plant);
                    let plant = plant.map_or(String::new(), |(_, n)| format!(" --plant {n}"));
                    self.report.first_failure = Some(format!("step {step}: {why}"));
                    self.report.reproduce = Some(format!(
                        "duel21 soak --seed {} --actions {step}{plant}",
                        self.report.seed
                    ));
                }
                table = self.new_table();
            }
        }
        self.report
    }

    fn count(&mut self, kind: &'static str, accepted: bool) {
        let k = self.report.kinds.entry(kind).or_default();
        k.tried += 1;
        if accepted {
            k.accepted += 1;
            self.report.accepted += 1;
        } else {
            self.report.refused += 1;
        }
    }

    fn over(&self, table: &Table) -> bool {
        match table {
            Table::Duel(d) => d.phase() == Phase::MatchOver,
            Table::Session(s) => s.duel().phase() == Phase::MatchOver,
            Table::Game24(g) => g.game().phase() == Phase24::GameOver,
        }
    }

    /// After a finished table: a rematch (sessions), else a new table.
    fn next_table(&mut self, table: &Table) -> Table {
        if let Table::Session(s) = table {
            if self.rng.random_bool(0.3) {
                self.report.matches += 1;
                return Table::Session(s.rematch());
            }
        }
        self.new_table()
    }

    fn new_table(&mut self) -> Table {
        self.report.matches += 1;
        let fallback = Seed(self.rng.random::<u64>() >> 11);
        let typed = self
            .rng
            .random_bool(0.3)
            .then(|| self.rng.random::<u64>().to_string());
        match self.rng.random_range(0..10) {
            0..2 => {
                let rule = [FirstRule::P1, FirstRule::Alternate][self.rng.random_range(0..2)];
                Table::Duel(Duel::new(self.rng.random(), rule))
            }
            n @ 2..7 => {
                let level = *Level::ALL.choose(&mut self.rng).expect("three levels");
                let input = ConfigInput {
                    mode: Some(if n < 4 { "pvp" } else { "computer" }.into()),
                    level: Some(level.to_string()),
                    computer_seat: Some(self.seat().to_string()),
                    first_rule: Some(["p1", "alternate"][self.rng.random_range(0..2)].into()),
                    names: None,
                    seed: typed,
                    refused: None,
                };
                let config = SessionConfig::new(&input).expect("valid settings");
                Table::Session(Session::new(config, fallback))
            }
            _ => {
                let mode = ["solo", "computer", "race"]
                    .choose(&mut self.rng)
                    .expect("three modes");
                let level = Level::ALL.choose(&mut self.rng).expect("three levels");
                let input = Config24Input {
                    mode: Some(mode.to_string()),
                    level: Some(level.to_string()),
                    seed: typed,
                    ..Default::default()
                };
                Table::Game24(Session24::new(&input, fallback).expect("valid settings"))
            }
        }
    }

    fn seat(&mut self) -> Seat {
        Seat::BOTH[self.rng.random_range(0..2)]
    }

    // ---- the bare match ----

    fn duel_step(&mut self, duel: &mut Duel) -> Check {
        if self.rng.random_bool(0.02) {
            self.count("duel.save", true);
            let text = duel.save_json();
            match Duel::load_json(&text) {
                Ok(back) if back == *duel && back.save_json() == text => {
                    self.report.saves_round_tripped += 1;
                    return Ok(());
                }
                Ok(_) => return fail("a match loaded from its save differs from it"),
                Err(e) => return fail(format!("an honest match save is refused: {e}")),
            }
        }
        let legal = duel.legal_actions();
        let action = match legal.choose(&mut self.rng) {
            Some(&a) if self.rng.random_bool(0.8) => a,
            _ => *DUEL_ACTIONS.choose(&mut self.rng).expect("five actions"),
        };
        let kind = match action {
            Action::Take(_) => "duel.take",
            Action::Stand(_) => "duel.stand",
            Action::NextRound => "duel.next",
        };
        let before = duel.clone();
        let result = duel.play(action);
        if result.is_err() && self.plant == Some(Plant::RefusalChanges) {
            if let Some(&a) = duel.legal_actions().first() {
                let _ = duel.play(a);
            }
        }
        self.count(kind, result.is_ok());
        let listed = legal.contains(&action);
        match result {
            Ok(_) if !listed => return fail(format!("'{action}' was accepted but not listed")),
            Ok(_) if duel.log().last() != Some(&action) => {
                return fail(format!("'{action}' was accepted but not logged"))
            }
            Err(e) if listed => return fail(format!("'{action}' was listed but refused: {e}")),
            Err(_) if *duel != before => {
                return fail(format!("'{action}' was refused but changed the match"))
            }
            _ => {}
        }
        for &a in &legal {
            if let Err(e) = before.clone().play(a) {
                return fail(format!("listed '{a}' is refused: {e}"));
            }
        }
        self.duel_cards(duel)
    }

    /// The 52 cards: left + hands + discards, each once; the history (and
    /// the round on the table) holds exactly the cards dealt.
    fn duel_cards(&self, duel: &Duel) -> Check {
        let round = duel.round();
        let [p1, p2] = Seat::BOTH.map(|s| round.hand(s).cards());
        for hand in [p1, p2] {
            if !(2..=5).contains(&hand.len()) {
                return fail(format!("a hand holds {} cards", hand.len()));
            }
        }
        let left = &duel.deck().order()[DECK_SIZE - duel.cards_left()..];
        let mut all: Vec<Card> = duel.discards().to_vec();
        all.extend(p1.iter().chain(p2).chain(left));
        if self.plant == Some(Plant::LostCard) {
            all.pop();
        }
        each_once(&all, "cards left, hands and discards")?;
        let mut played: Vec<Card> = duel
            .history()
            .iter()
            .flat_map(|r| r.hands.iter().flatten().copied())
            .collect();
        if duel.phase() == Phase::Drawing {
            played.extend(p1.iter().chain(p2));
        }
        let mut dealt = duel.deck().dealt().to_vec();
        played.sort();
        dealt.sort();
        if played != dealt {
            return fail("the round history does not hold exactly the cards dealt");
        }
        Ok(())
    }

    // ---- the page's 21点 session ----

    fn session_step(&mut self, s: &mut Session) -> Check {
        let roll = self.rng.random_range(0..1000);
        if roll < 15 {
            return self.session_save(s);
        }
        if roll < 20 {
            self.count("21.rematch", true);
            let r = s.rematch();
            if !r.duel().log().is_empty()
                || r.config() != s.config()
                || r.duel().seed() != s.duel().seed()
                || r.duel().deck().order() != s.duel().deck().order()
            {
                return fail("a rematch is not the same settings and deck from the start");
            }
            self.report.matches += 1;
            *s = r;
            return self.duel_cards(s.duel());
        }
        let snap = s.snapshot();
        let all = [Intent::Take, Intent::Stand, Intent::Next, Intent::Auto];
        let live = [
            snap.can_take,
            snap.can_stand,
            snap.can_next,
            snap.computer_turn,
        ];
        let listed: Vec<Intent> = (0..4).filter(|&i| live[i]).map(|i| all[i]).collect();
        let intent = match listed.choose(&mut self.rng) {
            Some(&i) if self.rng.random_bool(0.8) => i,
            _ => *all.choose(&mut self.rng).expect("four intents"),
        };
        let before = s.clone();
        let legal = s.duel().legal_actions();
        let (kind, result) = match intent {
            Intent::Take => ("21.take", s.take().map(|_| None)),
            Intent::Stand => ("21.stand", s.stand().map(|_| None)),
            Intent::Next => ("21.next", s.next_round().map(|_| None)),
            Intent::Auto => ("21.auto", s.auto_step().map(|m| Some(m.action))),
        };
        if result.is_err() && self.plant == Some(Plant::RefusalChanges) {
            let _ = s.next_round().or_else(|_| s.stand());
        }
        self.count(kind, result.is_ok());
        let was_listed = listed.contains(&intent);
        match &result {
            Ok(_) if !was_listed => return fail(format!("{kind} was accepted but not listed")),
            Err(e) if was_listed => return fail(format!("{kind} was listed but refused: {e}")),
            Err(_) if *s != before => return fail(format!("{kind} was refused but changed")),
            Ok(_) => match s.duel().log().last() {
                Some(a) if legal.contains(a) => {}
                _ => return fail(format!("{kind} played a move the match did not list")),
            },
            Err(_) => {}
        }
        if let Ok(Some(action)) = result {
            let chosen = auto_move(before.duel(), before.config().level()).map(|(a, _)| a);
            if chosen != Some(action) {
                return fail(format!("the computer played '{action}', not its choice"));
            }
        }
        for (intent, try_it) in [
            (Intent::Take, Session::take as fn(&mut Session) -> _),
            (Intent::Stand, Session::stand),
            (Intent::Next, Session::next_round),
        ] {
            if listed.contains(&intent) {
                if let Err(e) = try_it(&mut before.clone()) {
                    return fail(format!("listed {intent:?} is refused: {e}"));
                }
            }
        }
        self.duel_cards(s.duel())
    }

    fn session_save(&mut self, s: &Session) -> Check {
        self.count("21.save", true);
        let text = s.save_json();
        match Session::load_json(&text) {
            Ok(back) if back == *s && back.save_json() == text => {
                self.report.saves_round_tripped += 1
            }
            Ok(_) => return fail("a session loaded from its save differs from it"),
            Err(e) => return fail(format!("an honest session save is refused: {e}")),
        }
        // The computer's last move, flipped, is a match the page cannot play.
        let Some(seat) = s.config().computer_seat() else {
            return Ok(());
        };
        let flip = s.duel().log().iter().rposition(|a| match a {
            Action::Take(x) | Action::Stand(x) => *x == seat,
            Action::NextRound => false,
        });
        let Some(i) = flip.filter(|_| self.rng.random_bool(0.5)) else {
            return Ok(());
        };
        let flipped = match s.duel().log()[i] {
            Action::Take(x) => Action::Stand(x),
            Action::Stand(x) => Action::Take(x),
            Action::NextRound => Action::NextRound,
        };
        let mut v: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
        v["duel"]["actions"][i] = flipped.to_string().into();
        match Session::load_json(&v.to_string()) {
            Err(e) if e.to_string().contains("is not the computer's move") => {
                self.report.tampered_saves_refused += 1;
                Ok(())
            }
            Err(e) => fail(format!(
                "a flipped computer move is refused for another reason: {e}"
            )),
            Ok(_) => fail(format!("a save with computer move {} flipped loads", i + 1)),
        }
    }

    // ---- 24点 ----

    fn game24_step(&mut self, s: &mut Session24) -> Check {
        let roll = self.rng.random_range(0..100);
        if roll < 2 {
            return self.game24_save(s);
        }
        if roll < 5 {
            let ms = self.ms().unwrap_or(0);
            let open = s.game().phase() == Phase24::Playing && ms <= MAX_DEAL_MS;
            let before = s.clone();
            let ok = s.set_clock(ms).is_ok();
            self.count("24.clock", ok);
            if ok != open {
                return fail(format!(
                    "the clock ({ms} ms) was accepted: {ok}, expected {open}"
                ));
            }
            if !ok {
                return same24(&before, s, "a refused clock");
            }
            return game24_cards(s.game(), self.plant);
        }
        let game = s.game();
        let legal = game.legal();
        let seats = game.seats();
        let kind = match legal.choose(&mut self.rng) {
            Some(&k) if self.rng.random_bool(0.75) => k,
            _ => KINDS24.choose(&mut self.rng).expect("seven kinds").0,
        };
        let seat = match seats.choose(&mut self.rng) {
            Some(&seat) if self.rng.random_bool(0.8) => seat,
            _ => self.seat(),
        };
        let action = self.action24(game, kind, seat);
        let listed = legal.contains(&kind)
            && action.seat().is_none_or(|x| seats.contains(&x))
            && action.ms().is_none_or(|ms| ms <= MAX_DEAL_MS);
        let name = KINDS24
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or("24.?", |k| k.1);
        let before = s.clone();
        let result = s.play(action.clone());
        if result.is_err() && self.plant == Some(Plant::RefusalChanges) {
            let _ = s.play(Action24::Hint).or_else(|_| s.play(Action24::Next));
        }
        self.count(name, result.is_ok());
        match &result {
            Ok(_) if !listed => return fail(format!("'{action}' was accepted but not listed")),
            Err(e) if listed => return fail(format!("'{action}' was listed but refused: {e}")),
            Err(_) => same24(&before, s, "a refused action")?,
            Ok(Reply24::Invalid { .. }) => same24(&before, s, "an incomplete answer")?,
            Ok(_) => {}
        }
        let seat = before.game().seats().first().copied().unwrap_or(Seat::P1);
        for &k in &legal {
            let probe = match k {
                ActionKind24::Answer => Action24::Answer {
                    seat,
                    text: "?".into(),
                    ms: None,
                },
                ActionKind24::ClaimNoSolution => Action24::ClaimNoSolution { seat, ms: None },
                ActionKind24::GiveUp => Action24::GiveUp { ms: None },
                k => self.action24(before.game(), k, seat), // no time to vary
            };
            if let Err(e) = before.clone().play(probe.clone()) {
                return fail(format!("listed '{probe}' is refused: {e}"));
            }
        }
        game24_cards(s.game(), self.plant)
    }

    fn ms(&mut self) -> Option<u32> {
        match self.rng.random_range(0..20) {
            0..12 => None,
            12..19 => Some(self.rng.random_range(0..=600_000)),
            _ => Some(MAX_DEAL_MS + self.rng.random_range(0..=1000)),
        }
    }

    /// An action of `kind` for `seat`; an answer is right, wrong, garbage
    /// or incomplete.
    fn action24(&mut self, game: &Game24, kind: ActionKind24, seat: Seat) -> Action24 {
        match kind {
            ActionKind24::Answer => {
                let ranks = game.deal().cards.map(|c| c.rank().to_string());
                let text = match (self.rng.random_range(0..10), game.solutions().first()) {
                    (0..4, Some(sol)) => sol
                        .render([Notation::Ascii, Notation::Unicode][self.rng.random_range(0..2)]),
                    (0..6, _) => ranks.join(" + "),
                    (6..8, _) => {
                        let pad: Vec<char> = "0123456789+-*/()xX×÷AJQK （）.^".chars().collect();
                        let len = self.rng.random_range(0..30);
                        (0..len)
                            .map(|_| *pad.choose(&mut self.rng).expect("a pad"))
                            .collect()
                    }
                    _ => format!("{} * {}", ranks[0], ranks[1]),
                };
                Action24::Answer {
                    seat,
                    text,
                    ms: self.ms(),
                }
            }
            ActionKind24::ClaimNoSolution => Action24::ClaimNoSolution {
                seat,
                ms: self.ms(),
            },
            ActionKind24::Buzz => Action24::Buzz { seat, ms: None },
            ActionKind24::TimeUp => Action24::TimeUp { ms: MAX_DEAL_MS },
            ActionKind24::Hint => Action24::Hint,
            ActionKind24::Computer => Action24::Computer,
            ActionKind24::GiveUp => Action24::GiveUp { ms: self.ms() },
            ActionKind24::Next => Action24::Next,
        }
    }

    fn game24_save(&mut self, s: &Session24) -> Check {
        self.count("24.save", true);
        let text = s.save_json();
        match Session24::load_json(&text) {
            Ok(back)
                if back.save_json() == text && back.game().snapshot() == s.game().snapshot() =>
            {
                self.report.saves_round_tripped += 1
            }
            Ok(_) => return fail("a 24-points game loaded from its save differs from it"),
            Err(e) => return fail(format!("an honest 24-points save is refused: {e}")),
        }
        if self.rng.random_bool(0.5) {
            let mut v: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| e.to_string())?;
            if let Some(game) = v["game"].as_object_mut() {
                game.remove("seed");
            }
            if Session24::load_json(&v.to_string()).is_ok() {
                return fail("a 24-points save without its seed loads");
            }
            self.report.tampered_saves_refused += 1;
        }
        Ok(())
    }
}

/// `cards` are the 52 cards, each once.
fn each_once(cards: &[Card], what: &str) -> Check {
    let mut seen = 0u64;
    for c in cards {
        let bit = 1u64 << c.index();
        if seen & bit != 0 {
            return fail(format!("{c} is twice among the {what}"));
        }
        seen |= bit;
    }
    if cards.len() != DECK_SIZE {
        return fail(format!("the {what} are {} cards, not 52", cards.len()));
    }
    Ok(())
}

/// The state of a 24点 session is as it was.
fn same24(before: &Session24, after: &Session24, what: &str) -> Check {
    if before.save_json() != after.save_json()
        || before.game().snapshot() != after.game().snapshot()
    {
        return fail(format!("{what} changed the game"));
    }
    Ok(())
}

/// The 52 cards of a 24点 game: the deals played, the one on the table and
/// the rest, each once, in deck order.
fn game24_cards(game: &Game24, plant: Option<Plant>) -> Check {
    let order = game.deck().order();
    let deal = game.deal();
    let finished = usize::from(game.phase() != Phase24::Playing);
    if game.history().len() != deal.index + finished {
        return fail("the history does not count the deals played");
    }
    let mut all: Vec<Card> = Vec::with_capacity(DECK_SIZE);
    for (i, record) in game.history().iter().enumerate() {
        if record.deal.index != i || record.deal.cards[..] != order[4 * i..4 * i + 4] {
            return fail(format!("deal {} is not the deck's cards", i + 1));
        }
        all.extend(record.deal.cards);
    }
    if deal.cards[..] != order[4 * deal.index..4 * deal.index + 4] {
        return fail("the deal on the table is not the deck's cards");
    }
    if finished == 0 {
        all.extend(deal.cards);
    }
    all.extend(&order[4 * (deal.index + 1)..]);
    if plant == Some(Plant::LostCard) {
        all.pop();
    }
    each_once(&all, "deals and the cards left")
}
