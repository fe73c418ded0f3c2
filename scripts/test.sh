#!/usr/bin/env bash
# Installs what is missing, then builds and tests everything, as CI does:
#   1. the full-speed build (build-random-play/, GCC -O2): the rules core, the
#      benchmarks and the core's random-play tests, which play their full
#      counts only at full speed (preset `random-play`);
#   2. one clang build with ASan+UBSan and libFuzzer coverage (build-asan/)
#      and the whole suite in it, every area, the fuzz-corpus replays and the
#      install check included (scripts/test-sanitized.sh);
#   3. each fuzz target of that same build for PLAYBENCH_FUZZ_SECONDS
#      (30 s by default; a finding fails the run; scripts/fuzz.sh).
# Ends with a table of each phase and its time. Exits non-zero when a build or
# a test fails, or when no test ran. PLAYBENCH_SANITIZE_TESTS=0 and
# PLAYBENCH_FUZZ_SECONDS=0 skip phases 2 and 3 for a quicker local run (then
# `cmake --preset default && cmake --build --preset default && ctest
# --preset default` runs every area's tests in an ordinary build).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/phases.sh

phase "install check" ./scripts/install-deps.sh
# Every other test runs sanitized below; building the product and every
# area with GCC as well cost more than half of this run (docs/reliability.md,
# "Build time").
phase "full-speed build (build-random-play/)" bash -c "cmake --preset random-play >/dev/null && cmake --build --preset random-play"
export QT_QPA_PLATFORM=offscreen
phase "full-speed tests" ctest --test-dir build-random-play --output-on-failure -j2 --no-tests=error

fuzz_seconds="${PLAYBENCH_FUZZ_SECONDS:-30}"
if [ "${PLAYBENCH_SANITIZE_TESTS:-1}" != 0 ] || [ "$fuzz_seconds" != 0 ]; then
  phase "sanitized build (build-asan/)" ./scripts/build-sanitized.sh
fi
if [ "${PLAYBENCH_SANITIZE_TESTS:-1}" != 0 ]; then
  phase "sanitized tests" ./scripts/test-sanitized.sh --no-build
fi
if [ "$fuzz_seconds" != 0 ]; then
  phase "fuzz runs (${fuzz_seconds} s each)" ./scripts/fuzz.sh --no-build "$fuzz_seconds"
fi
