#!/usr/bin/env bash
# Builds the wasm engine into www/pkg (an ES module + .wasm the page imports).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

log() { printf '\033[1;34m[build]\033[0m %s\n' "$*"; }
# The `wasm` profile (Cargo.toml): release, optimised for size; the native
# `release` profile is optimised for speed.
log "cargo build (wasm32, profile wasm)"
cargo build --profile wasm --lib --target wasm32-unknown-unknown --quiet
log "wasm-bindgen"
wasm-bindgen --target web --out-dir www/pkg --no-typescript \
  --remove-name-section --remove-producers-section \
  target/wasm32-unknown-unknown/wasm/duel21.wasm
log "wasm-opt -Oz"
node_modules/.bin/wasm-opt -Oz www/pkg/duel21_bg.wasm -o www/pkg/duel21_bg.wasm
log "www/pkg/duel21_bg.wasm: $(wc -c < www/pkg/duel21_bg.wasm) bytes ($(gzip -9c www/pkg/duel21_bg.wasm | wc -c) gzipped)"
