#pragma once

#include "engine/heatmap.h"

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>

namespace pb {

class Ruleset;
class State;

// A ruleset bound to resolved parameters and a player count: immutable, shared
// by every state of its games, and the factory of their initial states.
class Game : public std::enable_shared_from_this<Game> {
public:
    Game(const Ruleset& ruleset, nlohmann::json params, int numPlayers);
    virtual ~Game() = default;

    const Ruleset& ruleset() const { return ruleset_; }
    // Every parameter, defaults filled in.
    const nlohmann::json& params() const { return params_; }
    int numPlayers() const { return numPlayers_; }
    // A stable hash of the resolved parameters, for the states' hashes.
    std::uint64_t paramsHash() const { return paramsHash_; }

    // The state before the first decision. `setup` is the ruleset's optional
    // hand-made set-up (a board, a deck; documented per ruleset): null means
    // "generate it from the seed". Throws InvalidInput for a bad setup.
    virtual std::unique_ptr<State> newInitialState(std::uint64_t seed,
                                                   const nlohmann::json& setup = {}) const = 0;

    // Where things happen on this game's board (engine/heatmap.h): the maps a
    // ruleset keeps, none by default, and a recorder for one game of them
    // (null when there are none).
    virtual std::vector<HeatmapSpec> heatmaps() const { return {}; }
    virtual std::unique_ptr<HeatRecorder> makeHeatRecorder() const { return nullptr; }

private:
    const Ruleset& ruleset_;
    nlohmann::json params_;
    int numPlayers_;
    std::uint64_t paramsHash_;
};

} // namespace pb
