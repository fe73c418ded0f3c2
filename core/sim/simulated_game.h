#pragma once

#include "engine/outcome.h"

#include <cstdint>
#include <vector>

namespace pb {

// One game of a batch: enough for every metric and for per-game CSV export.
struct SimulatedGame {
    std::uint64_t index = 0;
    std::uint64_t seed = 0;
    int firstMover = -1;
    Outcome outcome;
    int turns = 0;
    int decisions = 0;                  // seat decisions, chance excluded
    std::uint64_t legalDecisionSum = 0; // see GameRecord
    int countedDecisionPoints = 0;
    std::vector<std::uint32_t> counters; // seat-major: counters[seat * numCounters + c]
    // With SimulationConfig::heatmaps: the maps' cells, map-major, then with
    // more than one seat the same block again per seat (the events each seat's
    // decisions led to; chance's are in the first block only).
    std::vector<std::uint32_t> heat;
};

} // namespace pb
