#pragma once

#include "decks/deck.h"
#include "games/torus_lab/torus_lab_game.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pb::torus_lab {

class TorusLabState;

// Which printed card of the deck each card in play is. The engine plays
// suits only: a card's type (its name and rank) never changes a rule, so a
// state keeps counts per suit and the ledger follows a game beside it, one
// decision at a time, for the views and the shuffle preview. Each suit's
// copies are shuffled on a stream of their own from the game's seed, and a
// card the game draws is the next copy of its suit; a card leaving a hand is
// one the other seats have seen where there is one (as the engine has it),
// the earliest received first. The same seed and decisions name the same
// cards on every machine, and the shuffle preview of a seed shows the cards
// a game of that seed deals.
class TorusLabCardLedger {
public:
    struct HandCard {
        int type = -1;     // an index into the deck's cards, -1 when the deck has no copy left
        bool seen = false; // the other seats have seen it (the state's "shown")
    };

    // Before the deal of a game from `seed` dealing `deck`.
    TorusLabCardLedger(const decks::Deck& deck, std::uint64_t seed, int players, int spaces);

    // Names the cards that moved from `before` to `after`, the state one
    // decision later.
    void follow(const TorusLabState& before, const TorusLabState& after);
    // The next undrawn copy of `suit` (as follow() would draw it), or -1.
    int draw(int suit);

    // In the order received.
    const std::vector<HandCard>& hand(int seat) const { return hands_[seat]; }
    // The known cards of stack `space`, top first.
    const std::vector<int>& stack(int space) const { return stacks_[space]; }
    const std::vector<int>& discards() const { return discards_; }
    // The cards of the code entered in `suit`.
    const std::vector<int>& code(int suit) const { return codes_[suit]; }
    // The suit of card type `type` (-1 for a type outside the game's suits).
    int suitOf(int type) const;

private:
    std::vector<int> suitOfType_;
    std::array<std::vector<int>, kMaxSuits> pool_;
    std::array<std::size_t, kMaxSuits> next_{};
    std::vector<std::vector<HandCard>> hands_;
    std::vector<std::vector<int>> stacks_;
    std::vector<int> discards_;
    std::array<std::vector<int>, kMaxSuits> codes_;
};

} // namespace pb::torus_lab
