#include "report/heatmap_section.h"

#include "report/report_context.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"
#include "stats/heatmap_stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace pb {

namespace {

using nlohmann::json;

constexpr int kMaxGridWidth = 640; // px: the report's column is 980 wide
constexpr int kMaxCell = 40;

// A per-game figure in at most 4 characters, so it fits the cell: "0.42",
// "3.1", "12", "1.2k".
std::string shortNumber(double x) {
    char buffer[32];
    const double a = std::abs(x);
    if (a >= 9999.5)
        std::snprintf(buffer, sizeof buffer, "%.0fk", x / 1000.0);
    else if (a >= 99.5)
        std::snprintf(buffer, sizeof buffer, "%.0f", x);
    else if (a >= 9.95)
        std::snprintf(buffer, sizeof buffer, "%.1f", x);
    else
        std::snprintf(buffer, sizeof buffer, "%.2f", x);
    return buffer;
}

// A figure per game, or a run's total (a whole number) for a map stored
// without its games.
std::string figure(double x, bool perGame) {
    if (perGame || std::abs(x) >= 9999.5)
        return shortNumber(x);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.0f", x);
    return buffer;
}

std::string signedNumber(double x) {
    return (x > 0.0 ? "+" : "") + shortNumber(x);
}

// An interval's end: a third decimal below 1, so an end near 0 does not read "+0.00".
std::string intervalEnd(double x) {
    if (std::abs(x) >= 1.0)
        return signedNumber(x);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.3f", x);
    return buffer;
}

std::string percent(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.0f%%", 100.0 * x);
    return buffer;
}

// One cell of a grid: its value, colour, hover text, whether it is outlined,
// and the figure written in it (when the cell is large enough).
struct GridCell {
    double value = 0.0;
    std::string fill;
    std::string hover;
    bool outlined = false;
    bool dark = false; // the label is written in white
    std::string label;
};

// A grid of `rows` x `cols` cells with a legend of `legend` colours from
// `from` to `to` below it.
std::string gridSvg(int rows, int cols, const std::vector<GridCell>& cells,
                    const std::vector<std::string>& legend, const std::string& from,
                    const std::string& to) {
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
            const GridCell g = index < cells.size() ? cells[index] : GridCell{};
            const int x = c * cell, y = r * cell;
            out += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) +
                   "\" width=\"" + std::to_string(cell) + "\" height=\"" + std::to_string(cell) +
                   "\" fill=\"" + g.fill + "\" stroke=\"" + (g.outlined ? "#111" : "#fff") +
                   "\" stroke-width=\"" + (g.outlined ? "2" : "1") + "\"><title>row " +
                   std::to_string(r + 1) + ", column " + std::to_string(c + 1) + ": " +
                   xmlEscape(g.hover) + "</title></rect>";
            if (labels && std::abs(g.value) >= 0.005 && !g.label.empty())
                out += "<text x=\"" + std::to_string(x + cell / 2) + "\" y=\"" +
                       std::to_string(y + cell / 2 + 4) + "\" font-size=\"10\" text-anchor=\"" +
                       "middle\" fill=\"" + (g.dark ? "#fff" : "#222") + "\">" + g.label +
                       "</text>";
        }
    // The legend: the scale from one end to the other.
    const int ly = rows * cell + 8, lw = 16;
    const int steps = static_cast<int>(legend.size());
    for (int i = 0; i < steps; ++i)
        out += "<rect x=\"" + std::to_string(i * lw) + "\" y=\"" + std::to_string(ly) +
               "\" width=\"" + std::to_string(lw) + "\" height=\"10\" fill=\"" +
               legend[static_cast<std::size_t>(i)] + "\"/>";
    out += "<text x=\"0\" y=\"" + std::to_string(ly + 24) + "\" font-size=\"11\">" +
           xmlEscape(from) + "</text>";
    out += "<text x=\"" + std::to_string(steps * lw) + "\" y=\"" + std::to_string(ly + 24) +
           "\" font-size=\"11\" text-anchor=\"end\">" + xmlEscape(to) + "</text></svg>";
    return out;
}

