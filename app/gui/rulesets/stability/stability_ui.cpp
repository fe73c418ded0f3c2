#include "rulesets/stability/stability_ui.h"

#include "games/stability/stability_effects.h"
#include "games/stability/stability_parameter_names.h"
#include "ruleset_ui.h"
#include "rulesets/stability/stability_board_presenter.h"
#include "word_tables.h"

namespace pb::gui::stability {

namespace {

namespace param = pb::stability::param;

// The effect costs (costAdj1..costSet) are worded from the effect's name below.
constexpr words::Parameter kParameters[] = {
    {param::kSize, QT_TRANSLATE_NOOP("ParameterWords", "Board size"),
     QT_TRANSLATE_NOOP("ParameterWords", "Squares along each side of the board.")},
    {param::kMinValue, QT_TRANSLATE_NOOP("ParameterWords", "Lowest starting number"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The lowest number a square other than a corner starts with.")},
    {param::kMaxValue, QT_TRANSLATE_NOOP("ParameterWords", "Highest starting number"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The highest number a square other than a corner starts with.")},
    {param::kCornerValue, QT_TRANSLATE_NOOP("ParameterWords", "Corner number"),
     QT_TRANSLATE_NOOP("ParameterWords", "The number the four corner squares start with.")},
    {param::kDirections, QT_TRANSLATE_NOOP("ParameterWords", "Movement"),
     QT_TRANSLATE_NOOP("ParameterWords", "The lines a homunculus may move along.")},
    {param::kShareSquares, QT_TRANSLATE_NOOP("ParameterWords", "Share squares"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A homunculus may end its move on a square where another one stands.")},
    {param::kPermeationThreshold, QT_TRANSLATE_NOOP("ParameterWords", "Permeation threshold"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Permeation counters (PC) a player needs before declaring permeation.")},
    {param::kMinTile, QT_TRANSLATE_NOOP("ParameterWords", "Lowest tile number"),
     QT_TRANSLATE_NOOP("ParameterWords", "The lowest number a tile can show during play.")},
    {param::kMaxTile, QT_TRANSLATE_NOOP("ParameterWords", "Highest tile number"),
     QT_TRANSLATE_NOOP("ParameterWords", "The highest number a tile can show during play.")},
    {param::kAfflictionMandatory, QT_TRANSLATE_NOOP("ParameterWords", "Affliction is compulsory"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A player must afflict a tile every turn, even without buying an effect.")},
    {param::kAdjacency, QT_TRANSLATE_NOOP("ParameterWords", "Adjacent tiles"),
     QT_TRANSLATE_NOOP(
         "ParameterWords",
         "Which tiles count as adjacent for the effects that afflict adjacent tiles.")},
    {param::kMaxTurns, QT_TRANSLATE_NOOP("ParameterWords", "Turn limit"),
     QT_TRANSLATE_NOOP(
         "ParameterWords",
         "After this many turns the game ends in a draw among the players still in it.")},
};

constexpr words::Option kOptions[] = {
    {param::kDirections, "orthogonal",
     QT_TRANSLATE_NOOP("ParameterWords", "4 directions (straight)")},
    {param::kDirections, "eight",
     QT_TRANSLATE_NOOP("ParameterWords", "8 directions (with diagonals)")},
    {param::kAdjacency, "orthogonal", QT_TRANSLATE_NOOP("ParameterWords", "4 neighbours (sides)")},
    {param::kAdjacency, "eight",
     QT_TRANSLATE_NOOP("ParameterWords", "8 neighbours (with corners)")},
};

// Counters named after an effect are worded from its name below.
constexpr words::Counter kCounters[] = {
    {"move", QT_TRANSLATE_NOOP("CounterWords", "Moves made")},
    {"affliction",
     QT_TRANSLATE_NOOP("CounterWords", "Afflictions without permeation (each raises PC)")},
    {"skip", QT_TRANSLATE_NOOP("CounterWords", "Afflictions skipped")},
    {"permeate.none", QT_TRANSLATE_NOOP("CounterWords", "Permeations without buying an effect")},
    {"eliminated.zero", QT_TRANSLATE_NOOP("CounterWords", "Eliminated standing on a 0")},
    {"eliminated.stranded", QT_TRANSLATE_NOOP("CounterWords", "Eliminated with no legal move")},
    {"extra.clamped",
     QT_TRANSLATE_NOOP("CounterWords", "Extra tiles whose change was cut off at 0 or 10")},
};

// The effect whose cost parameter `name` is, or -1.
int costedEffect(std::string_view name) {
    for (int e = 1; e < pb::stability::kEffectCount; ++e)
        if (pb::stability::kEffects[static_cast<std::size_t>(e)].costParameter == name)
            return e;
    return -1;
}

// What the cells of each heatmap count.
constexpr words::Heatmap kHeatmaps[] = {
    {"visits", QT_TRANSLATE_NOOP("HeatmapWords", "moves that ended on the square")},
    {"eliminations", QT_TRANSLATE_NOOP("HeatmapWords", "homunculi eliminated on the square")},
};

// The demo design's notes and move notes, as the core writes them.
constexpr const char* kDemoTexts[] = {
    QT_TRANSLATE_NOOP("DemoWords", "The reference Stability rules with a board generated from seed "
                                   "1. Change anything; it is your copy."),
    QT_TRANSLATE_NOOP(
        "DemoWords",
        "The first move: every square nearby is still high, so any direction looks safe."),
    QT_TRANSLATE_NOOP("DemoWords", "Half way: the board is wearing down around both homunculi."),
    QT_TRANSLATE_NOOP("DemoWords", "The decisive move."),
};

class StabilityUi final : public RulesetUi {
public:
    StabilityUi() : RulesetUi({kParameters, kOptions, kCounters, kDemoTexts, kHeatmaps}) {}

    std::string_view rulesetId() const override { return "stability"; }
    QString boardView() const override {
        return QStringLiteral("boards/stability/StabilityPlayBoard.qml");
    }
    QString editorPane() const override {
        return QStringLiteral("boards/stability/StabilityBoardEditorPane.qml");
    }
    std::unique_ptr<BoardPresenter> makePresenter() const override {
        return std::make_unique<StabilityBoardPresenter>();
    }

    QString parameterLabel(std::string_view name) const override {
        if (const int effect = costedEffect(name); effect >= 0)
            //: %1 a Stability effect ("one more adjacent tile")
            return QCoreApplication::translate("ParameterWords", "Cost: %1")
                .arg(StabilityBoardPresenter::effectName(effect));
        return RulesetUi::parameterLabel(name);
    }
    QString parameterDescription(std::string_view name) const override {
        if (const int effect = costedEffect(name); effect >= 0)
            //: %1 a Stability effect ("one more adjacent tile")
            return QCoreApplication::translate(
                       "ParameterWords",
                       "Permeation counters (PC) a player pays to permeate with \"%1\".")
                .arg(StabilityBoardPresenter::effectName(effect));
        return RulesetUi::parameterDescription(name);
    }
    QString counterDescription(std::string_view id) const override {
        const std::string_view effect = words::after(id, "permeate.");
        for (int e = 1; e < pb::stability::kEffectCount && !effect.empty(); ++e)
            if (pb::stability::kEffects[static_cast<std::size_t>(e)].id == effect)
                //: %1 a Stability effect ("one more adjacent tile")
                return QCoreApplication::translate("CounterWords", "Effect bought: %1")
                    .arg(StabilityBoardPresenter::effectName(e));
        return RulesetUi::counterDescription(id);
    }
};

} // namespace

const RulesetUi& rulesetUi() {
    static const StabilityUi ui;
    return ui;
}

} // namespace pb::gui::stability
