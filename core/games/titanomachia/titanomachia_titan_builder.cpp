#include "games/titanomachia/titanomachia_titan_builder.h"

#include "engine/errors.h"

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
    const int price = prices.scorePointCost;
    if (titanCost(titan, prices) > points)
        throw InvalidInput("the automatic titan builder needs " +
                           std::to_string(titanCost(titan, prices)) +
                           " points for the smallest Titan, and has " + std::to_string(points));
    const auto all = slots();
    Titan weights = shape;
    std::int64_t total = 0; // the shape's points, the denominator of every share
    for (const Slot& slot : all)
        total += valueOf(weights, slot);
    if (total <= 0)
        total = 1;
    std::int64_t spent = 0;
    for (const Slot& slot : all)
        spent += valueOf(titan, slot);
    while (price == 0 || titanCost(titan, prices) + price <= points) {
        // The slot furthest below its share of spent + 1 points, in whole
        // numbers: weight * (spent + 1) - value * total, largest first.
        int best = -1;
        std::int64_t bestDeficit = 0;
        for (int i = 0; i < kSlots; ++i) {
            const Slot& slot = all[std::size_t(i)];
            const int cap = slot.score < 0 ? prices.maxArmour : prices.maxScore;
            if (valueOf(titan, slot) >= cap)
                continue;
            const std::int64_t deficit =
                std::int64_t(valueOf(weights, slot)) * (spent + 1) - valueOf(titan, slot) * total;
            if (best < 0 || deficit > bestDeficit) {
                best = i;
                bestDeficit = deficit;
            }
        }
        if (best < 0)
            break; // every score and Armour at its cap
        ++valueOf(titan, all[std::size_t(best)]);
        ++spent;
    }
    return titan;
}

} // namespace pb::titanomachia
