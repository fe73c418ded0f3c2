#!/usr/bin/env bash
# Builds Playbench with AddressSanitizer and UndefinedBehaviorSanitizer
# (-DPLAYBENCH_SANITIZE=ON: UBSan halts on the first error) into build-asan/
# and runs the whole test suite there through ctest. Exits non-zero on any failure,
# which includes any sanitizer report. docs/reliability.md has the figures.
#   PLAYBENCH_SANITIZE_GUI=OFF   leave out the GUI and its tests (ON by
#                                default: the whole suite, as CI runs it)
#   PLAYBENCH_SANITIZE_JOBS=N    build jobs (default 2)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=build-asan
cmake -S . -B "$build" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPLAYBENCH_SANITIZE=ON \
  -DPLAYBENCH_BUILD_GUI="${PLAYBENCH_SANITIZE_GUI:-ON}" \
  -DPLAYBENCH_BUILD_BENCHMARKS=OFF \
  -DBUILD_TESTING=ON >/dev/null
cmake --build "$build" -j "${PLAYBENCH_SANITIZE_JOBS:-2}"

# The tests start playbench-cli (and playbench) themselves: the children
# inherit these. Leaks count as failures; Qt's own are listed in lsan.supp.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:halt_on_error=1:strict_init_order=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$build" --output-on-failure -j2 --no-tests=error
