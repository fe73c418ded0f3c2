#pragma once

#include "engine/game.h"
#include "games/titanomachia/titanomachia_setup.h"

#include <array>
#include <memory>

namespace pb::titanomachia {

// Decision kinds (Decision::kind) and what `a` holds (b and c are always 0).
enum DecisionKind : std::uint16_t {
    kCoinKind,      // a = the seat the tied-bid coin makes first player (chance)
    kDesignateKind, // a = square of the next Objective marker
    kActivateKind,  // a = System
    kEndTurnKind,   // an end of turn; a Pass when nothing was activated
    kRepairKind,    // a = System (not Crew)
    kStepKind,      // a = square (a king move)
    kExitKind,      // a = direction 0..7 (N, NE, E, SE, S, SW, W, NW) off the far edge
    kPlaceKind,     // a = square
    kLiftKind,      // a = square of an own marker of the active System
    kFireKind,      // a = square of an own Target within Range
    kSplashKind,    // a = square adjacent to the fired Target's
    kStopKind,      // ends the activation
    kNominateKind,  // a = System of the hit Titan
    kDecisionKindCount
};

// The parameters resolved into plain fields once (docs/rules/titanomachia.md).
struct TitanRules {
    Prices prices;
    int objectivePoints = 1;
    std::array<int, kObjectiveTypeCount> deadline{6, 8, 10, 10};
    bool terrainDamageReducesValues = true;
    bool exitAllowed = true;
    bool blockEnemyPositions = false;
    bool tractionQuarterTurns = false;
    bool difficultyAtOrigin = false;
    bool impassableAboveTraction = false;
    bool oneActivationPerTurn = false;
    bool passIsFinal = false;
    bool trimPoolOnCrewDamage = true;
    bool shieldRelocateByStrength = false;
    bool relocateBelowCap = false;
    bool shieldsConsumed = false;
    bool ownShieldsOnly = false;
    bool interferenceEachTurn = false;
    bool manhattanRange = false;
    bool friendlyFire = true;
    bool damageWorstOnly = false;
    int penaltyPerStep = 1;
    bool destroyedMarkersRemain = false;
    int maxRounds = 10;
    int tournamentBase = 10;
};

TitanRules rulesFromParams(const nlohmann::json& params);

// The set-up a game's states share (never changed by play).
struct Fixed {
    Setup setup;
    std::array<std::array<std::array<std::uint8_t, 4>, kSystemCount>, kSeats> base{};
    std::array<std::array<std::uint8_t, kSystemCount>, kSeats> armour{};
    std::uint64_t hash = 0; // of the set-up's JSON, for the states' hashes
};

std::shared_ptr<const Fixed> makeFixed(Setup setup);

class TitanomachiaGame final : public Game {
public:
    TitanomachiaGame(const Ruleset& ruleset, nlohmann::json params, int numPlayers);

    const TitanRules& rules() const { return rules_; }

    // `setup`: the set-up JSON of the rules page (null: the reading's defaults);
    // terrain given by counts is laid out by `seed`.
    std::unique_ptr<State> newInitialState(std::uint64_t seed,
                                           const nlohmann::json& setup = {}) const override;

    // titanomachia_setup.h's setupCost at this game's prices (the CLI's
    // setup-cost, through engine/setup_cost.h).
    nlohmann::json setupCost(const nlohmann::json& setup) const;

    // "entered" (squares a Titan moved onto) and "blasts" (Blast markers
    // placed on a square): titanomachia_heatmaps.cpp.
    std::vector<HeatmapSpec> heatmaps() const override;
    std::unique_ptr<HeatRecorder> makeHeatRecorder() const override;

private:
    std::shared_ptr<const Fixed> fixedFor(const nlohmann::json& setup) const;

    TitanRules rules_;
    // The default set-up, parsed once: a null set-up is the common case of
    // batch runs, and parsing it is most of the cost of a new game.
    std::shared_ptr<const Fixed> defaultFixed_;
};

} // namespace pb::titanomachia
