#pragma once

namespace pb::print {

class RulesetPrint;

// What prints a design of a scripted ruleset: its board from the script's
// view description (game.view: grids, tracks with links) and its decks from
// game.cards, through the same shared parts as the built-in rulesets.
const RulesetPrint& scriptRulesetPrint();

} // namespace pb::print
