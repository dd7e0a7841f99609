//! Golden file: the 13 deals of seeded games, with each deal's rating, its
//! number of distinct solutions, the simplest one and its hint. A change in
//! the shuffle, the deal order, the solver's rule or its printing shows up
//! here as a named line. Regenerate with `UPDATE_GOLDEN=1 cargo test`.

use duel21::format_cards;
use duel21::game24::{Action24, Game24, Mode24};

const PATH: &str = "tests/golden/game24_deals.txt";

fn lines() -> Vec<String> {
    let mut out =
        vec!["# seed deal | cards | values | difficulty | solutions | simplest | hint".to_string()];
    for seed in [1u64, 42, 2024] {
        let mut game = Game24::new(seed, Mode24::Solo);
        for _ in 0..13 {
            let deal = game.deal();
            let rating = game.rating();
            let (simplest, hint) = match game.solutions().first() {
                Some(s) => (s.to_string(), s.first_step().to_string()),
                None => ("no solution".to_string(), "-".to_string()),
            };
            out.push(format!(
                "{seed} {} | {} | {} | {:?} | {} | {simplest} | {hint}",
                deal.index + 1,
                format_cards(&deal.cards),
                deal.values,
                rating.difficulty,
                rating.solutions,
            ));
            game.play(Action24::GiveUp { ms: None }).unwrap();
            game.play(Action24::Next).unwrap();
        }
    }
    out
}

#[test]
fn seeded_deals_match_the_golden_file() {
    let got = lines();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(PATH, got.join("\n") + "\n").unwrap();
        return;
    }
    let want = std::fs::read_to_string(PATH).expect("golden file (UPDATE_GOLDEN=1 to create)");
    let want: Vec<&str> = want.lines().collect();
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "{PATH}:{}", i + 1);
    }
    assert_eq!(got.len(), want.len(), "{PATH}: line count");
}
