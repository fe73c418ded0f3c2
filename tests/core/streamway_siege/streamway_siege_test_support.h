#pragma once

// Building hand-made Streamway Siege positions and playing decisions on them,
// shared by the rule-by-rule tests so that no test repeats a position's set-up.

#include "engine/state.h"
#include "ruleset_test_support.h"

#include <QTest>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>

namespace sstest {

using nlohmann::json;
using rulesettest::checkLegal;
using rulesettest::checkRefused;
using rulesettest::legalSet;
using rulesettest::setDifference;
using rulesettest::tryPlay;

// A position in the interchange JSON of docs/rules/streamway-siege.md. Starts
// with 2 teams of 3 men in reserve on a bare 6-wide grid of 30 steps (5 rounds
// a wave with d6), wave 1, seat 0 to apply its dice, no monster.
class Position {
public:
    explicit Position(int numPlayers = 2);

    Position& param(const std::string& name, json value);
    // The board: steps, grid columns, snakes [head, tail], ladders [bottom, top].
    Position& board(int steps, int columns, json snakes = json::array(),
                    json ladders = json::array());
    // Man `index` (team index / menPerTeam) deployed on `step`, or "reserve"/"dead".
    Position& man(int index, int step);
    Position& manStatus(int index, const std::string& status);
    Position& manTeam(int index, int team);
    // Man `index` marked as left where he stands by a G13 guard or R14.
    Position& spared(int index);
    // The reading's default board, snakes100 (section 3).
    Position& snakes100();
    Position& monster(int step, json abilities = json::array());
    // Wave (and its dice count), round and player.
    Position& wave(int wave);
    Position& round(int round);
    Position& player(int seat);
    // The turn's rolled dice; the position asks for the first die's use
    // ("dice"), or for the next die ("roll") when fewer than the wave's count.
    Position& dice(json values, const std::string& step = "dice");
    Position& step(const std::string& step);
    Position& field(const std::string& name, json value);

    json toJson() const;

private:
    json json_;
};

std::unique_ptr<pb::State> tryParse(const json& state, std::string& error);
std::string refusal(const json& state);

// Reading a state through its JSON.
json stateOf(const pb::State& state);
int manStep(const pb::State& state, int man); // 0 unless deployed
std::string manStatus(const pb::State& state, int man);
int manTeam(const pb::State& state, int man);
json monsters(const pb::State& state); // the "monsters" array
// The step of monster `index`.
int monsterStep(const pb::State& state, int index);
long long counterOf(const pb::State& state, int seat, std::string_view id);

// Decisions as on the rules page.
json roll(int value);
json ability(int value);
json deploy(bool yes);
json die(int value, int step);
json monsterDie(int value, int step);
json ladder(bool take);
json boxcars(json team);

// Set-ups the random-play tests share.
json crowded();       // a small board crowded with snakes, ladders and men
json otherReadings(); // every gap at its other reading
json loopBoard();     // a set-up whose board is built to loop (bump-snake and ladder-throw)

} // namespace sstest

#define SS_STATE(var, ...)                                                                         \
    std::string var##ParseError_;                                                                  \
    std::unique_ptr<pb::State> var = sstest::tryParse((__VA_ARGS__).toJson(), var##ParseError_);   \
    QVERIFY2(var, var##ParseError_.c_str())

#define SS_PLAY(state, ...)                                                                        \
    do {                                                                                           \
        const std::string playError_ = sstest::tryPlay(*(state), __VA_ARGS__);                     \
        QVERIFY2(playError_.empty(), playError_.c_str());                                          \
    } while (false)

#define SS_REFUSED(state, ...)                                                                     \
    do {                                                                                           \
        const std::string refusedError_ = sstest::checkRefused(*(state), __VA_ARGS__);             \
        QVERIFY2(refusedError_.empty(), refusedError_.c_str());                                    \
    } while (false)

#define SS_LEGAL_SET(state, ...)                                                                   \
    do {                                                                                           \
        const std::set<std::string> actual_ = sstest::legalSet(*(state));                          \
        const std::set<std::string> expected_ = rulesettest::dumps(__VA_ARGS__);                   \
        QVERIFY2(actual_ == expected_, sstest::setDifference(expected_, actual_).c_str());         \
    } while (false)

#define SS_JSON_EQ(actual, expected)                                                               \
    do {                                                                                           \
        const nlohmann::json actualJson_ = (actual);                                               \
        const nlohmann::json expectedJson_ = (expected);                                           \
        QVERIFY2(actualJson_ == expectedJson_,                                                     \
                 (std::string(#actual) + " is " + actualJson_.dump() + ", expected " +             \
                  expectedJson_.dump())                                                            \
                     .c_str());                                                                    \
    } while (false)
