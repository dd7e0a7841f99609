//! The shared types (seat, level, card, the statistics ledger) have two
//! readers while 24点 still reads through serde: their hand-written
//! `FromPlain` reader (21点's, both builds) and their derived `Deserialize`
//! (24点's). Both must accept exactly the same inputs, to the same values,
//! on representative values and on the cards of the golden saves.

use std::fmt::Debug;

use duel21::cards::ledger::{Ledger, LedgerEntry, Totals};
use duel21::cards::plain::{read_json_text, text, Fields, FromPlain, Plain, PlainError};
use duel21::cards::{Card, Level, Seat};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Reads `json` with both readers; they agree on acceptance and value.
/// Returns whether it was accepted.
fn agree<T: FromPlain + DeserializeOwned + PartialEq + Debug>(json: &str) -> bool {
    let by_hand = read_json_text::<T>(json, "field");
    let by_serde = serde_json::from_str::<T>(json);
    match (&by_hand, &by_serde) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{json}"),
        (Err(_), Err(_)) => {}
        _ => panic!("the readers disagree on {json}: hand {by_hand:?}, serde {by_serde:?}"),
    }
    by_hand.is_ok()
}

const NOT_VALUES: [&str; 8] = ["null", "true", "1", "-1", "1.5", "[]", "{}", "[\"p1\"]"];

#[test]
fn seats_and_levels_read_the_same() {
    for ok in ["\"p1\"", "\"p2\""] {
        assert!(agree::<Seat>(ok), "{ok}");
    }
    for bad in ["\"p3\"", "\"P1\"", "\"1\"", "\"\""]
        .iter()
        .chain(&NOT_VALUES)
    {
        assert!(!agree::<Seat>(bad), "{bad}");
    }
    for ok in ["\"easy\"", "\"classic\"", "\"expert\""] {
        assert!(agree::<Level>(ok), "{ok}");
    }
    for bad in ["\"hard\"", "\"Easy\"", "\"\""].iter().chain(&NOT_VALUES) {
        assert!(!agree::<Level>(bad), "{bad}");
    }
}

fn golden(name: &str) -> String {
    let path = format!("{}/tests/golden/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every card of a golden save's deck, as the JSON text of one card.
fn golden_cards(name: &str) -> Vec<String> {
    let save: serde_json::Value = serde_json::from_str(&golden(name)).unwrap();
    let deck = save
        .pointer("/duel/deck")
        .or_else(|| save.pointer("/game/deck"))
        .and_then(|d| d.as_str())
        .unwrap_or_else(|| panic!("{name} has a deck"))
        .to_string();
    deck.split(' ')
        .map(|c| serde_json::Value::from(c).to_string())
        .collect()
}

#[test]
fn cards_read_the_same_and_the_golden_decks_are_read_alike() {
    for name in ["duel-v1.save", "game24-v1.save"] {
        let cards = golden_cards(name);
        assert_eq!(cards.len(), 52, "{name}");
        for card in &cards {
            assert!(agree::<Card>(card), "{name}: {card}");
        }
    }
    for ok in ["\"10h\"", "\"As\"", "\"A♠\"", "\"Kd\""] {
        assert!(agree::<Card>(ok), "{ok}");
    }
    for bad in ["\"0h\"", "\"Zz\"", "\"\"", "\"A\""]
        .iter()
        .chain(&NOT_VALUES)
    {
        assert!(!agree::<Card>(bad), "{bad}");
    }
    // The hand reader says why, as the card's own parser does.
    let e = read_json_text::<Card>("\"Zz\"", "field").unwrap_err();
    assert_eq!(e, "Zz".parse::<Card>().unwrap_err().to_string());
}

/// A ledger entry with both readers, as 24点's are until it moves.
#[derive(Clone, Debug, PartialEq, PartialOrd, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    id: String,
    at: u64,
}

impl LedgerEntry for Entry {
    fn id(&self) -> &str {
        &self.id
    }
    fn at(&self) -> u64 {
        self.at
    }
    fn check(&self) -> Result<(), String> {
        Ok(())
    }
}

impl FromPlain for Entry {
    fn from_plain(p: Plain) -> Result<Entry, PlainError> {
        let mut f = Fields::of(p, &["id", "at"])?;
        Ok(Entry {
            id: f.get("id")?,
            at: f.get("at")?,
        })
    }
}

#[derive(Clone, Debug, Default, PartialEq, PartialOrd, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Count {
    games: u32,
}

