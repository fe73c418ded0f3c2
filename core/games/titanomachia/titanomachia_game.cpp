#include "games/titanomachia/titanomachia_game.h"

#include "engine/errors.h"
#include "engine/hasher.h"
#include "engine/rng.h"
#include "engine/setup_cost.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "games/titanomachia/titanomachia_state.h"

#include <algorithm>

namespace pb::titanomachia {

TitanRules rulesFromParams(const nlohmann::json& p) {
    TitanRules r;
    r.prices = pricesFromParams(p);
    r.objectivePoints = p.at(param::kObjectivePoints);
    r.deadline = {p.at(param::kDeadlineHold), p.at(param::kDeadlineDemolition),
                  p.at(param::kDeadlineBreakthrough), p.at(param::kDeadlineCripple)};
    r.terrainDamageReducesValues = p.at(param::kTerrainDamageReducesValues);
    r.exitAllowed = p.at(param::kExitAllowed);
    r.blockEnemyPositions = p.at(param::kBlockEnemyPositions);
    r.tractionQuarterTurns = p.at(param::kTractionUnit) == "quarter";
    r.difficultyAtOrigin = p.at(param::kDifficultySquare) == "origin";
    r.impassableAboveTraction = p.at(param::kImpassableAboveTraction);
    r.oneActivationPerTurn = p.at(param::kActivationsPerTurn) == "one";
    r.passIsFinal = p.at(param::kPassIsFinal);
    r.trimPoolOnCrewDamage = p.at(param::kTrimPoolOnCrewDamage);
    r.shieldRelocateByStrength = p.at(param::kShieldRelocateScore) == "strength";
    r.relocateBelowCap = p.at(param::kRelocateBelowCap);
    r.shieldsConsumed = p.at(param::kShieldsConsumed);
    r.ownShieldsOnly = p.at(param::kOwnShieldsOnly);
    r.interferenceEachTurn = p.at(param::kInterferenceTiming) == "turnEnd";
    r.manhattanRange = p.at(param::kRangeMetric) == "manhattan";
    r.friendlyFire = p.at(param::kFriendlyFire);
    r.damageWorstOnly = p.at(param::kDamageStacking) == "worst";
    r.penaltyPerStep = p.at(param::kPenaltyPerStep);
    r.destroyedMarkersRemain = p.at(param::kDestroyedMarkersRemain);
    r.maxRounds = p.at(param::kMaxRounds);
    return r;
}

std::shared_ptr<const Fixed> makeFixed(Setup setup) {
    auto fixed = std::make_shared<Fixed>();
    for (int seat = 0; seat < kSeats; ++seat)
        for (int s = 0; s < kSystemCount; ++s) {
            const SystemCard& card = setup.players[seat].titan.systems[s];
            fixed->armour[seat][s] = static_cast<std::uint8_t>(card.armour);
            for (int k = 0; k < 4; ++k)
                fixed->base[seat][s][k] = static_cast<std::uint8_t>(card.scores[k]);
        }
    Hasher h;
    h.addText(setupToJson(setup).dump());
    fixed->hash = h.value();
    fixed->setup = std::move(setup);
    return fixed;
}

TitanomachiaGame::TitanomachiaGame(const Ruleset& ruleset, nlohmann::json params, int numPlayers)
    : Game(ruleset, std::move(params), numPlayers), rules_(rulesFromParams(this->params())) {
    try {
        defaultFixed_ = makeFixed(setupFromJson(nullptr, rules_.prices));
    } catch (const InvalidInput&) {
        // The defaults do not fit these prices: newInitialState reports why.
    }
}

std::shared_ptr<const Fixed> TitanomachiaGame::fixedFor(const nlohmann::json& setup) const {
    if (setup.is_null() && defaultFixed_)
        return defaultFixed_;
    return makeFixed(setupFromJson(setup, rules_.prices));
}

nlohmann::json TitanomachiaGame::setupCost(const nlohmann::json& setup) const {
    return titanomachia::setupCost(setup, rules_.prices);
}

namespace {

// The CLI's setup-cost prices a Titanomachia set-up with the titan builder's prices.
[[maybe_unused]] const bool kSetupCostRegistered =
    registerSetupCost("titanomachia", [](const Game& game, const nlohmann::json& setup) {
        return static_cast<const TitanomachiaGame&>(game).setupCost(setup);
    });

} // namespace

std::unique_ptr<State> TitanomachiaGame::newInitialState(std::uint64_t seed,
                                                         const nlohmann::json& setupJson) const {
    std::shared_ptr<const Fixed> fixed = fixedFor(setupJson);
    Rng rng(seed);
    std::array<std::uint8_t, kSquares> terrain{};
    for (int seat = 0; seat < kSeats; ++seat) {
        const PlayerSetup& p = fixed->setup.players[seat];
        std::array<int, kHalf> layout{};
        if (!p.terrainLayout.empty()) {
            std::copy(p.terrainLayout.begin(), p.terrainLayout.end(), layout.begin());
        } else {
            // G5: the bought markers fill the home half in an order the seed shuffles.
            int n = 0;
            for (std::size_t t = 0; t < p.terrainCount.size(); ++t)
                for (int k = 0; k < p.terrainCount[t]; ++k)
                    layout[std::size_t(n++)] = int(t);
            for (int i = kHalf - 1; i > 0; --i)
                std::swap(layout[std::size_t(i)], layout[rng.below(std::uint32_t(i + 1))]);
        }
        for (int i = 0; i < kHalf; ++i)
            terrain[std::size_t(homeSquare(seat, i))] = std::uint8_t(layout[std::size_t(i)]);
    }
    auto self = std::static_pointer_cast<const TitanomachiaGame>(shared_from_this());
    return std::make_unique<TitanomachiaState>(self, std::move(fixed), terrain);
}

} // namespace pb::titanomachia
