//! The review of a match: exact match equities at every decision (the
//! Expert's, the coach's and `analyze --score`'s numbers), the round's beside
//! them, grades, key moments, drills, accuracy, and the `duel21 review`
//! command.

use std::io::Write;
use std::process::{Command, Stdio};

use duel21::cards::Level;
use duel21::duel::ai::{explain, AutoPlayer, Choice, ExpertRound, TableView};
use duel21::duel::drill::{drills_of, DRILL_LOSS};
use duel21::duel::review::{Grade, Review};
use duel21::duel::{ConfigInput, Session, SessionConfig};
use duel21::{parse_cards, Action, Deck, Duel, FirstRule, Phase, Seat, Seed};

/// Plays a whole match, `players[seat]` deciding for each seat.
fn play(seed: u64, rule: FirstRule, players: [&dyn AutoPlayer; 2]) -> Duel {
    let mut duel = Duel::new(seed, rule);
    while duel.phase() != Phase::MatchOver {
        match duel.to_move() {
            Some(seat) => {
                let choice = players[seat.index()].choose(&duel.view(seat));
                duel.play(choice.action(seat)).unwrap();
            }
            None => {
                duel.play(Action::NextRound).unwrap();
            }
        }
    }
    duel
}

#[test]
fn equities_are_the_coachs_at_every_decision_of_fifty_matches() {
    let mut checked = 0;
    for seed in 0..50u64 {
        let levels = [
            Level::ALL[seed as usize % Level::ALL.len()],
            Level::ALL[(seed as usize / Level::ALL.len()) % Level::ALL.len()],
        ];
        let rule = if seed % 2 == 0 {
            FirstRule::P1
        } else {
            FirstRule::Alternate
        };
        let duel = play(seed, rule, [&levels[0], &levels[1]]);
        let review = Review::of(&duel).unwrap();
        // Walk the match again and compare each decision with explain()
        // and with the position rebuilt as `analyze` builds it.
        let mut replay = Duel::new(seed, rule);
        let mut decisions = review.decisions.iter();
        for &action in duel.log() {
            if let Action::Take(seat) | Action::Stand(seat) = action {
                let d = decisions.next().expect("one review entry per decision");
                let view = replay.view(seat);
                let explained = explain(&view);
                // Graded by the match (the Expert's numbers), the round's beside.
                let equity = explained.match_equity.unwrap();
                assert_eq!(d.round_equity, explained.equity.unwrap());
                assert_eq!((d.seat, d.step), (seat, replay.log().len()));
                assert_eq!(d.take.to_bits(), equity.take.to_bits(), "seed {seed} {d:?}");
                assert_eq!(
                    d.stand.to_bits(),
                    equity.stand.to_bits(),
                    "seed {seed} {d:?}"
                );
                assert_eq!(d.best, equity.best);
                let chosen = if matches!(action, Action::Take(_)) {
                    Choice::Take
                } else {
                    Choice::Stand
                };
                assert_eq!(d.choice, chosen);
                let round = replay.round();
                let other = seat.other();
                let rebuilt = TableView::from_position(
                    round.hand(seat).cards(),
                    round.hand(other).cards(),
                    replay.discards(),
                    false,
                    round.has_stood(other),
                )
                .unwrap()
                .with_context(view.context());
                let e = explain(&rebuilt).match_equity.unwrap();
                assert_eq!(
                    (d.take, d.stand),
                    (e.take, e.stand),
                    "seed {seed}: analyze differs"
                );
                checked += 1;
            }
            replay.play(action).unwrap();
        }
        assert!(
            decisions.next().is_none(),
            "seed {seed}: extra review entries"
        );
    }
    assert!(checked > 500, "only {checked} decisions");
}

#[test]
fn every_expert_decision_is_best_and_scores_100() {
    // The review grades by the match's equities, which the Expert plays by:
    // it is best at every decision, against any level.
    for seed in 0..20u64 {
        let rule = if seed % 2 == 0 {
            FirstRule::P1
        } else {
            FirstRule::Alternate
        };
        let other: &dyn AutoPlayer = match seed % 3 {
            0 => &Level::Easy,
            1 => &Level::Classic,
            _ => &ExpertRound,
        };
        let duel = play(seed, rule, [&Level::Expert, other]);
        let review = Review::of(&duel).unwrap();
        let p1 = &review.seats.p1;
        assert!(p1.decisions > 0);
        assert_eq!(p1.best, p1.decisions, "seed {seed}");
        assert_eq!(p1.mean_loss, 0.0);
        assert_eq!(p1.accuracy, 100.0);
        for d in review.decisions.iter().filter(|d| d.seat == Seat::P1) {
            assert_eq!((d.grade, d.loss), (Grade::Best, 0.0), "seed {seed}: {d:?}");
        }
        // Key moments are the other seat's costliest decisions only.
        for &i in &review.key_moments {
            assert_eq!(review.decisions[i].seat, Seat::P2);
        }
    }
}

