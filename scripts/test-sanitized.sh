#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and UBSan through ctest, in
# build-asan/ (built first by scripts/build-sanitized.sh unless --no-build).
# Exits non-zero on any failure, which includes any sanitizer report.
# docs/reliability.md has the figures.
#   test-sanitized.sh [--no-build]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

[ "${1:-}" = --no-build ] || ./scripts/build-sanitized.sh

source scripts/sanitizer-env.sh
# The tests start playbench-cli (and playbench) themselves: the children
# inherit these. Leaks count as failures; Qt's own are listed in lsan.supp.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:halt_on_error=1:strict_init_order=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build-asan --output-on-failure -j2 --no-tests=error
