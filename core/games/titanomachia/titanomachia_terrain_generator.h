#pragma once

// Random terrain for the board editor: a player's home half drawn from a seed
// under that player's point limit (what its budget leaves for terrain).

#include "games/titanomachia/titanomachia_setup.h"

#include <cstdint>
#include <vector>

namespace pb::titanomachia {

// 50 terrain type indices, the home-half squares in ascending order (a
// PlayerSetup::terrainLayout). Markers of the non-Open types are drawn one at
// a time, each uniformly among the types whose price still fits in what is
// left of `pointLimit`, until none fits or `maxMarkers` are drawn; they are
// then shuffled over the half and Open pads the rest. The same seed, types and
// limit give the same layout. A negative limit counts as 0 (all Open).
std::vector<int> randomTerrainLayout(std::uint64_t seed, const std::vector<TerrainType>& types,
                                     int pointLimit, int maxMarkers = kHalf);

// What `layout` costs with `types` (Open is free).
int terrainLayoutCost(const std::vector<int>& layout, const std::vector<TerrainType>& types);

} // namespace pb::titanomachia
