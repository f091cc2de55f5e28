#!/usr/bin/env bash
# Runs every test from nothing: installs what is missing, builds the native and web presets,
# and runs ctest on each (unit, sim, golden, native smoke under Xvfb, browser in Chromium); the
# native suite runs twice, the second time under AddressSanitizer + UndefinedBehaviorSanitizer.
# Last, each libFuzzer harness (tests/fuzz) runs for 10 s with a fixed seed (scripts/fuzz.sh
# runs them longer). Left out to stay fast: the soak tests (scripts/test-long.sh runs them) and the
# browser tests' screenshot files (scripts/screenshots.sh writes them; their checks run here).
# The ASan and fuzz presets keep line tables only (-g1): a report still names function, file and
# line, and the objects are a quarter smaller (faster to build and link) than with full -g.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
start=$SECONDS
phase() { printf '\n==== %s (%ds)\n' "$*" $((SECONDS - start)); }

phase "dependencies"
scripts/deps.sh

export NODE_PATH=/usr/share/nodejs
for preset in native-release native-asan web-release fuzz; do
  phase "configure + build $preset"
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset"
  phase "test $preset"
  ctest --preset "$preset"
done
phase "all tests passed"
