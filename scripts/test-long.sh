#!/usr/bin/env bash
# The long suite: soak tests (label `long`), the same checks as a main-suite test over many more
# rounds, which scripts/test.sh leaves out to stay fast; and, under AddressSanitizer +
# UndefinedBehaviorSanitizer, the soaks the ASan run of scripts/test.sh leaves to the release
# build (the AI's honesty control with the sighted expert, a thousand random room matches, every
# preset at many seeds). Builds what is missing (after scripts/deps.sh or scripts/test.sh).
#   scripts/test-long.sh            # both builds
#   scripts/test-long.sh release    # only native-release's long tests
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
start=$SECONDS
phase() { printf '\n==== %s (%ds)\n' "$*" $((SECONDS - start)); }

export NODE_PATH=/usr/share/nodejs
presets=(native-release native-asan)
[ "${1:-}" = release ] && presets=(native-release)
for preset in "${presets[@]}"; do
  phase "configure + build $preset"
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset"
  phase "long tests $preset"
  ctest --preset "$preset-long"
done
phase "all long tests passed"
