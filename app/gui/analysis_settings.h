#pragma once

#include "sim/move_analysis.h"

namespace pb::gui {

// The label thresholds of the Review page's second opinion, kept in QSettings
// (group "analysis") so that Settings changes them for every later look at an
// analysis: labels are worked out from the stored win chances when shown, so
// new thresholds need no new search. playbench-cli takes --thresholds instead.
pb::AnalysisThresholds analysisThresholds();
// Stores `thresholds` if they rise strictly within (0, 1]; false (nothing
// stored) otherwise.
bool setAnalysisThresholds(const pb::AnalysisThresholds& thresholds);
bool validThresholds(const pb::AnalysisThresholds& thresholds);

} // namespace pb::gui
