#pragma once

#include <string>
#include <vector>

namespace pb {

class Ruleset;
struct ReportContext;
struct SimulationResult;

// One self-contained HTML file: inline CSS and SVG, no scripts, no network.
std::string htmlReport(const ReportContext& context);

// The JSON summary: the context and every metric (docs/reports.md).
std::string jsonReport(const ReportContext& context);

// One row per game: index, seed, first mover, winner, draw, turn limit, turns,
// decisions, each seat's rank and each seat's counters (RFC 4180 quoting).
std::string csvGames(const SimulationResult& result, const Ruleset& ruleset, int numPlayers);

} // namespace pb
