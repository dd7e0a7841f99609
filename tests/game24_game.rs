//! The seeded 24-points game: deals, answers, claims, hints, scores, modes
//! and saves.

use duel21::game24::{
    Action24, DealEnd, ExprError, Game24, Game24Save, Mode24, Phase24, Reply24, RuleError24,
    Save24Error, Values, DEALS_PER_GAME, MAX_DEAL_MS,
};
use duel21::{Card, Deck, Seat};

/// The right move for the current deal: the simplest solution or a claim.
fn right_move(game: &Game24, seat: Seat) -> Action24 {
    match game.solutions().first() {
        Some(s) => Action24::Answer {
            seat,
            text: s.render(duel21::game24::Notation::Ascii),
            ms: None,
        },
        None => Action24::ClaimNoSolution { seat, ms: None },
    }
}

fn buzz(seat: Seat) -> Action24 {
    Action24::Buzz { seat, ms: None }
}

/// A seed whose first deal is solvable, and one whose first deal is not.
fn seeds() -> (u64, u64) {
    let first = |seed| Game24::new(seed, Mode24::Solo).solutions().is_empty();
    let solvable = (0..).find(|&s| !first(s)).unwrap();
    let unsolvable = (0..).find(|&s| first(s)).unwrap();
    (solvable, unsolvable)
}

#[test]
fn thirteen_deals_use_the_whole_seeded_deck() {
    let mut game = Game24::new(7, Mode24::Solo);
    let deck = Deck::shuffled(7);
    let mut seen: Vec<Card> = Vec::new();
    for i in 0..DEALS_PER_GAME {
        let deal = game.deal();
        assert_eq!(deal.index, i);
        assert_eq!(deal.cards.to_vec(), deck.order()[4 * i..4 * i + 4].to_vec());
        assert_eq!(deal.values, Values::from_cards(deal.cards));
        seen.extend(deal.cards);
        game.play(right_move(&game, Seat::P1)).unwrap();
        let reply = game.play(Action24::Next).unwrap();
        assert_eq!(
            reply,
            if i + 1 == DEALS_PER_GAME {
                Reply24::GameOver
            } else {
                Reply24::Dealt
            }
        );
    }
    assert!(Deck::from_order(seen).is_ok());
    assert_eq!(game.phase(), Phase24::GameOver);
    assert_eq!(game.scores(), [13, 0]);
    assert_eq!(game.history().len(), 13);
    assert_eq!(game.play(Action24::Hint), Err(RuleError24::GameOver));
}

