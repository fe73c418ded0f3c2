#pragma once

#include "board_presenter.h"

#include <optional>

namespace pb::gui {

// How one Stability seat went out, read from the states a game passed through:
// the square it stood on when the turn came to it, and why that ended it. The
// state itself keeps neither (an eliminated homunculus leaves the board).
struct StabilityElimination {
    enum class Cause {
        MovedOntoZero, // it moved onto a 0 and did not raise it that turn
        LoweredToZero, // it lowered its own square to 0
        StoodOnZero,   // on a 0 since before the history starts
        Stranded,      // no legal move from its square
        Unknown,       // out before the history starts
    };

    int seat = -1;
    int square = -1; // -1 when unknown
    Cause cause = Cause::Unknown;
    int turn = 0; // completed turns when it went out

    // The eliminated seat `seat` of `history.back()`, or nothing while it lives.
    static std::optional<StabilityElimination> find(const StateHistory& history, int seat);
};

} // namespace pb::gui
