#!/usr/bin/env bash
# Installs what is missing, then builds and tests everything, as CI does:
#   1. the normal build (build/) and every test through ctest;
#   2. one clang build with ASan+UBSan and libFuzzer coverage (build-asan/),
#      the whole suite again in it (scripts/test-sanitized.sh);
#   3. each fuzz target of that same build for PLAYBENCH_FUZZ_SECONDS
#      (60 s by default; a finding fails the run; scripts/fuzz.sh).
# Ends with a table of each phase and its time. Exits non-zero when a build or
# a test fails, or when no test ran. PLAYBENCH_SANITIZE_TESTS=0 and
# PLAYBENCH_FUZZ_SECONDS=0 skip phases 2 and 3 for a quicker local run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/phases.sh

phase "install check" ./scripts/install-deps.sh
phase "normal build (build/)" bash -c 'cmake --preset default >/dev/null && cmake --build --preset default'
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
