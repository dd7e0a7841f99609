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
    assert_eq!(out.lines().count(), 3);
    // (7 − 3) × 6 with the 1 anywhere is one solution: at most 4 lines.
    let (code, out, _) = run(&["6", "1", "7", "3"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "(7 − 3) × 1 × 6\n3 × 6 + 7 − 1\n(7 − 1) × 3 + 6\n(1 + 7) × (6 − 3)\n"
    );
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

#[test]
fn rate_all_lists_every_deal_with_its_label_and_seconds() {
    let (code, out, err) = run(&["--rate-all"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1820);
    let mut unsolvable = 0;
    let mut previous: Option<Vec<u8>> = None;
    for line in &lines {
        let [deal, label, seconds] = line.split('\t').collect::<Vec<_>>()[..] else {
            panic!("not three tab-separated fields: {line:?}");
        };
        let values: Vec<u8> = deal.split(' ').map(|v| v.parse().unwrap()).collect();
        assert!(
            values.len() == 4 && values.windows(2).all(|w| w[0] <= w[1]),
            "{line}"
        );
        assert!(values.iter().all(|v| (1..=13).contains(v)), "{line}");
        assert!(
            previous.as_ref().is_none_or(|p| p < &values),
            "ascending order: {line}"
        );
        previous = Some(values);
        let s: f64 = seconds.parse().unwrap();
        assert!(s.is_finite() && s > 0.0, "{line}");
        match label {
            "unsolvable" => unsolvable += 1,
            "easy" => assert!(s < 8.0, "{line}"),
            "medium" => assert!((8.0..12.0).contains(&s), "{line}"),
            "hard" => assert!(s >= 12.0, "{line}"),
            _ => panic!("unknown label: {line}"),
        }
    }
    assert_eq!(unsolvable, 458);
    for (deal, label) in [
        ("1 2 3 4", "easy"),
        ("3 3 8 8", "hard"),
        ("1 1 1 1", "unsolvable"),
    ] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("{deal}\t{label}\t"))),
            "{deal}"
        );
    }
}

#[test]
fn fit_re_derives_the_shipped_model_and_refuses_a_bad_file() {
    let (code, out, err) = run(&["--fit", "tests/data/24-human-times-train.csv"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.starts_with("681 deals from tests/data/24-human-times-train.csv; 10-fold"),
        "{out}"
    );
    // The shipped feature set's row: ρ, ρ of the solved rate, median errors.
    assert!(
        out.lines()
            .any(|l| l.ends_with("(all)\t0.793\t0.878\t1.49\t2.5")),
        "{out}"
    );
    assert!(
        out.trim_end()
            .ends_with("these are the weights the model ships with"),
        "{out}"
    );

    let dir = std::env::temp_dir().join(format!("duel21-fit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("times.csv");
    std::fs::write(
        &bad,
        "Puzzles,AMT (s),Solved rate\n1 1 4 6,4.4,99%\n1 1 1 1,9,50%\n",
    )
    .unwrap();
    let (code, out, err) = run(&["--fit", bad.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("line 3: 1 1 1 1 has no solution"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
    for args in [
        &["--fit"][..],
        &["--fit", "no/such/file.csv"],
        &["--fit", "x.csv", "--all"],
    ] {
        let (code, _, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            err.contains("--fit") || err.contains("cannot read"),
            "{args:?}: {err}"
        );
    }
}

/// The command's output read up to its first line, then the pipe closed (as
/// `| head -1` does): the command must end quietly, not panic.
fn first_line_then_close(args: &[&str]) -> (std::process::ExitStatus, String, String) {
    use std::io::{BufRead, BufReader, Read};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_duel21"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut first)
        .expect("reads a line");
    // The reader is dropped here: the pipe is closed.
    let mut err = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut err)
        .expect("reads stderr");
    (child.wait().expect("ends"), first, err)
}

#[test]
fn a_closed_pipe_ends_the_listing_quietly() {
    for args in [
        &["solve24", "--fit", "tests/data/24-human-times-train.csv"][..],
        &["solve24", "--rate-all"],
    ] {
        let (status, first, err) = first_line_then_close(args);
        assert!(!first.is_empty(), "{args:?} printed nothing");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(status.code(), Some(0), "{args:?}: {err}");
    }
}
