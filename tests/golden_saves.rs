//! Save texts written by an earlier version of the page's engine still
//! load, and load to the same match: the files in `tests/golden/` were
//! written before the source was reorganised into `cards/`, `duel/` and
//! `game24/`, and must keep loading as long as the format version is 1.

use duel21::duel::{Phase, Session};
use duel21::game24::{Phase24, Session24};
use duel21::Seat;

fn golden(name: &str) -> String {
    let path = format!("{}/tests/golden/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn a_duel_save_from_the_previous_version_loads_and_writes_back_the_same_text() {
    let text = golden("duel-v1.save");
    let session = Session::load_json(text.trim()).expect("the old save loads");
    let snap = session.snapshot();
    // Seed 42, vs Computer (Expert in seat 2), alternate first player:
    // round 1 (p1 take, p2 stand) and round 2 (p2 stand, p1 stand) played.
    assert_eq!(snap.names, ["Ann".to_string(), "电脑".to_string()]);
    assert!(snap.computer[Seat::P2.index()] && !snap.computer[Seat::P1.index()]);
    assert_eq!(snap.table.history.len(), 2);
    assert_eq!(snap.table.phase, Phase::RoundOver);
    assert_eq!(session.save_json(), text.trim());
}

#[test]
fn a_game24_save_from_the_previous_version_loads_and_writes_back_the_same_text() {
    let text = golden("game24-v1.save");
    let session = Session24::load_json(text.trim()).expect("the old save loads");
    let game = session.game();
    // Seed 7, solo: deal 1 answered in 8 s, deal 2 open.
    assert_eq!(game.scores(), [1, 0]);
    assert_eq!(game.history().len(), 1);
    assert_eq!(game.history()[0].ms, Some(8_000));
    assert_eq!(game.phase(), Phase24::Playing);
    assert_eq!(session.save_json(), text.trim());
}
