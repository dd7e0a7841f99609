#!/usr/bin/env bash
# Builds the game and serves it on 127.0.0.1; prints the URL.
# Usage: scripts/serve.sh [port]   (default 8021)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
exec node scripts/serve.mjs "${1:-8021}"
