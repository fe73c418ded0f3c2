#pragma once

// The determinism part of the property harness: a seed is a game.

#include "check/check_report.h"

#include <nlohmann/json.hpp>
#include <optional>

namespace pb {
class Game;
} // namespace pb

namespace pb::check {

// Plays games of `game` set up as `setup` from seeds 1, 2 and 3 twice each by
// seeded random choices, comparing the state hashes decision by decision, and
// once from seeds 101, 102 and 103. A break "determinism" when one seed gave
// two games (its reproduction leads to the first state that differs, as the
// first play reached it), "seeds-differ" when the other seeds gave the same
// three games; none when both hold. A game is played to its end or to
// `maxDecisions` decisions.
std::optional<CheckBreak> checkSameSeedSameGame(const Game& game, const nlohmann::json& setup,
                                                int maxDecisions = 100000);

} // namespace pb::check
