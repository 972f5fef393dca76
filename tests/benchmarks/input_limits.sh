#!/usr/bin/env bash
# Time and peak memory of eylau-cli on large and hostile inputs (docs/files.md, "Limits"):
#   tests/benchmarks/input_limits.sh [BUILD_DIR]
# Prints one line per input: its size, wall time, peak resident memory and the ratio of memory to
# input, for scenarios of 1, 4 and 16 MiB (at the cap; duplicate hexes, so every entry is read and
# checked), a 100 MB scenario (over the cap), records of 10^5 and 10^6 lines and a 10 MB line.
# "net" is the memory above that of eylau-cli reading the Eylau scenario and a two-line record.
set -euo pipefail
cd "$(dirname "$0")/../.."
cli=${1:-build}/app/eylau-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

scenario_of() {  # scenario_of BYTES OUT: the Eylau scenario with duplicate hexes appended up to BYTES
  python3 - "$1" "$2" <<'PY'
import json, sys
size, out = int(sys.argv[1]), sys.argv[2]
s = json.load(open("data/scenarios/eylau.json"))
base = len(json.dumps(s))
entry = {"hex": "1213", "terrain": "woods"}
n = max(0, (size - base) // (len(json.dumps(entry)) + 2))
s["map"]["hexes"] += [entry] * n
open(out, "w").write(json.dumps(s))
PY
}

measure() {  # measure LABEL FILE COMMAND...
  local label=$1 file=$2
  shift 2
  local bytes
  bytes=$(stat -c %s "$file")
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || true
  read -r seconds kib < <(tail -1 "$work/time")  # after "Command exited with non-zero status 1"
  awk -v l="$label" -v b="$bytes" -v s="$seconds" -v k="$kib" -v base="${baseline:-0}" \
      -v e="$(tail -1 "$work/err" | cut -c1-70)" \
    'BEGIN { printf "%-26s %10d bytes %6.2f s %7.1f MiB peak %6.2fx input, net %5.2fx  %s\n",
                    l, b, s, k/1024, k*1024/b, (k-base)*1024/b, e }'
}

printf 'scenario eylau\nend\n' >"$work/base.eylau"
/usr/bin/time -f "%e %M" -o "$work/time" "$cli" play --quiet data/scenarios/eylau.json "$work/base.eylau" >/dev/null 2>&1
baseline=$(tail -1 "$work/time" | cut -d' ' -f2)
echo "baseline: $((baseline / 1024)) MiB"

for mib in 1 4 16; do
  scenario_of $((mib * 1048576 - 4096)) "$work/s$mib.json"
  measure "scenario ${mib} MiB" "$work/s$mib.json" "$cli" validate "$work/s$mib.json"
done
head -c 100000000 /dev/zero | tr '\0' ' ' >"$work/s100.json"
measure "scenario 100 MB" "$work/s100.json" "$cli" validate "$work/s100.json"

lines() { awk -v n="$1" -v t="$2" 'BEGIN { print "scenario eylau"; for (i = 0; i < n; ++i) print t }'; }
lines 100000 "end # a comment" >"$work/r5.eylau"
measure "record 10^5 lines" "$work/r5.eylau" "$cli" play --quiet data/scenarios/eylau.json "$work/r5.eylau"
lines 1000000 "move Tut.1 0715 # a comment" >"$work/r6.eylau"
measure "record 10^6 lines" "$work/r6.eylau" "$cli" play --quiet data/scenarios/eylau.json "$work/r6.eylau"
{ echo "scenario eylau"; head -c 10485760 /dev/zero | tr '\0' 'e'; echo; } >"$work/line.eylau"
measure "record with a 10 MB line" "$work/line.eylau" "$cli" play --quiet data/scenarios/eylau.json "$work/line.eylau"