#[test]
fn solo_answers_claims_and_hints() {
    let (ok, none) = seeds();
    let mut game = Game24::new(ok, Mode24::Solo);
    // An incomplete answer and a wrong one change nothing.
    let bad = game
        .play(Action24::Answer {
            seat: Seat::P1,
            text: "1 +".into(),
            ms: None,
        })
        .unwrap();
    assert!(matches!(
        bad,
        Reply24::Invalid {
            error: ExprError::ExpectedOperand { .. }
        }
    ));
    let [a, b, c, d] = game.deal().values.get();
    let wrong = format!("{a} + {b} + {c} + {d}");
    let r = game
        .play(Action24::Answer {
            seat: Seat::P1,
            text: wrong,
            ms: None,
        })
        .unwrap();
    if a + b + c + d != 24 {
        assert!(matches!(
            r,
            Reply24::Wrong {
                error: ExprError::NotTwentyFour { .. },
                ..
            }
        ));
        assert_eq!(game.phase(), Phase24::Playing);
        assert!(game.log().is_empty());
    }
    assert_eq!(game.play(Action24::Next), Err(RuleError24::DealNotOver));
    // The snapshot hides the solutions while the deal is played.
    assert!(game.snapshot().solutions.is_empty() && game.snapshot().rating.is_none());
    let Reply24::Hint { step: Some(step) } = game.play(Action24::Hint).unwrap() else {
        panic!("a solvable deal has a hint");
    };
    assert_eq!(step, game.solutions()[0].first_step());
    assert_eq!(game.snapshot().hints, 1);
    // Each further hint shows one more step of the same solution; once all
    // three are shown a press shows them again. The deal's point is gone
    // from the first one.
    let all = game.solutions()[0].steps();
    assert_eq!(game.snapshot().hint.unwrap().steps, all[..1]);
    for shown in [2, 3, 3] {
        let Reply24::Hint { step: Some(step) } = game.play(Action24::Hint).unwrap() else {
            panic!("a solvable deal has a hint");
        };
        assert_eq!(step, all[shown - 1]);
        let hint = game.snapshot().hint.unwrap();
        assert_eq!((hint.steps.as_slice(), hint.of), (&all[..shown], 3));
    }
    assert_eq!(game.snapshot().hints, 4);
    // A wrong claim ends a solo deal with no point.
    assert!(matches!(
        game.play(Action24::ClaimNoSolution {
            seat: Seat::P1,
            ms: None
        }),
        Ok(Reply24::Claim { right: false, .. })
    ));
    assert_eq!(game.scores(), [0, 0]);
    let snap = game.snapshot();
    assert_eq!(snap.phase, Phase24::DealOver);
    assert_eq!(snap.solutions, game.solutions());
    assert_eq!(snap.last.as_ref().unwrap().hints, 4);
    // The hint is for the open deal only.
    assert_eq!(snap.hint, None);
    assert!(matches!(
        snap.last.unwrap().end,
        DealEnd::WrongClaim { seat: Seat::P1 }
    ));
    assert_eq!(game.play(Action24::Hint), Err(RuleError24::DealOver));

    // A right claim on an unsolvable deal scores; its hint is None, and a
    // hint costs the point (below).
    let mut game = Game24::new(none, Mode24::Solo);
    let mut hinted = game.clone();
    assert_eq!(
        hinted.play(Action24::Hint),
        Ok(Reply24::Hint { step: None })
    );
    hinted
        .play(Action24::ClaimNoSolution {
            seat: Seat::P1,
            ms: None,
        })
        .unwrap();
    assert_eq!(hinted.scores(), [0, 0]);
    assert_eq!(hinted.history()[0].winner, Some(Seat::P1));
    assert!(!hinted.history()[0].scored);
    assert_eq!(
        game.play(Action24::ClaimNoSolution {
            seat: Seat::P1,
            ms: None
        }),
        Ok(Reply24::Claim {
            seat: Seat::P1,
            right: true
        })
    );
    assert_eq!(game.scores(), [1, 0]);
    // Solo has one seat and no computer.
    let mut game = Game24::new(ok, Mode24::Solo);
    assert_eq!(
        game.play(Action24::ClaimNoSolution {
            seat: Seat::P2,
            ms: None
        }),
        Err(RuleError24::WrongSeat)
    );
    assert_eq!(game.play(Action24::Computer), Err(RuleError24::NoComputer));
}

#[test]
fn vs_computer_and_race() {
    let (ok, none) = seeds();
    let mut game = Game24::new(ok, Mode24::VsComputer);
    let text = game.solutions()[0].to_string();
    assert_eq!(
        game.play(Action24::Computer),
        Ok(Reply24::Computer { text: Some(text) })
    );
    assert_eq!(game.scores(), [0, 1]);
    let mut game = Game24::new(none, Mode24::VsComputer);
    assert_eq!(
        game.play(Action24::Computer),
        Ok(Reply24::Computer { text: None })
    );
    assert_eq!(game.scores(), [0, 1]);
    // The person may not answer for the computer.
    let mut game = Game24::new(ok, Mode24::VsComputer);
    assert_eq!(
        game.play(right_move(&game, Seat::P2)),
        Err(RuleError24::WrongSeat)
    );
    // A wrong but complete answer gives the point to the other seat.
    let mut game = Game24::new(ok, Mode24::Race);
    game.play(buzz(Seat::P2)).unwrap();
    let [a, b, c, d] = game.deal().values.get();
    if a + b + c + d != 24 {
        let r = game.play(Action24::Answer {
            seat: Seat::P2,
            text: format!("{a}+{b}+{c}+{d}"),
            ms: None,
        });
        assert!(matches!(r, Ok(Reply24::Wrong { seat: Seat::P2, .. })));
        assert_eq!(game.scores(), [1, 0]);
        assert_eq!(game.phase(), Phase24::DealOver);
    }
    // A wrong claim too.
    let mut game = Game24::new(ok, Mode24::Race);
    game.play(buzz(Seat::P1)).unwrap();
    game.play(Action24::ClaimNoSolution {
        seat: Seat::P1,
        ms: None,
    })
    .unwrap();
    assert_eq!(game.scores(), [0, 1]);
    // A right answer scores for the seat that gave it.
    let mut game = Game24::new(ok, Mode24::Race);
    game.play(buzz(Seat::P2)).unwrap();
    assert!(matches!(
        game.play(right_move(&game, Seat::P2)),
        Ok(Reply24::Correct { seat: Seat::P2, .. })
    ));
    assert_eq!(game.scores(), [0, 1]);
}

