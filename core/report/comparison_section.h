#pragma once

#include "report/report_block.h"

#include <nlohmann/json.hpp>
#include <vector>

namespace pb {

// The report's "A/B comparison" section: the headline verdict, then every
// metric of design A beside design B's with the difference, its 95% interval
// and its verdict. `compare` is what `playbench-cli compare` prints
// ({"a": {"name", "params"}, "b": {...}, "agents", "seed", "comparison":
// compareBatches()}, and with heatmaps counted "heatmaps": compareHeatmaps());
// the Reports page builds the same object, so a report from either says the
// same. Nothing is added when `compare` is null.
void appendComparisonSection(std::vector<ReportBlock>& blocks, const nlohmann::json& compare);

} // namespace pb
