#include "sim/sweep_plan.h"

#include "engine/game.h"
#include "engine/parameter_schema.h"
#include "engine/ruleset.h"

#include <algorithm>
#include <charconv>

namespace pb {

namespace {

// A whole number filling all of `word`, or false.
bool parseWhole(std::string_view word, long long& out) {
    const char* end = word.data() + word.size();
    const auto [ptr, ec] = std::from_chars(word.data(), end, out);
    return !word.empty() && ec == std::errc() && ptr == end;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t at = text.find(separator, start);
        parts.push_back(text.substr(start, at == std::string_view::npos ? at : at - start));
        if (at == std::string_view::npos)
            return parts;
        start = at + 1;
    }
}

} // namespace

SweepPlan::SweepPlan(const Ruleset& ruleset, int players, nlohmann::json params,
                     std::vector<std::string> agents, Limits limits)
    : ruleset_(&ruleset), players_(players), params_(std::move(params)), agents_(std::move(agents)),
      limits_(limits) {
    if (params_.is_null())
        params_ = nlohmann::json::object();
}

bool SweepPlan::swept(std::string_view parameter) const {
    return std::any_of(axes_.begin(), axes_.end(),
                       [&](const SweepAxis& axis) { return axis.parameter == parameter; });
}

nlohmann::json SweepPlan::value(const std::string& parameter, const std::string& word) const {
    if (parameter != kPlayersAxis)
        return ruleset_->parameters().parseAssignment(parameter + "=" + word).at(parameter);
    long long players = 0;
    if (!parseWhole(word, players) || players < ruleset_->minPlayers() ||
        players > ruleset_->maxPlayers())
        throw SweepError(SweepError::Kind::PlayersOutOfRange,
                         "players: " + std::string(ruleset_->id()) + " is played by " +
                             std::to_string(ruleset_->minPlayers()) + ".." +
                             std::to_string(ruleset_->maxPlayers()) + " players, not '" + word +
                             "'");
    return players;
}

void SweepPlan::addAxis(std::string_view text) {
    const auto eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == text.size())
        throw SweepError(SweepError::Kind::Malformed,
                         "must be name=from:to:step or name=v1,v2,..., not '" + std::string(text) +
                             "'");
    const std::string parameter(text.substr(0, eq));
    const std::string_view spec = text.substr(eq + 1);
    if (spec.find(':') == std::string_view::npos) {
        SweepAxis axis{parameter, std::string(spec), {}};
        if (parameter != kPlayersAxis && !ruleset_->parameters().find(parameter))
            throw SweepError(SweepError::Kind::UnknownParameter, "unknown parameter '" + parameter +
                                                                     "' of " +
                                                                     std::string(ruleset_->id()));
        // "*": every option of a choice, both values of a yes/no parameter.
        if (spec == "*" && parameter != kPlayersAxis) {
            const ParameterSpec& found = *ruleset_->parameters().find(parameter);
            if (found.type == ParameterType::Int)
                throw SweepError(SweepError::Kind::Malformed,
                                 parameter + ": '*' stands for every option of a choice or "
                                             "yes/no parameter; give a whole number's values as "
                                             "from:to:step");
            if (found.type == ParameterType::Bool)
                axis.values = {false, true};
            else
                for (const std::string& option : found.options)
                    axis.values.push_back(option);
            addValues(std::move(axis));
            return;
        }
        for (const std::string_view word : split(spec, ',')) {
            if (word.empty())
                throw SweepError(SweepError::Kind::Malformed, parameter + " has an empty value");
            axis.values.push_back(value(parameter, std::string(word)));
        }
        if (axis.values.size() > limits_.valuesPerAxis)
            throw SweepError(SweepError::Kind::TooManyValues,
                             parameter + " has more than " + std::to_string(limits_.valuesPerAxis) +
                                 " values");
        addValues(std::move(axis));
        return;
    }
    const std::vector<std::string_view> parts = split(spec, ':');
    long long from = 0, to = 0, step = 1;
    const bool parsed = (parts.size() == 2 || parts.size() == 3) && parseWhole(parts[0], from) &&
                        parseWhole(parts[1], to) &&
                        (parts.size() == 2 || parseWhole(parts[2], step));
    // The parameter is checked first: a range over a word parameter is its own mistake.
    if (parameter != kPlayersAxis) {
        const ParameterSpec* found = ruleset_->parameters().find(parameter);
        if (!found)
            throw SweepError(SweepError::Kind::UnknownParameter, "unknown parameter '" + parameter +
                                                                     "' of " +
                                                                     std::string(ruleset_->id()));
        if (found->type != ParameterType::Int)
            throw SweepError(SweepError::Kind::NotWholeNumber,
                             parameter +
                                 ": a range from:to:step needs a whole-number parameter; list the "
                                 "values instead (" +
                                 parameter + "=a,b)");
    }
    if (!parsed || step <= 0 || to < from)
        throw SweepError(SweepError::Kind::BadRange,
                         parameter +
                             ": the range must be from:to:step with from <= to and step > 0, "
                             "not '" +
                             std::string(spec) + "'");
    addRange(parameter, from, to, step);
    axes_.back().spec = std::string(spec);
}

