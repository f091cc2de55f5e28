#!/usr/bin/env bash
# The native app's saves, in a real (virtual) X display with a throw-away --data-dir:
#  1. a match played for a while is in save.json (written after every action);
#  2. a restart resumes it on the very state saved (the app reports the state hash);
#  3. a damaged save is kept aside as save-damaged-1.json, not overwritten, and the message shown;
#  4. a save from a newer version is told apart and kept aside too;
#  5. --import takes a good save (and refuses a bad one).
# Usage: native_saves.sh APP SCREENSHOT_DIR
set -euo pipefail
app="$1"; shots="$2"
mkdir -p "$shots"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
run() {
  LIBGL_ALWAYS_SOFTWARE=1 xvfb-run -a -s "-screen 0 1400x1000x24" "$app" --data-dir "$dir/data" --no-debug "$@"
}
fail() { echo "native saves FAILED: $*" >&2; exit 1; }
field() {  # field FILE python-expression-on-d
  python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"
}

# 1. Seed 3 lets the AI seats act before the person's first lead, so there are actions to save.
run --play --seed 3 --frames 240 --screenshot "$shots/native-saves-playing-1280x800.png" 2>"$dir/first.log"
[ -f "$dir/data/save.json" ] || fail "no save.json after playing"
[ "$(field "$dir/data/save.json" "d['format'], d['version']")" = "popejoan-save 1" ] || fail "save.json is not a version-1 save"
steps="$(field "$dir/data/save.json" "d['progress']['steps']")"
hash="$(field "$dir/data/save.json" "d['progress']['hash']")"
[ "$steps" -ge 1 ] || fail "the saved match has no actions"
[ ! -e "$dir/data/save.json.tmp" ] || fail "a temporary file was left behind"
cp "$dir/data/save.json" "$dir/good.json"
echo "saved: step $steps, state $hash"

# 2. No match asked for on the command line: the saved one is resumed, on the same state.
run --frames 3 --screenshot "$shots/native-saves-resumed-1280x800.png" 2>"$dir/second.log"
grep -q "resumed the saved match at deal [0-9]*, step $steps (state $hash)" "$dir/second.log" ||
  fail "the restart did not resume step $steps state $hash: $(cat "$dir/second.log")"

# 3. A damaged save: kept aside word for word, the original left alone until the player chooses.
bad='{"format": "popejoan-save", "version": 1, "settings": 1}'
printf '%s' "$bad" >"$dir/data/save.json"
run --frames 5 --screenshot "$shots/native-saves-damaged-1280x800.png" 2>"$dir/third.log"
grep -q "kept aside as $dir/data/save-damaged-1.json" "$dir/third.log" || fail "not kept aside: $(cat "$dir/third.log")"
[ "$(cat "$dir/data/save-damaged-1.json")" = "$bad" ] || fail "the kept copy differs from the damaged save"
[ "$(cat "$dir/data/save.json")" = "$bad" ] || fail "the damaged save was overwritten before the player chose"

# 4. A newer version's save: told apart, kept aside as the next file.
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); d['version']=7; open(sys.argv[2],'w').write(json.dumps(d))" \
  "$dir/good.json" "$dir/data/save.json"
run --frames 5 2>"$dir/fourth.log"
grep -q "newer version" "$dir/fourth.log" || fail "a newer save was not told apart: $(cat "$dir/fourth.log")"
[ -f "$dir/data/save-damaged-2.json" ] || fail "the newer save was not kept aside"

# 5. Import: a bad file is refused (exit 2) and changes nothing; the good one is taken and resumed.
if run --import "$dir/data/save-damaged-1.json" --frames 1 2>"$dir/fifth.log"; then fail "a damaged import was accepted"; fi
grep -q "not imported" "$dir/fifth.log" || fail "no reason given for the refused import"
run --import "$dir/good.json" --frames 3 2>"$dir/sixth.log"
grep -q "resumed the saved match at deal [0-9]*, step $steps (state $hash)" "$dir/sixth.log" ||
  fail "the imported save was not resumed: $(cat "$dir/sixth.log")"
python3 "$(dirname "$0")/png_stats.py" "$shots/native-saves-resumed-1280x800.png" --expect-size 1280 800
echo "native saves passed"
