#!/usr/bin/env bash
# Runs the native app under Xvfb for a few frames, captures the last one, and checks the
# picture is not blank. Usage: native_smoke.sh APP OUT.png WIDTHxHEIGHT [APP FLAGS...]
set -euo pipefail
app="$1"; out="$2"; size="$3"; shift 3
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p "$(dirname "$out")"
rm -f "$out"
# Software GL under Xvfb, on a screen larger than the window; -a picks a free display so tests
# can run side by side.
w="${size%x*}"; h="${size#*x}"
LIBGL_ALWAYS_SOFTWARE=1 xvfb-run -a -s "-screen 0 $((w > 1400 ? w + 40 : 1400))x$((h > 1000 ? h + 40 : 1000))x24" \
  "$app" --frames 12 --size "$size" --screenshot "$out" "$@"
python3 "$here/png_stats.py" "$out" --expect-size ${size/x/ }
