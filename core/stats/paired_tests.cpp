#include "stats/paired_tests.h"

#include "stats/proportion.h"

#include <algorithm>
#include <cmath>

namespace pb {

double normalTwoSidedP(double z) {
    return std::erfc(std::abs(z) / std::sqrt(2.0));
}

double mcnemarExactP(const PairedCounts& counts) {
    const std::uint64_t n = counts.onlyA + counts.onlyB;
    if (n == 0)
        return 1.0;
    const std::uint64_t k = std::min(counts.onlyA, counts.onlyB);
    if (n > 20000) {
        const double nd = static_cast<double>(n);
        const double z =
            (std::abs(static_cast<double>(counts.onlyB) - nd / 2.0) - 0.5) / std::sqrt(nd / 4.0);
        return std::min(1.0, normalTwoSidedP(std::max(0.0, z)));
    }
    // 2 * P(X <= k) for X ~ Binomial(n, 1/2), summed in log space.
    const double logHalfN = static_cast<double>(n) * std::log(0.5);
    const double logNFact = std::lgamma(static_cast<double>(n) + 1.0);
    double tail = 0.0;
    for (std::uint64_t i = 0; i <= k; ++i)
        tail += std::exp(logNFact - std::lgamma(static_cast<double>(i) + 1.0) -
                         std::lgamma(static_cast<double>(n - i) + 1.0) + logHalfN);
    return std::min(1.0, 2.0 * tail);
}

DifferenceInterval newcombePairedInterval(const PairedCounts& c, double z) {
    DifferenceInterval out;
    const std::uint64_t n = c.pairs();
    if (n == 0) {
        out.low = -1.0;
        out.high = 1.0;
        return out;
    }
    const double nd = static_cast<double>(n);
    const Proportion a = wilsonInterval(static_cast<double>(c.both + c.onlyA), n, z);
    const Proportion b = wilsonInterval(static_cast<double>(c.both + c.onlyB), n, z);
    const double both = static_cast<double>(c.both), onlyA = static_cast<double>(c.onlyA);
    const double onlyB = static_cast<double>(c.onlyB), neither = static_cast<double>(c.neither);
    const double denominator =
        std::sqrt((both + onlyA) * (onlyB + neither) * (both + onlyB) * (onlyA + neither));
    double phi = 0.0;
    if (denominator > 0.0) {
        const double cross = both * neither - onlyA * onlyB;
        phi = (cross > 0.0 ? std::max(cross - nd / 2.0, 0.0) : cross) / denominator;
    }
    const double theta = b.rate - a.rate;
    const double dl = b.rate - b.low, du = a.high - a.rate;
    const double el = b.high - b.rate, eu = a.rate - a.low;
    out.low = theta - std::sqrt(std::max(0.0, dl * dl - 2.0 * phi * dl * du + du * du));
    out.high = theta + std::sqrt(std::max(0.0, el * el - 2.0 * phi * el * eu + eu * eu));
    out.low = std::max(-1.0, out.low);
    out.high = std::min(1.0, out.high);
    return out;
}

double normalQuantile(double p) {
    // Acklam's coefficients.
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                   -2.759285104469687e+02, 1.383577518672690e+02,
                                   -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                   -1.556989798598866e+02, 6.680131188771972e+01,
                                   -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                   -2.400758277161838e+00, -2.549732539343734e+00,
                                   4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                   2.445134137142996e+00, 3.754408661907416e+00};
    const double low = 0.02425;
    double x;
    if (p < low) {
        const double q = std::sqrt(-2.0 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    } else if (p <= 1.0 - low) {
        const double q = p - 0.5, r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
    } else {
        const double q = std::sqrt(-2.0 * std::log(1.0 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    }
    // One Halley step on the normal distribution function.
    const double e = 0.5 * std::erfc(-x / std::sqrt(2.0)) - p;
    const double u = e * std::sqrt(2.0 * M_PI) * std::exp(x * x / 2.0);
    return x - u / (1.0 + x * u / 2.0);
}

std::uint64_t pairsForPower(double pairSd, double effect, double alpha, double power) {
    if (!(pairSd > 0.0) || !(effect > 0.0))
        return 0;
    const double z = normalQuantile(1.0 - alpha / 2.0) + normalQuantile(power);
    return static_cast<std::uint64_t>(std::ceil(std::pow(z * pairSd / effect, 2.0)));
}

} // namespace pb
