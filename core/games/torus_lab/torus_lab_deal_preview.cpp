#include "games/torus_lab/torus_lab_deal_preview.h"

#include "engine/rng.h"
#include "games/torus_lab/torus_lab_state.h"

namespace pb::decks {

using torus_lab::kMaxSuits;
using torus_lab::TorusLabState;

DealPreview torusLabDealPreview(const torus_lab::TorusLabGame& game, std::uint64_t seed,
                                const nlohmann::json& setup) {
    const auto initial = game.newInitialState(seed, setup);
    auto& state = static_cast<TorusLabState&>(*initial);
    Rng chance(chanceSeed(seed));
    while (state.isChance() && state.phase() == torus_lab::Phase::Setup)
        state.applyUnchecked(state.sampleChance(chance));

    const torus_lab::Rules& rules = game.rules();
    DealPreview preview;
    std::array<int, kMaxSuits> unseen{};
    for (int suit = 0; suit < rules.suitCount; ++suit) {
        preview.deck[suit] = state.deckCount(suit);
        unseen[suit] = preview.deck[suit];
    }
    for (int seat = 0; seat < state.numPlayers(); ++seat) {
        std::array<int, kMaxSuits> hand{};
        for (int suit = 0; suit < rules.suitCount; ++suit) {
            hand[suit] = state.hand(seat, suit);
            unseen[suit] -= hand[suit];
        }
        preview.hands.push_back(hand);
    }
    // The cards the set-up revealed come from the state's JSON, which lists
    // every known card under openStacks and the top otherwise.
    const nlohmann::json spaces = state.toJson()["spaces"];
    auto suitOf = [](const nlohmann::json& name) {
        for (int suit = 0; suit < kMaxSuits; ++suit)
            if (name == torus_lab::kSuitNames[suit])
                return suit;
        return -1;
    };
    for (int s = 0; s < rules.spaceCount; ++s) {
        StackPreview stack;
        stack.height = state.stackSize(s);
        stack.top = state.top(s);
        const auto& space = spaces[static_cast<std::size_t>(s)];
        if (!space["top"].is_null())
            stack.order.push_back(suitOf(space["top"]));
        if (const auto under = space.find("under"); under != space.end())
            for (const auto& card : *under)
                stack.order.push_back(suitOf(card));
        stack.known = static_cast<int>(stack.order.size());
        for (int suit : stack.order)
            --unseen[suit];
        preview.stacks.push_back(std::move(stack));
    }

    // The cards below the tops: a Fisher-Yates shuffle of the unseen cards on
    // a stream of its own, so that the known part stays the game's.
    std::vector<int> rest;
    for (int suit = 0; suit < rules.suitCount; ++suit)
        rest.insert(rest.end(), static_cast<std::size_t>(unseen[suit]), suit);
    Rng below(deriveSeed(chanceSeed(seed), 1));
    for (std::size_t i = rest.size(); i > 1; --i)
        std::swap(rest[i - 1], rest[below.below(static_cast<std::uint32_t>(i))]);
    std::size_t next = 0;
    for (StackPreview& stack : preview.stacks)
        while (static_cast<int>(stack.order.size()) < stack.height && next < rest.size())
            stack.order.push_back(rest[next++]);
    return preview;
}

} // namespace pb::decks
