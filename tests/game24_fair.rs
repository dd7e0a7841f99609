//! The fair-play rules of 24点, in the engine: giving up against the
//! computer is its point, a hint costs the asker the point and there are
//! none in a race, a buzz has 30 s of the deal's clock to answer, the
//! computer is never faster than a quick player on a deal of that
//! difficulty, and the daily deal's deck depends on the date alone.

use duel21::cards::{format_cards, Level, Seed};
use duel21::game24::{
    daily_seed, think_ms, Action24, ActionKind24, Config24Input, DealEnd, Difficulty, Estimate,
    Game24, Mode24, Notation, Reply24, RuleError24, Session24, Values, BUZZ_ANSWER_MS,
};
use duel21::Seat;

/// A seed whose first deal has a solution.
fn solvable_seed() -> u64 {
    (0..)
        .find(|&s| !Game24::new(s, Mode24::Solo).solutions().is_empty())
        .unwrap()
}

fn right_answer(game: &Game24, seat: Seat, ms: Option<u32>) -> Action24 {
    Action24::Answer {
        seat,
        text: game.solutions()[0].render(Notation::Ascii),
        ms,
    }
}

#[test]
fn giving_up_against_the_computer_is_its_point() {
    let mut game = Game24::new(42, Mode24::VsComputer);
    assert_eq!(
        game.play(Action24::GiveUp { ms: Some(4_000) }),
        Ok(Reply24::GaveUp)
    );
    assert_eq!(game.scores(), [0, 1]);
    assert_eq!(game.history()[0].winner, Some(Seat::P2));
    assert_eq!(game.history()[0].end, DealEnd::GaveUp);
    // Solo and race: nobody's.
    for mode in [Mode24::Solo, Mode24::Race] {
        let mut game = Game24::new(42, mode);
        game.play(Action24::GiveUp { ms: None }).unwrap();
        assert_eq!(game.scores(), [0, 0], "{mode:?}");
    }
}

#[test]
fn a_hint_costs_the_asker_the_point() {
    let seed = solvable_seed();
    for mode in [Mode24::Solo, Mode24::VsComputer] {
        let mut game = Game24::new(seed, mode);
        game.play(Action24::Hint).unwrap();
        let reply = game
            .play(right_answer(&game, Seat::P1, Some(9_000)))
            .unwrap();
        assert!(matches!(reply, Reply24::Correct { .. }));
        let rec = &game.history()[0];
        assert_eq!(
            (rec.winner, rec.scored, rec.hints),
            (Some(Seat::P1), false, 1)
        );
        assert_eq!(game.scores(), [0, 0], "{mode:?}");
        // Without a hint the same answer scores.
        let mut game = Game24::new(seed, mode);
        game.play(right_answer(&game, Seat::P1, None)).unwrap();
        assert_eq!(game.scores(), [1, 0]);
        assert!(game.history()[0].scored);
    }
    // The computer's point is not the asker's: it still scores.
    let mut game = Game24::new(seed, Mode24::VsComputer);
    game.play(Action24::Hint).unwrap();
    game.play(Action24::Computer).unwrap();
    assert_eq!(game.scores(), [0, 1]);
}

#[test]
fn no_hints_in_a_race() {
    let mut game = Game24::new(42, Mode24::Race);
    assert!(!game.legal().contains(&ActionKind24::Hint));
    assert_eq!(game.play(Action24::Hint), Err(RuleError24::NoHint));
    game.play(Action24::Buzz {
        seat: Seat::P1,
        ms: Some(1_000),
    })
    .unwrap();
    assert_eq!(game.play(Action24::Hint), Err(RuleError24::NoHint));
    assert!(game.log().iter().all(|a| *a != Action24::Hint));
}

