//! A vs-Computer save describes only matches the page can produce: every
//! move made on the computer's turn is the Auto player's own choice, and
//! every deck comes from a seed (the page always deals from one: a menu
//! seed or a random one), so a hand-stacked deck cannot load.

use duel21::cards::Level;
use duel21::duel::ai::auto_move;
use duel21::duel::{ConfigInput, Session, SessionConfig};
use duel21::{Action, Duel, FirstRule, Seat, Seed};
use serde_json::Value;

fn config(mode: &str, level: Level, computer: Seat, first: &str) -> SessionConfig {
    SessionConfig::new(&ConfigInput {
        mode: Some(mode.into()),
        level: Some(level.to_string()),
        computer_seat: Some(computer.to_string()),
        first_rule: Some(first.into()),
        ..ConfigInput::default()
    })
    .unwrap()
}

/// Plays `steps` intents: the computer moves on its turn; a person takes
/// below 15 (or always stands, with `stubborn`) and deals the next round.
fn play(mut s: Session, steps: usize, stubborn: bool) -> Session {
    for _ in 0..steps {
        let snap = s.snapshot();
        if snap.computer_turn {
            s.auto_step().unwrap();
        } else if snap.can_next {
            s.next_round().unwrap();
        } else if let Some(seat) = s.duel().to_move() {
            if !stubborn && snap.table.seats[seat.index()].total < 15 {
                s.take().unwrap();
            } else {
                s.stand().unwrap();
            }
        } else {
            break;
        }
    }
    s
}

/// The indices in `log` of the moves made on `seat`'s turn.
fn moves_of(duel: &Duel, seat: Seat) -> Vec<usize> {
    let save = duel.to_save();
    let mut replay = Duel::new(duel.seed().unwrap(), duel.rule());
    let mut found = Vec::new();
    for (i, &a) in save.actions.iter().enumerate() {
        if replay.to_move() == Some(seat) {
            found.push(i);
        }
        replay.play(a).unwrap();
    }
    found
}

fn flipped(a: Action) -> Action {
    match a {
        Action::Take(s) => Action::Stand(s),
        Action::Stand(s) => Action::Take(s),
        Action::NextRound => Action::NextRound,
    }
}

fn load(v: &Value) -> Result<Session, String> {
    Session::load_json(&v.to_string()).map_err(|e| e.to_string())
}

#[test]
fn honest_vs_computer_saves_load_at_every_level_and_seat() {
    for level in Level::ALL {
        for seat in Seat::BOTH {
            for first in ["p1", "alternate"] {
                let s = play(
                    Session::new(config("computer", level, seat, first), Seed(5)),
                    40,
                    false,
                );
                assert_eq!(Session::load_json(&s.save_json()).as_ref(), Ok(&s));
            }
        }
    }
}

#[test]
fn a_computer_move_edited_in_a_save_is_refused() {
    for level in Level::ALL {
        for seat in Seat::BOTH {
            let s = play(
                Session::new(config("computer", level, seat, "alternate"), Seed(42)),
                60,
                false,
            );
            let moves = moves_of(s.duel(), seat);
            assert!(!moves.is_empty(), "{level} {seat}");
            for &i in moves.iter().take(6) {
                let mut v: Value = serde_json::from_str(&s.save_json()).unwrap();
                let was: Action = s.duel().log()[i];
                v["duel"]["actions"][i] = flipped(was).to_string().into();
                let chose = match was {
                    Action::Take(_) => "takes",
                    _ => "stands",
                };
                assert_eq!(
                    load(&v).unwrap_err(),
                    format!(
                        "the saved match is damaged: move {} ({}) is not the computer's move: \
                         the {level} computer {chose} there",
                        i + 1,
                        flipped(was)
                    ),
                );
            }
        }
    }
}

#[test]
fn the_issue_example_p2_take_edited_to_p2_stand_is_refused() {
    let s = play(
        Session::new(config("computer", Level::Classic, Seat::P2, "p1"), Seed(42)),
        60,
        false,
    );
    let text = s.save_json();
    assert!(text.contains("\"p2 take\""), "{text}");
    let edited = text.replacen("\"p2 take\"", "\"p2 stand\"", 1);
    let e = Session::load_json(&edited).unwrap_err().to_string();
    assert!(
        e.contains("(p2 stand) is not the computer's move: the classic computer takes there"),
        "{e}"
    );
}