void SweepPlan::addRange(const std::string& parameter, long long from, long long to,
                         long long step) {
    if (parameter != kPlayersAxis) {
        const ParameterSpec* found = ruleset_->parameters().find(parameter);
        if (!found)
            throw SweepError(SweepError::Kind::UnknownParameter, "unknown parameter '" + parameter +
                                                                     "' of " +
                                                                     std::string(ruleset_->id()));
        if (found->type != ParameterType::Int)
            throw SweepError(SweepError::Kind::NotWholeNumber,
                             parameter + ": a range needs a whole-number parameter");
    }
    if (step <= 0 || to < from)
        throw SweepError(SweepError::Kind::BadRange,
                         parameter + ": the range must go from a value to a larger one in steps "
                                     "of at least 1");
    if (static_cast<unsigned long long>((to - from) / step) >= limits_.valuesPerAxis)
        throw SweepError(SweepError::Kind::TooManyValues,
                         parameter + " has more than " + std::to_string(limits_.valuesPerAxis) +
                             " values");
    SweepAxis axis{parameter,
                   std::to_string(from) + ":" + std::to_string(to) + ":" + std::to_string(step),
                   {}};
    for (long long v = from; v <= to; v += step)
        axis.values.push_back(value(parameter, std::to_string(v)));
    addValues(std::move(axis));
}

void SweepPlan::addValues(SweepAxis axis) {
    if (swept(axis.parameter))
        throw SweepError(SweepError::Kind::SweptTwice, axis.parameter + " is swept twice");
    if (axis.parameter == kPlayersAxis &&
        std::any_of(agents_.begin(), agents_.end(),
                    [&](const std::string& agent) { return agent != agents_.front(); }))
        throw SweepError(SweepError::Kind::MixedAgents,
                         "players needs the same agent at every seat");
    std::size_t points = axis.values.size();
    for (const SweepAxis& other : axes_)
        points *= other.values.size();
    if (points > limits_.points)
        throw SweepError(SweepError::Kind::TooManyPoints, "has " + std::to_string(points) +
                                                              " points; at most " +
                                                              std::to_string(limits_.points));
    axes_.push_back(std::move(axis));
}

PlannedPoint SweepPlan::point(const nlohmann::json& values) const {
    PlannedPoint point{values, players_, params_, agents_, nullptr};
    for (const auto& [name, value] : values.items()) {
        if (name == kPlayersAxis)
            point.players = value.get<int>();
        else
            point.params[name] = value;
    }
    if (values.contains(kPlayersAxis) && !agents_.empty())
        point.agents.assign(static_cast<std::size_t>(point.players), agents_.front());
    point.game = ruleset_->makeGame(point.params, point.players);
    return point;
}

std::vector<PlannedPoint> SweepPlan::points() const {
    std::vector<nlohmann::json> combinations{nlohmann::json::object()};
    for (const SweepAxis& axis : axes_) {
        std::vector<nlohmann::json> next;
        for (const auto& combination : combinations)
            for (const auto& value : axis.values) {
                nlohmann::json p = combination;
                p[axis.parameter] = value;
                next.push_back(std::move(p));
            }
        combinations = std::move(next);
    }
    if (axes_.size() == 2)
        std::stable_sort(
            combinations.begin(), combinations.end(), [&](const auto& a, const auto& b) {
                const auto& second = axes_[1].values;
                const auto ia = std::find(second.begin(), second.end(), a[axes_[1].parameter]);
                const auto ib = std::find(second.begin(), second.end(), b[axes_[1].parameter]);
                return ia < ib;
            });
    std::vector<PlannedPoint> points;
    points.reserve(combinations.size());
    for (const auto& values : combinations)
        points.push_back(point(values));
    return points;
}

nlohmann::json SweepPlan::json() const {
    if (axes_.empty())
        return nullptr;
    nlohmann::json axes = nlohmann::json::array(), parameters = nlohmann::json::array();
    for (const SweepAxis& axis : axes_) {
        axes.push_back(
            {{"parameter", axis.parameter}, {"spec", axis.spec}, {"values", axis.values}});
        parameters.push_back(axis.parameter);
    }
    return {{"parameters", parameters}, {"axes", axes}};
}

} // namespace pb
