#pragma once

#include <cstdint>

namespace pb {

// One decision as a small value type: a ruleset-defined kind and up to three
// small integer arguments whose meaning the ruleset documents. Eight bytes, so
// decisions are copied, compared and stored in arrays without allocation.
struct Decision {
    std::uint16_t kind = 0;
    std::int16_t a = 0;
    std::int16_t b = 0;
    std::int16_t c = 0;

    friend constexpr bool operator==(const Decision&, const Decision&) = default;
};

// A chance decision and its probability (the probabilities of a chance node sum to 1).
struct ChanceOutcome {
    Decision decision;
    double probability = 0.0;
};

} // namespace pb
