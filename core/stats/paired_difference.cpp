#include "stats/paired_difference.h"

#include <algorithm>
#include <cmath>

namespace pb {

namespace {

// Sample variance (n - 1) of x around `mean`.
double sampleVariance(std::span<const double> x, double mean) {
    if (x.size() < 2)
        return 0.0;
    double sum = 0.0;
    for (double v : x)
        sum += (v - mean) * (v - mean);
    return sum / static_cast<double>(x.size() - 1);
}

double mean(std::span<const double> x) {
    double sum = 0.0;
    for (double v : x)
        sum += v;
    return x.empty() ? 0.0 : sum / static_cast<double>(x.size());
}

} // namespace

double PairedDifference::efficiency() const {
    if (pairedStdError > 0.0)
        return (unpairedStdError * unpairedStdError) / (pairedStdError * pairedStdError);
    return unpairedStdError > 0.0 ? INFINITY : 0.0;
}

PairedDifference pairedDifference(std::span<const double> a, std::span<const double> b, double z) {
    const std::size_t n = std::min(a.size(), b.size());
    a = a.first(n);
    b = b.first(n);
    PairedDifference d;
    d.pairs = n;
    if (n == 0)
        return d;
    d.meanA = mean(a);
    d.meanB = mean(b);
    d.difference = d.meanB - d.meanA;
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double diff = (b[i] - a[i]) - d.difference;
        sum += diff * diff;
    }
    const double count = static_cast<double>(n);
    if (n >= 2) {
        d.pairedStdError = std::sqrt(sum / (count - 1) / count);
        d.unpairedStdError =
            std::sqrt((sampleVariance(a, d.meanA) + sampleVariance(b, d.meanB)) / count);
    }
    d.low = d.difference - z * d.pairedStdError;
    d.high = d.difference + z * d.pairedStdError;
    return d;
}

} // namespace pb
