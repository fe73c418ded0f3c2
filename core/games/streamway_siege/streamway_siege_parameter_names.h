#pragma once

// The names of Streamway Siege's parameters, one constant each, so the
// ruleset that declares them, the game that reads them, the words that
// label them and the tests that set them cannot drift apart. Character
// arrays, so a name stands wherever its literal stood (a std::string, a
// JSON key, a table of const char*).

namespace pb::streamway_siege::param {

inline constexpr char kMenPerTeam[] = "menPerTeam";
inline constexpr char kDieSides[] = "dieSides";
inline constexpr char kWaves[] = "waves";
inline constexpr char kBoard[] = "board";
inline constexpr char kSteps[] = "steps";
inline constexpr char kColumns[] = "columns";
inline constexpr char kSnakes[] = "snakes";
inline constexpr char kLadders[] = "ladders";
inline constexpr char kAllowEdgeEnds[] = "allowEdgeEnds";
inline constexpr char kLastStepKills[] = "lastStepKills";
inline constexpr char kWaveWin[] = "waveWin";
inline constexpr char kPlayersPerTeam[] = "playersPerTeam";
inline constexpr char kForceDeploy[] = "forceDeploy";
inline constexpr char kThrowAll[] = "throwAll";
inline constexpr char kMonsterTie[] = "monsterTie";
inline constexpr char kSnakeEyesDice[] = "snakeEyesDice";
inline constexpr char kLadderOncePerChain[] = "ladderOncePerChain";
inline constexpr char kThrowOncePerChain[] = "throwOncePerChain";
inline constexpr char kSnakeOncePerChain[] = "snakeOncePerChain";
inline constexpr char kMaxChainLandings[] = "maxChainLandings";
inline constexpr char kSpawnLands[] = "spawnLands";
inline constexpr char kAbilityCounting[] = "abilityCounting";
inline constexpr char kAbilityDie[] = "abilityDie";
inline constexpr char kGridAbilities[] = "gridAbilities";
inline constexpr char kDeadMonsterMove[] = "deadMonsterMove";
inline constexpr char kBoxcarsReward[] = "boxcarsReward";
inline constexpr char kWaveShiftLands[] = "waveShiftLands";
inline constexpr char kBossWave[] = "bossWave";
inline constexpr char kBossAbilities[] = "bossAbilities";
inline constexpr char kBossRoundLimit[] = "bossRoundLimit";

} // namespace pb::streamway_siege::param
