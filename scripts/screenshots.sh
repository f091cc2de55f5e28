#!/usr/bin/env bash
# The tests' screenshots, for people to look at: runs the browser tests (or those matching a
# ctest regular expression) with POPEJOAN_SCREENSHOTS=1, which writes their PNG files (every
# screen they check at each size) to build/web-release/screenshots/. scripts/test.sh makes the same
# checks without writing them. Needs the web-release and native-release builds (scripts/test.sh or
# "Building by hand" in README.md).
#   scripts/screenshots.sh                  # every browser test
#   scripts/screenshots.sh 'room_fold|layout'
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export NODE_PATH=/usr/share/nodejs POPEJOAN_SCREENSHOTS=1
if [ $# -gt 0 ]; then
  ctest --preset web-release -L browser -R "$1"
else
  ctest --preset web-release -L browser
fi
echo "screenshots in build/web-release/screenshots/"
