#pragma once

#include <span>
#include <vector>

namespace pb {

// Holm's step-down adjustment (Holm 1979): p-values adjusted so that calling
// every metric with an adjusted p below alpha "real" keeps the chance of any
// false call at most alpha, whatever the metrics' dependence. Same order as
// the input.
std::vector<double> holmAdjusted(std::span<const double> p);

// One primary metric and a family of secondary ones, judged together at
// `alpha` (a fallback procedure: Wiens 2003; the graphical form of Bretz et
// al. 2009): the primary at primaryShare * alpha; the secondaries by Holm at
// the rest, and at the whole alpha once the primary is real. The chance that
// any metric is called real when B plays like A stays at most alpha.
struct FamilyVerdicts {
    bool primaryReal = false;
    double secondaryLevel = 0.0;           // the level Holm's adjusted p-values met
    std::vector<double> secondaryAdjusted; // Holm-adjusted, in the input's order
    std::vector<bool> secondaryReal;
};
FamilyVerdicts judgeFamily(double primaryP, std::span<const double> secondaryP, double alpha = 0.05,
                           double primaryShare = 0.8);

} // namespace pb
