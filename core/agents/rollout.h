#pragma once

#include "engine/outcome.h"

#include <array>
#include <cstdint>

namespace pb {

class Rng;
class State;

// Plays `state` to the end (or for at most `maxDecisions` decisions) with
// uniformly random seat decisions and chance by its probabilities; returns how
// many seat decisions were taken. The inner loop of benchmarks and rollouts.
std::uint64_t playRandomly(State& state, Rng& rng, std::uint64_t maxDecisions = UINT64_MAX);

// Plays `state` to the end with uniformly random decisions (chance by its
// probabilities) and returns each seat's score. A game still running after
// `maxDecisions` is scored as an even split among the seats.
std::array<double, kMaxSeats> randomRollout(State& state, Rng& rng, int maxDecisions = 100000);

} // namespace pb
