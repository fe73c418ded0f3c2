#!/usr/bin/env python3
# Writes the valid seed inputs (seed-*) of tests/fuzz/corpus/ from the real
# command line: states along a random game of every ruleset at its smallest
# and largest player count, the decisions taken, the game as a `step`
# session, and a few design files. Run it again when a format changes:
#   python3 tests/fuzz/make_seeds.py build/app/cli/playbench-cli tests/fuzz/corpus
# The crash-* inputs (bugs once found) are never rewritten.
import json, os, random, subprocess, sys
cli = sys.argv[1]; out = sys.argv[2]
games = json.loads(subprocess.check_output([cli, "games"]))
rng = random.Random(7)
def write(target, name, data):
    d = os.path.join(out, target); os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f: f.write(data)
for gi, g in enumerate(games):
    n = len(games)
    for players in (g["min_players"], g["max_players"]):
        # a first byte b with b % n == gi and min + (b // n) % span == players
        span = g["max_players"] - g["min_players"] + 1
        b = next(b for b in range(256) if b % n == gi and g["min_players"] + (b // n) % span == players)
        p = subprocess.Popen([cli, "step", "--game", g["id"], "--players", str(players), "--seed", str(b)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        line = json.loads(p.stdout.readline())
        lines = []; states = [line["state"]]; decisions = []
        for step in range(400):
            if line["actor"] == "terminal": break
            d = rng.choice(line["legal"])
            text = json.dumps(d, separators=(",", ":"))
            lines.append(text); decisions.append(d)
            p.stdin.write(text + "\n"); p.stdin.flush()
            line = json.loads(p.stdout.readline())
            assert "error" not in line, line
            states.append(line["state"])
        p.stdin.close(); p.wait()
        tag = f"{g['id']}-{players}p"
        picks = sorted(set([0, 1, 3, 10, 30, len(states) // 2, len(states) - 1]))
        for i in picks:
            if i < len(states):
                write("fuzz_state_json", f"seed-{tag}-state{i}.json", json.dumps(states[i]).encode())
        write("fuzz_step_protocol", f"seed-{tag}-game.txt", bytes([b]) + "\n".join(lines[:120]).encode())
        kinds = {}
        for d in decisions: kinds.setdefault(d.get("type"), d)
        for k, d in kinds.items():
            write("fuzz_decision_json", f"seed-{g['id']}-{k}.json", json.dumps(d).encode())
        write("fuzz_decision_json", f"seed-{tag}-sequence.json", json.dumps(decisions[:32]).encode())

# Design files: a board, the defaults of each ruleset, and one from the future.
def design(filename, **fields):
    write("fuzz_design_file", filename, (json.dumps(dict({"format": "playbench-design",
          "version": 1}, **fields), indent=2, ensure_ascii=False) + "\n").encode())
board = json.loads(subprocess.check_output([cli, "new", "--game", "stability", "--seed", "3",
                                            "--param", "size=6"]))["board"]
design("seed-stability-board.playbench.json", name="Six by six", ruleset="stability",
       params={"size": 6, "shareSquares": True, "directions": "eight"},
       setup={"board": board}, notes="Ünïcödé ✓")
for g in games:
    design(f"seed-{g['id']}-default.playbench.json", name="Default", ruleset=g["id"],
           params={}, setup=None, notes="")
design("seed-newer-version.playbench.json", version=2, name="Future", ruleset="stability")
