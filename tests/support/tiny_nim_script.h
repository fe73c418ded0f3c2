#pragma once

#include <string>

namespace pb::test {

// A scripted ruleset small enough to read at a glance (docs/scripting.md):
// one heap of `heap` stones (a parameter), each turn take 1 to `most`, whoever
// takes the last stone wins. Two values of `most` are two versions of one
// script (the same id, "script:tiny-nim", and the same state fields): a game
// of version 3 takes 3 stones at times, which version 2 refuses, so it
// replays only with the version it was played with. `comment` gives a third
// version whose rules are those of `most`.
inline std::string tinyNimScript(int most = 3, const std::string& comment = {}) {
    std::string text = "-- " + comment + "\n" + R"lua(
game = {
  id = "tiny-nim",
  name = "Tiny Nim",
  players = 2,
  params = {
    { name = "heap", type = "int", default = 9, min = 1, max = 30,
      description = "Stones at the start." },
  },
  state = {
    { name = "stones", min = 0, max = 30 },
    { name = "mover", init = 1, min = 1, max = 2 },
    { name = "winner", min = 0, max = 2 },
    { name = "turn", min = 0, max = 100 },
  },
  decisions = { { name = "take", args = { "count" } } },
  turns = "turn",
}

function setup(s, rng)
  s.stones = params.heap
end

function actor(s)
  if s.winner > 0 then return END end
  return s.mover
end

function legal(s, add)
  for n = 1, math.min(@MOST@, s.stones) do add("take", n) end
end

function apply(s, kind, n)
  s.stones = s.stones - n
  s.turn = s.turn + 1
  if s.stones == 0 then s.winner = s.mover else s.mover = 3 - s.mover end
end

function outcome(s)
  return { winner = s.winner }
end
)lua";
    text.replace(text.find("@MOST@"), 6, std::to_string(most));
    return text;
}

} // namespace pb::test
