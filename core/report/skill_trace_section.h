#pragma once

#include "report/report_block.h"

#include <nlohmann/json.hpp>
#include <vector>

namespace pb {

// The report's "Skill trace" section from skillTrace(): the verdict, a chart of
// the stronger side's win rate against the strength ratio (the team's win rate
// against its strength when cooperative, both on a tenfold scale) and the table
// of matches or rungs. Nothing is added when `trace` is null.
void appendSkillTraceSection(std::vector<ReportBlock>& blocks, const nlohmann::json& trace);

} // namespace pb
