#pragma once

#include "engine/decision.h"
#include "engine/outcome.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

class State;

// One decision as it was taken: who took it, what, and the state hash after.
struct RecordedDecision {
    int actor = 0; // a seat or kChanceActor
    Decision decision;
    std::uint64_t hashAfter = 0;
};

// Everything needed to replay a game exactly and to report on it. Contains no
// timings, so the same seed gives a byte-identical record.
struct GameRecord {
    std::string ruleset;
    nlohmann::json params; // resolved
    int numPlayers = 0;
    std::uint64_t seed = 0;
    std::vector<std::string> agents; // one spec per seat
    nlohmann::json initialState;
    std::vector<RecordedDecision> decisions;
    Outcome outcome;
    int turns = 0;
    int firstMover = -1;   // the seat that took the first non-chance decision
    int seatDecisions = 0; // decisions taken by seats (chance excluded)
    // Legal decisions summed over the seat decision points where they were
    // counted (playGame's countLegal), and how many points that was.
    std::uint64_t legalDecisionSum = 0;
    int countedDecisionPoints = 0;
    // Final counter values, seat-major: counters[seat * numCounters + c].
    std::vector<std::uint32_t> counters;

    // {"game","params","players","seed","agents","initial_state","decisions":[{actor,
    // decision, text, hash}],"result"}: decisions as the ruleset's JSON, each
    // rendered at the state it was taken in (`initial` is the game's first state).
    nlohmann::json toJson(const State& initial) const;
};

// The format tag and version of a game exported as one JSON object (written
// and read by db/game_export.h, which documents its fields; the property
// harness's reproductions, check/reproduction.h, are written in it too).
inline constexpr const char* kGameExportFormat = "playbench-game";
inline constexpr int kGameExportVersion = 1;

// A 64-bit hash as the 16 lowercase hex digits used in JSON and the store.
std::string hashToHex(std::uint64_t hash);

// The result of a finished game as JSON: scores, ranks, winner, draw, turn limit.
nlohmann::json outcomeToJson(const Outcome& outcome);

} // namespace pb
