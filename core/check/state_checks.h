#pragma once

// The checks the property harness makes of one reached state, each what the
// State API promises of any ruleset. Each returns "" or what is wrong; the
// harness (property_check.h) names the check that broke.

#include "engine/decision.h"
#include "engine/rng.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {
class State;
} // namespace pb

namespace pb::check {

// The list is sorted without repeats, empty exactly at the end, and each entry
// is legal by isLegal and whyIllegal; a chance node's outcomes are the list,
// in its order, with positive probabilities summing to 1.
std::string checkLegalList(const State& s, const std::vector<Decision>& legal);

// Every neighbour of a listed decision (one field off by one) and random
// probes: the near misses a ruleset's fast isLegal gets wrong.
std::string checkNeighbours(const State& s, const std::vector<Decision>& legal, Rng& rng, int kinds,
                            int maxArgument);

// sampleUniformLegal (sampleChance at a chance node) draws listed decisions;
// when `counted`, each about as often as the others.
std::string checkSampling(const State& s, const std::vector<Decision>& legal, Rng& rng,
                          bool counted);

// JSON (`j` is the state's own), clone and copyFrom (into `scratch`, a state of
// the same game) give the same state, with the same hash and actor.
std::string checkCopies(const State& s, const nlohmann::json& j, State& scratch);

// Resampling what a seat cannot see keeps what it sees, and a valid state.
std::string checkHidden(const State& s, Rng& rng);

// Every seat has a score in [0, 1]; a team shares one result.
std::string checkOutcome(const State& s);

// A decision's JSON with one field it does not take is refused with
// InvalidInput, not read as the decision without it.
std::string checkStrayField(const State& s, const nlohmann::json& decision);

// A decision drawn from a broad candidate space (kind below `kinds`, each
// argument in -1..maxArgument), mostly illegal: probes for the checks above.
Decision randomProbe(Rng& rng, int kinds, int maxArgument);

// "" when the read-only queries (the legal list, isLegal and whyIllegal of
// `probe`, the text and JSON of every legal decision, evaluate and every seat's
// observation) leave `state` as it was, and when `probe`, if it is not legal,
// is refused by apply with IllegalDecision without changing anything. "As it
// was" is the same hash, and with `compareJson` also the same JSON as
// `stateJson`; the texts, JSON, evaluations and observations are queried only
// then (the costlier check, which the harness makes every few decisions).
std::string checkQueriesChangeNothing(State& state, const nlohmann::json& stateJson,
                                      const std::vector<Decision>& legal, const Decision& probe,
                                      bool compareJson);

} // namespace pb::check
