//! The refusal codes the engine can produce, listed from the types
//! (`cards::refusal::codes`, strum's `VariantNames`), must equal
//! `tests/data/refusal-codes.json`, which the page's check reads
//! (`tests/node/refusal-words.test.mjs`: a sentence for each code in
//! both languages). A new variant fails here until the list is written
//! again (`UPDATE_REFUSAL_CODES=1 cargo test --test refusal_codes`), and
//! then there until the page can say it.

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
