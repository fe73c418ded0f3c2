#!/usr/bin/env bash
# Runs each fuzz target (libFuzzer, AddressSanitizer and UBSan) for N seconds
# (default 60; scripts/test.sh passes 30), starting from tests/fuzz/corpus/<target>/, two at a time (one
# per core). The targets live in the sanitized build, build-asan/
# (scripts/build-sanitized.sh builds them first unless --no-build). Fails when
# a target finds a crash, a leak, a sanitizer report or a broken promise; the
# input is saved as build-asan/fuzz/findings/<target>/crash-*: fix the bug,
# then copy the input into tests/fuzz/corpus/<target>/ so every build replays
# it (docs/reliability.md).
#   scripts/fuzz.sh [--no-build] [seconds] [target...]
# PLAYBENCH_FUZZ_PARALLEL=N runs N targets at once (default 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build_first=1
if [ "${1:-}" = --no-build ]; then
  build_first=0
  shift
fi
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] &&
  targets=(fuzz_state_json fuzz_decision_json fuzz_design_file fuzz_step_protocol)

build=build-asan
[ "$build_first" = 1 ] && ./scripts/build-sanitized.sh "${targets[@]}"

source scripts/sanitizer-env.sh
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"

# One target's run: a scratch copy of the corpus takes the new inputs (the
# committed corpus only holds what a person chose to keep); the verdict goes
# to its log and its exit status to a file, read below.
run_target() {
  local target="$1"
  local work="$build/fuzz/corpus/$target" findings="$build/fuzz/findings/$target"
  mkdir -p "$work" "$findings"
  cp -n tests/fuzz/corpus/"$target"/* "$work"/ 2>/dev/null || true
  local status=0
  "$build/tests/fuzz/$target" "$work" \
    -max_total_time="$seconds" -max_len=65536 -timeout=30 -rss_limit_mb=4096 \
    -dict=tests/fuzz/json.dict -artifact_prefix="$findings/" -print_final_stats=1 \
    >"$build/fuzz/$target.log" 2>&1 || status=$?
  echo "$status" >"$build/fuzz/$target.status"
}

mkdir -p "$build/fuzz"
for target in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "${PLAYBENCH_FUZZ_PARALLEL:-2}" ]; do
    wait -n || true
  done
  echo "fuzz: $target for ${seconds}s"
  rm -f "$build/fuzz/$target.status"
  run_target "$target" &
done
wait

failed=()
for target in "${targets[@]}"; do
  log="$build/fuzz/$target.log"
  if [ "$(cat "$build/fuzz/$target.status" 2>/dev/null)" = 0 ]; then
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    echo "fuzz: $target: no finding in $runs runs"
  else
    echo "fuzz: $target FOUND A BUG; input in $build/fuzz/findings/$target/, log $log" >&2
    grep -E 'FUZZ FINDING|ERROR: |runtime error|SUMMARY' "$log" | head -5 >&2 || true
    failed+=("$target")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: findings in: ${failed[*]}" >&2
  exit 1
fi
