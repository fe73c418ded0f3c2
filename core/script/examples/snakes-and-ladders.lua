-- Snakes and ladders for 2 to 4 players: on your turn roll the die, then move
-- your piece that many squares up the track of 100. A ladder's foot takes you
-- up to its top, a snake's head down to its tail. The first to reach square
-- 100 wins (a roll past it stops there).
--
-- The links are one list, read by the rules and drawn by the board (`view`).
-- The die is a chance node, as in pig.lua; moving is a decision of its own so
-- that a person clicks the square the roll reaches.

local LINKS = {
  -- ladders
  { 4, 14 }, { 9, 31 }, { 21, 42 }, { 28, 84 }, { 51, 67 }, { 72, 91 }, { 80, 99 },
  -- snakes
  { 17, 7 }, { 54, 34 }, { 62, 19 }, { 64, 60 }, { 87, 36 }, { 93, 73 }, { 98, 79 },
}
local LAST = 100

-- Where each linked square leads, for apply.
local LEADS = {}
for _, link in ipairs(LINKS) do LEADS[link[1]] = link[2] end

game = {
  id = "snakes-and-ladders",
  name = "Snakes and Ladders",
  players = { 2, 4 },
  params = {},
  state = {
    -- Each seat's square: 0 before the first move, LAST at the end.
    { name = "pos", per_seat = true, min = 0, max = 100 },
    -- The seat whose turn it is, and who decides now (CHANCE while the die rolls).
    { name = "player", init = 1, min = 1, max = 4 },
    { name = "actor", init = 1, min = END, max = 4 },
    -- The die's face while the piece has not moved yet, else 0.
    { name = "roll", min = 0, max = 6 },
    { name = "turns", min = 0 },
  },
  decisions = {
    { name = "roll", args = {} },
    { name = "move", args = { "square" } },
    { name = "die", args = { "face" } },  -- the chance outcome
  },
  counters = {
    { name = "ladders", description = "Ladders climbed." },
    { name = "snakes", description = "Snakes slid down." },
  },
  actor = "actor",
  turns = "turns",
  view = {
    track = { length = 100, positions = "pos", links = LINKS, label = "Board",
              click = { decision = "move", args = { "square" } } },
    counters = { { field = "roll", label = "Die" } },
    panel = { { field = "pos", label = "Square" } },
  },
}

function setup(s, rng)
end

local function reach(s)
  return math.min(LAST, s.pos[s.player] + s.roll)
end

function legal(s, add)
  if s.roll == 0 then add("roll") else add("move", reach(s)) end
end

function chance(s, add)
  for face = 1, 6 do add(1, "die", face) end
end

function why_illegal(s, kind, a)
  if s.actor == CHANCE then
    if kind ~= "die" then return "The die is rolling." end
    if a < 1 or a > 6 then return "The die has no such face." end
    return nil
  end
  if s.roll == 0 then
    if kind ~= "roll" then return "Roll the die first." end
    return nil
  end
  if kind ~= "move" then return "Move your piece: the die shows " .. s.roll .. "." end
  if a ~= reach(s) then return "The die takes your piece to square " .. reach(s) .. "." end
  return nil
end

function apply(s, kind, a)
  local seat = s.player
  if kind == "roll" then
    s.actor = CHANCE
  elseif kind == "die" then
    s.roll = a
    s.actor = seat
  else
    local square = a
    local to = LEADS[square]
    if to then
      if to > square then
        s.count.ladders[seat] = s.count.ladders[seat] + 1
      else
        s.count.snakes[seat] = s.count.snakes[seat] + 1
      end
      square = to
    end
    s.pos[seat] = square
    s.roll = 0
    s.turns = s.turns + 1
    if square == LAST then
      s.actor = END
    else
      s.player = seat % players + 1
      s.actor = s.player
    end
  end
end

function outcome(s)
  return { winner = s.player }
end

-- How far up the track the seat is, against the best other seat.
function evaluate(s, seat)
  if s.actor == END then return s.player == seat and 1 or 0 end
  local best = 0
  for p = 1, players do
    if p ~= seat and s.pos[p] > best then best = s.pos[p] end
  end
  return 0.5 + 0.5 * (s.pos[seat] - best) / LAST
end

function text(s, kind, a)
  if kind == "die" then return string.format("rolls a %d", a) end
  if kind == "roll" then return "rolls the die" end
  local to = LEADS[a]
  if to and to > a then return string.format("moves to square %d and climbs to %d", a, to) end
  if to then return string.format("moves to square %d and slides down to %d", a, to) end
  return string.format("moves to square %d", a)
end

function invariant(s)
  if s.player > players then return "the player to move is not a seat" end
  for seat = 1, players do
    if LEADS[s.pos[seat]] then
      return string.format("seat %d stands on square %d, the start of a link", seat, s.pos[seat])
    end
    if s.pos[seat] == LAST and s.actor ~= END then return "a piece is home but the game goes on" end
  end
  if s.actor ~= END and s.actor ~= CHANCE and s.actor ~= s.player then
    return "the actor is neither the player to move, CHANCE nor END"
  end
  if s.actor == CHANCE and s.roll ~= 0 then return "the die rolls again before the piece moved" end
  return nil
end
