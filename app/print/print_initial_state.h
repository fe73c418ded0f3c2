#pragma once

#include <memory>

namespace pb {
class State;
}

namespace pb::print {

struct PrintInput;

// The position a printed board shows: the game of the input's parameters and
// player count, set up as the design says (or, for a generated set-up, from
// options.seed). The state keeps its game alive. Throws InvalidInput as the
// ruleset does for a set-up it refuses.
std::unique_ptr<const pb::State> printInitialState(const PrintInput& input);

} // namespace pb::print
