#!/usr/bin/env bash
# The peak memory of a run's report (docs/reports.md, "Memory"): plays GAMES
# random Stability games into a store, then builds the run's JSON, CSV and HTML
# reports, printing each step's peak resident memory and wall time as
# /usr/bin/time -v measures them. With a second binary (an older build), the
# same store's reports are built by both and compared byte for byte, the
# check that the streaming pass keeps every number of the report.
#   report-memory.sh GAMES [OLD-playbench-cli]
# Environment: PLAYBENCH_CLI (default build/app/cli/playbench-cli), WORK (a
# scratch folder, default a new temporary one), THREADS (default 1).
set -euo pipefail
games=${1:?usage: report-memory.sh GAMES [OLD-playbench-cli]}
old=${2:-}
cli=${PLAYBENCH_CLI:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build/app/cli/playbench-cli}
work=${WORK:-$(mktemp -d)}
threads=${THREADS:-1}
store="$work/run-$games.sqlite"
rm -f "$store" "$store-wal" "$store-shm"

# peak LABEL COMMAND...: runs COMMAND, prints its peak RSS (MB) and wall time.
peak() {
    local label=$1
    shift
    /usr/bin/time -v "$@" 2>"$work/time.txt" >"$work/out.txt"
    local kb wall
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
    printf '%-34s %8.1f MiB %10s\n' "$label" "$(echo "$kb / 1024" | bc -l)" "$wall"
}

echo "$games games, $threads thread(s), in $work"
peak "simulate (no store)" "$cli" simulate --game stability --games "$games" --threads "$threads"
peak "simulate --db" "$cli" simulate --game stability --games "$games" --threads "$threads" \
    --db "$store"
for format in json csv html; do
    peak "report --format $format" "$cli" report --db "$store" --run 1 --format "$format"
    cp "$work/out.txt" "$work/new.$format"
    if [ -n "$old" ]; then
        peak "  the same by $(basename "$old") (old)" "$old" report --db "$store" --run 1 \
            --format "$format"
        if cmp -s "$work/out.txt" "$work/new.$format"; then
            echo "  $format: identical ($(wc -c <"$work/new.$format") bytes)"
        else
            echo "  $format: DIFFERS"
        fi
    fi
done
