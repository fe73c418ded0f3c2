# Sourced by scripts/test-sanitized.sh and scripts/fuzz.sh: points ASan, LSan
# and UBSan at a symbolizer explicitly, instead of at whatever the machine
# happens to have on its PATH. tests/sanitizers/lsan.supp names Qt's leaking
# functions, and only a symbolizer turns a leak's addresses into those names:
# without one, known Qt leaks fail every GUI test (a fresh Debian 12 has no
# plain `llvm-symbolizer`; install-deps.sh installs llvm-14, whose binary is
# `llvm-symbolizer-14`). GNU addr2line (binutils, with build-essential) names
# the same functions from the libraries' dynamic symbols, so it is the
# fallback; a machine with neither is refused here in one line.
pb_symbolizer="${PLAYBENCH_SYMBOLIZER:-}"
if [ -z "$pb_symbolizer" ]; then
  for candidate in llvm-symbolizer-14 llvm-symbolizer addr2line; do
    if pb_symbolizer="$(command -v "$candidate")"; then break; fi
    pb_symbolizer=""
  done
fi
if [ -z "$pb_symbolizer" ] || [ ! -x "$pb_symbolizer" ]; then
  echo "sanitizers: no symbolizer (llvm-symbolizer-14, llvm-symbolizer or addr2line): run scripts/install-deps.sh" >&2
  exit 1
fi
# The runtimes take the path from these variables; the children the tests
# start (playbench-cli, playbench) inherit them.
export ASAN_SYMBOLIZER_PATH="$pb_symbolizer"
export UBSAN_SYMBOLIZER_PATH="$pb_symbolizer"
export LSAN_SYMBOLIZER_PATH="$pb_symbolizer"
unset pb_symbolizer candidate
