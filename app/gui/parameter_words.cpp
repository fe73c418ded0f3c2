#include "parameter_words.h"

#include "engine/parameter_schema.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "games/stability/stability_effects.h"
#include "stability_board_presenter.h"

#include <algorithm>
#include <iterator>

namespace pb::gui {

namespace {

// Marked for lupdate here, translated when shown (a language switch takes
// effect at once).
struct Words {
    std::string_view ruleset;
    std::string_view name;
    const char* label;
    const char* description;
};

struct OptionWords {
    std::string_view ruleset;
    std::string_view name;
    std::string_view option;
    const char* label;
};

// Stability's effect costs (costAdj1..costSet) are worded from the effect's name.
constexpr Words kWords[] = {
    {"stability", "size", QT_TRANSLATE_NOOP("ParameterWords", "Board size"),
     QT_TRANSLATE_NOOP("ParameterWords", "Squares along each side of the board.")},
    {"stability", "minValue", QT_TRANSLATE_NOOP("ParameterWords", "Lowest starting number"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The lowest number a square other than a corner starts with.")},
    {"stability", "maxValue", QT_TRANSLATE_NOOP("ParameterWords", "Highest starting number"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The highest number a square other than a corner starts with.")},
    {"stability", "cornerValue", QT_TRANSLATE_NOOP("ParameterWords", "Corner number"),
     QT_TRANSLATE_NOOP("ParameterWords", "The number the four corner squares start with.")},
    {"stability", "directions", QT_TRANSLATE_NOOP("ParameterWords", "Movement"),
     QT_TRANSLATE_NOOP("ParameterWords", "The lines a homunculus may move along.")},
    {"stability", "shareSquares", QT_TRANSLATE_NOOP("ParameterWords", "Share squares"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A homunculus may end its move on a square where another one stands.")},
    {"stability", "permeationThreshold",
     QT_TRANSLATE_NOOP("ParameterWords", "Permeation threshold"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Permeation counters (PC) a player needs before declaring permeation.")},
    {"stability", "minTile", QT_TRANSLATE_NOOP("ParameterWords", "Lowest tile number"),
     QT_TRANSLATE_NOOP("ParameterWords", "The lowest number a tile can show during play.")},
    {"stability", "maxTile", QT_TRANSLATE_NOOP("ParameterWords", "Highest tile number"),
     QT_TRANSLATE_NOOP("ParameterWords", "The highest number a tile can show during play.")},
    {"stability", "afflictionMandatory",
     QT_TRANSLATE_NOOP("ParameterWords", "Affliction is compulsory"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A player must afflict a tile every turn, even without buying an effect.")},
    {"stability", "adjacency", QT_TRANSLATE_NOOP("ParameterWords", "Adjacent tiles"),
     QT_TRANSLATE_NOOP(
         "ParameterWords",
         "Which tiles count as adjacent for the effects that afflict adjacent tiles.")},
    {"stability", "maxTurns", QT_TRANSLATE_NOOP("ParameterWords", "Turn limit"),
     QT_TRANSLATE_NOOP(
         "ParameterWords",
         "After this many turns the game ends in a draw among the players still in it.")},

    {"torus-lab", "handSize", QT_TRANSLATE_NOOP("ParameterWords", "Starting hand"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards dealt to each player.")},
    {"torus-lab", "spaceCount", QT_TRANSLATE_NOOP("ParameterWords", "Spaces"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Spaces in the ring; each space has its own stack of cards.")},
    {"torus-lab", "startSpace", QT_TRANSLATE_NOOP("ParameterWords", "Starting space"),
     QT_TRANSLATE_NOOP("ParameterWords", "The space where every pawn starts.")},
    {"torus-lab", "startParticles", QT_TRANSLATE_NOOP("ParameterWords", "Starting particles"),
     QT_TRANSLATE_NOOP("ParameterWords", "Particles on each space except the starting space.")},
    {"torus-lab", "handLimit", QT_TRANSLATE_NOOP("ParameterWords", "Hand limit"),
     QT_TRANSLATE_NOOP("ParameterWords", "How many cards each player may hold at the start.")},
    {"torus-lab", "limitPenalty", QT_TRANSLATE_NOOP("ParameterWords", "Hand limit penalty"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How much a player's hand limit drops for each failed neutralization.")},
    {"torus-lab", "neutralizeMin", QT_TRANSLATE_NOOP("ParameterWords", "Neutralization roll"),
     QT_TRANSLATE_NOOP("ParameterWords", "The lowest die result that neutralizes a particle.")},
    {"torus-lab", "particleCap", QT_TRANSLATE_NOOP("ParameterWords", "Particles per space"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The most particles a space holds; more spill over to other spaces.")},
    {"torus-lab", "codeSize", QT_TRANSLATE_NOOP("ParameterWords", "Code length"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards of one suit needed to enter a code.")},
    {"torus-lab", "codesToWin", QT_TRANSLATE_NOOP("ParameterWords", "Codes to win"),
     QT_TRANSLATE_NOOP("ParameterWords", "Codes the players must enter to destroy the lab.")},
    {"torus-lab", "basicActions", QT_TRANSLATE_NOOP("ParameterWords", "Basic actions"),
     QT_TRANSLATE_NOOP("ParameterWords", "Basic actions (move, neutralize, collect) per turn.")},
    {"torus-lab", "specialActions", QT_TRANSLATE_NOOP("ParameterWords", "Special actions"),
     QT_TRANSLATE_NOOP("ParameterWords", "Special actions (share, enter a code) per turn.")},
    {"torus-lab", "collectCount", QT_TRANSLATE_NOOP("ParameterWords", "Cards per collect"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards a player takes from the stack when collecting.")},
    {"torus-lab", "smallGroupMax", QT_TRANSLATE_NOOP("ParameterWords", "Small group size"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Up to this many players, the small-group rules below apply.")},
    {"torus-lab", "smallActions", QT_TRANSLATE_NOOP("ParameterWords", "Small group: actions"),
     QT_TRANSLATE_NOOP("ParameterWords", "Basic and special actions per turn in a small group.")},
    {"torus-lab", "smallNeutralizeMin",
     QT_TRANSLATE_NOOP("ParameterWords", "Small group: neutralization roll"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The lowest die result that neutralizes in a small group.")},
    {"torus-lab", "smallCollectCount",
     QT_TRANSLATE_NOOP("ParameterWords", "Small group: cards per collect"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards a collect takes in a small group.")},
    {"torus-lab", "dieSides", QT_TRANSLATE_NOOP("ParameterWords", "Die faces"),
     QT_TRANSLATE_NOOP("ParameterWords", "Faces of the die for moving and neutralizing.")},
    {"torus-lab", "emergenceDie", QT_TRANSLATE_NOOP("ParameterWords", "Emergence die faces"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Faces of the die that says how many particles emerge each turn.")},
    {"torus-lab", "basicActionRule", QT_TRANSLATE_NOOP("ParameterWords", "Basic action allowance"),
     QT_TRANSLATE_NOOP("ParameterWords", "How the basic actions of a turn are counted.")},
    {"torus-lab", "spendWindow", QT_TRANSLATE_NOOP("ParameterWords", "Spending cards"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How long a player may keep spending cards once they start.")},
    {"torus-lab", "collectTiming", QT_TRANSLATE_NOOP("ParameterWords", "When to collect"),
     QT_TRANSLATE_NOOP("ParameterWords", "When in a turn a player may collect cards.")},
    {"torus-lab", "neutralizeAttempts", QT_TRANSLATE_NOOP("ParameterWords", "Neutralization tries"),
     QT_TRANSLATE_NOOP("ParameterWords", "How many tries one Neutralize action allows.")},
    {"torus-lab", "handLimitCheck", QT_TRANSLATE_NOOP("ParameterWords", "Hand limit check"),
     QT_TRANSLATE_NOOP("ParameterWords", "When a player over the hand limit must discard.")},
    {"torus-lab", "pawnLegalSpace", QT_TRANSLATE_NOOP("ParameterWords", "Diamond: pawn target"),
     QT_TRANSLATE_NOOP("ParameterWords", "The spaces a diamond may move a pawn to.")},
    {"torus-lab", "particleLegalSpace", QT_TRANSLATE_NOOP("ParameterWords", "Particle target"),
     QT_TRANSLATE_NOOP("ParameterWords", "The spaces a spade or a spill may move a particle to.")},
    {"torus-lab", "heartRerollLimit", QT_TRANSLATE_NOOP("ParameterWords", "Hearts per die"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How many hearts may reroll one neutralization die (0: no limit).")},
    {"torus-lab", "clubsSurviveReroll",
     QT_TRANSLATE_NOOP("ParameterWords", "Clubs survive a reroll"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Clubs played on a die still count after a heart rerolls it.")},
    {"torus-lab", "spadeSource", QT_TRANSLATE_NOOP("ParameterWords", "Spade: particle source"),
     QT_TRANSLATE_NOOP("ParameterWords", "Where a spade may take a particle from.")},
    {"torus-lab", "shareRule", QT_TRANSLATE_NOOP("ParameterWords", "Giving back"),
     QT_TRANSLATE_NOOP(
         "ParameterWords",
         "Whether a player who received cards may give cards back to the giver later.")},
    {"torus-lab", "shareRecipients", QT_TRANSLATE_NOOP("ParameterWords", "Share with"),
     QT_TRANSLATE_NOOP("ParameterWords", "Whom one Share action may give cards to.")},
    {"torus-lab", "spillRule", QT_TRANSLATE_NOOP("ParameterWords", "Spill-over"),
     QT_TRANSLATE_NOOP("ParameterWords", "Where extra particles go when a space is full.")},
    {"torus-lab", "noRoomLoss", QT_TRANSLATE_NOOP("ParameterWords", "Lost for lack of room"),
     QT_TRANSLATE_NOOP("ParameterWords", "When the players lose because particles have no room.")},
    {"torus-lab", "emptyStackLoss", QT_TRANSLATE_NOOP("ParameterWords", "Lost on an empty stack"),
     QT_TRANSLATE_NOOP("ParameterWords", "Whether and when an empty stack loses the game.")},
    {"torus-lab", "stackSizing", QT_TRANSLATE_NOOP("ParameterWords", "Stack sizes"),
     QT_TRANSLATE_NOOP("ParameterWords", "How the deck is split into the stacks of the spaces.")},
    {"torus-lab", "cutSpread", QT_TRANSLATE_NOOP("ParameterWords", "Cut spread"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "With random cuts: the most cards each cut may move to the next stack.")},
    {"torus-lab", "openHands", QT_TRANSLATE_NOOP("ParameterWords", "Open hands"),
     QT_TRANSLATE_NOOP("ParameterWords", "Every player sees every hand.")},
    {"torus-lab", "openStacks", QT_TRANSLATE_NOOP("ParameterWords", "Open stacks"),
     QT_TRANSLATE_NOOP("ParameterWords", "The cards below the top of each stack are visible.")},
    {"torus-lab", "repeatActions", QT_TRANSLATE_NOOP("ParameterWords", "Repeat actions"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "In a small group, the two actions of a kind may be the same action.")},
    {"torus-lab", "collectUpTo", QT_TRANSLATE_NOOP("ParameterWords", "Collect fewer"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A collect may take fewer cards than the number per collect.")},
    {"torus-lab", "suitCount", QT_TRANSLATE_NOOP("ParameterWords", "Suits"),
     QT_TRANSLATE_NOOP("ParameterWords", "Suits in the deck; a fifth suit adds lands.")},
    {"torus-lab", "cardsPerSuit", QT_TRANSLATE_NOOP("ParameterWords", "Cards per suit"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Cards of each suit in the deck (two standard decks: 26).")},
    {"torus-lab", "fifthSuitPower", QT_TRANSLATE_NOOP("ParameterWords", "Lands"),
     QT_TRANSLATE_NOOP("ParameterWords", "What a land card can do.")},
    {"torus-lab", "firstPlayer", QT_TRANSLATE_NOOP("ParameterWords", "First player"),
     QT_TRANSLATE_NOOP("ParameterWords", "Who takes the first turn.")},
    {"torus-lab", "maxTurns", QT_TRANSLATE_NOOP("ParameterWords", "Turn limit"),
     QT_TRANSLATE_NOOP("ParameterWords", "After this many turns the players lose.")},
};

constexpr OptionWords kOptions[] = {
    {"stability", "directions", "orthogonal",
     QT_TRANSLATE_NOOP("ParameterWords", "4 directions (straight)")},
    {"stability", "directions", "eight",
     QT_TRANSLATE_NOOP("ParameterWords", "8 directions (with diagonals)")},
    {"stability", "adjacency", "orthogonal",
     QT_TRANSLATE_NOOP("ParameterWords", "4 neighbours (sides)")},
    {"stability", "adjacency", "eight",
     QT_TRANSLATE_NOOP("ParameterWords", "8 neighbours (with corners)")},

    {"torus-lab", "basicActionRule", "oneOf",
     QT_TRANSLATE_NOOP("ParameterWords", "One allowance for all")},
    {"torus-lab", "basicActionRule", "collectFree",
     QT_TRANSLATE_NOOP("ParameterWords", "Collecting is free")},
    {"torus-lab", "basicActionRule", "eachOnce",
     QT_TRANSLATE_NOOP("ParameterWords", "Each kind its own")},
    {"torus-lab", "spendWindow", "restOfTurn",
     QT_TRANSLATE_NOOP("ParameterWords", "For the rest of the turn")},
    {"torus-lab", "spendWindow", "oneBurst", QT_TRANSLATE_NOOP("ParameterWords", "In one burst")},
    {"torus-lab", "collectTiming", "beforeEmergence",
     QT_TRANSLATE_NOOP("ParameterWords", "As the last act")},
    {"torus-lab", "collectTiming", "anyTime",
     QT_TRANSLATE_NOOP("ParameterWords", "Any time (no moving after)")},
    {"torus-lab", "collectTiming", "afterEmergence",
     QT_TRANSLATE_NOOP("ParameterWords", "After the particles emerge")},
    {"torus-lab", "neutralizeAttempts", "unlimited",
     QT_TRANSLATE_NOOP("ParameterWords", "Unlimited")},
    {"torus-lab", "neutralizeAttempts", "oncePerParticle",
     QT_TRANSLATE_NOOP("ParameterWords", "One per particle")},
    {"torus-lab", "neutralizeAttempts", "untilFailure",
     QT_TRANSLATE_NOOP("ParameterWords", "Until the first failure")},
    {"torus-lab", "handLimitCheck", "immediate",
     QT_TRANSLATE_NOOP("ParameterWords", "Discard at once")},
    {"torus-lab", "handLimitCheck", "endOfTurn",
     QT_TRANSLATE_NOOP("ParameterWords", "Discard at the end of the turn")},
    {"torus-lab", "handLimitCheck", "blocksCollect",
     QT_TRANSLATE_NOOP("ParameterWords", "Only blocks collecting")},
    {"torus-lab", "pawnLegalSpace", "any", QT_TRANSLATE_NOOP("ParameterWords", "Any space")},
    {"torus-lab", "pawnLegalSpace", "particleFree",
     QT_TRANSLATE_NOOP("ParameterWords", "Spaces without particles")},
    {"torus-lab", "particleLegalSpace", "belowCap",
     QT_TRANSLATE_NOOP("ParameterWords", "Spaces with room")},
    {"torus-lab", "particleLegalSpace", "belowCapNoPawn",
     QT_TRANSLATE_NOOP("ParameterWords", "Spaces with room and no pawn")},
    {"torus-lab", "spadeSource", "anySpace", QT_TRANSLATE_NOOP("ParameterWords", "Any space")},
    {"torus-lab", "spadeSource", "pawnSpace",
     QT_TRANSLATE_NOOP("ParameterWords", "The pawn's space")},
    {"torus-lab", "shareRule", "oneWayPerAction",
     QT_TRANSLATE_NOOP("ParameterWords", "Not in the same action")},
    {"torus-lab", "shareRule", "neverBack", QT_TRANSLATE_NOOP("ParameterWords", "Never")},
    {"torus-lab", "shareRecipients", "one", QT_TRANSLATE_NOOP("ParameterWords", "One player")},
    {"torus-lab", "shareRecipients", "all",
     QT_TRANSLATE_NOOP("ParameterWords", "Everyone on the space")},
    {"torus-lab", "spillRule", "nearestWithRoom",
     QT_TRANSLATE_NOOP("ParameterWords", "Nearest space with room")},
    {"torus-lab", "spillRule", "adjacentOnly",
     QT_TRANSLATE_NOOP("ParameterWords", "Neighbouring spaces only")},
    {"torus-lab", "spillRule", "anySpace", QT_TRANSLATE_NOOP("ParameterWords", "Any space")},
    {"torus-lab", "noRoomLoss", "boardFull",
     QT_TRANSLATE_NOOP("ParameterWords", "When every space is full")},
    {"torus-lab", "noRoomLoss", "overflow",
     QT_TRANSLATE_NOOP("ParameterWords", "When a particle cannot be placed")},
    {"torus-lab", "emptyStackLoss", "immediate",
     QT_TRANSLATE_NOOP("ParameterWords", "When a stack runs out")},
    {"torus-lab", "emptyStackLoss", "onDraw",
     QT_TRANSLATE_NOOP("ParameterWords", "On drawing from an empty stack")},
    {"torus-lab", "emptyStackLoss", "never", QT_TRANSLATE_NOOP("ParameterWords", "Never")},
    {"torus-lab", "stackSizing", "evenLowFirst",
     QT_TRANSLATE_NOOP("ParameterWords", "Even, extras to the low spaces")},
    {"torus-lab", "stackSizing", "evenRandom",
     QT_TRANSLATE_NOOP("ParameterWords", "Even, extras to random spaces")},
    {"torus-lab", "stackSizing", "cutSpread", QT_TRANSLATE_NOOP("ParameterWords", "Random cuts")},
    {"torus-lab", "fifthSuitPower", "none", QT_TRANSLATE_NOOP("ParameterWords", "No power")},
    {"torus-lab", "fifthSuitPower", "wild",
     QT_TRANSLATE_NOOP("ParameterWords", "Any suit's power")},
    {"torus-lab", "firstPlayer", "seat0", QT_TRANSLATE_NOOP("ParameterWords", "P1 starts")},
    {"torus-lab", "firstPlayer", "random", QT_TRANSLATE_NOOP("ParameterWords", "Drawn at random")},
};

const Words* wordsOf(std::string_view ruleset, std::string_view name) {
    const auto it = std::find_if(std::begin(kWords), std::end(kWords), [&](const Words& w) {
        return w.ruleset == ruleset && w.name == name;
    });
    return it == std::end(kWords) ? nullptr : &*it;
}

// Stability's effect whose cost `name` is, or -1.
int costedEffect(std::string_view ruleset, std::string_view name) {
    if (ruleset != "stability")
        return -1;
    for (int e = 1; e < pb::stability::kEffectCount; ++e)
        if (pb::stability::kEffects[static_cast<std::size_t>(e)].costParameter == name)
            return e;
    return -1;
}

} // namespace

QString ParameterWords::label(std::string_view rulesetId, const pb::ParameterSpec& spec) {
    if (const Words* words = wordsOf(rulesetId, spec.name))
        return tr(words->label);
    if (const int effect = costedEffect(rulesetId, spec.name); effect >= 0)
        //: %1 a Stability effect ("one more adjacent tile")
        return tr("Cost: %1").arg(StabilityBoardPresenter::effectName(effect));
    return QString::fromStdString(spec.name);
}

QString ParameterWords::description(std::string_view rulesetId, const pb::ParameterSpec& spec) {
    if (const Words* words = wordsOf(rulesetId, spec.name))
        return tr(words->description);
    if (const int effect = costedEffect(rulesetId, spec.name); effect >= 0)
        //: %1 a Stability effect ("one more adjacent tile")
        return tr("Permeation counters (PC) a player pays to permeate with \"%1\".")
            .arg(StabilityBoardPresenter::effectName(effect));
    return QString::fromStdString(spec.description);
}

QString ParameterWords::labelOf(std::string_view rulesetId, std::string_view name) {
    if (name == "players")
        //: a sweep's axis: the number of players
        return tr("Players");
    if (const Ruleset* ruleset = findRuleset(rulesetId))
        if (const ParameterSpec* spec = ruleset->parameters().find(name))
            return label(rulesetId, *spec);
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

QString ParameterWords::optionLabel(std::string_view rulesetId, std::string_view parameter,
                                    std::string_view option) {
    for (const OptionWords& words : kOptions)
        if (words.ruleset == rulesetId && words.name == parameter && words.option == option)
            return tr(words.label);
    return QString::fromUtf8(option.data(), static_cast<qsizetype>(option.size()));
}

bool ParameterWords::isWorded(std::string_view rulesetId, std::string_view parameter) {
    return wordsOf(rulesetId, parameter) != nullptr || costedEffect(rulesetId, parameter) >= 0;
}

} // namespace pb::gui