#[test]
fn a_buzz_has_thirty_seconds_then_the_point_goes_to_the_other() {
    let seed = solvable_seed();
    let mut game = Game24::new(seed, Mode24::Race);
    game.play(Action24::Buzz {
        seat: Seat::P2,
        ms: Some(5_000),
    })
    .unwrap();
    let deadline = 5_000 + BUZZ_ANSWER_MS;
    assert_eq!(game.buzz_deadline(), Some(deadline));
    assert_eq!(game.snapshot().buzz_deadline_ms, Some(deadline));
    assert!(game.legal().contains(&ActionKind24::TimeUp));
    // Too early: refused, nothing changes.
    assert_eq!(
        game.play(Action24::TimeUp { ms: deadline - 1 }),
        Err(RuleError24::TimeNotUp)
    );
    assert_eq!(game.log().len(), 1);
    let mut late = game.clone();
    assert_eq!(
        game.play(Action24::TimeUp { ms: deadline }),
        Ok(Reply24::TimeUp { seat: Seat::P2 })
    );
    assert_eq!(game.scores(), [1, 0]);
    assert_eq!(game.history()[0].end, DealEnd::TimeUp { seat: Seat::P2 });
    assert_eq!(game.buzzer(), None);
    // A right answer reported after the deadline is too late: time up.
    let answer = right_answer(&late, Seat::P2, Some(deadline + 1));
    assert_eq!(late.play(answer), Ok(Reply24::TimeUp { seat: Seat::P2 }));
    assert_eq!(late.scores(), [1, 0]);
    // In time, it scores.
    let mut in_time = Game24::new(seed, Mode24::Race);
    in_time
        .play(Action24::Buzz {
            seat: Seat::P2,
            ms: Some(5_000),
        })
        .unwrap();
    let answer = right_answer(&in_time, Seat::P2, Some(deadline));
    assert!(matches!(in_time.play(answer), Ok(Reply24::Correct { .. })));
    assert_eq!(in_time.scores(), [0, 1]);
    // The buzz's time is in the save: a reload keeps the deadline.
    let mut saved = Game24::new(seed, Mode24::Race);
    saved
        .play(Action24::Buzz {
            seat: Seat::P1,
            ms: Some(2_000),
        })
        .unwrap();
    let back = Game24::load_json(&saved.save_json()).unwrap();
    assert_eq!(back.buzz_deadline(), Some(2_000 + BUZZ_ANSWER_MS));
}

#[test]
fn the_computer_is_never_faster_than_a_quick_player() {
    // Over all 1820 deals and every level: the think time's range by
    // difficulty (printed), the quick player's floor, and the levels' order.
    let quick = |d: Difficulty| match d {
        Difficulty::Easy => 4_000,
        Difficulty::Medium => 8_000,
        Difficulty::Hard => 12_000,
        Difficulty::Unsolvable => 8_000,
    };
    let mut range = std::collections::BTreeMap::new();
    for values in Values::all() {
        let e = Estimate::of(values);
        let chars = duel21::game24::solve(values).first().map_or(0, |s| {
            s.render(Notation::Ascii).replace(' ', "").chars().count()
        });
        let seed = u64::from(values.get()[0]) * 7919 + u64::from(values.get()[3]);
        let times = Level::ALL.map(|level| think_ms(level, e.seconds, chars, seed));
        for (level, t) in Level::ALL.iter().zip(times) {
            assert!(t >= quick(e.difficulty), "{level:?} {values:?}: {t} ms");
            let r = range
                .entry((level.to_string(), e.difficulty))
                .or_insert((u32::MAX, 0));
            *r = (r.0.min(t), r.1.max(t));
        }
        let [easy, classic, expert] = times;
        assert!(easy > classic && classic > expert, "{values:?}: {times:?}");
    }
    for ((level, d), (lo, hi)) in &range {
        println!(
            "{level} {d:?}: {:.1}–{:.1} s",
            f64::from(*lo) / 1e3,
            f64::from(*hi) / 1e3
        );
    }
    // Expert on an easy deal: 0.6 × people's 6.4 s would be 3.8 s; it
    // takes a quick player's 4 s at least.
    let easy = Estimate::of("1 2 3 4".parse().unwrap());
    assert_eq!(easy.difficulty, Difficulty::Easy);
    assert!(0.6 * easy.seconds < 4.0);
    assert!(think_ms(Level::Expert, easy.seconds, 9, 1) >= 4_000);
}

