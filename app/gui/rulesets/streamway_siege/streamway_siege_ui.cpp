#include "rulesets/streamway_siege/streamway_siege_ui.h"

#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "ruleset_ui.h"
#include "rulesets/streamway_siege/streamway_siege_board_presenter.h"
#include "word_tables.h"

namespace pb::gui::streamway_siege {

namespace {

namespace param = pb::streamway_siege::param;

// The gaps' numbers (G1..G23) stay on the rules page; here each parameter says
// what it changes at the table.
constexpr words::Parameter kParameters[] = {
    {param::kMenPerTeam, QT_TRANSLATE_NOOP("ParameterWords", "Men per team"),
     QT_TRANSLATE_NOOP("ParameterWords", "Men each team starts with in its reserve.")},
    {param::kDieSides, QT_TRANSLATE_NOOP("ParameterWords", "Die faces"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Faces of every die; a full die (a bump, a throw) is this many steps.")},
    {param::kWaves, QT_TRANSLATE_NOOP("ParameterWords", "Waves"),
     QT_TRANSLATE_NOOP("ParameterWords", "Waves the team must survive to win.")},
    {param::kBoard, QT_TRANSLATE_NOOP("ParameterWords", "Streamway"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The board when the design has none of its own: the 100-step snakes and "
                       "ladders board, a plain chessboard, or one drawn at random.")},
    {param::kSteps, QT_TRANSLATE_NOOP("ParameterWords", "Random board: steps"),
     QT_TRANSLATE_NOOP("ParameterWords", "Steps of a board drawn at random.")},
    {param::kColumns, QT_TRANSLATE_NOOP("ParameterWords", "Random board: columns"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Columns of the grid a random board is laid on; 0 is a bare path, where "
                       "monsters have no grid abilities.")},
    {param::kSnakes, QT_TRANSLATE_NOOP("ParameterWords", "Random board: snakes"),
     QT_TRANSLATE_NOOP("ParameterWords", "Snakes on a board drawn at random.")},
    {param::kLadders, QT_TRANSLATE_NOOP("ParameterWords", "Random board: ladders"),
     QT_TRANSLATE_NOOP("ParameterWords", "Ladders on a board drawn at random.")},
    {param::kAllowEdgeEnds, QT_TRANSLATE_NOOP("ParameterWords", "Snakes and ladders at the ends"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A snake or ladder may start or end on the first or the last step.")},
    {param::kLastStepKills, QT_TRANSLATE_NOOP("ParameterWords", "The last step kills"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A man who reaches the last step dies, not only one carried past it.")},
    {param::kWaveWin, QT_TRANSLATE_NOOP("ParameterWords", "Surviving a wave"),
     QT_TRANSLATE_NOOP("ParameterWords", "What the team needs at the end of a wave to go on.")},
    {param::kPlayersPerTeam, QT_TRANSLATE_NOOP("ParameterWords", "Players per team"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Players who share one team's men (it must divide the players).")},
    {param::kForceDeploy, QT_TRANSLATE_NOOP("ParameterWords", "Deploying is compulsory"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A player with no man on the board must deploy one if he can.")},
    {param::kThrowAll, QT_TRANSLATE_NOOP("ParameterWords", "Throw every man in reach"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A monster throws every man in its reach, not only the one furthest "
                       "downstream.")},
    {param::kMonsterTie, QT_TRANSLATE_NOOP("ParameterWords", "Monster between two men"),
     QT_TRANSLATE_NOOP("ParameterWords", "Where a monster goes when two men are equally near.")},
    {param::kSnakeEyesDice, QT_TRANSLATE_NOOP("ParameterWords", "Dice after snake eyes"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "After moving the monsters, the same dice move the men, or only the "
                       "dice the monsters left.")},
    {param::kLadderOncePerChain, QT_TRANSLATE_NOOP("ParameterWords", "Each ladder once per move"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Within one chain of landings a piece takes each ladder at most once.")},
    {param::kThrowOncePerChain, QT_TRANSLATE_NOOP("ParameterWords", "Each throw once per move"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Within one chain of landings a monster throws each man at most once.")},
    {param::kSnakeOncePerChain, QT_TRANSLATE_NOOP("ParameterWords", "Each snake once per move"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Within one chain of landings a piece takes each snake at most once, so "
                       "bumps and a snake cannot loop.")},
    {param::kMaxChainLandings, QT_TRANSLATE_NOOP("ParameterWords", "Longest chain"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Landings after which a chain is cut short, a safety net that the "
                       "reports count.")},
    {param::kSpawnLands, QT_TRANSLATE_NOOP("ParameterWords", "A new monster lands"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A monster placed on the last step lands there: it throws men in reach.")},
    {param::kAbilityCounting, QT_TRANSLATE_NOOP("ParameterWords", "Monsters counted for abilities"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Which monsters count when the second monster gets one ability, the "
                       "third two, and so on.")},
    {param::kAbilityDie, QT_TRANSLATE_NOOP("ParameterWords", "Ability die"),
     QT_TRANSLATE_NOOP("ParameterWords", "The die a monster's abilities are rolled with.")},
    {param::kGridAbilities, QT_TRANSLATE_NOOP("ParameterWords", "Abilities use the grid"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Abilities 1 and 2 move and throw across the grid's rows, not only "
                       "along the path.")},
    {param::kDeadMonsterMove, QT_TRANSLATE_NOOP("ParameterWords", "Dead player's dice"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "With no man on the board, a dead player's dice move monsters, or are "
                       "lost.")},
    {param::kBoxcarsReward, QT_TRANSLATE_NOOP("ParameterWords", "Boxcars reward"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Boxcars with the whole roll on one man gives a dead team a man, or "
                       "lets a dead player steal one.")},
    {param::kWaveShiftLands, QT_TRANSLATE_NOOP("ParameterWords", "The wave's end shift lands"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Men moved upstream at a wave's end land where they arrive (snakes, "
                       "bumps, ladders).")},
    {param::kBossWave, QT_TRANSLATE_NOOP("ParameterWords", "Boss wave"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "After the last wave a boss appears; the team wins by destroying it.")},
    {param::kBossAbilities, QT_TRANSLATE_NOOP("ParameterWords", "Boss abilities"),
     QT_TRANSLATE_NOOP("ParameterWords", "Abilities the boss is given.")},
    {param::kBossRoundLimit, QT_TRANSLATE_NOOP("ParameterWords", "The boss within one wave"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The boss must be destroyed before its wave ends, or the team loses.")},
};

constexpr words::Option kOptions[] = {
    {param::kBoard, "snakes100",
     QT_TRANSLATE_NOOP("ParameterWords", "Snakes and ladders, 100 steps")},
    {param::kBoard, "chess64", QT_TRANSLATE_NOOP("ParameterWords", "Chessboard, 64 steps")},
    {param::kBoard, "random", QT_TRANSLATE_NOOP("ParameterWords", "Drawn at random")},
    {param::kWaveWin, "anyAlive", QT_TRANSLATE_NOOP("ParameterWords", "Someone is alive")},
    {param::kWaveWin, "allAlive", QT_TRANSLATE_NOOP("ParameterWords", "Every team is alive")},
    {param::kWaveWin, "manOnBoard", QT_TRANSLATE_NOOP("ParameterWords", "A man is on the board")},
    {param::kMonsterTie, "upstream",
     QT_TRANSLATE_NOOP("ParameterWords", "Toward the upstream man")},
    {param::kMonsterTie, "downstream",
     QT_TRANSLATE_NOOP("ParameterWords", "Toward the downstream man")},
    {param::kSnakeEyesDice, "reuse", QT_TRANSLATE_NOOP("ParameterWords", "The same dice again")},
    {param::kSnakeEyesDice, "remainder", QT_TRANSLATE_NOOP("ParameterWords", "Only the dice left")},
    {param::kAbilityCounting, "waveMonsters",
     QT_TRANSLATE_NOOP("ParameterWords", "Monsters of the waves")},
    {param::kAbilityCounting, "allMonsters",
     QT_TRANSLATE_NOOP("ParameterWords", "Every monster, dead players' too")},
    {param::kAbilityDie, "d6", QT_TRANSLATE_NOOP("ParameterWords", "A six-sided die")},
    {param::kAbilityDie, "gameDie", QT_TRANSLATE_NOOP("ParameterWords", "The game's die")},
    {param::kDeadMonsterMove, "dice", QT_TRANSLATE_NOOP("ParameterWords", "Move monsters")},
    {param::kDeadMonsterMove, "step", QT_TRANSLATE_NOOP("ParameterWords", "Lost")},
};

constexpr words::Counter kCounters[] = {
    {"turns", QT_TRANSLATE_NOOP("CounterWords", "Turns the player took")},
    {"turns.dead", QT_TRANSLATE_NOOP("CounterWords", "Turns taken while the team was dead")},
    {"deploys", QT_TRANSLATE_NOOP("CounterWords", "Men deployed")},
    {"deploys.forced",
     QT_TRANSLATE_NOOP("CounterWords", "Men deployed because none was on the board")},
    {"dice.rolled", QT_TRANSLATE_NOOP("CounterWords", "Dice rolled")},
    {"dice.lost", QT_TRANSLATE_NOOP("CounterWords", "Dice lost for want of a man to move")},
    {"dice.monsters", QT_TRANSLATE_NOOP("CounterWords", "Dice that moved monsters")},
    {"men.lost.die", QT_TRANSLATE_NOOP("CounterWords", "Men carried past the end by a die")},
    {"men.lost.thrown", QT_TRANSLATE_NOOP("CounterWords", "Men thrown past the end by monsters")},
    {"men.lost.pushed", QT_TRANSLATE_NOOP("CounterWords", "Men pushed past the end")},
    {"men.undeployed",
     QT_TRANSLATE_NOOP("CounterWords", "Men bumped past the start, back to the reserve")},
    {"bumps.between", QT_TRANSLATE_NOOP("CounterWords", "Men of other teams bumped upstream")},
    {"bumps.within",
     QT_TRANSLATE_NOOP("CounterWords", "Teammates (or men a thrown man hit) pushed one step")},
    {"snakes.taken", QT_TRANSLATE_NOOP("CounterWords", "Snakes that carried a man down")},
    {"snakes.steps", QT_TRANSLATE_NOOP("CounterWords", "Steps men slid down snakes")},
    {"ladders.taken", QT_TRANSLATE_NOOP("CounterWords", "Ladders men took")},
    {"ladders.stayed", QT_TRANSLATE_NOOP("CounterWords", "Ladder ends where a man stayed")},
    {"ladders.stepsUp", QT_TRANSLATE_NOOP("CounterWords", "Steps men climbed by ladders")},
    {"ladders.stepsDown",
     QT_TRANSLATE_NOOP("CounterWords", "Steps men went down ladders from the top")},
    {"throws.men", QT_TRANSLATE_NOOP("CounterWords", "Men thrown by monsters")},
    {"throws.monsters", QT_TRANSLATE_NOOP("CounterWords", "Monsters thrown by men")},
    {"monsters.wave", QT_TRANSLATE_NOOP("CounterWords", "Monsters that came with a wave")},
    {"monsters.idle",
     QT_TRANSLATE_NOOP("CounterWords", "Monsters added for a dead player with nothing to move")},
    {"monsters.destroyed", QT_TRANSLATE_NOOP("CounterWords", "Monsters thrown past the end")},
    {"monsters.merged", QT_TRANSLATE_NOOP("CounterWords", "Monsters that merged into another")},
    {"ability.2.throws",
     QT_TRANSLATE_NOOP("CounterWords", "Throws only a monster reaching across the grid made")},
    {"ability.3.throws", QT_TRANSLATE_NOOP("CounterWords", "Throws two full dice far")},
    {"ability.5.throws", QT_TRANSLATE_NOOP("CounterWords", "Throws from two steps away")},
    {"boxcars", QT_TRANSLATE_NOOP("CounterWords", "Rolls with boxcars")},
    {"snakeEyes", QT_TRANSLATE_NOOP("CounterWords", "Rolls with snake eyes")},
    {"gifts", QT_TRANSLATE_NOOP("CounterWords", "Men given to a dead team")},
    {"steals", QT_TRANSLATE_NOOP("CounterWords", "Men a dead player stole")},
    {"waves.deadTeams",
     QT_TRANSLATE_NOOP("CounterWords", "Teams dead when a wave ended (they come back)")},
    {"loopGuards", QT_TRANSLATE_NOOP("CounterWords", "Chains of landings cut short")},
    {"guards.throw",
     QT_TRANSLATE_NOOP("CounterWords", "Throws held back: the monster had thrown that man")},
    {"chain.longest", QT_TRANSLATE_NOOP("CounterWords", "The longest chain of landings")},
    {"waves.survived", QT_TRANSLATE_NOOP("CounterWords", "Waves the team survived")},
    {"ability.1.moves",
     QT_TRANSLATE_NOOP("CounterWords", "Monster steps across the grid, off the path")},
    {"ability.4.steps", QT_TRANSLATE_NOOP("CounterWords", "Second steps monsters took in a turn")},
    {"ability.6.dice",
     QT_TRANSLATE_NOOP("CounterWords", "Dice monsters took after they had thrown a man")},
    {"chains", QT_TRANSLATE_NOOP("CounterWords", "Chains of landings resolved")},
    {"chain.landings", QT_TRANSLATE_NOOP("CounterWords", "Landings in all chains")},
    {"boss.killed", QT_TRANSLATE_NOOP("CounterWords", "Bosses thrown past the end")},
    {"boss.round", QT_TRANSLATE_NOOP("CounterWords", "The round of its wave the boss died in")},
};

// wave.<w>.<what>: section 6's "per wave", one sentence per kind with w.
struct WaveCounter {
    std::string_view what;
    const char* text;
};
constexpr WaveCounter kWaveCounters[] = {
    //: %1 a wave's number
    {"men.lost.die",
     QT_TRANSLATE_NOOP("CounterWords", "Wave %1: men carried past the end by a die")},
    {"men.lost.thrown",
     QT_TRANSLATE_NOOP("CounterWords", "Wave %1: men thrown past the end by monsters")},
    {"men.lost.pushed", QT_TRANSLATE_NOOP("CounterWords", "Wave %1: men pushed past the end")},
    {"men.undeployed",
     QT_TRANSLATE_NOOP("CounterWords", "Wave %1: men bumped past the start, back to the reserve")},
    {"deadTeams", QT_TRANSLATE_NOOP("CounterWords", "Wave %1: teams dead when it ended")},
    {"turns.dead",
     QT_TRANSLATE_NOOP("CounterWords", "Wave %1: turns taken while the team was dead")},
    {"deploys.forced",
     QT_TRANSLATE_NOOP("CounterWords", "Wave %1: men deployed because none was on the board")},
    {"dice.lost",
     QT_TRANSLATE_NOOP("CounterWords", "Wave %1: dice lost for want of a man to move")},
};

// What the cells of each heatmap count.
constexpr words::Heatmap kHeatmaps[] = {
    {"men", QT_TRANSLATE_NOOP(
                "HeatmapWords",
                "moves of a man that ended on the step (deploying, snakes and ladders included)")},
    {"monsters",
     QT_TRANSLATE_NOOP("HeatmapWords",
                       "moves of a monster that ended on the step (spawning included)")},
};

// The demo design's notes and move notes, as the core writes them.
constexpr const char* kDemoTexts[] = {
    QT_TRANSLATE_NOOP("DemoWords",
                      "Streamway Siege as the reading builds it, for two teams of three men on the "
                      "100-step snakes-and-ladders board, shortened to three waves so the first "
                      "monster appears. Edit the board in the set-up; it is your copy."),
    QT_TRANSLATE_NOOP("DemoWords",
                      "The first turn: a man enters on step 1, far from the lethal end."),
    QT_TRANSLATE_NOOP("DemoWords",
                      "Mid-game: keep men upstream; every die pushes them toward the end."),
    QT_TRANSLATE_NOOP("DemoWords", "The game ends here."),
};

class StreamwaySiegeUi final : public RulesetUi {
public:
    StreamwaySiegeUi() : RulesetUi({kParameters, kOptions, kCounters, kDemoTexts, kHeatmaps}) {}

    std::string_view rulesetId() const override { return "streamway-siege"; }
    QString boardView() const override {
        return QStringLiteral("boards/streamway_siege/StreamwaySiegeBoardView.qml");
    }
    std::unique_ptr<BoardPresenter> makePresenter() const override {
        return std::make_unique<StreamwaySiegeBoardPresenter>();
    }
    QString editorPane() const override {
        return QStringLiteral("boards/streamway_siege/StreamwaySiegeEditorPane.qml");
    }

    QString counterDescription(std::string_view id) const override {
        // ability.<k>.rolled: worded from the ability's name.
        const std::string_view ability = words::after(id, "ability.");
        if (ability.size() == 8 && ability.substr(1) == ".rolled" && ability[0] >= '1' &&
            ability[0] <= '6')
            //: %1 what a monster ability does ("takes two steps a turn")
            return QCoreApplication::translate("CounterWords", "Monsters given the ability: %1")
                .arg(StreamwaySiegeBoardPresenter::abilityName(ability[0] - '0'));
        // throws.ability.<k>: likewise.
        const std::string_view thrower = words::after(id, "throws.ability.");
        if (thrower.size() == 1 && thrower[0] >= '1' && thrower[0] <= '6')
            //: %1 what a monster ability does ("takes two steps a turn")
            return QCoreApplication::translate("CounterWords",
                                               "Men thrown by monsters with the ability: %1")
                .arg(StreamwaySiegeBoardPresenter::abilityName(thrower[0] - '0'));
        if (const QString piece = pieceCounter(id); !piece.isEmpty())
            return piece;
        if (const QString wave = waveCounter(id); !wave.isEmpty())
            return wave;
        return RulesetUi::counterDescription(id);
    }

private:
    static QString waveCounter(std::string_view id) {
        const std::string_view rest = words::after(id, "wave.");
        const std::size_t dot = rest.find('.');
        if (dot == std::string_view::npos || dot == 0)
            return {};
        const int w = QString::fromLatin1(rest.data(), qsizetype(dot)).toInt();
        const std::string_view what = rest.substr(dot + 1);
        for (const WaveCounter& c : kWaveCounters)
            if (c.what == what && w > 0)
                return QCoreApplication::translate("CounterWords", c.text).arg(w);
        return {};
    }

    // snake.<k>.<what> and ladder.<k>.<what>: one sentence per kind, with k.
    static QString pieceCounter(std::string_view id) {
        const bool snake = id.rfind("snake.", 0) == 0;
        if (!snake && id.rfind("ladder.", 0) != 0)
            return {};
        const std::string_view rest = id.substr(snake ? 6 : 7);
        const std::size_t dot = rest.find('.');
        if (dot == std::string_view::npos || dot == 0)
            return {};
        const int k = QString::fromLatin1(rest.data(), qsizetype(dot)).toInt();
        const std::string_view what = rest.substr(dot + 1);
        const char* text = nullptr;
        if (snake && what == "landings")
            //: %1 the snake's number on the board
            text = QT_TRANSLATE_NOOP("CounterWords", "Men who landed on snake %1's head");
        else if (snake && what == "steps")
            text = QT_TRANSLATE_NOOP("CounterWords", "Steps snake %1 carried men down");
        else if (!snake && what == "landings")
            //: %1 the ladder's number on the board
            text = QT_TRANSLATE_NOOP("CounterWords", "Men who landed on an end of ladder %1");
        else if (!snake && what == "taken")
            text = QT_TRANSLATE_NOOP("CounterWords", "Men who took ladder %1");
        else if (!snake && what == "stepsUp")
            text = QT_TRANSLATE_NOOP("CounterWords", "Steps men climbed ladder %1");
        else if (!snake && what == "stepsDown")
            text = QT_TRANSLATE_NOOP("CounterWords", "Steps men went down ladder %1 from its top");
        else if (snake && what == "monsters")
            text = QT_TRANSLATE_NOOP("CounterWords", "Monsters that slid down snake %1");
        else if (!snake && what == "monsters")
            text = QT_TRANSLATE_NOOP("CounterWords", "Monsters that climbed ladder %1");
        if (!text || k <= 0)
            return {};
        return QCoreApplication::translate("CounterWords", text).arg(k);
    }
};

} // namespace

const RulesetUi& rulesetUi() {
    static const StreamwaySiegeUi ui;
    return ui;
}

} // namespace pb::gui::streamway_siege
