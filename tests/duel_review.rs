//! The review of a match: exact equities at every decision (the coach's and
//! `analyze`'s numbers), grades, accuracy, and the `duel21 review` command.

use std::io::Write;
use std::process::{Command, Stdio};

use duel21::cards::Level;
use duel21::duel::ai::{explain, AutoPlayer, Choice, TableView};
use duel21::duel::review::{Grade, Review};
use duel21::duel::{ConfigInput, Session, SessionConfig};
use duel21::{parse_cards, Action, Deck, Duel, FirstRule, Phase, Seat, Seed};

/// Plays a whole match, `players[seat]` deciding for each seat.
fn play(seed: u64, rule: FirstRule, players: [Level; 2]) -> Duel {
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
        let duel = play(seed, rule, levels);
        let review = Review::of(&duel).unwrap();
        // Walk the match again and compare each decision with explain()
        // and with the position rebuilt as `analyze` builds it.
        let mut replay = Duel::new(seed, rule);
        let mut decisions = review.decisions.iter();
        for &action in duel.log() {
            if let Action::Take(seat) | Action::Stand(seat) = action {
                let d = decisions.next().expect("one review entry per decision");
                let view = replay.view(seat);
                let equity = explain(&view).equity.unwrap();
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
                .unwrap();
                let e = explain(&rebuilt).equity.unwrap();
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
    for seed in 0..20u64 {
        let duel = play(seed, FirstRule::Alternate, [Level::Expert, Level::Easy]);
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
    assert_eq!(take.stand, 1.0, "standing on 20 against a stood 19 wins");
    assert!(take.loss > 0.9, "{take:?}");
    assert_eq!(take.grade, Grade::Blunder);
    assert_eq!(review.seats.p2.blunders, 1);
    // P1's stand on 19 behind 20 gave something up too, but less.
    assert!(stand.loss > 0.0 && stand.loss < take.loss, "{stand:?}");
    assert_eq!(review.key_moments, vec![1, 0]);
    assert_eq!(review.seats.p2.accuracy, 0.0);
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
