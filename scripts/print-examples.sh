#!/usr/bin/env bash
# Prints every design of a store as print-and-play PDFs and renders the first
# page of each part (rules sheet, board, cards, tokens) as PNG, for the docs
# and for looking at them: scripts/print-examples.sh [DB [OUT_DIR]].
# DB defaults to the demo database the workbench creates on first start.
# Pages are named <ruleset>-<part>.png, at PRINT_EXAMPLES_DPI (100 by default);
# docs/workbench.md's pages are the PNGs of `PRINT_EXAMPLES_DPI=50 scripts/print-examples.sh
# DEMO docs/images/print` of the demo database.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
db="${1:-${XDG_DATA_HOME:-$HOME/.local/share}/playbench/playbench/playbench-demo.sqlite}"
out="${2:-$root/build/print-examples}"
cli="$root/build/app/cli/playbench-cli"
mkdir -p "$out"
[ -f "$db" ] || { echo "no store at $db (start the workbench once, or give one)" >&2; exit 1; }

for id in $(seq 1 50); do
    pdf="$out/design-$id.pdf"
    summary="$("$cli" print --db "$db" --design-id "$id" --out "$pdf" --backs 2>/dev/null)" || break
    echo "$summary"
    # First page of each part, from the summary's page counts (rules, board, cards, tokens).
    read -r ruleset rules board cards tokens < <(python3 -c '
import json, sys
s = json.loads(sys.argv[1])
print(s["ruleset"].replace(":", "-"), s["rules_pages"], s["board_pages"], s["card_pages"], s["token_pages"])' "$summary")
    page=1
    for part in rules:$rules board:$board cards:$cards tokens:$tokens; do
        name="${part%%:*}"
        count="${part##*:}"
        if [ "$count" -gt 0 ]; then
            pdftoppm -r "${PRINT_EXAMPLES_DPI:-100}" -f "$page" -l "$page" -png -singlefile "$pdf" "$out/$ruleset-$name"
            page=$((page + count))
        fi
    done
done
echo "pages in $out"