#[test]
fn a_sessions_think_time_scales_with_the_deals_difficulty() {
    // What the page waits (the snapshot's think_ms is the session's) on the first deal of
    // Expert games with the seeds 1..=40: never faster than a quick player
    // on a deal of that difficulty, and longer on hard deals than on easy
    // ones on average.
    let floor = |d: Difficulty| match d {
        Difficulty::Easy => 4_000,
        Difficulty::Medium | Difficulty::Unsolvable => 8_000,
        Difficulty::Hard => 12_000,
    };
    let mut rows = Vec::new();
    for seed in 1..=40u32 {
        let s = Session24::new(
            &Config24Input {
                mode: Some("computer".into()),
                level: Some("expert".into()),
                seed: Some(seed.to_string()),
                ..Default::default()
            },
            Seed(1),
        )
        .unwrap();
        let think = s.think_ms().expect("the computer is to answer");
        let difficulty = s.estimate(0).unwrap().difficulty;
        assert!(
            think >= floor(difficulty),
            "seed {seed}: {difficulty:?} {think} ms"
        );
        rows.push((difficulty, f64::from(think)));
    }
    let mean = |d: Difficulty| {
        let xs: Vec<f64> = rows.iter().filter(|r| r.0 == d).map(|r| r.1).collect();
        assert!(!xs.is_empty(), "some first deal is {d:?}");
        xs.iter().sum::<f64>() / xs.len() as f64
    };
    assert!(mean(Difficulty::Hard) > mean(Difficulty::Easy));
}

#[test]
fn the_daily_deal_depends_on_the_date_alone() {
    let daily = |date: &str| Config24Input {
        daily: Some(date.into()),
        ..Default::default()
    };
    // Two players on the same date (different random fallbacks): one deck.
    let a = Session24::new(&daily("2026-11-30"), Seed(1)).unwrap();
    let b = Session24::new(&daily("2026-11-30"), Seed(999)).unwrap();
    let deck = |s: &Session24| format_cards(s.game().deck().order());
    assert_eq!(deck(&a), deck(&b));
    assert_eq!(a.game().seed(), Some(daily_seed("2026-11-30").unwrap()));
    assert_eq!(a.game().mode(), Mode24::Solo);
    assert_eq!(a.daily(), Some("2026-11-30"));
    // The next day: another deck.
    let next = Session24::new(&daily("2026-12-01"), Seed(1)).unwrap();
    assert_ne!(deck(&next), deck(&a));
    // Pinned: the seed of a date never changes (a change would move
    // everyone's daily deal).
    assert_eq!(
        daily_seed("2026-11-30").unwrap(),
        daily_seed("2026-11-30").unwrap()
    );
    // The save keeps the date and is checked against it.
    let text = a.save_json();
    let back = Session24::load_json(&text).unwrap();
    assert_eq!(back.daily(), Some("2026-11-30"));
    assert!(Session24::load_json(&text.replace("2026-11-30", "2026-12-01")).is_err());
    // Daily is solo, with no seed or practice of its own; a bad date is refused.
    for bad in [
        Config24Input {
            mode: Some("race".into()),
            ..daily("2026-11-30")
        },
        Config24Input {
            seed: Some("42".into()),
            ..daily("2026-11-30")
        },
        Config24Input {
            practice: Some("easy".into()),
            ..daily("2026-11-30")
        },
        daily("2026-02-30"),
    ] {
        let e = Session24::new(&bad, Seed(1)).expect_err("refused");
        assert!(e.to_string().starts_with("daily:"), "{e}");
    }
}
