-- Draw Whist, a small trick-taking game for 2 to 4 players. Four suits of
-- `ranks` cards each (or a design's own deck, game.cards) are shuffled;
-- everyone is dealt `hand` cards. The leader
-- plays any card, the others must follow the led suit if they can. The
-- highest trump (spades, when trumps are on) or else the highest card of the
-- led suit wins the trick, and its winner leads the next. After each trick,
-- while the deck holds a card for everyone, the winner draws first, then the
-- others in seat order. When the hands are empty, most tricks wins.
--
-- Hidden information: the deck is hidden from all, each hand from the other
-- seats; the cards on the table and the finished tricks are open. The deck's
-- order is the only randomness, fixed by the shuffle in setup.

game = {
  id = "trick-taking",
  name = "Draw Whist",
  players = { 2, 4 },
  params = {
    { name = "ranks", type = "int", default = 8, min = 5, max = 13, description = "Cards in each of the four suits (the highest ones, ace high)." },
    { name = "hand", type = "int", default = 5, min = 3, max = 8, description = "Cards dealt to each player (fewer when the deck is too small)." },
    { name = "trumps", type = "bool", default = true, description = "Spades beat the other suits." },
  },
  -- The cards a design's deck holds (the deck editor edits it): each card at
  -- most once. The default is the highest `ranks` cards of every suit.
  cards = {
    attributes = {
      { name = "suit", values = { "clubs", "diamonds", "hearts", "spades" } },
      { name = "rank", type = "int", min = 2, max = 14 },  -- 11 jack, 12 queen, 13 king, 14 ace
    },
    deck = function(p)
      local deck = {}
      for _, suit in ipairs({ "clubs", "diamonds", "hearts", "spades" }) do
        for rank = 15 - p.ranks, 14 do deck[#deck + 1] = { suit = suit, rank = rank } end
      end
      return deck
    end,
  },
  state = {
    -- A card is (suit - 1) * 13 + rank - 1: suits 1..4 (spades are 4),
    -- ranks 2..14 from low to high.
    { name = "deck", zone = 52, hidden = "all" },
    { name = "hand", zone = "hand", per_seat = true, hidden = "others" },
    -- The cards of the trick under way, in the order they were played.
    { name = "trick", zone = 4 },
    -- Cards of the finished tricks, open for card counting.
    { name = "played", zone = 52 },
    { name = "in_play", min = 0, max = 52 },  -- the cards dealt from the deck
    { name = "leader", init = 1, min = 1, max = 4 },
    { name = "turn", init = 1, min = END, max = 4 },
    { name = "tricks", per_seat = true, min = 0, max = 26 },
    { name = "turns", min = 0, max = 26 },  -- finished tricks
  },
  decisions = {
    { name = "play", args = { "card" } },
  },
  counters = {
    { name = "leads", description = "Tricks the seat led." },
    { name = "ruffs", description = "Tricks won by trumping another suit's lead." },
    { name = "sloughs", description = "Cards thrown away, neither following suit nor trumping." },
    { name = "last_trick", description = "Games in which the seat won the last trick." },
  },
  actor = "turn",
  turns = "turns",
  -- Each seat's hand (face up only for the seat itself), the trick on the
  -- table, the deck and the finished tricks; a click on a card plays it.
  view = {
    hands = { { field = "hand", label = "Hands", click = { decision = "play", args = { "card" } } } },
    piles = {
      { field = "trick", label = "Trick", spread = true },
      { field = "deck", label = "Deck" },
      { field = "played", label = "Played" },
    },
    panel = { { field = "tricks", label = "Tricks" } },
    cards = {
      suits = { "♣", "♦", "♥", "♠" },
      ranks = "ranks",
      rank_labels = { "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A" },
    },
  },
}

local TRUMP = 4

local function suit(card) return (card - 1) // 13 + 1 end
local function rank(card) return (card - 1) % 13 + 2 end

local SUIT_OF = { clubs = 1, diamonds = 2, hearts = 3, spades = 4 }

-- given.deck is the design's deck, or else game.cards.deck's: one table per card.
function setup(s, rng, given)
  local deck = s.deck
  for i, c in ipairs(given.deck) do
    local card = (SUIT_OF[c.suit] - 1) * 13 + c.rank - 1
    for j = 1, i - 1 do
      if deck[j] == card then error(string.format("the deck holds the %d of %s twice", c.rank, c.suit)) end
    end
    deck[i] = card
  end
  if #deck < players then error("the deck holds fewer cards than there are players") end
  s.in_play = #deck
  shuffle(deck, rng)
  local deal = math.min(params.hand, #deck // players)
  for seat = 1, players do
    local h = s.hand[seat]
    for i = 1, deal do
      h[i] = deck[#deck]
      deck[#deck] = nil
    end
  end
end

-- The suit the seat to play must follow, or 0 when it may play any card.
local function must_follow(s)
  local trick = s.trick
  if #trick == 0 then return 0 end
  local led = suit(trick[1])
  local h = s.hand[s.turn]
  for i = 1, #h do
    if suit(h[i]) == led then return led end
  end
  return 0
end

function legal(s, add)
  local follow = must_follow(s)
  local h = s.hand[s.turn]
  for i = 1, #h do
    if follow == 0 or suit(h[i]) == follow then add("play", h[i]) end
  end
end

function why_illegal(s, kind, card)
  if kind ~= "play" then return "The only decision is play." end
  local h = s.hand[s.turn]
  local held = false
  for i = 1, #h do
    if h[i] == card then held = true end
  end
  if not held then return "That card is not in your hand." end
  local follow = must_follow(s)
  if follow ~= 0 and suit(card) ~= follow then return "You must follow the suit that was led." end
  return nil
end

-- A uniform legal card without listing them: count, then walk.
function sample(s, rng)
  local follow = must_follow(s)
  local h = s.hand[s.turn]
  local n = #h
  if follow ~= 0 then
    n = 0
    for i = 1, #h do
      if suit(h[i]) == follow then n = n + 1 end
    end
  end
  n = rng:below(n)
  for i = 1, #h do
    if follow == 0 or suit(h[i]) == follow then
      if n == 0 then return "play", h[i] end
      n = n - 1
    end
  end
  error("sample: no legal card")
end

-- Who played the i-th card of the trick.
local function player_of(s, i)
  return (s.leader + i - 2) % players + 1
end

local function draw(s, seat)
  local deck, h = s.deck, s.hand[seat]
  h[#h + 1] = deck[#deck]
  deck[#deck] = nil
end

local function finish_trick(s)
  local trick = s.trick
  local led = suit(trick[1])
  local best = 1
  for i = 2, #trick do
    local c, b = trick[i], trick[best]
    local cs, bs = suit(c), suit(b)
    if cs == bs then
      if c > b then best = i end
    elseif params.trumps and cs == TRUMP then
      best = i
    end
  end
  local winner = player_of(s, best)
  s.tricks[winner] = s.tricks[winner] + 1
  if params.trumps and led ~= TRUMP and suit(trick[best]) == TRUMP then
    s.count.ruffs[winner] = s.count.ruffs[winner] + 1
  end
  -- The trick goes to the open pile.
  local played = s.played
  for i = 1, #trick do played[#played + 1] = trick[i] end
  for i = #trick, 1, -1 do trick[i] = nil end
  s.turns = s.turns + 1

  if #s.deck >= players then
    for k = 0, players - 1 do draw(s, (winner + k - 1) % players + 1) end
  end
  if #s.hand[winner] == 0 then
    s.count.last_trick[winner] = s.count.last_trick[winner] + 1
    s.turn = END
  else
    s.leader = winner
    s.turn = winner
    s.count.leads[winner] = s.count.leads[winner] + 1
  end
end

function apply(s, kind, card)
  local seat = s.turn
  local h, trick = s.hand[seat], s.trick
  if #trick == 0 then
    if s.turns == 0 then s.count.leads[seat] = s.count.leads[seat] + 1 end
  else
    local led, cs = suit(trick[1]), suit(card)
    if cs ~= led and not (params.trumps and cs == TRUMP) then
      s.count.sloughs[seat] = s.count.sloughs[seat] + 1
    end
  end
  -- Take the card out of the hand (the hand's order does not matter).
  for i = 1, #h do
    if h[i] == card then
      h[i] = h[#h]
      h[#h] = nil
      break
    end
  end
  trick[#trick + 1] = card
  if #trick == players then
    finish_trick(s)
  else
    s.turn = seat % players + 1
  end
end

function outcome(s)
  -- Rank 1 for the most tricks; equal tricks share a rank.
  local ranks = {}
  for seat = 1, players do
    local r = 1
    for other = 1, players do
      if s.tricks[other] > s.tricks[seat] then r = r + 1 end
    end
    ranks[seat] = r
  end
  return { ranks = ranks }
end

-- Tricks ahead of the best opponent, as a share of the tricks a game has.
function evaluate(s, seat)
  local best = 0
  for other = 1, players do
    if other ~= seat and s.tricks[other] > best then best = s.tricks[other] end
  end
  local all = s.in_play // players
  local v = 0.5 + 0.5 * (s.tricks[seat] - best) / all
  if s.turn == END then
    if s.tricks[seat] > best then return 1 end
    if s.tricks[seat] < best then return 0 end
    return 0.5
  end
  return math.max(0, math.min(1, v))
end

local SUITS = { "clubs", "diamonds", "hearts", "spades" }
local FACES = { [11] = "jack", [12] = "queen", [13] = "king", [14] = "ace" }

local function card_name(card)
  local value = rank(card)  -- 2..14, ace high
  return string.format("%s of %s", FACES[value] or tostring(value), SUITS[suit(card)])
end

function text(s, kind, card)
  return "play the " .. card_name(card)
end

function invariant(s)
  local seen, held = {}, 0
  local function mark(zone, name)
    for i = 1, #zone do
      local c = zone[i]
      if c < 1 or c > 52 then return string.format("%s holds card %d", name, c) end
      if seen[c] then return string.format("card %d is twice on the table", c) end
      seen[c] = true
      held = held + 1
    end
  end
  local wrong = mark(s.deck, "the deck") or mark(s.trick, "the trick") or mark(s.played, "the played pile")
  if wrong then return wrong end
  for seat = 1, players do
    wrong = mark(s.hand[seat], "a hand")
    if wrong then return wrong end
  end
  if held ~= s.in_play then return string.format("%d cards are on the table, not %d", held, s.in_play) end
  if #s.trick >= players then return "the trick is full but not taken" end
  if s.leader > players then return "the leader is not a seat" end
  -- Play goes round from the leader: the seat to play follows from the trick.
  if s.turn ~= END and s.turn ~= (s.leader - 1 + #s.trick) % players + 1 then
    return "the seat to play is not the next after the trick's cards"
  end
  -- Everyone holds the same number of cards, less one for those who have
  -- played to the trick under way.
  for seat = 1, players do
    local played = (seat - s.leader) % players < #s.trick and 1 or 0
    if #s.hand[seat] + played ~= #s.hand[s.leader] + ((#s.trick > 0) and 1 or 0) then
      return string.format("seat %d holds %d cards, out of step with the others", seat, #s.hand[seat])
    end
  end
  return nil
end
