#pragma once

#include <cstdint>

namespace pb {

// Tests and intervals for a metric measured on pairs of games (game i of
// design B against game i of design A, on the same seed).

// A yes/no metric over pairs: how many pairs said yes in both designs, only
// in A, only in B, and in neither.
struct PairedCounts {
    std::uint64_t both = 0;
    std::uint64_t onlyA = 0;
    std::uint64_t onlyB = 0;
    std::uint64_t neither = 0;
    std::uint64_t pairs() const { return both + onlyA + onlyB + neither; }
};

// McNemar's exact test: the two-sided probability, under "B changes nothing",
// of a split of the discordant pairs at least as uneven as this one (a
// binomial test of onlyB against onlyA + onlyB at one half). 4 discordant
// pairs all one way give 0.125. Exact up to 20,000 discordant pairs, then the
// normal approximation with continuity correction (off by under 1e-4 there).
double mcnemarExactP(const PairedCounts& counts);

// Newcombe's interval for B's rate minus A's on paired data (Newcombe 1998,
// method 10: the two rates' Wilson intervals combined through the pairs'
// correlation, its numerator corrected for continuity). Unlike the normal
// interval it stays within [-1, 1] and is sound at few discordant pairs.
struct DifferenceInterval {
    double low = 0.0;
    double high = 0.0;
};
DifferenceInterval newcombePairedInterval(const PairedCounts& counts, double z = 1.959963984540054);

// The two-sided p-value of a standard normal statistic.
double normalTwoSidedP(double z);

// The standard normal quantile (Acklam's rational approximation refined by one
// Halley step; relative error under 1e-12), for 0 < p < 1.
double normalQuantile(double p);

// How many pairs find a true difference of `effect` with probability `power`
// at two-sided level `alpha`, when one pair's difference has standard
// deviation `pairSd`: ((z(1-alpha/2) + z(power)) * pairSd / effect)^2,
// rounded up. 0 when effect or pairSd is not positive.
std::uint64_t pairsForPower(double pairSd, double effect, double alpha = 0.05, double power = 0.8);

} // namespace pb
