#!/usr/bin/env bash
# Runs a command with a redis-server of its own: 127.0.0.1, a free port, a temporary folder, an
# append-only log synced at every write (as a host should run it); POPEJOAN_STORE names it to the
# command. Redis is stopped and its folder removed however the command ends.
# Usage: tests/server/with_redis.sh COMMAND [ARGS...]
set -euo pipefail
command -v redis-server >/dev/null || { echo "with_redis: redis-server is missing (scripts/deps.sh installs it)" >&2; exit 1; }
dir="$(mktemp -d "${TMPDIR:-/tmp}/popejoan-redis-XXXXXX")"
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

for attempt in 1 2 3; do
  port="$(free_port)"
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly yes --appendfsync always \
    --dir "$dir" --logfile "$dir/redis.log" &
  pid=$!
  for _ in $(seq 1 250); do
    if redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null | grep -q PONG; then break 2; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.02
  done
  kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=""
done
[ -n "$pid" ] || { echo "with_redis: redis-server did not start; its log:" >&2; cat "$dir/redis.log" >&2; exit 1; }
POPEJOAN_STORE="redis://127.0.0.1:$port" "$@"
