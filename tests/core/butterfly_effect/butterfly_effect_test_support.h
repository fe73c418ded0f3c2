#pragma once

// Building hand-made Butterfly Effect positions and the decisions played on
// them, shared by the rule-by-rule tests so no test repeats a position's set-up.

#include "engine/state.h"
#include "ruleset_test_support.h"

#include <QTest>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

namespace betest {

using nlohmann::json;
using rulesettest::checkLegal;
using rulesettest::checkRefused;
using rulesettest::dumps;
using rulesettest::legalSet;
using rulesettest::setDifference;
using rulesettest::tryPlay;

// Species as the default content numbers them.
enum Species { kCattle, kHawk, kLion, kWheat, kIris, kPalm };
// Evolution cards of the default content.
enum Evolution {
    kGiantism,
    kThickHide,
    kThorns,
    kSwiftness,
    kCamouflage,
    kVines,
    kFertility,
    kDeepRoots
};

// A position in the interchange JSON of docs/rules/butterfly-effect.md. Starts
// as seat 0 (animals) at the place step of turn 4 on empty boards, both hands
// empty; the decks hold every card not placed elsewhere.
class Position {
public:
    Position();

    Position& param(const std::string& name, json value);
    Position& setup(json setup);
    Position& piece(const std::string& era, int row, int col, int species);
    // Sets the count of a card type in a seat's hand: species 0-2 (own) or "evolution" e.
    Position& handSpecies(int seat, int ownIndex, int count);
    Position& handEvolution(int seat, int evolution, int count);
    Position& attach(int species, int evolution, int owner);
    Position& pending(int seat, int row, int col, int species);
    Position& streak(int seat, int streak);
    Position& phase(const std::string& phase);
    Position& player(int seat);
    Position& turn(int turn);
    // A step of the turn done or not ("reproduce", "draw", "evolve", "place", "move").
    Position& step(const std::string& step, bool done);
    Position& field(const std::string& name, json value);
    Position& playerField(int seat, const std::string& name, json value);

    json toJson() const { return json_; }

private:
    json json_;
};

std::unique_ptr<pb::State> tryParse(const json& state, std::string& error);
std::string refusal(const json& state);

// Reading a state through its JSON.
json pieceAt(const pb::State& state, const std::string& era, int row, int col); // species or null
int piecesOf(const pb::State& state, const std::string& era, int species);
std::string phaseOf(const pb::State& state);
json actorOf(const pb::State& state);
int handSize(const pb::State& state, int seat);
long long counterOf(const pb::State& state, int seat, std::string_view id);

// Decisions as in the rules page.
json draw(int seat, int species);
json drawEvolution(int seat, int evolution);
json first(int seat);
json roll(int value);
json setupSpecies(int species);
json setupSquare(int row, int col);
json reproduce(int orientation, int cell);
json extra(int row, int col);
json declineExtra();
json evolve(int evolution, int species);
json pass();
json placeCard(int species);
json placeEra(const std::string& era);
json placeSquare(int row, int col);
json skipPlace();
json moveFrom(const std::string& era, int row, int col);
json moveTo(int row, int col);
json skipMove();
json deathPattern(int orientation, int cell);
json steal(int evolution, int owner);
json noSteal();

// Seat 1 is about to end its turn by moving its Wheat on (8,8); seat 0
// placed a Hawk in the past on (row,col) last turn, which reproduces at the
// start of seat 0's next turn.
Position hawkPending(int row, int col);
// Ends that turn: the Wheat on (8,8) of the present moves to (7,8).
void endSeat1sTurn(pb::State& state);

} // namespace betest

#define BE_STATE(var, ...)                                                                         \
    std::string var##ParseError_;                                                                  \
    std::unique_ptr<pb::State> var = betest::tryParse((__VA_ARGS__).toJson(), var##ParseError_);   \
    QVERIFY2(var, var##ParseError_.c_str())

#define BE_PLAY RULESET_PLAY

#define BE_REFUSED RULESET_REFUSED

#define BE_LEGAL_SET RULESET_LEGAL_SET

#define BE_COMPARE_JSON(actual, expected)                                                          \
    do {                                                                                           \
        const nlohmann::json actualJson_ = (actual);                                               \
        const nlohmann::json expectedJson_ = (expected);                                           \
        QVERIFY2(actualJson_ == expectedJson_,                                                     \
                 (std::string(#actual) + " is " + actualJson_.dump() + ", expected " +             \
                  expectedJson_.dump())                                                            \
                     .c_str());                                                                    \
    } while (false)
