#!/usr/bin/env bash
# popejoan-load against the real popejoan-server (127.0.0.1, a free port, a temporary folder):
# 50 rooms of four play flat out for about 20 s. Correctness only, never a time: no errors,
# every started match finished or still playing at the end, at least one finished,
# every room in the store replays to its hashes and holds exactly the actions its clients saw
# acknowledged (popejoan-load --verify).
# Usage: server_load.sh path/to/popejoan-server path/to/popejoan-load
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/server-lib.sh"
server="$1"
load="$2"
tmp="$(mktemp -d)"
pid=""
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
mkdir -p "$tmp/site"
echo '<!doctype html><title>Pope Joan</title>' >"$tmp/site/index.html"
: >"$tmp/out"

mapfile -t limits < <(without_address_limits "$server")
"$server" --site "$tmp/site" --port 0 --db "$tmp/rooms.sqlite" --max-connections 1000 --seed 1 ${limits[@]+"${limits[@]}"} \
  >"$tmp/out" 2>"$tmp/err" &
pid=$!
url="$(server_url "$tmp/out" "$tmp/err" "$pid")"
port="${url##*:}"

# The tool's own verdict also fails a "stalled" room (silent 10 s at the end): a time, which a
# machine busy with other tests (or ASan) can pass without any fault, so here only the figures
# below decide; a room that lost or doubled an action fails --verify whatever the time.
status=0
"$load" --port "$port" --rooms 50 --seconds 20 --pace flat --seed 7 --server-pid "$pid" \
  --json "$tmp/load.json" --verify "$tmp/rooms.sqlite" || status=$?
[ -s "$tmp/load.json" ] || { echo "popejoan-load failed ($status) and wrote no figures"; tail -20 "$tmp/err"; exit 1; }

field() { sed -n "s/^  \"$1\": \\(-\\?[0-9]*\\),\\?$/\\1/p" "$tmp/load.json"; }
started="$(field matches_started)"
finished="$(field matches_finished)"
playing="$(field matches_in_progress)"
errors="$(field errors)"
echo "matches: $started started, $finished finished, $playing in progress ($(field stalled) stalled); errors: $errors"
[ "$errors" = 0 ] || { echo "errors"; exit 1; }
[ "$finished" -gt 0 ] || { echo "no match finished"; exit 1; }
[ "$started" = "$((finished + playing))" ] || { echo "a started match neither finished nor is playing"; exit 1; }
grep -q '"verify": "ok' "$tmp/load.json" || { echo "verify did not say ok"; exit 1; }
# The tool stopped the server (SIGTERM) to read its store: it must have lived to then and stopped
# cleanly, not died under the load.
server_status=0
wait "$pid" || server_status=$?
pid=""
[ "$server_status" = 0 ] || { echo "the server died or did not stop cleanly (status $server_status)"; cat "$tmp/err"; exit 1; }
echo "ok: 50 rooms flat out, every match finished or playing, every room replays with its acknowledged actions"
