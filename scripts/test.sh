#!/usr/bin/env bash
# Runs every check: format, lints, Rust tests (unit, integration, doctests),
# the documentation, the wasm build, and the browser tests in headless Chromium.
# Installs whatever is missing first (idempotent). CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser

start=$SECONDS
step() { printf '\n\033[1;34m== [%ss] %s\033[0m\n' "$((SECONDS - start))" "$*"; }
step "cargo fmt --check"
cargo fmt --all -- --check
step "cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets --quiet -- -D warnings
step "cargo test"
cargo test --quiet
step "cargo doc (warnings are errors: a broken link in the docs fails)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet
step "wasm build"
scripts/build.sh
step "browser tests (one headless Chromium, two files at a time; engine-only files in Node)"
node scripts/browser-tests.mjs
step "done"
