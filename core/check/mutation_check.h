#pragma once

// The mutation probe of the property harness: what a ruleset does with a
// reached state's JSON that a hand-edited file or a buggy tool changed.

#include "engine/rng.h"

#include <nlohmann/json.hpp>
#include <string>

namespace pb {
class Ruleset;
} // namespace pb

namespace pb::check {

// One field of a reached state (`stateJson`) changed (a number moved, a flag
// flipped, an array element dropped or repeated): the ruleset either refuses
// the result with InvalidInput, or takes it as a state that passes its
// invariants, reads back from its own JSON, and plays on for a few random
// decisions keeping them. Returns "" or what went wrong.
std::string checkMutation(const Ruleset& ruleset, const nlohmann::json& stateJson, Rng& rng);

} // namespace pb::check
