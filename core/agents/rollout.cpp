#include "agents/rollout.h"

#include "engine/game.h"
#include "engine/state.h"

namespace pb {

std::array<double, kMaxSeats> randomRollout(State& state, Rng& rng, int maxDecisions) {
    for (int i = 0; i < maxDecisions && !state.isTerminal(); ++i)
        state.applyUnchecked(state.isChance() ? state.sampleChance(rng)
                                              : state.sampleUniformLegal(rng));
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