#[test]
fn race_buzzer_decides_who_answers() {
    use duel21::game24::ActionKind24::{self, *};
    let (ok, none) = seeds();
    let mut game = Game24::new(ok, Mode24::Race);
    // Before anyone buzzes: buzz or give up; no answer, no claim, no hint
    // (the screen is shared).
    assert_eq!(game.legal(), vec![Buzz, GiveUp]);
    assert_eq!(game.play(Action24::Hint), Err(RuleError24::NoHint));
    assert_eq!(game.buzzer(), None);
    assert_eq!(game.seats(), &Seat::BOTH);
    for seat in Seat::BOTH {
        assert_eq!(
            game.play(right_move(&game, seat)),
            Err(RuleError24::NotBuzzed)
        );
        assert_eq!(
            game.play(Action24::ClaimNoSolution { seat, ms: None }),
            Err(RuleError24::NotBuzzed)
        );
    }
    assert_eq!(game.play(Action24::Computer), Err(RuleError24::NoComputer));
    // P2 buzzes: only P2 may answer; nobody may buzz again.
    assert_eq!(
        game.play(buzz(Seat::P2)),
        Ok(Reply24::Buzzed { seat: Seat::P2 })
    );
    assert_eq!(game.log(), &[buzz(Seat::P2)]);
    assert_eq!(game.buzzer(), Some(Seat::P2));
    assert_eq!(game.snapshot().buzzer, Some(Seat::P2));
    assert_eq!(game.seats(), &[Seat::P2]);
    assert_eq!(game.legal(), vec![Answer, ClaimNoSolution, GiveUp]);
    assert_eq!(game.play(Action24::Hint), Err(RuleError24::NoHint));
    for seat in Seat::BOTH {
        assert_eq!(game.play(buzz(seat)), Err(RuleError24::AlreadyBuzzed));
    }
    assert_eq!(
        game.play(right_move(&game, Seat::P1)),
        Err(RuleError24::NotBuzzed)
    );
    assert_eq!(
        game.play(Action24::ClaimNoSolution {
            seat: Seat::P1,
            ms: None
        }),
        Err(RuleError24::NotBuzzed)
    );
    // A typo keeps the buzzer and changes nothing.
    let typo = game
        .play(Action24::Answer {
            seat: Seat::P2,
            text: "1 +".into(),
            ms: None,
        })
        .unwrap();
    assert!(matches!(typo, Reply24::Invalid { .. }));
    assert_eq!(game.buzzer(), Some(Seat::P2));
    assert_eq!(game.log().len(), 1);
    // The holder's right answer scores; the deal's end frees the buzzer.
    assert!(matches!(
        game.play(right_move(&game, Seat::P2)),
        Ok(Reply24::Correct { seat: Seat::P2, .. })
    ));
    assert_eq!(game.scores(), [0, 1]);
    assert_eq!(game.buzzer(), None);
    assert_eq!(game.legal(), vec![ActionKind24::Next]);
    assert_eq!(game.play(buzz(Seat::P1)), Err(RuleError24::DealOver));
    game.play(Action24::Next).unwrap();
    assert_eq!(game.buzzer(), None);
    assert_eq!(game.legal(), vec![Buzz, GiveUp]);

    // A wrong claim by the holder is the other seat's point.
    let mut game = Game24::new(ok, Mode24::Race);
    game.play(buzz(Seat::P1)).unwrap();
    assert!(matches!(
        game.play(Action24::ClaimNoSolution {
            seat: Seat::P1,
            ms: None
        }),
        Ok(Reply24::Claim { right: false, .. })
    ));
    assert_eq!(game.scores(), [0, 1]);
    // A right one is the holder's.
    let mut game = Game24::new(none, Mode24::Race);
    game.play(buzz(Seat::P1)).unwrap();
    game.play(right_move(&game, Seat::P1)).unwrap();
    assert_eq!(game.scores(), [1, 0]);

    // Only a race has a buzzer.
    for mode in [Mode24::Solo, Mode24::VsComputer] {
        let mut game = Game24::new(ok, mode);
        assert!(!game.legal().contains(&Buzz));
        assert_eq!(game.play(buzz(Seat::P1)), Err(RuleError24::NoBuzzer));
        assert!(game.play(right_move(&game, Seat::P1)).is_ok());
    }
}

