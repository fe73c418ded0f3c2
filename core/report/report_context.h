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
    std::string designNotes; // the design's notes, if the run belongs to one
    std::int64_t runId = 0;  // the run in the store, 0 if not stored
    nlohmann::json params;   // resolved
    nlohmann::json nonDefaultParams;
    int players = 2;
    std::vector<std::string> agents;
    std::uint64_t runSeed = 0;
    std::uint64_t games = 0;            // games of the whole batch
    std::uint64_t complexitySample = 0; // leading games that counted legal decisions
    bool logMoves = false;              // every decision was stored
    std::string shard;                  // "K/N" or empty
    std::string programVersion;         // "playbench-cli 0.1.0"
    std::string command;                // the exact command that reproduces the run
    std::string recordedCommand;        // the command line that started it, if different
    // The set-up every game started from (null: each generated its own) and
    // the file name `command` reads it from, beside the exported report.
    nlohmann::json setup;
    std::string setupFile;
    std::string createdAt;               // ISO-8601 UTC
    nlohmann::json metrics;              // balanceMetrics()
    nlohmann::json sweep;                // sweepJson(), or null
    nlohmann::json skill;                // skillMetrics() plus "run_seed", or null
    std::vector<std::string> sweepPlots; // metricAt() paths to plot against a sweep's parameters
    // An A/B comparison of this design (A) with another (B), as `playbench-cli
    // compare` prints it, or null: the report then has an "A/B comparison" section.
    nlohmann::json comparison;
    // The run's heatmaps (summarizeHeatmaps()) and its design's skill trace
    // (skillTrace()), or null: each then has a section of its own.
    nlohmann::json heatmaps;
    nlohmann::json skillTrace;
};

} // namespace pb
