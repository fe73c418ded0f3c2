-- Pig, the dice game: on your turn roll a die as often as you like, adding
-- each face to your turn total, then hold to bank it. Rolling a 1 loses the
-- turn total and ends your turn. The first whose score (with the turn total)
-- reaches the target wins at once.
--
-- The die is a chance node: after "roll" the actor is CHANCE and the engine
-- picks one of the faces, each with weight 1.

game = {
  id = "pig",
  name = "Pig",
  players = { 2, 6 },
  params = {
    { name = "target", type = "int", default = 100, min = 20, max = 200, description = "Score that wins." },
    { name = "faces", type = "int", default = 6, min = 2, max = 20, description = "Faces of the die; a 1 loses the turn total." },
  },
  state = {
    -- Banked scores. Both stay below target + faces: the game ends as soon
    -- as score + turn_total reaches the target.
    { name = "score", per_seat = true, min = 0, max = 219 },
    { name = "turn_total", min = 0, max = 219 },
    -- The seat whose turn it is (also while its roll is pending).
    { name = "player", init = 1, min = 1, max = 6 },
    -- Who decides now: `player`, CHANCE while a roll is pending, END at the end.
    { name = "actor", init = 1, min = END, max = 6 },
    { name = "turns", min = 0 },
  },
  decisions = {
    { name = "roll", args = {} },
    { name = "hold", args = {} },
    { name = "die", args = { "face" } },  -- the chance outcome
  },
  counters = {
    { name = "busts", description = "Rolls of 1 that lost the turn total." },
    { name = "holds", description = "Turn totals banked." },
    { name = "lost", description = "Points lost to busts." },
  },
  actor = "actor",
  turns = "turns",
  -- The banked scores as pieces on a track up to the target; roll and hold
  -- are in the decision list.
  view = {
    track = { length = "target", positions = "score", label = "Banked scores" },
    counters = { { field = "turn_total", label = "Turn total" } },
    panel = { { field = "score", label = "Score" } },
  },
}

function setup(s, rng)
end

local function next_turn(s)
  s.turn_total = 0
  s.turns = s.turns + 1
  s.player = s.player % players + 1
  s.actor = s.player
end

function legal(s, add)
  add("roll")
  -- Holding nothing would only pass the turn; leaving it out keeps games finite.
  if s.turn_total > 0 then add("hold") end
end

function chance(s, add)
  for face = 1, params.faces do add(1, "die", face) end
end

function why_illegal(s, kind, a)
  if s.actor == CHANCE then
    if kind ~= "die" then return "The die is rolling." end
    if a < 1 or a > params.faces then return "The die has no such face." end
    return nil
  end
  if kind == "roll" then return nil end
  if kind == "hold" then
    if s.turn_total == 0 then return "There is nothing to hold yet: roll first." end
    return nil
  end
  return "Roll or hold."
end

function sample(s, rng)
  if s.turn_total > 0 and rng:below(2) == 0 then return "hold" end
  return "roll"
end

function apply(s, kind, face)
  local seat = s.player
  if kind == "roll" then
    s.actor = CHANCE
  elseif kind == "hold" then
    s.score[seat] = s.score[seat] + s.turn_total
    s.count.holds[seat] = s.count.holds[seat] + 1
    next_turn(s)
  elseif face == 1 then
    s.count.busts[seat] = s.count.busts[seat] + 1
    s.count.lost[seat] = s.count.lost[seat] + s.turn_total
    next_turn(s)
  else
    s.turn_total = s.turn_total + face
    if s.score[seat] + s.turn_total >= params.target then
      s.score[seat] = s.score[seat] + s.turn_total
      s.turn_total = 0
      s.turns = s.turns + 1
      s.actor = END
    else
      s.actor = seat
    end
  end
end

function outcome(s)
  -- Only the seat that reached the target can have done so.
  return { winner = s.player }
end

-- The seat's lead over its best opponent, counting the turn total of the
-- seat to move, scaled by the target into [0, 1].
function evaluate(s, seat)
  if s.actor == END then return s.player == seat and 1 or 0 end
  local function points(p)
    if p == s.player then return s.score[p] + s.turn_total end
    return s.score[p]
  end
  local best = 0
  for p = 1, players do
    if p ~= seat and points(p) > best then best = points(p) end
  end
  local v = 0.5 + 0.5 * (points(seat) - best) / params.target
  return math.max(0, math.min(1, v))
end

function text(s, kind, face)
  if kind == "die" then return string.format("rolls a %d", face) end
  if kind == "hold" then return string.format("holds %d", s.turn_total) end
  return "rolls"
end

function invariant(s)
  if s.actor ~= END and s.actor ~= CHANCE and s.actor ~= s.player then
    return "the actor is neither the player to move, CHANCE nor END"
  end
  if s.actor ~= END then
    if s.score[s.player] + s.turn_total >= params.target then
      return "the target is reached but the game goes on"
    end
    for seat = 1, players do
      if s.score[seat] >= params.target then
        return string.format("seat %d has banked the target but the game goes on", seat)
      end
    end
  end
  return nil
end
