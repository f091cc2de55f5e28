#!/usr/bin/env bash
# The AI strength figures of docs/ai.md: duplicate tournaments run by popejoan-cli, printed as
# Markdown table rows. DEALS sets the deals per tournament (default 1000); CLI the binary.
#   scripts/ai-report.sh > /tmp/ai-report.md
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${CLI:-build/native-release/src/cli/popejoan-cli}
deals=${DEALS:-1000}

row() {  # label, then tournament flags
  local label=$1; shift
  "$cli" tournament --deals "$deals" "$@" | python3 -c '
import json, sys
r = json.load(sys.stdin)
s = r["gain_by_source"]
print("| %s | %s | %d | %d | %+.2f | [%+.2f, %+.2f] | %+.2f | %+.2f | %+.2f | %+.2f |" % (
    sys.argv[1], r["preset"], r["seats"], r["deals"], r["gain_per_seat_deal"], r["ci95"][0], r["ci95"][1],
    s["card_payments"], s["game"], s["pope"], s["matrimony"] + s["intrigue"] + s["confederacy"] + s["honours"]))
' "$label"
}

echo "| match-up | preset | seats | deals | gain | 95% CI | card payments | game | pope | other compartments |"
echo "| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |"
for seats in 3 4 5 6 7 8; do
  row "expert vs casual" --preset classic --seats "$seats" --candidate expert --field casual
  row "oracle vs casual" --preset classic --seats "$seats" --candidate oracle --field casual
  row "pimc vs casual" --preset classic --seats "$seats" --candidate pimc --field casual
  row "casual vs beginner" --preset classic --seats "$seats" --candidate casual --field beginner
  row "sighted vs casual" --preset classic --seats "$seats" --candidate sighted --field casual
done
# The two largest tables, where the goal is closest: four times the deals for a tighter interval.
DEALS_LONG=$((deals * 4))
row "expert vs casual (seed 1)" --preset classic --seats 7 --candidate expert --field casual --seed 1 --deals "$DEALS_LONG"
row "expert vs casual (seed 2)" --preset classic --seats 7 --candidate expert --field casual --seed 2 --deals "$DEALS_LONG"
row "expert vs casual (seed 1)" --preset classic --seats 8 --candidate expert --field casual --seed 1 --deals "$DEALS_LONG"
for preset in five-pool parlett modern victorian foster foster-matrimony; do
  row "expert vs casual" --preset "$preset" --seats 4 --candidate expert --field casual
  row "oracle vs casual" --preset "$preset" --seats 4 --candidate oracle --field casual
done
row "expert x5 budget vs expert" --preset classic --seats 4 --candidate expert --candidate-iterations 10240 \
  --field expert
