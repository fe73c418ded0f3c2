-- Your own game: a working skeleton to change into yours. Two players take
-- turns adding 1, 2 or 3 to a shared total; whoever brings it to the target
-- wins. Rename the game, then change the state, the decisions and the four
-- rule functions below; docs/scripting.md describes every field.

game = {
  id = "my-game",
  name = "My game",
  players = 2,
  -- The design's parameters: the Designs page shows them with these words.
  params = {
    { name = "target", type = "int", default = 21, min = 5, max = 99, description = "Total that wins." },
    { name = "step", type = "int", default = 3, min = 1, max = 9, description = "Most a turn may add." },
  },
  -- Everything the game remembers: integers, with their ranges.
  state = {
    { name = "total", min = 0, max = 99 },
    -- Whose turn it is: seat 1 or 2, or END once the game is over.
    { name = "turn", init = 1, min = END, max = 2 },
    { name = "winner", min = 0, max = 2 },
    { name = "turns", min = 0 },
  },
  -- What a player may decide, with named integer arguments.
  decisions = {
    { name = "add", args = { "amount" } },
  },
  -- What reports count per seat.
  counters = {
    { name = "big_steps", description = "Turns that added the most allowed." },
  },
  actor = "turn",
  turns = "turns",
}

function setup(s, rng)
  -- The total starts at 0 and seat 1 starts (the fields' init values).
end

-- Every decision the player to move may take now.
function legal(s, add)
  for amount = 1, math.min(params.step, params.target - s.total) do
    add("add", amount)
  end
end

-- Why a decision is refused, in the designer's words (nil when it is legal).
function why_illegal(s, kind, amount)
  if amount < 1 or amount > params.step then
    return string.format("A turn adds 1 to %d.", params.step)
  end
  if s.total + amount > params.target then return "That goes past the target." end
  return nil
end

function apply(s, kind, amount)
  local seat = s.turn
  s.total = s.total + amount
  s.turns = s.turns + 1
  if amount == params.step then s.count.big_steps[seat] = s.count.big_steps[seat] + 1 end
  if s.total == params.target then
    s.winner = seat
    s.turn = END
  else
    s.turn = 3 - seat
  end
end

function outcome(s)
  return { winner = s.winner }
end

function text(s, kind, amount)
  return string.format("add %d (total %d)", amount, s.total + amount)
end
