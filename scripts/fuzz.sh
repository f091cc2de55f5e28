#!/usr/bin/env bash
# Runs every libFuzzer harness (tests/fuzz: JSON, deal file, replay, save, state, page query,
# host command, a room client's frame, a step's changes) for longer than the test run does, keeping what each finds in
# build/fuzz/tests/fuzz/corpus/<input>/ between runs, and prints each one's executions.
# A crash or a broken round-trip property stops that harness with its input saved beside it.
#   scripts/fuzz.sh [seconds per harness, default 600]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds=${1:-600}
scripts/deps.sh --native-only
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
dir=build/fuzz/tests/fuzz
rm -rf "$dir/seeds"
"$dir/fuzz_seeds" "$dir/seeds"
failed=0
for input in json deal_file replay save state page_query host_command client_message view_changes; do
  # The same seed folders as the test run (tests/fuzz/CMakeLists.txt), read from ctest's command.
  args=$(ctest --test-dir build/fuzz -R "^fuzz_${input}\$" --show-only=json-v1 | python3 -c '
import json, sys
test = [t for t in json.load(sys.stdin)["tests"] if t["name"] == sys.argv[1]][0]
print("\n".join(test["command"][4:]))  # the working corpus, then the seed folders' "fuzz_${input}")
  mapfile -t seed_dirs <<<"$args"
  KEEP=1 bash tests/fuzz/run_fuzzer.sh "$dir/fuzz_$input" "$seconds" "${seed_dirs[@]}" || failed=1
done
exit $failed
