#include "games/torus_lab/torus_lab_game.h"

#include "decks/deck.h"
#include "engine/errors.h"
#include "engine/hasher.h"
#include "engine/parameter_conflict.h"
#include "engine/rng.h"
#include "games/torus_lab/torus_lab_deck.h"
#include "games/torus_lab/torus_lab_parameter_names.h"
#include "games/torus_lab/torus_lab_state.h"

#include <algorithm>
#include <string>

namespace pb::torus_lab {

namespace {

// The index of `value` among `options`; the schema has already checked it is one.
template <typename Enum>
Enum choice(const nlohmann::json& p, const char* name, std::initializer_list<const char*> options) {
    const auto& value = p.at(name).get_ref<const std::string&>();
    int i = 0;
    for (const char* option : options) {
        if (value == option)
            return static_cast<Enum>(i);
        ++i;
    }
    return static_cast<Enum>(0);
}

Rules rulesFrom(const nlohmann::json& p, int numPlayers) {
    Rules r;
    r.numPlayers = numPlayers;
    r.handSize = p.at(param::kHandSize).get<int>();
    r.spaceCount = p.at(param::kSpaceCount).get<int>();
    r.startSpace = p.at(param::kStartSpace).get<int>() - 1;
    r.startParticles = p.at(param::kStartParticles).get<int>();
    r.handLimit = p.at(param::kHandLimit).get<int>();
    r.limitPenalty = p.at(param::kLimitPenalty).get<int>();
    r.neutralizeMin = p.at(param::kNeutralizeMin).get<int>();
    r.particleCap = p.at(param::kParticleCap).get<int>();
    r.codeSize = p.at(param::kCodeSize).get<int>();
    r.codesToWin = p.at(param::kCodesToWin).get<int>();
    r.basicActions = p.at(param::kBasicActions).get<int>();
    r.specialActions = p.at(param::kSpecialActions).get<int>();
    r.collectCount = p.at(param::kCollectCount).get<int>();
    r.smallGroupMax = p.at(param::kSmallGroupMax).get<int>();
    r.smallActions = p.at(param::kSmallActions).get<int>();
    r.smallNeutralizeMin = p.at(param::kSmallNeutralizeMin).get<int>();
    r.smallCollectCount = p.at(param::kSmallCollectCount).get<int>();
    r.dieSides = p.at(param::kDieSides).get<int>();
    r.emergenceDie = p.at(param::kEmergenceDie).get<int>();
    r.cutSpread = p.at(param::kCutSpread).get<int>();
    r.suitCount = p.at(param::kSuitCount).get<int>();
    // L44's harder variant adds the lands and a fifth code (G16): by default a
    // team needs one code per suit of the deck.
    if (r.codesToWin == 0)
        r.codesToWin = r.suitCount;
    r.cardsPerSuit = p.at(param::kCardsPerSuit).get<int>();
    r.heartRerollLimit = p.at(param::kHeartRerollLimit).get<int>();
    r.maxTurns = p.at(param::kMaxTurns).get<int>();
    r.clubsSurviveReroll = p.at(param::kClubsSurviveReroll).get<bool>();
    r.openHands = p.at(param::kOpenHands).get<bool>();
    r.openStacks = p.at(param::kOpenStacks).get<bool>();
    r.repeatActions = p.at(param::kRepeatActions).get<bool>();
    r.collectUpTo = p.at(param::kCollectUpTo).get<bool>();
    r.basicRule =
        choice<BasicRule>(p, param::kBasicActionRule, {"oneOf", "collectFree", "eachOnce"});
    r.spendWindow = choice<SpendWindow>(p, param::kSpendWindow, {"restOfTurn", "oneBurst"});
    r.collectTiming = choice<CollectTiming>(p, param::kCollectTiming,
                                            {"beforeEmergence", "anyTime", "afterEmergence"});
    r.attempts = choice<AttemptRule>(p, param::kNeutralizeAttempts,
                                     {"unlimited", "oncePerParticle", "untilFailure"});
    r.limitCheck =
        choice<LimitCheck>(p, param::kHandLimitCheck, {"immediate", "endOfTurn", "blocksCollect"});
    r.pawnSpace = choice<PawnSpace>(p, param::kPawnLegalSpace, {"any", "particleFree"});
    r.particleSpace =
        choice<ParticleSpace>(p, param::kParticleLegalSpace, {"belowCap", "belowCapNoPawn"});
    r.spadeSource = choice<SpadeSource>(p, param::kSpadeSource, {"anySpace", "pawnSpace"});
    r.shareRule = choice<ShareRule>(p, param::kShareRule, {"oneWayPerAction", "neverBack"});
    r.shareRecipients = choice<ShareRecipients>(p, param::kShareRecipients, {"one", "all"});
    r.spillRule =
        choice<SpillRule>(p, param::kSpillRule, {"nearestWithRoom", "adjacentOnly", "anySpace"});
    r.noRoomLoss = choice<NoRoomLoss>(p, param::kNoRoomLoss, {"boardFull", "overflow"});
    r.emptyStackLoss =
        choice<EmptyStackLoss>(p, param::kEmptyStackLoss, {"immediate", "onDraw", "never"});
    r.stackSizing =
        choice<StackSizing>(p, param::kStackSizing, {"evenLowFirst", "evenRandom", "cutSpread"});
    r.wild = p.at(param::kFifthSuitPower).get<std::string>() == "wild" && r.suitCount == kMaxSuits;
    r.firstRandom = p.at(param::kFirstPlayer).get<std::string>() == "random";

    r.smallGroup = numPlayers <= r.smallGroupMax;
    r.basicAllowance = r.smallGroup ? r.smallActions : r.basicActions;
    r.specialAllowance = r.smallGroup ? r.smallActions : r.specialActions;
    r.successMin = r.smallGroup ? r.smallNeutralizeMin : r.neutralizeMin;
    r.collectN = r.smallGroup ? r.smallCollectCount : r.collectCount;
    r.totalCards = r.suitCount * r.cardsPerSuit;
    r.stackCards = r.totalCards - r.handSize * numPlayers;

    // ParameterConflict, so that the workbench words these in its language.
    auto notAbove = [](const char* low, int lowValue, const char* high, int highValue,
                       const std::string& message) {
        if (lowValue > highValue)
            throw ParameterConflict("notAbove", {low, high}, {lowValue, highValue}, message);
    };
    notAbove(param::kStartSpace, r.startSpace + 1, param::kSpaceCount, r.spaceCount,
             "startSpace (" + std::to_string(r.startSpace + 1) + ") must be a space, 1.." +
                 std::to_string(r.spaceCount));
    notAbove(param::kStartParticles, r.startParticles, param::kParticleCap, r.particleCap,
             "startParticles (" + std::to_string(r.startParticles) +
                 ") must not exceed particleCap (" + std::to_string(r.particleCap) + ")");
    notAbove(param::kCodesToWin, r.codesToWin, param::kSuitCount, r.suitCount,
             "codesToWin (" + std::to_string(r.codesToWin) + ") cannot exceed suitCount (" +
                 std::to_string(r.suitCount) + "): one code per suit");
    notAbove(param::kCodeSize, r.codeSize, param::kCardsPerSuit, r.cardsPerSuit,
             "codeSize (" + std::to_string(r.codeSize) + ") cannot exceed cardsPerSuit (" +
                 std::to_string(r.cardsPerSuit) + ")");
    // Torus Lab's own code: values are the cards, the hand size, the players,
    // the cards left for the stacks and the spaces.
    if (r.stackCards < r.spaceCount)
        throw ParameterConflict(
            "stackCards",
            {param::kSuitCount, param::kCardsPerSuit, param::kHandSize, param::kSpaceCount},
            {r.totalCards, r.handSize, numPlayers, r.stackCards, r.spaceCount},
            std::to_string(r.totalCards) + " cards less " + std::to_string(r.handSize) +
                " each for " + std::to_string(numPlayers) + " players leave " +
                std::to_string(r.stackCards) + ", too few for " + std::to_string(r.spaceCount) +
                " stacks");

    return r;
}

} // namespace

TorusLabGame::TorusLabGame(const Ruleset& ruleset, nlohmann::json params, int numPlayers)
    : Game(ruleset, std::move(params), numPlayers), rules_(rulesFrom(this->params(), numPlayers)) {}

std::array<int, kMaxSpaces> TorusLabGame::stackSizes(std::uint64_t seed, int stackCards) const {
    const Rules& r = rules_;
    if (stackCards < 0)
        stackCards = r.stackCards;
    std::array<int, kMaxSpaces> sizes{};
    const int even = stackCards / r.spaceCount;
    const int extra = stackCards % r.spaceCount;
    for (int s = 0; s < r.spaceCount; ++s)
        sizes[s] = even + (s < extra ? 1 : 0);
    if (r.stackSizing == StackSizing::EvenLowFirst)
        return sizes;
    Rng rng(seed);
    if (r.stackSizing == StackSizing::EvenRandom) {
        // The extras go to `extra` distinct spaces drawn at random (a partial Fisher-Yates).
        std::array<int, kMaxSpaces> order{};
        for (int s = 0; s < r.spaceCount; ++s) {
            order[s] = s;
            sizes[s] = even;
        }
        for (int i = 0; i < extra; ++i) {
            const int j =
                i + static_cast<int>(rng.below(static_cast<std::uint32_t>(r.spaceCount - i)));
            std::swap(order[i], order[j]);
            ++sizes[order[i]];
        }
        return sizes;
    }
    // cutSpread: each of the cuts between neighbouring stacks lands up to
    // cutSpread cards off, moving them from one stack to the next; no stack
    // drops below one card.
    for (int s = 0; s < r.spaceCount; ++s) {
        const int next = (s + 1) % r.spaceCount;
        const int shift =
            static_cast<int>(rng.below(static_cast<std::uint32_t>(2 * r.cutSpread + 1))) -
            r.cutSpread;
        const int moved = std::clamp(shift, -(sizes[next] - 1), sizes[s] - 1);
        sizes[s] -= moved;
        sizes[next] += moved;
    }
    return sizes;
}

std::array<int, kMaxSpaces> TorusLabGame::stackSizesFromJson(const nlohmann::json& json,
                                                             int stackCards) const {
    const Rules& r = rules_;
    if (stackCards < 0)
        stackCards = r.stackCards;
    if (!json.is_array() || static_cast<int>(json.size()) != r.spaceCount)
        throw InvalidInput("set-up \"stacks\" must list " + std::to_string(r.spaceCount) +
                           " stack sizes, space 1 first");
    std::array<int, kMaxSpaces> sizes{};
    int sum = 0;
    for (int s = 0; s < r.spaceCount; ++s) {
        const auto& v = json[s];
        if (!v.is_number_integer() || v.get<long long>() < 1 || v.get<long long>() > kMaxCards)
            throw InvalidInput("set-up stack of space " + std::to_string(s + 1) + " is " +
                               v.dump() + "; every stack needs at least one card");
        sizes[s] = v.get<int>();
        sum += sizes[s];
    }
    if (sum != stackCards)
        throw InvalidInput("set-up stacks hold " + std::to_string(sum) + " cards, but " +
                           std::to_string(stackCards) + " are left after the deal");
    return sizes;
}

std::array<int, kMaxSuits> TorusLabGame::defaultDeck() const {
    std::array<int, kMaxSuits> counts{};
    for (int suit = 0; suit < rules_.suitCount; ++suit)
        counts[suit] = rules_.cardsPerSuit;
    return counts;
}

std::array<int, kMaxSuits> TorusLabGame::deckFromJson(const nlohmann::json& deck) const {
    return decks::torusLabSuitCounts(decks::deckFromJson(deck, "deck"), rules_);
}

std::unique_ptr<State> TorusLabGame::newInitialState(std::uint64_t seed,
                                                     const nlohmann::json& setup) const {
    auto self = std::static_pointer_cast<const TorusLabGame>(shared_from_this());
    if (setup.is_null())
        return std::make_unique<TorusLabState>(self, stackSizes(seed), defaultDeck());
    if (!setup.is_object() || setup.empty())
        throw InvalidInput("a Torus Lab set-up is an object with \"deck\" and/or \"stacks\"");
    for (const auto& [key, value] : setup.items())
        if (key != "deck" && key != "stacks")
            throw InvalidInput("a Torus Lab set-up has no \"" + key +
                               "\"; it holds \"deck\" and/or \"stacks\"");
    const auto deck = setup.contains("deck") ? deckFromJson(setup["deck"]) : defaultDeck();
    int stackCards = -rules_.handSize * rules_.numPlayers;
    for (int n : deck)
        stackCards += n;
    const auto sizes = setup.contains("stacks") ? stackSizesFromJson(setup["stacks"], stackCards)
                                                : stackSizes(seed, stackCards);
    return std::make_unique<TorusLabState>(self, sizes, deck);
}

} // namespace pb::torus_lab
