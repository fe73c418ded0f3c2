#pragma once

#include <cstdint>

namespace pb {

// A proportion with its 95% Wilson score interval (Wilson 1927), which stays
// inside [0, 1] and behaves at 0 and n successes, unlike the normal interval.
struct Proportion {
    double successes = 0.0; // may be fractional: a draw can count as a share of a win
    std::uint64_t trials = 0;
    double rate = 0.0;
    double low = 0.0;
    double high = 0.0;
};

// z = 1.959964 for 95%.
Proportion wilsonInterval(double successes, std::uint64_t trials, double z = 1.959963984540054);

} // namespace pb