std::vector<std::string> heatLegend() {
    std::vector<std::string> out;
    for (int i = 0; i < 10; ++i)
        out.push_back(heatColor(i / 9.0));
    return out;
}

// A map of per-game figures on the heat scale; `share` (may be empty) the
// share of games in which each cell saw an event.
std::string perGameSvg(const json& map, const std::vector<double>& values,
                       const std::vector<double>& share, double max, bool perGame) {
    std::vector<GridCell> cells;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double v = values[i], t = max > 0.0 ? v / max : 0.0;
        std::string hover = figure(v, perGame) + (perGame ? " per game" : " in the run");
        if (i < share.size())
            hover += ", in " + percent(share[i]) + " of games";
        cells.push_back({v, heatColor(t), hover, false, t > 0.6, figure(v, perGame)});
    }
    return gridSvg(map.value("rows", 0), map.value("cols", 0), cells, heatLegend(), "0",
                   figure(max, perGame) + (perGame ? " per game" : ""));
}

std::vector<double> numbers(const json& list) {
    std::vector<double> out;
    if (list.is_array())
        for (const json& x : list)
            out.push_back(x.is_number() ? x.get<double>() : 0.0);
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

std::string differenceColor(double share) {
    // ColorBrewer's RdBu, 9 classes, blue for fewer in B, red for more.
    static const char* const scale[9] = {"#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7",
                                         "#fddbc7", "#f4a582", "#d6604d", "#b2182b"};
    const long step = std::lround(std::clamp(share, -1.0, 1.0) * 4.0);
    return scale[static_cast<std::size_t>(step + 4)];
}

void appendHeatmapSection(std::vector<ReportBlock>& blocks, const json& heatmaps) {
    if (!heatmaps.is_array() || heatmaps.empty())
        return;
    std::string intro =
        "<h2>Where things happen</h2><p>Each map shows events on the board per game: a "
        "cell's events over the run divided by the run's games, so a run of long games looks "
        "no hotter than a run of short games with the same pattern. A darker cell saw more. "
        "Hover a cell for its figure and the share of games in which it saw an event at "
        "all.</p>";
    blocks.push_back({ReportBlock::Kind::Html, std::move(intro)});
    for (const json& map : heatmaps) {
        const json view = heatmapPerGame(map);
        const bool perGame = view.value("per_game", false);
        const double max = view.value("max_mean", 0.0);
        const std::string title = xmlEscape(map.value("title", map.value("id", "")));
        blocks.push_back(
            {ReportBlock::Kind::Html,
             "<h3>" + title + "</h3><p class=\"ci\">" +
                 (perGame ? "Per game, over " + std::to_string(map.value("games", 0)) +
                                " games; at most " + shortNumber(max) + " per game in one cell"
                          : "Totals over the run (stored without its number of games), at "
                            "most " +
                                figure(max, false) + " in one cell") +
                 "</p>"});
        const std::vector<double> share = numbers(view.value("share", json::array()));
        blocks.push_back(
            {ReportBlock::Kind::Svg, perGameSvg(map, numbers(view["mean"]), share, max, perGame)});
        if (!view.contains("seats"))
            continue;
        // Per seat on one scale: the busiest cell of any seat.
        const json& seats = view["seats"];
        double seatMax = 0.0;
        for (const json& seat : seats)
            for (double x : numbers(seat))
                seatMax = std::max(seatMax, x);
        const std::vector<double> chance = numbers(view.value("chance", json::array()));
        const bool anyChance =
            std::any_of(chance.begin(), chance.end(), [](double x) { return x > 0.0; });
        blocks.push_back(
            {ReportBlock::Kind::Html,
             "<p class=\"ci\">" + title +
                 ", per seat: the events each seat's own decisions led to, per game, on one "
                 "scale" +
                 (anyChance ? "; what chance decisions did (dice, cards) belongs to no seat, so "
                              "the seats' maps add up to the map above less chance's part"
                            : "; the seats' maps add up to the map above") +
                 ".</p>"});
        for (std::size_t seat = 0; seat < seats.size(); ++seat) {
            blocks.push_back({ReportBlock::Kind::Html,
                              "<h4>" + title + ": P" + std::to_string(seat + 1) + "</h4>"});
            blocks.push_back(
                {ReportBlock::Kind::Svg, perGameSvg(map, numbers(seats[seat]), {}, seatMax, true)});
        }
    }
}

void appendHeatmapDifferences(std::vector<ReportBlock>& blocks, const json& differences) {
    if (!differences.is_array() || differences.empty())
        return;
    std::vector<std::string> legend;
    for (int i = -4; i <= 4; ++i)
        legend.push_back(differenceColor(i / 4.0));
    blocks.push_back(
        {ReportBlock::Kind::Html,
         "<h3>Where things happen: B &minus; A</h3><p>Each cell shows design B's events per "
         "game less design A's, over the paired games: red where B saw more, blue where it "
         "saw fewer. An outlined cell's difference is beyond noise: its 95% interval, made "
         "wide enough to hold for every cell of the map at once (Bonferroni over the map's "
         "cells, from the paired games, by the normal approximation, which can mark too readily "
         "a cell whose events are rare), leaves out 0. Other cells may differ by chance. "
         "Hover a cell for A, B and the interval.</p>"});
    for (const json& map : differences) {
        const std::vector<double> a = numbers(map["a"]), b = numbers(map["b"]),
                                  d = numbers(map["difference"]), low = numbers(map["low"]),
                                  high = numbers(map["high"]);
        const double largest = map.value("largest", 0.0);
        const json& beyond = map["beyond_noise"];
        std::vector<GridCell> cells;
        for (std::size_t i = 0; i < d.size(); ++i) {
            const double t = largest > 0.0 ? d[i] / largest : 0.0;
            const bool marked = i < beyond.size() && beyond[i].get<bool>();
            cells.push_back({d[i], differenceColor(t),
                             "A " + shortNumber(a[i]) + ", B " + shortNumber(b[i]) +
                                 " per game; B - A " + signedNumber(d[i]) + " (" +
                                 intervalEnd(low[i]) + " to " + intervalEnd(high[i]) + ")" +
                                 (marked ? ", beyond noise" : ""),
                             marked, std::abs(t) > 0.7, signedNumber(d[i])});
        }
        const int marked = map.value("marked", 0);
        const bool descriptive = map.value("descriptive", false);
        blocks.push_back(
            {ReportBlock::Kind::Html,
             "<h4>" + xmlEscape(map.value("title", map.value("id", ""))) + "</h4><p class=\"ci\">" +
                 std::to_string(map.value("games", 0)) + " paired games; " +
                 (map.value("largest", 0.0) <= 0.0 ? std::string("the same in every cell")
                  : descriptive ? std::string("too few games for intervals: descriptive only")
                  : marked == 0 ? std::string("no cell's difference is beyond noise")
                                : std::to_string(marked) + " cell" + (marked == 1 ? "" : "s") +
                                      " beyond noise (outlined)") +
                 "</p>"});
        blocks.push_back(
            {ReportBlock::Kind::Svg,
             gridSvg(map.value("rows", 0), map.value("cols", 0), cells, legend,
                     "-" + shortNumber(largest), "+" + shortNumber(largest) + " per game")});
    }
}

namespace {

// "Where things happen": the run's heatmaps, when it counted them.
class HeatmapSection final : public ReportSection {
public:
    std::string id() const override { return "heatmaps"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        appendHeatmapSection(blocks, ctx.heatmaps);
    }

    void addJson(json& report, const ReportContext& ctx) const override {
        if (!ctx.heatmaps.is_null())
            report["heatmaps"] = ctx.heatmaps;
    }
};

} // namespace

const ReportSection& heatmapSection() {
    static const HeatmapSection section;
    return section;
}

} // namespace pb
