#pragma once

#include "games/registry.h"
#include "sim/simulator.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

// A small batch of Stability games with a fixed run seed, for the report tests.
inline pb::SimulationResult playStability(const nlohmann::json& params, std::uint64_t games,
                                          std::vector<std::string> agents = {"random", "random"}) {
    pb::SimulationConfig config;
    config.game = pb::rulesetOrThrow("stability").makeGame(params, 2);
    config.agentSpecs = std::move(agents);
    config.runSeed = 7;
    config.games = games;
    config.complexitySample = 10;
    return pb::simulate(config);
}
