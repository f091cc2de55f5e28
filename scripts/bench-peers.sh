#!/usr/bin/env bash
# Pope Joan's room server side by side with the frameworks a web developer would pick instead,
# Colyseus 0.18 and boardgame.io 0.50 (bench/peers: a minimal room of four with the same
# exchange), all driven by popejoan-load with the same rooms and pace on this machine; prints
# every run and one table (rooms held at p99 < 50 ms, actions a second per core flat out, memory
# per room, and the ratios to Pope Joan). A benchmark, not a test: loopback only, bounded.
# Each server runs alone on one core (taskset), the load tool on the others; every server is
# started fresh for each run and stopped after it.
# Usage: scripts/bench-peers.sh      (after building native-release: popejoan-server, popejoan-load)
# Environment: ROOMS ("100 1000"), FLAT_SECONDS (10), HUMAN_SECONDS (20), REPEAT (3: each run is
#              taken that many times, the servers in turn, and the table shows the medians),
#              TARGETS ("popejoan colyseus bgio"), BUILD (build/native-release), KEEP (a folder
#              to keep the JSON in).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build="${BUILD:-build/native-release}"
server_bin="$build/src/server/popejoan-server"
load_bin="$build/src/load/popejoan-load"
rooms_list="${ROOMS:-100 1000}"
flat_seconds="${FLAT_SECONDS:-10}"
human_seconds="${HUMAN_SECONDS:-20}"
repeat="${REPEAT:-3}"
# popejoan-shm: the same server with its SQLite file in /dev/shm, where fsync costs nothing: the
# server's own cost without the disk (the peers keep their rooms in memory and store nothing).
targets="${TARGETS:-popejoan popejoan-shm colyseus bgio}"
for bin in "$server_bin" "$load_bin"; do
  [ -x "$bin" ] || { echo "bench-peers: $bin is missing: build native-release first"; exit 1; }
done

bench/peers/install.sh

tmp="$(mktemp -d)"
out="${KEEP:-$tmp/runs}"
mkdir -p "$out" "$tmp/site"
echo '<!doctype html><title>Pope Joan</title>' >"$tmp/site/index.html"
pid=""
stop_server() {
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    pid=""
  fi
}
shm=""
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
  shm="$(mktemp -d /dev/shm/bench-peers.XXXXXX)"
fi
cleanup() { stop_server; rm -rf "$tmp"; [ -z "$shm" ] || rm -rf "$shm"; }
trap cleanup EXIT

# One core for the server, the rest for the load tool, when the machine has more than one.
server_pin=()
load_pin=()
cores="$(nproc)"
if command -v taskset >/dev/null && [ "$cores" -gt 1 ]; then
  server_pin=(taskset -c 0)
  load_pin=(taskset -c "1-$((cores - 1))")
fi

# Per-address limits off: every bot comes from 127.0.0.1 (the flags exist once the server has them).
server_flags=(--max-connections 100000)
for flag in --connections-per-address --messages-per-second --rooms-per-minute --rooms-per-connection \
  --open-rooms-per-address; do
  if "$server_bin" --help 2>&1 | grep -q -- "$flag"; then server_flags+=("$flag" 0); fi
done

# Starts `target` on a free loopback port: sets pid and port.
start_server() {
  local target="$1" log="$tmp/server.out" pattern
  : >"$log"
  case "$target" in
    popejoan | popejoan-shm)
      db="$tmp/rooms.sqlite"
      [ "$target" = popejoan-shm ] && db="$shm/rooms.sqlite"
      rm -f "$db"*
      "${server_pin[@]}" "$server_bin" --site "$tmp/site" --port 0 --db "$db" "${server_flags[@]}" \
        >"$log" 2>"$tmp/server.err" &
      pattern='s|^popejoan-server: serving .* on http://127.0.0.1:\([0-9]*\) (rooms at /rooms)$|\1|p' ;;
    colyseus)
      "${server_pin[@]}" node bench/peers/colyseus-server.mjs 0 >"$log" 2>"$tmp/server.err" &
      pattern='s|^colyseus on http://127.0.0.1:\([0-9]*\)$|\1|p' ;;
    bgio)
      NODE_ENV=production "${server_pin[@]}" node bench/peers/bgio-server.cjs 0 >"$log" 2>"$tmp/server.err" &
      pattern='s|^bgio on http://127.0.0.1:\([0-9]*\)$|\1|p' ;;
    *) echo "bench-peers: no target $target"; exit 1 ;;
  esac
  pid=$!
  port=""
  for _ in $(seq 100); do
    port="$(sed -n "$pattern" "$log")"
    [ -n "$port" ] && return 0
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "bench-peers: $target did not start"; cat "$log" "$tmp/server.err"; exit 1
}

for round in $(seq "$repeat"); do
 for target in $targets; do
  if [ "$target" = popejoan-shm ] && [ -z "$shm" ]; then continue; fi
  for rooms in $rooms_list; do
    for pace in flat human; do
      seconds="$flat_seconds"
      [ "$pace" = human ] && seconds="$human_seconds"
      start_server "$target"
      sleep 1  # let the server settle before its first RSS is read
      echo "== $target: $rooms rooms, $pace pace, ${seconds} s (round $round of $repeat)"
      "${load_pin[@]}" "$load_bin" --target "${target%-shm}" --port "$port" --rooms "$rooms" --seconds "$seconds" \
        --pace "$pace" --seed "$((6 + round))" --server-pid "$pid" --json "$out/$target-$rooms-$pace-$round.json" \
        | sed -n 's/^  \(actions\|act to\|server CPU\|server memory\|errors\) */    \1 /p' || true
      kill -0 "$pid" 2>/dev/null || { echo "bench-peers: $target died"; tail -5 "$tmp/server.err"; }
      stop_server
    done
  done
 done
done
echo
node bench/peers/report.cjs "$out"