#[test]
fn race_saves_keep_the_buzzer() {
    let (ok, _) = seeds();
    let mut game = Game24::new(ok, Mode24::Race);
    game.play(buzz(Seat::P2)).unwrap();
    game.set_clock(4_321).unwrap();
    let text = game.save_json();
    let loaded = Game24::load_json(&text).unwrap();
    assert_eq!(loaded.buzzer(), Some(Seat::P2));
    assert_eq!(loaded.clock_ms(), 4_321);
    assert_eq!(loaded.snapshot(), game.snapshot());
    assert_eq!(loaded.save_json(), text);
    // The resumed game goes on with the same holder.
    let mut resumed = loaded;
    assert_eq!(
        resumed.play(right_move(&resumed, Seat::P1)),
        Err(RuleError24::NotBuzzed)
    );
    assert!(matches!(
        resumed.play(right_move(&resumed, Seat::P2)),
        Ok(Reply24::Correct { seat: Seat::P2, .. })
    ));

    // Tampering: an answer by the seat that did not buzz, an answer with no
    // buzz at all, and a second buzz.
    let good = game.to_save();
    let answer_by = |seat| right_move(&game, seat);
    let tamper = |f: &dyn Fn(&mut Game24Save)| {
        let mut s = good.clone();
        f(&mut s);
        Game24::from_save(&s).map(|_| ()).unwrap_err()
    };
    assert_eq!(
        tamper(&|s| s.actions.push(answer_by(Seat::P1))),
        Save24Error::Refused {
            index: 1,
            action: answer_by(Seat::P1),
            error: RuleError24::NotBuzzed
        }
    );
    assert_eq!(
        tamper(&|s| s.actions = vec![answer_by(Seat::P2)]),
        Save24Error::Refused {
            index: 0,
            action: answer_by(Seat::P2),
            error: RuleError24::NotBuzzed
        }
    );
    assert!(matches!(
        tamper(&|s| s.actions.push(buzz(Seat::P1))),
        Save24Error::Refused {
            index: 1,
            error: RuleError24::AlreadyBuzzed,
            ..
        }
    ));
    // The text form is refused the same way.
    let json = text.replace(
        r#"{"type":"buzz","seat":"p2"}"#,
        r#"{"type":"buzz","seat":"p2"},{"type":"claim_no_solution","seat":"p1"}"#,
    );
    assert_ne!(json, text);
    assert!(matches!(
        Game24::load_json(&json),
        Err(Save24Error::Refused {
            error: RuleError24::NotBuzzed,
            ..
        })
    ));
}

