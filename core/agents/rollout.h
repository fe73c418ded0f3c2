#pragma once

#include "engine/outcome.h"

#include <array>

namespace pb {

class Rng;
class State;

// Plays `state` to the end with uniformly random decisions (chance by its
// probabilities) and returns each seat's score. A game still running after
// `maxDecisions` is scored as an even split among the seats.
std::array<double, kMaxSeats> randomRollout(State& state, Rng& rng, int maxDecisions = 100000);

} // namespace pb
