//! `duel21 drills`: a saved match's practice cards agree with `duel21
//! analyze` and `duel21 review`, and every themed position passes its theme
//! by a check written here, from `analyze`'s numbers and the cards.

use std::process::Command;

use duel21::cards::Level;
use duel21::duel::ai::AutoPlayer;
use duel21::duel::{ConfigInput, Session, SessionConfig};
use duel21::{parse_cards, Card, Rank, Seat, Seed, Suit};
use serde_json::Value;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_duel21"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn lines(args: &[&str]) -> Vec<Value> {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The cards played earlier that leave `remaining` unseen: the test's own
/// reading of the line, suits picked from those not in a hand.
fn played_of(line: &Value) -> String {
    let hands: Vec<Card> = [&line["cards"], &line["opp_cards"]]
        .iter()
        .flat_map(|v| parse_cards(v.as_str().unwrap()).unwrap())
        .collect();
    let mut played = Vec::new();
    for rank in Rank::ALL {
        let unseen = line["remaining"][rank.label()].as_u64().unwrap() as usize;
        let held = hands.iter().filter(|c| c.rank() == rank).count();
        let gone = 4 - unseen - held;
        let free = Suit::ALL
            .iter()
            .map(|&s| Card::new(rank, s))
            .filter(|c| !hands.contains(c));
        played.extend(free.take(gone).map(|c| c.ascii()));
    }
    played.join(" ")
}

/// Whether the opponent stood (rather than being out of draws by its cards).
fn opp_stood(line: &Value) -> bool {
    let opp = parse_cards(line["opp_cards"].as_str().unwrap()).unwrap();
    line["opp_done"] == true && opp.len() < 5 && line["opp_total"].as_u64().unwrap() < 21
}

/// `duel21 analyze` on the line's position; `fresh` leaves out the played
/// cards (the same hands against a full deck).
fn analyze(line: &Value, fresh: bool) -> Value {
    let me = line["cards"].as_str().unwrap();
    let opp = line["opp_cards"].as_str().unwrap();
    let played = if fresh {
        String::new()
    } else {
        played_of(line)
    };
    let mut args = vec!["analyze", "--me", me, "--opp", opp, "--played", &played];
    if opp_stood(line) {
        args.push("--opp-stood");
    }
    // The match around the position, which the drill is graded by.
    let context = &line["match"];
    let lead = context["lead"].as_i64().unwrap();
    let score = format!("{}:{}", lead.max(0), (-lead).max(0));
    let next = if context["starts_next"] == true {
        "me"
    } else {
        "opp"
    };
    let rule = context["rule"].as_str().unwrap();
    args.extend(["--score", &score, "--first", rule, "--next", next]);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap()
}

fn play(seed: u64) -> Session {
    let computer = seed.is_multiple_of(2);
    let input = ConfigInput {
        mode: Some(if computer { "computer" } else { "pvp" }.into()),
        level: Some(Level::ALL[seed as usize % Level::ALL.len()].to_string()),
        computer_seat: Some(if seed.is_multiple_of(4) { "p1" } else { "p2" }.into()),
        first_rule: Some("alternate".into()),
        ..ConfigInput::default()
    };
    let mut s = Session::new(SessionConfig::new(&input).unwrap(), Seed(seed));
    // People play as Easy or Classic, so there are mistakes to find.
    let people = [Level::Easy, Level::Classic];
    while s.duel().phase() != duel21::Phase::MatchOver {
        if s.snapshot().can_next {
            s.next_round().unwrap();
        } else if s.computer_to_move() {
            s.auto_step().unwrap();
        } else {
            let seat = s.duel().to_move().unwrap();
            let level = people[(seed as usize + seat.index()) % 2];
            match level.choose(&s.duel().view(seat)) {
                duel21::duel::ai::Choice::Take => s.take().unwrap(),
                duel21::duel::ai::Choice::Stand => s.stand().unwrap(),
            };
        }
    }
    s
}

