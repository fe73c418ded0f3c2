#include "stats/proportion.h"

#include <algorithm>
#include <cmath>

namespace pb {

Proportion wilsonInterval(double successes, std::uint64_t trials, double z) {
    Proportion p;
    p.successes = successes;
    p.trials = trials;
    if (trials == 0) {
        p.high = 1.0;
        return p;
    }
    const double n = static_cast<double>(trials);
    const double phat = successes / n;
    const double z2 = z * z;
    const double centre = (phat + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(phat * (1 - phat) / n + z2 / (4 * n * n));
    p.rate = phat;
    // At 0 (or n) successes the bound is exactly 0 (or 1); the formula leaves
    // rounding noise there.
    p.low = successes <= 0.0 ? 0.0 : std::max(0.0, centre - half);
    p.high = successes >= n ? 1.0 : std::min(1.0, centre + half);
    return p;
}

} // namespace pb
