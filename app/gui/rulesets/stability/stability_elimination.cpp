#include "stability_elimination.h"

#include "games/stability/stability_state.h"

namespace pb::gui {

namespace {

const pb::stability::StabilityState& at(const StateHistory& history, std::size_t index) {
    return static_cast<const pb::stability::StabilityState&>(*history[index]);
}

} // namespace

std::optional<StabilityElimination> StabilityElimination::find(const StateHistory& history,
                                                               int seat) {
    if (history.empty() || at(history, history.size() - 1).position(seat) >= 0)
        return std::nullopt;
    StabilityElimination out;
    out.seat = seat;
    // The first state without it: it went out on the way there.
    std::size_t gone = 0;
    while (gone < history.size() && at(history, gone).position(seat) >= 0)
        ++gone;
    out.turn = at(history, gone).turnsCompleted();
    if (gone == 0)
        return out; // out before the history starts
    const auto& last = at(history, gone - 1);
    out.square = last.position(seat);
    // Only the seat itself can change the square it stands on, so the value it
    // had just before is the value it went out on.
    if (last.tile(out.square) != 0) {
        out.cause = Cause::Stranded;
        return out;
    }
    std::size_t arrived = gone - 1;
    while (arrived > 0 && at(history, arrived - 1).position(seat) == out.square)
        --arrived;
    if (arrived == 0 && at(history, 0).tile(out.square) == 0)
        out.cause = Cause::StoodOnZero;
    else
        out.cause = at(history, arrived).tile(out.square) == 0 ? Cause::MovedOntoZero
                                                               : Cause::LoweredToZero;
    return out;
}

} // namespace pb::gui
