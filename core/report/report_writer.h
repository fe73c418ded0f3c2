#pragma once

#include <string>
#include <vector>

namespace pb {

class Ruleset;
struct ReportContext;
struct SimulationResult;

// One piece of a report in reading order: an HTML fragment (headings, tables,
// paragraphs; no scripts or styles) or one SVG chart. htmlReport() joins them
// into a page; the PDF writer lays them out on pages and draws each chart as
// vectors.
struct ReportBlock {
    enum class Kind { Html, Svg };
    Kind kind = Kind::Html;
    std::string content;
};

// Every section of the report: who wins, first-player advantage, skill against
// luck, game length, decision complexity, rule usage, the sweep, and the run
// (design, parameters, agents, seeds, program, the command that reproduces it).
std::vector<ReportBlock> reportBlocks(const ReportContext& context);

// The report's style sheet (for the HTML page and the PDF's text).
std::string reportStyleSheet();

// One self-contained HTML file: inline CSS and SVG, no scripts, no network.
std::string htmlReport(const ReportContext& context);

// The JSON summary: the context and every metric (docs/reports.md).
std::string jsonReport(const ReportContext& context);

// One row per game in index order: index, seed, first mover, winner, draw,
// turn limit, turns, decisions, legal decisions counted and at how many decision
// points, each seat's agent, score and rank, then each seat's counters
// (RFC 4180: CRLF line ends; no field needs quoting but agent specs, which are
// quoted when they hold a comma or a quote).
std::string csvGames(const SimulationResult& result, const Ruleset& ruleset, int numPlayers,
                     const std::vector<std::string>& agents = {});

// The metric paths a sweep section plots when ReportContext::sweepPlots is empty.
// A cooperative game plots the team's win rate instead of each seat's and of
// the first player's.
std::vector<std::string> defaultSweepPlots(int numPlayers, bool withSkill,
                                           bool cooperative = false);

} // namespace pb
