//! Tampered saves are refused with a readable message.

use duel21::{Action, Duel, FirstRule, SaveError, Seat};
use serde_json::Value;

fn saved_mid_round() -> (Duel, Value) {
    let mut duel = Duel::new(42, FirstRule::P1);
    // Seed 42 deals P1 K♣ Q♠ (20) and P2 3♣ K♦ (13).
    duel.play(Action::Stand(Seat::P1)).unwrap();
    duel.play(Action::Take(Seat::P2)).unwrap();
    let json: Value = serde_json::from_str(&duel.save_json()).unwrap();
    (duel, json)
}

fn load(v: &Value) -> Result<Duel, SaveError> {
    Duel::load_json(&v.to_string())
}

fn error_of(v: &Value) -> String {
    load(v)
        .expect_err("a tampered save must not load")
        .to_string()
}

#[test]
fn an_untouched_save_loads() {
    let (duel, json) = saved_mid_round();
    assert_eq!(load(&json).unwrap(), duel);
}

#[test]
fn a_duplicated_card_is_refused() {
    let (_, mut json) = saved_mid_round();
    let deck = json["deck"].as_str().unwrap().replacen("3♣", "K♣", 1);
    json["deck"] = deck.into();
    json.as_object_mut().unwrap().remove("seed");
    assert!(
        error_of(&json).contains("K♣ appears twice"),
        "{}",
        error_of(&json)
    );
}

#[test]
fn a_lost_card_is_refused() {
    let (_, mut json) = saved_mid_round();
    let deck = json["deck"].as_str().unwrap();
    json["deck"] = deck.split_once(' ').unwrap().1.into();
    json.as_object_mut().unwrap().remove("seed");
    assert!(
        error_of(&json).contains("holds 51 cards"),
        "{}",
        error_of(&json)
    );
}

#[test]
fn a_sixth_card_is_refused() {
    // P1 2♠ 3♠, P2 2♥ 3♥; P1 then takes 2♦ 4♠ 3♦ (five cards, 14) while P2
    // takes 2♣ 4♥ (four cards, 11) and may still draw.
    let top = duel21::parse_cards("2s 2h 3s 3h 2d 2c 4s 4h 3d").unwrap();
    let duel = Duel::with_deck(duel21::Deck::stacked(&top).unwrap(), FirstRule::P1);
    let mut json: Value = serde_json::from_str(&duel.save_json()).unwrap();
    let mut actions = vec!["p1 take", "p2 take", "p1 take", "p2 take", "p1 take"];
    json["actions"] = Value::from(actions.clone());
    assert_eq!(load(&json).unwrap().round().hand(Seat::P1).len(), 5);
    actions.push("p1 take");
    json["actions"] = Value::from(actions);
    let err = error_of(&json);
    assert!(
        err.contains(
            "move 6 (p1 take) is illegal: player 1 may not act: player 1 already holds 5 cards"
        ),
        "{err}"
    );
}

#[test]
fn broken_turn_order_is_refused() {
    let (_, mut json) = saved_mid_round();
    json["actions"] = Value::from(vec!["p2 take"]);
    assert!(
        error_of(&json).contains("it is player 1's turn, not player 2's"),
        "{}",
        error_of(&json)
    );
}

#[test]
fn other_damage_is_refused() {
    let (_, json) = saved_mid_round();
    let cases: Vec<(Value, &str)> = vec![
        (
            {
                let mut j = json.clone();
                j["seed"] = "43".into();
                j
            },
            "does not match its seed",
        ),
        (
            {
                let mut j = json.clone();
                j["seed"] = "x".into();
                j
            },
            "is not a number",
        ),
        // A saved seed is not the player's typing: one out of range says so, with the range.
        (
            {
                let mut j = json.clone();
                j["seed"] = "18446744073709551616".into();
                j
            },
            "its seed '18446744073709551616' is out of range (0 to 18446744073709551615)",
        ),
        (
            {
                let mut j = json.clone();
                j["version"] = 9.into();
                j
            },
            "version 9",
        ),
        (
            {
                let mut j = json.clone();
                j["actions"] = Value::from(vec!["p1 fly"]);
                j
            },
            "not an action",
        ),
        (
            {
                let mut j = json.clone();
                j["deck"] = "Zz".into();
                j
            },
            "is not a card",
        ),
        (Value::from("nonsense"), "not a readable save"),
    ];
    for (save, want) in cases {
        let err = error_of(&save);
        assert!(err.contains(want), "expected '{want}' in '{err}'");
        // A save of another version is not damage: it is said as such.
        let lead = if want == "version 9" {
            "version 9 is not supported"
        } else {
            "the saved match is damaged"
        };
        assert!(err.starts_with(lead), "{err}");
    }
}
