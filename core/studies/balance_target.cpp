#include "studies/balance_target.h"

#include "engine/errors.h"
#include "stats/balance_metrics.h"
#include "stats/proportion.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pb {

namespace {

constexpr std::string_view kUsagePrefix = "usage/";
constexpr double kTolerance = 1e-9;

std::optional<double> parseBound(std::string_view text, std::string_view whole) {
    if (text.empty())
        return std::nullopt;
    const std::string copy(text);
    char* end = nullptr;
    const double value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || !std::isfinite(value))
        throw InvalidInput("target '" + std::string(whole) + "': '" + copy + "' is not a number");
    return value;
}

std::string number(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", x);
    return buffer;
}

// The share of games that used `counter`, from its rule-usage row.
std::optional<double> usageShare(const nlohmann::json& metrics, std::string_view counter) {
    const auto used = metricAt(metrics, "rule_usage/" + std::string(counter) + "/games_used");
    const auto games = metricAt(metrics, "games");
    if (!used || !games || *games <= 0)
        return std::nullopt;
    return *used / *games;
}

} // namespace

BalanceTarget BalanceTarget::parse(std::string_view text) {
    const auto equals = text.find('=');
    const auto colon = equals == std::string_view::npos ? equals : text.find(':', equals);
    if (equals == std::string_view::npos || equals == 0 || colon == std::string_view::npos)
        throw InvalidInput("target '" + std::string(text) +
                           "' is not metric=low:high (either bound may be left out)");
    BalanceTarget target;
    target.metric = std::string(text.substr(0, equals));
    target.low = parseBound(text.substr(equals + 1, colon - equals - 1), text);
    target.high = parseBound(text.substr(colon + 1), text);
    if (!target.low && !target.high)
        throw InvalidInput("target '" + std::string(text) + "' sets no bound");
    if (target.low && target.high && *target.low > *target.high)
        throw InvalidInput("target '" + std::string(text) + "': the low bound is above the high");
    return target;
}

std::optional<double> BalanceTarget::value(const nlohmann::json& metrics) const {
    if (metric == "first_player_advantage") {
        const auto rate = metricAt(metrics, "first_player/wins/rate");
        const auto expected = metricAt(metrics, "first_player/expected");
        if (!rate || !expected)
            return std::nullopt;
        return *rate - *expected;
    }
    if (metric == "team_win_rate")
        return metricAt(metrics, "team_wins/rate");
    if (metric.rfind(kUsagePrefix, 0) == 0)
        return usageShare(metrics, std::string_view(metric).substr(kUsagePrefix.size()));
    return metricAt(metrics, metric);
}

std::optional<std::pair<double, double>>
BalanceTarget::interval(const nlohmann::json& metrics) const {
    std::string base;
    double shift = 0.0;
    if (metric == "first_player_advantage") {
        base = "first_player/wins";
        shift = metricAt(metrics, "first_player/expected").value_or(0.0);
    } else if (metric == "team_win_rate") {
        base = "team_wins";
    } else if (metric.size() > 5 && metric.compare(metric.size() - 5, 5, "/rate") == 0) {
        base = metric.substr(0, metric.size() - 5);
    } else if (metric.size() > 5 && metric.compare(metric.size() - 5, 5, "/mean") == 0) {
        base = metric.substr(0, metric.size() - 5); // length/mean, decisions/mean: ci95 beside
    } else if (metric.rfind(kUsagePrefix, 0) == 0) {
        const auto used =
            metricAt(metrics, "rule_usage/" + metric.substr(kUsagePrefix.size()) + "/games_used");
        const auto games = metricAt(metrics, "games");
        if (!used || !games || *games <= 0)
            return std::nullopt;
        const Proportion p = wilsonInterval(*used, static_cast<std::uint64_t>(*games));
        return std::make_pair(p.low, p.high);
    } else {
        return std::nullopt;
    }
    const auto low = metricAt(metrics, base + "/ci95/0");
    const auto high = metricAt(metrics, base + "/ci95/1");
    if (!low || !high)
        return std::nullopt;
    return std::make_pair(*low - shift, *high - shift);
}

double BalanceTarget::scale() const {
    double s = 0.0;
    if (low && high)
        s = *high - *low;
    if (s <= 0.0)
        s = std::max(0.01, 0.1 * std::abs(low ? *low : *high));
    return s;
}

double BalanceTarget::centre() const {
    if (low && high)
        return (*low + *high) / 2.0;
    return low ? *low : *high;
}

double BalanceTarget::violation(double value) const {
    double outside = 0.0;
    if (low && value < *low)
        outside = *low - value;
    if (high && value > *high)
        outside = value - *high;
    // Rounding: a rate computed as wins / games - 1/k lands a few ulps off
    // the bound it equals.
    if (outside <= kTolerance * std::max(1.0, std::abs(value)))
        return 0.0;
    return outside / scale();
}

std::string BalanceTarget::verdict(double value,
                                   std::optional<std::pair<double, double>> interval) const {
    if (!interval)
        return met(value) ? "meets" : "misses";
    if (met(interval->first) && met(interval->second))
        return "meets";
    const bool allBelow = low && interval->second < *low && !met(interval->second);
    const bool allAbove = high && interval->first > *high && !met(interval->first);
    return allBelow || allAbove ? "misses" : "may meet";
}

double BalanceTarget::probabilityMet(double value,
                                     std::optional<std::pair<double, double>> interval) const {
    const double se =
        interval ? (interval->second - interval->first) / (2.0 * 1.959963984540054) : 0.0;
    if (!(se > 0.0))
        return met(value) ? 1.0 : 0.0;
    const auto below = [&](double bound) {
        return 0.5 * std::erfc(-(bound - value) / (se * std::sqrt(2.0)));
    };
    return (high ? below(*high + kTolerance) : 1.0) - (low ? below(*low - kTolerance) : 0.0);
}

std::string BalanceTarget::text() const {
    if (low && high)
        return metric + " in " + number(*low) + ".." + number(*high);
    if (low)
        return metric + " at least " + number(*low);
    return metric + " at most " + number(*high);
}

nlohmann::json BalanceTarget::json() const {
    return {{"metric", metric},
            {"low", low ? nlohmann::json(*low) : nlohmann::json(nullptr)},
            {"high", high ? nlohmann::json(*high) : nlohmann::json(nullptr)},
            {"text", text()}};
}

} // namespace pb