#[test]
fn deal_times_are_recorded_and_checked() {
    let (ok, none) = seeds();
    let mut game = Game24::new(ok, Mode24::Solo);
    assert_eq!(game.clock_ms(), 0);
    // The running clock of the open deal.
    game.set_clock(1_500).unwrap();
    assert_eq!(game.snapshot().clock_ms, 1_500);
    assert_eq!(game.set_clock(MAX_DEAL_MS + 1), Err(RuleError24::BadTime));
    assert_eq!(game.clock_ms(), 1_500);
    assert!(game.log().is_empty(), "the clock is not an action");
    // An insane time is refused and changes nothing.
    let mut timed = right_move(&game, Seat::P1);
    match &mut timed {
        Action24::Answer { ms, .. } | Action24::ClaimNoSolution { ms, .. } => {
            *ms = Some(MAX_DEAL_MS + 1)
        }
        _ => unreachable!(),
    }
    assert_eq!(game.play(timed.clone()), Err(RuleError24::BadTime));
    assert_eq!(game.phase(), Phase24::Playing);
    // The action that ends the deal stores its time.
    match &mut timed {
        Action24::Answer { ms, .. } | Action24::ClaimNoSolution { ms, .. } => *ms = Some(12_345),
        _ => unreachable!(),
    }
    game.play(timed).unwrap();
    assert_eq!(game.history()[0].ms, Some(12_345));
    assert_eq!(game.clock_ms(), 0);
    assert_eq!(game.set_clock(10), Err(RuleError24::DealOver));
    game.play(Action24::Next).unwrap();
    game.play(Action24::GiveUp { ms: Some(2_000) }).unwrap();
    game.play(Action24::Next).unwrap();
    game.play(Action24::Hint).unwrap();
    game.set_clock(777).unwrap();
    let snap = game.snapshot();
    assert_eq!(snap.total_ms, 14_345);
    assert_eq!(snap.history[1].ms, Some(2_000));
    // The save holds every deal's time and the open deal's clock.
    let text = game.save_json();
    assert!(text.contains(r#""ms":12345"#) && text.contains(r#""clock_ms":777"#));
    let loaded = Game24::load_json(&text).unwrap();
    assert_eq!(loaded.snapshot(), snap);
    // A clock over the limit, or on a deal that is over, does not load.
    let mut bad = game.to_save();
    bad.clock_ms = Some(MAX_DEAL_MS + 1);
    assert_eq!(
        Game24::from_save(&bad).map(|_| ()),
        Err(Save24Error::Clock {
            ms: MAX_DEAL_MS + 1,
            error: RuleError24::BadTime
        })
    );
    let mut over = Game24::new(none, Mode24::Solo);
    over.play(Action24::GiveUp { ms: None }).unwrap();
    let mut bad = over.to_save();
    assert_eq!(bad.clock_ms, None);
    bad.clock_ms = Some(5);
    assert!(matches!(
        Game24::from_save(&bad),
        Err(Save24Error::Clock {
            error: RuleError24::DealOver,
            ..
        })
    ));
    // A negative or fractional time is not a time at all.
    for bad in [
        r#"{"type":"give_up","ms":-1}"#,
        r#"{"type":"give_up","ms":1.5}"#,
        r#"{"type":"give_up","ms":"1"}"#,
    ] {
        assert!(serde_json::from_str::<Action24>(bad).is_err(), "{bad}");
    }
    assert_eq!(
        serde_json::from_str::<Action24>(r#"{"type":"give_up"}"#).unwrap(),
        Action24::GiveUp { ms: None }
    );
}

fn played_game(mode: Mode24) -> Game24 {
    let mut game = Game24::new(2024, mode);
    for i in 0..5 {
        if i % 2 == 0 && mode != Mode24::Race {
            game.play(Action24::Hint).unwrap();
        }
        let action = if i == 3 {
            Action24::GiveUp {
                ms: Some(1_000 * i),
            }
        } else {
            if mode == Mode24::Race {
                game.play(buzz(Seat::P1)).unwrap();
            }
            right_move(&game, Seat::P1)
        };
        game.play(action).unwrap();
        game.play(Action24::Next).unwrap();
    }
    game
}

#[test]
fn saves_round_trip() {
    for mode in [Mode24::Solo, Mode24::VsComputer, Mode24::Race] {
        let game = played_game(mode);
        let text = game.save_json();
        let loaded = Game24::load_json(&text).unwrap();
        assert_eq!(loaded.snapshot(), game.snapshot());
        assert_eq!(loaded.save_json(), text);
        // Without the seed, from the deck alone.
        let mut save = game.to_save();
        save.seed = None;
        assert_eq!(
            Game24::from_save(&save).unwrap().snapshot().scores,
            game.scores()
        );
    }
}

#[test]
fn damaged_saves_do_not_load() {
    let good = played_game(Mode24::Solo).to_save();
    let load = |f: &dyn Fn(&mut Game24Save)| {
        let mut s = good.clone();
        f(&mut s);
        Game24::from_save(&s).map(|_| ()).unwrap_err()
    };
    assert_eq!(load(&|s| s.version = 9), Save24Error::Version(9));
    assert_eq!(
        load(&|s| s.seed = Some("x".into())),
        Save24Error::Seed("x".into())
    );
    assert_eq!(
        load(&|s| s.seed = Some("1".into())),
        Save24Error::SeedMismatch
    );
    assert!(matches!(
        load(&|s| s.deck = s.deck.replacen("A", "K", 1)),
        Save24Error::Deck(_)
    ));
    assert!(matches!(
        load(&|s| s.actions.insert(0, Action24::Next)),
        Save24Error::Refused {
            index: 0,
            error: RuleError24::DealNotOver,
            ..
        }
    ));
    assert!(matches!(
        load(&|s| s.actions.insert(
            0,
            Action24::Answer {
                seat: Seat::P1,
                text: "((".into(),
                ms: None,
            }
        )),
        Save24Error::NoEffect { index: 0, .. }
    ));
    assert!(matches!(
        load(&|s| s.actions.insert(
            0,
            Action24::ClaimNoSolution {
                seat: Seat::P2,
                ms: None
            }
        )),
        Save24Error::Refused {
            error: RuleError24::WrongSeat,
            ..
        }
    ));
    for text in [
        "",
        "{}",
        "[1]",
        r#"{"version":1,"mode":"solo","deck":"","actions":[],"x":1}"#,
    ] {
        assert!(
            matches!(Game24::load_json(text), Err(Save24Error::Format(_))),
            "{text}"
        );
    }
    let mut json: serde_json::Value = serde_json::to_value(&good).unwrap();
    json["actions"][0] = serde_json::json!({"type": "win"});
    assert!(matches!(
        Game24::load_json(&json.to_string()),
        Err(Save24Error::Format(_))
    ));
}

#[test]
fn snapshot_serializes_for_the_page() {
    let mut game = Game24::new(5, Mode24::Solo);
    game.play(Action24::GiveUp { ms: None }).unwrap();
    let json = serde_json::to_value(game.snapshot()).unwrap();
    assert_eq!(json["phase"], "deal_over");
    assert_eq!(json["deals_total"], 13);
    assert_eq!(json["deal"]["cards"].as_array().unwrap().len(), 4);
    assert_eq!(json["last"]["end"]["reason"], "gave_up");
    assert_eq!(json["seed"], "5");
    if let Some(first) = json["solutions"].as_array().unwrap().first() {
        assert!(first["text"].is_string() && first["first_step"]["text"].is_string());
    }
}

mod legality {
    use super::*;
    use duel21::game24::ActionKind24;
    use proptest::prelude::*;

    /// A reported time: none, sane, the limit, or one past it.
    fn time(c: u8) -> Option<u32> {
        [
            None,
            Some(u32::from(c) * 997),
            Some(MAX_DEAL_MS),
            Some(MAX_DEAL_MS + 1),
        ][usize::from(c % 4)]
    }

    /// One action of each kind for a seat; answers are right or wrong.
    fn samples(game: &Game24, seat: Seat, right: bool, ms: Option<u32>) -> Vec<Action24> {
        let answer = match right_move(game, seat) {
            Action24::Answer { seat, text, .. } if right => Action24::Answer { seat, text, ms },
            Action24::ClaimNoSolution { seat, .. } if right => {
                Action24::ClaimNoSolution { seat, ms }
            }
            _ => Action24::Answer {
                seat,
                text: "1 + 1".into(),
                ms,
            },
        };
        vec![
            answer,
            Action24::ClaimNoSolution { seat, ms },
            Action24::Buzz { seat, ms },
            Action24::TimeUp {
                ms: ms.unwrap_or(0),
            },
            Action24::Hint,
            Action24::Computer,
            Action24::GiveUp { ms },
            Action24::Next,
        ]
    }

    /// What `legal` and `seats` say about an action.
    fn allowed(game: &Game24, action: &Action24) -> bool {
        game.legal().contains(&action.kind())
            && action.seat().is_none_or(|s| game.seats().contains(&s))
            && action.ms().is_none_or(|ms| ms <= MAX_DEAL_MS)
            && !matches!(action, Action24::TimeUp { ms } if Some(*ms) < game.buzz_deadline())
    }

    fn mode(i: u8) -> Mode24 {
        [Mode24::Solo, Mode24::VsComputer, Mode24::Race][usize::from(i % 3)]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Every listed action is accepted and every accepted action was
        /// listed, through whole seeded games; the log replays to the same
        /// game.
        #[test]
        fn listed_is_accepted_and_accepted_is_listed(
            seed in any::<u64>(),
            m in 0u8..3,
            choices in prop::collection::vec(any::<u8>(), 80),
        ) {
            let mut game = Game24::new(seed, mode(m));
            for (step, &c) in choices.iter().enumerate() {
                let legal = game.legal();
                prop_assert_eq!(game.snapshot().legal, legal.clone());
                for seat in Seat::BOTH {
                    for action in samples(&game, seat, c % 2 == 0, time(c)) {
                        let result = game.clone().play(action.clone());
                        prop_assert_eq!(result.is_ok(), allowed(&game, &action), "step {}: {} -> {:?}", step, action, result);
                    }
                }
                // Only a race has a buzzer, and only its holder answers.
                if game.mode() != Mode24::Race {
                    prop_assert_eq!(game.buzzer(), None);
                } else if game.phase() == Phase24::Playing {
                    prop_assert_eq!(legal.contains(&ActionKind24::Buzz), game.buzzer().is_none());
                    prop_assert_eq!(legal.contains(&ActionKind24::Answer), game.buzzer().is_some());
                    if let Some(holder) = game.buzzer() {
                        prop_assert_eq!(game.seats(), &[holder]);
                    }
                }
                if c % 5 == 0 {
                    let playing = game.phase() == Phase24::Playing;
                    prop_assert_eq!(game.clone().set_clock(u32::from(c) * 50).is_ok(), playing);
                    if playing {
                        game.set_clock(u32::from(c) * 50).unwrap();
                    }
                }
                if legal.is_empty() {
                    prop_assert_eq!(game.phase(), Phase24::GameOver);
                    break;
                }
                let seats = game.seats();
                let seat = seats[usize::from(c) % seats.len()];
                let options: Vec<Action24> = samples(&game, seat, c % 3 != 0, time(c & !2))
                    .into_iter()
                    .filter(|a| allowed(&game, a))
                    .collect();
                let action = options[usize::from(c / 3) % options.len()].clone();
                game.play(action).unwrap();
                let total: u32 = game.scores().iter().sum();
                prop_assert!(total as usize <= game.history().len());
            }
            let replayed = Game24::load_json(&game.save_json()).unwrap();
            prop_assert_eq!(replayed.snapshot(), game.snapshot());
        }
    }
}

#[test]
fn the_summary_counts_deals_won_and_shows_the_missed_ones_solved() {
    let mut game = Game24::new(42, Mode24::Solo);
    // Deal 1 won after a hint (no point), deal 2 won, the rest given up.
    game.play(Action24::Hint).unwrap();
    for i in 0..13 {
        if i < 2 {
            game.play(right_move(&game, Seat::P1)).unwrap();
        } else {
            game.play(Action24::GiveUp { ms: None }).unwrap();
        }
        assert!(
            game.snapshot().missed.is_empty(),
            "only once the game is over"
        );
        game.play(Action24::Next).unwrap();
    }
    let snap = game.snapshot();
    assert_eq!((snap.scores, snap.won), ([1, 0], [2, 0]));
    assert_eq!(snap.missed.len(), 11);
    for (m, r) in snap.missed.iter().zip(&game.history()[2..]) {
        assert_eq!(m.deal, r.deal);
        assert_eq!(
            m.solution.as_ref(),
            duel21::game24::solve(r.deal.values).first()
        );
    }
}
