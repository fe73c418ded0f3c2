#pragma once

#include "report/report_block.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

// The report's "Where things happen" section: each heatmap of
// summarizeHeatmaps() as a grid of coloured cells in the map's own shape (its
// rows and columns), each cell's events per game written in it (and, on
// hover, the share of games in which it saw one), with a legend from 0 to the
// busiest cell; then, where at least two seats' decisions put events on the
// map, the same map per seat (heatmapPerGame()). A run stored without its
// game count shows its totals and says so. Nothing is added when `heatmaps`
// is null or empty.
void appendHeatmapSection(std::vector<ReportBlock>& blocks, const nlohmann::json& heatmaps);

// The A/B comparison's difference maps (compareHeatmaps()): B minus A per
// game in each cell on a diverging scale, the cells whose simultaneous 95%
// interval leaves out 0 outlined. Nothing is added when `differences` is null
// or empty.
void appendHeatmapDifferences(std::vector<ReportBlock>& blocks, const nlohmann::json& differences);

// The colour of a heatmap cell holding `share` (0..1) of the busiest cell's
// count, "#rrggbb", from pale yellow to deep red; the Reports page's
// ColorScheme.heatScale has the same colours in 7 steps.
std::string heatColor(double share);

// The colour of a difference map's cell holding `share` (-1..1) of the largest
// difference, "#rrggbb": 9 steps from blue (fewer in B) through near white
// (no difference) to red (more in B), as ColorScheme.differenceScale.
std::string differenceColor(double share);

} // namespace pb
