#!/usr/bin/env bash
# Builds the wasm engine into www/pkg: one ES module + .wasm per game and one
# for the statistics, from the same crate with one Cargo feature each, so the
# 21点 page downloads only its own engine, 24点's is fetched when a player
# picks 24点, and the statistics' when the statistics screen opens.
#   www/pkg/duel21.js + duel21_bg.wasm   the Game class (21点)
#   www/pkg/game24.js + game24_bg.wasm   the Game24 class (24点)
#   www/pkg/stats.js + stats_bg.wasm     Stats21 and Stats24 (both records)
#   www/pkg/practice.js + practice_bg.wasm  drills and the practice record
#   www/pkg/online.js + online_bg.wasm   OnlineGame (a match with a friend on another device)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

log() { printf '\033[1;34m[build]\033[0m %s\n' "$*"; }
# The `wasm` profile (Cargo.toml): release, optimised for size (opt-level
# "z"); the native `release` profile is optimised for speed.
out=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/wasm/duel21.wasm
for game in duel21:duel game24:game24 stats:stats practice:practice online:online; do
  name=${game%%:*} feature=${game#*:}
  log "cargo build (wasm32, profile wasm, feature $feature)"
  cargo build --profile wasm --lib --target wasm32-unknown-unknown --quiet \
    --no-default-features --features "$feature"
  log "wasm-bindgen → www/pkg/$name.js"
  # --debug makes every method of Game and Game24 check in JS that its object
  # has not been freed. Without it a call after free() enters wasm and throws
  # from there, and each such throw leaks 16 bytes of wasm's shadow stack
  # (tests/browser/engine-fuzz.test.mjs): about 50,000 of them break the module.
  # It adds ~0.4 KB gzipped to the glue and nothing to the wasm.
  wasm-bindgen --target web --out-dir www/pkg --out-name "$name" --no-typescript --debug \
    --remove-name-section --remove-producers-section "$out"
  # Every method checks in JS that its object is one this glue made, of its
  # class, with its own pointer, and still alive (scripts/guard.mjs).
  node scripts/guard.mjs "www/pkg/$name.js"
  log "www/pkg/${name}_bg.wasm: $(wc -c < "www/pkg/${name}_bg.wasm") bytes ($(gzip -9c "www/pkg/${name}_bg.wasm" | wc -c) gzipped)"
done
# The page's modules and styles, bundled and minified (scripts/pack.mjs).
log "esbuild → www/pkg/app.js, www/pkg/app.css"
node scripts/pack.mjs
# The service worker's precache list and version (a hash of every file the
# page may load), after the last file it covers is written.
log "precache list → www/pkg/precache.js"
node scripts/precache.mjs
