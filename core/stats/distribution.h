#pragma once

#include <vector>

namespace pb {

class IntegerCounts;

// The p-th quantile (0 <= p <= 1) of sorted values by linear interpolation
// between order statistics (Hyndman and Fan type 7, as R and NumPy default).
double quantile(const std::vector<double>& sorted, double p);

struct HistogramBin {
    double from = 0.0; // inclusive
    double to = 0.0;   // exclusive, but the last bin includes its upper edge
    int count = 0;
};

// Equal-width bins over [min, max] of integer-valued data: a width that is a
// whole number, at most `maxBins` bins.
std::vector<HistogramBin> integerHistogram(const std::vector<double>& sorted, int maxBins = 30);

struct Summary {
    double mean = 0.0, median = 0.0, p10 = 0.0, p90 = 0.0, min = 0.0, max = 0.0;
    double sd = 0.0;      // the sample standard deviation (n - 1)
    double meanLow = 0.0; // the mean's 95% interval (normal: mean -+ 1.96 sd / sqrt n)
    double meanHigh = 0.0;
};
Summary summarizeSorted(const std::vector<double>& sorted);

// The same three of a list of integers kept as counts (sim/integer_counts.h),
// equal bit for bit to those of the sorted list: the sums are taken in the
// same order, value by value.
double quantileOfCounts(const IntegerCounts& counts, double p);
std::vector<HistogramBin> integerHistogramOfCounts(const IntegerCounts& counts, int maxBins = 30);
Summary summarizeCounts(const IntegerCounts& counts);

} // namespace pb
