//! The documentation keeps up with the code: every relative link in the
//! README, the changelog and `docs/` leads to a file that exists (and to a
//! heading there, when it names one), and the map of the code in
//! `docs/architecture.md` names every source file there is and none that is
//! gone, so it cannot drift from the tree and the module docs it sums up.
//! Hand-written (no Markdown crate): links are `](target)` and `src="…"`, and
//! the map is one fenced block of `name  what it owns` lines.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn home() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md, CHANGELOG.md and every Markdown page in docs/.
fn pages() -> Vec<PathBuf> {
    let mut out = vec![home().join("README.md"), home().join("CHANGELOG.md")];
    for entry in fs::read_dir(home().join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// Every link target in `text`: Markdown `](…)` and HTML `src="…"` / `href="…"`.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        if fenced {
            continue;
        }
        for (open, close) in [("](", ')'), ("src=\"", '"'), ("href=\"", '"')] {
            let mut rest = line;
            while let Some(i) = rest.find(open) {
                rest = &rest[i + open.len()..];
                if let Some(j) = rest.find(close) {
                    out.push(rest[..j].to_string());
                    rest = &rest[j..];
                }
            }
        }
    }
    out
}

/// A heading's anchor as GitHub makes it: lower case, spaces to hyphens,
/// punctuation dropped (letters of any script kept).
fn slug(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c.to_lowercase().next().unwrap_or(c)),
            _ => None,
        })
        .collect()
}

fn anchors(text: &str) -> BTreeSet<String> {
    let mut fenced = false;
    let mut out = BTreeSet::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        if !fenced && line.starts_with('#') {
            out.insert(slug(line.trim_start_matches('#')));
        }
    }
    out
}

#[test]
fn every_relative_link_in_the_readme_and_docs_resolves() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = fs::read_to_string(&page).unwrap();
        for target in links(&text) {
            if target.contains("://")
                || target.starts_with("mailto:")
                || target.starts_with("data:")
            {
                continue;
            }
            checked += 1;
            let (file, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let path = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            if !path.exists() {
                broken.push(format!("{}: {target}: no such file", page.display()));
                continue;
            }
            if !anchor.is_empty() && path.extension().is_some_and(|e| e == "md") {
                let headings = anchors(&fs::read_to_string(&path).unwrap());
                if !headings.contains(anchor) {
                    broken.push(format!("{}: {target}: no such heading", page.display()));
                }
            }
        }
    }
    assert!(
        checked >= 20,
        "only {checked} links found: is the link reader broken?"
    );
    assert_eq!(broken, Vec::<String>::new());
}

#[test]
fn the_link_reader_finds_links_and_headings() {
    let text = "See [a](docs/a.md#x-y) and <img src=\"b.png\">.\n```\n[not](c.md)\n```\n## X y\n";
    assert_eq!(links(text), ["docs/a.md#x-y", "b.png"]);
    assert!(anchors(text).contains("x-y"));
    assert_eq!(
        slug(" Installing on a phone, and playing offline"),
        "installing-on-a-phone-and-playing-offline"
    );
    assert_eq!(slug(" 24 points (24点)"), "24-points-24点");
}

/// The source files the map must name: Rust under src/ (a folder's `mod.rs`
/// is its folder's line), the page's modules and styles under www/ (not the
/// generated www/pkg/).
fn source_files(dir: &Path, out: &mut BTreeSet<String>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let rel = path
            .strip_prefix(home())
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if path.is_dir() {
            if rel != "www/pkg" {
                source_files(&path, out);
            }
        } else if path
            .extension()
            .is_some_and(|e| e == "rs" || e == "js" || e == "css")
            && !rel.ends_with("/mod.rs")
        {
            out.insert(rel);
        }
    }
}

/// The files the map in docs/architecture.md names, by their paths: an entry
/// `name` in the first column (a folder ends in `/` and holds the entries
/// indented under it), and file names in an entry's description, which are in
/// that entry's folder (a name with a `/` in it points elsewhere: skipped).
fn mapped_files(map: &str) -> BTreeSet<String> {
    const DESCRIPTION: usize = 21;
    let mut out = BTreeSet::new();
    let mut folders: Vec<(usize, String)> = Vec::new();
    let mut here = String::new();
    for line in map.lines() {
        let indent = line.len() - line.trim_start().len();
        let mut description = line.trim_start();
        if indent < DESCRIPTION && !description.is_empty() {
            while folders.last().is_some_and(|(i, _)| *i >= indent) {
                folders.pop();
            }
            let parent = folders.last().map(|(_, f)| f.clone()).unwrap_or_default();
            let name = description.split_whitespace().next().unwrap();
            description = description[name.len()..].trim_start();
            if let Some(folder) = name.strip_suffix('/') {
                here = format!("{parent}{folder}/");
                folders.push((indent, here.clone()));
            } else {
                here = parent.clone();
                out.insert(format!("{parent}{name}"));
            }
        }
        for word in description.split(|c: char| !(c.is_alphanumeric() || "._-/".contains(c))) {
            let word = word.trim_end_matches('.');
            let named = [".rs", ".js", ".css", ".mjs"]
                .iter()
                .any(|ext| word.ends_with(ext));
            if named && !word.contains('/') && !word.starts_with('.') {
                out.insert(format!("{here}{word}"));
            }
        }
    }
    out
}

#[test]
fn the_code_map_names_every_source_file_and_only_those() {
    let doc = fs::read_to_string(home().join("docs/architecture.md")).unwrap();
    let map = doc
        .split("```")
        .nth(1)
        .expect("docs/architecture.md has the map in a fenced block");
    let named = mapped_files(map);
    let mut files = BTreeSet::new();
    source_files(&home().join("src"), &mut files);
    source_files(&home().join("www"), &mut files);
    let missing: Vec<_> = files.difference(&named).collect();
    assert!(
        missing.is_empty(),
        "files the map in docs/architecture.md leaves out: {missing:?}"
    );
    let gone: Vec<_> = named.iter().filter(|f| !home().join(f).exists()).collect();
    assert!(
        gone.is_empty(),
        "files the map names that do not exist: {gone:?}"
    );
    assert!(
        named.len() >= 60,
        "only {} files read from the map",
        named.len()
    );
}

#[test]
fn the_map_reader_follows_folders_and_descriptions() {
    let map = "src/                 core\n  lib.rs             index\n  duel/              a game: hand.rs,\n                     round.rs (who draws)\n    game.rs          state\nwww/                 page\n  main.js            wiring, see duel21/play.js\n";
    let got: Vec<_> = mapped_files(map).into_iter().collect();
    assert_eq!(
        got,
        [
            "src/duel/game.rs",
            "src/duel/hand.rs",
            "src/duel/round.rs",
            "src/lib.rs",
            "www/main.js"
        ]
    );
}
