#include "games/titanomachia/titanomachia_terrain_generator.h"

#include "engine/rng.h"

#include <algorithm>

namespace pb::titanomachia {

std::vector<int> randomTerrainLayout(std::uint64_t seed, const std::vector<TerrainType>& types,
                                     int pointLimit, int maxMarkers) {
    Rng rng(seed);
    std::vector<int> layout(kHalf, 0);
    int left = std::max(0, pointLimit);
    const int most = std::clamp(maxMarkers, 0, kHalf);
    std::vector<int> fitting;
    for (int n = 0; n < most; ++n) {
        fitting.clear();
        // A free non-Open type always fits: it would fill the half; it is drawn like any other.
        for (std::size_t t = 1; t < types.size(); ++t)
            if (types[t].cost <= left)
                fitting.push_back(int(t));
        if (fitting.empty())
            break;
        const int t = fitting[rng.below(std::uint32_t(fitting.size()))];
        layout[std::size_t(n)] = t;
        left -= types[std::size_t(t)].cost;
    }
    for (int i = kHalf - 1; i > 0; --i)
        std::swap(layout[std::size_t(i)], layout[rng.below(std::uint32_t(i + 1))]);
    return layout;
}

int terrainLayoutCost(const std::vector<int>& layout, const std::vector<TerrainType>& types) {
    int cost = 0;
    for (int t : layout)
        if (t >= 0 && std::size_t(t) < types.size())
            cost += types[std::size_t(t)].cost;
    return cost;
}

} // namespace pb::titanomachia
