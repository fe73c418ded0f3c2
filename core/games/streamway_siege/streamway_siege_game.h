#pragma once

#include "engine/game.h"
#include "games/streamway_siege/streamway_siege_board.h"

#include <cstdint>

namespace pb::streamway_siege {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxMenPerTeam = 8;
inline constexpr int kMaxMen = kMaxPlayers * kMaxMenPerTeam;
inline constexpr int kMaxMonsters = 16;
inline constexpr int kMaxWaves = 20;
inline constexpr int kMaxDice = kMaxWaves + 1; // the boss wave rolls one more
inline constexpr int kAbilityCount = 6;

// Decision kinds (Decision::kind) and what a, b hold. Pieces are named by
// their step (1..steps), as the reading's section 4 does.
enum DecisionKind : std::uint16_t {
    kRollKind,       // chance: a = face of one die (1..dieSides)
    kAbilityKind,    // chance: a = ability (1..6) of the monster being made
    kDeployKind,     // a = 1 deploy a man onto step 1, 0 do not
    kMonsterDieKind, // a = die value, b = step of the monster it moves
    kDieKind,        // a = die value, b = step of the man it moves
    kLadderKind,     // a = 1 take the ladder, 0 stay
    kBoxcarsKind,    // a = team given to or stolen from, -1 none
    kDecisionKindCount
};

enum class WaveWin : std::uint8_t { AnyAlive, AllAlive, ManOnBoard };
enum class BoardKind : std::uint8_t { Snakes100, Chess64, Random };

// Parameters resolved once into plain fields (docs/rules/streamway-siege.md, "Parameters").
struct Rules {
    int numPlayers = 2;
    int playersPerTeam = 1;
    int teams = 2;
    int menPerTeam = 3;
    int dieSides = 6;
    int waves = 5;
    BoardKind board = BoardKind::Snakes100;
    int steps = 100, columns = 10, snakes = 8, ladders = 8; // board=random
    bool allowEdgeEnds = false;
    bool lastStepKills = false;
    WaveWin waveWin = WaveWin::AnyAlive;
    bool forceDeploy = true;
    bool throwAll = true;
    bool monsterTieUpstream = true;
    bool snakeEyesReuse = true;
    bool ladderOncePerChain = true;
    bool throwOncePerChain = true;
    bool snakeOncePerChain = true;
    bool spawnLands = true;
    bool countAllMonsters = false;    // abilityCounting=allMonsters (G15 b)
    bool abilityDieIsGameDie = false; // abilityDie=gameDie (G16 b)
    bool gridAbilities = true;
    bool deadMonsterDice = true;
    bool boxcarsReward = true;
    bool waveShiftLands = true;
    bool bossWave = false;
    int bossAbilities = 3;
    bool bossRoundLimit = true;
    int maxChainLandings = 512;
};

// Streamway Siege bound to its parameters and player count.
class StreamwaySiegeGame final : public Game {
public:
    StreamwaySiegeGame(const Ruleset& ruleset, nlohmann::json params, int numPlayers);

    const Rules& rules() const { return rules_; }

    // The board of the parameters: snakes100 and chess64 are fixed, random is
    // drawn from `seed`.
    Board defaultBoard(std::uint64_t seed) const;

    // The set-up is null (the parameters' board) or {"board": board}
    // (docs/rules/streamway-siege.md, "Set-up"); throws InvalidInput naming the
    // offending field or step.
    std::unique_ptr<State> newInitialState(std::uint64_t seed,
                                           const nlohmann::json& setup = {}) const override;

    // "men" and "monsters": the steps their moves ended on, each step a cell
    // on one row, as many as the game's default board has:
    // streamway_siege_heatmaps.cpp.
    std::vector<HeatmapSpec> heatmaps() const override;
    std::unique_ptr<HeatRecorder> makeHeatRecorder() const override;

private:
    Rules rules_;
};

} // namespace pb::streamway_siege
