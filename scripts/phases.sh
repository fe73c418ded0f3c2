# Sourced by scripts/test.sh: `phase NAME COMMAND...` runs a command as a named
# phase and times it; when the script exits, a table lists each phase, its
# time and whether it passed, and says so when the total passes the budget
# CI is held to (PLAYBENCH_BUDGET_MINUTES, 30 by default).
phase_names=()
phase_seconds=()
phase_results=()
phases_started=$SECONDS

phase() {
  local name="$1"
  shift
  echo "== ${name}"
  local start=$SECONDS status=0
  "$@" || status=$?
  phase_names+=("$name")
  phase_seconds+=($((SECONDS - start)))
  if [ "$status" -eq 0 ]; then phase_results+=("ok"); else phase_results+=("FAILED ($status)"); fi
  return "$status"
}

minutes() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }

phase_table() {
  local status=$? total=$((SECONDS - phases_started)) budget=$((${PLAYBENCH_BUDGET_MINUTES:-30} * 60))
  echo
  printf '%-40s %8s  %s\n' "phase" "time" "result"
  local i
  for i in "${!phase_names[@]}"; do
    printf '%-40s %8s  %s\n' "${phase_names[$i]}" "$(minutes "${phase_seconds[$i]}")" "${phase_results[$i]}"
  done
  printf '%-40s %8s\n' "total" "$(minutes "$total")"
  if [ "$total" -gt "$budget" ]; then
    echo "The total passed the budget of ${PLAYBENCH_BUDGET_MINUTES:-30} minutes (docs/reliability.md, \"Build time\")."
  fi
  exit "$status"
}
trap phase_table EXIT
