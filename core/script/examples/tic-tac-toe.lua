-- Tic-tac-toe: two players take turns marking an empty cell of a 3x3 board;
-- three marks in a row, column or diagonal win, a full board is a draw.
-- The smallest complete scripted ruleset: read it top to bottom.

game = {
  id = "tic-tac-toe",
  name = "Tic-tac-toe",
  players = 2,
  params = {},
  state = {
    -- 0 = empty, otherwise the seat that marked the cell.
    { name = "board", grid = { 3, 3 }, min = 0, max = 2 },
    -- Whose turn it is: seat 1 or 2, or END once the game is over.
    { name = "turn", init = 1, min = END, max = 2 },
    -- The seat with three in a row (0 while nobody has).
    { name = "winner", min = 0, max = 2 },
    { name = "turns", min = 0, max = 9 },
  },
  decisions = {
    { name = "mark", args = { "x", "y" } },
  },
  counters = {
    { name = "centre", description = "Games in which the seat took the centre cell." },
  },
  actor = "turn",  -- the engine reads s.turn instead of calling actor(s)
  turns = "turns",
  -- The board the workbench draws: the grid, a mark shown as X or O, and a
  -- click on a cell marks it (x is the cell's column, y its row).
  view = {
    grid = { field = "board", labels = { "X", "O" }, click = { decision = "mark", args = { "col", "row" } } },
  },
}

-- Cell (x, y) of the 3x3 grid, row by row.
local function cell(x, y) return (y - 1) * 3 + x end

-- The eight lines, as cell numbers.
local LINES = {
  { 1, 2, 3 }, { 4, 5, 6 }, { 7, 8, 9 },  -- rows
  { 1, 4, 7 }, { 2, 5, 8 }, { 3, 6, 9 },  -- columns
  { 1, 5, 9 }, { 3, 5, 7 },               -- diagonals
}

function setup(s, rng)
  -- Nothing to do: the board starts empty and seat 1 starts (turn's init).
end

function legal(s, add)
  for y = 1, 3 do
    for x = 1, 3 do
      if s.board[cell(x, y)] == 0 then add("mark", x, y) end
    end
  end
end

function why_illegal(s, kind, x, y)
  if kind ~= "mark" then return "The only decision is mark." end
  if x < 1 or x > 3 or y < 1 or y > 3 then return "The board is 3 by 3." end
  if s.board[cell(x, y)] ~= 0 then return "That cell is already marked." end
  return nil
end

function apply(s, kind, x, y)
  local seat = s.turn
  local c = cell(x, y)
  s.board[c] = seat
  s.turns = s.turns + 1
  if c == 5 then s.count.centre[seat] = s.count.centre[seat] + 1 end

  for _, line in ipairs(LINES) do
    local a, b, d = s.board[line[1]], s.board[line[2]], s.board[line[3]]
    if a == seat and b == seat and d == seat then
      s.winner = seat
      s.turn = END
      return
    end
  end
  if s.turns == 9 then
    s.turn = END      -- full board, nobody won: a draw
  else
    s.turn = 3 - seat -- the other seat
  end
end

function outcome(s)
  if s.winner ~= 0 then return { winner = s.winner } end
  return { draw = true }
end

-- What every reachable position keeps: the marks alternate from seat 1, the
-- turn follows from them, and the game ends exactly at a line or a full board.
-- A state file that breaks it is refused, and `check` tests that play keeps it.
function invariant(s)
  local marks = { 0, 0 }
  for c = 1, 9 do
    local v = s.board[c]
    if v > 0 then marks[v] = marks[v] + 1 end
  end
  if marks[1] + marks[2] ~= s.turns then return "turns does not count the marks" end
  if marks[1] ~= marks[2] and marks[1] ~= marks[2] + 1 then
    return "the marks do not alternate from seat 1"
  end
  local lines = { 0, 0 }
  for _, line in ipairs(LINES) do
    local a = s.board[line[1]]
    if a ~= 0 and a == s.board[line[2]] and a == s.board[line[3]] then lines[a] = lines[a] + 1 end
  end
  if s.winner ~= 0 then
    if s.turn ~= END then return "a winner, but the game goes on" end
    if lines[s.winner] == 0 or lines[3 - s.winner] > 0 then return "the winner has no line, or both have" end
    local madeLast = (s.winner == 1) == (marks[1] > marks[2])
    if not madeLast then return "the winner did not make the last mark" end
  else
    if lines[1] + lines[2] > 0 then return "a line, but no winner" end
    if s.turn == END and s.turns ~= 9 then return "the game ended before the board filled" end
    if s.turn ~= END and s.turn ~= s.turns % 2 + 1 then return "the turn does not follow the marks" end
  end
  return nil
end

function text(s, kind, x, y)
  local mark = (s.turn == 1) and "X" or "O"
  return string.format("%s in column %d, row %d", mark, x, y)
end
