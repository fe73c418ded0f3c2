#pragma once

#include <string>
#include <vector>

namespace pb {

// Small self-contained SVG charts for reports: no scripts, no fonts to fetch,
// readable when printed. Every label is XML-escaped.
struct Bar {
    std::string label;
    double value = 0.0;
    double low = -1.0, high = -1.0; // an interval whisker when both >= 0
};

std::string svgBarChart(const std::string& title, const std::vector<Bar>& bars, double yMax,
                        bool percent, double referenceLine = -1.0);

struct Series {
    std::string name;
    std::vector<double> y;
    std::vector<double> low, high; // optional interval band, same length as y
};

// `x` must be increasing. With `xTickLabels` (one per x), the ticks show those
// labels instead of the numbers: for a parameter whose values are words.
std::string svgLineChart(const std::string& title, const std::string& xLabel,
                         const std::vector<double>& x, const std::vector<Series>& series,
                         double yMax, bool percent,
                         const std::vector<std::string>& xTickLabels = {});

std::string xmlEscape(const std::string& text);

} // namespace pb
