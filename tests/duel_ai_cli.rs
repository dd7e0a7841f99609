//! The `duel21` binary's duel subcommands, run as a user runs them.

use std::process::Command;

fn duel21(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_duel21"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn analyze_prints_the_issue_example() {
    let (code, out, err) = duel21(&["analyze", "--me", "10h 6c", "--opp", "9s 9d"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1);
    let prefix = concat!(
        r#"{"me_total":16,"opp_total":18,"cards_left":48,"remaining":{"A":4,"2":4,"3":4,"#,
        r#""4":4,"5":4,"6":3,"7":4,"8":4,"9":2,"10":3,"J":4,"Q":4,"K":4},"#,
        r#""bust_probability":0.5833333333333334,"easy":"take","classic":"take","#,
        r#""expert":{"take":0.28529"#
    );
    assert!(out.starts_with(prefix), "{out}");
    assert!(
        out.trim_end()
            .ends_with(r#","stand":0.0,"best":"take","tie":false}}"#),
        "{out}"
    );
}

#[test]
fn analyze_takes_played_cards_and_stands() {
    let (code, out, _) = duel21(&[
        "analyze",
        "--me",
        "Kh Qc",
        "--opp",
        "Ks 9d",
        "--played",
        "As Ad,Ah",
        "--opp-stood",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["cards_left"], 45);
    assert_eq!(v["remaining"]["A"], 1);
    assert_eq!(v["classic"], "stand");
    assert_eq!(v["expert"]["stand"], 1.0);
    assert_eq!(v["expert"]["best"], "stand");
}

#[test]
fn analyze_with_a_score_prints_the_match_equities() {
    // Without --score there is no "match" field (the output above is unchanged).
    let (_, plain, _) = duel21(&["analyze", "--me", "10h 6c", "--opp", "9s 9d"]);
    assert!(!plain.contains(r#""match""#), "{plain}");
    // The last round (3 cards left): 17 against a stood 17, one point ahead.
    // Standing draws the round and wins the match for sure; taking may bust.
    let played: Vec<String> = duel21::Card::all()
        .map(|c| c.ascii())
        .filter(|c| !["10h", "7c", "9s", "8d", "2h", "3h", "Kh"].contains(&c.as_str()))
        .collect();
    let played = played.join(" ");
    let args = |score: &'static str| {
        let mut a = vec!["analyze", "--me", "10h 7c", "--opp", "9s 8d", "--opp-stood"];
        a.extend(["--played", played.as_str(), "--score", score]);
        a
    };
    let (code, out, err) = duel21(&args("5:4"));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["cards_left"], 3);
    assert_eq!(v["match"]["stand"], 1.0);
    // Take: a 2 or 3 (2 of 3 cards) beats 17, a K busts: a win or a loss of
    // the round, ahead by 2 or level: 1 or ½.
    assert!(
        (v["match"]["take"].as_f64().unwrap() - (2.0 + 0.5) / 3.0).abs() < 1e-9,
        "{out}"
    );
    assert_eq!(v["match"]["best"], "stand");
    // One point behind, a drawn round loses the match: take.
    let (_, out, _) = duel21(&args("4:5"));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["match"]["stand"], 0.0);
    assert!(
        (v["match"]["take"].as_f64().unwrap() - (2.0 * 0.5) / 3.0).abs() < 1e-9,
        "{out}"
    );
    assert_eq!(v["match"]["best"], "take");
    // The round's equities do not depend on the score.
    let (_, level, _) = duel21(&args("4:4"));
    let w: serde_json::Value = serde_json::from_str(&level).unwrap();
    assert_eq!(v["expert"], w["expert"]);
    // Who starts the next round changes the match's numbers, not the round's;
    // a match decided whatever is played ties Take and Stand.
    let next = |who: &str| {
        let mut a = vec![
            "analyze", "--me", "10h 6c", "--opp", "9s 9d", "--score", "3:1",
        ];
        a.extend(["--first", "p1", "--next", who]);
        let (code, out, err) = duel21(&a);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let (me, opp) = (next("me"), next("opp"));
    assert_eq!(me["expert"], opp["expert"]);
    assert_ne!(me["match"]["take"], opp["match"]["take"]);
    assert_eq!(me["match"]["tie"], false);
    let (_, out, _) = duel21(&args("6:0"));
    let decided: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (&decided["match"]["take"], &decided["match"]["tie"]),
        (&1.0.into(), &true.into())
    );
    // A bad score is refused.
    let (code, _, err) = duel21(&[
        "analyze", "--me", "10h 6c", "--opp", "9s 9d", "--score", "3-2",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("MINE:THEIRS"), "{err}");
    // So is a sign, and a score no match reaches before its last round.
    for (score, says) in [
        ("+1:2", "MINE:THEIRS"),
        ("13:13", "26 rounds cannot come"),
        ("7:6", "13 rounds cannot come"),
    ] {
        let (code, _, err) = duel21(&[
            "analyze", "--me", "10h 6c", "--opp", "9s 9d", "--score", score,
        ]);
        assert_eq!(code, 2, "{score}");
        assert!(err.contains(says), "{score}: {err}");
    }
}

#[test]
fn analyze_rejects_bad_input_with_status_2_and_one_line() {
    let cases: [&[&str]; 11] = [
        &["analyze", "--me", "10h 6c", "--opp", "9s 9x"],
        // The match's shape without its score, or a starter that is no one.
        &[
            "analyze", "--me", "10h 6c", "--opp", "9s 9d", "--next", "me",
        ],
        &[
            "analyze", "--me", "10h 6c", "--opp", "9s 9d", "--first", "p1",
        ],
        &[
            "analyze", "--me", "10h 6c", "--opp", "9s 9d", "--score", "1:0", "--next", "both",
        ],
        &[
            "analyze", "--me", "10h 6c", "--opp", "9s 9d", "--score", "1:0", "--next", "ME",
        ],
        &["analyze", "--me", "10h 6c", "--opp", "9s 6c"],
        &["analyze", "--me", "2h 3h 4h 5h 6h 7h", "--opp", "9s 9d"],
        &["analyze", "--me", "10h 6c", "--opp", "9s 9d", "--me-stood"],
        &["analyze", "--me", "As Kc", "--opp", "9s 9d"],
        &["analyze", "--me", "10h 6c"],
        &["analyze", "--me", "10h 6c", "--opp", "9s 9d", "--bogus"],
    ];
    for args in cases {
        let (code, out, err) = duel21(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("duel21: "), "{err}");
    }
}

#[test]
fn selfplay_ends_with_one_json_line() {
    let (code, out, err) = duel21(&[
        "selfplay",
        "--a",
        "classic",
        "--b",
        "easy",
        "--matches",
        "20",
        "--seed",
        "9",
        "--first",
        "alternate",
    ]);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().unwrap();
    let v: serde_json::Value = serde_json::from_str(last).unwrap();
    for key in [
        "a_round_points",
        "a_round_points_se",
        "a_match_score",
        "a_match_score_se",
        "matches",
        "matches_per_sec",
        "decisions",
        "decision_p50_us",
        "decision_p99_us",
        "decision_max_us",
        "decision_p99_raw_us",
        "decision_max_raw_us",
        "retimed_decisions",
        "a_decisions",
        "a_decision_p50_us",
        "a_decision_p99_us",
        "a_decision_max_us",
        "a_decision_p99_raw_us",
        "a_decision_max_raw_us",
        "b_decisions",
        "b_decision_max_us",
        "b_decision_max_raw_us",
    ] {
        assert!(v[key].is_number(), "{key} in {last}");
    }
    assert_eq!(v["matches"], 20);
    // The top-level timings cover both players' decisions.
    let n = |k: &str| v[k].as_f64().unwrap();
    assert_eq!(n("decisions"), n("a_decisions") + n("b_decisions"));
    assert_eq!(
        n("decision_max_us"),
        n("a_decision_max_us").max(n("b_decision_max_us"))
    );
    // A re-timed figure is never above the raw one.
    assert!(n("decision_max_us") <= n("decision_max_raw_us"));
    assert!(n("decision_p99_us") <= n("decision_p99_raw_us"));
    assert!(out.contains("round wins"));
    let (code, out, err) = duel21(&[
        "selfplay",
        "--a",
        "counter-classic",
        "--b",
        "classic",
        "--matches",
        "4",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(
        (v["a"].as_str(), v["b"].as_str()),
        (Some("counter-classic"), Some("classic"))
    );
    let (code, _, err) = duel21(&["selfplay", "--a", "hard"]);
    assert_eq!((code, err.lines().count()), (2, 1));
    let (code, _, _) = duel21(&["selfplay", "--matches", "3"]);
    assert_eq!(code, 2);
}

/// `survey` names the widest opening decision and its node count for the
/// fast search and, with `--reference`, for the reference search (node
/// counts are deterministic; the timings are not checked).
#[test]
fn survey_names_the_widest_decision_for_both_searches() {
    for (flag, search, nodes) in [
        (None, "expert", 2943),
        (Some("--reference"), "reference", 9744),
    ] {
        let mut args = vec!["survey", "--repeat", "1"];
        args.extend(flag);
        let (code, out, err) = duel21(&args);
        assert_eq!(code, 0, "{err}");
        let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(json["search"], search);
        assert_eq!(json["positions"], 2970);
        assert_eq!(json["most_nodes"], nodes);
        assert_eq!(json["most_nodes_position"], "A♠ A♥ v 2♠ 2♥");
    }
}
