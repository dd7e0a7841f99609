//! `duel21 soak`, run as a user runs it: a few thousand random actions hold
//! every invariant, the run is reproducible from its seed, and a planted
//! fault is caught (so the checker can fail).

use std::process::Command;

use serde_json::Value;

fn soak(args: &[&str]) -> (i32, Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_duel21"))
        .arg("soak")
        .args(args)
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout.lines().count(), 1, "one JSON line: {stdout}");
    (
        out.status.code().unwrap_or(-1),
        serde_json::from_str(&stdout).expect("a JSON line"),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn a_few_thousand_actions_hold_every_invariant() {
    let (code, report, err) = soak(&["--actions", "4000", "--seed", "7"]);
    assert_eq!(code, 0, "{report} {err}");
    assert_eq!(report["failures"], 0, "{report}");
    assert_eq!(report["actions"], 4000);
    let n = |k: &str| report[k].as_u64().unwrap();
    assert_eq!(n("accepted") + n("refused"), 4000);
    assert!(n("refused") > 0 && n("matches") > 10 && n("saves_round_tripped") > 0);
    // Every layer and kind of action was tried, and some of each refused.
    for kind in [
        "duel.take",
        "duel.stand",
        "duel.next",
        "21.take",
        "21.stand",
        "21.next",
        "21.auto",
        "24.answer",
        "24.claim",
        "24.buzz",
        "24.hint",
        "24.computer",
        "24.give_up",
        "24.next",
    ] {
        let k = &report["kinds"][kind];
        assert!(
            k["tried"].as_u64().unwrap() > k["accepted"].as_u64().unwrap(),
            "{kind}: {k}"
        );
        assert!(k["accepted"].as_u64().unwrap() > 0, "{kind}: {k}");
    }
    // The same seed, the same run.
    assert_eq!(soak(&["--actions", "4000", "--seed", "7"]).1, report);
}

#[test]
fn a_planted_fault_is_caught_and_named_with_its_step() {
    for plant in ["refusal-changes", "lost-card"] {
        let (code, report, err) = soak(&["--actions", "2000", "--seed", "7", "--plant", plant]);
        assert_eq!(code, 1, "{plant}: {report}");
        assert!(report["failures"].as_u64().unwrap() > 0, "{report}");
        let first = report["first_failure"].as_str().unwrap();
        assert!(first.starts_with("step "), "{first}");
        let again = report["reproduce"].as_str().unwrap();
        assert!(
            again.starts_with("duel21 soak --seed 7 --actions ") && again.ends_with(plant),
            "{again}"
        );
        assert!(err.contains("reproduce with: duel21 soak"), "{err}");
        // The reproduce command stops exactly at the failing step.
        let step = first["step ".len()..].split(':').next().unwrap();
        let (code, again, _) = soak(&["--actions", step, "--seed", "7", "--plant", plant]);
        assert_eq!(code, 1);
        assert_eq!(again["first_failure"].as_str(), Some(first));
    }
}

#[test]
fn bad_options_are_refused() {
    for args in [
        &["--seed", "1"][..],
        &["--actions", "x"],
        &["--actions", "5", "--fast"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_duel21"))
            .arg("soak")
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
    }
}
