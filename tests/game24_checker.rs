//! The expression checker never panics, and refuses each kind of bad answer
//! with the right error and position.

use duel21::game24::{check, evaluate, parse, ExprError, Value, Values, MAX_INPUT_CHARS};
use proptest::prelude::*;

fn deal(s: &str) -> Values {
    s.parse().unwrap()
}

/// Strings made mostly of the notation's own characters, so that many parse
/// and the interesting paths (evaluation, card use) are reached.
fn notation_string() -> impl Strategy<Value = String> {
    let atoms = prop::sample::select(vec![
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "0", "14", "A", "J",
        "Q", "K", "x", "X", "+", "-", "−", "*", "×", "/", "÷", "(", ")", "（", "）", " ", "　",
        "٣", "é", "😀", "=",
    ]);
    prop::collection::vec(atoms, 0..60).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn never_panics_on_any_string(s in any::<String>()) {
        let _ = parse(&s);
        let _ = evaluate(&s);
        let _ = check(&s, deal("3 3 8 8"));
    }

    #[test]
    fn never_panics_on_notation_soup(s in notation_string(), a in 1u8..=13, b in 1u8..=13) {
        let values = Values::new([a, b, a, b]).unwrap();
        let r = check(&s, values);
        // Every position points inside the input (or at its end).
        if let Err(e) = &r {
            if let Some(at) = e.position() {
                prop_assert!(at <= s.chars().count(), "{e:?} for {s:?}");
            }
        }
        // A successful check really makes 24.
        if r.is_ok() {
            prop_assert_eq!(evaluate(&s), Ok(Value::from(24)));
        }
    }

    #[test]
    fn never_panics_on_long_input(s in "[0-9+*/()x -]{150,400}") {
        let r = evaluate(&s);
        if s.chars().count() > MAX_INPUT_CHARS {
            prop_assert_eq!(r, Err(ExprError::TooLong { len: s.chars().count() }));
        }
    }
}

#[test]
fn very_long_and_deep_inputs_are_refused_quickly() {
    let huge = "(".repeat(1_000_000);
    assert_eq!(parse(&huge), Err(ExprError::TooLong { len: 1_000_000 }));
    let deep = "(".repeat(MAX_INPUT_CHARS);
    assert_eq!(
        parse(&deep),
        Err(ExprError::ExpectedOperand {
            at: MAX_INPUT_CHARS
        })
    );
    let emoji = "😀".repeat(MAX_INPUT_CHARS);
    assert_eq!(parse(&emoji), Err(ExprError::BadChar { at: 0, ch: '😀' }));
}

#[test]
fn each_bad_case_has_its_error_and_position() {
    use ExprError::*;
    let d = deal("1 5 5 5");
    let cases: Vec<(&str, ExprError)> = vec![
        ("", Empty),
        ("(5 - 1 / 5) * 5 ?", BadChar { at: 16, ch: '?' }),
        (
            "(5 - 1 / 5) * 15",
            UnknownNumber {
                at: 14,
                text: "15".into(),
            },
        ),
        (
            "(5 - 1 / 5) * 0",
            UnknownNumber {
                at: 14,
                text: "0".into(),
            },
        ),
        ("(5 - 1 / 5) *", ExpectedOperand { at: 13 }),
        ("(5 - 1 / 5) 5", ExpectedOperator { at: 12 }),
        ("(5 - 1 / 5) * -5", UnaryOperator { at: 14 }),
        ("(5 - 1 / 5 * 5", UnclosedParen { at: 0 }),
        ("5 - 1 / 5) * 5", UnmatchedParen { at: 9 }),
        ("(5 - 1 / 5) * 6", NotDealt { at: 14, value: 6 }),
        ("(5 - 1 / 5) * 5 + 5", UsedTwice { at: 18, value: 5 }),
        ("(5 - A / 5) * A", UsedTwice { at: 14, value: 1 }),
        ("(5 - 1 / 5)", Unused { value: 5 }),
        ("5 / (5 - 5) + A", DivisionByZero { at: 2 }),
        (
            "(5 + 1 / 5) * 5",
            NotTwentyFour {
                value: Value::from(26),
            },
        ),
        (
            "5 * 5 / 5 + 1",
            NotTwentyFour {
                value: Value::from(6),
            },
        ),
        (
            "1 / 5 + 5 - 5",
            NotTwentyFour {
                value: Value::new(1, 5),
            },
        ),
    ];
    for (input, want) in cases {
        assert_eq!(check(input, d), Err(want.clone()), "{input:?}");
    }
    assert_eq!(
        check("(5 − A ÷ 5) × 5", d).unwrap().to_string(),
        "(5 − 1 ÷ 5) × 5"
    );
    assert_eq!(
        check("5x(5-1/5)", d).unwrap().to_string(),
        "(5 − 1 ÷ 5) × 5"
    );
}

