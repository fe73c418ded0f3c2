#include "rulesets/butterfly_effect/butterfly_effect_ui.h"

#include "games/butterfly_effect/butterfly_effect_game.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "ruleset_ui.h"
#include "rulesets/butterfly_effect/butterfly_effect_board_presenter.h"
#include "word_tables.h"

#include <charconv>

namespace pb::gui::butterfly_effect {

namespace {

namespace param = pb::butterfly_effect::param;

// In the designer's words: the text's Bastet and Osiris, eras, green spots and
// Ra's cities; the gap each parameter settles is on the rules page.
constexpr words::Parameter kParameters[] = {
    {param::kHandSize, QT_TRANSLATE_NOOP("ParameterWords", "Hand size"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards each player draws up to at the start of a turn.")},
    {param::kAnimalsSeat, QT_TRANSLATE_NOOP("ParameterWords", "Bastet's seat"),
     QT_TRANSLATE_NOOP("ParameterWords", "The seat that plays Bastet and the animals.")},
    {param::kBoardSize, QT_TRANSLATE_NOOP("ParameterWords", "Board size"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Squares along a side of each era's board, when the design gives no "
                       "board of its own.")},
    {param::kSeparateEraLayouts, QT_TRANSLATE_NOOP("ParameterWords", "Own layout for the past"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The past may have its own green spots and cities instead of the "
                       "present's.")},
    {param::kPlaceOn, QT_TRANSLATE_NOOP("ParameterWords", "Where species are placed"),
     QT_TRANSLATE_NOOP("ParameterWords", "The squares a species card may put a new piece on.")},
    {param::kCityControl, QT_TRANSLATE_NOOP("ParameterWords", "Holding a city"),
     QT_TRANSLATE_NOOP("ParameterWords", "What it takes to hold one of Ra's cities.")},
    {param::kSameCityBothEras, QT_TRANSLATE_NOOP("ParameterWords", "Same city in both eras"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "To win, the city held in the past must be the one held in the present.")},
    {param::kHoldTurnEnds, QT_TRANSLATE_NOOP("ParameterWords", "Turn ends to hold"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Turn ends in a row a player must hold a city in each era to win.")},
    {param::kHoldSameCities, QT_TRANSLATE_NOOP("ParameterWords", "Hold the same cities"),
     QT_TRANSLATE_NOOP("ParameterWords", "The hold counts only while the same cities stay held.")},
    {param::kBattleRule, QT_TRANSLATE_NOOP("ParameterWords", "Battle rule"),
     QT_TRANSLATE_NOOP("ParameterWords", "How a battle for a square is decided.")},
    {param::kDieSides, QT_TRANSLATE_NOOP("ParameterWords", "Die faces"),
     QT_TRANSLATE_NOOP("ParameterWords", "Faces of the battle die.")},
    {param::kAttackerLoss, QT_TRANSLATE_NOOP("ParameterWords", "A beaten attacker"),
     QT_TRANSLATE_NOOP("ParameterWords", "What happens to an attacker that loses its battle.")},
    {param::kReproduceAt, QT_TRANSLATE_NOOP("ParameterWords", "When the past reproduces"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "When a species placed in the past reproduces in the present.")},
    {param::kPastPieceStays, QT_TRANSLATE_NOOP("ParameterWords", "Past piece stays"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A piece placed in the past stays there after it has reproduced.")},
    {param::kPatternTurns, QT_TRANSLATE_NOOP("ParameterWords", "Turning patterns"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How a reproduction or death pattern may be laid on the board.")},
    {param::kSproutOntoEnemy, QT_TRANSLATE_NOOP("ParameterWords", "Reproducing onto an enemy"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "What a reproduction does on a square held by the other player.")},
    {param::kDeathChooser, QT_TRANSLATE_NOOP("ParameterWords", "Who lays a death pattern"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Who decides how the death pattern of a piece beaten in the past lies.")},
    {param::kDeathBoards, QT_TRANSLATE_NOOP("ParameterWords", "Where death patterns kill"),
     QT_TRANSLATE_NOOP("ParameterWords", "The eras in which a death pattern kills.")},
    {param::kMoveAdjacency, QT_TRANSLATE_NOOP("ParameterWords", "Steps"),
     QT_TRANSLATE_NOOP("ParameterWords", "The squares a piece may step to.")},
    {param::kPassThrough, QT_TRANSLATE_NOOP("ParameterWords", "Move through pieces"),
     QT_TRANSLATE_NOOP("ParameterWords", "A moving piece may pass over other pieces.")},
    {param::kPlaceMandatory, QT_TRANSLATE_NOOP("ParameterWords", "Placing is compulsory"),
     QT_TRANSLATE_NOOP("ParameterWords", "A player who can place a species must.")},
    {param::kMoveMandatory, QT_TRANSLATE_NOOP("ParameterWords", "Moving is compulsory"),
     QT_TRANSLATE_NOOP("ParameterWords", "A player who can move a species must.")},
    {param::kMoveBeforePlace, QT_TRANSLATE_NOOP("ParameterWords", "Move before placing"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The designer's later turn order: move a species first, then place one.")},
    {param::kOneEraPerTurn, QT_TRANSLATE_NOOP("ParameterWords", "One era a turn"),
     QT_TRANSLATE_NOOP("ParameterWords", "Placing and moving in one turn happen in the same era.")},
    {param::kStealOn, QT_TRANSLATE_NOOP("ParameterWords", "Stealing evolutions"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Who may take an evolution card from the beaten species after a battle.")},
    {param::kMaxEvolutionsPerSpecies, QT_TRANSLATE_NOOP("ParameterWords", "Evolutions per species"),
     QT_TRANSLATE_NOOP("ParameterWords", "Evolution cards one species may carry at once.")},
    {param::kCopiesPerSpecies, QT_TRANSLATE_NOOP("ParameterWords", "Cards per species"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Cards of each own species in a player's deck, unless the design's cards "
                       "say otherwise.")},
    {param::kEmptyDeck, QT_TRANSLATE_NOOP("ParameterWords", "An empty deck"),
     QT_TRANSLATE_NOOP("ParameterWords", "What happens when a player's deck runs out.")},
    {param::kSetupSpots, QT_TRANSLATE_NOOP("ParameterWords", "Set-up spots"),
     QT_TRANSLATE_NOOP("ParameterWords", "The green spots the first three pieces may go on.")},
    {param::kMaxTurns, QT_TRANSLATE_NOOP("ParameterWords", "Turn limit"),
     QT_TRANSLATE_NOOP("ParameterWords", "After this many turns the game is a draw.")},
    {param::kPieceLimit, QT_TRANSLATE_NOOP("ParameterWords", "Pins per species"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Pieces of one species on both boards at once (0: no limit).")},
};

constexpr words::Option kOptions[] = {
    {param::kPlaceOn, "greenSpots", QT_TRANSLATE_NOOP("ParameterWords", "Empty green spots")},
    {param::kPlaceOn, "anyEmpty", QT_TRANSLATE_NOOP("ParameterWords", "Any empty square")},
    {param::kPlaceOn, "adjacentOwn",
     QT_TRANSLATE_NOOP("ParameterWords", "Next to the same species")},
    {param::kCityControl, "occupy", QT_TRANSLATE_NOOP("ParameterWords", "Stand on it")},
    {param::kCityControl, "occupyUncontested",
     QT_TRANSLATE_NOOP("ParameterWords", "Stand on it with no enemy next to it")},
    {param::kBattleRule, "opposed",
     QT_TRANSLATE_NOOP("ParameterWords", "Both roll, die plus strength; ties to the defender")},
    {param::kBattleRule, "health",
     QT_TRANSLATE_NOOP("ParameterWords", "The attacker's roll against the defender's health")},
    {param::kAttackerLoss, "dies", QT_TRANSLATE_NOOP("ParameterWords", "It dies")},
    {param::kAttackerLoss, "returns",
     QT_TRANSLATE_NOOP("ParameterWords", "It stays where it started")},
    {param::kReproduceAt, "ownerNextTurn",
     QT_TRANSLATE_NOOP("ParameterWords", "At the start of the owner's next turn")},
    {param::kReproduceAt, "opponentTurnEnd",
     QT_TRANSLATE_NOOP("ParameterWords", "At the end of the opponent's turn")},
    {param::kReproduceAt, "immediate", QT_TRANSLATE_NOOP("ParameterWords", "At once")},
    {param::kPatternTurns, "rotations", QT_TRANSLATE_NOOP("ParameterWords", "Turned")},
    {param::kPatternTurns, "rotationsReflections",
     QT_TRANSLATE_NOOP("ParameterWords", "Turned or mirrored")},
    {param::kSproutOntoEnemy, "skip", QT_TRANSLATE_NOOP("ParameterWords", "That square is lost")},
    {param::kSproutOntoEnemy, "override",
     QT_TRANSLATE_NOOP("ParameterWords", "It removes the enemy")},
    {param::kDeathChooser, "owner", QT_TRANSLATE_NOOP("ParameterWords", "The dead piece's owner")},
    {param::kDeathChooser, "winner", QT_TRANSLATE_NOOP("ParameterWords", "The battle's winner")},
    {param::kDeathBoards, "present", QT_TRANSLATE_NOOP("ParameterWords", "The present")},
    {param::kDeathBoards, "both", QT_TRANSLATE_NOOP("ParameterWords", "The past and the present")},
    {param::kMoveAdjacency, "orthogonal",
     QT_TRANSLATE_NOOP("ParameterWords", "Up, down, left and right")},
    {param::kMoveAdjacency, "eight", QT_TRANSLATE_NOOP("ParameterWords", "Diagonals too")},
    {param::kStealOn, "battleWin", QT_TRANSLATE_NOOP("ParameterWords", "Any battle's winner")},
    {param::kStealOn, "attackerWin",
     QT_TRANSLATE_NOOP("ParameterWords", "Only a winning attacker")},
    {param::kStealOn, "never", QT_TRANSLATE_NOOP("ParameterWords", "Nobody")},
    {param::kEmptyDeck, "reshuffle",
     QT_TRANSLATE_NOOP("ParameterWords", "Shuffle the discards back")},
    {param::kEmptyDeck, "stopDrawing", QT_TRANSLATE_NOOP("ParameterWords", "Stop drawing")},
    {param::kSetupSpots, "anyGreen", QT_TRANSLATE_NOOP("ParameterWords", "Any green spot")},
    {param::kSetupSpots, "ownHalf",
     QT_TRANSLATE_NOOP("ParameterWords", "Green spots on the own half")},
};

// Counters named after a species, a city or a card are worded from the
// patterns in counterDescription().
constexpr words::Counter kCounters[] = {
    {"place.past", QT_TRANSLATE_NOOP("CounterWords", "Species placed in the past")},
    {"place.present", QT_TRANSLATE_NOOP("CounterWords", "Species placed in the present")},
    {"place.skippedNoCard",
     QT_TRANSLATE_NOOP("CounterWords", "Turns with no species card to place")},
    {"place.skippedNoSquare",
     QT_TRANSLATE_NOOP("CounterWords", "Turns with species cards but no free square")},
    {"place.declined", QT_TRANSLATE_NOOP("CounterWords", "Placements skipped by choice")},
    {"move.skipped", QT_TRANSLATE_NOOP("CounterWords", "Turns with no piece able to move")},
    {"move.declined", QT_TRANSLATE_NOOP("CounterWords", "Moves skipped by choice")},
    {"deck.reshuffles", QT_TRANSLATE_NOOP("CounterWords", "Discards shuffled back into the deck")},
    {"reproduce.count", QT_TRANSLATE_NOOP("CounterWords", "Reproductions from the past")},
    {"reproduce.pieces",
     QT_TRANSLATE_NOOP("CounterWords", "Pieces reproductions put in the present")},
    {"reproduce.lostOffBoard",
     QT_TRANSLATE_NOOP("CounterWords", "Reproduction squares lost off the board")},
    {"reproduce.lostOnEnemy",
     QT_TRANSLATE_NOOP("CounterWords", "Reproduction squares lost to enemy pieces")},
    {"reproduce.ownOverridden",
     QT_TRANSLATE_NOOP("CounterWords", "Own pieces replaced by a reproduction")},
    {"reproduce.enemiesRemoved",
     QT_TRANSLATE_NOOP("CounterWords", "Enemy pieces removed by a reproduction")},
    {"reproduce.cancelled",
     QT_TRANSLATE_NOOP("CounterWords", "Reproductions lost because the past piece died")},
    {"fertility.extras", QT_TRANSLATE_NOOP("CounterWords", "Extra pieces from Fertility")},
    {"battle.attacks", QT_TRANSLATE_NOOP("CounterWords", "Battles started")},
    {"battle.attacksWon", QT_TRANSLATE_NOOP("CounterWords", "Battles won as attacker")},
    {"battle.defencesWon", QT_TRANSLATE_NOOP("CounterWords", "Battles won as defender")},
    {"battle.tiesToDefender",
     QT_TRANSLATE_NOOP("CounterWords", "Battles won as defender on a tie")},
    {"battle.past", QT_TRANSLATE_NOOP("CounterWords", "Battles started in the past")},
    {"battle.present", QT_TRANSLATE_NOOP("CounterWords", "Battles started in the present")},
    {"death.battlePast", QT_TRANSLATE_NOOP("CounterWords", "Own pieces beaten in the past")},
    {"death.battlePresent", QT_TRANSLATE_NOOP("CounterWords", "Own pieces beaten in the present")},
    {"death.patterns", QT_TRANSLATE_NOOP("CounterWords", "Death patterns of own species laid")},
    {"death.patternKills",
     QT_TRANSLATE_NOOP("CounterWords", "Own pieces killed by death patterns")},
    {"deepRoots.shrunk",
     QT_TRANSLATE_NOOP("CounterWords", "Death patterns shrunk to one square by Deep Roots")},
    {"camouflage.saves", QT_TRANSLATE_NOOP("CounterWords", "Beaten defenders saved by Camouflage")},
    {"evolve.played", QT_TRANSLATE_NOOP("CounterWords", "Evolution cards played")},
    {"evolve.stolen", QT_TRANSLATE_NOOP("CounterWords", "Evolution cards stolen")},
    {"evolve.passesHolding",
     QT_TRANSLATE_NOOP("CounterWords", "Evolutions passed while holding a playable card")},
    {"evolve.cardTurns",
     QT_TRANSLATE_NOOP("CounterWords", "Turn ends the evolution cards were on own species")},
    {"move.count", QT_TRANSLATE_NOOP("CounterWords", "Moves")},
    {"move.past", QT_TRANSLATE_NOOP("CounterWords", "Moves in the past")},
    {"move.present", QT_TRANSLATE_NOOP("CounterWords", "Moves in the present")},
    {"move.distance", QT_TRANSLATE_NOOP("CounterWords", "Steps moved")},
    {"move.allowed", QT_TRANSLATE_NOOP("CounterWords", "Steps the moves allowed")},
    {"vines.slowdowns", QT_TRANSLATE_NOOP("CounterWords", "Moves slowed by enemy Vines")},
    {"city.controlTurnEnds",
     QT_TRANSLATE_NOOP("CounterWords", "Turn ends holding a city in each era")},
    {"city.streaksStarted", QT_TRANSLATE_NOOP("CounterWords", "Holds of a city in each era begun")},
    {"city.streaksBroken", QT_TRANSLATE_NOOP("CounterWords", "Such holds broken before winning")},
    {"city.firstControlTurn",
     QT_TRANSLATE_NOOP("CounterWords", "Turn the player first held a city in each era (0: never)")},
    {"game.won", QT_TRANSLATE_NOOP("CounterWords", "Games won")},
    {"game.drawnAtLimit", QT_TRANSLATE_NOOP("CounterWords", "Games drawn at the turn limit")},
    {"game.turns", QT_TRANSLATE_NOOP("CounterWords", "Turns the game lasted")},
    {"game.winningTurn",
     QT_TRANSLATE_NOOP("CounterWords", "Turn the player won on (0: did not win)")},
    {"battle.attacksWon.past",
     QT_TRANSLATE_NOOP("CounterWords", "Battles won as attacker in the past")},
    {"battle.attacksWon.present",
     QT_TRANSLATE_NOOP("CounterWords", "Battles won as attacker in the present")},
    {"battle.defencesWon.past",
     QT_TRANSLATE_NOOP("CounterWords", "Battles won as defender in the past")},
    {"battle.defencesWon.present",
     QT_TRANSLATE_NOOP("CounterWords", "Battles won as defender in the present")},
    {"battle.tiesToDefender.past",
     QT_TRANSLATE_NOOP("CounterWords", "Battles won as defender on a tie in the past")},
    {"battle.tiesToDefender.present",
     QT_TRANSLATE_NOOP("CounterWords", "Battles won as defender on a tie in the present")},
};

// The number at the start of `text` ("3x1" gives 3 and leaves "x1"), or -1.
int leadingNumber(std::string_view& text) {
    int value = -1;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc())
        return -1;
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
    return value;
}

// The counters numbered by species, city or card.
QString numberedCounter(std::string_view id) {
    for (const char* era : {"past", "present"}) {
        std::string prefix = "place.";
        prefix += era;
        prefix += ".species";
        std::string_view rest = words::after(id, prefix);
        if (!rest.empty()) {
            const int k = leadingNumber(rest);
            return std::string_view(era) == "past"
                       //: %1 the player's species 1-3 (in the order of the design's cards)
                       ? QCoreApplication::translate("CounterWords",
                                                     "Own species %1 placed in the past")
                             .arg(k)
                       : QCoreApplication::translate("CounterWords",
                                                     "Own species %1 placed in the present")
                             .arg(k);
        }
        prefix = "city.held.";
        prefix += era;
        prefix += ".";
        rest = words::after(id, prefix);
        if (!rest.empty()) {
            const int c = leadingNumber(rest);
            return std::string_view(era) == "past"
                       //: %1 the number of one of Ra's cities
                       ? QCoreApplication::translate("CounterWords",
                                                     "Turn ends holding city %1 of the past")
                             .arg(c)
                       : QCoreApplication::translate("CounterWords",
                                                     "Turn ends holding city %1 of the present")
                             .arg(c);
        }
    }
    for (const bool won : {false, true}) {
        std::string_view rest = words::after(id, won ? "battle.pairWon." : "battle.pair.");
        if (rest.empty())
            continue;
        const int a = leadingNumber(rest);
        if (rest.empty() || rest.front() != 'x')
            return {};
        rest.remove_prefix(1);
        const int d = leadingNumber(rest);
        return won
                   //: %1 the player's species 1-3, %2 the other player's species 1-3
                   ? QCoreApplication::translate(
                         "CounterWords", "Battles won by own species %1 attacking enemy species %2")
                         .arg(a)
                         .arg(d)
                   : QCoreApplication::translate(
                         "CounterWords", "Battles of own species %1 attacking enemy species %2")
                         .arg(a)
                         .arg(d);
    }
    if (std::string_view rest = words::after(id, "battle.pairDefended."); !rest.empty()) {
        const int d = leadingNumber(rest);
        if (rest.empty() || rest.front() != 'x')
            return {};
        rest.remove_prefix(1);
        //: %1 the player's species 1-3, %2 the other player's species 1-3
        return QCoreApplication::translate(
                   "CounterWords",
                   "Battles won by own species %1 defending against enemy species %2")
            .arg(d)
            .arg(leadingNumber(rest));
    }
    if (std::string_view rest = words::after(id, "reproduce.count.species"); !rest.empty())
        //: %1 the player's species 1-3
        return QCoreApplication::translate("CounterWords", "Reproductions of own species %1")
            .arg(leadingNumber(rest));
    if (std::string_view rest = words::after(id, "death.patterns.species"); !rest.empty())
        //: %1 the player's species 1-3
        return QCoreApplication::translate("CounterWords", "Death patterns laid for own species %1")
            .arg(leadingNumber(rest));
    if (std::string_view rest = words::after(id, "death.patternKills.species"); !rest.empty())
        return QCoreApplication::translate("CounterWords",
                                           "Pieces of own species %1 killed by death patterns")
            .arg(leadingNumber(rest));
    if (std::string_view rest = words::after(id, "evolve.played.card"); !rest.empty())
        //: %1 the number of an evolution card in the design's list
        return QCoreApplication::translate("CounterWords", "Evolution card %1 played")
            .arg(leadingNumber(rest));
    if (std::string_view rest = words::after(id, "evolve.stolen.card"); !rest.empty())
        return QCoreApplication::translate("CounterWords", "Evolution card %1 stolen")
            .arg(leadingNumber(rest));
    return {};
}

// What the cells of each heatmap count.
constexpr words::Heatmap kHeatmaps[] = {
    {"past", QT_TRANSLATE_NOOP("HeatmapWords", "pieces that came onto the square of the past")},
    {"present",
     QT_TRANSLATE_NOOP("HeatmapWords", "pieces that came onto the square of the present")},
};

// The demo design's notes and move notes, as the core writes them.
constexpr const char* kDemoTexts[] = {
    QT_TRANSLATE_NOOP("DemoWords",
                      "Butterfly Effect as the default reading plays it: six species, eight "
                      "evolution cards, 9x9 boards for the past and the present with three of Ra's "
                      "cities. Compare moveBeforePlace=true, the designer's later turn order."),
    QT_TRANSLATE_NOOP("DemoWords",
                      "The deal: five cards each, then the set-up pieces on green spots."),
    QT_TRANSLATE_NOOP("DemoWords",
                      "Half way: a play in the past reproduces in the present next turn."),
    QT_TRANSLATE_NOOP("DemoWords", "The game ends here."),
};

class ButterflyEffectUi final : public RulesetUi {
public:
    ButterflyEffectUi() : RulesetUi({kParameters, kOptions, kCounters, kDemoTexts, kHeatmaps}) {}

    std::string_view rulesetId() const override { return "butterfly-effect"; }
    QString boardView() const override {
        return QStringLiteral("boards/butterfly_effect/ButterflyEffectBoardView.qml");
    }
    // Its own editor: the species and evolution cards hold patterns and typed
    // effects, which the shared deck editor's card schema cannot.
    QString editorPane() const override {
        return QStringLiteral("boards/butterfly_effect/ButterflyEffectEditorPane.qml");
    }
    std::unique_ptr<BoardPresenter> makePresenter() const override {
        return std::make_unique<ButterflyEffectBoardPresenter>();
    }

    bool isSeatParameter(std::string_view name) const override {
        return name == param::kAnimalsSeat;
    }
    QString counterDescription(std::string_view id) const override {
        const QString numbered = numberedCounter(id);
        return numbered.isEmpty() ? RulesetUi::counterDescription(id) : numbered;
    }
};

} // namespace

const RulesetUi& rulesetUi() {
    static const ButterflyEffectUi ui;
    return ui;
}

} // namespace pb::gui::butterfly_effect
