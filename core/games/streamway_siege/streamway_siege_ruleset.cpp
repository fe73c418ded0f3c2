#include "games/streamway_siege/streamway_siege_ruleset.h"

#include "engine/generated_setup_parameters.h"
#include "engine/ruleset_of.h"
#include "games/streamway_siege/streamway_siege_board.h"
#include "games/streamway_siege/streamway_siege_game.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "games/streamway_siege/streamway_siege_state.h"

namespace pb::streamway_siege {

namespace {

std::vector<ParameterSpec> specs() {
    using P = ParameterSpec;
    return {
        // The numbers of the text (section 1 of the reading).
        P::integer(param::kMenPerTeam, 3, 1, kMaxMenPerTeam,
                   "Men each team starts with in reserve (S4)."),
        P::integer(param::kDieSides, 6, 2, 20,
                   "Faces of every die; a full die is this many steps (S8, S9)."),
        P::integer(param::kWaves, 5, 1, kMaxWaves,
                   "Waves to survive for the standard victory (S40)."),
        // The gaps (section 2 of the reading).
        P::choice(
            param::kBoard, "snakes100", {"snakes100", "chess64", "random"},
            "G1: the reading's 100-step board, an 8x8 chessboard, or one drawn from the seed."),
        P::integer(param::kSteps, 100, 8, kMaxSteps, "G1: steps of a random board."),
        P::integer(param::kColumns, 10, 0, kMaxSteps,
                   "G1: grid columns of a random board (0: a bare path, no grid abilities)."),
        P::integer(param::kSnakes, 8, 0, kMaxSnakes, "G1: snakes on a random board."),
        P::integer(param::kLadders, 8, 0, kMaxLadders, "G1: ladders on a random board."),
        P::boolean(param::kAllowEdgeEnds, false,
                   "Board check: whether a snake or ladder may end on the first or last step."),
        P::boolean(param::kLastStepKills, false,
                   "G3: whether reaching the last step kills, not only passing it."),
        P::choice(
            param::kWaveWin, "anyAlive", {"anyAlive", "allAlive", "manOnBoard"},
            "G4: what a wave's end asks: someone alive, everyone alive, or a man on the board."),
        P::integer(param::kPlayersPerTeam, 1, 1, kMaxPlayers,
                   "G5: players sharing one team's men."),
        P::boolean(param::kForceDeploy, true,
                   "G7: whether a player with no man on the board must deploy."),
        P::boolean(param::kThrowAll, true,
                   "G9: whether a monster throws every man in range (else the most downstream)."),
        P::choice(param::kMonsterTie, "upstream", {"upstream", "downstream"},
                  "G10: where a monster goes between two equally near men."),
        P::choice(param::kSnakeEyesDice, "reuse", {"reuse", "remainder"},
                  "G12: snake-eyes dice move monsters and then men, or only what monsters left."),
        P::boolean(param::kLadderOncePerChain, true,
                   "G13: each piece takes each ladder once per chain."),
        P::boolean(param::kThrowOncePerChain, true,
                   "G13: each monster throws each man once per chain."),
        P::boolean(param::kSnakeOncePerChain, true,
                   "G13: each piece takes each snake once per chain (bump-snake loops)."),
        P::integer(param::kMaxChainLandings, 512, 16, 4096,
                   "G13: landings after which a chain is cut (a fixed bound, counted)."),
        P::boolean(param::kSpawnLands, true, "G14: whether a new monster's placing is a landing."),
        P::choice(param::kAbilityCounting, "waveMonsters", {"waveMonsters", "allMonsters"},
                  "G15: which monsters count toward 'the second monster has one ability'."),
        P::choice(param::kAbilityDie, "d6", {"d6", "gameDie"},
                  "G16: abilities drawn with a d6, or with the game's die (missing rows 7+)."),
        P::boolean(param::kGridAbilities, true,
                   "G17: abilities 1 and 2 use the grid's neighbours."),
        P::choice(param::kDeadMonsterMove, "dice", {"dice", "step"},
                  "G18: a dead player's dice move monsters, or are lost to their step."),
        P::boolean(param::kBoxcarsReward, true,
                   "G19: whether boxcars on one man gives or steals a man."),
        P::boolean(param::kWaveShiftLands, true,
                   "G20: whether the end-of-wave shift is a landing."),
        P::boolean(param::kBossWave, false, "G21: the optional boss wave after the last (S41)."),
        P::integer(param::kBossAbilities, 3, 3, kAbilityCount,
                   "G21: the boss's abilities (S41: at least 3)."),
        P::boolean(param::kBossRoundLimit, true, "G21: whether the boss must die within its wave."),
    };
}

std::vector<CounterSpec> counterSpecs() {
    std::vector<CounterSpec> c{
        {"turns", "Turns this seat took."},
        {"turns.dead", "Turns this seat took while its team was dead (S27)."},
        {"deploys", "Men deployed."},
        {"deploys.forced", "Deployments forced by G7 (no man on the board)."},
        {"dice.rolled", "Dice rolled."},
        {"dice.lost", "Dice voided: no man to move (G7, S28)."},
        {"dice.monsters", "Dice applied to monsters (snake eyes, dead players)."},
        {"men.lost.die", "Men killed by a die carrying them past the end."},
        {"men.lost.thrown", "Men killed by a monster's throw."},
        {"men.lost.pushed", "Men killed by a push past the end."},
        {"men.undeployed", "Men bumped past the start, back to the reserve."},
        {"bumps.between", "Bumps between teams (S22)."},
        {"bumps.within", "Pushes within a team or by a thrown man (S24, S63)."},
        {"snakes.taken", "Snakes taken by men."},
        {"snakes.steps", "Steps men lost to snakes."},
        {"ladders.taken", "Ladders taken by men."},
        {"ladders.stayed", "Ladder ends where a man stayed."},
        {"ladders.stepsUp", "Steps men climbed by ladders."},
        {"ladders.stepsDown", "Steps men went down ladders (from the top, S21)."},
        {"throws.men", "Men thrown by monsters."},
        {"throws.monsters", "Monsters thrown by men."},
        {"monsters.wave", "Wave monsters spawned (S42)."},
        {"monsters.idle", "Monsters added for a dead player's turn (S28)."},
        {"monsters.destroyed", "Monsters thrown past the end."},
        {"monsters.merged", "Monster merges (S64)."},
    };
    for (int a = 1; a <= kAbilityCount; ++a)
        c.push_back({"ability." + std::to_string(a) + ".rolled",
                     "Times ability " + std::to_string(a) + " was rolled for a monster."});
    c.insert(
        c.end(),
        {
            {"ability.2.throws", "Throws of men out of path range (grid-adjacent, ability 2)."},
            {"ability.3.throws", "Throws two full dice long (ability 3)."},
            {"ability.5.throws", "Throws from two steps away (ability 5)."},
            {"boxcars", "Rolls with boxcars (S6)."},
            {"snakeEyes", "Rolls with snake eyes (S7)."},
            {"gifts", "Men given to a dead team (S30)."},
            {"steals", "Men stolen by a dead team (S30)."},
            {"waves.deadTeams", "Dead teams when a wave ended (before they return)."},
            {"loopGuards", "Chains cut by maxChainLandings or a full landing stack."},
            {"guards.throw",
             "Throws a monster did not make because it had thrown that man in this chain (G13)."},
            {"chain.longest", "The longest chain (landings) on this seat's turns."},
            // Section 6's "waves survived (histogram)": reports chart its spread.
            {"waves.survived", "Waves won so far (the same for every seat).", true},
        });
    // Section 6: landings, take rate and net steps per snake and ladder, in
    // the board's order (snake k is the k-th of the board's JSON; boards with
    // fewer leave the rest at 0). Net steps of a ladder = up - down.
    const auto each = [&c](const char* piece, int n, const char* what, const char* text) {
        for (int k = 1; k <= n; ++k)
            c.push_back({std::string(piece) + "." + std::to_string(k) + "." + what,
                         std::string(text) + " (" + piece + " " + std::to_string(k) + ")."});
    };
    each("snake", kMaxSnakes, "landings", "Landings of a man on this snake's head");
    each("snake", kMaxSnakes, "steps", "Steps this snake carried men down");
    each("ladder", kMaxLadders, "landings", "Landings of a man on this ladder offering the choice");
    each("ladder", kMaxLadders, "taken", "Times a man took this ladder");
    each("ladder", kMaxLadders, "stepsUp", "Steps men climbed this ladder");
    each("ladder", kMaxLadders, "stepsDown", "Steps men went down this ladder from its top");
    each("snake", kMaxSnakes, "monsters", "Times a monster slid down this snake");
    each("ladder", kMaxLadders, "monsters", "Times a monster climbed this ladder");
    for (int a = 1; a <= kAbilityCount; ++a)
        c.push_back({"throws.ability." + std::to_string(a),
                     "Men thrown by a monster that has ability " + std::to_string(a) + "."});
    c.insert(c.end(),
             {
                 {"ability.1.moves", "Monster steps off the path, across the grid (ability 1)."},
                 {"ability.4.steps", "Second steps of a monster's move (ability 4)."},
                 {"ability.6.dice", "Dice a monster took after it had thrown (ability 6)."},
                 {"chains", "Chains of landings resolved (mean length: chain.landings / chains)."},
                 {"chain.landings", "Landings resolved in all chains."},
                 {"boss.killed", "Bosses thrown past the end (S41)."},
                 {"boss.round", "The round of the boss wave (1-based) the boss died in."},
             });
    // Section 6's "per wave": wave w is 1..waves, the boss wave waves + 1.
    const auto perWave = [&c](const char* what, const char* text) {
        for (int w = 1; w <= kMaxDice; ++w)
            c.push_back({"wave." + std::to_string(w) + "." + what,
                         std::string(text) + " (wave " + std::to_string(w) + ")."});
    };
    perWave("men.lost.die", "Men killed by a die carrying them past the end");
    perWave("men.lost.thrown", "Men killed by a monster's throw");
    perWave("men.lost.pushed", "Men killed by a push past the end");
    perWave("men.undeployed", "Men bumped past the start, back to the reserve");
    perWave("deadTeams", "Dead teams when the wave ended");
    perWave("turns.dead", "Turns taken while the team was dead");
    perWave("deploys.forced", "Deployments forced by G7");
    perWave("dice.lost", "Dice voided: no man to move");
    return c;
}

std::vector<std::string> kinds() {
    return {"roll", "ability", "deploy", "monsterDie", "die", "ladder", "boxcars"};
}

class StreamwaySiegeRuleset final : public RulesetOf<StreamwaySiegeGame, StreamwaySiegeState> {
public:
    StreamwaySiegeRuleset() : RulesetOf(specs(), kinds(), counterSpecs()) {}

