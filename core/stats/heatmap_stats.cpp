#include "stats/heatmap_stats.h"

#include "engine/game.h"
#include "sim/simulator.h"
#include "stats/paired_tests.h"

#include <algorithm>
#include <cmath>

namespace pb {

namespace {

using nlohmann::json;

constexpr std::uint64_t kMinimumPairs = 30; // below this a normal interval is not trusted

std::vector<double> perGame(const json& totals, double games) {
    std::vector<double> out;
    out.reserve(totals.size());
    for (const json& n : totals)
        out.push_back(n.get<double>() / games);
    return out;
}

// The offset of every map's cells in a game's all-seats block, by map index.
std::vector<std::size_t> offsets(const std::vector<HeatmapSpec>& specs) {
    std::vector<std::size_t> out;
    std::size_t at = 0;
    for (const HeatmapSpec& spec : specs) {
        out.push_back(at);
        at += static_cast<std::size_t>(spec.cells());
    }
    return out;
}

} // namespace

json heatmapPerGame(const json& map) {
    const json& cells = map.contains("cells") ? map["cells"] : json::array();
    const std::uint64_t games = map.value("games", std::uint64_t{0});
    const bool per = games > 0;
    const double divisor = per ? static_cast<double>(games) : 1.0;
    const std::vector<double> mean = perGame(cells, divisor);
    json out = {{"per_game", per},
                {"games", games},
                {"mean", mean},
                {"max_mean", mean.empty() ? 0.0 : *std::max_element(mean.begin(), mean.end())}};
    if (per && map.contains("games_with") && map["games_with"].size() == cells.size())
        out["share"] = perGame(map["games_with"], divisor);
    if (per && map.contains("seats") && map["seats"].is_array()) {
        int acting = 0;
        json seats = json::array();
        for (const json& seat : map["seats"]) {
            std::vector<double> m = perGame(seat, divisor);
            acting += std::any_of(m.begin(), m.end(), [](double x) { return x > 0.0; }) ? 1 : 0;
            seats.push_back(std::move(m));
        }
        if (acting >= 2) {
            out["seats"] = std::move(seats);
            out["chance"] = perGame(map.value("chance", json::array()), divisor);
        }
    }
    return out;
}

json compareHeatmaps(const SimulationResult& a, const SimulationResult& b, const Game& gameA,
                     const Game& gameB) {
    json maps = json::array();
    const std::vector<HeatmapSpec> specsA = gameA.heatmaps(), specsB = gameB.heatmaps();
    const std::vector<std::size_t> atA = offsets(specsA), atB = offsets(specsB);
    const std::size_t pairs = std::min(a.games.size(), b.games.size());
    for (std::size_t m = 0; m < specsA.size(); ++m) {
        const HeatmapSpec& spec = specsA[m];
        const auto other = std::find_if(specsB.begin(), specsB.end(), [&](const HeatmapSpec& s) {
            return s.id == spec.id && s.rows == spec.rows && s.cols == spec.cols;
        });
        if (other == specsB.end())
            continue;
        const std::size_t offsetA = atA[m],
                          offsetB = atB[static_cast<std::size_t>(other - specsB.begin())];
        const auto cells = static_cast<std::size_t>(spec.cells());
        // Per cell: the sums of A's and B's counts and of the paired
        // difference and its square, over the games both counted.
        std::vector<double> sumA(cells, 0.0), sumB(cells, 0.0), sumD(cells, 0.0), sumD2(cells, 0.0);
        std::uint64_t n = 0;
        for (std::size_t i = 0; i < pairs; ++i) {
            const auto& ha = a.games[i].heat;
            const auto& hb = b.games[i].heat;
            if (ha.size() < offsetA + cells || hb.size() < offsetB + cells)
                continue;
            ++n;
            for (std::size_t c = 0; c < cells; ++c) {
                const double x = ha[offsetA + c], y = hb[offsetB + c], d = y - x;
                sumA[c] += x;
                sumB[c] += y;
                sumD[c] += d;
                sumD2[c] += d * d;
            }
        }
        if (n == 0)
            continue;
        const double games = static_cast<double>(n);
        // Simultaneous over the map's cells: each at 5% / cells, two-sided.
        const double z = normalQuantile(1.0 - 0.05 / (2.0 * static_cast<double>(cells)));
        std::vector<double> meanA(cells), meanB(cells), diff(cells), low(cells), high(cells);
        std::vector<bool> beyond(cells, false);
        int marked = 0;
        double largest = 0.0;
        for (std::size_t c = 0; c < cells; ++c) {
            meanA[c] = sumA[c] / games;
            meanB[c] = sumB[c] / games;
            diff[c] = sumD[c] / games;
            const double variance =
                n > 1 ? std::max(0.0, (sumD2[c] - games * diff[c] * diff[c]) / (games - 1.0)) : 0.0;
            const double half = z * std::sqrt(variance / games);
            low[c] = diff[c] - half;
            high[c] = diff[c] + half;
            // A rounding remainder of identical games is no difference.
            const bool zero = std::abs(diff[c]) < 1e-12;
            beyond[c] = n >= kMinimumPairs && !zero && (low[c] > 0.0 || high[c] < 0.0);
            marked += beyond[c] ? 1 : 0;
            largest = std::max(largest, std::abs(diff[c]));
        }
        maps.push_back({{"id", spec.id},
                        {"title", spec.title},
                        {"rows", spec.rows},
                        {"cols", spec.cols},
                        {"games", n},
                        {"a", meanA},
                        {"b", meanB},
                        {"difference", diff},
                        {"low", low},
                        {"high", high},
                        {"beyond_noise", beyond},
                        {"marked", marked},
                        {"largest", largest},
                        {"z", z},
                        {"descriptive", n < kMinimumPairs}});
    }
    return maps;
}

} // namespace pb
