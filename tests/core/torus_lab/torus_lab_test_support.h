#pragma once

// Building hand-made Torus Lab positions and checking decisions on them, shared
// by the rule-by-rule tests so that no test repeats the set-up of a position.

#include "engine/decision.h"
#include "engine/state.h"
#include "ruleset_test_support.h"

#include <QTest>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>

namespace tltest {

using rulesettest::checkLegal;
using rulesettest::checkRefused;
using rulesettest::dumps;
using rulesettest::joined;
using rulesettest::legalSet;
using rulesettest::setDifference;
using rulesettest::tryPlay;

using nlohmann::json;

// A position in the interchange JSON of docs/rules/torus-lab.md. Starts as
// seat 0 at the action step of turn 0: every pawn on space 1 with limit 6 and
// an empty hand, one particle on spaces 2-6, stacks of 10 with tops hearts,
// clubs, diamonds, spades, hearts, clubs. The discard pile takes whatever
// cards are not elsewhere (unless set), so the deck always adds up.
class Position {
public:
    explicit Position(int numPlayers = 3);

    Position& param(const std::string& name, json value);
    // Sets spaceCount and rebuilds the ring: particles 1 but on space 1, stacks of 6.
    Position& spaceCount(int count);
    Position& pawn(int seat, int space);
    Position& limit(int seat, int value);
    // Sets one suit of a seat's hand (and, unless `shown` is given, shows none of it).
    Position& hand(int seat, const std::string& suit, int count);
    Position& shown(int seat, const std::string& suit, int count);
    Position& particles(int space, int count);
    // Stack of `space`: its size and its top (null: not revealed, or empty).
    Position& stack(int space, int cards, json top);
    Position& phase(const std::string& phase);
    Position& player(int seat);
    Position& turn(int turn);
    Position& codes(json suits);
    Position& discardPile(json counts);
    // A top-level field such as "die", "basicUsed", "spendOpen", "result".
    Position& field(const std::string& name, json value);

    json toJson() const;

private:
    json json_;
    bool autoDiscard_ = true;
};

inline json asJson(const Position& position) {
    return position.toJson();
}
inline const json& asJson(const json& state) {
    return state;
}

// Parses a position; null and `error` set when the ruleset refuses it.
std::unique_ptr<pb::State> tryParse(const json& state, std::string& error);
// The message of the refusal, or "" if the state parses.
std::string refusal(const json& state);

// Reading a state through its JSON.
int particlesOn(const pb::State& state, int space);
int stackOf(const pb::State& state, int space);
int handOf(const pb::State& state, int seat, const std::string& suit);
int handSize(const pb::State& state, int seat);
int limitOf(const pb::State& state, int seat);
int pawnOf(const pb::State& state, int seat);
int discardOf(const pb::State& state, const std::string& suit);
std::string phaseOf(const pb::State& state);
json actorOf(const pb::State& state);

// The value of the per-seat counter with this id, or -1 if there is no such counter.
long long counterOf(const pb::State& state, int seat, std::string_view id);

// Decisions as in the rules page.
json deal(int seat, const std::string& suit);
json reveal(int space, const std::string& suit);
json first(int seat);
json roll(int value);
json emergeCount(int count);
json emergeSpace(int space);
json move();
json moveTo(int space);
json attempt();
json resolve();
json stop();
json collect(int count);
json spend(const std::string& suit);
json spendDiamond(int to);
json spendSpade(int from, int to);
json spendLand(const std::string& as, int from = 0, int to = 0);
json give(int to, const std::string& suit);
json doneSharing();
json enterCode(const std::string& suit);
json discard(const std::string& suit);
json spill(int space);
json endTurn();

// Rule variants the random-play tests share (test_torus_lab_playouts.cpp,
// torus_lab_properties.cpp). A: the other reading of most choices, open hands.
json variantA();
// B: the remaining choices, five suits with a wild fifth, random first player.
json variantB();
// C: every number of the text away from its default.
json variantC();
// Easy enough that random play wins now and then.
json winnable();
// Small stacks that empty, and a short game.
json thinAndShort();

} // namespace tltest

#define TL_STATE(var, ...)                                                                         \
    std::string var##ParseError_;                                                                  \
    std::unique_ptr<pb::State> var =                                                               \
        tltest::tryParse(tltest::asJson(__VA_ARGS__), var##ParseError_);                           \
    QVERIFY2(var, var##ParseError_.c_str())

#define TL_PLAY RULESET_PLAY

#define TL_REFUSED RULESET_REFUSED

#define TL_LEGAL RULESET_LEGAL

#define TL_LEGAL_SET RULESET_LEGAL_SET

#define TL_COMPARE_JSON(actual, expected)                                                          \
    do {                                                                                           \
        const nlohmann::json actualJson_ = (actual);                                               \
        const nlohmann::json expectedJson_ = (expected);                                           \
        QVERIFY2(actualJson_ == expectedJson_,                                                     \
                 (std::string(#actual) + " is " + actualJson_.dump() + ", expected " +             \
                  expectedJson_.dump())                                                            \
                     .c_str());                                                                    \
    } while (false)
