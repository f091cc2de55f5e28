#!/usr/bin/env bash
# Runs one libFuzzer harness for a bounded time from a fresh working corpus and the seed folders,
# with a fixed seed, and prints its figures (executions, corpus, coverage).
#   run_fuzzer.sh HARNESS SECONDS WORK_DIR SEED_DIR... (KEEP=1 keeps WORK_DIR's earlier finds)
set -euo pipefail
harness=$1 seconds=$2 work=$3
shift 3
[ "${KEEP:-0}" = 1 ] || rm -rf "$work"
mkdir -p "$work" "$work.crashes"
seeds=()
for dir in "$@"; do [ -d "$dir" ] && seeds+=("$dir"); done
# Inputs up to 64 KB: the formats' own limits are larger, but every branch is reached well below.
"$harness" -seed=1 -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$work.crashes/" "$work" "${seeds[@]}" 2>"$work.log" || {
  status=$?
  tail -60 "$work.log"
  echo "$(basename "$harness"): FAILED (exit $status); the input is in $work.crashes/"
  exit 1
}
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work.log")
units=$(find "$work" -type f | wc -l)
cov=$(grep -o 'cov: [0-9]*' "$work.log" | tail -1)
echo "$(basename "$harness"): ${execs:-?} executions in ${seconds} s, corpus ${units} inputs, ${cov:-cov: ?}, nothing found"
