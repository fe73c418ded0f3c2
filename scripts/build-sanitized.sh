#!/usr/bin/env bash
# Builds everything with clang, AddressSanitizer and UndefinedBehaviorSanitizer
# (UBSan halts on the first error) into build-asan/ (the CMake preset `asan`).
# The same build holds the libFuzzer targets: our libraries carry the fuzzer's
# coverage instrumentation (-fsanitize=fuzzer-no-link), so the sanitized suite
# (scripts/test-sanitized.sh) and the fuzz runs (scripts/fuzz.sh) share one
# build. docs/reliability.md has the figures.
#   PLAYBENCH_SANITIZE_GUI=OFF   leave out the GUI and its tests
#   PLAYBENCH_SANITIZE_JOBS=N    build jobs (default 2)
#   build-sanitized.sh [target...]   only these targets
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

cmake --preset asan -DPLAYBENCH_BUILD_GUI="${PLAYBENCH_SANITIZE_GUI:-ON}" >/dev/null
targets=()
[ $# -gt 0 ] && targets=(--target "$@")
cmake --build build-asan -j "${PLAYBENCH_SANITIZE_JOBS:-2}" "${targets[@]}"
