-- Connect Four: two players drop discs into the columns of an upright board;
-- a disc falls to the lowest empty cell. The first to line up `connect` discs
-- in a row, column or diagonal wins; a full board is a draw.
--
-- Written for speed (random playouts are the benchmark): the actor is a state
-- field, sample() draws one random number, apply() looks only at the lines
-- through the new disc, and nothing in apply/sample allocates.

game = {
  id = "connect-four",
  name = "Connect Four",
  players = 2,
  params = {
    { name = "columns", type = "int", default = 7, min = 4, max = 12, description = "Columns of the board." },
    { name = "rows", type = "int", default = 6, min = 4, max = 12, description = "Rows of the board." },
    { name = "connect", type = "int", default = 4, min = 3, max = 6, description = "Discs in a line that win." },
  },
  state = {
    -- Cell (x, y), y = 1 the bottom row: 0 empty, else the seat's disc.
    { name = "board", grid = { "columns", "rows" }, min = 0, max = 2 },
    -- Discs in each column.
    { name = "height", size = "columns", min = 0, max = 12 },
    -- Columns that are not full yet, so sample() need not count them.
    { name = "open", min = 0, max = 12 },
    { name = "turn", init = 1, min = END, max = 2 },
    { name = "winner", min = 0, max = 2 },
    { name = "turns", min = 0, max = 144 },
  },
  decisions = {
    { name = "drop", args = { "column" } },
  },
  counters = {
    { name = "centre", description = "Discs the seat dropped into the centre column (both middle columns when the count is even)." },
    { name = "win_horizontal", description = "Wins by a horizontal line." },
    { name = "win_vertical", description = "Wins by a vertical line." },
    { name = "win_diagonal", description = "Wins by a diagonal line." },
  },
  actor = "turn",
  turns = "turns",
  -- Row 1 at the bottom; a click anywhere in a column drops a disc into it.
  view = {
    grid = { field = "board", origin = "bottom", click = { decision = "drop", args = { "col" } } },
    counters = { { field = "turns", label = "Discs dropped" } },
  },
}

function setup(s, rng)
  s.open = params.columns
end

function legal(s, add)
  local h, rows = s.height, params.rows
  for x = 1, params.columns do
    if h[x] < rows then add("drop", x) end
  end
end

function why_illegal(s, kind, x)
  if kind ~= "drop" then return "The only decision is drop." end
  if x < 1 or x > params.columns then return "There is no such column." end
  if s.height[x] >= params.rows then return "That column is full." end
  return nil
end

-- A uniform open column: one random number, then a walk over the columns.
function sample(s, rng)
  local h, rows = s.height, params.rows
  local n = rng:below(s.open)
  for x = 1, params.columns do
    if h[x] < rows then
      if n == 0 then return "drop", x end
      n = n - 1
    end
  end
  error("sample: no open column")  -- unreachable while s.open is right
end

-- Discs of `seat` in a line from (x, y) stepping (dx, dy), not counting (x, y).
local function run(b, w, rows, seat, x, y, dx, dy)
  local n = 0
  x, y = x + dx, y + dy
  while x >= 1 and x <= w and y >= 1 and y <= rows and b[(y - 1) * w + x] == seat do
    n = n + 1
    x, y = x + dx, y + dy
  end
  return n
end

function apply(s, kind, x)
  local b, h = s.board, s.height
  local w, rows, k = params.columns, params.rows, params.connect
  local seat = s.turn
  local y = h[x] + 1
  b[(y - 1) * w + x] = seat
  h[x] = y
  if y == rows then s.open = s.open - 1 end
  s.turns = s.turns + 1
  -- Centre column(s): (w + 1) // 2 and w // 2 + 1 are one column when w is odd.
  if x == (w + 1) // 2 or x == w // 2 + 1 then
    local c = s.count.centre
    c[seat] = c[seat] + 1
  end

  -- Only the four lines through the new disc can have been completed.
  local count = s.count
  if y > k - 1 and 1 + run(b, w, rows, seat, x, y, 0, -1) >= k then
    count.win_vertical[seat] = count.win_vertical[seat] + 1
  elseif 1 + run(b, w, rows, seat, x, y, 1, 0) + run(b, w, rows, seat, x, y, -1, 0) >= k then
    count.win_horizontal[seat] = count.win_horizontal[seat] + 1
  elseif 1 + run(b, w, rows, seat, x, y, 1, 1) + run(b, w, rows, seat, x, y, -1, -1) >= k
      or 1 + run(b, w, rows, seat, x, y, 1, -1) + run(b, w, rows, seat, x, y, -1, 1) >= k then
    count.win_diagonal[seat] = count.win_diagonal[seat] + 1
  else
    -- No line: the game goes on unless the board is full (a draw).
    if s.open == 0 then s.turn = END else s.turn = 3 - seat end
    return
  end
  s.winner = seat
  s.turn = END
end

function outcome(s)
  if s.winner ~= 0 then return { winner = s.winner } end
  return { draw = true }
end

-- Centre control: a disc is worth more the nearer it is to the middle
-- (columns' weights 1 at the edges up to about columns/2 in the middle).
-- The weighted difference is mapped into (0, 1); a finished game is 0, 1/2 or 1.
function evaluate(s, seat)
  if s.turn == END then
    if s.winner == 0 then return 0.5 end
    return s.winner == seat and 1 or 0
  end
  local b = s.board
  local w, rows = params.columns, params.rows
  local mine, theirs = 0, 0
  for x = 1, w do
    local weight = math.min(x, w + 1 - x)
    for y = 1, s.height[x] do
      if b[(y - 1) * w + x] == seat then mine = mine + weight else theirs = theirs + weight end
    end
  end
  return 0.5 + 0.5 * (mine - theirs) / (mine + theirs + w)
end

function text(s, kind, x)
  return string.format("drop in column %d", x)
end

function invariant(s)
  local w, rows = params.columns, params.rows
  local discs, open = 0, 0
  for x = 1, w do
    local hx = s.height[x]
    if hx > rows then return string.format("column %d holds %d discs in %d rows", x, hx, rows) end
    if hx < rows then open = open + 1 end
    discs = discs + hx
    for y = 1, rows do
      local filled = s.board[(y - 1) * w + x] ~= 0
      if filled ~= (y <= hx) then return string.format("column %d: cell %d does not match its height %d", x, y, hx) end
    end
  end
  if discs ~= s.turns then return string.format("%d discs after %d turns", discs, s.turns) end
  if open ~= s.open then return string.format("open is %d, %d columns are open", s.open, open) end
  return nil
end
