#pragma once

#include "report/report_writer.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

// The report's "Where things happen" section: each heatmap of
// summarizeHeatmaps() as a grid of coloured cells in the map's own shape (its
// rows and columns), each cell's count written in it, with a legend from 0 to
// the busiest cell. Nothing is added when `heatmaps` is null or empty.
void appendHeatmapSection(std::vector<ReportBlock>& blocks, const nlohmann::json& heatmaps);

// The colour of a heatmap cell holding `share` (0..1) of the busiest cell's
// count, "#rrggbb", from pale yellow to deep red; the Reports page uses the same.
std::string heatColor(double share);

} // namespace pb