    std::string_view id() const override { return "streamway-siege"; }
    std::string_view displayName() const override { return "Streamway Siege"; }
    int minPlayers() const override { return 1; }
    int maxPlayers() const override { return kMaxPlayers; }
    bool cooperative() const override { return true; }

    // Two teams on the reading's board, three waves so a demo game is short.
    std::optional<DemoDesign> demoDesign() const override {
        DemoDesign demo;
        demo.name = "Streamway Siege \u2014 demo";
        demo.notes = "Streamway Siege as the reading builds it, for two teams of three men on "
                     "the 100-step snakes-and-ladders board, shortened to three waves so the "
                     "first monster appears. Edit the board in the set-up; it is your copy.";
        demo.params = {{param::kWaves, 3}};
        // The design carries its board, so the board editor edits the design's own copy.
        demo.setup = {{"board", boardToJson(snakes100())}};
        demo.players = 2;
        demo.playtestAgents = {"greedy", "greedy"};
        demo.moveNotes = {"The first turn: a man enters on step 1, far from the lethal end.",
                          "Mid-game: keep men upstream; every die pushes them toward the end.",
                          "The game ends here."};
        demo.runAgents = {"random", "random"};
        demo.runGames = 50;
        return demo;
    }

    // The per-snake, per-ladder and per-wave blocks are as long as the largest
    // board and game allow; only the design's own pieces and waves can fire.
    std::vector<bool> countersThatCanFireFrom(const State& initial) const override {
        const auto* state = dynamic_cast<const StreamwaySiegeState*>(&initial);
        if (!state)
            return {};
        const Board& board = state->board();
        const Rules& rules = state->rules();
        std::vector<bool> can(kCounterCount, true);
        const auto off = [&can](int first, int from, int count) {
            for (int k = from; k < count; ++k)
                can[static_cast<std::size_t>(first + k)] = false;
        };
        for (const int first : {kSnakeLandings1, kSnakeSteps1, kSnakeMonsters1})
            off(first, board.snakeCount, kMaxSnakes);
        for (const int first :
             {kLadderLandings1, kLadderTaken1, kLadderUp1, kLadderDown1, kLadderMonsters1})
            off(first, board.ladderCount, kMaxLadders);
        if (board.snakeCount == 0)
            for (const int c : {kSnakesTaken, kSnakeSteps})
                can[c] = false;
        if (board.ladderCount == 0)
            for (const int c : {kLaddersTaken, kLadderStays, kLadderStepsUp, kLadderStepsDown})
                can[c] = false;
        const int waves = rules.waves + (rules.bossWave ? 1 : 0);
        for (const int first :
             {kWaveMenLostDie1, kWaveMenLostThrown1, kWaveMenLostPushed1, kWaveUndeployed1,
              kWaveDeadTeams1, kWaveDeadTurns1, kWaveForcedDeploys1, kWaveDiceLost1})
            off(first, waves, kMaxDice);
        if (!rules.bossWave)
            can[kBossKilled] = can[kBossKilledRound] = false;
        // S55, G15 a: wave monsters come in waves 3, 5, 7, ... with 0, 1, 2, ...
        // abilities; S28's and merges of ability-free monsters add none. So
        // under five waves without a boss no monster ever has an ability.
        if (!rules.bossWave && !rules.countAllMonsters && rules.waves < 5) {
            for (int k = 0; k < kAbilityCount; ++k)
                can[static_cast<std::size_t>(kAbilityRolled1 + k)] =
                    can[static_cast<std::size_t>(kMenThrownByAbility1 + k)] = false;
            for (const int c : {kAbilityThrows2, kAbilityThrows3, kAbilityThrows5,
                                kAbilityGridMoves, kAbilitySecondSteps, kAbilityDiceAfterThrow})
                can[static_cast<std::size_t>(c)] = false;
        }
        return can;
    }
};

// Which board a game without a saved one gets, and a random board's shape:
// a design's saved board has its own (StreamwaySiegeGame::defaultBoard).
[[maybe_unused]] const bool kGeneratedSetupParametersRegistered = registerGeneratedSetupParameters(
    "streamway-siege",
    {param::kBoard, param::kSteps, param::kColumns, param::kSnakes, param::kLadders});

} // namespace

const Ruleset& ruleset() {
    static const StreamwaySiegeRuleset instance;
    return instance;
}

} // namespace pb::streamway_siege
