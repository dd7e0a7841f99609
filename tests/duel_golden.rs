//! Golden replays: each `tests/golden/*.replay` file is a script of actions
//! with the table expected after each one. A failure names the file and line.
//!
//! Lines:
//! - `seed N` / `stack CARDS` (stacked top of a deck, the rest in fixed order)
//!   and `rule p1|alternate` start a match (`rule` before `seed`/`stack`);
//! - `> ACTION` plays an action that must be accepted;
//! - `! ACTION => TEXT` plays an action that must be refused with a message
//!   containing TEXT, leaving the table unchanged;
//! - `= LINE` is the expected one-line table (`Duel`'s `Display`);
//! - `result N OUTCOME VERDICT T1-T2` checks round N's record
//!   (OUTCOME is `p1`, `p2` or `draw`);
//! - `winner p1|p2|draw` checks the match result; `#` starts a comment.

use std::fs;
use std::path::Path;

use duel21::{parse_cards, Action, Deck, Duel, FirstRule, Outcome, Seat};

fn stacked(top: &str) -> Deck {
    Deck::stacked(&parse_cards(top).expect("stack cards")).expect("a stacked deck")
}

fn outcome_name(o: Outcome) -> &'static str {
    match o {
        Outcome::Win(Seat::P1) => "p1",
        Outcome::Win(Seat::P2) => "p2",
        Outcome::Draw => "draw",
    }
}

fn run_file(path: &Path) -> Result<usize, String> {
    let text = fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut rule = FirstRule::P1;
    let mut duel: Option<Duel> = None;
    let mut checks = 0;
    for (i, raw) in text.lines().enumerate() {
        let at = format!("{}:{}", path.display(), i + 1);
        let line = raw.split(" #").next().unwrap_or("").trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (cmd, rest) = line.split_once(' ').unwrap_or((line, ""));
        let need = |d: &mut Option<Duel>| -> Result<Duel, String> {
            d.clone().ok_or_else(|| format!("{at}: no match started"))
        };
        match cmd {
            "rule" => rule = rest.parse().map_err(|e| format!("{at}: {e}"))?,
            "seed" => {
                duel = Some(Duel::new(
                    rest.parse().map_err(|_| format!("{at}: bad seed"))?,
                    rule,
                ))
            }
            "stack" => duel = Some(Duel::with_deck(stacked(rest), rule)),
            ">" => {
                let mut d = need(&mut duel)?;
                let action: Action = rest.parse().map_err(|e| format!("{at}: {e}"))?;
                d.play(action)
                    .map_err(|e| format!("{at}: '{action}' refused: {e}"))?;
                duel = Some(d);
            }
            "!" => {
                let d = need(&mut duel)?;
                let (action, want) = rest
                    .split_once(" => ")
                    .ok_or(format!("{at}: '! ACTION => TEXT'"))?;
                let action: Action = action.parse().map_err(|e| format!("{at}: {e}"))?;
                let mut tried = d.clone();
                match tried.play(action) {
                    Ok(_) => {
                        return Err(format!("{at}: '{action}' was accepted, expected refusal"))
                    }
                    Err(e) if !e.to_string().contains(want) => {
                        return Err(format!("{at}: refused with '{e}', expected '{want}'"))
                    }
                    Err(_) if tried != d => {
                        return Err(format!("{at}: a refusal changed the table"))
                    }
                    Err(_) => checks += 1,
                }
            }
            "=" => {
                let got = need(&mut duel)?.to_string();
                if got != rest {
                    return Err(format!(
                        "{at}: table differs\n  expected: {rest}\n       got: {got}"
                    ));
                }
                checks += 1;
            }
            "result" => {
                let d = need(&mut duel)?;
                let w: Vec<&str> = rest.split_whitespace().collect();
                let [n, outcome, verdict, totals] = w[..] else {
                    return Err(format!("{at}: 'result N OUTCOME VERDICT T1-T2'"));
                };
                let n: usize = n.parse().map_err(|_| format!("{at}: bad round number"))?;
                let r = d
                    .history()
                    .get(n - 1)
                    .ok_or(format!("{at}: round {n} not finished"))?;
                let got = format!(
                    "{} {} {}-{}",
                    outcome_name(r.outcome),
                    serde_json::to_value(r.verdict).unwrap().as_str().unwrap(),
                    r.scores[0].total,
                    r.scores[1].total
                );
                let want = format!("{outcome} {verdict} {totals}");
                if got != want {
                    return Err(format!(
                        "{at}: round {n}\n  expected: {want}\n       got: {got}"
                    ));
                }
                checks += 1;
            }
            "winner" => {
                let d = need(&mut duel)?;
                let got = d.winner().map(outcome_name).unwrap_or("none");
                if got != rest {
                    return Err(format!("{at}: winner {got}, expected {rest}"));
                }
                checks += 1;
            }
            _ => return Err(format!("{at}: unknown line '{line}'")),
        }
    }
    Ok(checks)
}

#[test]
fn golden_replays() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "replay"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 3,
        "golden files missing in {}",
        dir.display()
    );
    let mut failures = Vec::new();
    for file in &files {
        match run_file(file) {
            Ok(checks) => assert!(checks > 0, "{} checks nothing", file.display()),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// The deck a seed shuffles to is fixed across platforms: the browser test
/// reads the same file and compares the wasm build's deck with it.
#[test]
fn seed_42_deals_the_golden_deck() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/seed-42.deck");
    let got = duel21::format_cards(Deck::shuffled(42).order());
    if std::env::var_os("BLESS").is_some() {
        fs::write(&path, format!("{got}\n")).unwrap();
    }
    let want = fs::read_to_string(&path).expect("tests/golden/seed-42.deck");
    assert_eq!(got, want.trim());
}
