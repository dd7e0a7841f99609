//! `duel21 solve24` end to end: output and exit codes.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_duel21"))
        .arg("solve24")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn solves_a_deal_one_solution_per_line() {
    for args in [
        &["1", "5", "5", "5"][..],
        &["A", "5", "5", "5"],
        &["a 5 5 5"],
    ] {
        assert_eq!(
            run(args),
            (0, "(5 − 1 ÷ 5) × 5\n".into(), String::new()),
            "{args:?}"
        );
    }
    let (code, out, _) = run(&["--ascii", "3", "3", "8", "8"]);
    assert_eq!((code, out.as_str()), (0, "8 / (3 - 8 / 3)\n"));
    let (code, out, _) = run(&["1", "2", "3", "4"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 4);
}

#[test]
fn unsolvable_deal_exits_1() {
    assert_eq!(
        run(&["1", "1", "1", "1"]),
        (1, "no solution\n".into(), String::new())
    );
}

#[test]
fn bad_input_exits_2_with_a_message() {
    for args in [
        &["1", "2", "3"][..],
        &["1", "2", "3", "14"],
        &["--nope"],
        &["Z", "1", "2", "3"],
        &[],
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            out.is_empty() && err.starts_with("duel21: solve24:"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn all_counts_and_probability_are_computed() {
    let (code, out, _) = run(&["--all"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "solvable 1362 of 1820");
    assert_eq!(
        lines[1],
        "probability that 4 random cards from a 52-card deck are solvable: 217817/270725 ≈ 80.4569%"
    );
}
