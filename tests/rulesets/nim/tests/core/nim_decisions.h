#pragma once

#include "engine/state.h"

// Nim's one decision as the tests write it: take `count` stones from `pile`.
inline pb::Decision take(const pb::State& state, int pile, int count) {
    return state.decisionFromJson({{"type", "take"}, {"pile", pile}, {"count", count}});
}
