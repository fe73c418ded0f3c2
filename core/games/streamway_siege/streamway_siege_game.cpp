#include "games/streamway_siege/streamway_siege_game.h"

#include "engine/errors.h"
#include "games/streamway_siege/streamway_siege_state.h"

namespace pb::streamway_siege {

namespace {

Rules rulesFrom(const nlohmann::json& p, int numPlayers) {
    Rules r;
    auto integer = [&](const char* name) { return p.at(name).get<int>(); };
    auto flag = [&](const char* name) { return p.at(name).get<bool>(); };
    auto text = [&](const char* name) { return p.at(name).get<std::string>(); };
    r.numPlayers = numPlayers;
    r.playersPerTeam = integer("playersPerTeam");
    if (numPlayers % r.playersPerTeam != 0)
        throw InvalidInput("playersPerTeam (" + std::to_string(r.playersPerTeam) +
                           ") must divide the " + std::to_string(numPlayers) + " players");
    r.teams = numPlayers / r.playersPerTeam;
    r.menPerTeam = integer("menPerTeam");
    r.dieSides = integer("dieSides");
    r.waves = integer("waves");
    const std::string board = text("board");
    r.board = board == "snakes100" ? BoardKind::Snakes100
              : board == "chess64" ? BoardKind::Chess64
                                   : BoardKind::Random;
    r.steps = integer("steps");
    r.columns = integer("columns");
    r.snakes = integer("snakes");
    r.ladders = integer("ladders");
    r.allowEdgeEnds = flag("allowEdgeEnds");
    r.lastStepKills = flag("lastStepKills");
    const std::string win = text("waveWin");
    r.waveWin = win == "anyAlive"   ? WaveWin::AnyAlive
                : win == "allAlive" ? WaveWin::AllAlive
                                    : WaveWin::ManOnBoard;
    r.forceDeploy = flag("forceDeploy");
    r.throwAll = flag("throwAll");
    r.monsterTieUpstream = text("monsterTie") == "upstream";
    r.snakeEyesReuse = text("snakeEyesDice") == "reuse";
    r.ladderOncePerChain = flag("ladderOncePerChain");
    r.throwOncePerChain = flag("throwOncePerChain");
    r.snakeOncePerChain = flag("snakeOncePerChain");
    r.spawnLands = flag("spawnLands");
    r.countAllMonsters = text("abilityCounting") == "allMonsters";
    r.abilityDieIsGameDie = text("abilityDie") == "gameDie";
    r.gridAbilities = flag("gridAbilities");
    r.deadMonsterDice = text("deadMonsterMove") == "dice";
    r.boxcarsReward = flag("boxcarsReward");
    r.waveShiftLands = flag("waveShiftLands");
    r.bossWave = flag("bossWave");
    r.bossAbilities = integer("bossAbilities");
    r.bossRoundLimit = flag("bossRoundLimit");
    r.maxChainLandings = integer("maxChainLandings");
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
