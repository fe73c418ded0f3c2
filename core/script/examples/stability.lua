-- Stability, the shipped ruleset (core/games/stability/), written as a script.
--
-- It plays exactly as the native engine: the same parameters, decision kinds
-- and counters in the same order, the same board from the same seed, and a
-- `sample` that draws from the agent's rng exactly as the native
-- sampleUniformLegal does, so one seed gives one game through random agents.
-- Rules: shared/rules/stability.md; parameters and readings: docs/rules/stability.md.
--
-- Decision arguments mean what the native Decision's fields mean, so decision
-- lists and logs line up with the native engine's:
--   chance   a = the seat drawn to move first, numbered from 0 as in files
--   move     a = destination square, 0-based: size*row + col
--   permeate a = effect index in chart order (0 = none, 1 = adj1 .. 12 = set)
--   afflict  a = square, b = sign (+1/-1)
--   skip
--   extra    a = square, b = sign under mixed2, else 0
--   set      a = square, b = value
-- Squares are 0-based in decisions; the board field is 1-based, so square q
-- is s.board[q + 1]. Seats are 1-based in Lua (s.pos[seat]).

-- The permeation chart in chart order; EFFECTS[e + 1] is effect e.
-- scope: 0 none, 1 adjacent to the primary, 2 anywhere.
local EFFECTS = {
    { id = "none",   cost = nil,          default = 0, mag = 0, extras = 0, scope = 0, own = false },
    { id = "adj1",   cost = "costAdj1",   default = 3, mag = 0, extras = 1, scope = 1, own = false },
    { id = "mag1",   cost = "costMag1",   default = 4, mag = 1, extras = 0, scope = 0, own = false },
    { id = "adj2",   cost = "costAdj2",   default = 4, mag = 0, extras = 2, scope = 1, own = false },
    { id = "mag2",   cost = "costMag2",   default = 5, mag = 2, extras = 0, scope = 0, own = false },
    { id = "adj3",   cost = "costAdj3",   default = 5, mag = 0, extras = 3, scope = 1, own = false },
    { id = "mag3",   cost = "costMag3",   default = 6, mag = 3, extras = 0, scope = 0, own = false },
    { id = "any1",   cost = "costAny1",   default = 6, mag = 0, extras = 1, scope = 2, own = false },
    { id = "mag4",   cost = "costMag4",   default = 7, mag = 4, extras = 0, scope = 0, own = false },
    { id = "any2",   cost = "costAny2",   default = 7, mag = 0, extras = 2, scope = 2, own = false },
    { id = "any3",   cost = "costAny3",   default = 8, mag = 0, extras = 3, scope = 2, own = false },
    { id = "mixed2", cost = "costMixed2", default = 8, mag = 0, extras = 2, scope = 2, own = true },
    { id = "set",    cost = "costSet",    default = 9, mag = 0, extras = 0, scope = 0, own = false },
}
local NONE, SET = 0, 12
local MAX_PC = 9
local MAX_EXTRAS = 3

-- Phases, the values of s.phase.
local MOVE, PERMEATE, AFFLICT, EXTRA, SETTING, OVER = 0, 1, 2, 3, 4, 5
local PHASE_WORD = { [0] = "move", "permeate", "afflict", "extra", "set", "over" }

-- ---- the declaration ---------------------------------------------------------

local params_list = {
    { name = "size", type = "int", default = 10, min = 5, max = 16,
      description = "Board side in squares (the seed text's board is 10x10)." },
    { name = "minValue", type = "int", default = 1, min = 0, max = 10,
      description = "Lowest starting number of a non-corner square." },
    { name = "maxValue", type = "int", default = 8, min = 0, max = 10,
      description = "Highest starting number of a non-corner square." },
    { name = "cornerValue", type = "int", default = 1, min = 0, max = 10,
      description = "Starting number of the four corner squares." },
    { name = "directions", type = "choice", default = "orthogonal", options = { "orthogonal", "eight" },
      description = "Straight lines a homunculus may move along: 4 orthogonal or all 8." },
    { name = "shareSquares", type = "bool", default = false,
      description = "Whether a homunculus may end its move on another's square." },
    { name = "permeationThreshold", type = "int", default = 3, min = 0, max = 9,
      description = "PC needed before permeation may be declared." },
    { name = "minTile", type = "int", default = 0, min = 0, max = 10,
      description = "Lowest number a tile may show in play." },
    { name = "maxTile", type = "int", default = 10, min = 0, max = 10,
      description = "Highest number a tile may show in play." },
    { name = "afflictionMandatory", type = "bool", default = false,
      description = "Whether a player must afflict a tile even without buying an effect." },
    { name = "adjacency", type = "choice", default = "orthogonal", options = { "orthogonal", "eight" },
      description = "Which tiles count as adjacent for the adj1-adj3 effects." },
}
for e = 1, #EFFECTS - 1 do
    local info = EFFECTS[e + 1]
    params_list[#params_list + 1] = { name = info.cost, type = "int", default = info.default,
        min = 0, max = 9, description = "PC cost of the " .. info.id .. " effect." }
