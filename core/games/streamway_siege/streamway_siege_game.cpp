#include "games/streamway_siege/streamway_siege_game.h"

#include "engine/errors.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "games/streamway_siege/streamway_siege_state.h"

namespace pb::streamway_siege {

namespace {

Rules rulesFrom(const nlohmann::json& p, int numPlayers) {
    Rules r;
    auto integer = [&](const char* name) { return p.at(name).get<int>(); };
    auto flag = [&](const char* name) { return p.at(name).get<bool>(); };
    auto text = [&](const char* name) { return p.at(name).get<std::string>(); };
    r.numPlayers = numPlayers;
    r.playersPerTeam = integer(param::kPlayersPerTeam);
    if (numPlayers % r.playersPerTeam != 0)
        throw InvalidInput("playersPerTeam (" + std::to_string(r.playersPerTeam) +
                           ") must divide the " + std::to_string(numPlayers) + " players");
    r.teams = numPlayers / r.playersPerTeam;
    r.menPerTeam = integer(param::kMenPerTeam);
    r.dieSides = integer(param::kDieSides);
    r.waves = integer(param::kWaves);
    const std::string board = text(param::kBoard);
    r.board = board == "snakes100" ? BoardKind::Snakes100
              : board == "chess64" ? BoardKind::Chess64
                                   : BoardKind::Random;
    r.steps = integer(param::kSteps);
    r.columns = integer(param::kColumns);
    r.snakes = integer(param::kSnakes);
    r.ladders = integer(param::kLadders);
    r.allowEdgeEnds = flag(param::kAllowEdgeEnds);
    r.lastStepKills = flag(param::kLastStepKills);
    const std::string win = text(param::kWaveWin);
    r.waveWin = win == "anyAlive"   ? WaveWin::AnyAlive
                : win == "allAlive" ? WaveWin::AllAlive
                                    : WaveWin::ManOnBoard;
    r.forceDeploy = flag(param::kForceDeploy);
    r.throwAll = flag(param::kThrowAll);
    r.monsterTieUpstream = text(param::kMonsterTie) == "upstream";
    r.snakeEyesReuse = text(param::kSnakeEyesDice) == "reuse";
    r.ladderOncePerChain = flag(param::kLadderOncePerChain);
    r.throwOncePerChain = flag(param::kThrowOncePerChain);
    r.snakeOncePerChain = flag(param::kSnakeOncePerChain);
    r.spawnLands = flag(param::kSpawnLands);
    r.countAllMonsters = text(param::kAbilityCounting) == "allMonsters";
    r.abilityDieIsGameDie = text(param::kAbilityDie) == "gameDie";
    r.gridAbilities = flag(param::kGridAbilities);
    r.deadMonsterDice = text(param::kDeadMonsterMove) == "dice";
    r.boxcarsReward = flag(param::kBoxcarsReward);
    r.waveShiftLands = flag(param::kWaveShiftLands);
    r.bossWave = flag(param::kBossWave);
    r.bossAbilities = integer(param::kBossAbilities);
    r.bossRoundLimit = flag(param::kBossRoundLimit);
    r.maxChainLandings = integer(param::kMaxChainLandings);
    if (r.columns > r.steps)
        throw InvalidInput("columns (" + std::to_string(r.columns) + ") exceed steps (" +
                           std::to_string(r.steps) + ")");
    return r;
}

} // namespace

StreamwaySiegeGame::StreamwaySiegeGame(const Ruleset& ruleset, nlohmann::json params,
                                       int numPlayers)
    : Game(ruleset, std::move(params), numPlayers), rules_(rulesFrom(this->params(), numPlayers)) {}

Board StreamwaySiegeGame::defaultBoard(std::uint64_t seed) const {
    switch (rules_.board) {
    case BoardKind::Snakes100:
        return snakes100();
    case BoardKind::Chess64:
        return chess64();
    case BoardKind::Random:
        break;
    }
    return randomBoard(rules_.steps, rules_.columns, rules_.snakes, rules_.ladders,
                       rules_.allowEdgeEnds, seed);
}

std::unique_ptr<State> StreamwaySiegeGame::newInitialState(std::uint64_t seed,
                                                           const nlohmann::json& setup) const {
    auto self = std::static_pointer_cast<const StreamwaySiegeGame>(shared_from_this());
    if (setup.is_null())
        return std::make_unique<StreamwaySiegeState>(self, defaultBoard(seed));
    if (!setup.is_object() || !setup.contains("board") || setup.size() != 1)
        throw InvalidInput("a Streamway Siege set-up is an object with one key, \"board\"");
    return std::make_unique<StreamwaySiegeState>(
        self, boardFromJson(setup["board"], rules_.allowEdgeEnds));
}

} // namespace pb::streamway_siege
