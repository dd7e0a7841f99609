//! The source tree keeps its shape: each game depends on the shared
//! `cards/` folder and on itself, never on the other game; `cards/` knows
//! neither game; every module says what it owns; no file grows past ~700
//! lines outside its test module.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

fn src(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(sub)
}

/// Lines of `path` that mention one of `needles` (code, docs or links).
fn mentions(folder: &str, needles: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for path in rust_files(&src(folder)) {
        for (n, line) in fs::read_to_string(&path).unwrap().lines().enumerate() {
            if needles.iter().any(|needle| line.contains(needle)) {
                found.push(format!("{}:{}: {line}", path.display(), n + 1));
            }
        }
    }
    found
}

#[test]
fn the_games_do_not_reach_into_each_other() {
    assert_eq!(mentions("game24", &["crate::duel"]), Vec::<String>::new());
    assert_eq!(mentions("duel", &["crate::game24"]), Vec::<String>::new());
    assert_eq!(
        mentions("cards", &["crate::duel", "crate::game24", "super::super"]),
        Vec::<String>::new()
    );
}

#[test]
fn every_module_says_what_it_owns_and_stays_readable() {
    let mut problems = Vec::new();
    for path in rust_files(&src("")) {
        let text = fs::read_to_string(&path).unwrap();
        if !text.starts_with("//!") {
            problems.push(format!("{}: no //! header", path.display()));
        }
        let before_tests = text
            .lines()
            .take_while(|l| !l.starts_with("#[cfg(test)]"))
            .count();
        if before_tests > 720 {
            problems.push(format!("{}: {before_tests} lines", path.display()));
        }
    }
    assert_eq!(problems, Vec::<String>::new());
}
