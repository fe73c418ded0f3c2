#!/usr/bin/env bash
# Regenerates the golden playthroughs of every registered ruleset
# (tests/data/golden/<id>.txt, docs/reliability.md "Golden playthroughs"):
# builds core_tests in build-headless/ (or the build folder given as the first
# argument, which must already be configured) and runs its golden test in
# write mode. Review the diff before committing it: every changed line is a
# game the rules now play differently.
#   scripts/golden-playthroughs.sh [build folder]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build="${1:-build-headless}"
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake --preset headless >/dev/null
  build=build-headless
fi
cmake --build "$build" --target core_tests -j"${PLAYBENCH_JOBS:-2}"
QT_QPA_PLATFORM=offscreen PLAYBENCH_WRITE_GOLDEN=1 \
  "$build/tests/core/core_tests" test_golden_playthroughs
git status --short tests/data/golden
