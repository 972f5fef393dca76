#!/usr/bin/env bash
# packaging/sanitize.sh: the engine, eylau-cli and their tests under AddressSanitizer and
# UndefinedBehaviorSanitizer, then every fuzz target (tests/fuzz/) for a while.
#
#   1. configures a Clang build without the GUI (Ninja, -O1 with line tables, sanitizers, libFuzzer coverage
#      for all code, EYLAU_FUZZ=ON), and builds the engine, eylau-cli, the engine and CLI tests
#      and the fuzz targets;
#   2. runs ctest there (the fuzz tests replay the committed corpora), all but the tests labelled
#      `slow` (whole games and analyses of the computer opponent, some minutes under the
#      sanitizers) and `repeat` (one long search run twice to compare its choices: half a minute
#      each here); the ordinary build's ctest runs them, and the computer's searches, on one
#      thread and two, are checked here by the other computer-opponent tests;
#   3. runs each fuzz target with its dictionary, on a copy of its corpus in a temporary folder
#      (the committed corpus is never written to): by default a fixed number of inputs from a
#      fixed seed, so that the same commit meets the same inputs on every run and a check that
#      passed here passes in CI; with FUZZ_SEED=random, for FUZZ_SECONDS from a seed of its own,
#      to explore further.
# Exits 1 when a build, a test or a fuzz target fails; a crashing input is kept in
# FUZZ_ARTIFACTS, with the log of its run.
#
# Needs clang and libclang-rt-14-dev (the sanitizer and libFuzzer runtimes) besides the packages
# of packaging/install-deps.sh, which this script does not run.
#
# Environment:
#   BUILD_DIR_ASAN   build folder, relative to the repository root unless absolute (build-asan)
#   JOBS             parallel build and test jobs (default: all cores)
#   FUZZ_SEED        libFuzzer's seed (default 1807); "random" explores for FUZZ_SECONDS instead
#   FUZZ_SECONDS     seconds per fuzz target with FUZZ_SEED=random, and three times it the most a
#                    seeded run may take (default 60; 0 skips fuzzing)
#   FUZZ_ARTIFACTS   where crashing inputs and fuzz logs go (default BUILD_DIR_ASAN/fuzz-artifacts)
#   FUZZ_ARGS        more libFuzzer options for every target (such as "-jobs=2" or "-seed=1")
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

