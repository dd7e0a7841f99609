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
target=${CARGO_TARGET_DIR:-target}
out=$target/wasm32-unknown-unknown/wasm/duel21.wasm
# A step whose inputs are those of its last run, and whose outputs are still
# what it wrote, is skipped: a warm build with nothing changed redoes no
# bindings, guards or bundle. Each step keeps "inputs-hash outputs-hash" in
# target/build-stamps/ (not in www/pkg, which is served and shipped).
stamps=$target/build-stamps
mkdir -p "$stamps"
hash_of() { cat "$@" | sha256sum | cut -c1-32; }
fresh() { # fresh STEP INPUT-HASH OUTPUT-FILES...: the step may be skipped
  local step=$1 inputs=$2
  shift 2
  for f in "$@"; do [ -f "$f" ] || return 1; done
  [ "$(cat "$stamps/$step" 2>/dev/null)" = "$inputs $(hash_of "$@")" ]
}
stamp() { # stamp STEP INPUT-HASH OUTPUT-FILES...
  local step=$1 inputs=$2
  shift 2
  echo "$inputs $(hash_of "$@")" >"$stamps/$step"
}
bindgen_version=$(wasm-bindgen --version)
# The crate's inputs, for the five builds: cargo itself would rebuild the
# crate at every change of features (the five builds share one output file,
# target/wasm32-unknown-unknown/wasm/duel21.wasm), about a minute each.
crate_inputs=$( { find src -type f | LC_ALL=C sort | xargs sha256sum; sha256sum Cargo.toml Cargo.lock;
  [ ! -e build.rs ] || sha256sum build.rs; [ ! -d .cargo ] || find .cargo -type f -exec sha256sum {} +;
  rustc -V; cargo -V; env | { grep -E '^(RUSTFLAGS|CARGO_)' || true; } | LC_ALL=C sort; } | sha256sum | cut -c1-32)
for game in duel21:duel game24:game24 stats:stats practice:practice online:online; do
  name=${game%%:*} feature=${game#*:}
  # Each feature's .wasm is kept beside the stamps.
  wasm=$stamps/$name.wasm
  if fresh "cargo-$name" "$crate_inputs $feature" "$wasm"; then
    log "cargo build (feature $feature): no source changed, kept"
  else
    log "cargo build (wasm32, profile wasm, feature $feature)"
    cargo build --profile wasm --lib --target wasm32-unknown-unknown --quiet \
      --no-default-features --features "$feature"
    cp "$out" "$wasm"
    stamp "cargo-$name" "$crate_inputs $feature" "$wasm"
  fi
  # The bindings' inputs: the feature's .wasm, the tools and this script.
  inputs=$( { hash_of "$wasm"; echo "$bindgen_version"; node_modules/.bin/wasm-opt --version; hash_of scripts/guard.mjs scripts/build.sh; } | sha256sum | cut -c1-32)
  outputs=("www/pkg/$name.js" "www/pkg/${name}_bg.wasm")
  if fresh "bindgen-$name" "$inputs" "${outputs[@]}"; then
    log "www/pkg/$name.js and ${name}_bg.wasm: the .wasm is unchanged, kept"
    continue
  fi
  log "wasm-bindgen → www/pkg/$name.js"
  # --debug makes every method of Game and Game24 check in JS that its object
  # has not been freed. Without it a call after free() enters wasm and throws
  # from there, and each such throw leaks 16 bytes of wasm's shadow stack
  # (tests/node/engine-fuzz.test.mjs): about 50,000 of them break the module.
  # It adds ~0.4 KB gzipped to the glue and nothing to the wasm.
  wasm-bindgen --target web --out-dir www/pkg --out-name "$name" --no-typescript --debug \
    --remove-name-section --remove-producers-section "$wasm"
  # binaryen's wasm-opt (npm `binaryen`, package.json) at -O1, repeated until
  # nothing changes: 2-3 KB gzipped less per module, a few seconds each.
  # -Oz and -O2 make the gzip larger (docs/performance.md). The features are
  # those rustc's wasm32 target uses.
  node_modules/.bin/wasm-opt -O1 --converge --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals "www/pkg/${name}_bg.wasm" -o "www/pkg/${name}_bg.wasm"
  # Every method checks in JS that its object is one this glue made, of its
  # class, with its own pointer, and still alive (scripts/guard.mjs).
  node scripts/guard.mjs "www/pkg/$name.js"
  log "www/pkg/${name}_bg.wasm: $(wc -c < "www/pkg/${name}_bg.wasm") bytes ($(gzip -9c "www/pkg/${name}_bg.wasm" | wc -c) gzipped)"
  stamp "bindgen-$name" "$inputs" "${outputs[@]}"
done
# index.html's first-paint part worded in both languages from the catalog (scripts/index-words.mjs).
log "first paint's words → index.html"
node scripts/index-words.mjs
# The page's modules and styles, bundled and minified (scripts/pack.mjs).
# Its inputs: every source under www/ (the generated www/pkg/ left out),
# index.html, the
# packing script and this one (the glue is imported from beside the bundle,
# not bundled).
inputs=$( { find www -path www/pkg -prune -o -type f -print | LC_ALL=C sort | xargs sha256sum; hash_of index.html scripts/pack.mjs scripts/build.sh; } | sha256sum | cut -c1-32)
mapfile -t bundle < <(ls www/pkg/app*.js www/pkg/app.css 2>/dev/null | LC_ALL=C sort)
# The bundle's files carry the version stamp (precache.mjs), so they are
# compared with the stamp put back to zeros.
bundle_hash() { sed -E 's/page-version:[0-9a-f]{16}/page-version:0000000000000000/g' "$@" | sha256sum | cut -c1-32; }
if [ "${#bundle[@]}" -gt 1 ] && [ "$(cat "$stamps/bundle" 2>/dev/null)" = "$inputs $(bundle_hash "${bundle[@]}")" ]; then
  log "www/pkg/app.js, www/pkg/app.css: no source under www/ changed, kept"
else
  log "esbuild → www/pkg/app.js, www/pkg/app.css"
  node scripts/pack.mjs
  mapfile -t bundle < <(ls www/pkg/app*.js www/pkg/app.css | LC_ALL=C sort)
  echo "$inputs $(bundle_hash "${bundle[@]}")" >"$stamps/bundle"
fi
# The service worker's precache list and version (a hash of every file the
# page may load), after the last file it covers is written.
log "precache list → www/pkg/precache.js"
node scripts/precache.mjs
