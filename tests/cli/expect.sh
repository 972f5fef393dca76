#!/usr/bin/env bash
# Runs a command and checks its exit status and output, for the eylau-cli CTest tests.
#
#   expect.sh [--stderr] STATUS REGEX COMMAND [ARGS...]
#
# Passes when COMMAND exits with STATUS and its output matches the extended regular expression
# REGEX, case-insensitively (grep -Ei). The output is stdout and stderr together, or with
# --stderr stderr alone. Either way the output is echoed, so a failing test shows it.
set -uo pipefail

stream=both
if [ "${1:-}" = "--stderr" ]; then
  stream=stderr
  shift
fi
if [ $# -lt 3 ]; then
  echo "usage: expect.sh [--stderr] STATUS REGEX COMMAND [ARGS...]" >&2
  exit 2
fi
expected_status=$1
regex=$2
shift 2

out_file=$(mktemp)
err_file=$(mktemp)
trap 'rm -f "$out_file" "$err_file"' EXIT

"$@" >"$out_file" 2>"$err_file"
status=$?

echo "--- command: $*"
echo "--- stdout:"
cat "$out_file"
echo "--- stderr:"
cat "$err_file"
echo "--- exit status: $status"

failed=0
if [ "$status" -ne "$expected_status" ]; then
  echo "FAIL: expected exit status $expected_status, got $status"
  failed=1
fi
if [ "$stream" = stderr ]; then
  haystack=$(cat "$err_file")
else
  haystack=$(cat "$out_file" "$err_file")
fi
if ! grep -Eiq -- "$regex" <<<"$haystack"; then
  echo "FAIL: the $([ "$stream" = stderr ] && echo stderr || echo output) does not match: $regex"
  failed=1
fi
[ "$failed" -eq 0 ] && echo "ok"
exit "$failed"
