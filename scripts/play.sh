#!/usr/bin/env bash
# Builds the web game and serves it on 127.0.0.1 (PORT, default 8000), printing the URL.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/deps.sh
export NODE_PATH=/usr/share/nodejs
cmake --preset web-release >/dev/null
cmake --build --preset web-release --target popejoan
exec node tests/browser/serve.js build/web-release/site "${PORT:-8000}"
