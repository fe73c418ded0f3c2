#include "rulesets/torus_lab/torus_lab_ui.h"

#include "decks/deck.h"
#include "engine/parameter_conflict.h"
#include "games/torus_lab/torus_lab_game.h"
#include "ruleset_ui.h"
#include "rulesets/torus_lab/torus_lab_board_presenter.h"
#include "rulesets/torus_lab/torus_lab_card_words.h"
#include "word_tables.h"

namespace pb::gui::torus_lab {

namespace {

constexpr words::Parameter kParameters[] = {
    {"handSize", QT_TRANSLATE_NOOP("ParameterWords", "Starting hand"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards dealt to each player.")},
    {"spaceCount", QT_TRANSLATE_NOOP("ParameterWords", "Spaces"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Spaces in the ring; each space has its own stack of cards.")},
    {"startSpace", QT_TRANSLATE_NOOP("ParameterWords", "Starting space"),
     QT_TRANSLATE_NOOP("ParameterWords", "The space where every pawn starts.")},
    {"startParticles", QT_TRANSLATE_NOOP("ParameterWords", "Starting particles"),
     QT_TRANSLATE_NOOP("ParameterWords", "Particles on each space except the starting space.")},
    {"handLimit", QT_TRANSLATE_NOOP("ParameterWords", "Hand limit"),
     QT_TRANSLATE_NOOP("ParameterWords", "How many cards each player may hold at the start.")},
    {"limitPenalty", QT_TRANSLATE_NOOP("ParameterWords", "Hand limit penalty"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How much a player's hand limit drops for each failed neutralization.")},
    {"neutralizeMin", QT_TRANSLATE_NOOP("ParameterWords", "Neutralization roll"),
     QT_TRANSLATE_NOOP("ParameterWords", "The lowest die result that neutralizes a particle.")},
    {"particleCap", QT_TRANSLATE_NOOP("ParameterWords", "Particles per space"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The most particles a space holds; more spill over to other spaces.")},
    {"codeSize", QT_TRANSLATE_NOOP("ParameterWords", "Code length"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards of one suit needed to enter a code.")},
    {"codesToWin", QT_TRANSLATE_NOOP("ParameterWords", "Codes to win"),
     QT_TRANSLATE_NOOP("ParameterWords", "Codes the players must enter to destroy the lab; 0: "
                                         "one per suit (four, five with the lands).")},
    {"basicActions", QT_TRANSLATE_NOOP("ParameterWords", "Basic actions"),
     QT_TRANSLATE_NOOP("ParameterWords", "Basic actions (move, neutralize, collect) per turn.")},
    {"specialActions", QT_TRANSLATE_NOOP("ParameterWords", "Special actions"),
     QT_TRANSLATE_NOOP("ParameterWords", "Special actions (share, enter a code) per turn.")},
    {"collectCount", QT_TRANSLATE_NOOP("ParameterWords", "Cards per collect"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards a player takes from the stack when collecting.")},
    {"smallGroupMax", QT_TRANSLATE_NOOP("ParameterWords", "Small group size"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Up to this many players, the small-group rules below apply.")},
    {"smallActions", QT_TRANSLATE_NOOP("ParameterWords", "Small group: actions"),
     QT_TRANSLATE_NOOP("ParameterWords", "Basic and special actions per turn in a small group.")},
    {"smallNeutralizeMin", QT_TRANSLATE_NOOP("ParameterWords", "Small group: neutralization roll"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The lowest die result that neutralizes in a small group.")},
    {"smallCollectCount", QT_TRANSLATE_NOOP("ParameterWords", "Small group: cards per collect"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards a collect takes in a small group.")},
    {"dieSides", QT_TRANSLATE_NOOP("ParameterWords", "Die faces"),
     QT_TRANSLATE_NOOP("ParameterWords", "Faces of the die for moving and neutralizing.")},
    {"emergenceDie", QT_TRANSLATE_NOOP("ParameterWords", "Emergence die faces"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Faces of the die that says how many particles emerge each turn.")},
    {"basicActionRule", QT_TRANSLATE_NOOP("ParameterWords", "Basic action allowance"),
     QT_TRANSLATE_NOOP("ParameterWords", "How the basic actions of a turn are counted.")},
    {"spendWindow", QT_TRANSLATE_NOOP("ParameterWords", "Spending cards"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How long a player may keep spending cards once they start.")},
    {"collectTiming", QT_TRANSLATE_NOOP("ParameterWords", "When to collect"),
     QT_TRANSLATE_NOOP("ParameterWords", "When in a turn a player may collect cards.")},
    {"neutralizeAttempts", QT_TRANSLATE_NOOP("ParameterWords", "Neutralization tries"),
     QT_TRANSLATE_NOOP("ParameterWords", "How many tries one Neutralize action allows.")},
    {"handLimitCheck", QT_TRANSLATE_NOOP("ParameterWords", "Hand limit check"),
     QT_TRANSLATE_NOOP("ParameterWords", "When a player over the hand limit must discard.")},
    {"pawnLegalSpace", QT_TRANSLATE_NOOP("ParameterWords", "Diamond: pawn target"),
     QT_TRANSLATE_NOOP("ParameterWords", "The spaces a diamond may move a pawn to.")},
    {"particleLegalSpace", QT_TRANSLATE_NOOP("ParameterWords", "Particle target"),
     QT_TRANSLATE_NOOP("ParameterWords", "The spaces a spade or a spill may move a particle to.")},
    {"heartRerollLimit", QT_TRANSLATE_NOOP("ParameterWords", "Hearts per die"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How many hearts may reroll one neutralization die (0: no limit).")},
    {"clubsSurviveReroll", QT_TRANSLATE_NOOP("ParameterWords", "Clubs survive a reroll"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Clubs played on a die still count after a heart rerolls it.")},
    {"spadeSource", QT_TRANSLATE_NOOP("ParameterWords", "Spade: particle source"),
     QT_TRANSLATE_NOOP("ParameterWords", "Where a spade may take a particle from.")},
    {"shareRule", QT_TRANSLATE_NOOP("ParameterWords", "Giving back"),
     QT_TRANSLATE_NOOP(
         "ParameterWords",
         "Whether a player who received cards may give cards back to the giver later.")},
    {"shareRecipients", QT_TRANSLATE_NOOP("ParameterWords", "Share with"),
     QT_TRANSLATE_NOOP("ParameterWords", "Whom one Share action may give cards to.")},
    {"spillRule", QT_TRANSLATE_NOOP("ParameterWords", "Spill-over"),
     QT_TRANSLATE_NOOP("ParameterWords", "Where extra particles go when a space is full.")},
    {"noRoomLoss", QT_TRANSLATE_NOOP("ParameterWords", "Lost for lack of room"),
     QT_TRANSLATE_NOOP("ParameterWords", "When the players lose because particles have no room.")},
    {"emptyStackLoss", QT_TRANSLATE_NOOP("ParameterWords", "Lost on an empty stack"),
     QT_TRANSLATE_NOOP("ParameterWords", "Whether and when an empty stack loses the game.")},
    {"stackSizing", QT_TRANSLATE_NOOP("ParameterWords", "Stack sizes"),
     QT_TRANSLATE_NOOP("ParameterWords", "How the deck is split into the stacks of the spaces.")},
    {"cutSpread", QT_TRANSLATE_NOOP("ParameterWords", "Cut spread"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "With random cuts: the most cards each cut may move to the next stack.")},
    {"openHands", QT_TRANSLATE_NOOP("ParameterWords", "Open hands"),
     QT_TRANSLATE_NOOP("ParameterWords", "Every player sees every hand.")},
    {"openStacks", QT_TRANSLATE_NOOP("ParameterWords", "Open stacks"),
     QT_TRANSLATE_NOOP("ParameterWords", "The cards below the top of each stack are visible.")},
    {"repeatActions", QT_TRANSLATE_NOOP("ParameterWords", "Repeat actions"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "In a small group, the two actions of a kind may be the same action.")},
    {"collectUpTo", QT_TRANSLATE_NOOP("ParameterWords", "Collect fewer"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A collect may take fewer cards than the number per collect.")},
    {"suitCount", QT_TRANSLATE_NOOP("ParameterWords", "Suits"),
     QT_TRANSLATE_NOOP("ParameterWords", "Suits in the deck; a fifth suit adds lands.")},
    {"cardsPerSuit", QT_TRANSLATE_NOOP("ParameterWords", "Cards per suit"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Cards of each suit in the deck (two standard decks: 26).")},
    {"fifthSuitPower", QT_TRANSLATE_NOOP("ParameterWords", "Lands"),
     QT_TRANSLATE_NOOP("ParameterWords", "What a land card can do.")},
    {"firstPlayer", QT_TRANSLATE_NOOP("ParameterWords", "First player"),
     QT_TRANSLATE_NOOP("ParameterWords", "Who takes the first turn.")},
    {"maxTurns", QT_TRANSLATE_NOOP("ParameterWords", "Turn limit"),
     QT_TRANSLATE_NOOP("ParameterWords", "After this many turns the players lose.")},
};

constexpr words::Option kOptions[] = {
    {"basicActionRule", "oneOf", QT_TRANSLATE_NOOP("ParameterWords", "One allowance for all")},
    {"basicActionRule", "collectFree", QT_TRANSLATE_NOOP("ParameterWords", "Collecting is free")},
    {"basicActionRule", "eachOnce", QT_TRANSLATE_NOOP("ParameterWords", "Each kind its own")},
    {"spendWindow", "restOfTurn", QT_TRANSLATE_NOOP("ParameterWords", "For the rest of the turn")},
    {"spendWindow", "oneBurst", QT_TRANSLATE_NOOP("ParameterWords", "In one burst")},
    {"collectTiming", "beforeEmergence", QT_TRANSLATE_NOOP("ParameterWords", "As the last act")},
    {"collectTiming", "anyTime", QT_TRANSLATE_NOOP("ParameterWords", "Any time (no moving after)")},
    {"collectTiming", "afterEmergence",
     QT_TRANSLATE_NOOP("ParameterWords", "After the particles emerge")},
    {"neutralizeAttempts", "unlimited", QT_TRANSLATE_NOOP("ParameterWords", "Unlimited")},
    {"neutralizeAttempts", "oncePerParticle",
     QT_TRANSLATE_NOOP("ParameterWords", "One per particle")},
    {"neutralizeAttempts", "untilFailure",
     QT_TRANSLATE_NOOP("ParameterWords", "Until the first failure")},
    {"handLimitCheck", "immediate", QT_TRANSLATE_NOOP("ParameterWords", "Discard at once")},
    {"handLimitCheck", "endOfTurn",
     QT_TRANSLATE_NOOP("ParameterWords", "Discard at the end of the turn")},
    {"handLimitCheck", "blocksCollect",
     QT_TRANSLATE_NOOP("ParameterWords", "Only blocks collecting")},
    {"pawnLegalSpace", "any", QT_TRANSLATE_NOOP("ParameterWords", "Any space")},
    {"pawnLegalSpace", "particleFree",
     QT_TRANSLATE_NOOP("ParameterWords", "Spaces without particles")},
    {"particleLegalSpace", "belowCap", QT_TRANSLATE_NOOP("ParameterWords", "Spaces with room")},
    {"particleLegalSpace", "belowCapNoPawn",
     QT_TRANSLATE_NOOP("ParameterWords", "Spaces with room and no pawn")},
    {"spadeSource", "anySpace", QT_TRANSLATE_NOOP("ParameterWords", "Any space")},
    {"spadeSource", "pawnSpace", QT_TRANSLATE_NOOP("ParameterWords", "The pawn's space")},
    {"shareRule", "oneWayPerAction", QT_TRANSLATE_NOOP("ParameterWords", "Not in the same action")},
    {"shareRule", "neverBack", QT_TRANSLATE_NOOP("ParameterWords", "Never")},
    {"shareRecipients", "one", QT_TRANSLATE_NOOP("ParameterWords", "One player")},
    {"shareRecipients", "all", QT_TRANSLATE_NOOP("ParameterWords", "Everyone on the space")},
    {"spillRule", "nearestWithRoom",
     QT_TRANSLATE_NOOP("ParameterWords", "Nearest space with room")},
    {"spillRule", "adjacentOnly", QT_TRANSLATE_NOOP("ParameterWords", "Neighbouring spaces only")},
    {"spillRule", "anySpace", QT_TRANSLATE_NOOP("ParameterWords", "Any space")},
    {"noRoomLoss", "boardFull", QT_TRANSLATE_NOOP("ParameterWords", "When every space is full")},
    {"noRoomLoss", "overflow",
     QT_TRANSLATE_NOOP("ParameterWords", "When a particle cannot be placed")},
    {"emptyStackLoss", "immediate", QT_TRANSLATE_NOOP("ParameterWords", "When a stack runs out")},
    {"emptyStackLoss", "onDraw",
     QT_TRANSLATE_NOOP("ParameterWords", "On drawing from an empty stack")},
    {"emptyStackLoss", "never", QT_TRANSLATE_NOOP("ParameterWords", "Never")},
    {"stackSizing", "evenLowFirst",
     QT_TRANSLATE_NOOP("ParameterWords", "Even, extras to the low spaces")},
    {"stackSizing", "evenRandom",
     QT_TRANSLATE_NOOP("ParameterWords", "Even, extras to random spaces")},
    {"stackSizing", "cutSpread", QT_TRANSLATE_NOOP("ParameterWords", "Random cuts")},
    {"fifthSuitPower", "none", QT_TRANSLATE_NOOP("ParameterWords", "No power")},
    {"fifthSuitPower", "wild", QT_TRANSLATE_NOOP("ParameterWords", "Any suit's power")},
    {"firstPlayer", "seat0", QT_TRANSLATE_NOOP("ParameterWords", "P1 starts")},
    {"firstPlayer", "random", QT_TRANSLATE_NOOP("ParameterWords", "Drawn at random")},
};

// Counters named after a suit are worded from its name below.
constexpr words::Counter kCounters[] = {
    {"action.move", QT_TRANSLATE_NOOP("CounterWords", "Move actions taken")},
    {"action.neutralize", QT_TRANSLATE_NOOP("CounterWords", "Neutralize actions started")},
    {"action.collect", QT_TRANSLATE_NOOP("CounterWords", "Collect actions taken")},
    {"action.spend", QT_TRANSLATE_NOOP("CounterWords", "Spend Cards actions opened")},
    {"action.share", QT_TRANSLATE_NOOP("CounterWords", "Share actions taken")},
    {"action.code", QT_TRANSLATE_NOOP("CounterWords", "Codes entered")},
    {"action.endTurn",
     QT_TRANSLATE_NOOP("CounterWords", "Turns ended by choice (or a late collect skipped)")},
    {"neutralize.attempts",
     QT_TRANSLATE_NOOP("CounterWords", "Neutralization tries (dice rolled, rerolls not counted)")},
    {"neutralize.successes", QT_TRANSLATE_NOOP("CounterWords", "Particles neutralized")},
    {"limit.lost", QT_TRANSLATE_NOOP("CounterWords", "Hand limit lost to failed neutralizations")},
    {"heart.rerolls", QT_TRANSLATE_NOOP("CounterWords", "Cards spent to reroll (heart)")},
    {"club.boosts", QT_TRANSLATE_NOOP("CounterWords", "Cards spent for +1 on the die (club)")},
    {"diamond.steps", QT_TRANSLATE_NOOP("CounterWords", "Cards spent to move a pawn (diamond)")},
    {"spade.pushes", QT_TRANSLATE_NOOP("CounterWords", "Cards spent to move a particle (spade)")},
    {"cards.shared", QT_TRANSLATE_NOOP("CounterWords", "Cards given to other players")},
    {"cards.received", QT_TRANSLATE_NOOP("CounterWords", "Cards received from other players")},
    {"cards.discarded", QT_TRANSLATE_NOOP("CounterWords", "Cards discarded to the hand limit")},
    {"cards.collected", QT_TRANSLATE_NOOP("CounterWords", "Cards collected from stacks")},
    {"particles.emerged",
     QT_TRANSLATE_NOOP("CounterWords", "Particles placed after the player's turns")},
    {"particles.spilled",
     QT_TRANSLATE_NOOP("CounterWords", "Of those, particles placed by spill-over")},
    {"particles.dropped", QT_TRANSLATE_NOOP("CounterWords", "Extra particles with no space to go")},
    {"loss.noRoom",
     QT_TRANSLATE_NOOP("CounterWords", "Games lost for lack of room on the player's turn")},
    {"loss.handLimit",
     QT_TRANSLATE_NOOP("CounterWords", "Games lost to the player's hand limit reaching 0")},
    {"loss.emptyStack",
     QT_TRANSLATE_NOOP("CounterWords", "Games lost to an empty stack on the player's turn")},
    {"loss.turnLimit",
     QT_TRANSLATE_NOOP("CounterWords", "Games lost to the turn limit on the player's turn")},
    {"limit.final", QT_TRANSLATE_NOOP("CounterWords", "The player's hand limit at the end")},
    {"hand.final", QT_TRANSLATE_NOOP("CounterWords", "Cards left in the player's hand at the end")},
};

// What the cells of each heatmap count.
constexpr words::Heatmap kHeatmaps[] = {
    {"arrivals",
     QT_TRANSLATE_NOOP("HeatmapWords",
                       "particles that came onto the space (emerged, spilled or pushed)")},
    {"pileUp", QT_TRANSLATE_NOOP("HeatmapWords", "particles on the space at the end of each turn")},
};

// The demo design's notes and move notes, as the core writes them.
constexpr const char* kDemoTexts[] = {
    QT_TRANSLATE_NOOP("DemoWords",
                      "Torus Lab as the rules text reads, for two players, with the deck of two "
                      "standard decks. Edit the deck on the Board page; it is your copy."),
    QT_TRANSLATE_NOOP("DemoWords",
                      "The first action: the pawns still stand together on the start space."),
    QT_TRANSLATE_NOOP(
        "DemoWords",
        "Half way: count the particles before choosing between moving and neutralizing."),
    QT_TRANSLATE_NOOP("DemoWords", "The game ends here."),
};

class TorusLabUi final : public RulesetUi {
public:
    TorusLabUi() : RulesetUi({kParameters, kOptions, kCounters, kDemoTexts, kHeatmaps}) {}

    std::string_view rulesetId() const override { return "torus-lab"; }
    QString boardView() const override {
        return QStringLiteral("boards/torus_lab/TorusLabBoardView.qml");
    }
    // The shared deck editor with the deal a seed makes from the deck beside it.
    QString editorPane() const override {
        return QStringLiteral("boards/torus_lab/TorusLabDeckEditorPane.qml");
    }
    std::unique_ptr<BoardPresenter> makePresenter() const override {
        return std::make_unique<TorusLabBoardPresenter>();
    }

    QString counterDescription(std::string_view id) const override {
        for (int s = 0; s < pb::torus_lab::kMaxSuits; ++s) {
            const std::string_view suit = pb::torus_lab::kSuitNames[static_cast<std::size_t>(s)];
            if (words::after(id, "spent.") == suit)
                //: %1 a card suit (plural): hearts
                return QCoreApplication::translate("CounterWords", "Cards of %1 spent for a power")
                    .arg(TorusLabBoardPresenter::suitName(s));
            if (words::after(id, "codeTurn.") == suit)
                //: %1 a card suit (plural): hearts
                return QCoreApplication::translate(
                           "CounterWords",
                           "Turn in which the player entered the %1 code (0: never)")
                    .arg(TorusLabBoardPresenter::suitName(s));
        }
        return RulesetUi::counterDescription(id);
    }

    QString conflictText(const pb::ParameterConflict& conflict) const override {
        const auto& v = conflict.values();
        if (conflict.code() != "stackCards" || v.size() != 5)
            return {};
        //: %1 the cards of the deck, %2 the starting hand, %3 the players, %4 the
        //: cards left, %5 the spaces (each space needs a stack of at least one card)
        return QCoreApplication::translate(
                   "ParameterWords",
                   "%1 cards less %2 for each of %3 players leave %4, too few for %5 spaces: "
                   "lower the starting hand or the spaces, or add cards.")
            .arg(v[0])
            .arg(v[1])
            .arg(v[2])
            .arg(v[3])
            .arg(v[4]);
    }

    QString deckProblemText(const pb::decks::DeckError& error) const override {
        const auto& v = error.values();
        const auto& names = error.names();
        const QString suit =
            names.empty() ? QString() : TorusLabCardWords::value("suit", names.front());
        if (error.code() == "suitNotPlayed" && v.size() == 1 && !suit.isEmpty())
            //: %1 the number of suits the game plays (the parameter Suits), %2 a suit (plural)
            return QCoreApplication::translate("DeckEditor",
                                               "the game plays %1 suits (Suits), so %2 are not "
                                               "in its deck")
                .arg(v[0])
                .arg(suit);
        if (error.code() == "suitTooLarge" && v.size() == 1 && !suit.isEmpty())
            //: %1 the most cards of one suit, %2 a suit (plural)
            return QCoreApplication::translate("DeckEditor", "more than %1 %2 in the deck")
                .arg(v[0])
                .arg(suit);
        if (error.code() == "deckTooLarge" && v.size() == 1)
            return QCoreApplication::translate("DeckEditor",
                                               "the deck passes %1 cards, the most a game holds")
                .arg(v[0]);
        if (error.code() == "tooFewForStacks" && v.size() == 5)
            //: %1 the cards of the deck, %2 the starting hand, %3 the players, %4 the
            //: cards left, %5 the spaces (each needs a stack)
            return QCoreApplication::translate(
                       "DeckEditor",
                       "%1 cards less %2 for each of %3 players leave %4, too few for %5 stacks")
                .arg(v[0])
                .arg(v[1])
                .arg(v[2])
                .arg(v[3])
                .arg(v[4]);
        if (error.code() == "tooFewCodes" && v.size() == 3)
            //: %1 suits, %2 the parameter Code length, %3 the parameter Codes to win
            return QCoreApplication::translate("DeckEditor",
                                               "only %1 suits hold %2 cards (Code length), but "
                                               "Codes to win needs %3")
                .arg(v[0])
                .arg(v[1])
                .arg(v[2]);
        return {};
    }

    QString deckValueLabel(std::string_view attribute, std::string_view value) const override {
        return TorusLabCardWords::value(attribute, value);
    }
    QString cardLabel(const pb::decks::Deck& deck, int type) const override {
        return TorusLabCardWords::card(deck, type);
    }
    QString cardTypeName(const pb::decks::Deck& deck, int type) const override {
        return TorusLabCardWords::templateName(deck, type);
    }
    QString deckAttributeLabel(std::string_view attribute) const override {
        return TorusLabCardWords::attribute(attribute);
    }
    QString deckTemplateName(std::string_view id) const override {
        return TorusLabCardWords::templateTitle(id);
    }
    QString deckTemplateDescription(std::string_view id) const override {
        return TorusLabCardWords::templateDescription(id);
    }
};

} // namespace

const RulesetUi& rulesetUi() {
    static const TorusLabUi ui;
    return ui;
}

} // namespace pb::gui::torus_lab
