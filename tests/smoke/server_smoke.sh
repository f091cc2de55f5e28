#!/usr/bin/env bash
# The real popejoan-server on a free port with a temporary site and state folder: it must print its
# URL, answer /healthz with "ok", and exit 0 on SIGTERM.
# Usage: server_smoke.sh path/to/popejoan-server
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/server-lib.sh"
server="$1"
tmp="$(mktemp -d)"
pid=""
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
mkdir -p "$tmp/site" "$tmp/state"
echo '<!doctype html><title>Pope Joan</title>' >"$tmp/site/index.html"
: >"$tmp/out"  # there before the first look (the server's shell opens it later)

"$server" --site "$tmp/site" --port 0 --db "$tmp/state/rooms.sqlite" >"$tmp/out" 2>"$tmp/err" &
pid=$!
url="$(server_url "$tmp/out" "$tmp/err" "$pid")"
echo "serving at $url"

health="$(curl -sS --max-time 5 "$url/healthz")"
[ "$health" = ok ] || { echo "/healthz said '$health'"; exit 1; }
page="$(curl -sS --max-time 5 "$url/")"
[ "$page" = '<!doctype html><title>Pope Joan</title>' ] || { echo "/ said '$page'"; exit 1; }

kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=""
[ "$status" = 0 ] || { echo "exit status $status after SIGTERM"; cat "$tmp/err"; exit 1; }
grep -q 'popejoan-server: stopped' "$tmp/out" || { echo "no 'stopped' line"; exit 1; }
echo "ok: /healthz, /, and a clean stop on SIGTERM"
