#!/usr/bin/env bash
# Installs what is missing, builds everything into build/ and runs every test;
# then the sanitized suite and the fuzz targets (see the end).
# Exits non-zero when the build or any test fails (or when no test ran).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

./scripts/install-deps.sh
cmake --preset default
cmake --build --preset default

export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure -j2 --no-tests=error

# docs/reliability.md: then the whole suite again under ASan+UBSan
# (build-asan/; PLAYBENCH_SANITIZE_GUI=OFF leaves the GUI out), and each fuzz target
# for PLAYBENCH_FUZZ_SECONDS (build-fuzz/, 60 s each by default; a finding fails
# the run). PLAYBENCH_SANITIZE_TESTS=0 and PLAYBENCH_FUZZ_SECONDS=0 skip them
# for a quicker local run.
if [ "${PLAYBENCH_SANITIZE_TESTS:-1}" != 0 ]; then
  ./scripts/test-sanitized.sh
fi
if [ "${PLAYBENCH_FUZZ_SECONDS:-60}" != 0 ]; then
  ./scripts/fuzz.sh "${PLAYBENCH_FUZZ_SECONDS:-60}"
fi
