#!/usr/bin/env bash
# Builds the web game and popejoan-server, and serves the game on 127.0.0.1 (PORT, default 8080)
# with online rooms at /rooms (kept in .state/rooms.sqlite), printing the URL. Ctrl+C stops it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/deps.sh
export NODE_PATH=/usr/share/nodejs
cmake --preset web-release >/dev/null
cmake --build --preset web-release --target popejoan
cmake --preset native-release >/dev/null
cmake --build --preset native-release --target popejoan-server
mkdir -p .state
exec build/native-release/src/server/popejoan-server --site build/web-release/site --host 127.0.0.1 \
  --port "${PORT:-8080}" --db .state/rooms.sqlite
