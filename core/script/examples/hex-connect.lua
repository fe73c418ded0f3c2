-- Hex Connect: two players take turns placing a stone on an empty cell of a
-- board of hexagons. P1 wins by joining the top row to the bottom row with a
-- chain of touching stones, P2 by joining the left edge to the right edge. A
-- full board without a chain is a draw.
--
-- The board is drawn as hexagons (`view.grid.shape = "hex"`): every second
-- row is shifted right by half a cell, so a cell of an unshifted row touches
-- the cells up-left and up, one of a shifted row those up and up-right.

game = {
  id = "hex-connect",
  name = "Hex Connect",
  players = 2,
  params = {
    { name = "size", type = "int", default = 7, min = 3, max = 11, description = "Cells in each row and column." },
  },
  state = {
    -- Cell (x, y): 0 empty, else the seat's stone.
    { name = "board", grid = { "size", "size" }, min = 0, max = 2 },
    -- The cell of the last stone, (y - 1) * size + x, 0 before the first.
    { name = "last", min = 0, max = 121 },
    { name = "turn", init = 1, min = END, max = 2 },
    { name = "winner", min = 0, max = 2 },
    { name = "turns", min = 0, max = 121 },
  },
  decisions = {
    { name = "place", args = { "x", "y" } },
  },
  counters = {
    { name = "edge", description = "Stones the seat placed on the board's edge." },
  },
  actor = "turn",
  turns = "turns",
  view = {
    grid = { field = "board", shape = "hex", highlight = "last",
             click = { decision = "place", args = { "col", "row" } } },
  },
}

function setup(s, rng)
end

function legal(s, add)
  local n = params.size
  for y = 1, n do
    for x = 1, n do
      if s.board[(y - 1) * n + x] == 0 then add("place", x, y) end
    end
  end
end

function why_illegal(s, kind, x, y)
  local n = params.size
  if x < 1 or x > n or y < 1 or y > n then return "There is no such cell." end
  if s.board[(y - 1) * n + x] ~= 0 then return "That cell holds a stone." end
  return nil
end

-- The cells touching (x, y), as { x, y } pairs on the board.
local function neighbours(n, x, y)
  local shift = (y - 1) % 2  -- 1 on the shifted rows
  local steps = { { -1, 0 }, { 1, 0 }, { shift - 1, -1 }, { shift, -1 }, { shift - 1, 1 }, { shift, 1 } }
  local out = {}
  for _, d in ipairs(steps) do
    local nx, ny = x + d[1], y + d[2]
    if nx >= 1 and nx <= n and ny >= 1 and ny <= n then out[#out + 1] = { nx, ny } end
  end
  return out
end

-- Whether the chain of `seat` through (x, y) joins the seat's two edges.
local function joins(s, seat, x, y)
  local n = params.size
  local seen, todo = { [(y - 1) * n + x] = true }, { { x, y } }
  local low, high = false, false
  while #todo > 0 do
    local c = table.remove(todo)
    local along = seat == 1 and c[2] or c[1]
    if along == 1 then low = true end
    if along == n then high = true end
    for _, m in ipairs(neighbours(n, c[1], c[2])) do
      local i = (m[2] - 1) * n + m[1]
      if not seen[i] and s.board[i] == seat then
        seen[i] = true
        todo[#todo + 1] = m
      end
    end
  end
  return low and high
end

function apply(s, kind, x, y)
  local n, seat = params.size, s.turn
  local cell = (y - 1) * n + x
  s.board[cell] = seat
  s.last = cell
  s.turns = s.turns + 1
  if x == 1 or x == n or y == 1 or y == n then s.count.edge[seat] = s.count.edge[seat] + 1 end
  if joins(s, seat, x, y) then
    s.winner = seat
    s.turn = END
  elseif s.turns == n * n then
    s.turn = END
  else
    s.turn = 3 - seat
  end
end

function outcome(s)
  if s.winner ~= 0 then return { winner = s.winner } end
  return { draw = true }
end

function text(s, kind, x, y)
  return string.format("place at column %d, row %d", x, y)
end

function invariant(s)
  local n = params.size
  local stones = { 0, 0 }
  for i = 1, n * n do
    local v = s.board[i]
    if v > 0 then stones[v] = stones[v] + 1 end
  end
  if stones[1] + stones[2] ~= s.turns then return "turns does not count the stones" end
  if stones[1] ~= stones[2] and stones[1] ~= stones[2] + 1 then return "the stones do not alternate from seat 1" end
  if s.turns > 0 and (s.last < 1 or s.last > n * n or s.board[s.last] == 0) then return "the last stone is not on the board" end
  if s.winner ~= 0 and s.turn ~= END then return "a winner, but the game goes on" end
  if s.turn ~= END and s.turn ~= s.turns % 2 + 1 then return "the turn does not follow the stones" end
  return nil
end
