#pragma once

// How to reach the state where a property check broke: the game, its seed and
// set-up, and every decision from its initial state, so a designer can replay
// the break (docs/engine.md, "The property harness").

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {
class Ruleset;
class State;
} // namespace pb

namespace pb::check {

struct Reproduction {
    std::string game;                                 // the ruleset's id
    nlohmann::json params = nlohmann::json::object(); // resolved
    int players = 0;
    nlohmann::json setup; // Game::newInitialState's set-up; null: generated from the seed
    std::uint64_t seed = 0;
    // Every decision (chance outcomes too) from the initial state, as decision JSON.
    std::vector<nlohmann::json> decisions;

    // {"game", "params", "players", "setup", "seed" (as text: a 64-bit number
    // loses digits in most JSON readers), "decisions": [decision JSON...]}.
    nlohmann::json toJson() const;
    // Reads toJson's form back (a stored Check report's); throws InvalidInput
    // naming the field that is missing or of the wrong type.
    static Reproduction fromJson(const nlohmann::json& json);
};

// The state `reproduction` leads to: `ruleset`'s game of its parameters and
// players, its initial state of seed and set-up, then each decision read with
// decisionFromJson and applied (checked). Throws as those do, e.g. when the
// reproduction is of another ruleset.
std::unique_ptr<State> replayReproduction(const Ruleset& ruleset, const Reproduction& reproduction);

// `reproduction` as an exported game ("playbench-game" version 1, the Review
// page's "Export JSON", db/game_export.h) that `playbench-cli replay --file`
// replays and verifies hash by hash: every seat "random", status "running",
// each move's actor, text and hash from replaying it. The replay starts from
// the initial state's JSON, so a ruleset whose JSON round trip is broken may
// replay otherwise than replayReproduction. Throws as replayReproduction.
nlohmann::json reproductionAsExportedGame(const Ruleset& ruleset, const Reproduction& reproduction);

} // namespace pb::check
