#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

// Everything a balance report shows besides the numbers: what was simulated,
// by whom, with which seeds, and how to run it again.
struct ReportContext {
    std::string title;     // the design's name, or the ruleset's
    std::string rulesetId; // e.g. "stability"
    std::string rulesetName;
    nlohmann::json params; // resolved
    nlohmann::json nonDefaultParams;
    int players = 2;
    std::vector<std::string> agents;
    std::uint64_t runSeed = 0;
    std::uint64_t games = 0;
    std::string shard;          // "K/N" or empty
    std::string programVersion; // "playbench 0.1.0"
    std::string command;        // the exact command that reproduces the run
    std::string createdAt;      // ISO-8601 UTC
    nlohmann::json metrics;     // balanceMetrics()
    nlohmann::json sweep;       // sweepJson(), or null
    nlohmann::json skill;       // {"agent", "wins": proportion}, or null
};

} // namespace pb
