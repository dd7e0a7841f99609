//! Save texts written by an earlier version of the page's engine still
//! load, and load to the same match: the files in `tests/golden/` were
//! written before the source was reorganised into `cards/`, `duel/` and
//! `game24/`, and must keep loading as long as the format version is 1.
//! `stats-export-v1.json` is a statistics export as the page's JavaScript
//! wrote it, before the engine wrote the export.
//! `game24-practice-v1.save` was written before 24点's labels moved onto
//! people's seconds, with `game24-labels-v1.txt`, that version's
//! `solve24 --rate-all` (every deal's label and seconds).

use duel21::cards::format_cards;
use duel21::duel::{Phase, Session};
use duel21::game24::{
    practice_deck, search, solvable, Labels, Phase24, Practice, Session24, Values,
};
use duel21::{FirstRule, Seat};

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

/// The first-player rule was written `"p1_always"` in the match's part of a
/// save (and `"p1"` in its settings) before `"p1"` became the one spelling;
/// `duel-v1-p1_always.save` is such a save. Every spelling the rule has had
/// loads, to the same match, and is written back as `"p1"`.
#[test]
fn a_duel_save_with_any_old_spelling_of_the_first_player_rule_loads() {
    let old = golden("duel-v1-p1_always.save");
    let old = old.trim();
    let written = old.replace(r#""first":"p1_always""#, r#""first":"p1""#);
    assert_ne!(written, old);
    for spelling in ["p1_always", "P1Always", "p1"] {
        for setting in ["p1", spelling] {
            let text = old
                .replace(
                    r#""first":"p1_always""#,
                    &format!(r#""first":"{spelling}""#),
                )
                .replace(
                    r#""first_rule":"p1""#,
                    &format!(r#""first_rule":"{setting}""#),
                );
            let session =
                Session::load_json(&text).unwrap_or_else(|e| panic!("{spelling} / {setting}: {e}"));
            assert_eq!(session.config().first_rule(), FirstRule::P1, "{spelling}");
            // Round 2 was P1's to start: P1 stood first.
            let snap = session.snapshot();
            assert_eq!(snap.table.history.len(), 2);
            assert_eq!(session.save_json(), written, "{spelling} / {setting}");
        }
    }
    // A spelling it never had is refused.
    let text = old.replace(r#""first":"p1_always""#, r#""first":"p1_first""#);
    assert!(Session::load_json(&text).is_err());
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

#[test]
fn a_practice_save_from_before_the_labels_moved_loads_on_its_old_deck_and_writes_back_the_same_text(
) {
    let text = golden("game24-practice-v1.save");
    let session = Session24::load_json(text.trim()).expect("the old practice save loads");
    let game = session.game();
    // Seed 2026, hard practice: deal 1 answered in 41 s, deal 2 given up
    // after a hint, deal 3 open at 12.5 s.
    assert_eq!(session.practice().map(|p| p.deals), Some(Practice::Hard));
    assert_eq!(game.scores(), [1, 0]);
    assert_eq!(game.history().len(), 2);
    assert_eq!(game.history()[0].ms, Some(41_000));
    assert_eq!(game.history()[1].winner, None);
    assert_eq!(game.phase(), Phase24::Playing);
    assert_eq!(game.clock_ms(), 12_500);
    // Its deck is the first labels' practice deck, which people's labels
    // no longer deal: the save is dealt again as it was dealt.
    let deck = |labels| format_cards(practice_deck(2026, Practice::Hard, labels).order());
    assert_eq!(format_cards(game.deck().order()), deck(Labels::Search));
    assert_ne!(deck(Labels::Search), deck(Labels::People));
    assert_eq!(session.save_json(), text.trim());
    // Played on, it still saves and loads on the same deck.
    let mut session = session;
    session
        .play(duel21::game24::Action24::GiveUp { ms: Some(20_000) })
        .unwrap();
    let again = Session24::load_json(&session.save_json()).expect("it loads after more play");
    assert_eq!(again.game().deck(), session.game().deck());
    assert_eq!(again.game().history().len(), 3);
}

#[test]
fn the_first_labels_are_the_earlier_versions_labels_of_every_deal() {
    let text = golden("game24-labels-v1.txt");
    let mut lines = text.lines();
    for values in Values::all() {
        let line = lines.next().expect("a line per deal");
        let can = solvable(values);
        let seconds = (search::estimate(values, can).seconds * 10.0).round() / 10.0;
        assert_eq!(
            format!("{values}\t{}\t{seconds:.1}", Labels::Search.of(values)),
            line
        );
    }
    assert_eq!(lines.next(), None);
}

/// An exported statistics file as the page's JavaScript wrote it before the
/// engine wrote the export (`JSON.stringify({format, version, 21, 24,
/// practice}, null, 1)`: keys "21" and "24" first, whole numbers without a
/// decimal point) still imports, part by part; the engine's own export of
/// the same records reads back to the same records.
#[test]
fn a_statistics_file_the_page_wrote_still_imports_and_the_engines_export_reads_the_same() {
    use duel21::cards::ledger::file_text;
    use duel21::duel::practice::Practice;
    use duel21::duel::stats::Stats21;
    use duel21::game24::stats::Stats24;
    let old = golden("stats-export-v1.json");
    let r21 = Stats21::read_file(&old).expect("21点's part imports");
    let r24 = Stats24::read_file(&old).expect("24点's part imports");
    let practice = Practice::from_file(&old).expect("the practice part imports");
    assert_eq!(r21.entries.len(), 2);
    assert_eq!(r24.entries.len(), 2);
    assert_eq!(practice.as_ref().map(|p| p.cards.len()), Some(1));
    let new = file_text(&r21, &r24, practice.as_ref());
    assert_eq!(Stats21::read_file(&new).unwrap(), r21);
    assert_eq!(Stats24::read_file(&new).unwrap(), r24);
    assert_eq!(Practice::from_file(&new).unwrap(), practice);
    // The same fields as the old file, whatever their order and spacing.
    let keys = |text: &str| {
        let v: serde_json::Value = serde_json::from_str(text).unwrap();
        let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    assert_eq!(keys(&new), keys(&old));
    // Without a practice record, the file has no practice part, as before.
    let none = file_text(&r21, &r24, None::<&Practice>);
    assert_eq!(Practice::from_file(&none).unwrap(), None);
    assert!(!none.contains("practice"));
}
