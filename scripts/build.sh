#!/usr/bin/env bash
# Builds the wasm engine into www/pkg (an ES module + .wasm the page imports).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

log() { printf '\033[1;34m[build]\033[0m %s\n' "$*"; }
log "cargo build (wasm32, release)"
cargo build --release --lib --target wasm32-unknown-unknown --quiet
log "wasm-bindgen"
# --debug makes every method of Game and Game24 check in JS that its object
# has not been freed. Without it a call after free() enters wasm and throws
# from there, and each such throw leaks 16 bytes of wasm's shadow stack
# (tests/browser/engine-fuzz.test.mjs): about 50,000 of them break the module.
# It adds ~0.4 KB gzipped to the glue and nothing to the wasm.
wasm-bindgen --target web --out-dir www/pkg --no-typescript --debug \
  --remove-name-section --remove-producers-section \
  target/wasm32-unknown-unknown/release/duel21.wasm
log "wasm-opt -Oz"
node_modules/.bin/wasm-opt -Oz www/pkg/duel21_bg.wasm -o www/pkg/duel21_bg.wasm
log "www/pkg/duel21_bg.wasm: $(wc -c < www/pkg/duel21_bg.wasm) bytes ($(gzip -9c www/pkg/duel21_bg.wasm | wc -c) gzipped)"
