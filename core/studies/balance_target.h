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
    // The metric's 95% interval: a proportion's Wilson interval (shifted for
    // first-player advantage), a mean's normal interval; nullopt only for a
    // metric the report gives without one (a median, a quantile).
    std::optional<std::pair<double, double>> interval(const nlohmann::json& metrics) const;

    // How far `value` lies outside the bounds, in units of the target's scale:
    // its width when both bounds are set, else a tenth of its bound (at least
    // 0.01). 0 inside, and within rounding of a bound (98 wins of 200 is an
    // advantage of -0.01000000000000000888, which meets -0.01).
    double violation(double value) const;
    bool met(double value) const { return violation(value) == 0.0; }

    // What the interval says of the target: "meets" (the whole interval
    // inside the bounds), "misses" (the whole interval outside) or "may
    // meet" (it straddles a bound: more games would tell). Without an
    // interval the value alone decides, as "meets" or "misses".
    std::string verdict(double value, std::optional<std::pair<double, double>> interval) const;
    // The chance that the true value lies within the bounds, reading the
    // interval as a normal one around `value`; 1 or 0 without an interval.
    double probabilityMet(double value, std::optional<std::pair<double, double>> interval) const;
    // Where the target aims: its bounds' middle, or its one bound.
    double centre() const;
    // The scale violation() measures in.
    double scale() const;

    // "length/mean in 20..30", "usage/permeate.none at least 0.01".
    std::string text() const;
    nlohmann::json json() const;
};

} // namespace pb
