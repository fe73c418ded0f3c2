#include "check/game_invariants.h"

namespace pb::check {

// The base class holds nothing: a ruleset without invariants of its own passes.
std::string GameInvariants::check(const State&, const nlohmann::json&,
                                  const std::vector<Decision>&) {
    return {};
}

std::string GameInvariants::checkStep(const nlohmann::json&, const nlohmann::json&,
                                      const nlohmann::json&) {
    return {};
}

std::string GameInvariants::checkEnd(const State&, const nlohmann::json&) {
    return {};
}

} // namespace pb::check