#[test]
fn taking_on_20_against_a_stood_19_is_a_blunder() {
    // Dealt alternately: P1 10♠ 9♠ (19), P2 10♥ 10♦ (20); then tens and
    // faces, so only an ace (4 of 48 unseen) saves P2's take.
    let top = parse_cards("10s 10h 9s 10d").unwrap();
    let mut duel = Duel::with_deck(Deck::stacked(&top).unwrap(), FirstRule::P1);
    duel.play(Action::Stand(Seat::P1)).unwrap();
    duel.play(Action::Take(Seat::P2)).unwrap();
    let review = Review::of(&duel).unwrap();
    assert_eq!(review.decisions.len(), 2);
    let (stand, take) = (&review.decisions[0], &review.decisions[1]);
    assert_eq!((stand.seat, stand.choice), (Seat::P1, Choice::Stand));
    assert_eq!(
        (take.seat, take.choice, take.best),
        (Seat::P2, Choice::Take, Choice::Stand)
    );
    let round = take.round_equity;
    assert_eq!(
        round.stand, 1.0,
        "standing on 20 against a stood 19 wins the round"
    );
    assert!(round.stand - round.take > 0.9, "{take:?}");
    // In the match's terms a round in the first of about ten is worth less
    // than a whole match, and throwing it away is still a blunder.
    assert!(take.loss >= 0.10 && take.loss < 0.5, "{take:?}");
    assert_eq!(take.grade, Grade::Blunder);
    assert_eq!(review.seats.p2.blunders, 1);
    // P1's stand on 19 behind 20 gave something up too, but less.
    assert!(stand.loss > 0.0 && stand.loss < take.loss, "{stand:?}");
    assert_eq!(review.key_moments, vec![1, 0]);
    // One decision that threw away a tenth of a match or more.
    assert!(review.seats.p2.accuracy < 30.0, "{:?}", review.seats.p2);
}

fn saved_match() -> String {
    let input = ConfigInput {
        mode: Some("computer".into()),
        level: Some("expert".into()),
        ..ConfigInput::default()
    };
    let mut s = Session::new(SessionConfig::new(&input).unwrap(), Seed(42));
    while !s.snapshot().can_next && s.snapshot().table.to_move.is_some() {
        if s.snapshot().computer_turn {
            s.auto_step().unwrap();
        } else {
            s.take().unwrap();
        }
    }
    s.save_json()
}

