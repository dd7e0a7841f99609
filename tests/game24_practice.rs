//! Practice games and the computer's think time: every deal of a practice
//! game has the chosen label (many seeds, all four choices); the save
//! round-trips and a practice save the page could not deal is refused;
//! practice is solo only; think times are Easy > Classic > Expert on every
//! deal.

use duel21::cards::Level;
use duel21::game24::{
    practice_deck, think_ms, Action24, Config24Input, Difficulty, Estimate, Labels, Practice,
    Session24, Session24Error, Values,
};
use duel21::Seed;

fn config(mode: &str, practice: &str, seed: &str) -> Config24Input {
    Config24Input {
        mode: Some(mode.into()),
        seed: Some(seed.into()),
        practice: Some(practice.into()),
        ..Config24Input::default()
    }
}

fn labels(deck: &duel21::Deck) -> Vec<Difficulty> {
    deck.order()
        .chunks(4)
        .map(|c| Estimate::of(Values::from_cards(c.try_into().unwrap())).difficulty)
        .collect()
}

#[test]
fn practice_deals_only_the_chosen_difficulty() {
    use Difficulty::*;
    for seed in 0..40u64 {
        for (p, want) in [
            (Practice::Easy, [Easy; 13]),
            (Practice::Medium, [Medium; 13]),
            (Practice::Hard, [Hard; 13]),
            (
                Practice::Mixed,
                [
                    Easy, Medium, Hard, Easy, Medium, Hard, Easy, Medium, Hard, Easy, Medium, Hard,
                    Easy,
                ],
            ),
        ] {
            let deck = practice_deck(seed, p, Labels::People);
            assert_eq!(labels(&deck), want, "seed {seed}, {p}");
            // Still one deck: 52 distinct cards (from_order checked it), and
            // the same seed deals the same practice deck.
            assert_eq!(practice_deck(seed, p, Labels::People), deck);
        }
    }
}

#[test]
fn a_practice_session_is_solo_and_its_save_is_checked() {
    let mut s = Session24::new(&config("solo", "hard", "42"), Seed(1)).unwrap();
    assert_eq!(s.practice().unwrap().deals, Practice::Hard);
    assert_eq!(
        s.game().deck(),
        &practice_deck(42, Practice::Hard, Labels::People)
    );
    // The snapshot's seed deals the game again; only finished deals are rated.
    let snap = serde_json::to_value(s.snapshot()).unwrap();
    assert_eq!(snap["seed"], "42");
    assert_eq!(
        snap["practice"],
        serde_json::json!({"deals": "hard", "seed": "42"})
    );
    assert_eq!(snap["expected"], serde_json::json!([]));
    s.play(Action24::GiveUp { ms: Some(5_000) }).unwrap();
    let snap = serde_json::to_value(s.snapshot()).unwrap();
    assert_eq!(snap["expected"][0]["difficulty"], "hard");

    let text = s.save_json();
    let back = Session24::load_json(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.game().snapshot(), s.game().snapshot());
    assert_eq!(back.practice(), s.practice());
    // Another seed's or another choice's practice deck, or not solo: refused.
    for bad in [
        text.replace("\"seed\":\"42\"", "\"seed\":\"43\""),
        text.replace("\"deals\":\"hard\"", "\"deals\":\"easy\""),
        text.replace("\"mode\":\"solo\"", "\"mode\":\"race\""),
        text.replace("\"deals\":\"hard\"", "\"deals\":\"any\""),
    ] {
        assert!(Session24::load_json(&bad).is_err(), "{bad}");
    }
    // Without its practice field, a seedless deck is refused as before.
    let plain = text.replace("\"practice\":{\"deals\":\"hard\",\"seed\":\"42\"},", "");
    assert_ne!(plain, text);
    assert!(Session24::load_json(&plain).is_err());

    // Not for two players; an unknown choice names its field; "any" is none.
    for (mode, practice) in [("race", "hard"), ("computer", "easy"), ("solo", "brutal")] {
        match Session24::new(&config(mode, practice, "1"), Seed(1)) {
            Err(Session24Error::Field { field, .. }) => assert_eq!(field, "practice"),
            other => panic!("{mode} {practice}: {other:?}"),
        }
    }
    let any = Session24::new(&config("race", "any", "7"), Seed(1)).unwrap();
    assert!(any.practice().is_none());
    assert_eq!(any.game().seed(), Some(7));
}

#[test]
fn think_times_are_easy_over_classic_over_expert_on_every_deal() {
    for values in Values::all() {
        let e = Estimate::of(values);
        for (chars, wobble) in [(0usize, 0u64), (9, 1), (15, 42), (25, u64::MAX)] {
            let t = |level| think_ms(level, e.seconds, chars, wobble);
            let (easy, classic, expert) = (t(Level::Easy), t(Level::Classic), t(Level::Expert));
            assert!(
                easy > classic && classic > expert,
                "{values}: {easy} {classic} {expert}"
            );
            // Never faster than a quick typist: 1 s plus 0.2 s a character.
            assert!(
                f64::from(expert) >= 1_000.0 + 200.0 * chars as f64,
                "{values}"
            );
        }
    }
    // Classic is a typical player, within the ±15 % wobble.
    let e = Estimate::of("2 2 6 13".parse().unwrap());
    let classic = f64::from(think_ms(Level::Classic, e.seconds, 12, 5));
    assert!((0.85 * e.seconds * 1e3..=1.15 * e.seconds * 1e3).contains(&classic));
}