impl Totals<Entry> for Count {
    fn add(&mut self, _: &Entry) {
        self.games += 1;
    }
    fn games(&self) -> u64 {
        u64::from(self.games)
    }
    fn check(&self) -> Result<(), String> {
        Ok(())
    }
}

impl FromPlain for Count {
    fn from_plain(p: Plain) -> Result<Count, PlainError> {
        Ok(Count {
            games: Fields::of(p, &["games"])?.get("games")?,
        })
    }
}

#[test]
fn ledgers_read_the_same() {
    type L = Ledger<Entry, Count>;
    let good = r#"{"version":1,"since":0,"entries":[{"id":"a","at":1500000000001}],"folded":{"upto":{"at":1500000000000,"id":"z"},"totals":{"games":3}}}"#;
    assert!(agree::<L>(good));
    let edits: [(&str, &str, bool); 11] = [
        // (what, what instead, still accepted)
        (
            r#""upto":{"at":1500000000000,"id":"z"}"#,
            r#""upto":null"#,
            true,
        ),
        (r#""upto":{"at":1500000000000,"id":"z"},"#, "", true),
        (r#""since":0"#, r#""since":0,"extra":1"#, false),
        (r#""since":0,"#, "", false),
        (r#""at":1500000000001"#, r#""at":-1"#, false),
        (r#""at":1500000000001"#, r#""at":1.5"#, false),
        (r#""at":1500000000001"#, r#""at":"1""#, false),
        (r#""games":3"#, r#""games":4294967296"#, false),
        (r#""games":3"#, r#""games":4294967295"#, true),
        (r#""id":"a""#, r#""id":"a","won":true"#, false),
        (
            r#""entries":[{"id":"a","at":1500000000001}]"#,
            r#""entries":{}"#,
            false,
        ),
    ];
    for (what, instead, accepted) in edits {
        let text = good.replacen(what, instead, 1);
        assert_ne!(text, good, "{what}");
        assert_eq!(agree::<L>(&text), accepted, "{text}");
    }
    // One difference, on purpose: serde_json also takes a struct written as
    // the list of its fields in order; the hand reader, like the page's
    // serde path over plain data (`src/wasm/plain.rs`), takes only an object.
    let listed = good.replacen(r#""totals":{"games":3}"#, r#""totals":[3]"#, 1);
    assert!(serde_json::from_str::<L>(&listed).is_ok());
    assert_eq!(
        read_json_text::<L>(&listed, "field").unwrap_err(),
        "folded.totals: give an object, not a list"
    );
}

#[test]
fn a_refused_value_is_refused_where_it_is() {
    // Plain data the JSON reader never makes (the page's walk does) is
    // refused by the hand reader with the path to it.
    let p = Plain::Map(vec![
        ("version".into(), Plain::Number(1.0)),
        ("since".into(), Plain::Number(0.0)),
        (
            "entries".into(),
            Plain::List(vec![Plain::Refused(duel21::cards::plain::Refused::TooDeep)]),
        ),
    ]);
    let e = duel21::cards::plain::read_plain::<Ledger<Entry, Count>>(p, "field").unwrap_err();
    assert_eq!(e, "entries[0]: it is nested more than 16 deep");
    assert_eq!(
        text(Plain::Refused(duel21::cards::plain::Refused::BigInt))
            .unwrap_err()
            .to_string(),
        "give it as text, not a BigInt"
    );
}
