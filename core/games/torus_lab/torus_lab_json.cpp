// The interchange format of docs/rules/torus-lab.md: states, observations and
// decisions to and from JSON. Parsing checks everything and names the first problem.
#include "engine/errors.h"
#include "engine/json_fields.h"
#include "engine/ruleset.h"
#include "games/torus_lab/torus_lab_state.h"

#include <string>

namespace pb::torus_lab {

using nlohmann::json;

namespace {

[[noreturn]] void fail(const std::string& message) {
    throw InvalidInput(message);
}

const char* const kBasicNames[kBasicKindCount] = {"move", "neutralize", "collect"};
const char* const kSpecialNames[kSpecialKindCount] = {"spend", "share", "code"};
const char* const kCauseNames[] = {"none", "noRoom", "handLimit", "emptyStack", "turnLimit"};

const json& field(const json& object, const char* name, const std::string& where) {
    auto it = object.find(name);
    if (it == object.end())
        fail(where + " has no \"" + name + "\"");
    return *it;
}

int intValue(const json& value, const std::string& what, int lo, int hi) {
    if (!value.is_number_integer())
        fail(what + " must be a whole number, not " + value.dump());
    const auto v = value.get<long long>();
    if (v < lo || v > hi)
        fail(what + " is " + std::to_string(v) + ", outside " + std::to_string(lo) + ".." +
             std::to_string(hi));
    return static_cast<int>(v);
}

int intField(const json& object, const char* name, const std::string& where, int lo, int hi) {
    return intValue(field(object, name, where), where + " \"" + name + "\"", lo, hi);
}

int optionalInt(const json& object, const char* name, const std::string& where, int lo, int hi,
                int def) {
    auto it = object.find(name);
    return it == object.end() ? def : intValue(*it, where + " \"" + name + "\"", lo, hi);
}

std::string suitList(int suits) {
    std::string out;
    for (int s = 0; s < suits; ++s)
        out += (out.empty() ? "" : ", ") + std::string(kSuitNames[s]);
    return out;
}

int suitFromJson(const json& value, const Rules& rules, const std::string& what) {
    if (value.is_string())
        for (int s = 0; s < rules.suitCount; ++s)
            if (kSuitNames[s] == value.get_ref<const std::string&>())
                return s;
    fail(what + " " + value.dump() + " is not a suit of this deck (" + suitList(rules.suitCount) +
         ")");
}

json suitName(int suit) {
    if (suit >= 0 && suit < kMaxSuits)
        return kSuitNames[suit];
    return "suit " + std::to_string(suit);
}

// A space as the rules number it (1..spaceCount), as a 0-based index.
int spaceFromJson(const json& value, const Rules& rules, const std::string& what) {
    return intValue(value, what, 1, rules.spaceCount) - 1;
}

int seatFromJson(const json& value, int numPlayers, const std::string& what) {
    return intValue(value, what + " (a seat)", 0, numPlayers - 1);
}

template <typename Array> json suitMap(const Array& counts, int suits) {
    json out = json::object();
    for (int s = 0; s < suits; ++s)
        out[std::string(kSuitNames[s])] = static_cast<int>(counts[s]);
    return out;
}

// {"hearts": n, ...}: missing suits are 0.
std::array<int, kMaxSuits> suitMapFromJson(const json& value, const Rules& rules,
                                           const std::string& what) {
    if (!value.is_object())
        fail(what + " must be an object of counts by suit, not " + value.dump());
    std::array<int, kMaxSuits> out{};
    for (const auto& [name, count] : value.items()) {
        const int suit = suitFromJson(name, rules, what + " key");
        out[suit] = intValue(count, what + " \"" + name + "\"", 0, kMaxCards);
    }
    return out;
}

template <typename Array> bool anyNonZero(const Array& values, int count) {
    for (int i = 0; i < count; ++i)
        if (values[i] != 0)
            return true;
    return false;
}

} // namespace

struct TorusLabJson {
    static json toJson(const TorusLabState& s);
    static std::unique_ptr<TorusLabState> fromJson(std::shared_ptr<const TorusLabGame> game,
                                                   const json& in);
};

json TorusLabJson::toJson(const TorusLabState& s) {
    const Rules& r = *s.rules_;
    json players = json::array();
    for (int seat = 0; seat < s.numPlayers_; ++seat) {
        json p{{"pawn", s.pawn_[seat] + 1},
               {"limit", static_cast<int>(s.limit_[seat])},
               {"hand", suitMap(s.hand_[seat], r.suitCount)},
               {"shown", suitMap(s.shown_[seat], r.suitCount)}};
        if (s.receivedFrom_[seat] != 0) {
            json from = json::array();
            for (int g = 0; g < s.numPlayers_; ++g)
                if ((s.receivedFrom_[seat] >> g) & 1)
                    from.push_back(g);
            p["receivedFrom"] = std::move(from);
        }
        players.push_back(std::move(p));
    }
    json spaces = json::array();
    for (int sp = 0; sp < r.spaceCount; ++sp) {
        const int t = s.top(sp);
        json space{{"particles", static_cast<int>(s.particles_[sp])},
                   {"cards", static_cast<int>(s.stackSize_[sp])},
                   {"top", t >= 0 ? json(kSuitNames[t]) : json(nullptr)}};
        if (r.openStacks) {
            json under = json::array();
            for (int k = 1; k < s.stackKnown_[sp]; ++k)
                under.push_back(kSuitNames[s.slots_[s.base_[sp] + s.stackSize_[sp] - 1 - k]]);
            space["under"] = std::move(under);
        }
        spaces.push_back(std::move(space));
    }
    json codes = json::array();
    for (int suit = 0; suit < r.suitCount; ++suit)
        if (s.code_[suit])
            codes.push_back(kSuitNames[suit]);
    json actor = s.actor_ >= 0 ? json(s.actor_)
                               : (s.actor_ == kChanceActor ? json("chance") : json(nullptr));
    json out{{"game", "torus-lab"},
             {"params", s.game().ruleset().parameters().nonDefaults(s.game().params())},
             {"players", std::move(players)},
             {"spaces", std::move(spaces)},
             {"discard", suitMap(s.discard_, r.suitCount)},
             {"codes", std::move(codes)},
             {"player", s.current_ >= 0 ? json(s.current_) : json(nullptr)},
             {"phase", phaseName(s.phase_)},
             {"turn", s.turn_},
             {"actor", std::move(actor)}};
    if (s.customDeck())
        out["deck"] = suitMap(s.deck_, r.suitCount);
    if (s.toDeal_ > 0)
        out["toDeal"] = s.toDeal_;
    // This turn's bookkeeping, where it differs from a fresh turn.
    if (anyNonZero(s.basicCount_, kBasicKindCount)) {
        json used = json::object();
        for (int k = 0; k < kBasicKindCount; ++k)
            used[kBasicNames[k]] = static_cast<int>(s.basicCount_[k]);
        out["basicUsed"] = std::move(used);
    }
    if (anyNonZero(s.specialCount_, kSpecialKindCount)) {
        json used = json::object();
        for (int k = 0; k < kSpecialKindCount; ++k)
            used[kSpecialNames[k]] = static_cast<int>(s.specialCount_[k]);
        out["specialUsed"] = std::move(used);
    }
    if (s.spendOpen_)
        out["spendOpen"] = true;
    if (s.die_ != 0)
        out["die"] = s.die_;
    if (s.clubs_ != 0)
        out["clubs"] = s.clubs_;
    if (s.rerolls_ != 0)
        out["rerolls"] = s.rerolls_;
    if (anyNonZero(s.failures_, r.spaceCount)) {
        json failures = json::array();
        for (int sp = 0; sp < r.spaceCount; ++sp)
            failures.push_back(static_cast<int>(s.failures_[sp]));
        out["failures"] = std::move(failures);
    }
    if (s.shareTo_ >= 0)
        out["shareTo"] = s.shareTo_;
    if (s.collectLeft_ > 0)
        out["collectLeft"] = s.collectLeft_;
    if (s.emergeCount_ > 0)
        out["emergeCount"] = s.emergeCount_;
    if (s.emergeSpace_ >= 0)
        out["emergeSpace"] = s.emergeSpace_ + 1;
    if (s.extrasLeft_ > 0)
        out["extras"] = s.extrasLeft_;
    if (s.result_ != Result::None) {
        out["result"] = s.result_ == Result::Won ? "won" : "lost";
        if (s.result_ == Result::Lost) {
            out["cause"] = kCauseNames[static_cast<int>(s.cause_)];
            out["causeSeat"] = s.causeSeat_;
        }
    }
    return out;
}

std::unique_ptr<TorusLabState> TorusLabJson::fromJson(std::shared_ptr<const TorusLabGame> game,
                                                      const json& in) {
    const Rules& r = game->rules();
    const std::string where = "state";
    std::array<int, kMaxSpaces> sizes{};
    const json& spacesJson = field(in, "spaces", where);
    if (!spacesJson.is_array() || static_cast<int>(spacesJson.size()) != r.spaceCount)
        fail("state \"spaces\" must be an array of " + std::to_string(r.spaceCount) +
             " spaces, space 1 first");
    for (int sp = 0; sp < r.spaceCount; ++sp) {
        const std::string at =
            "spaces[" + std::to_string(sp) + "] (space " + std::to_string(sp + 1) + ")";
        if (!spacesJson[sp].is_object())
            fail(at + " must be an object");
        sizes[sp] = intField(spacesJson[sp], "cards", at, 0, 255);
    }
    // The set-up's deck, when it is not cardsPerSuit of each suit.
    auto deck = game->defaultDeck();
    if (auto it = in.find("deck"); it != in.end())
        deck = suitMapFromJson(*it, r, "state \"deck\"");
    int deckTotal = 0;
    for (int suit = 0; suit < r.suitCount; ++suit) {
        if (deck[suit] > 255)
            fail("state \"deck\" holds " + std::to_string(deck[suit]) + " " +
                 std::string(kSuitNames[suit]) + "; at most 255 of a suit");
        deckTotal += deck[suit];
    }
    if (deckTotal > kMaxCards)
        fail("state \"deck\" holds " + std::to_string(deckTotal) + " cards; at most " +
             std::to_string(kMaxCards));
    // The stacks share one array of kMaxCards slots: more would write past it.
    int stacked = 0;
    for (int sp = 0; sp < r.spaceCount; ++sp)
        stacked += sizes[sp];
    if (stacked > deckTotal)
        fail("state \"spaces\" hold " + std::to_string(stacked) + " cards, but the game has " +
             std::to_string(deckTotal));
    auto state = std::make_unique<TorusLabState>(game, sizes, deck);
    TorusLabState& s = *state;
    // The constructor dealt nothing and revealed nothing: start from a blank table.
    s.particles_ = {};
    s.undrawn_ = {};
    s.toDeal_ = 0;

    // Spaces: particles, stack size and the known cards from the top.
    std::array<int, kMaxSuits> used{};
    for (int sp = 0; sp < r.spaceCount; ++sp) {
        const json& space = spacesJson[sp];
        const std::string at = "space " + std::to_string(sp + 1);
        s.particles_[sp] =
            static_cast<std::uint8_t>(intField(space, "particles", at, 0, r.particleCap));
        std::vector<int> known;
        const json& topJson = space.contains("top") ? space["top"] : json(nullptr);
        if (!topJson.is_null()) {
            if (sizes[sp] == 0)
                fail(at + " has a \"top\" but no cards");
            known.push_back(suitFromJson(topJson, r, at + " \"top\""));
        }
        if (auto it = space.find("under"); it != space.end()) {
            if (!r.openStacks)
                fail(at + " lists \"under\", but the cards below a top are hidden unless "
                          "openStacks is on");
            if (!it->is_array())
                fail(at + " \"under\" must be an array of suits, top first");
            if (!it->empty() && known.empty())
                fail(at + " lists \"under\" cards but no \"top\"");
            for (const auto& card : *it)
                known.push_back(suitFromJson(card, r, at + " \"under\" card"));
        }
        if (static_cast<int>(known.size()) > sizes[sp])
            fail(at + " lists " + std::to_string(known.size()) + " known cards but holds " +
                 std::to_string(sizes[sp]));
        for (std::size_t k = 0; k < known.size(); ++k) {
            s.slots_[s.base_[sp] + sizes[sp] - 1 - static_cast<int>(k)] =
                static_cast<std::uint8_t>(known[k]);
            ++used[known[k]];
        }
        s.stackKnown_[sp] = static_cast<std::uint8_t>(known.size());
    }

    // Players.
    const json& players = field(in, "players", where);
    for (int seat = 0; seat < s.numPlayers_; ++seat) {
        const std::string at = "players[" + std::to_string(seat) + "]";
        const json& p = players[seat];
        if (!p.is_object())
            fail(at + " must be an object");
        s.pawn_[seat] =
            static_cast<std::uint8_t>(spaceFromJson(field(p, "pawn", at), r, at + " \"pawn\""));
        s.limit_[seat] = static_cast<std::uint8_t>(intField(p, "limit", at, 0, r.handLimit));
        const auto hand = suitMapFromJson(field(p, "hand", at), r, at + " \"hand\"");
        const auto shown = p.contains("shown")
                               ? suitMapFromJson(p["shown"], r, at + " \"shown\"")
                               : (r.openHands ? hand : std::array<int, kMaxSuits>{});
        for (int suit = 0; suit < r.suitCount; ++suit) {
            if (shown[suit] > hand[suit])
                fail(at + " shows " + std::to_string(shown[suit]) + " " +
                     std::string(kSuitNames[suit]) + " but holds " + std::to_string(hand[suit]));
            if (r.openHands && shown[suit] != hand[suit])
                fail(at + " \"shown\" must equal \"hand\" when openHands is on");
            s.hand_[seat][suit] = static_cast<std::uint8_t>(hand[suit]);
            s.handCount_[seat] = static_cast<std::uint16_t>(s.handCount_[seat] + hand[suit]);
            s.shown_[seat][suit] = static_cast<std::uint8_t>(shown[suit]);
            used[suit] += hand[suit];
        }
        if (auto it = p.find("receivedFrom"); it != p.end()) {
            if (!it->is_array())
                fail(at + " \"receivedFrom\" must be an array of seats");
            for (const auto& g : *it) {
                const int giver = seatFromJson(g, s.numPlayers_, at + " \"receivedFrom\" entry");
                if (giver == seat)
                    fail(at + " \"receivedFrom\" lists the seat itself");
                s.receivedFrom_[seat] =
                    static_cast<std::uint8_t>(s.receivedFrom_[seat] | (1u << giver));
            }
        }
    }

    // The discard pile and the codes.
    if (in.contains("discard")) {
        const auto discard = suitMapFromJson(in["discard"], r, "state \"discard\"");
        for (int suit = 0; suit < r.suitCount; ++suit) {
            s.discard_[suit] = static_cast<std::uint8_t>(discard[suit]);
            used[suit] += discard[suit];
        }
    }
    if (in.contains("codes")) {
        const json& codes = in["codes"];
        if (!codes.is_array())
            fail("state \"codes\" must be an array of suits");
        for (const auto& c : codes) {
            const int suit = suitFromJson(c, r, "state \"codes\" entry");
            if (s.code_[suit])
                fail("state \"codes\" lists " + c.dump() + " twice");
            s.code_[suit] = 1;
            used[suit] += r.codeSize;
        }
    }

    // Every card is somewhere: what is not seen is undrawn, and the undrawn
    // cards fill exactly the stacks' unknown slots and the cards still to deal.
    s.toDeal_ = static_cast<std::int16_t>(
        optionalInt(in, "toDeal", where, 0, r.handSize * s.numPlayers_, 0));
    int undrawn = 0;
    for (int suit = 0; suit < r.suitCount; ++suit) {
        if (used[suit] > deck[suit])
            fail("state holds " + std::to_string(used[suit]) + " " + std::string(kSuitNames[suit]) +
                 " (hands, discard, codes, known stack cards) "
                 "but the deck has " +
                 std::to_string(deck[suit]));
        s.undrawn_[suit] = static_cast<std::uint8_t>(deck[suit] - used[suit]);
        undrawn += s.undrawn_[suit];
    }
    int slots = s.toDeal_;
    for (int sp = 0; sp < r.spaceCount; ++sp)
        slots += s.stackSize_[sp] - s.stackKnown_[sp];
    if (undrawn != slots)
        fail("the deck's " + std::to_string(deckTotal) +
             " cards do not add up: " + std::to_string(undrawn) +
             " are not in hands, discard, codes or known stack "
             "cards, but the stacks' unknown cards and the cards to deal are " +
             std::to_string(slots));

    // Where the game is.
    const json& phaseJson = field(in, "phase", where);
    int phase = -1;
    for (int i = 0; i < kPhaseCount; ++i)
        if (phaseJson.is_string() &&
            phaseJson.get_ref<const std::string&>() == phaseName(static_cast<Phase>(i)))
            phase = i;
    if (phase < 0) {
        std::string names;
        for (int i = 0; i < kPhaseCount; ++i)
            names += (names.empty() ? "" : ", ") + std::string(phaseName(static_cast<Phase>(i)));
        fail("state \"phase\" " + phaseJson.dump() + " is not one of " + names);
    }
    s.phase_ = static_cast<Phase>(phase);
    const bool setup = s.phase_ == Phase::Setup || s.phase_ == Phase::FirstPlayer;
    const bool over = s.phase_ == Phase::Over;
    s.turn_ = optionalInt(in, "turn", where, 0, r.maxTurns, 0);
    if (!over && s.turn_ >= r.maxTurns)
        fail("state \"turn\" " + std::to_string(s.turn_) + " has reached maxTurns " +
             std::to_string(r.maxTurns) + " but the game is not over");

    const json& playerJson = field(in, "player", where);
    if (playerJson.is_null()) {
        if (!setup)
            fail("state \"player\" is null, but only the set-up has no player to act");
        s.current_ = -1;
    } else {
        if (setup)
            fail("state \"player\" must be null during the set-up (phase " +
                 std::string(phaseName(s.phase_)) + ")");
        s.current_ =
            static_cast<std::int8_t>(seatFromJson(playerJson, s.numPlayers_, "state \"player\""));
    }
    if (s.phase_ == Phase::FirstPlayer && !r.firstRandom)
        fail("state phase \"firstPlayer\" needs firstPlayer=random");
    if (s.toDeal_ > 0 && s.phase_ != Phase::Setup)
        fail("state \"toDeal\" is " + std::to_string(s.toDeal_) +
             " but the deal happens in phase \"setup\"");
    if (setup) {
        // Once the deal is done, a seat dealt more than its hand limit
        // discards down to it (handLimitCheck=immediate) before anyone moves.
        const int dealt = r.handSize * s.numPlayers_ - s.toDeal_;
        const bool mayDiscard = s.toDeal_ == 0 && r.limitCheck == LimitCheck::Immediate;
        for (int seat = 0; seat < s.numPlayers_; ++seat) {
            const int expected = dealt / s.numPlayers_ + (seat < dealt % s.numPlayers_ ? 1 : 0);
            const int held = s.handTotal(seat);
            const bool discardedDown = mayDiscard && held < expected && held >= s.limit_[seat];
            if (held != expected && !discardedDown)
                fail("players[" + std::to_string(seat) + "] holds " + std::to_string(held) +
                     " cards, but after " + std::to_string(dealt) +
                     " cards dealt round the table it has " + std::to_string(expected) +
                     (mayDiscard ? ", or at least its hand limit " +
                                       std::to_string(s.limit_[seat]) + " after discarding"
                                 : std::string()));
        }
    }
    if (s.phase_ == Phase::LateCollect && r.collectTiming != CollectTiming::AfterEmergence)
        fail("state phase \"lateCollect\" needs collectTiming=afterEmergence");
    if (s.phase_ == Phase::Discard && r.limitCheck != LimitCheck::EndOfTurn)
        fail("state phase \"discard\" needs handLimitCheck=endOfTurn");

    // This turn's bookkeeping.
    if (auto it = in.find("basicUsed"); it != in.end()) {
        if (!it->is_object())
            fail("state \"basicUsed\" must be an object such as {\"move\": 1}");
        for (int k = 0; k < kBasicKindCount; ++k)
            s.basicCount_[k] = static_cast<std::uint8_t>(
                optionalInt(*it, kBasicNames[k], "state \"basicUsed\"", 0, 10, 0));
        for (const auto& [name, value] : it->items())
            if (name != "move" && name != "neutralize" && name != "collect")
                fail("state \"basicUsed\" has \"" + name +
                     "\"; basic actions are move, neutralize, collect");
    }
    if (auto it = in.find("specialUsed"); it != in.end()) {
        if (!it->is_object())
            fail("state \"specialUsed\" must be an object such as {\"spend\": 1}");
        for (int k = 0; k < kSpecialKindCount; ++k)
            s.specialCount_[k] = static_cast<std::uint8_t>(
                optionalInt(*it, kSpecialNames[k], "state \"specialUsed\"", 0, 10, 0));
        for (const auto& [name, value] : it->items())
            if (name != "spend" && name != "share" && name != "code")
                fail("state \"specialUsed\" has \"" + name +
                     "\"; special actions are spend, share, code");
    }
    if (auto it = in.find("spendOpen"); it != in.end()) {
        if (!it->is_boolean())
            fail("state \"spendOpen\" must be true or false");
        s.spendOpen_ = it->get<bool>();
    }
    s.die_ = static_cast<std::int8_t>(optionalInt(in, "die", where, 0, r.dieSides, 0));
    s.clubs_ = static_cast<std::int8_t>(optionalInt(in, "clubs", where, 0, 100, 0));
    s.rerolls_ = static_cast<std::int8_t>(optionalInt(in, "rerolls", where, 0, 100, 0));
    if ((s.phase_ == Phase::MoveTo || s.phase_ == Phase::NeutralizeDie) && s.die_ == 0)
        fail("state phase \"" + std::string(phaseName(s.phase_)) +
             "\" needs \"die\", the face rolled (1.." + std::to_string(r.dieSides) + ")");
    // A neutralization is an attempt on a particle: without one, resolving it
    // would take a particle from an empty space.
    if ((s.phase_ == Phase::NeutralizeRoll || s.phase_ == Phase::NeutralizeDie) &&
        s.current_ >= 0 && s.particles_[s.pawn_[s.current_]] == 0)
        fail("state phase \"" + std::string(phaseName(s.phase_)) +
             "\" needs a particle on the pawn's space to neutralize");
    if (auto it = in.find("failures"); it != in.end()) {
        if (!it->is_array() || static_cast<int>(it->size()) != r.spaceCount)
            fail("state \"failures\" must list failed tries for each of the " +
                 std::to_string(r.spaceCount) + " spaces");
        for (int sp = 0; sp < r.spaceCount; ++sp)
            s.failures_[sp] =
                static_cast<std::uint8_t>(intValue((*it)[sp], "state \"failures\" entry", 0, 100));
    }
    s.shareTo_ = static_cast<std::int8_t>(
        in.contains("shareTo") ? seatFromJson(in["shareTo"], s.numPlayers_, "state \"shareTo\"")
                               : -1);
    if (s.phase_ == Phase::Sharing && r.shareRecipients == ShareRecipients::One) {
        if (s.shareTo_ < 0)
            fail("state phase \"sharing\" needs \"shareTo\", the seat this Share action gives to");
        if (s.shareTo_ == s.current_ || s.pawn_[s.shareTo_] != s.pawn_[s.current_])
            fail("state \"shareTo\" seat " + std::to_string(s.shareTo_) +
                 " is not another player on the sharing player's space");
    }
    s.collectLeft_ =
        static_cast<std::int8_t>(optionalInt(in, "collectLeft", where, 0, r.collectN, 0));
    // A collect waits behind every pending reveal (advance() reveals first), not
    // only its own space's: with several tops unknown it rests on another's.
    if (s.collectLeft_ > 0 && s.spaceNeedingReveal() < 0)
        fail("state \"collectLeft\" is only for a collect waiting for a space's top to be "
             "revealed");
    s.emergeCount_ =
        static_cast<std::int8_t>(optionalInt(in, "emergeCount", where, 0, r.emergenceDie, 0));
    if (s.phase_ == Phase::EmergeSpace && s.emergeCount_ == 0)
        fail("state phase \"emergeSpace\" needs \"emergeCount\", the particles that emerge");
    s.emergeSpace_ = static_cast<std::int8_t>(
        in.contains("emergeSpace") ? spaceFromJson(in["emergeSpace"], r, "state \"emergeSpace\"")
                                   : -1);
    s.extrasLeft_ = static_cast<std::int8_t>(optionalInt(in, "extras", where, 0, 12, 0));
    if (s.phase_ == Phase::Spill && (s.emergeSpace_ < 0 || s.extrasLeft_ == 0))
        fail("state phase \"spill\" needs \"emergeSpace\" and \"extras\" (at least 1)");

    // The end.
    if (over) {
        const json& result = field(in, "result", where);
        if (result == "won") {
            if (s.codesEntered() < r.codesToWin)
                fail("state \"result\" is \"won\" but only " + std::to_string(s.codesEntered()) +
                     " of " + std::to_string(r.codesToWin) + " codes are entered");
            s.result_ = Result::Won;
        } else if (result == "lost") {
            s.result_ = Result::Lost;
            const json& cause = field(in, "cause", where);
            for (int c = 1; c < 5; ++c)
                if (cause == kCauseNames[c])
                    s.cause_ = static_cast<LossCause>(c);
            if (s.cause_ == LossCause::None)
                fail("state \"cause\" " + cause.dump() +
                     " is not one of noRoom, handLimit, emptyStack, turnLimit");
            s.causeSeat_ = static_cast<std::int8_t>(
                seatFromJson(field(in, "causeSeat", where), s.numPlayers_, "state \"causeSeat\""));
        } else {
            fail("state \"result\" " + result.dump() + " is not \"won\" or \"lost\"");
        }
    } else {
        if (in.contains("result"))
            fail("state has a \"result\" but its phase is not \"over\"");
        // A live game is one where no end condition holds (they end it at once).
        if (s.codesEntered() >= r.codesToWin)
            fail("state has " + std::to_string(s.codesEntered()) +
                 " codes entered, enough to win, but the game is not over");
        for (int seat = 0; seat < s.numPlayers_; ++seat)
            if (s.limit_[seat] == 0)
                fail("players[" + std::to_string(seat) +
                     "] has hand limit 0, which loses the game, but the game is not over");
        if (!setup && r.emptyStackLoss == EmptyStackLoss::Immediate)
            for (int sp = 0; sp < r.spaceCount; ++sp)
                if (s.stackSize_[sp] == 0)
                    fail("space " + std::to_string(sp + 1) +
                         " has no cards, which loses the game (emptyStackLoss=immediate), but "
                         "the game is not over");
        if (setup)
            for (int sp = 0; sp < r.spaceCount; ++sp)
                if (s.stackSize_[sp] == 0)
                    fail("space " + std::to_string(sp + 1) + " has no cards at the set-up");
        if (r.noRoomLoss == NoRoomLoss::BoardFull) {
            bool full = true;
            for (int sp = 0; sp < r.spaceCount; ++sp)
                full = full && s.particles_[sp] >= r.particleCap;
            if (full)
                fail("every space holds " + std::to_string(r.particleCap) +
                     " particles, which loses the game (noRoomLoss=boardFull), but the game is "
                     "not over");
        }
    }

    // A state is at a decision point: nothing is left to happen by itself.
    const std::uint64_t before = s.hash();
    s.advance();
    if (s.hash() != before)
        fail("the state is not at a decision point: phase \"" +
             std::string(phaseName(static_cast<Phase>(phase))) +
             "\" would go on by itself (for example a spill with one legal space, a finished "
             "set-up, or a step that has nothing to decide)");
    if (auto it = in.find("actor"); it != in.end()) {
        const json expected = s.actor_ >= 0
                                  ? json(s.actor_)
                                  : (s.actor_ == kChanceActor ? json("chance") : json(nullptr));
        if (*it != expected)
            fail("state \"actor\" is " + it->dump() + " but the rules give " + expected.dump());
    }
    return state;
}

json TorusLabState::toJson() const {
    return TorusLabJson::toJson(*this);
}

std::unique_ptr<TorusLabState> TorusLabState::fromJson(std::shared_ptr<const TorusLabGame> game,
                                                       const json& in) {
    return TorusLabJson::fromJson(std::move(game), in);
}

json TorusLabState::observationJson(int seat) const {
    json out = toJson();
    out["observer"] = seat;
    if (rules_->openHands)
        return out;
    for (int other = 0; other < numPlayers_; ++other) {
        if (other == seat)
            continue;
        json& p = out["players"][other];
        int hidden = 0;
        for (int suit = 0; suit < rules_->suitCount; ++suit)
            hidden += hand_[other][suit] - shown_[other][suit];
        p.erase("hand");
        p["hidden"] = hidden;
    }
    return out;
}

// ---- decisions ------------------------------------------------------------------

namespace {

// Refuses a field the decision type does not take (a typo, or another
// program's data, would otherwise be read as the decision without it).
void requireFieldsOf(const json& in, const std::string& type, const std::string& what) {
    if (type == "deal")
        requireOnlyFields(in, {"type", "seat", "suit"}, what);
    else if (type == "first")
        requireOnlyFields(in, {"type", "seat"}, what);
    else if (type == "reveal")
        requireOnlyFields(in, {"type", "space", "suit"}, what);
    else if (type == "roll")
        requireOnlyFields(in, {"type", "value"}, what);
    else if (type == "emergeCount" || type == "collect")
        requireOnlyFields(in, {"type", "count"}, what);
    else if (type == "emergeSpace" || type == "moveTo" || type == "spill")
        requireOnlyFields(in, {"type", "space"}, what);
    else if (type == "spend")
        requireOnlyFields(in, {"type", "suit", "as", "from", "to"}, what);
    else if (type == "give")
        requireOnlyFields(in, {"type", "to", "suit"}, what);
    else if (type == "enterCode" || type == "discard")
        requireOnlyFields(in, {"type", "suit"}, what);
    else
        requireOnlyFields(in, {"type"}, what);
}

} // namespace

json TorusLabState::decisionToJson(const Decision& d) const {
    switch (d.kind) {
    case kDealKind:
        return {{"type", "deal"}, {"seat", d.a}, {"suit", suitName(d.b)}};
    case kRevealKind:
        return {{"type", "reveal"}, {"space", d.a + 1}, {"suit", suitName(d.b)}};
    case kFirstKind:
        return {{"type", "first"}, {"seat", d.a}};
    case kRollKind:
        return {{"type", "roll"}, {"value", d.a}};
    case kEmergeCountKind:
        return {{"type", "emergeCount"}, {"count", d.a}};
    case kEmergeSpaceKind:
        return {{"type", "emergeSpace"}, {"space", d.a + 1}};
    case kMoveKind:
        return {{"type", "move"}};
    case kMoveToKind:
        return {{"type", "moveTo"}, {"space", d.a + 1}};
    case kAttemptKind:
        return {{"type", "attempt"}};
    case kResolveKind:
        return {{"type", "resolve"}};
    case kStopKind:
        return {{"type", "stop"}};
    case kCollectKind:
        return {{"type", "collect"}, {"count", d.a}};
    case kSpendKind:
    case kSpendWildKind: {
        json out{{"type", "spend"}};
        if (d.kind == kSpendWildKind) {
            out["suit"] = kSuitNames[kLands];
            out["as"] = suitName(d.a);
        } else {
            out["suit"] = suitName(d.a);
        }
        if (d.a == kDiamonds)
            out["to"] = d.b + 1;
        if (d.a == kSpades) {
            out["from"] = d.b + 1;
            out["to"] = d.c + 1;
        }
        return out;
    }
    case kGiveKind:
        return {{"type", "give"}, {"to", d.a}, {"suit", suitName(d.b)}};
    case kDoneSharingKind:
        return {{"type", "doneSharing"}};
    case kEnterCodeKind:
        return {{"type", "enterCode"}, {"suit", suitName(d.a)}};
    case kDiscardKind:
        return {{"type", "discard"}, {"suit", suitName(d.a)}};
    case kSpillKind:
        return {{"type", "spill"}, {"space", d.a + 1}};
    case kEndTurnKind:
        return {{"type", "endTurn"}};
    default:
        return {{"type", "unknown"}};
    }
}

Decision TorusLabState::decisionFromJson(const json& in) const {
    if (!in.is_object())
        fail("a decision must be a JSON object, not " + in.dump());
    const json& typeJson = field(in, "type", "decision");
    if (!typeJson.is_string())
        fail("decision \"type\" must be a string");
    const std::string& type = typeJson.get_ref<const std::string&>();
    const Rules& r = *rules_;
    const std::string what = type + " decision";
    requireFieldsOf(in, type, what);
    auto make = [](DecisionKind kind, int a = 0, int b = 0, int c = 0) {
        return Decision{kind, static_cast<std::int16_t>(a), static_cast<std::int16_t>(b),
                        static_cast<std::int16_t>(c)};
    };
    auto seat = [&](const char* name) {
        return seatFromJson(field(in, name, what), numPlayers_, type + " \"" + name + "\"");
    };
    auto space = [&](const char* name) {
        return spaceFromJson(field(in, name, what), r, type + " \"" + name + "\"");
    };
    auto suit = [&](const char* name) {
        return suitFromJson(field(in, name, what), r, type + " \"" + name + "\"");
    };
    if (type == "deal")
        return make(kDealKind, seat("seat"), suit("suit"));
    if (type == "reveal")
        return make(kRevealKind, space("space"), suit("suit"));
    if (type == "first")
        return make(kFirstKind, seat("seat"));
    if (type == "roll")
        return make(kRollKind, intField(in, "value", what, 1, r.dieSides));
    if (type == "emergeCount")
        return make(kEmergeCountKind, intField(in, "count", what, 1, r.emergenceDie));
    if (type == "emergeSpace")
        return make(kEmergeSpaceKind, space("space"));
    if (type == "move")
        return make(kMoveKind);
    if (type == "moveTo")
        return make(kMoveToKind, space("space"));
    if (type == "attempt")
        return make(kAttemptKind);
    if (type == "resolve")
        return make(kResolveKind);
    if (type == "stop")
        return make(kStopKind);
    if (type == "collect")
        return make(kCollectKind, intField(in, "count", what, 1, r.collectN));
    if (type == "spend") {
        const int card = suit("suit");
        int power = card;
        if (card == kLands) {
            if (!in.contains("as"))
                fail("spend of a land needs \"as\": the suit whose power it is spent for "
                     "(fifthSuitPower=wild); a land has no power of its own");
            power = suitFromJson(in["as"], r, "spend \"as\"");
            if (power == kLands)
                fail("spend \"as\" must be hearts, clubs, diamonds or spades");
        } else if (in.contains("as")) {
            fail("spend \"as\" is only for a land; a " + std::string(kSuitSingular[card]) +
                 " is spent for its own power");
        }
        const auto kind = card == kLands ? kSpendWildKind : kSpendKind;
        if (power == kDiamonds && in.contains("from"))
            fail("spend of a diamond takes no \"from\": it moves your own pawn");
        if (power == kDiamonds)
            return make(kind, power, space("to"));
        if (power == kSpades)
            return make(kind, power, space("from"), space("to"));
        if (in.contains("to") || in.contains("from"))
            fail("spend of a " + std::string(kSuitSingular[power]) +
                 "'s power takes no \"from\" or \"to\": it acts on the neutralization die");
        return make(kind, power);
    }
    if (type == "give")
        return make(kGiveKind, seat("to"), suit("suit"));
    if (type == "doneSharing")
        return make(kDoneSharingKind);
    if (type == "enterCode")
        return make(kEnterCodeKind, suit("suit"));
    if (type == "discard")
        return make(kDiscardKind, suit("suit"));
    if (type == "spill")
        return make(kSpillKind, space("space"));
    if (type == "endTurn")
        return make(kEndTurnKind);
    fail("decision \"type\" \"" + type +
         "\" is not one of deal, reveal, first, roll, emergeCount, emergeSpace, move, moveTo, "
         "attempt, resolve, stop, collect, spend, give, doneSharing, enterCode, discard, "
         "spill, endTurn");
}

} // namespace pb::torus_lab
