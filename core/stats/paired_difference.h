#pragma once

#include <cstdint>
#include <span>

namespace pb {

// The difference of two means measured on the same units (game i of batch B
// against game i of batch A, both played from the same seed): with common
// random numbers the games' shared luck cancels in each pair, so the interval
// of the difference is narrower than two independent batches would give.
struct PairedDifference {
    std::uint64_t pairs = 0;
    double meanA = 0.0;
    double meanB = 0.0;
    double difference = 0.0; // meanB - meanA
    double low = 0.0;        // its 95% interval (normal approximation of the paired mean)
    double high = 0.0;
    double pairedStdError = 0.0;
    // The standard error two independent batches of the same size would give
    // (Welch's), for the saving that pairing buys.
    double unpairedStdError = 0.0;

    // Whether the interval excludes zero: B differs from A beyond chance.
    bool real() const { return pairs > 1 && (low > 0.0 || high < 0.0); }
    // How many independent games each pair is worth: unpaired over paired variance
    // (1 when pairing gains nothing; 0 when both errors are zero).
    double efficiency() const;
};

// Pairs a[i] with b[i]; both spans must have the same size (the shorter one
// decides otherwise). z = 1.959964 for 95%. With fewer than two pairs the
// interval is the difference alone and real() is false.
PairedDifference pairedDifference(std::span<const double> a, std::span<const double> b,
                                  double z = 1.959963984540054);

} // namespace pb
