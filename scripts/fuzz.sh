#!/usr/bin/env bash
# Builds the fuzz targets with clang (libFuzzer, AddressSanitizer and UBSan)
# into build-fuzz/ and runs each for N seconds (default 60), starting from
# tests/fuzz/corpus/<target>/. Fails when a target finds a crash, a leak, a
# sanitizer report or a broken promise; the input is saved as
# build-fuzz/findings/<target>/crash-*: fix the bug, then copy the input into
# tests/fuzz/corpus/<target>/ so every build replays it (docs/reliability.md).
#   scripts/fuzz.sh [seconds] [target...]
# PLAYBENCH_FUZZ_JOBS=N builds with N jobs (default 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] &&
  targets=(fuzz_state_json fuzz_decision_json fuzz_design_file fuzz_step_protocol)

build=build-fuzz
cmake -S . -B "$build" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
  -DPLAYBENCH_BUILD_GUI=OFF -DPLAYBENCH_BUILD_BENCHMARKS=OFF -DBUILD_TESTING=ON \
  -DPLAYBENCH_SANITIZE=ON -DPLAYBENCH_FUZZ=ON >/dev/null
cmake --build "$build" -j "${PLAYBENCH_FUZZ_JOBS:-2}" --target "${targets[@]}"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
failed=()
for target in "${targets[@]}"; do
  # New inputs go to a scratch copy of the corpus; the committed corpus only
  # holds what a person chose to keep.
  work="$build/corpus/$target"
  findings="$build/findings/$target"
  mkdir -p "$work" "$findings"
  cp -n tests/fuzz/corpus/"$target"/* "$work"/ 2>/dev/null || true
  log="$build/findings/$target.log"
  echo "fuzz: $target for ${seconds}s"
  if "$build/tests/fuzz/$target" "$work" \
      -max_total_time="$seconds" -max_len=65536 -timeout=30 -rss_limit_mb=4096 \
      -dict=tests/fuzz/json.dict -artifact_prefix="$findings/" -print_final_stats=1 \
      >"$log" 2>&1; then
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    echo "fuzz: $target: no finding in $runs runs"
  else
    echo "fuzz: $target FOUND A BUG; input and log in $findings/ and $log" >&2
    grep -E 'FUZZ FINDING|ERROR: |runtime error|SUMMARY' "$log" | head -5 >&2 || true
    failed+=("$target")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: findings in: ${failed[*]}" >&2
  exit 1
fi
