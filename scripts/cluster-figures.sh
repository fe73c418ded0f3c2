#!/usr/bin/env bash
# Measures the figures of docs/reports.md, "Scale on paper": games per second
# of one shard (random and MCTS-strength agents), the merge's time for 4, 16
# and 64 shards, a shard file's size per million games with and without move
# logs, and from them the wall time and disk of a 10-million-game MCTS sweep
# on a 64-node cluster. Prints a Markdown table; paste it into the docs.
#   scripts/cluster-figures.sh [PLAYBENCH_CLI]   (default: build/app/cli/playbench-cli)
# Needs python3 (to read the JSON). About two minutes on two cores.
# CORES_PER_NODE (default 32) is the assumed node of the extrapolation.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cli="${1:-build/app/cli/playbench-cli}"
[ -x "$cli" ] || { echo "cluster-figures: no $cli; build playbench-cli first" >&2; exit 1; }
cli="$(realpath "$cli")"
cores="${CORES_PER_NODE:-32}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
game=(--game stability --seed 2024)
mcts="mcts:iterations=1000,random" # MCTS in seat 1 against random: a skill sweep's games

seconds() { python3 -c 'import json,sys; print(json.load(sys.stdin)["timings"]["seconds"])'; }
now() { date +%s.%N; }

echo "cluster-figures: one shard, random agents" >&2
random_games=20000
random_s=$("$cli" simulate "${game[@]}" --games $random_games --shard 1/1 --timings \
  --db "$work/random.sqlite" | seconds)
echo "cluster-figures: one shard, $mcts" >&2
mcts_games=100
mcts_s=$("$cli" simulate "${game[@]}" --games $mcts_games --agents "$mcts" --timings \
  --db "$work/mcts.sqlite" | seconds)

echo "cluster-figures: shard file sizes" >&2
plain_bytes=$(stat -c %s "$work/random.sqlite")
logged_games=2000
"$cli" simulate "${game[@]}" --games $logged_games --log-moves --db "$work/logged.sqlite" >/dev/null
logged_bytes=$(stat -c %s "$work/logged.sqlite")

merge_games=40000
declare -A merge_s
for n in 4 16 64; do
  echo "cluster-figures: $merge_games games in $n shards, merged" >&2
  mkdir -p "$work/m$n"
  for k in $(seq 1 $n); do
    "$cli" simulate "${game[@]}" --games $merge_games --shard "$k/$n" \
      --db "$work/m$n/shard-$k.sqlite" >/dev/null
  done
  start=$(now)
  "$cli" merge --out "$work/m$n/merged.sqlite" "$work/m$n"/shard-*.sqlite >/dev/null
  merge_s[$n]=$(python3 -c "print($(now) - $start)")
done
merged_bytes=$(stat -c %s "$work/m64/merged.sqlite")

python3 - "$random_games" "$random_s" "$mcts_games" "$mcts_s" "$plain_bytes" "$random_games" \
  "$logged_bytes" "$logged_games" "$merge_games" "${merge_s[4]}" "${merge_s[16]}" \
  "${merge_s[64]}" "$cores" "$merged_bytes" <<'PY'
import sys
(rg, rs, mg, ms, pb, pg, lb, lg, merge_games, m4, m16, m64, cores, mb) = sys.argv[1:]
merged_mb = float(mb) / int(merge_games)
rg, mg, pg, lg, merge_games, cores = map(int, (rg, mg, pg, lg, merge_games, cores))
rs, ms, pb, lb, m4, m16, m64 = map(float, (rs, ms, pb, lb, m4, m16, m64))
random_rate, mcts_rate = rg / rs, mg / ms
plain_mb, logged_mb = pb / pg, lb / lg  # bytes per game = MB per million games
print("| figure | measured here |")
print("|---|---|")
print(f"| games per second, one shard, one core, random agents | {random_rate:,.0f} |")
print(f"| games per second, one shard, one core, mcts:iterations=1000 vs random | {mcts_rate:.1f} |")
for n, s in ((4, m4), (16, m16), (64, m64)):
    print(f"| merge of {merge_games:,} games in {n} shards | {s:.2f} s |")
print(f"| shard file per million games, no move log | {plain_mb:,.0f} MB |")
print(f"| shard file per million games, --log-moves | {logged_mb:,.0f} MB |")
print(f"| merged store per million games, no move log | {merged_mb:,.0f} MB |")
games = 10_000_000
nodes = 64
wall = games / (nodes * cores * mcts_rate)
merge_per_game = m64 / merge_games
print()
print(f"10 million mcts:iterations=1000 games on {nodes} nodes of {cores} cores "
      f"(one shard per node, --threads {cores}):")
print(f"- simulation: {games:,} / ({nodes} x {cores} x {mcts_rate:.1f} games/s) = "
      f"{wall / 60:.0f} min wall")
print(f"- merge (64 shards, scaled by games): {merge_per_game * games / 60:.0f} min")
print(f"- disk without move logs: shards {plain_mb * games / 1e6 / 1000:.1f} GB + merged "
      f"store {merged_mb * games / 1e6 / 1000:.1f} GB; with --log-moves about "
      f"{logged_mb * games / 1e6 / 1000:.0f} GB of shards and as much again merged")
print(f"- one core of this machine: {games / mcts_rate / 86400:.0f} days")
PY
