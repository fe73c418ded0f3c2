#pragma once

// Small scripts written inline for the scripted-ruleset tests: each is one
// rule or one mistake, so a failure points at what broke.

#include "script/script_ruleset.h"

#include <memory>
#include <string>

namespace scripttest {

// A two-seat game of ten `step` decisions; SETUP, APPLY and LEGAL are spliced
// into the functions of those names (APPLY runs before the step is counted).
inline std::string probeScript(const std::string& setup = "", const std::string& apply = "",
                               const std::string& legal = "") {
    return R"(game = {
  id = "probe", name = "Probe", players = 2,
  state = { { name = "turn", init = 1 }, { name = "n", min = 0, max = 10 } },
  decisions = { { name = "step" }, { name = "jump", args = { "by" } } },
  actor = "turn", turns = "n",
}
function setup(s, rng) )" +
           setup + R"( end
function legal(s, add) )" +
           legal + R"( add("step") end
function apply(s, kind, by) )" +
           apply + R"(
  s.n = s.n + 1
  if s.n >= 10 then s.turn = END else s.turn = 3 - s.turn end
end
function outcome(s) return { draw = true } end
)";
}

inline std::shared_ptr<const pb::script::ScriptRuleset> load(const std::string& text,
                                                             pb::script::ScriptLimits limits = {}) {
    return pb::script::ScriptRuleset::fromText("probe.lua", text, limits);
}

// Cards: a 12-card deck hidden from all, hands of 3 hidden from the other
// seat, a visible pile; each turn a seat plays a card from its hand onto the
// pile and draws one. The higher total on the pile of one's own plays wins.
inline const char* const kCardScript = R"(game = {
  id = "cards", name = "Cards", players = 2,
  params = { { name = "hand", type = "int", default = 3, min = 1, max = 5, description = "Cards in a hand." } },
  state = {
    { name = "deck", zone = 12, hidden = "all", min = 1, max = 12 },
    { name = "hand", zone = "hand", per_seat = true, hidden = "others", min = 1, max = 12 },
    { name = "pile", zone = 12, min = 1, max = 12 },
    { name = "points", per_seat = true },
    { name = "turn", init = 1 },
    { name = "turns" },
  },
  decisions = { { name = "play", args = { "card" } } },
  counters = { { name = "high", description = "Cards of 10 or more played." } },
  actor = "turn", turns = "turns",
}
function setup(s, rng)
  for c = 1, 12 do s.deck[c] = c end
  shuffle(s.deck, rng)
  for seat = 1, 2 do
    for i = 1, params.hand do s.hand[seat][i] = table.remove(s.deck) end
  end
end
function legal(s, add)
  for _, c in ipairs(s.hand[s.turn]) do add("play", c) end
end
function apply(s, kind, card)
  local hand = s.hand[s.turn]
  for i, c in ipairs(hand) do if c == card then table.remove(hand, i) break end end
  s.pile[#s.pile + 1] = card
  s.points[s.turn] = s.points[s.turn] + card
  if card >= 10 then s.count.high[s.turn] = s.count.high[s.turn] + 1 end
  if #s.deck > 0 then hand[#hand + 1] = table.remove(s.deck) end
  s.turns = s.turns + 1
  if #s.hand[1] + #s.hand[2] == 0 then s.turn = END else
    local next = 3 - s.turn
    if #s.hand[next] > 0 then s.turn = next end
  end
end
function outcome(s)
  if s.points[1] == s.points[2] then return { draw = true } end
  return { winner = s.points[1] > s.points[2] and 1 or 2 }
end
)";

} // namespace scripttest