end
params_list[#params_list + 1] = { name = "maxTurns", type = "int", default = 1000, min = 1, max = 1000000,
    description = "Completed turns after which the game is a draw among the living." }

local counters_list = {
    { name = "move", description = "Moves made." },
    { name = "affliction", description = "Non-permeated afflictions (each raises PC)." },
    { name = "skip", description = "Afflictions skipped." },
}
-- The native counters in the native order, with the native ids
-- ("permeate.adj1", "eliminated.zero"), so the rule-usage reports match.
local PERMEATE_COUNTER = {} -- PERMEATE_COUNTER[e + 1]: the counter of effect e
for e = 0, #EFFECTS - 1 do
    local id = EFFECTS[e + 1].id
    PERMEATE_COUNTER[e + 1] = "permeate." .. id
    counters_list[#counters_list + 1] = { name = "permeate." .. id,
        description = e == NONE and "Permeate steps where no effect was bought."
                                 or "Times the " .. id .. " effect was bought." }
end
counters_list[#counters_list + 1] = { name = "eliminated.zero", description = "Eliminated standing on a 0." }
counters_list[#counters_list + 1] = { name = "eliminated.stranded", description = "Eliminated with no legal move." }
counters_list[#counters_list + 1] = { name = "extra.clamped",
    description = "Extra tiles whose change was clamped away at 0 or 10." }

game = {
    id = "stability",
    name = "Stability",
    players = { 2, 4 },
    params = params_list,
    state = {
        -- Tile values; square q (0-based, size*row + col) is s.board[q + 1].
        { name = "board", grid = { "size", "size" }, min = 0, max = 10 },
        -- Each seat's square (0-based), -1 once eliminated.
        { name = "pos", per_seat = true, init = -1, min = -1, max = 255 },
        { name = "pc", per_seat = true, min = 0, max = MAX_PC },
        -- 0 while in play; k when the seat was the k-th eliminated (ranks follow it).
        { name = "out", per_seat = true, min = 0, max = 4 },
        -- The actor: a seat, CHANCE before the opening draw, END once over.
        { name = "current", init = CHANCE, min = math.min(CHANCE, END), max = 4 },
        { name = "phase", min = MOVE, max = OVER },
        { name = "turn", min = 0 },
        { name = "turnLimitReached", min = 0, max = 1 },
        -- The turn in progress.
        { name = "effect", min = 0, max = #EFFECTS - 1 },
        { name = "primary", init = -1, min = -1, max = 255 },
        { name = "sign", min = -1, max = 1 },
        { name = "extrasLeft", min = 0, max = MAX_EXTRAS },
        { name = "extrasChosen", min = 0, max = MAX_EXTRAS },
        { name = "extras", size = MAX_EXTRAS, min = 0, max = 255 },
    },
    -- Native kind order: kind index = Decision::kind.
    decisions = {
        { name = "chance", args = { "seat" } },
        { name = "move", args = { "to" } },
        { name = "permeate", args = { "effect" } },
        { name = "afflict", args = { "tile", "sign" } },
        { name = "skip", args = {} },
        { name = "extra", args = { "tile", "sign" } },
        { name = "set", args = { "tile", "value" } },
    },
    counters = counters_list,
    actor = "current",
    turns = "turn",
}

-- ---- tables derived from the parameters ----------------------------------------

-- Unit steps in ascending order of the square they lead to, so move and
-- neighbour lists come out sorted (as the native engine lists them).
local ORTHOGONAL = { { -1, 0 }, { 0, -1 }, { 0, 1 }, { 1, 0 } }
local EIGHT = { { -1, -1 }, { -1, 0 }, { -1, 1 }, { 0, -1 }, { 0, 1 }, { 1, -1 }, { 1, 0 }, { 1, 1 } }

-- One interpreter plays games of many parameter values: the derived tables
-- are rebuilt whenever the parameters they come from change.
local R = { size = -1 }

local function rules()
    local p = params
    if R.size ~= p.size or R.directionsName ~= p.directions or R.adjacencyName ~= p.adjacency then
        local n = p.size
        R.size, R.cells = n, n * n
        R.directionsName, R.adjacencyName = p.directions, p.adjacency
        R.eightDirections = p.directions == "eight"
        R.directions = R.eightDirections and EIGHT or ORTHOGONAL
        local steps = p.adjacency == "eight" and EIGHT or ORTHOGONAL
        R.neighbours = {} -- R.neighbours[q + 1]: the squares adjacent to q, ascending
        for q = 0, n * n - 1 do
            local r, c, list = q // n, q % n, {}
            for _, st in ipairs(steps) do
                local nr, nc = r + st[1], c + st[2]
                if nr >= 0 and nc >= 0 and nr < n and nc < n then list[#list + 1] = nr * n + nc end
            end
            R.neighbours[q + 1] = list
        end
    end
    return R
end

local function cost(e)
    return params[EFFECTS[e + 1].cost]
end

local function setRange()
    return math.max(0, params.minTile), math.min(9, params.maxTile)
end

local function square(q)
    local n = params.size
    return "(" .. (q // n) .. "," .. (q % n) .. ")"
end

local function bump(s, seat, counter)
    local row = s.count[counter]
    row[seat] = row[seat] + 1
end

-- ---- queries -----------------------------------------------------------------

local function occupantOtherThanCurrent(s, q)
    local cur = s.current
    for seat = 1, players do
        if seat ~= cur and s.pos[seat] == q then return seat end
    end
    return nil
end

local function occupiedByOther(s, q)
    return occupantOtherThanCurrent(s, q) ~= nil
end

-- Squares that may be afflicted: all but those hosting another living homunculus.
local function eligibleCount(s)
    local cur, blocked = s.current, 0
    for seat = 1, players do
        local p = s.pos[seat]
        if seat ~= cur and p >= 0 then
            local counted = false
            for earlier = 1, seat - 1 do
                if earlier ~= cur and s.pos[earlier] == p then counted = true end
            end
            if not counted then blocked = blocked + 1 end
        end
    end
    return params.size * params.size - blocked
end

local function eligibleNeighbours(s, q)
    local count = 0
    for _, nb in ipairs(rules().neighbours[q + 1]) do
        if not occupiedByOther(s, nb) then count = count + 1 end
    end
    return count
end

local function canChange(s, q, sign, amount)
    local after = s.board[q + 1] + sign * amount
    return after >= params.minTile and after <= params.maxTile
end

local function magnitude(s)
    return 1 + EFFECTS[s.effect + 1].mag
end

local function afflictLegal(s, q, sign)
    if occupiedByOther(s, q) or not canChange(s, q, sign, magnitude(s)) then return false end
    local info = EFFECTS[s.effect + 1]
    if info.scope == 1 then return eligibleNeighbours(s, q) >= info.extras end
    if info.scope == 2 then return eligibleCount(s) >= info.extras + 1 end
    return true
end

local function anyAfflictionExists(s)
    for q = 0, params.size * params.size - 1 do
        if afflictLegal(s, q, 1) or afflictLegal(s, q, -1) then return true end
    end
    return false
end

local function skipAllowed(s)
    if s.effect ~= NONE then return false end
    -- Mandatory affliction cannot trap a player who has no tile to afflict.
    return not params.afflictionMandatory or not anyAfflictionExists(s)
end

local function effectCompletable(s, e)
    local info = EFFECTS[e + 1]
    if e == SET then
        local lo, hi = setRange()
        if lo > hi then return false end
        return eligibleCount(s) > 0
    end
    local amount = 1 + info.mag
    for q = 0, params.size * params.size - 1 do
        if not occupiedByOther(s, q) and (canChange(s, q, 1, amount) or canChange(s, q, -1, amount)) then
            local skip = info.scope == 1 and eligibleNeighbours(s, q) < info.extras
            if not skip then
                if info.scope == 2 and eligibleCount(s) < info.extras + 1 then return false end
                return true
            end
        end
    end
    return false
end

local function effectAvailable(s, e)
    if e == NONE then return true end
    return cost(e) <= s.pc[s.current] and effectCompletable(s, e)
end

local function isExtraChosen(s, q)
    for i = 1, s.extrasChosen do
        if s.extras[i] == q then return true end
    end
    return false
end

local function extraLegal(s, q)
    if q == s.primary or isExtraChosen(s, q) or occupiedByOther(s, q) then return false end
    if EFFECTS[s.effect + 1].scope == 1 then
        for _, nb in ipairs(rules().neighbours[s.primary + 1]) do
            if nb == q then return true end
        end
        return false
    end
    return true
end

-- The destinations of a legal move of `seat`, in ascending square order.
local function moveTargets(s, seat)
    local R = rules()
    local n = R.size
    local from = s.pos[seat]
    local steps = s.board[from + 1]
    local r, c = from // n, from % n
    local out = {}
    for _, d in ipairs(R.directions) do
        local tr, tc = r + d[1] * steps, c + d[2] * steps
        if tr >= 0 and tc >= 0 and tr < n and tc < n then
            local to = tr * n + tc
            local taken = false
            if not params.shareSquares then
                for other = 1, players do
                    if other ~= seat and s.pos[other] == to then taken = true end
                end
            end
            if not taken then out[#out + 1] = to end
        end
    end
    return out
end

local function hasLegalMove(s, seat)
    if s.board[s.pos[seat] + 1] == 0 then return false end
    return #moveTargets(s, seat) > 0
end

local function livingCount(s)
    local n = 0
    for seat = 1, players do
        if s.pos[seat] >= 0 then n = n + 1 end
    end
    return n
end

local function nextLivingAfter(s, seat)
    for step = 1, players do
        local nxt = (seat - 1 + step) % players + 1
        if s.pos[nxt] >= 0 then return nxt end
    end
    return seat
end

local function eliminatedCount(s)
    local n = 0
    for seat = 1, players do
        if s.out[seat] > 0 then n = n + 1 end
    end
    return n
end

-- ---- set-up --------------------------------------------------------------------

-- The board of native generateBoard (stability_board_generator.cpp), drawing
-- from rng in the same order: the corners get cornerValue; the other squares
-- get minValue..maxValue equally often. A random order of the values (one
-- shuffle) decides which values get a square more when the count does not
-- divide; then the values are shuffled over the squares (Fisher-Yates from the
-- end, rng:below(i), as the native shuffle).
local function generateBoard(s, rng)
    local p = params
    local n = p.size
    local cells = n * n
    local last = n - 1
    local fixed = {}
    for _, corner in ipairs({ 0, last, last * n, last * n + last }) do
        s.board[corner + 1] = p.cornerValue
        fixed[corner + 1] = true
    end
    local kinds = p.maxValue - p.minValue + 1
    local count, order = {}, {}
    for k = 1, kinds do
        count[k] = 0
        order[k] = k
    end
    shuffle(order, rng)
    local fill = {}
    local remaining = cells - 4
    while remaining > 0 do
        local level = math.huge
        for k = 1, kinds do level = math.min(level, count[k]) end
        for _, k in ipairs(order) do
            if count[k] == level and remaining > 0 then
                count[k] = count[k] + 1
                fill[#fill + 1] = k - 1 + p.minValue
                remaining = remaining - 1
            end
        end
    end
    shuffle(fill, rng)
    local nxt = 1
    for q = 1, cells do
        if not fixed[q] then
            s.board[q] = fill[nxt]
            nxt = nxt + 1
        end
    end
end

-- The native engine refuses these combinations when the game is made
-- (ParameterConflict); a script can only refuse them at set-up.
local function checkParameters()
    local p = params
    if p.minTile >= p.maxTile then
        error("minTile (" .. p.minTile .. ") must be below maxTile (" .. p.maxTile .. ")", 0)
    end
    if p.minValue > p.maxValue then
        error("minValue (" .. p.minValue .. ") must not exceed maxValue (" .. p.maxValue .. ")", 0)
    end
    for _, name in ipairs({ "minValue", "maxValue", "cornerValue" }) do
        if p[name] < p.minTile or p[name] > p.maxTile then
            error(name .. " (" .. p[name] .. ") must lie within minTile..maxTile (" ..
                  p.minTile .. ".." .. p.maxTile .. ")", 0)
        end
    end
end

function setup(s, rng)
    checkParameters()
    generateBoard(s, rng)
    -- Seat 1 at (0,0), seat 2 at (n-1,n-1), seat 3 at (0,n-1), seat 4 at (n-1,0).
    local n = params.size
    local last = n - 1
    local corners = { 0, last * n + last, last, last * n }
    for seat = 1, players do
        s.pos[seat] = corners[seat]
        s.pc[seat] = 0
        s.out[seat] = 0
    end
    s.current = CHANCE -- who moves first is drawn
    s.phase = MOVE
    s.primary = -1
end

-- ---- the opening draw ------------------------------------------------------------

function chance(s, add)
    for seat = 0, players - 1 do
        add(1, "chance", seat)
    end
end

-- ---- legal decisions --------------------------------------------------------------

function legal(s, add)
    local phase = s.phase
    if phase == OVER then return end
    if s.current == CHANCE then
        for seat = 0, players - 1 do add("chance", seat) end
        return
    end
    if phase == MOVE then
        for _, to in ipairs(moveTargets(s, s.current)) do add("move", to) end
    elseif phase == PERMEATE then
        for e = 0, #EFFECTS - 1 do
            if effectAvailable(s, e) then add("permeate", e) end
        end
    elseif phase == AFFLICT then
        for q = 0, params.size * params.size - 1 do
            if afflictLegal(s, q, -1) then add("afflict", q, -1) end
            if afflictLegal(s, q, 1) then add("afflict", q, 1) end
        end
        if skipAllowed(s) then add("skip") end
    elseif phase == EXTRA then
        local own = EFFECTS[s.effect + 1].own
        for q = 0, params.size * params.size - 1 do
            if extraLegal(s, q) then
                if own then
                    add("extra", q, -1)
                    add("extra", q, 1)
                else
                    add("extra", q, 0)
                end
            end
        end
    elseif phase == SETTING then
        local lo, hi = setRange()
        for q = 0, params.size * params.size - 1 do
            if not occupiedByOther(s, q) then
                for v = lo, hi do add("set", q, v) end
            end
        end
    end
end

-- ---- random play -------------------------------------------------------------------

-- Native StabilityState::sampleUniformLegal, draw for draw: a list and one
-- rng:below(n) where the native engine lists (move, permeate, adjacent
-- extras), and the same rejection loops over the same candidate spaces where
-- it redraws (afflict with skip, extras anywhere, set).
function sample(s, rng)
    local cells = params.size * params.size
    local phase = s.phase
    if s.current == CHANCE then
        -- As native sampleChance, should the engine ask.
        return "chance", rng:below(players)
    end
    if phase == MOVE then
        local targets = moveTargets(s, s.current)
        return "move", targets[rng:below(#targets) + 1]
    elseif phase == PERMEATE then
        local options = {}
        for e = 0, #EFFECTS - 1 do
            if effectAvailable(s, e) then options[#options + 1] = e end
        end
        return "permeate", options[rng:below(#options) + 1]
    elseif phase == AFFLICT then
        -- Candidates: every (square, sign), plus skip when it is allowed.
        local skip = skipAllowed(s)
        local space = 2 * cells + (skip and 1 or 0)
        while true do
            local k = rng:below(space)
            if k == 2 * cells then return "skip" end
            local q, sign = k >> 1, (k & 1) == 1 and 1 or -1
            if afflictLegal(s, q, sign) then return "afflict", q, sign end
        end
    elseif phase == EXTRA then
        local info = EFFECTS[s.effect + 1]
        if info.scope == 1 then
            local options = {}
            for _, nb in ipairs(rules().neighbours[s.primary + 1]) do
                if extraLegal(s, nb) then options[#options + 1] = nb end
            end
            return "extra", options[rng:below(#options) + 1], 0
        end
        local signs = info.own and 2 or 1
        while true do
            local k = rng:below(cells * signs)
            local q = k // signs
            if extraLegal(s, q) then
                if info.own then return "extra", q, (k % 2 == 1) and 1 or -1 end
                return "extra", q, 0
            end
        end
    elseif phase == SETTING then
        local lo, hi = setRange()
        local values = hi - lo + 1
        while true do
            local k = rng:below(cells * values)
            local q = k // values
            if not occupiedByOther(s, q) then return "set", q, lo + k % values end
        end
    end
end

-- ---- applying -------------------------------------------------------------------------

local function eliminate(s, seat, reason)
    s.pos[seat] = -1
    s.out[seat] = eliminatedCount(s) + 1
    bump(s, seat, reason)
end

-- The elimination check runs as the turn passes, so a seat in the move phase
-- always has a move.
local function passTo(s, seat)
    while true do
        if s.board[s.pos[seat] + 1] == 0 then
            eliminate(s, seat, "eliminated.zero")
        elseif not hasLegalMove(s, seat) then
            eliminate(s, seat, "eliminated.stranded")
        else
            break
        end
        if livingCount(s) == 1 then
            s.current = END
            s.phase = OVER
            return
        end
        seat = nextLivingAfter(s, seat)
    end
    s.current = seat
    s.phase = MOVE
end

local function completeTurn(s)
    s.effect = NONE
    s.primary = -1
    s.sign = 0
    s.extrasLeft = 0
    s.extrasChosen = 0
    for i = 1, MAX_EXTRAS do s.extras[i] = 0 end
    s.turn = s.turn + 1
    if s.turn >= params.maxTurns then
        s.turnLimitReached = 1
        s.current = END
        s.phase = OVER
        return
    end
    passTo(s, nextLivingAfter(s, s.current))
end

-- The signed change an afflict, extra or set makes to its tile (an extra at
-- the end of the range changes nothing).
local function tileChange(s, kind, q, b)
    if kind == "afflict" then
        return b * magnitude(s)
    elseif kind == "extra" then
        local sign = EFFECTS[s.effect + 1].own and b or s.sign
        local before = s.board[q + 1]
        local after = math.min(math.max(before + sign, params.minTile), params.maxTile)
        return after - before
    elseif kind == "set" then
        return b - s.board[q + 1]
    end
    return 0
end

local APPLY = {
    chance = function(s, a)
        passTo(s, a + 1)
    end,
    move = function(s, a)
        local cur = s.current
        s.pos[cur] = a
        bump(s, cur, "move")
        s.effect = NONE
        s.phase = s.pc[cur] >= params.permeationThreshold and PERMEATE or AFFLICT
    end,
    permeate = function(s, a)
        local cur = s.current
        s.effect = a
        s.pc[cur] = s.pc[cur] - (a == NONE and 0 or cost(a))
        bump(s, cur, PERMEATE_COUNTER[a + 1])
        s.phase = a == SET and SETTING or AFFLICT
    end,
    afflict = function(s, a, b)
        local cur = s.current
        s.board[a + 1] = s.board[a + 1] + tileChange(s, "afflict", a, b)
        if s.effect == NONE then
            s.pc[cur] = math.min(s.pc[cur] + 1, MAX_PC)
            bump(s, cur, "affliction")
        end
        local info = EFFECTS[s.effect + 1]
        if info.extras == 0 then
            completeTurn(s)
            return
        end
        s.primary = a
        s.sign = b
        s.extrasLeft = info.extras
        s.extrasChosen = 0
        s.phase = EXTRA
    end,
    skip = function(s)
        bump(s, s.current, "skip")
        completeTurn(s)
    end,
    extra = function(s, a, b)
        local change = tileChange(s, "extra", a, b)
        if change == 0 then bump(s, s.current, "extra.clamped") end
        s.board[a + 1] = s.board[a + 1] + change
        s.extrasChosen = s.extrasChosen + 1
        s.extras[s.extrasChosen] = a
        s.extrasLeft = s.extrasLeft - 1
        if s.extrasLeft == 0 then completeTurn(s) end
    end,
    set = function(s, a, b)
        s.board[a + 1] = b
        completeTurn(s)
    end,
}

function apply(s, kind, a, b, c)
    APPLY[kind](s, a, b)
end

-- ---- the end ---------------------------------------------------------------------------

-- The last standing wins; the eliminated rank by reverse elimination order
-- (the last one out ranks right after the living). At maxTurns the living
-- draw, all ranked 1, and the eliminated rank after them (two living and one
-- out: 1, 1, 3). Ranks alone say all of it: one seat ranked 1 is the winner,
-- several share the draw (each scoring 1/k), as the native outcome.
function outcome(s)
    local living = livingCount(s)
    local eliminated = eliminatedCount(s)
    local ranks = {}
    for seat = 1, players do
        if s.pos[seat] >= 0 then
            ranks[seat] = 1
        else
            ranks[seat] = living + (eliminated - s.out[seat] + 1)
        end
    end
    return { ranks = ranks, turn_limit = s.turnLimitReached == 1 }
end

-- ---- legality in words ------------------------------------------------------------------

local function signed1(v)
    return v > 0 and "+" .. v or tostring(v)
end

-- Native StabilityState::isLegal: a field a kind does not use must be 0.
local function isLegal(s, kind, a, b, c)
    if s.phase == OVER or c ~= 0 then return false end
    if s.current == CHANCE then
        return kind == "chance" and a >= 0 and a < players and b == 0
    end
    local phase = s.phase
    local onBoard = a >= 0 and a < params.size * params.size
    if kind == "move" then
        if phase ~= MOVE or not onBoard or b ~= 0 then return false end
        for _, to in ipairs(moveTargets(s, s.current)) do
            if to == a then return true end
        end
        return false
    elseif kind == "permeate" then
        return phase == PERMEATE and a >= 0 and a < #EFFECTS and b == 0 and effectAvailable(s, a)
    elseif kind == "afflict" then
        return phase == AFFLICT and onBoard and (b == 1 or b == -1) and afflictLegal(s, a, b)
    elseif kind == "skip" then
        return phase == AFFLICT and a == 0 and b == 0 and skipAllowed(s)
    elseif kind == "extra" then
        if phase ~= EXTRA or not onBoard then return false end
        if EFFECTS[s.effect + 1].own then
            if b ~= 1 and b ~= -1 then return false end
        elseif b ~= 0 then
            return false
        end
        return extraLegal(s, a)
    elseif kind == "set" then
        local lo, hi = setRange()
        return phase == SETTING and onBoard and b >= lo and b <= hi and not occupiedByOther(s, a)
    end
    return false
end

local function whyMoveIllegal(s, to)
    local n = params.size
    local cur = s.current
    local from = s.pos[cur]
    local steps = s.board[from + 1]
    local dr, dc = to // n - from // n, to % n - from % n
    local eight = params.directions == "eight"
    local straight = dr == 0 or dc == 0 or (eight and math.abs(dr) == math.abs(dc))
    local distance = math.max(math.abs(dr), math.abs(dc))
    if not straight or distance ~= steps then
        return "seat " .. (cur - 1) .. " on " .. square(from) .. " must move exactly " .. steps ..
               " squares in a straight line (" .. (eight and "8 directions" or "orthogonally") ..
               "); " .. square(to) .. " is not such a square"
    end
    if not params.shareSquares then
        for seat = 1, players do
            if seat ~= cur and s.pos[seat] == to then
                return square(to) .. " is occupied by seat " .. (seat - 1) ..
                       "'s homunculus (shareSquares is off)"
            end
        end
    end
    return nil
end

local function whyAfflictIllegal(s, q, sign)
    if sign ~= 1 and sign ~= -1 then
        return "the sign of an affliction must be +1 or -1, not " .. sign
    end
    local seat = occupantOtherThanCurrent(s, q)
    if seat then
        return square(q) .. " hosts seat " .. (seat - 1) .. "'s homunculus and cannot be afflicted"
    end
    local amount = magnitude(s)
    if not canChange(s, q, sign, amount) then
        return square(q) .. " shows " .. s.board[q + 1] .. ": " .. signed1(sign * amount) ..
               " would leave " .. params.minTile .. ".." .. params.maxTile
    end
    local info = EFFECTS[s.effect + 1]
    if info.scope == 1 and eligibleNeighbours(s, q) < info.extras then
        return square(q) .. " has only " .. eligibleNeighbours(s, q) ..
               " adjacent tiles that can be afflicted; " .. info.id .. " needs " .. info.extras
    end
    if info.scope == 2 and eligibleCount(s) < info.extras + 1 then
        return info.id .. " needs " .. info.extras .. " other tiles that can be afflicted"
    end
    return nil
end

local function whyExtraIllegal(s, q, sign)
    local info = EFFECTS[s.effect + 1]
    if info.own and sign ~= 1 and sign ~= -1 then
        return "an extra tile under mixed2 needs its own sign, +1 or -1"
    end
    if not info.own and sign ~= 0 then
        return "an extra tile takes the primary's sign; only mixed2 extras carry a sign"
    end
    if q == s.primary then return square(q) .. " is the primary tile; extras must be other tiles" end
    if isExtraChosen(s, q) then return square(q) .. " is already an extra tile this turn" end
    local seat = occupantOtherThanCurrent(s, q)
    if seat then
        return square(q) .. " hosts seat " .. (seat - 1) .. "'s homunculus and cannot be afflicted"
    end
    if not extraLegal(s, q) then
        return square(q) .. " is not adjacent to the primary tile " .. square(s.primary)
    end
    return nil
end

-- Native StabilityState::whyIllegal, sentence for sentence (seats numbered
-- from 0, as the native engine and the files number them).
function why_illegal(s, kind, a, b, c)
    a, b, c = a or 0, b or 0, c or 0
    local phase = s.phase
    if phase == OVER then return "the game is over" end
    if s.current == CHANCE then
        if kind ~= "chance" then
            return "the first player has not been drawn yet: only a chance decision is possible"
        end
        if a < 0 or a >= players then
            return "chance outcome " .. a .. " is not a seat (0.." .. (players - 1) .. ")"
        end
        if b ~= 0 or c ~= 0 then return "a chance decision carries its outcome alone (b and c are 0)" end
        return nil
    end
    local cur = s.current - 1
    if kind == "chance" then
        return "there is no chance event now; seat " .. cur .. " is to " .. PHASE_WORD[phase]
    end
    local expected = (kind == "move" and phase == MOVE) or (kind == "permeate" and phase == PERMEATE)
        or ((kind == "afflict" or kind == "skip") and phase == AFFLICT)
        or (kind == "extra" and phase == EXTRA) or (kind == "set" and phase == SETTING)
    if not expected then
        return "seat " .. cur .. " is at the " .. PHASE_WORD[phase] .. " step; a " .. kind ..
               " decision is not possible now"
    end
    if kind ~= "skip" and kind ~= "permeate" and (a < 0 or a >= params.size * params.size) then
        return "square index " .. a .. " is off the board"
    end
    local why
    if kind == "move" then
        why = whyMoveIllegal(s, a)
    elseif kind == "permeate" then
        if a < 0 or a >= #EFFECTS then return "unknown permeation effect " .. a end
        if a ~= NONE and cost(a) > s.pc[s.current] then
            return EFFECTS[a + 1].id .. " costs " .. cost(a) .. " PC but seat " .. cur .. " has " ..
                   s.pc[s.current]
        end
        if not effectAvailable(s, a) then
            return EFFECTS[a + 1].id .. " cannot be completed from any tile now"
        end
    elseif kind == "afflict" then
        why = whyAfflictIllegal(s, a, b)
    elseif kind == "skip" then
        if s.effect ~= NONE then
            return "after buying " .. EFFECTS[s.effect + 1].id ..
                   " the affliction is mandatory; skip is not allowed"
        end
        if not skipAllowed(s) then
            return "affliction is mandatory (afflictionMandatory is on); skip is not allowed"
        end
    elseif kind == "extra" then
        why = whyExtraIllegal(s, a, b)
    elseif kind == "set" then
        local lo, hi = setRange()
        if b < lo or b > hi then return "set value " .. b .. " is outside " .. lo .. ".." .. hi end
        local seat = occupantOtherThanCurrent(s, a)
        if seat then
            return square(a) .. " hosts seat " .. (seat - 1) .. "'s homunculus and cannot be set"
        end
    end
    if why == nil and not isLegal(s, kind, a, b, c) then
        why = "this " .. kind .. " decision is not legal now"
    end
    return why
end

-- ---- words ----------------------------------------------------------------------------------

-- Native decisionToText: the real change to the tile, not the sign chosen.
function text(s, kind, a, b, c)
    if kind == "chance" then
        return "P" .. (a + 1) .. " is drawn to move first"
    elseif kind == "move" then
        return "move to " .. square(a)
    elseif kind == "permeate" then
        if a == NONE then return "no permeation" end
        return "permeate " .. EFFECTS[a + 1].id .. " (" .. cost(a) .. " PC)"
    elseif kind == "afflict" then
        return "afflict " .. square(a) .. " " .. signed1(tileChange(s, kind, a, b))
    elseif kind == "skip" then
        return "skip the affliction"
    elseif kind == "extra" then
        local change = tileChange(s, kind, a, b)
        if change ~= 0 then return "extra " .. square(a) .. " " .. signed1(change) end
        return "extra " .. square(a) .. " (stays at " .. s.board[a + 1] .. ")"
    elseif kind == "set" then
        return "set " .. square(a) .. " to " .. b
    end
    return "unknown decision"
end

-- ---- evaluation (greedy agents, MCTS leaves) ---------------------------------------------

-- Native evaluate: a seat's mobility against its rivals'.
function evaluate(s, seat)
    if s.pos[seat] < 0 then return 0.0 end
    local function mobility(x)
        if s.board[s.pos[x] + 1] == 0 then return 0 end
        return #moveTargets(s, x)
    end
    local mine = mobility(seat)
    local rivals, living = 0.0, 0
    for other = 1, players do
        if other ~= seat and s.pos[other] >= 0 then
            rivals = rivals + mobility(other)
            living = living + 1
        end
    end
    if living == 0 then return 1.0 end
    local share = 1.0 / (living + 1)
    local edge = 0.1 * (mine - rivals / living) + (mine == 0 and -0.4 or 0.0)
    return math.min(math.max(share + edge, 0.01), 0.99)
end

-- ---- invariants -----------------------------------------------------------------------------

-- The clauses of native invariantViolation that one state shows.
function invariant(s)
    local n = params.size
    for q = 0, n * n - 1 do
        local v = s.board[q + 1]
        if v < params.minTile or v > params.maxTile then
            return "S6 (tiles stay in minTile..maxTile): board " .. square(q) .. " is " .. v
        end
    end
    local living = 0
    for seat = 1, players do
        if s.pc[seat] < 0 or s.pc[seat] > MAX_PC then
            return "S17 (PC in 0..9): seat " .. (seat - 1) .. " pc is " .. s.pc[seat]
        end
        if s.pos[seat] >= 0 then
            living = living + 1
            if s.out[seat] ~= 0 then
                return "S22 (ranks follow the eliminations): living seat " .. (seat - 1) ..
                       " is marked out"
            end
            if s.pos[seat] >= n * n then
                return "S2 (homunculi on the board): seat " .. (seat - 1) .. " is off the board"
            end
            for other = seat + 1, players do
                if not params.shareSquares and s.pos[other] == s.pos[seat] then
                    return "S13 (one homunculus a square): seats " .. (seat - 1) .. " and " ..
                           (other - 1) .. " share " .. square(s.pos[seat])
                end
            end
        elseif s.out[seat] < 1 or s.out[seat] > players then
            return "S22 (ranks follow the eliminations): eliminated seat " .. (seat - 1) ..
                   " has no place in the elimination order"
        end
    end
    local eliminated = players - living
    for k = 1, eliminated do
        local found = 0
        for seat = 1, players do
            if s.out[seat] == k then found = found + 1 end
        end
        if found ~= 1 then
            return "S22 (ranks follow the eliminations): " .. found ..
                   " seats are the elimination number " .. k
        end
    end
    if s.turn > params.maxTurns then
        return "S22 (maxTurns ends the game): turn " .. s.turn .. " is past maxTurns " ..
               params.maxTurns
    end
    if s.phase == OVER then
        if s.current ~= END then return "a finished game's actor is not END" end
        if living > 1 and s.turnLimitReached == 0 then
            return "S22: the game ended with " .. living .. " living before maxTurns"
        end
        return nil
    end
    if s.turnLimitReached ~= 0 then return "S22: turnLimitReached in a live game" end
    if s.current == CHANCE then
        if s.turn ~= 0 or eliminated ~= 0 then
            return "S8 (the opening draw): the first player is drawn after play began"
        end
        return nil
    end
    if s.current < 1 or s.current > players or s.pos[s.current] < 0 then
        return "current seat " .. (s.current - 1) .. " is not a living seat"
    end
    if s.phase == MOVE and not hasLegalMove(s, s.current) then
        return "S20/S21 (eliminated as the turn passes): seat " .. (s.current - 1) ..
               " is to move but has no legal move"
    end
    if s.phase == PERMEATE and s.pc[s.current] < params.permeationThreshold then
        return "S18: a permeate step below the threshold"
    end
    if s.phase == EXTRA then
        local info = EFFECTS[s.effect + 1]
        if info.extras == 0 or s.extrasChosen + s.extrasLeft ~= info.extras then
            return "C13: extras chosen " .. s.extrasChosen .. " and left " .. s.extrasLeft ..
                   " do not add up to " .. info.id .. "'s " .. info.extras
        end
    end
    return nil
end
