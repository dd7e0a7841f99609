//! A saved 24-points game describes only games the page can produce: every
//! game the page deals comes from a seed (a menu seed or a random one), so a
//! save without one, e.g. a hand-stacked deck, does not load; and the
//! computer's answers are the engine's own (`Action24::Computer` carries no
//! answer, and a typed answer for the computer's seat is refused).

use duel21::game24::{Action24, Config24Input, Session24};
use duel21::{Seat, Seed};
use serde_json::Value;

fn session(mode: &str, seed: Option<&str>) -> Session24 {
    let input = Config24Input {
        mode: Some(mode.into()),
        seed: seed.map(str::to_string),
        ..Config24Input::default()
    };
    Session24::new(&input, Seed(77)).unwrap()
}

fn played(mode: &str) -> Session24 {
    let mut s = session(mode, None);
    for _ in 0..3 {
        if mode == "race" {
            s.play(Action24::Buzz {
                seat: Seat::P2,
                ms: None,
            })
            .unwrap();
            s.play(Action24::ClaimNoSolution {
                seat: Seat::P2,
                ms: Some(3_000),
            })
            .unwrap();
        } else if mode == "computer" {
            s.play(Action24::Hint).unwrap();
            s.play(Action24::Computer).unwrap();
        } else {
            s.play(Action24::GiveUp { ms: Some(1_000) }).unwrap();
        }
        s.play(Action24::Next).unwrap();
    }
    s
}

fn load(v: &Value) -> Result<Session24, String> {
    Session24::load_json(&v.to_string()).map_err(|e| e.to_string())
}

const NO_SEED: &str =
    "the saved 24-points game is damaged: it has no seed, and every game the page deals has one";

#[test]
fn honest_saves_load_in_every_mode() {
    for mode in ["solo", "computer", "race"] {
        let s = played(mode);
        let back = Session24::load_json(&s.save_json()).unwrap();
        assert_eq!(back.save_json(), s.save_json());
        assert_eq!(back.game().snapshot(), s.game().snapshot());
    }
}

#[test]
fn a_save_without_a_seed_is_refused_even_with_an_honest_deck() {
    for mode in ["solo", "computer", "race"] {
        let mut v: Value = serde_json::from_str(&played(mode).save_json()).unwrap();
        v["game"].as_object_mut().unwrap().remove("seed");
        assert_eq!(load(&v).unwrap_err(), NO_SEED, "{mode}");
    }
}

#[test]
fn a_hand_stacked_deck_without_a_seed_is_refused() {
    // 1 2 3 4 on top (easy: 1 × 2 × 3 × 4), the rest in a fixed order.
    let top = duel21::parse_cards("As 2s 3s 4s").unwrap();
    let deck = duel21::format_cards(duel21::Deck::stacked(&top).unwrap().order());
    let s = session("solo", Some("5"));
    let mut v: Value = serde_json::from_str(&s.save_json()).unwrap();
    v["game"].as_object_mut().unwrap().remove("seed");
    v["game"]["deck"] = deck.clone().into();
    v["game"]["actions"] = serde_json::json!([{"type": "answer", "seat": "p1", "text": "1*2*3*4"}]);
    assert_eq!(load(&v).unwrap_err(), NO_SEED);
    // With its seed kept, the stacked deck is not the seed's shuffle.
    v["game"]["seed"] = "5".into();
    assert_eq!(
        load(&v).unwrap_err(),
        "the saved 24-points game is damaged: the deck does not match its seed"
    );
}

#[test]
fn the_computer_cannot_be_given_a_typed_answer_or_a_mode_it_did_not_play() {
    // Already held before seeds were required: kept here with the rest of
    // the reachability rules.
    let s = played("computer");
    let mut v: Value = serde_json::from_str(&s.save_json()).unwrap();
    v["game"]["actions"][1] = serde_json::json!({"type": "claim_no_solution", "seat": "p2"});
    let e = load(&v).unwrap_err();
    assert!(e.contains("that seat does not play in this mode"), "{e}");
    // A vs-Computer save relabelled solo or race, and a race relabelled vs Computer.
    for (mode, to) in [
        ("computer", "solo"),
        ("computer", "race"),
        ("race", "vs_computer"),
    ] {
        let mut v: Value = serde_json::from_str(&played(mode).save_json()).unwrap();
        v["game"]["mode"] = to.into();
        assert!(load(&v).is_err(), "{mode} as {to}");
    }
}
