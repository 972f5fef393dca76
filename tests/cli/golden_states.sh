#!/usr/bin/env bash
# Behaviour unchanged: plays every game record under tests/data/ (the whole random and greedy
# games of tests/data/golden/, the sample records, the fuzz findings' records) with eylau-cli and
# compares each final state (--state-json) byte for byte with the one committed in
# tests/data/golden/states/, which the engine gave before it was reorganised (issue "The engine
# owns every rule"). A refused line still gives a state: the one before it.
#
#   golden_states.sh EYLAU-CLI SOURCE-DIR [--update]
# The records of tests/data/golden/ were made by eylau-test-random-record SCENARIO SEED [FRENCH ALLIED].
set -uo pipefail
cli=$1
source=$2
update=${3:-}
states=$source/tests/data/golden/states
mkdir -p "$states"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
checked=0
for record in "$source"/tests/data/golden/*.eylau "$source"/tests/data/records/*.eylau \
              "$source"/tests/data/fuzz-findings/record-*.eylau; do
  name=$(basename "$record" .eylau)
  scenario=$source/data/scenarios/eylau.json
  case $name in teaching-*) scenario=$source/data/scenarios/teaching.json ;; esac
  "$cli" play --quiet --state-json "$work/$name.json" "$scenario" "$record" >/dev/null 2>"$work/err"
  if [ ! -f "$work/$name.json" ]; then
    echo "$name: no state (the record does not parse): $(head -1 "$work/err")"
    continue
  fi
  checked=$((checked + 1))
  if [ "$update" = "--update" ]; then
    cp "$work/$name.json" "$states/$name.json"
  elif ! diff -u "$states/$name.json" "$work/$name.json" >"$work/diff"; then
    echo "FAIL: $name: the final state differs from tests/data/golden/states/$name.json:"
    head -40 "$work/diff"
    failed=1
  fi
done
echo "$checked final states compared"
[ "$checked" -gt 0 ] && exit $failed
