#include "agents/rollout.h"

#include "engine/game.h"
#include "engine/state.h"

namespace pb {

std::uint64_t playRandomly(State& state, Rng& rng, std::uint64_t maxDecisions) {
    std::uint64_t decisions = 0, taken = 0;
    for (;;) {
        const int actor = state.currentActor();
        if (actor == kTerminalActor || taken++ == maxDecisions)
            return decisions;
        if (actor == kChanceActor) {
            state.applyUnchecked(state.sampleChance(rng));
        } else {
            state.applyUnchecked(state.sampleUniformLegal(rng));
            ++decisions;
        }
    }
}

std::array<double, kMaxSeats> randomRollout(State& state, Rng& rng, int maxDecisions) {
    playRandomly(state, rng, static_cast<std::uint64_t>(maxDecisions));
    std::array<double, kMaxSeats> scores{};
    if (state.isTerminal()) {
        const Outcome outcome = state.outcome();
        scores = outcome.score;
    } else {
        const int n = state.game().numPlayers();
        for (int seat = 0; seat < n; ++seat)
            scores[seat] = 1.0 / n;
    }
    return scores;
}

} // namespace pb
