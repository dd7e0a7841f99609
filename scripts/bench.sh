#!/usr/bin/env bash
# The benchmark of what is shipped: builds the page's wasm (scripts/build.sh)
# and the native command line (release), then times the same positions — the
# 10 widest openings and 10 late-deck decisions — natively (`duel21 bench`)
# and inside headless Chromium (scripts/bench.mjs), measures the page's first
# visit, and prints a table and one JSON line. Not part of scripts/test.sh.
#   scripts/bench.sh            (RUNS=51 timed runs per position by default)
# The browser's per-position figures come from a build with the `bench`
# feature (exports benchExpert/solvableDeals, into target/bench-pkg); sizes
# and the first-decision figures are of the shipped modules in www/pkg.
set -euo pipefail
cd "$(dirname "$0")/.."
log() { printf '\033[1;34m[bench]\033[0m %s\n' "$*" >&2; }
scripts/build.sh >&2
log "cargo build --release (native CLI)"
cargo build --release --quiet
out=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/wasm/duel21.wasm
for game in duel21:duel game24:game24; do
  name=${game%%:*} feature=${game#*:}
  log "bench build of $name (feature $feature,bench) → target/bench-pkg"
  cargo build --profile wasm --lib --target wasm32-unknown-unknown --quiet \
    --no-default-features --features "$feature,bench"
  wasm-bindgen --target web --out-dir target/bench-pkg --out-name "$name" --no-typescript \
    --remove-name-section --remove-producers-section "$out"
done
log "native: duel21 bench --runs ${RUNS:-51}"
native=$(target/release/duel21 bench --runs "${RUNS:-51}")
log "browser: node scripts/bench.mjs"
node scripts/bench.mjs "$native"
