#include "report/heatmap_section.h"

#include "report/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace pb {

namespace {

using nlohmann::json;

constexpr int kMaxGridWidth = 640; // px: the report's column is 980 wide
constexpr int kMaxCell = 40;

// Cell counts print in full below 10,000, then in thousands, so they fit the cell.
std::string shortCount(std::uint64_t n) {
    char buffer[32];
    if (n < 10'000)
        std::snprintf(buffer, sizeof buffer, "%llu", static_cast<unsigned long long>(n));
    else
        std::snprintf(buffer, sizeof buffer, "%.0fk", static_cast<double>(n) / 1000.0);
    return buffer;
}

std::string gridSvg(const json& map) {
    const int rows = map.value("rows", 0), cols = map.value("cols", 0);
    const json& cells = map["cells"];
    const double max = map.value("max", 0.0);
    const int cell = std::clamp(kMaxGridWidth / std::max(1, cols), 8, kMaxCell);
    const int legendHeight = 34;
    const int width = std::max(cols * cell, 220), height = rows * cell + legendHeight + 6;
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) +
                      "\" height=\"" + std::to_string(height) + "\" viewBox=\"0 0 " +
                      std::to_string(width) + " " + std::to_string(height) +
                      "\" font-family=\"sans-serif\" class=\"heatmap\">";
    const bool labels = cell >= 22;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const auto index = static_cast<std::size_t>(r * cols + c);
            const std::uint64_t n = index < cells.size() ? cells[index].get<std::uint64_t>() : 0;
            const double share = max > 0.0 ? static_cast<double>(n) / max : 0.0;
            const int x = c * cell, y = r * cell;
            out += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) +
                   "\" width=\"" + std::to_string(cell) + "\" height=\"" + std::to_string(cell) +
                   "\" fill=\"" + heatColor(share) + "\" stroke=\"#fff\"><title>row " +
                   std::to_string(r + 1) + ", column " + std::to_string(c + 1) + ": " +
                   std::to_string(n) + "</title></rect>";
            if (labels && n > 0)
                out += "<text x=\"" + std::to_string(x + cell / 2) + "\" y=\"" +
                       std::to_string(y + cell / 2 + 4) + "\" font-size=\"10\" text-anchor=\"" +
                       "middle\" fill=\"" + (share > 0.6 ? "#fff" : "#222") + "\">" +
                       shortCount(n) + "</text>";
        }
    // The legend: the scale from an empty cell to the busiest.
    const int ly = rows * cell + 8, steps = 10, lw = 16;
    for (int i = 0; i < steps; ++i)
        out += "<rect x=\"" + std::to_string(i * lw) + "\" y=\"" + std::to_string(ly) +
               "\" width=\"" + std::to_string(lw) + "\" height=\"10\" fill=\"" +
               heatColor(static_cast<double>(i) / (steps - 1)) + "\"/>";
    out += "<text x=\"0\" y=\"" + std::to_string(ly + 24) + "\" font-size=\"11\">0</text>";
    out += "<text x=\"" + std::to_string(steps * lw) + "\" y=\"" + std::to_string(ly + 24) +
           "\" font-size=\"11\" text-anchor=\"end\">" +
           std::to_string(static_cast<std::uint64_t>(max)) + "</text></svg>";
    return out;
}

} // namespace

std::string heatColor(double share) {
    // Pale yellow (255, 247, 188) through orange (254, 153, 41) to deep red (153, 0, 13).
    const double t = std::clamp(share, 0.0, 1.0);
    auto mix = [](double a, double b, double u) {
        return static_cast<int>(std::lround(a + (b - a) * u));
    };
    int r, g, b;
    if (t < 0.5) {
        r = mix(255, 254, 2 * t);
        g = mix(247, 153, 2 * t);
        b = mix(188, 41, 2 * t);
    } else {
        r = mix(254, 153, 2 * t - 1);
        g = mix(153, 0, 2 * t - 1);
        b = mix(41, 13, 2 * t - 1);
    }
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", r, g, b);
    return buffer;
}

void appendHeatmapSection(std::vector<ReportBlock>& blocks, const json& heatmaps) {
    if (!heatmaps.is_array() || heatmaps.empty())
        return;
    std::string intro =
        "<h2>Where things happen</h2><p>Each map counts events on the board over the run's "
        "games; a darker cell saw more. Hover a cell for its count.</p>";
    blocks.push_back({ReportBlock::Kind::Html, std::move(intro)});
    for (const json& map : heatmaps) {
        blocks.push_back({ReportBlock::Kind::Html,
                          "<h3>" + xmlEscape(map.value("title", map.value("id", ""))) +
                              "</h3><p class=\"ci\">" + std::to_string(map.value("games", 0)) +
                              " games, at most " + std::to_string(map.value("max", 0)) +
                              " in one cell</p>"});
        blocks.push_back({ReportBlock::Kind::Svg, gridSvg(map)});
    }
}

} // namespace pb
