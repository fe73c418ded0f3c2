#pragma once

// The names of Titanomachia's parameters, one constant each, so the
// ruleset that declares them, the game that reads them, the words that
// label them and the tests that set them cannot drift apart. Character
// arrays, so a name stands wherever its literal stood (a std::string, a
// JSON key, a table of const char*).

namespace pb::titanomachia::param {

inline constexpr char kBudget[] = "budget";
inline constexpr char kScorePointCost[] = "scorePointCost";
inline constexpr char kPriceCrew[] = "priceCrew";
inline constexpr char kPricePropulsion[] = "pricePropulsion";
inline constexpr char kPriceFireControl[] = "priceFireControl";
inline constexpr char kPriceShieldGenerator[] = "priceShieldGenerator";
inline constexpr char kPriceWeapon[] = "priceWeapon";
inline constexpr char kObjectiveCostHold[] = "objectiveCostHold";
inline constexpr char kObjectiveCostDemolition[] = "objectiveCostDemolition";
inline constexpr char kObjectiveCostBreakthrough[] = "objectiveCostBreakthrough";
inline constexpr char kObjectiveCostCripple[] = "objectiveCostCripple";
inline constexpr char kObjectivePoints[] = "objectivePoints";
inline constexpr char kDeadlineHold[] = "deadlineHold";
inline constexpr char kDeadlineDemolition[] = "deadlineDemolition";
inline constexpr char kDeadlineBreakthrough[] = "deadlineBreakthrough";
inline constexpr char kDeadlineCripple[] = "deadlineCripple";
inline constexpr char kMaxSystemsPerType[] = "maxSystemsPerType";
inline constexpr char kMaxScore[] = "maxScore";
inline constexpr char kMaxArmour[] = "maxArmour";
inline constexpr char kTerrainPlacement[] = "terrainPlacement";
inline constexpr char kTerrainDamageReducesValues[] = "terrainDamageReducesValues";
inline constexpr char kExitAllowed[] = "exitAllowed";
inline constexpr char kBlockEnemyPositions[] = "blockEnemyPositions";
inline constexpr char kTractionUnit[] = "tractionUnit";
inline constexpr char kDifficultySquare[] = "difficultySquare";
inline constexpr char kImpassableAboveTraction[] = "impassableAboveTraction";
inline constexpr char kActivationsPerTurn[] = "activationsPerTurn";
inline constexpr char kPassIsFinal[] = "passIsFinal";
inline constexpr char kInitiativeRule[] = "initiativeRule";
inline constexpr char kInitiativeTieBreak[] = "initiativeTieBreak";
inline constexpr char kTrimPoolOnCrewDamage[] = "trimPoolOnCrewDamage";
inline constexpr char kShieldRelocateScore[] = "shieldRelocateScore";
inline constexpr char kRelocateBelowCap[] = "relocateBelowCap";
inline constexpr char kShieldsConsumed[] = "shieldsConsumed";
inline constexpr char kOwnShieldsOnly[] = "ownShieldsOnly";
inline constexpr char kInterferenceTiming[] = "interferenceTiming";
inline constexpr char kRangeMetric[] = "rangeMetric";
inline constexpr char kAoeMode[] = "aoeMode";
inline constexpr char kFriendlyFire[] = "friendlyFire";
inline constexpr char kDamageStacking[] = "damageStacking";
inline constexpr char kPenaltyPerStep[] = "penaltyPerStep";
inline constexpr char kExcessRemoval[] = "excessRemoval";
inline constexpr char kDestroyedMarkersRemain[] = "destroyedMarkersRemain";
inline constexpr char kArcRule[] = "arcRule";
inline constexpr char kMaxRounds[] = "maxRounds";
inline constexpr char kTournamentScoring[] = "tournamentScoring";

} // namespace pb::titanomachia::param
