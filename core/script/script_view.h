#pragma once

#include "engine/decision.h"

#include <nlohmann/json.hpp>
#include <vector>

namespace pb::script {

class ScriptState;

// The board a script's `game.view` describes (docs/scripting.md, "The board"),
// read from a state's integers through the layout: no script code runs, so a
// view may ask for it every frame. Click targets are numbers that name one
// element's item (a cell, a column, a track square, a card in a seat's hand,
// a pile); the target of a decision is the item its click mapping names, and
// a target is clickable exactly when a legal decision maps to it.

// Whether the state's script declares a view.
bool hasView(const ScriptState& state);

// Everything the view shows of `state` as seat `viewerSeat` (from 0; -1:
// every hand open) may see it, as plain data: hidden cards are left out, only
// their count is given. Null when the script declares no view.
nlohmann::json describeView(const ScriptState& state, int viewerSeat);

// The target a click on which takes `decision` at `state`, or -1 when no
// element of the view maps to it (a decision only the list offers).
int viewTarget(const ScriptState& state, const Decision& decision);

// The targets of the legal decisions of `state`, sorted without repeats: the
// rules' legal list, never a rule derived again.
std::vector<int> clickableTargets(const ScriptState& state);

} // namespace pb::script
