#pragma once

// What a run of the property harness found: how much it played, and the first
// check that broke, where, and how to get there again.

#include "check/reproduction.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace pb::check {

struct CheckBreak {
    std::string check;   // one of check_names.h
    std::string message; // what is wrong
    // The game of the run (0 is the first), or -1 for the determinism check,
    // which plays games of its own (seeds 1 to 3 and 101 to 103).
    int gameIndex = 0;
    // Decisions (chance outcomes too) from the game's initial state to `state`.
    int step = 0;
    nlohmann::json state; // where the check broke, as the ruleset's JSON (null before one exists)
    // A break in a transition (a decision's JSON, turnsCompleted, a step
    // invariant, apply throwing): the decision taken at `state`; else null.
    nlohmann::json decision;
    Reproduction reproduction; // leads to `state`

    // {"check", "message", "game_index", "step", "state", "decision", "reproduction"}.
    nlohmann::json toJson() const;
    // Several lines for a test's failure message: the check, the message, the
    // place, the decision and the state.
    std::string describe() const;
};

struct CheckReport {
    long long decisions = 0; // seat decisions played (chance outcomes not counted)
    int games = 0;           // games played to their end with every check passed
    std::optional<CheckBreak> firstBreak;
    // CheckOptions::progress stopped the run before its end: no break was
    // found in the games played, but not every check ran.
    bool stopped = false;

    // No break, and every game and check ran.
    bool ok() const { return !firstBreak && !stopped; }
    // {"ok", "games", "decisions"}, "stopped": true after a stopped run and,
    // after a break, "break": CheckBreak::toJson().
    nlohmann::json toJson() const;
};

} // namespace pb::check
