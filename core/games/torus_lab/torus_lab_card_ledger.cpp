#include "games/torus_lab/torus_lab_card_ledger.h"

#include "engine/rng.h"
#include "games/torus_lab/torus_lab_state.h"

#include <algorithm>
#include <deque>

namespace pb::torus_lab {

TorusLabCardLedger::TorusLabCardLedger(const decks::Deck& deck, std::uint64_t seed, int players,
                                       int spaces)
    : hands_(static_cast<std::size_t>(players)), stacks_(static_cast<std::size_t>(spaces)) {
    const int suitColumn = deck.attributeIndex("suit");
    for (std::size_t c = 0; c < deck.cards.size(); ++c) {
        const std::string& name =
            suitColumn >= 0 ? deck.cards[c].values[static_cast<std::size_t>(suitColumn)] : "";
        const auto at = std::find(kSuitNames.begin(), kSuitNames.end(), name);
        const int suit = at == kSuitNames.end() ? -1 : static_cast<int>(at - kSuitNames.begin());
        suitOfType_.push_back(suit);
        if (suit >= 0)
            pool_[static_cast<std::size_t>(suit)].insert(
                pool_[static_cast<std::size_t>(suit)].end(),
                static_cast<std::size_t>(deck.cards[c].count), static_cast<int>(c));
    }
    // Stream 2 of the chance seed: 1 orders the preview's unknown stack cards.
    Rng shuffle(deriveSeed(chanceSeed(seed), 2));
    for (auto& suit : pool_)
        for (std::size_t i = suit.size(); i > 1; --i)
            std::swap(suit[i - 1], suit[shuffle.below(static_cast<std::uint32_t>(i))]);
}

int TorusLabCardLedger::suitOf(int type) const {
    return type >= 0 && type < static_cast<int>(suitOfType_.size())
               ? suitOfType_[static_cast<std::size_t>(type)]
               : -1;
}

int TorusLabCardLedger::draw(int suit) {
    const auto& pool = pool_[static_cast<std::size_t>(suit)];
    std::size_t& at = next_[static_cast<std::size_t>(suit)];
    return at < pool.size() ? pool[at++] : -1;
}

void TorusLabCardLedger::follow(const TorusLabState& before, const TorusLabState& after) {
    // Cards that left a place this decision, by suit, to be found where they went.
    std::array<std::deque<int>, kMaxSuits> moving;
    auto take = [&](int suit) {
        auto& from = moving[static_cast<std::size_t>(suit)];
        if (from.empty())
            return draw(suit);
        const int type = from.front();
        from.pop_front();
        return type;
    };
    const int spaces = static_cast<int>(stacks_.size());
    const int seats = static_cast<int>(hands_.size());

    // Collected tops leave their stacks; revealed cards join the known ones.
    // A collect of several cards reveals each next top as a chance draw and
    // takes it in the same step: those cards were never known to the ledger,
    // so they come from the undrawn copies, seen on their way to the hand.
    int revealedAndTaken = 0;
    for (int s = 0; s < spaces; ++s) {
        auto& known = stacks_[static_cast<std::size_t>(s)];
        const int removed = std::max(0, before.stackSize(s) - after.stackSize(s));
        for (int k = 0; k < removed; ++k) {
            if (known.empty()) {
                ++revealedAndTaken;
                continue;
            }
            moving[static_cast<std::size_t>(before.knownCard(s, k))].push_back(known.front());
            known.erase(known.begin());
        }
    }
    for (int seat = 0; seat < seats; ++seat) {
        auto& hand = hands_[static_cast<std::size_t>(seat)];
        for (int suit = 0; suit < kMaxSuits; ++suit)
            for (int n = after.hand(seat, suit); n < before.hand(seat, suit); ++n) {
                // A seen card leaves first, as TorusLabState::removeCard has it.
                auto it = std::find_if(hand.begin(), hand.end(), [&](const HandCard& c) {
                    return c.seen && suitOf(c.type) == suit;
                });
                if (it == hand.end())
                    it = std::find_if(hand.begin(), hand.end(),
                                      [&](const HandCard& c) { return suitOf(c.type) == suit; });
                if (it == hand.end())
                    continue;
                moving[static_cast<std::size_t>(suit)].push_back(it->type);
                hand.erase(it);
            }
    }

    for (int s = 0; s < spaces; ++s) {
        auto& known = stacks_[static_cast<std::size_t>(s)];
        while (static_cast<int>(known.size()) < after.stackKnown(s))
            known.push_back(take(after.knownCard(s, static_cast<int>(known.size()))));
    }
    for (int seat = 0; seat < seats; ++seat) {
        auto& hand = hands_[static_cast<std::size_t>(seat)];
        for (int suit = 0; suit < kMaxSuits; ++suit) {
            // A card from another place was seen on its way (collected or
            // given); a dealt one only under openHands, as TorusLabState::addCard has it.
            for (int n = before.hand(seat, suit); n < after.hand(seat, suit); ++n) {
                bool fromPlay = !moving[static_cast<std::size_t>(suit)].empty();
                if (!fromPlay && revealedAndTaken > 0) {
                    --revealedAndTaken;
                    fromPlay = true;
                }
                hand.push_back({take(suit), fromPlay || after.rules().openHands});
            }
        }
    }
    for (int suit = 0; suit < kMaxSuits; ++suit) {
        for (int n = before.discarded(suit); n < after.discarded(suit); ++n)
            discards_.push_back(take(suit));
        if (after.codeEntered(suit) && !before.codeEntered(suit))
            while (!moving[static_cast<std::size_t>(suit)].empty())
                codes_[static_cast<std::size_t>(suit)].push_back(take(suit));
    }
}

} // namespace pb::torus_lab