fn review_cli(input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_duel21"))
        .args(["review", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_review_command_prints_every_decision_and_refuses_a_damaged_save() {
    let save = saved_match();
    let (code, out, err) = review_cli(&save);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let decisions = v["decisions"].as_array().unwrap();
    assert!(!decisions.is_empty());
    for d in decisions {
        for key in [
            "round", "seat", "choice", "take", "stand", "best", "loss", "grade",
        ] {
            assert!(!d[key].is_null(), "{key} missing in {d}");
        }
    }
    // The person took every time; the computer (Expert, p2) is always best.
    assert!(decisions
        .iter()
        .filter(|d| d["seat"] == "p2")
        .all(|d| d["grade"] == "best"));
    for seat in ["p1", "p2"] {
        for key in [
            "decisions",
            "mean_loss",
            "accuracy",
            "blunders",
            "mistakes",
            "inaccuracies",
        ] {
            assert!(v["seats"][seat][key].is_number(), "{seat}.{key}");
        }
    }
    let damaged = save.replace("\"p1 take\"", "\"p2 take\"");
    let (code, out, err) = review_cli(&damaged);
    assert_eq!(code, 2);
    assert!(out.is_empty() && err.contains("damaged"), "{err}");
    let (code, _, err) = review_cli("not a save");
    assert_eq!(code, 2);
    assert!(err.contains("damaged"), "{err}");
}

/// `duel21 analyze --score` for the table `seat` decides at in `replay`:
/// its whole output (`"match"` the match's equities, `"expert"` the round's).
fn analyze_match(replay: &Duel, seat: Seat) -> serde_json::Value {
    let round = replay.round();
    let other = seat.other();
    let view = replay.view(seat);
    let context = view.context();
    let (lead, rule) = (i32::from(context.lead), context.rule);
    // Any score with that lead: the match equity depends on the lead only.
    let score = format!("{}:{}", lead.max(0), (-lead).max(0));
    let mut args = vec![
        "analyze".to_string(),
        "--me".into(),
        duel21::format_cards(round.hand(seat).cards()),
        "--opp".into(),
        duel21::format_cards(round.hand(other).cards()),
        "--score".into(),
        score,
        "--first".into(),
        rule.as_str().into(),
        "--next".into(),
        if context.starts_next { "me" } else { "opp" }.into(),
    ];
    if !replay.discards().is_empty() {
        args.extend(["--played".into(), duel21::format_cards(replay.discards())]);
    }
    if round.has_stood(other) {
        args.push("--opp-stood".into());
    }
    let out = Command::new(env!("CARGO_BIN_EXE_duel21"))
        .args(&args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn grades_key_moments_and_drills_agree_with_analyze_score_over_thirty_matches() {
    let mut checked = 0;
    for seed in 100..130u64 {
        let levels = [
            Level::ALL[seed as usize % Level::ALL.len()],
            Level::ALL[(seed as usize / Level::ALL.len()) % Level::ALL.len()],
        ];
        let rule = if seed % 2 == 0 {
            FirstRule::Alternate
        } else {
            FirstRule::P1
        };
        let duel = play(seed, rule, [&levels[0], &levels[1]]);
        let review = Review::of(&duel).unwrap();
        let mut replay = Duel::new(seed, rule);
        let mut losses = Vec::new();
        let mut decisions = review.decisions.iter();
        for &action in duel.log() {
            if let Action::Take(seat) | Action::Stand(seat) = action {
                let d = decisions.next().unwrap();
                let v = analyze_match(&replay, seat);
                let (m, r) = (&v["match"], &v["expert"]);
                // Within a unit of the last place: serde_json's reading of a
                // printed f64 may be one off.
                let near = |a: f64, b: &serde_json::Value| (a - b.as_f64().unwrap()).abs() < 1e-12;
                assert!(near(d.round_equity.take, &r["take"]), "seed {seed} {d:?}");
                assert!(near(d.round_equity.stand, &r["stand"]), "seed {seed} {d:?}");
                let differs = !d.tie && !d.round_equity.tie && r["best"] != m["best"];
                assert_eq!(d.round_differs, differs, "seed {seed} {d:?}");
                let (take, stand) = (m["take"].as_f64().unwrap(), m["stand"].as_f64().unwrap());
                assert!(
                    near(d.take, &m["take"]) && near(d.stand, &m["stand"]),
                    "seed {seed} {d:?}"
                );
                assert_eq!(serde_json::to_value(d.best).unwrap(), m["best"]);
                // The loss and grade, from analyze's numbers alone.
                let chosen = if matches!(action, Action::Take(_)) {
                    take
                } else {
                    stand
                };
                // A tie is no loss (analyze's numbers may differ in the last place).
                let loss = if d.tie { 0.0 } else { take.max(stand) - chosen };
                assert!((d.loss - loss).abs() < 1e-12, "seed {seed} {d:?}");
                assert_eq!(d.grade, Grade::of(d.loss));
                losses.push((d.seat, loss));
                checked += 1;
            }
            replay.play(action).unwrap();
        }
        // Key moments: the three costliest by analyze's losses.
        let mut want: Vec<usize> = (0..losses.len())
            .filter(|&i| losses[i].1 >= duel21::duel::review::INACCURACY)
            .collect();
        want.sort_by(|&a, &b| losses[b].1.total_cmp(&losses[a].1));
        want.truncate(3);
        let got_losses: Vec<f64> = review.key_moments.iter().map(|&i| losses[i].1).collect();
        let want_losses: Vec<f64> = want.iter().map(|&i| losses[i].1).collect();
        for (g, w) in got_losses.iter().zip(&want_losses) {
            assert!(
                (g - w).abs() < 1e-12,
                "seed {seed}: {got_losses:?} {want_losses:?}"
            );
        }
        assert_eq!(got_losses.len(), want_losses.len(), "seed {seed}");
        // Drills: the decisions that lost at least an inaccuracy, each
        // answered by analyze's best choice (the Expert's move).
        let drills = drills_of(&duel, &[Seat::P1, Seat::P2]).unwrap();
        let costly = losses.iter().filter(|(_, l)| *l >= DRILL_LOSS).count();
        assert!(drills.len() <= costly, "seed {seed}");
        for drill in &drills {
            let d = &drill.decision;
            assert!(d.loss >= DRILL_LOSS);
            let graded = review
                .decisions
                .iter()
                .find(|x| x.step == d.step && x.round == d.round)
                .unwrap();
            assert_eq!(
                (d.best, d.take, d.stand),
                (graded.best, graded.take, graded.stand)
            );
        }
    }
    assert!(checked > 300, "only {checked} decisions");
}

#[test]
fn a_decision_in_a_decided_match_is_not_an_error() {
    // The play-test's case: late in a match one seat leads by more rounds
    // than are left, so nothing either side does changes the match. Every
    // such decision is best, with equal equities, whatever was played.
    let mut decided = 0;
    for seed in 0..200u64 {
        let duel = play(seed, FirstRule::Alternate, [&Level::Easy, &ExpertRound]);
        let review = Review::of(&duel).unwrap();
        for d in &review.decisions {
            // After this round at most cards_left / 4 rounds can be dealt.
            let rounds_after = (d.cards_left / 4) as i32;
            if i32::from(d.lead).abs() > rounds_after + 1 {
                decided += 1;
                assert!(d.tie, "seed {seed}: {d:?}");
                assert_eq!((d.loss, d.grade), (0.0, Grade::Best), "seed {seed}: {d:?}");
            }
        }
    }
    assert!(decided > 20, "only {decided} decided decisions");
}
