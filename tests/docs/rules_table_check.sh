#!/usr/bin/env bash
# Checks the table "Where each case is implemented and tested" of docs/rules-engine.md: every
# engine file it names exists, and every test it names is defined in tests/.
set -euo pipefail
root=${1:?usage: rules_table_check.sh SOURCE_DIR}
doc="$root/docs/rules-engine.md"
status=0 rows=0
while IFS='|' read -r _ case _ files tests _; do
  case=$(echo "$case" | tr -d ' ')
  [[ "$case" =~ ^[0-9]+\.[0-9]+$ ]] || continue
  rows=$((rows + 1))
  for f in $(grep -o '`[^`]*`' <<<"$files" | tr -d '`'); do
    [ -f "$root/engine/src/$f" ] || { echo "$doc: case $case: no file engine/src/$f"; status=1; }
  done
  names=$(grep -o '`[^`]*`' <<<"$tests" | tr -d '`' || true)
  [ -n "$names" ] || { echo "$doc: case $case names no test"; status=1; }
  for t in $names; do
    suite=${t%%.*} name=${t#*.}
    grep -rqE "TEST(_F|_P)?\($suite, *$name\)" "$root/tests" ||
      { echo "$doc: case $case: no test $t in tests/"; status=1; }
  done
done < "$doc"
[ "$rows" -ge 50 ] || { echo "$doc: only $rows cases in the table"; status=1; }
[ "$status" -eq 0 ] && echo "$rows cases: every file and test named exists"
exit "$status"
