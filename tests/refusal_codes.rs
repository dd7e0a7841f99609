//! The refusal codes the engine can produce, listed from the types
//! (`cards::refusal::codes`, strum's `VariantNames`), must equal
//! `tests/data/refusal-codes.json`, which the page's check reads
//! (`tests/node/refusal-words.test.mjs`: a sentence for each code in
//! both languages). A new variant fails here until the list is written
//! again (`UPDATE_REFUSAL_CODES=1 cargo test --test refusal_codes`), and
//! then there until the page can say it. And an error's English is written
//! once, and no refusal is read back from serde's messages.

#[test]
fn the_listed_codes_are_the_types() {
    let codes: Vec<&str> = duel21::cards::refusal::codes().collect();
    let text = serde_json::to_string_pretty(&codes).unwrap() + "\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/refusal-codes.json");
    if std::env::var_os("UPDATE_REFUSAL_CODES").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let listed = std::fs::read_to_string(path).unwrap_or_default();
    assert_eq!(
        listed, text,
        "tests/data/refusal-codes.json is not the engine's list of codes: \
         write it again with UPDATE_REFUSAL_CODES=1 cargo test --test refusal_codes"
    );
}

/// The `.rs` files under `src/`, outside the command line (whose English is
/// its output, not a refusal's), each without its test module.
fn engine_sources() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    walk(&src, &mut paths);
    paths.sort();
    paths
        .into_iter()
        .filter(|p| !p.starts_with(src.join("cli")))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap_or("").to_string();
            (p.strip_prefix(&src).unwrap().display().to_string(), code)
        })
        .collect()
}

/// An error's English is written once, beside the code it says: no piece of
/// four words or more that a `Display` writes (`write!(f, "…")`,
/// `f.write_str("…")`, cut at its `{…}` holes) is in two files of `src/`.
#[test]
fn an_errors_english_is_written_once() {
    let mut seen: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for (file, code) in engine_sources() {
        for start in ["write!(f, \"", "write_str(\""] {
            for (at, _) in code.match_indices(start) {
                let rest = &code[at + start.len()..];
                let mut end = 0;
                let bytes = rest.as_bytes();
                while end < bytes.len() && bytes[end] != b'"' {
                    end += if bytes[end] == b'\\' { 2 } else { 1 };
                }
                let literal = &rest[..end.min(rest.len())];
                for piece in literal.split(['{', '}']).step_by(2) {
                    let piece = piece.trim_matches(|c: char| " :,.;()'".contains(c));
                    if piece.split_whitespace().count() >= 4 {
                        let files = seen.entry(piece.to_string()).or_default();
                        if !files.contains(&file) {
                            files.push(file.clone());
                        }
                    }
                }
            }
        }
    }
    let twice: Vec<_> = seen.into_iter().filter(|(_, f)| f.len() > 1).collect();
    assert!(
        twice.is_empty(),
        "English written in two places: {twice:#?}"
    );
}

/// A refusal is typed from where it happens to the page: none is passed
/// around serde as a message, and serde's messages are not read back.
#[test]
fn no_refusal_is_read_back_from_a_message() {
    for (file, code) in engine_sources() {
        for needle in [
            "thread_local",
            "take_custom",
            "strip_prefix(\"unknown field",
            "strip_prefix(\"invalid type",
        ] {
            assert!(!code.contains(needle), "{file} holds {needle}");
        }
    }
}
