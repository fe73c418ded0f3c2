#pragma once

// Checks every ruleset's tests share: a decision given as JSON is accepted or
// refused consistently by decisionFromJson, whyIllegal, isLegal,
// legalDecisions and apply (a refused one leaves the state unchanged). Each
// returns an empty string on success, else a message for QVERIFY2.

#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "sim/simulator.h"

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace rulesettest {

using json = nlohmann::json;

// How many games a random-play property test plays of a set-up that it plays
// `games` times in a normal build. Under ASan+UBSan (PLAYBENCH_SANITIZED) a
// decision costs about ten times as much, so the sanitized suite plays an
// eighth of each set-up, at least one game: every set-up still runs, and the
// normal suite keeps the full counts (docs/reliability.md, "Build time"). A
// floor of two made the set-ups of a few long games (Butterfly Effect's 5 or 6
// of up to 200 turns) play a third of their games where the others play an eighth.
constexpr int propertyGames(int games) {
#ifdef PLAYBENCH_SANITIZED
    return games / 8 > 1 ? games / 8 : 1;
#else
    return games;
#endif
}

// Applies a decision written as JSON; returns "" or what went wrong.
std::string tryPlay(pb::State& state, const json& decision);

// A ruleset's counter `id` summed over every seat of every game of a batch.
std::uint64_t counterTotal(const pb::SimulationResult& result, const pb::Ruleset& ruleset,
                           int players, const std::string& id);
// The cells of heatmap `map` of summarizeHeatmaps() summed.
std::uint64_t heatTotal(const json& maps, std::size_t map);

// "" when `decision` is refused as the API promises (decisionFromJson throws
// InvalidInput, or whyIllegal explains, isLegal is false, it is not listed and
// apply throws IllegalDecision leaving hash and JSON unchanged); otherwise what
// was wrong.
std::string checkRefused(pb::State& state, const json& decision);

// "" when `decision` parses, whyIllegal is empty, isLegal is true and it is
// among legalDecisions(); otherwise what was wrong.
std::string checkLegal(const pb::State& state, const json& decision);

// The legal decisions as their JSON dumps.
std::set<std::string> legalSet(const pb::State& state);

std::set<std::string> dumps(std::initializer_list<json> decisions);

// Turns a set of JSON dumps into a printable list for failure messages.
std::string joined(const std::set<std::string>& items);

// Lines "missing: ..." and "unexpected: ..." for a failed comparison of two sets.
std::string setDifference(const std::set<std::string>& expected,
                          const std::set<std::string>& actual);

} // namespace rulesettest

// Checks every ruleset's tests make on a `pb::State&`, failing the test with
// the message above; each ruleset's support header names them its own way.
#define RULESET_PLAY(state, ...)                                                                   \
    do {                                                                                           \
        const std::string playError_ = rulesettest::tryPlay(state, __VA_ARGS__);                   \
        QVERIFY2(playError_.empty(), playError_.c_str());                                          \
    } while (false)

#define RULESET_REFUSED(state, ...)                                                                \
    do {                                                                                           \
        const std::string refusedError_ = rulesettest::checkRefused(state, __VA_ARGS__);           \
        QVERIFY2(refusedError_.empty(), refusedError_.c_str());                                    \
    } while (false)

#define RULESET_LEGAL(state, ...)                                                                  \
    do {                                                                                           \
        const std::string legalError_ = rulesettest::checkLegal(state, __VA_ARGS__);               \
        QVERIFY2(legalError_.empty(), legalError_.c_str());                                        \
    } while (false)

// The legal decisions of `state` are exactly `expected` (a std::set of dumps).
#define RULESET_LEGAL_SET(state, expected)                                                         \
    do {                                                                                           \
        const std::set<std::string> actual_ = rulesettest::legalSet(state);                        \
        const std::set<std::string> expected_ = (expected);                                        \
        QVERIFY2(actual_ == expected_, rulesettest::setDifference(expected_, actual_).c_str());    \
    } while (false)