build=${BUILD_DIR_ASAN:-build-asan}
[[ $build = /* ]] || build=$root/$build
jobs=${JOBS:-$(nproc)}
fuzz_seconds=${FUZZ_SECONDS:-60}
fuzz_seed=${FUZZ_SEED:-1807}
artifacts=${FUZZ_ARTIFACTS:-$build/fuzz-artifacts}
read -r -a fuzz_args <<< "${FUZZ_ARGS:-}"

say() { printf 'sanitize: %s\n' "$*" >&2; }
elapsed() { local s=$(($(date +%s) - $1)); printf '%dm%02ds' $((s / 60)) $((s % 60)); }
started=$(date +%s)

# The tools, with a plain word when they are missing.
for tool in clang clang++ cmake ninja ctest; do
  command -v "$tool" >/dev/null || { say "needs $tool (Debian: clang, cmake, ninja-build)"; exit 1; }
done
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }\n' > "$probe/probe.cpp"
if ! clang++ -fsanitize=fuzzer,address,undefined "$probe/probe.cpp" -o "$probe/probe" 2> "$probe/log"; then
  cat "$probe/log" >&2
  say "clang++ cannot link a libFuzzer target with ASan and UBSan: install libclang-rt-14-dev"
  exit 1
fi

# Sanitizers for all code; fuzzer-no-link instruments the engine (and the rest) for libFuzzer's
# coverage without linking libFuzzer's main, so the ordinary test programs link as usual.
sanitizers="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
# Warnings stay errors (EYLAU_WARNINGS_AS_ERRORS), under Clang's warnings as under GCC's.
cxx_flags="$sanitizers -fsanitize=fuzzer-no-link"

say "configuring $build"
step=$(date +%s)
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja \
  -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
  -DCMAKE_CXX_FLAGS="$cxx_flags" \
  -DEYLAU_BUILD_GUI=OFF -DEYLAU_WARNINGS_AS_ERRORS=ON \
  -DEYLAU_FUZZ=ON >/dev/null

fuzz_targets=(fuzz_scenario fuzz_record fuzz_replay fuzz_random_game fuzz_remote fuzz_handshake fuzz_watch)
say "building with $jobs jobs"
cmake --build "$build" -j "$jobs" --target \
  eylau_engine eylau-cli eylau-engine-tests eylau-test-random-record "${fuzz_targets[@]}"
say "configure and build: $(elapsed "$step")"

# Leaks count; the first report of either sanitizer ends the program with a stack.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

say "running the tests"
step=$(date +%s)
status=0
ctest --test-dir "$build" --output-on-failure -j "$jobs" -LE "slow|repeat" || status=1
say "ctest: $(elapsed "$step")"

# The longest input each target is given: about its largest seed (eylau.json is 37 KB, a whole
# game's record some KB; a random game reads a few hundred bytes).
max_len() {
  case $1 in
    fuzz_scenario) echo 40000 ;;
    fuzz_record) echo 16384 ;;
    fuzz_replay) echo 32768 ;;
    fuzz_remote) echo 16384 ;;
    fuzz_watch) echo 16384 ;;
    *) echo 2048 ;;
  esac
}

# The inputs a seeded run tries: about a quarter of what a minute gives on a 2-core machine under
# the sanitizers (a scenario parses in a quarter of a millisecond, a random game takes tens), some
# 15-30 seconds a target after its corpus: CI runs the same inputs on every commit as a check, and
# FUZZ_SEED=random explores (halved on 2026-12-07, when the whole CI run neared its 45 minutes).
runs_of() {
  case $1 in
    fuzz_scenario) echo 50000 ;;
    fuzz_record) echo 12500 ;;
    fuzz_replay) echo 1250 ;;
    fuzz_remote) echo 2500 ;;
    fuzz_handshake) echo 2500 ;;
    fuzz_watch) echo 2500 ;;
    *) echo 500 ;;
  esac
}

if [ "$fuzz_seconds" -gt 0 ]; then
  mkdir -p "$artifacts"
  for target in "${fuzz_targets[@]}"; do
    step=$(date +%s)
    work=$(mktemp -d)
    cp -R "$root/tests/fuzz/corpus/$target" "$work/corpus"
    # The other seeds tests/fuzz/CMakeLists.txt gives the target, copied too (libFuzzer reads a
    # corpus folder with its subfolders).
    case $target in
      fuzz_scenario) seeds=(data/scenarios tests/data/damaged tests/data/fuzz-findings) ;;
      fuzz_record | fuzz_replay) seeds=(tests/data/records tests/data/golden tests/data/fuzz-findings) ;;
      *) seeds=() ;;
    esac
    for folder in "${seeds[@]}"; do
      if [ -d "$root/$folder" ]; then cp -R "$root/$folder" "$work/corpus/seeds-${folder//\//-}"; fi
    done
    log=$artifacts/$target.log
    if [ "$fuzz_seed" = random ]; then
      budget=(-max_total_time="$fuzz_seconds")
      say "fuzzing $target for ${fuzz_seconds}s (log: $log)"
    else
      budget=(-seed="$fuzz_seed" -runs="$(runs_of "$target")" -max_total_time=$((fuzz_seconds * 3)))
      say "fuzzing $target: $(runs_of "$target") inputs from seed $fuzz_seed (log: $log)"
    fi
    dict=()  # fuzz_replay reads records too; fuzz_random_game's bytes have no words
    case $target in
      fuzz_scenario) dict=(-dict="$root/tests/fuzz/fuzz_scenario.dict") ;;
      fuzz_record | fuzz_replay) dict=(-dict="$root/tests/fuzz/fuzz_record.dict") ;;
      fuzz_handshake) dict=(-dict="$root/tests/fuzz/fuzz_handshake.dict") ;;
      fuzz_watch) dict=(-dict="$root/tests/fuzz/fuzz_watch.dict") ;;
    esac
    # -timeout: an input running longer is reported as a hang (the slowest take a few seconds).
    if "$build/tests/fuzz/$target" "$work/corpus" "${dict[@]}" -max_len="$(max_len "$target")" \
         "${budget[@]}" -timeout=30 -print_final_stats=1 \
         -artifact_prefix="$artifacts/$target-" "${fuzz_args[@]}" > "$log" 2>&1; then
      # "#123456 DONE cov: 2345 ft: 6789 corp: 321/45Kb lim: ... exec/s: 2057 rss: 90Mb"
      say "$target: $(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)"
    else
      status=1
      say "$target FAILED after $(elapsed "$step"); the end of its log:"
      tail -n 60 "$log" >&2
      for saved in "$artifacts/$target-"*; do
        if [ -e "$saved" ]; then say "  saved input: $saved"; fi
      done
    fi
    rm -rf "$work"
  done
fi

say "all done in $(elapsed "$started"): $([ $status -eq 0 ] && echo passed || echo FAILED)"
exit $status
