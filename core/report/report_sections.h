#pragma once

#include "report/report_section.h"

#include <vector>

namespace pb {

// The balance report's sections in reading order: the header, the A/B
// comparison, who wins, first-player advantage, skill against luck, game
// length, per-game counts, decision complexity, rule usage, the skill trace,
// the heatmaps, the sweep and the run. The HTML, PDF and JSON writers walk
// this list; each section lives in its own file (report/<id>_section.cpp).
const std::vector<const ReportSection*>& reportSections();

const ReportSection& reportHeaderSection();
const ReportSection& comparisonSection();
const ReportSection& whoWinsSection();
const ReportSection& firstPlayerSection();
const ReportSection& skillSection();
const ReportSection& gameLengthSection();
const ReportSection& distributionSection();
const ReportSection& complexitySection();
const ReportSection& ruleUsageSection();
const ReportSection& skillTraceSection();
const ReportSection& heatmapSection();
const ReportSection& sweepSection();
const ReportSection& runSection();

} // namespace pb
