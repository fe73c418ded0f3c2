#include "stats/distribution.h"

#include "sim/integer_counts.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>

namespace pb {

double quantile(const std::vector<double>& sorted, double p) {
    if (sorted.empty())
        return 0.0;
    const double h = (static_cast<double>(sorted.size()) - 1.0) * p;
    const auto lo = static_cast<std::size_t>(std::floor(h));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (h - static_cast<double>(lo)) * (sorted[hi] - sorted[lo]);
}

std::vector<HistogramBin> integerHistogram(const std::vector<double>& sorted, int maxBins) {
    std::vector<HistogramBin> bins;
    if (sorted.empty())
        return bins;
    const double lo = sorted.front(), hi = sorted.back();
    const double width = std::max(1.0, std::ceil((hi - lo + 1.0) / maxBins));
    const int count = static_cast<int>(std::floor((hi - lo) / width)) + 1;
    for (int i = 0; i < count; ++i)
        bins.push_back({lo + i * width, lo + (i + 1) * width, 0});
    for (double v : sorted)
        ++bins[static_cast<std::size_t>(std::min<double>(count - 1, std::floor((v - lo) / width)))]
              .count;
    return bins;
}

Summary summarizeSorted(const std::vector<double>& sorted) {
    Summary s;
    if (sorted.empty())
        return s;
    s.mean =
        std::accumulate(sorted.begin(), sorted.end(), 0.0) / static_cast<double>(sorted.size());
    s.median = quantile(sorted, 0.5);
    s.p10 = quantile(sorted, 0.1);
    s.p90 = quantile(sorted, 0.9);
    s.min = sorted.front();
    s.max = sorted.back();
    const double n = static_cast<double>(sorted.size());
    if (sorted.size() > 1) {
        double squares = 0.0;
        for (double v : sorted)
            squares += (v - s.mean) * (v - s.mean);
        s.sd = std::sqrt(squares / (n - 1.0));
    }
    const double half = 1.959963984540054 * s.sd / std::sqrt(n);
    s.meanLow = s.mean - half;
    s.meanHigh = s.mean + half;
    return s;
}

double quantileOfCounts(const IntegerCounts& counts, double p) {
    if (counts.empty())
        return 0.0;
    const double h = (static_cast<double>(counts.size()) - 1.0) * p;
    const auto lo = static_cast<std::uint64_t>(std::floor(h));
    const std::uint64_t hi = std::min(lo + 1, counts.size() - 1);
    const auto low = static_cast<double>(counts.at(lo));
    const auto high = static_cast<double>(counts.at(hi));
    return low + (h - static_cast<double>(lo)) * (high - low);
}

std::vector<HistogramBin> integerHistogramOfCounts(const IntegerCounts& counts, int maxBins) {
    std::vector<HistogramBin> bins;
    if (counts.empty())
        return bins;
    const auto lo = static_cast<double>(counts.min());
    const auto hi = static_cast<double>(counts.max());
    const double width = std::max(1.0, std::ceil((hi - lo + 1.0) / maxBins));
    const int count = static_cast<int>(std::floor((hi - lo) / width)) + 1;
    for (int i = 0; i < count; ++i)
        bins.push_back({lo + i * width, lo + (i + 1) * width, 0});
    counts.forEach([&](std::int64_t value, std::uint64_t times) {
        const auto v = static_cast<double>(value);
        bins[static_cast<std::size_t>(std::min<double>(count - 1, std::floor((v - lo) / width)))]
            .count += static_cast<int>(times);
    });
    return bins;
}

Summary summarizeCounts(const IntegerCounts& counts) {
    Summary s;
    if (counts.empty())
        return s;
    // One addition a value, in ascending order, as std::accumulate over the
    // sorted list adds them: the same rounding, so the same bits.
    double sum = 0.0;
    counts.forEach([&](std::int64_t value, std::uint64_t times) {
        const auto v = static_cast<double>(value);
        for (std::uint64_t k = 0; k < times; ++k)
            sum += v;
    });
    const double n = static_cast<double>(counts.size());
    s.mean = sum / n;
    s.median = quantileOfCounts(counts, 0.5);
    s.p10 = quantileOfCounts(counts, 0.1);
    s.p90 = quantileOfCounts(counts, 0.9);
    s.min = static_cast<double>(counts.min());
    s.max = static_cast<double>(counts.max());
    if (counts.size() > 1) {
        double squares = 0.0;
        counts.forEach([&](std::int64_t value, std::uint64_t times) {
            const double d = static_cast<double>(value) - s.mean;
            for (std::uint64_t k = 0; k < times; ++k)
                squares += d * d;
        });
        s.sd = std::sqrt(squares / (n - 1.0));
    }
    const double half = 1.959963984540054 * s.sd / std::sqrt(n);
    s.meanLow = s.mean - half;
    s.meanHigh = s.mean + half;
    return s;
}

} // namespace pb
