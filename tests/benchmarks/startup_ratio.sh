#!/usr/bin/env bash
# Start-up of the game against a bare Qt window of the same size with the same docks and as many
# hexes (startup_baseline.cpp), from the command to the first painted map:
#   tests/benchmarks/startup_ratio.sh [GAME BASELINE] [PAIRS] [EARLIER]
#   (default: build/app/eylau build/tests/benchmarks/eylau-startup-baseline 20)
# EARLIER, another build of the game (a copy of build/app/eylau before a change), is run in each
# round too, so that a change is measured before and after in the same run.
# Runs `eylau --exit-after-first-paint` (the embedded Eylau scenario) and the baseline one after
# the other, PAIRS times, so that a machine that is busy for a while slows both alike; prints the
# median and the fastest of each, in milliseconds, and the ratio of the medians, twice: to the
# line "first paint" that each prints once its map is painted (start-up), and to its exit (with
# the tidying up of the window). Timed from outside, from the command on: loading included. On the offscreen platform unless
# QT_QPA_PLATFORM is set (QT_QPA_PLATFORM=xcb DISPLAY=:1 for a display). Each run has empty
# settings and data directories of its own: no saved geometry, zoom, language, recent file or
# autosave. Measures, asserts nothing about time: fails only when a program fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
game=${1:-$root/build/app/eylau}
baseline=${2:-$root/build/tests/benchmarks/eylau-startup-baseline}
pairs=${3:-20}
earlier=${4:-}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run NAME COMMAND...: the command's time to its "first paint" line and to its exit, in
# microseconds, appended to $work/NAME.paint and $work/NAME.exit.
run() {
  local name=$1
  shift
  local home
  home=$(mktemp -d "$work/home.XXXXXX")
  local start end
  start=$(date +%s%N)
  if ! XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache "$@" 2> "$work/$name.err" |
      { read -r _ && date +%s%N > "$work/painted"; cat > /dev/null; }; then
    echo "startup_ratio: $name failed:" >&2
    cat "$work/$name.err" >&2
    exit 1
  fi
  end=$(date +%s%N)
  if [[ ! -s $work/painted ]]; then
    echo "startup_ratio: $name printed no \"first paint\"" >&2
    exit 1
  fi
  echo $((($(cat "$work/painted") - start) / 1000)) >> "$work/$name.paint"
  echo $(((end - start) / 1000)) >> "$work/$name.exit"
  rm -rf "$home" "$work/painted"
}

for ((i = 0; i < pairs; ++i)); do
  if [[ -n $earlier ]]; then run earlier "$earlier" --exit-after-first-paint; fi
  run game "$game" --exit-after-first-paint
  run baseline "$baseline"
done

# median NAME and fastest NAME, in microseconds.
median() { sort -n "$work/$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
fastest() { sort -n "$work/$1" | head -1; }

echo "platform $QT_QPA_PLATFORM, $pairs pairs, milliseconds from the command to the first painted map, and to its exit"
for end in paint exit; do
  awk -v end="$end" -v gm="$(median game.$end)" -v gf="$(fastest game.$end)" \
      -v bm="$(median baseline.$end)" -v bf="$(fastest baseline.$end)" 'BEGIN {
    printf "to %-5s  game median %7.1f min %7.1f   baseline median %7.1f min %7.1f   ratio of medians %.2f\n",
           end, gm / 1000, gf / 1000, bm / 1000, bf / 1000, gm / bm
  }'
  if [[ -n $earlier ]]; then
    awk -v end="$end" -v em="$(median earlier.$end)" -v ef="$(fastest earlier.$end)" -v bm="$(median baseline.$end)" 'BEGIN {
      printf "to %-5s  earlier median %7.1f min %7.1f   ratio of medians %.2f\n", end, em / 1000, ef / 1000, em / bm
    }'
  fi
done
