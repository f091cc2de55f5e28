#!/usr/bin/env bash
# Rooms across a fleet (docs/online.md, "Scaling out"): a redis-server of its own (127.0.0.1, a
# temporary folder, appendonly with appendfsync always, as a host should run it) and two
# popejoan-servers A and B on it, driven by popejoan-load at 100 and 1,000 rooms of four at human
# pace (a seat acts 1-2 s after its turn). Each room is made on A, which runs it; its odd seats
# connect to B (--second-port), which relays their frames to A through Redis. Prints, per run,
# rooms, actions/s, p50/p99 (an act to all four views), and Redis's memory per room: INFO
# used_memory after the run minus before, divided by the rooms stored, and MEMORY USAGE of a few
# rooms' lists; and Redis's CPU over the run. Builds nothing: build popejoan-server and popejoan-load first.
# A benchmark, not a test: the figures depend on the machine and what else it runs.
# Usage: scripts/bench-fleet.sh [build-dir]    env: SECONDS_SMALL=30 SECONDS_BIG=60 OUT=DIR,
#   REDIS_DIR=DIR (Redis's log folder: a temporary folder on disk by default; /dev/shm takes the
#   disk's syncs out of the figures)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/server-lib.sh"
build="${1:-build/native-release}"
server="$build/src/server/popejoan-server"
load="$build/src/load/popejoan-load"
for bin in "$server" "$load" "$(command -v redis-server || echo redis-server)"; do
  [ -x "$bin" ] || { echo "no $bin: build it (or scripts/deps.sh) first" >&2; exit 2; }
done
small="${SECONDS_SMALL:-30}"
big="${SECONDS_BIG:-60}"
OUT="${OUT:-$build/bench-fleet}"
mkdir -p "$OUT"
tmp="$(mktemp -d)"
pids=()
redis_pid=""
redis_dir=""
cleanup() {
  for p in ${pids[@]+"${pids[@]}"} $redis_pid; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$tmp" "$redis_dir"
}
trap cleanup EXIT
mkdir -p "$tmp/site"
redis_dir="$(mktemp -d -p "${REDIS_DIR:-$tmp}")"
echo '<!doctype html><title>Pope Joan</title>' >"$tmp/site/index.html"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
rport="$(free_port)"
redis-server --port "$rport" --bind 127.0.0.1 --save '' --appendonly yes --appendfsync always \
  --dir "$redis_dir" --logfile "$redis_dir/redis.log" &
redis_pid=$!
rcli() { redis-cli -h 127.0.0.1 -p "$rport" "$@"; }
for _ in $(seq 250); do rcli ping 2>/dev/null | grep -q PONG && break; sleep 0.02; done
store="redis://127.0.0.1:$rport"

# Starts a server on the Redis; sets $port. $1: a name for its output files.
start_server() {
  : >"$tmp/$1.out"
  local url limits
  mapfile -t limits < <(without_address_limits "$server")
  "$server" --site "$tmp/site" --port 0 --store "$store" --max-connections 20000 ${limits[@]+"${limits[@]}"} \
    >"$tmp/$1.out" 2>"$tmp/$1.err" &
  pids+=($!)
  url="$(server_url "$tmp/$1.out" "$tmp/$1.err" "${pids[-1]}")"
  port="${url##*:}"
}

stop_servers() {
  for p in "${pids[@]}"; do kill -TERM "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  pids=()
}

# Redis's CPU seconds (user + system) so far.
redis_cpu() { rcli info cpu | tr -d '\r' | awk -F: '/^used_cpu_(user|sys):/ {s += $2} END {printf "%.2f", s}'; }

used_memory() { rcli info memory | sed -n 's/^used_memory:\([0-9]*\).*/\1/p'; }

field() { sed -n "s/^  \"$2\": \"\\?\([^,\"]*\)\"\\?,\\?$/\1/p" "$OUT/$1.json"; }

# run NAME ROOMS SECONDS
run() {
  rcli flushall >/dev/null
  local before after keys sample usage n
  before="$(used_memory)"
  local a b
  start_server "$1-a"; a="$port"
  start_server "$1-b"; b="$port"
  echo
  echo "== $1: $2 rooms, human pace, $3 s, seats on A :$a (even) and B :$b (odd, relayed)"
  local cpu0 cpu1
  cpu0="$(redis_cpu)"
  "$load" --port "$a" --second-port "$b" --rooms "$2" --seconds "$3" --pace human --server-pid "${pids[0]}" \
    --json "$OUT/$1.json" || true
  cpu1="$(redis_cpu)"
  stop_servers
  after="$(used_memory)"
  keys="$(rcli --scan --pattern 'popejoan:room:*' | wc -l)"
  usage=0; n=0
  for k in $(rcli --scan --pattern 'popejoan:room:*' | head -20); do
    usage=$((usage + $(rcli memory usage "$k" samples 0))); n=$((n + 1))
  done
  local records
  records="$(for k in $(rcli --scan --pattern 'popejoan:room:*' | head -20); do rcli llen "$k"; done | awk '{s+=$1} END {print (NR ? int(s/NR) : 0)}')"
  echo "redis: CPU $(awk -v a="$cpu0" -v b="$cpu1" -v s="$3" 'BEGIN {printf "%.2f s over the run (%.1f%% of one core)", b - a, (b - a) * 100 / s}')"
  echo "redis: used_memory $before -> $after bytes, $keys rooms stored: $(((after - before) / (keys > 0 ? keys : 1))) bytes a room;" \
       "MEMORY USAGE of a room's list $((usage / (n > 0 ? n : 1))) bytes (mean of $n, $records records each)"
  echo "$1 $(field "$1" rooms) $(field "$1" steady_actions) $(field "$1" steady_seconds_ms) $(field "$1" latency_p50_us) $(field "$1" latency_p99_us) $(field "$1" errors) $keys $(((after - before) / (keys > 0 ? keys : 1))) $((usage / (n > 0 ? n : 1)))" >>"$tmp/summary"
}

echo "popejoan fleet benchmark, $(date -u +%FT%TZ), $(nproc) cores, Redis's log in ${REDIS_DIR:-a temporary folder}, redis $(redis-server --version | sed -n 's/.*v=\([^ ]*\).*/\1/p'); JSON in $OUT"
: >"$tmp/summary"
run fleet-100 100 "$small"
run fleet-1000 1000 "$big"
echo
printf '%-11s %6s %9s %8s %8s %7s %8s %10s %10s\n' run rooms actions/s "p50 us" "p99 us" errors stored "B/room" "list B"
while read -r name rooms actions steady p50 p99 errors keys per list; do
  printf '%-11s %6s %9s %8s %8s %7s %8s %10s %10s\n' "$name" "$rooms" "$((actions * 1000 / (steady > 0 ? steady : 1)))" \
    "$p50" "$p99" "$errors" "$keys" "$per" "$list"
done <"$tmp/summary"
