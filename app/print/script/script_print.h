#pragma once

#include <nlohmann/json.hpp>
#include <vector>

namespace pb::print {

class RulesetPrint;
struct BoardSheet;

// What prints a design of a scripted ruleset: its board from the script's
// view description (game.view: grids, tracks with links) and its decks from
// game.cards, through the same shared parts as the built-in rulesets.
const RulesetPrint& scriptRulesetPrint();

// The boards of a scripted view as describeView() gives it (a square or hex
// grid, a track with its links; none for a view without them), at
// `squareMm` a square.
std::vector<BoardSheet> scriptViewBoards(const nlohmann::json& view, double squareMm);

} // namespace pb::print
