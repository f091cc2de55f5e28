#!/usr/bin/env bash
# The room server under load (docs/benchmarks.md): popejoan-server on 127.0.0.1 (a fresh
# store each run), driven by popejoan-load at 100, 1,000 and 5,000 rooms of four at human pace
# (a seat acts 1-2 s after its turn) and at 100 rooms flat out. Builds nothing: build
# popejoan-server and popejoan-load first (cmake --build build/native-release --target
# popejoan-server popejoan-load). Prints each run's figures; their JSON goes to $OUT.
# A benchmark, not a test: the figures depend on the machine and what else it runs.
# Usage: scripts/bench-load.sh [build-dir]
#   env: SECONDS_SMALL=60 SECONDS_BIG=120 ROOMS_BIG=4990, DB_DIR=DIR (the store's folder: the
#   default is a temporary folder on disk; /dev/shm takes the disk's syncs out of the figures),
#   PIN=0 (by default the server runs on core 0 and the tool on core 1, so they never share one;
#   past 3,000 rooms the tool's connections open at 500 a second: at 1,000 a second their own
#   work filled the tool's core as the ramp ended and its backlog set the first seconds' latency;
#   the tool takes as few processes as its descriptors' limit allows, one here at 4,990 rooms),
#   RUNS="flat-100 human-1000" (which of flat-100 human-100 human-1000 human-big; default all),
#   SERVER_FLAGS="--whole-views" (more flags for the server: whole views against steps)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/server-lib.sh"
build="${1:-build/native-release}"
server="$build/src/server/popejoan-server"
load="$build/src/load/popejoan-load"
for bin in "$server" "$load"; do
  [ -x "$bin" ] || { echo "no $bin: build it first" >&2; exit 2; }
done
small="${SECONDS_SMALL:-60}"
big="${SECONDS_BIG:-120}"
# 5,000 rooms of four are 20,000 sockets, and one process may open 20,000 descriptors here (its
# hard limit); the server needs a few for itself (its store, the listening socket).
rooms_big="${ROOMS_BIG:-4990}"
OUT="${OUT:-$build/bench-load}"
mkdir -p "$OUT"
tmp="$(mktemp -d)"
db_dir="$(mktemp -d -p "${DB_DIR:-$tmp}")"
pid=""
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  rm -rf "$tmp" "$db_dir"
}
trap cleanup EXIT
mkdir -p "$tmp/site"
echo '<!doctype html><title>Pope Joan</title>' >"$tmp/site/index.html"

mapfile -t limits < <(without_address_limits "$server")

pin_server=()
pin_load=()
if [ "${PIN:-1}" = 1 ] && command -v taskset >/dev/null && [ "$(nproc)" -ge 2 ]; then
  pin_server=(taskset -c 0)
  pin_load=(taskset -c 1)
fi

# Starts a fresh server; sets $pid and $port.
start_server() {
  rm -f "$db_dir"/rooms.sqlite* "$tmp/out"
  : >"$tmp/out"
  ${pin_server[@]+"${pin_server[@]}"} "$server" --site "$tmp/site" --port 0 --db "$db_dir/rooms.sqlite" --max-connections 20000 ${limits[@]+"${limits[@]}"} ${SERVER_FLAGS:-} \
    >"$tmp/out" 2>"$tmp/err" &
  pid=$!
  url="$(server_url "$tmp/out" "$tmp/err" "$pid")"
  port="${url##*:}"
}

stop_server() {
  kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  pid=""
}

# run NAME ROOMS SECONDS PACE
run() {
  start_server
  echo
  echo "== $1: $2 rooms, $4 pace, $3 s"
  local pin=(${pin_load[@]+"${pin_load[@]}"}) spread=()
  if [ "$2" -gt 3000 ]; then spread=(--ramp 500); fi
  ${pin[@]+"${pin[@]}"} "$load" --port "$port" --rooms "$2" --seconds "$3" --pace "$4" ${spread[@]+"${spread[@]}"} \
    --server-pid "$pid" --json "$OUT/$1.json" || true
  stop_server
}

# One line a run from its JSON.
field() { sed -n "s/^  \"$2\": \"\\?\([^,\"]*\)\"\\?,\\?$/\1/p" "$OUT/$1.json"; }
summary() {
  [ -f "$OUT/$1.json" ] || return 0
  local steady actions cpu rss0 rss1 rooms tool
  steady="$(field "$1" steady_seconds_ms)"; actions="$(field "$1" steady_actions)"; cpu="$(field "$1" server_cpu_ms)"
  rss0="$(field "$1" server_rss_start_kib)"; rss1="$(field "$1" server_rss_end_kib)"; rooms="$(field "$1" rooms)"
  tool="$(field "$1" client_cpu_steady_ms)"
  printf '%-11s %6s %9s %7s %6s %8s %8s %9s %8s %7s\n' "$1" "$rooms" "$((actions * 1000 / (steady > 0 ? steady : 1)))" \
    "$((cpu * 100 / (steady > 0 ? steady : 1)))%" "$((tool * 100 / (steady > 0 ? steady : 1)))%" \
    "$(field "$1" steady_latency_p50_us)" "$(field "$1" steady_latency_p99_us)" "$(field "$1" latency_p99_us)" \
    "$(((rss1 - rss0) / (rooms > 0 ? rooms : 1)))" "$(field "$1" errors)/$(field "$1" stalled)"
}

echo "popejoan-load benchmark, $(date -u +%FT%TZ), $(nproc) cores${pin_server:+ (server on core 0, tool on core 1)}, store in ${DB_DIR:-a temporary folder}; JSON in $OUT"
runs="${RUNS:-flat-100 human-100 human-1000 human-big}"
for name in $runs; do
  case "$name" in
    flat-100) run flat-100 100 30 flat ;;
    human-100) run human-100 100 "$small" human ;;
    human-1000) run human-1000 1000 "$small" human ;;
    human-big) run human-big "$rooms_big" "$big" human ;;
    *) echo "unknown run $name" >&2; exit 2 ;;
  esac
done
echo
# Once every room had started: actions, both processes' share of a core, p50 and p99; then the
# whole run's p99 (the ramp included), memory, errors and stalled rooms.
printf '%-11s %6s %9s %7s %6s %8s %8s %9s %8s %7s\n' run rooms actions/s server tool "p50 us" "p99 us" "p99 run" "KiB/room" err/stall
for name in $runs; do summary "$name"; done
