#pragma once

#include "report/report_block.h"

#include <string>
#include <vector>

namespace pb {

class ReportSection;
class Ruleset;
struct ReportContext;
struct SimulatedGame;
struct SimulationResult;

// The writers of a report: HTML (html_report.cpp, also the blocks the PDF
// lays out), JSON (json_report.cpp) and the per-game CSV (csv_report.cpp).
// The HTML and JSON walk the report's sections (reportSections()), or the
// list given.

// Every section's blocks in the sections' order.
std::vector<ReportBlock> reportBlocks(const ReportContext& context);
std::vector<ReportBlock> reportBlocks(const ReportContext& context,
                                      const std::vector<const ReportSection*>& sections);

// The report's style sheet (for the HTML page and the PDF's text).
std::string reportStyleSheet();

// One self-contained HTML file: inline CSS and SVG, no scripts, no network.
std::string htmlReport(const ReportContext& context);
std::string htmlReport(const ReportContext& context,
                       const std::vector<const ReportSection*>& sections);

// The JSON summary: the context and every metric (docs/reports.md).
std::string jsonReport(const ReportContext& context);
std::string jsonReport(const ReportContext& context,
                       const std::vector<const ReportSection*>& sections);

// One row per game in index order: index, seed, first mover, winner, draw,
// turn limit, turns, decisions, legal decisions counted and at how many decision
// points, each seat's agent, score and rank, then each seat's counters
// (RFC 4180: CRLF line ends; no field needs quoting but agent specs, which are
// quoted when they hold a comma or a quote).
std::string csvGames(const SimulationResult& result, const Ruleset& ruleset, int numPlayers,
                     const std::vector<std::string>& agents = {});
// The same in parts, for a run streamed from the store a game at a time: the
// header line, then one line per game (each with its CRLF).
std::string csvGamesHeader(const Ruleset& ruleset, int numPlayers);
std::string csvGameRow(const SimulatedGame& game, const Ruleset& ruleset, int numPlayers,
                       const std::vector<std::string>& agents = {});

// The metric paths the sweep section (sweep_section.cpp) plots when ReportContext::sweepPlots is
// empty. A cooperative game plots the team's win rate instead of each seat's and of the first
// player's.
std::vector<std::string> defaultSweepPlots(int numPlayers, bool withSkill,
                                           bool cooperative = false);

} // namespace pb
