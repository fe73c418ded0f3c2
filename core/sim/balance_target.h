#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace pb {

// What a designer wants of a design's numbers, for auto-balance: one metric of
// balanceMetrics() inside [low, high] (either bound may be open). The metric is
// a metricAt() path ("length/mean", "seats/0/rate", "draws/rate") or one of
// the designer's names: "first_player_advantage" (the first player's win rate
// minus the fair 1/k), "team_win_rate" (a cooperative team's), and
// "usage/<counter>" (the share of games in which some seat used the counter).
struct BalanceTarget {
    std::string metric;
    std::optional<double> low;
    std::optional<double> high;

    // "metric=low:high", "metric=low:" or "metric=:high". Throws InvalidInput
    // naming what is wrong.
    static BalanceTarget parse(std::string_view text);

    // The metric's value in `metrics` (balanceMetrics() JSON), or nullopt when
    // the metrics have no such number.
    std::optional<double> value(const nlohmann::json& metrics) const;
    // The metric's 95% interval when it is a proportion (or derived from one).
    std::optional<std::pair<double, double>> interval(const nlohmann::json& metrics) const;

    // How far `value` lies outside the bounds, in units of the target's scale:
    // its width when both bounds are set, else a tenth of its bound (at least
    // 0.01). 0 inside.
    double violation(double value) const;
    bool met(double value) const { return violation(value) == 0.0; }

    // "length/mean in 20..30", "usage/permeate.none at least 0.01".
    std::string text() const;
    nlohmann::json json() const;
};

} // namespace pb
