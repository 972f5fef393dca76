#!/usr/bin/env bash
# The README's two commands:
#   packaging/dev.sh run [FILE]   install what is missing, build, launch eylau (embedded Eylau by default)
#   packaging/dev.sh test         install what is missing, build, run the whole test suite; then
#                                 the engine, eylau-cli and their tests under ASan and UBSan, and
#                                 every fuzz target over its corpus and seeded new inputs (sanitize.sh)
# Builds into build/ with Ninja. Environment: BUILD_DIR (default build), JOBS (default: all cores),
# EYLAU_SANITIZE=0 to skip the sanitizer and fuzz stage; FUZZ_SEED and FUZZ_SECONDS (sanitize.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

action=${1:-}
case "$action" in
  run|test) shift ;;
  *) echo "usage: packaging/dev.sh run [FILE] | test" >&2; exit 2 ;;
esac

build=${BUILD_DIR:-build}
jobs=${JOBS:-$(nproc)}

packaging/install-deps.sh
# Debug information at level 1 (-g1: line tables and function names, enough for a backtrace, no
# local variables): full -g made each object about four times as large and its compile about a
# third longer, on a build two cores take most of CI's time over. Configure a build of your own
# with plain RelWithDebInfo to step through the code in a debugger.
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DEYLAU_WARNINGS_AS_ERRORS=ON >/dev/null
fi
cmake --build "$build" -j "$jobs"

case "$action" in
  run)  exec "$build/app/eylau" "$@" ;;
  test)
    status=0
    ctest --test-dir "$build" --output-on-failure -j "$jobs" || status=1
    if [ "${EYLAU_SANITIZE:-1}" != 0 ]; then
      JOBS=$jobs packaging/sanitize.sh || status=1
    fi
    exit $status ;;
esac
