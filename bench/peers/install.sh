#!/bin/sh
# Installs the peer frameworks (package-lock.json) into bench/peers/node_modules, which git
# ignores: the benchmark's own packages, never the page's or the server's.
# Colyseus 0.18 says it wants Node >= 22; it runs on Debian's Node 20 for these rooms, so the
# engine check is a warning here. Install scripts are off: nothing here needs a native build
# (msgpackr falls back to JavaScript without msgpackr-extract).
set -eu
cd "$(dirname "$0")"
if [ -d node_modules/@colyseus/core ] && [ -d node_modules/boardgame.io ] \
   && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  exit 0
fi
npm ci --no-audit --no-fund --ignore-scripts --engine-strict=false --loglevel=error
