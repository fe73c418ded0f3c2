#pragma once

#include "engine/errors.h"

#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

class Game;
class Ruleset;

// The sweep axis that varies the number of players rather than a rule parameter.
inline constexpr std::string_view kPlayersAxis = "players";

// A sweep that cannot be planned. kind() tells the callers what went wrong so
// that the CLI can choose its exit code and the GUI its own (translated) words;
// what() is one English line for the command line.
class SweepError : public InvalidInput {
public:
    enum class Kind {
        Malformed,         // not name=from:to:step or name=v1,v2,...
        UnknownParameter,  // neither a parameter of the ruleset nor "players"
        NotWholeNumber,    // a from:to:step range over a parameter that is not an integer
        BadRange,          // to < from, or a step below 1
        TooManyValues,     // more values on one axis than the limit
        SweptTwice,        // the same parameter on two axes
        TooManyPoints,     // more points over all axes than the limit
        PlayersOutOfRange, // a player count the ruleset does not allow
        MixedAgents,       // the players axis with different agents per seat
    };
    SweepError(Kind kind, const std::string& message) : InvalidInput(message), kind_(kind) {}
    Kind kind() const { return kind_; }

private:
    Kind kind_;
};

// One swept parameter: its name, the text that gave its values, and the values.
struct SweepAxis {
    std::string parameter;
    std::string spec; // "6:10:2" or "orthogonal,eight"
    std::vector<nlohmann::json> values;
};

// One run of a sweep: the swept values and what they make of the base.
struct PlannedPoint {
    nlohmann::json values; // {"size": 8}; an empty object without a sweep
    int players = 0;
    nlohmann::json params;           // the base parameters with the swept ones set
    std::vector<std::string> agents; // one per seat
    std::shared_ptr<const Game> game;
};

// The runs of a batch of simulated games varied over up to a few axes: the
// one planning shared by `playbench-cli simulate --sweep` and the Reports
// page's sweep, so both store the same points and the same sweep JSON.
//
// Along the players axis every seat plays the first agent, so that axis needs
// one agent for every seat. Parameter values are checked against the ruleset's
// schema as the axes are added (InvalidInput from the schema, SweepError for
// the sweep itself); points() makes every point's game, so a combination the
// rules refuse fails before anything is played.
class SweepPlan {
public:
    struct Limits {
        std::size_t valuesPerAxis = 1000;
        std::size_t points = 10000;
    };

    // `params` are the parameters every point starts from (the CLI's --param,
    // a design's own); `agents` has one spec per seat of `players`.
    SweepPlan(const Ruleset& ruleset, int players, nlohmann::json params,
              std::vector<std::string> agents, Limits limits);

    // Adds "name=from:to:step" (whole numbers; ":step" may be left out for 1)
    // or "name=v1,v2,..." (any type), or "name=*" (every option of a choice,
    // false and true of a yes/no parameter).
    void addAxis(std::string_view text);
    // Adds a whole-number range from `from` to `to` (inclusive) in steps of `step`.
    void addRange(const std::string& parameter, long long from, long long to, long long step);

    const std::vector<SweepAxis>& axes() const { return axes_; }
    bool swept(std::string_view parameter) const;

    // Every point, the first axis varying fastest; with two axes listed by the
    // second axis, then the first, as the report's tables read. Without an
    // axis, the one point of the base.
    std::vector<PlannedPoint> points() const;

    // {"parameters": [...], "axes": [{"parameter", "spec", "values"}]} as the
    // store keeps it with every run of the sweep; null without an axis.
    nlohmann::json json() const;

private:
    void addValues(SweepAxis axis);
    nlohmann::json value(const std::string& parameter, const std::string& word) const;
    PlannedPoint point(const nlohmann::json& values) const;

    const Ruleset* ruleset_;
    int players_;
    nlohmann::json params_;
    std::vector<std::string> agents_;
    Limits limits_;
    std::vector<SweepAxis> axes_;
};

} // namespace pb
