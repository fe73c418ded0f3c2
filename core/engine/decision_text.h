#pragma once
// Pieces of the short human texts rulesets give their decisions
// (State::decisionToText), so every ruleset names players and counts alike.

#include <string>
#include <string_view>

namespace pb {

// Players are P1..Pn in every text a person reads, as in the workbench; the
// JSON's seat numbers start at 0.
inline std::string playerLabel(int seat) {
    return "P" + std::to_string(seat + 1);
}

// "1 card", "3 cards".
inline std::string countOf(int n, std::string_view singular, std::string_view plural) {
    return std::to_string(n) + " " + std::string(n == 1 ? singular : plural);
}

} // namespace pb
