#!/usr/bin/env bash
# Installs what is missing, then builds and tests everything, as CI does:
#   1. the normal build (build/): the product as users get it, with the core's
#      tests, whose random play runs its full counts only at full speed, and
#      the fuzz-corpus replays and the install check;
#   2. one clang build with ASan+UBSan and libFuzzer coverage (build-asan/)
#      and the whole suite in it, every area (scripts/test-sanitized.sh);
#   3. each fuzz target of that same build for PLAYBENCH_FUZZ_SECONDS
#      (60 s by default; a finding fails the run; scripts/fuzz.sh).
# Ends with a table of each phase and its time. Exits non-zero when a build or
# a test fails, or when no test ran. PLAYBENCH_SANITIZE_TESTS=0 and
# PLAYBENCH_FUZZ_SECONDS=0 skip phases 2 and 3 for a quicker local run;
# PLAYBENCH_NORMAL_TEST_AREAS=all builds and runs every area in build/ too.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/phases.sh

phase "install check" ./scripts/install-deps.sh
# Every area's tests run sanitized below; building them with GCC as well cost
# about a third of this build (docs/reliability.md, "Build time").
normal_areas="${PLAYBENCH_NORMAL_TEST_AREAS:-core}"
phase "normal build (build/)" bash -c "cmake --preset default -DPLAYBENCH_TEST_AREAS='$normal_areas' >/dev/null && cmake --build --preset default"
export QT_QPA_PLATFORM=offscreen
phase "normal tests" ctest --test-dir build --output-on-failure -j2 --no-tests=error

fuzz_seconds="${PLAYBENCH_FUZZ_SECONDS:-60}"
if [ "${PLAYBENCH_SANITIZE_TESTS:-1}" != 0 ] || [ "$fuzz_seconds" != 0 ]; then
  phase "sanitized build (build-asan/)" ./scripts/build-sanitized.sh
fi
if [ "${PLAYBENCH_SANITIZE_TESTS:-1}" != 0 ]; then
  phase "sanitized tests" ./scripts/test-sanitized.sh --no-build
fi
if [ "$fuzz_seconds" != 0 ]; then
  phase "fuzz runs (${fuzz_seconds} s each)" ./scripts/fuzz.sh --no-build "$fuzz_seconds"
fi
