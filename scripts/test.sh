#!/usr/bin/env bash
# Runs every check: format, lints, Rust tests (unit, integration, doctests),
# the documentation, the wasm build, the Node tests (the page's modules and
# the wasm engines, no browser), the browser tests in headless Chromium, and
# the cross-engine smoke run (Chromium, Firefox ESR, WebKitGTK).
# Installs whatever is missing first (idempotent). CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser

start=$SECONDS
step() { printf '\n\033[1;34m== [%ss] %s\033[0m\n' "$((SECONDS - start))" "$*"; }
step "cargo fmt --check"
cargo fmt --all -- --check
# The wasm build runs beside the Rust checks: it builds for another target
# in its own part of target/ (no lock shared with them), and its links are
# one core's work each while the checks' builds leave a core idle.
step "wasm build (in the background, beside the Rust checks)"
wasm_log=$(mktemp)
scripts/build.sh >"$wasm_log" 2>&1 &
wasm_pid=$!
trap 'kill "$wasm_pid" 2>/dev/null || true' EXIT
step "cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets --quiet -- -D warnings
step "cargo test"
cargo test --quiet
step "cargo doc (warnings are errors: a broken link in the docs fails)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet
step "wasm build (waiting for it to finish)"
if ! wait "$wasm_pid"; then
  cat "$wasm_log"
  echo "the wasm build failed" >&2
  exit 1
fi
trap - EXIT
cat "$wasm_log"
step "Node tests (tests/node: the wasm engines and the page's modules, no browser)"
node --test --test-reporter=spec tests/node/
step "browser tests (one headless Chromium, two files at a time)"
node scripts/browser-tests.mjs
step "cross-engine smoke (Chromium, Firefox ESR, WebKitGTK; one line per engine)"
node scripts/smoke.mjs
step "done"
