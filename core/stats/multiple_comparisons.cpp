#include "stats/multiple_comparisons.h"

#include <algorithm>
#include <numeric>

namespace pb {

std::vector<double> holmAdjusted(std::span<const double> p) {
    const std::size_t m = p.size();
    std::vector<std::size_t> order(m);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return p[x] < p[y]; });
    std::vector<double> adjusted(m);
    double running = 0.0;
    for (std::size_t rank = 0; rank < m; ++rank) {
        const std::size_t i = order[rank];
        running = std::max(running, std::min(1.0, static_cast<double>(m - rank) * p[i]));
        adjusted[i] = running;
    }
    return adjusted;
}

FamilyVerdicts judgeFamily(double primaryP, std::span<const double> secondaryP, double alpha,
                           double primaryShare) {
    FamilyVerdicts v;
    v.primaryReal = primaryP < primaryShare * alpha;
    v.secondaryLevel = v.primaryReal ? alpha : (1.0 - primaryShare) * alpha;
    v.secondaryAdjusted = holmAdjusted(secondaryP);
    v.secondaryReal.resize(secondaryP.size());
    for (std::size_t i = 0; i < secondaryP.size(); ++i)
        v.secondaryReal[i] = v.secondaryAdjusted[i] < v.secondaryLevel;
    return v;
}

} // namespace pb
