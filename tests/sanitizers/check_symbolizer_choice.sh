#!/usr/bin/env bash
# scripts/sanitizer-env.sh points the sanitizers at a symbolizer: the first of
# llvm-symbolizer-14, llvm-symbolizer and addr2line that the PATH holds, and
# refuses a PATH with none in one line. And this machine has the one
# install-deps.sh installs, so lsan.supp's function names match here as on a
# fresh Debian 12 (docs/reliability.md, "The symbolizer").
#   check_symbolizer_choice.sh REPOSITORY
set -euo pipefail
repo="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

tool() { mkdir -p "$tmp/$1"; printf '#!/bin/sh\n' >"$tmp/$1/$2"; chmod +x "$tmp/$1/$2"; }
tool all llvm-symbolizer-14; tool all llvm-symbolizer; tool all addr2line
tool plain llvm-symbolizer; tool plain addr2line
tool binutils addr2line
mkdir -p "$tmp/none"

# The env script under a PATH of that folder alone (cd, source, command and
# echo are bash builtins).
choose() {
  env -i PATH="$tmp/$1" /bin/bash -c "cd '$repo' && source scripts/sanitizer-env.sh && echo \"\$ASAN_SYMBOLIZER_PATH \$UBSAN_SYMBOLIZER_PATH\""
}
[ "$(choose all)" = "$tmp/all/llvm-symbolizer-14 $tmp/all/llvm-symbolizer-14" ] || fail "all three: $(choose all)"
[ "$(choose plain)" = "$tmp/plain/llvm-symbolizer $tmp/plain/llvm-symbolizer" ] || fail "plain: $(choose plain)"
[ "$(choose binutils)" = "$tmp/binutils/addr2line $tmp/binutils/addr2line" ] || fail "addr2line: $(choose binutils)"
status=0
message="$(choose none 2>&1)" || status=$?
[ "$status" -ne 0 ] || fail "a PATH with no symbolizer was accepted"
case "$message" in
  *"no symbolizer"*install-deps*) ;;
  *) fail "the refusal does not say what to do: $message" ;;
esac

command -v llvm-symbolizer-14 >/dev/null ||
  fail "llvm-symbolizer-14 is missing: scripts/install-deps.sh lists llvm-14, which installs it"
echo "the symbolizer choice holds"