#[test]
fn messages_are_readable() {
    let d = deal("3 3 8 8");
    let msg = |s: &str| check(s, d).unwrap_err().to_string();
    assert_eq!(msg("8 + 3 + 3 + 8"), "that makes 22, not 24");
    assert_eq!(msg("8 / 3 + 8 / 3"), "that makes 16/3, not 24");
    assert_eq!(msg("8 + 9"), "9 at character 5 is not one of the cards");
    assert_eq!(msg("8 + 3 +"), "a number or '(' is missing at character 8");
}

/// A solvable deal with its solutions' texts, drawn from all 1820 values.
fn solved_deal() -> impl Strategy<Value = (Values, String)> {
    let deals: Vec<(Values, String)> = Values::all()
        .step_by(7)
        .filter_map(|v| duel21::game24::solve(v).first().map(|s| (v, s.to_string())))
        .collect();
    prop::sample::select(deals)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// White space anywhere between tokens changes nothing.
    #[test]
    fn spacing_does_not_matter((values, text) in solved_deal(), seed in any::<u64>()) {
        let tight: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let chars: Vec<char> = tight.chars().collect();
        let mut spaced = String::new();
        for (i, &c) in chars.iter().enumerate() {
            spaced.push(c);
            // Never split a two-digit number.
            let inside_number = c.is_ascii_digit() && chars.get(i + 1).is_some_and(char::is_ascii_digit);
            if (seed >> (i % 64)) & 1 == 1 && !inside_number {
                spaced.push_str(if i % 3 == 0 { "\u{3000}" } else { "  " });
            }
        }
        prop_assert!(check(&tight, values).is_ok(), "{tight}");
        prop_assert!(check(&spaced, values).is_ok(), "{spaced}");
    }

    /// A foreign character put anywhere into a correct answer is reported
    /// at exactly that position (everything before it is valid notation).
    #[test]
    fn a_bad_character_is_found_where_it_is(
        (values, text) in solved_deal(),
        at in 0usize..40,
        ch in prop::sample::select(vec!['@', '=', '%', '😀', 'é', '^', '.', '[']),
    ) {
        let mut chars: Vec<char> = text.chars().collect();
        let at = at.min(chars.len());
        chars.insert(at, ch);
        let input: String = chars.into_iter().collect();
        prop_assert_eq!(check(&input, values), Err(ExprError::BadChar { at, ch }));
    }
}

#[test]
fn negative_parts_are_correct_answers_but_listed_as_their_twins() {
    let d = deal("3 4 8 9");
    let listed: Vec<_> = duel21::game24::solve(d)
        .into_iter()
        .map(|s| s.formula().clone())
        .collect();
    let negative = check("(4 - 8) * (3 - 9)", d).unwrap();
    let twin = check("(8 - 4) * (9 - 3)", d).unwrap();
    assert!(!listed.contains(&negative));
    assert!(listed.contains(&twin));
}
