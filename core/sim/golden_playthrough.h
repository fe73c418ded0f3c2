#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pb {

class Ruleset;

// One pinned game of a ruleset's golden playthroughs: its seats, seed and
// agents (one spec per seat), with the ruleset's default parameters.
struct GoldenGame {
    int players = 2;
    std::uint64_t seed = 1;
    std::vector<std::string> agents;
};

// The games pinned for `ruleset` (OpenSpiel's playthroughs, Stockfish's perft
// counts): all random, greedy against random, and MCTS with a small fixed
// iteration count against greedy, plus all random with three seats where the
// ruleset takes them. Every agent is seeded, so each game is deterministic.
std::vector<GoldenGame> goldenGames(const Ruleset& ruleset);

// The golden file of `ruleset` (tests/data/golden/<id>.txt): each game's
// header, then one line per decision — the actor, the state hash after it
// and the decision's JSON — and its result. A rule change that keeps every
// invariant still changes this text, so it shows as a deliberate update of
// the file (scripts/golden-playthroughs.sh regenerates every file).
std::vector<std::string> goldenPlaythroughLines(const Ruleset& ruleset);

} // namespace pb
