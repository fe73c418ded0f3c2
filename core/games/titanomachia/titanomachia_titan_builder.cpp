#include "games/titanomachia/titanomachia_titan_builder.h"

#include "engine/errors.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace pb::titanomachia {

namespace {

// A Titan's scores as one row of slots, Armour first on each card: the
// builder treats every slot alike.
struct Slot {
    int system, score; // score -1: the card's Armour
};

constexpr int kSlots = kSystemCount + 2 + 2 + 2 + 2 + 4;

std::array<Slot, kSlots> slots() {
    std::array<Slot, kSlots> out{};
    int i = 0;
    for (int s = 0; s < kSystemCount; ++s) {
        out[std::size_t(i++)] = {s, -1};
        for (int k = 0; k < kScoreCount[s]; ++k)
            out[std::size_t(i++)] = {s, k};
    }
    return out;
}

int& valueOf(Titan& titan, const Slot& slot) {
    auto& card = titan.systems[std::size_t(slot.system)];
    return slot.score < 0 ? card.armour : card.scores[std::size_t(slot.score)];
}

} // namespace

Titan minimumTitan() {
    Titan titan;
    titan.name = "minimum";
    for (int s = 0; s < kSystemCount; ++s) {
        titan.systems[s].armour = 1;
        for (int k = 0; k < kScoreCount[s]; ++k)
            titan.systems[s].scores[k] = scoreAtLeastOne(s, k) ? 1 : 0;
    }
    return titan;
}

Titan buildTitan(const Titan& shape, int points, const Prices& prices) {
    Titan titan = minimumTitan();
    titan.name = shape.name;
    if (titanCost(titan, prices) > points)
        throw InvalidInput("the automatic titan builder needs " +
                           std::to_string(titanCost(titan, prices)) +
                           " points for the smallest Titan, and has " + std::to_string(points));
    const auto all = slots();
    // The shape's values are its points at price 1; a System priced p gets
    // 1/p of them in value, so the points spent on it keep the shape's share
    // (60 is a multiple of every price 1-5; a free System counts as price 1).
    std::array<std::int64_t, kSlots> weight{};
    Titan shapeCopy = shape;
    std::int64_t total = 0; // the denominator of every share
    for (int i = 0; i < kSlots; ++i) {
        const Slot& slot = all[std::size_t(i)];
        const int price = prices.systemPrice[std::size_t(slot.system)];
        weight[std::size_t(i)] = std::int64_t(valueOf(shapeCopy, slot)) * (60 / std::max(1, price));
        total += weight[std::size_t(i)];
    }
    if (total <= 0)
        total = 1;
    std::int64_t spent = 0;
    for (const Slot& slot : all)
        spent += valueOf(titan, slot);
    int left = points - titanCost(titan, prices);
    for (;;) {
        // The affordable slot furthest below its share of spent + 1 values, in
        // whole numbers: weight * (spent + 1) - value * total, largest first.
        int best = -1;
        std::int64_t bestDeficit = 0;
        for (int i = 0; i < kSlots; ++i) {
            const Slot& slot = all[std::size_t(i)];
            const int cap = slot.score < 0 ? prices.maxArmour : prices.maxScore;
            if (valueOf(titan, slot) >= cap || systemPointCost(slot.system, prices) > left)
                continue;
            const std::int64_t deficit =
                weight[std::size_t(i)] * (spent + 1) - valueOf(titan, slot) * total;
            if (best < 0 || deficit > bestDeficit) {
                best = i;
                bestDeficit = deficit;
            }
        }
        if (best < 0)
            break; // every score and Armour at its cap, or the rest unaffordable
        ++valueOf(titan, all[std::size_t(best)]);
        left -= systemPointCost(all[std::size_t(best)].system, prices);
        ++spent;
    }
    return titan;
}

Titan autoTitan(const Titan& shape, const PlayerSetup& player,
                const std::vector<TerrainType>& types, const Prices& prices) {
    PlayerSetup rest = player;
    rest.titan = shape; // buildCost counts a Titan; take the shape's cost back out
    const int others = buildCost(rest, types, prices) - titanCost(shape, prices);
    return buildTitan(shape, prices.budget - others - player.bid, prices);
}

} // namespace pb::titanomachia
