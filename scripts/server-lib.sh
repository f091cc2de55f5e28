# Sourced by the scripts and tests that start popejoan-server themselves.

# server_url OUT ERR PID: waits up to 10 s for the server's "serving ... on URL (rooms at /rooms)"
# line in OUT and prints the URL; fails, showing what the server said, if it exits or never prints it.
server_url() {
  local url=""
  for _ in $(seq 100); do
    url="$(sed -n 's|^popejoan-server: serving .* on \(http://[^ ]*\) (rooms at /rooms)$|\1|p' "$1" 2>/dev/null || true)"
    if [ -n "$url" ]; then
      echo "$url"
      return 0
    fi
    kill -0 "$3" 2>/dev/null || { echo "the server exited early:" >&2; cat "$2" >&2; return 1; }
    sleep 0.1
  done
  echo "the server printed no URL:" >&2
  cat "$1" "$2" >&2
  return 1
}

# without_address_limits SERVER: the flags (one a line) that turn off the server's per-address and
# per-connection limits, those it has (its --help names them): every bot comes from 127.0.0.1.
without_address_limits() {
  local usage flag
  usage="$("$1" --help)"
  for flag in --connections-per-address --rooms-per-minute --messages-per-second --rooms-per-connection \
    --open-rooms-per-address; do
    if [[ "$usage" == *"$flag"* ]]; then printf '%s\n0\n' "$flag"; fi
  done
}
