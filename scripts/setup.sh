#!/usr/bin/env bash
# Installs what the build and the tests need, only when it is missing, so a
# second run costs nothing. Usage: scripts/setup.sh [--browser]
#   --browser  also install the three browser engines from Debian: Chromium +
#              ChromeDriver, Firefox ESR, WebKitGTK's WebKitWebDriver and
#              MiniBrowser, and Xvfb (MiniBrowser needs a display)
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=0
[ "${1:-}" = "--browser" ] && want_browser=1

log() { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }

# 1. The wasm target of the one Rust toolchain.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# 2. wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock.
lock_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
have_version=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have_version" != "$lock_version" ]; then
  log "installing wasm-bindgen-cli $lock_version (have: ${have_version:-none}); this compiles for ~2 minutes"
  # --locked fails against this registry mirror; opt-level 1 halves the build time, same output.
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install wasm-bindgen-cli --version "$lock_version" --force
fi

# 3. npm packages (wasm-opt from binaryen; playwright-core, puppeteer-core and
#    selenium-webdriver for the browser tests). puppeteer-core downloads no
#    browser; PUPPETEER_SKIP_DOWNLOAD says so to any package that would.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "installing npm packages"
  PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
fi

# 4. The browsers from Debian, no browser download: Chromium's headless
#    shell for the browser tests, Chromium itself and ChromeDriver for the
#    smoke run and the benchmarks, a CJK font so screenshots of the Chinese strings
#    show glyphs, not boxes; Firefox ESR, WebKitGTK's WebKitWebDriver (its
#    MiniBrowser comes with libwebkit2gtk-4.1-0) and Xvfb for the
#    cross-engine smoke run (scripts/smoke.mjs). Each only when missing.
if [ "$want_browser" = 1 ]; then
  need=()
  [ -x /usr/bin/chromium ] || need+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
  [ -x /usr/bin/chromedriver ] || need+=(chromium-driver)
  [ -d /usr/share/fonts/truetype/wqy ] || need+=(fonts-wqy-microhei)
  [ -x /usr/bin/firefox-esr ] || need+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || need+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null || need+=(xvfb)
  if [ "${#need[@]}" -gt 0 ]; then
    log "installing ${need[*]} from Debian"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
  fi
fi
exit 0