#[test]
fn a_matchs_drills_are_its_costly_decisions_with_analyzes_equities() {
    let dir = std::env::temp_dir().join(format!("duel21-drills-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut printed = 0;
    let mut seats_seen = [0; 2];
    for seed in 0..50u64 {
        let session = play(seed);
        let path = dir.join(format!("{seed}.json"));
        std::fs::write(&path, session.save_json()).unwrap();
        let path = path.to_str().unwrap();
        let drills = lines(&["drills", path]);
        let (code, review, err) = run(&["review", path]);
        assert_eq!(code, 0, "{err}");
        let review: Value = serde_json::from_str(&review).unwrap();
        let decisions = review["decisions"].as_array().unwrap();
        let computer = session.config().computer_seat();
        let people: Vec<&str> = [Seat::P1, Seat::P2]
            .into_iter()
            .filter(|&s| Some(s) != computer)
            .map(|s| if s == Seat::P1 { "p1" } else { "p2" })
            .collect();
        // Every costly decision of a person is printed once per position.
        let costly = decisions
            .iter()
            .filter(|d| d["loss"].as_f64().unwrap() >= 0.02)
            .filter(|d| people.contains(&d["seat"].as_str().unwrap()))
            .count();
        assert!(drills.len() <= costly && (costly == 0) == drills.is_empty());
        for line in &drills {
            // The fields of a review decision, as the review printed it.
            let mut decision = line.clone();
            decision.as_object_mut().unwrap().remove("remaining");
            decision.as_object_mut().unwrap().remove("match");
            assert!(decisions.contains(&decision), "seed {seed}: {line}");
            let seat = line["seat"].as_str().unwrap();
            assert!(people.contains(&seat), "seed {seed}: {line}");
            seats_seen[usize::from(seat == "p2")] += 1;
            assert!(line["loss"].as_f64().unwrap() >= 0.02);
            // `analyze` on the same position: the same equities, bit for bit.
            let a = analyze(line, false);
            assert_eq!(a["match"]["take"], line["take"], "seed {seed}: {line}");
            assert_eq!(a["match"]["stand"], line["stand"], "seed {seed}: {line}");
            assert_eq!(a["expert"]["take"], line["round_equity"]["take"]);
            assert_eq!(a["expert"]["stand"], line["round_equity"]["stand"]);
            assert_eq!(a["remaining"], line["remaining"]);
            assert_eq!(a["cards_left"], line["cards_left"]);
            printed += 1;
        }
        for w in drills.windows(2) {
            assert!(
                w[0]["loss"].as_f64() >= w[1]["loss"].as_f64(),
                "costliest first"
            );
        }
    }
    assert!(printed >= 50, "only {printed} drills printed");
    assert!(seats_seen[0] > 0 && seats_seen[1] > 0, "{seats_seen:?}");
    std::fs::remove_dir_all(&dir).ok();
}

fn loss_of(line: &Value, a: &Value) -> f64 {
    let (take, stand) = (
        a["match"]["take"].as_f64().unwrap(),
        a["match"]["stand"].as_f64().unwrap(),
    );
    match line["choice"].as_str().unwrap() {
        "take" => stand - take,
        _ => take - stand,
    }
}

#[test]
fn every_themed_position_passes_its_theme() {
    for seed in ["1", "77"] {
        let classic = lines(&[
            "drills",
            "--theme",
            "classic-wrong",
            "--count",
            "8",
            "--seed",
            seed,
        ]);
        assert_eq!(classic.len(), 8);
        for line in &classic {
            let a = analyze(line, false);
            // Classic's choice is the line's, not Expert's, and costs ≥ 0.02.
            assert_eq!(a["classic"], line["choice"], "{line}");
            assert_ne!(a["classic"], a["match"]["best"], "{line}");
            assert!(loss_of(line, &a) >= 0.02, "{line}");
        }
        let late = lines(&[
            "drills",
            "--theme",
            "late-deck",
            "--count",
            "8",
            "--seed",
            seed,
        ]);
        assert_eq!(late.len(), 8);
        for line in &late {
            assert!(line["cards_left"].as_u64().unwrap() <= 15, "{line}");
            let (a, fresh) = (analyze(line, false), analyze(line, true));
            // The unseen cards change the answer a full deck would give.
            assert_ne!(a["match"]["best"], fresh["match"]["best"], "{line}");
            assert_eq!(line["choice"], fresh["match"]["best"], "{line}");
            assert!(loss_of(line, &a) >= 0.02, "{line}");
        }
        let soft = lines(&["drills", "--theme", "soft", "--count", "8", "--seed", seed]);
        assert_eq!(soft.len(), 8);
        for line in &soft {
            let me = parse_cards(line["cards"].as_str().unwrap()).unwrap();
            let hard: u32 = me.iter().map(|c| c.rank().number().min(10) as u32).sum();
            let ace = me.iter().any(|c| c.rank() == Rank::Ace);
            assert!(ace && hard + 10 <= 21, "not soft: {line}");
            let a = analyze(line, false);
            assert_ne!(line["choice"], a["match"]["best"], "{line}");
            assert!(loss_of(line, &a) >= 0.02, "{line}");
        }
        for set in [&classic, &late, &soft] {
            for (i, l) in set.iter().enumerate() {
                assert!(
                    !set[..i].iter().any(|o| o["cards"] == l["cards"]
                        && o["opp_cards"] == l["opp_cards"]
                        && o["remaining"] == l["remaining"]
                        && o["opp_done"] == l["opp_done"]
                        && o["match"] == l["match"]),
                    "twice: {l}"
                );
            }
        }
    }
    assert_eq!(
        lines(&["drills", "--theme", "soft", "--count", "3", "--seed", "5"]),
        lines(&["drills", "--theme", "soft", "--count", "3", "--seed", "5"])
    );
    for bad in [
        &["drills", "--theme", "hard", "--count", "3"][..],
        &["drills", "--theme", "soft", "--count", "0"],
        &["drills", "--theme", "soft", "--count", "51"],
        &["drills", "--theme", "soft", "--seed", "x"],
        &["drills", "/nonexistent/save.json"],
    ] {
        let (code, out, err) = run(bad);
        assert_eq!(code, 2, "{bad:?}");
        assert!(out.is_empty() && !err.is_empty(), "{bad:?}");
    }
}