#[test]
fn a_pvp_save_relabelled_vs_computer_is_refused() {
    // Two people who always stand: player 2 stands where Classic would take.
    let s = play(
        Session::new(config("pvp", Level::Classic, Seat::P2, "p1"), Seed(7)),
        60,
        true,
    );
    let text = s.save_json();
    assert_eq!(Session::load_json(&text).as_ref(), Ok(&s));
    // The first of player 2's moves that Classic would not have made.
    let mut replay = Duel::new(7, FirstRule::P1);
    let mut first_wrong = None;
    for (i, &a) in s.duel().log().iter().enumerate() {
        if replay.to_move() == Some(Seat::P2) && first_wrong.is_none() {
            let (auto, _) = auto_move(&replay, Level::Classic).unwrap();
            if auto != a {
                first_wrong = Some((i, a));
            }
        }
        replay.play(a).unwrap();
    }
    let (i, a) = first_wrong.expect("a move Classic would not make");
    let edited = text.replacen("\"mode\":\"pvp\"", "\"mode\":\"computer\"", 1);
    assert_ne!(edited, text);
    let e = Session::load_json(&edited).unwrap_err().to_string();
    assert!(
        e.starts_with(&format!(
            "the saved match is damaged: move {} ({a}) is not the computer's move: the classic \
             computer",
            i + 1
        )),
        "{e}"
    );
}

#[test]
fn a_save_without_a_seed_is_refused_even_with_an_honest_deck() {
    let s = play(
        Session::new(config("pvp", Level::Classic, Seat::P2, "p1"), Seed(3)),
        10,
        false,
    );
    let mut v: Value = serde_json::from_str(&s.save_json()).unwrap();
    assert!(v["config"]["seed"].is_null(), "a random deal");
    v["duel"].as_object_mut().unwrap().remove("seed");
    assert_eq!(
        load(&v).unwrap_err(),
        "the saved match is damaged: its deck has no seed, and every match the page deals has one"
    );
}

#[test]
fn a_hand_stacked_deck_without_a_seed_is_refused() {
    // Blackjack for player 1 on top, the rest in a fixed order.
    let top = duel21::parse_cards("As 2c Ks 3c").unwrap();
    let deck = duel21::format_cards(duel21::Deck::stacked(&top).unwrap().order());
    for mode in ["pvp", "computer"] {
        let s = Session::new(config(mode, Level::Expert, Seat::P2, "p1"), Seed(3));
        let mut v: Value = serde_json::from_str(&s.save_json()).unwrap();
        v["duel"].as_object_mut().unwrap().remove("seed");
        v["duel"]["deck"] = deck.clone().into();
        v["duel"]["actions"] = Value::Array(Vec::new());
        assert_eq!(
            load(&v).unwrap_err(),
            "the saved match is damaged: its deck has no seed, and every match the page deals \
             has one",
            "{mode}"
        );
        // With its seed kept, the stacked deck is not the seed's shuffle.
        let mut v: Value = serde_json::from_str(&s.save_json()).unwrap();
        v["duel"]["deck"] = deck.clone().into();
        v["duel"]["actions"] = Value::Array(Vec::new());
        assert_eq!(
            load(&v).unwrap_err(),
            "the saved match is damaged: the deck does not match its seed"
        );
    }
}

#[test]
fn a_level_or_seat_edited_in_a_save_is_refused_when_the_moves_disagree() {
    let s = play(
        Session::new(config("computer", Level::Expert, Seat::P2, "p1"), Seed(11)),
        80,
        false,
    );
    let text = s.save_json();
    let edits = [
        text.replacen("\"level\":\"expert\"", "\"level\":\"easy\"", 1),
        text.replacen("\"computer_seat\":\"p2\"", "\"computer_seat\":\"p1\"", 1),
    ];
    for edited in edits {
        assert_ne!(edited, text);
        let e = Session::load_json(&edited).unwrap_err().to_string();
        assert!(e.contains("is not the computer's move"), "{e}");
    }
    // Relabelled as two people, the same moves are a match the page can play.
    let pvp = text.replacen("\"mode\":\"computer\"", "\"mode\":\"pvp\"", 1);
    assert!(Session::load_json(&pvp).is_ok());
}
