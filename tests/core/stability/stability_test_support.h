#pragma once

// Building hand-made Stability positions and checking decisions on them, shared
// by the rule-by-rule tests so that no test repeats the set-up of a position.

#include "engine/decision.h"
#include "engine/state.h"
#include "json_compare.h"
#include "ruleset_test_support.h"

#include <QTest>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace pbtest {

using rulesettest::checkLegal;
using rulesettest::checkRefused;
using rulesettest::dumps;
using rulesettest::joined;
using rulesettest::legalSet;
using rulesettest::setDifference;
using rulesettest::tryPlay;

using nlohmann::json;

// A position in the interchange JSON of the Stability rules page. Starts as a
// board of `fill` everywhere, every seat alive on its starting corner with PC 0,
// seat 0 to move at turn 0; each setter changes one thing and returns *this.
class Position {
public:
    explicit Position(int numPlayers = 2, int fill = 5, int size = 10);

    Position& tile(int row, int col, int value);
    Position& at(int seat, int row, int col);
    Position& pc(int seat, int value);
    Position& dead(int seat);
    Position& current(int seat);
    Position& chance();
    Position& phase(const std::string& phase);
    Position& turn(int turn);
    Position& param(const std::string& name, json value);
    // A top-level field such as "effect", "primary" or "eliminated".
    Position& field(const std::string& name, json value);

    const json& toJson() const { return json_; }

private:
    json json_;
};

inline const json& asJson(const Position& position) {
    return position.toJson();
}
inline const json& asJson(const json& state) {
    return state;
}

// Parses a position; null and `error` set when the ruleset refuses it.
std::unique_ptr<pb::State> tryParse(const json& state, std::string& error);

// Plays a turn that changes no tile: the first legal move, then `none` if asked
// to permeate, then skip. Returns "" or what went wrong.
std::string playQuietTurn(pb::State& state);

// One row of the permeation chart of the rules page, with what the effect does.
struct Effect {
    std::string id;
    int cost;      // default cost in PC
    int magnitude; // of the primary change
    int extras;    // extra tiles
    std::string costParameter;
};

// The chart in the order of the rules page (without `none`).
const std::vector<Effect>& chart();
// The chart row of `id`; `none` (and an unknown id) is magnitude 1, no extras.
const Effect& effect(const std::string& id);

// Reading a state through its JSON.
int tileAt(const pb::State& state, int row, int col);
int pcOf(const pb::State& state, int seat);
json posOf(const pb::State& state, int seat);
bool aliveOf(const pb::State& state, int seat);
std::string phaseOf(const pb::State& state);

// The value of the per-seat counter with this id, or -1 if the ruleset has no such counter.
long long counterOf(const pb::State& state, int seat, std::string_view id);

// Decisions as in the rules page.
json move(int row, int col);
json permeate(const std::string& effect);
json afflict(int row, int col, int sign);
json skip();
json extra(int row, int col);
json extra(int row, int col, int sign);
json setTile(int row, int col, int value);
json chanceOutcome(int seat);

} // namespace pbtest

// Declares `var` as the parsed position, failing the test if it is refused.
#define PB_STATE(var, ...)                                                                         \
    std::string var##ParseError_;                                                                  \
    std::unique_ptr<pb::State> var =                                                               \
        pbtest::tryParse(pbtest::asJson(__VA_ARGS__), var##ParseError_);                           \
    QVERIFY2(var, var##ParseError_.c_str())

#define PB_PLAY RULESET_PLAY

#define PB_REFUSED RULESET_REFUSED

#define PB_LEGAL RULESET_LEGAL

#define PB_LEGAL_SET RULESET_LEGAL_SET

#define PB_QUIET_TURN(state)                                                                       \
    do {                                                                                           \
        const std::string quietError_ = pbtest::playQuietTurn(state);                              \
        QVERIFY2(quietError_.empty(), quietError_.c_str());                                        \
    } while (false)
