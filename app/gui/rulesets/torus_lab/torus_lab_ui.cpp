#include "rulesets/torus_lab/torus_lab_ui.h"

#include "decks/deck.h"
#include "engine/parameter_conflict.h"
#include "games/torus_lab/torus_lab_game.h"
#include "games/torus_lab/torus_lab_parameter_names.h"
#include "ruleset_ui.h"
#include "rulesets/torus_lab/torus_lab_board_presenter.h"
#include "rulesets/torus_lab/torus_lab_card_words.h"
#include "word_tables.h"

namespace pb::gui::torus_lab {

namespace {

namespace param = pb::torus_lab::param;

constexpr words::Parameter kParameters[] = {
    {param::kHandSize, QT_TRANSLATE_NOOP("ParameterWords", "Starting hand"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards dealt to each player.")},
    {param::kSpaceCount, QT_TRANSLATE_NOOP("ParameterWords", "Spaces"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Spaces in the ring; each space has its own stack of cards.")},
    {param::kStartSpace, QT_TRANSLATE_NOOP("ParameterWords", "Starting space"),
     QT_TRANSLATE_NOOP("ParameterWords", "The space where every pawn starts.")},
    {param::kStartParticles, QT_TRANSLATE_NOOP("ParameterWords", "Starting particles"),
     QT_TRANSLATE_NOOP("ParameterWords", "Particles on each space except the starting space.")},
    {param::kHandLimit, QT_TRANSLATE_NOOP("ParameterWords", "Hand limit"),
     QT_TRANSLATE_NOOP("ParameterWords", "How many cards each player may hold at the start.")},
    {param::kLimitPenalty, QT_TRANSLATE_NOOP("ParameterWords", "Hand limit penalty"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How much a player's hand limit drops for each failed neutralization.")},
    {param::kNeutralizeMin, QT_TRANSLATE_NOOP("ParameterWords", "Neutralization roll"),
     QT_TRANSLATE_NOOP("ParameterWords", "The lowest die result that neutralizes a particle.")},
    {param::kParticleCap, QT_TRANSLATE_NOOP("ParameterWords", "Particles per space"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The most particles a space holds; more spill over to other spaces.")},
    {param::kCodeSize, QT_TRANSLATE_NOOP("ParameterWords", "Code length"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards of one suit needed to enter a code.")},
    {param::kCodesToWin, QT_TRANSLATE_NOOP("ParameterWords", "Codes to win"),
     QT_TRANSLATE_NOOP("ParameterWords", "Codes the players must enter to destroy the lab; 0: "
                                         "one per suit (four, five with the lands).")},
    {param::kBasicActions, QT_TRANSLATE_NOOP("ParameterWords", "Basic actions"),
     QT_TRANSLATE_NOOP("ParameterWords", "Basic actions (move, neutralize, collect) per turn.")},
    {param::kSpecialActions, QT_TRANSLATE_NOOP("ParameterWords", "Special actions"),
     QT_TRANSLATE_NOOP("ParameterWords", "Special actions (share, enter a code) per turn.")},
    {param::kCollectCount, QT_TRANSLATE_NOOP("ParameterWords", "Cards per collect"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards a player takes from the stack when collecting.")},
    {param::kSmallGroupMax, QT_TRANSLATE_NOOP("ParameterWords", "Small group size"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Up to this many players, the small-group rules below apply.")},
    {param::kSmallActions, QT_TRANSLATE_NOOP("ParameterWords", "Small group: actions"),
     QT_TRANSLATE_NOOP("ParameterWords", "Basic and special actions per turn in a small group.")},
    {param::kSmallNeutralizeMin,
     QT_TRANSLATE_NOOP("ParameterWords", "Small group: neutralization roll"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The lowest die result that neutralizes in a small group.")},
    {param::kSmallCollectCount,
     QT_TRANSLATE_NOOP("ParameterWords", "Small group: cards per collect"),
     QT_TRANSLATE_NOOP("ParameterWords", "Cards a collect takes in a small group.")},
    {param::kDieSides, QT_TRANSLATE_NOOP("ParameterWords", "Die faces"),
     QT_TRANSLATE_NOOP("ParameterWords", "Faces of the die for moving and neutralizing.")},
    {param::kEmergenceDie, QT_TRANSLATE_NOOP("ParameterWords", "Emergence die faces"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Faces of the die that says how many particles emerge each turn.")},
    {param::kBasicActionRule, QT_TRANSLATE_NOOP("ParameterWords", "Basic action allowance"),
     QT_TRANSLATE_NOOP("ParameterWords", "How the basic actions of a turn are counted.")},
    {param::kSpendWindow, QT_TRANSLATE_NOOP("ParameterWords", "Spending cards"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How long a player may keep spending cards once they start.")},
    {param::kCollectTiming, QT_TRANSLATE_NOOP("ParameterWords", "When to collect"),
     QT_TRANSLATE_NOOP("ParameterWords", "When in a turn a player may collect cards.")},
    {param::kNeutralizeAttempts, QT_TRANSLATE_NOOP("ParameterWords", "Neutralization tries"),
     QT_TRANSLATE_NOOP("ParameterWords", "How many tries one Neutralize action allows.")},
    {param::kHandLimitCheck, QT_TRANSLATE_NOOP("ParameterWords", "Hand limit check"),
     QT_TRANSLATE_NOOP("ParameterWords", "When a player over the hand limit must discard.")},
    {param::kPawnLegalSpace, QT_TRANSLATE_NOOP("ParameterWords", "Diamond: pawn target"),
     QT_TRANSLATE_NOOP("ParameterWords", "The spaces a diamond may move a pawn to.")},
    {param::kParticleLegalSpace, QT_TRANSLATE_NOOP("ParameterWords", "Particle target"),
     QT_TRANSLATE_NOOP("ParameterWords", "The spaces a spade or a spill may move a particle to.")},
    {param::kHeartRerollLimit, QT_TRANSLATE_NOOP("ParameterWords", "Hearts per die"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How many hearts may reroll one neutralization die (0: no limit).")},
    {param::kClubsSurviveReroll, QT_TRANSLATE_NOOP("ParameterWords", "Clubs survive a reroll"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Clubs played on a die still count after a heart rerolls it.")},
    {param::kSpadeSource, QT_TRANSLATE_NOOP("ParameterWords", "Spade: particle source"),
     QT_TRANSLATE_NOOP("ParameterWords", "Where a spade may take a particle from.")},
    {param::kShareRule, QT_TRANSLATE_NOOP("ParameterWords", "Giving back"),
     QT_TRANSLATE_NOOP(
         "ParameterWords",
         "Whether a player who received cards may give cards back to the giver later.")},
    {param::kShareRecipients, QT_TRANSLATE_NOOP("ParameterWords", "Share with"),
     QT_TRANSLATE_NOOP("ParameterWords", "Whom one Share action may give cards to.")},
    {param::kSpillRule, QT_TRANSLATE_NOOP("ParameterWords", "Spill-over"),
     QT_TRANSLATE_NOOP("ParameterWords", "Where extra particles go when a space is full.")},
    {param::kNoRoomLoss, QT_TRANSLATE_NOOP("ParameterWords", "Lost for lack of room"),
     QT_TRANSLATE_NOOP("ParameterWords", "When the players lose because particles have no room.")},
    {param::kEmptyStackLoss, QT_TRANSLATE_NOOP("ParameterWords", "Lost on an empty stack"),
     QT_TRANSLATE_NOOP("ParameterWords", "Whether and when an empty stack loses the game.")},
    {param::kStackSizing, QT_TRANSLATE_NOOP("ParameterWords", "Stack sizes"),
     QT_TRANSLATE_NOOP("ParameterWords", "How the deck is split into the stacks of the spaces.")},
    {param::kCutSpread, QT_TRANSLATE_NOOP("ParameterWords", "Cut spread"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "With random cuts: the most cards each cut may move to the next stack.")},
    {param::kOpenHands, QT_TRANSLATE_NOOP("ParameterWords", "Open hands"),
     QT_TRANSLATE_NOOP("ParameterWords", "Every player sees every hand.")},
    {param::kOpenStacks, QT_TRANSLATE_NOOP("ParameterWords", "Open stacks"),
     QT_TRANSLATE_NOOP("ParameterWords", "The cards below the top of each stack are visible.")},
    {param::kRepeatActions, QT_TRANSLATE_NOOP("ParameterWords", "Repeat actions"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "In a small group, the two actions of a kind may be the same action.")},
    {param::kCollectUpTo, QT_TRANSLATE_NOOP("ParameterWords", "Collect fewer"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A collect may take fewer cards than the number per collect.")},
    {param::kSuitCount, QT_TRANSLATE_NOOP("ParameterWords", "Suits"),
     QT_TRANSLATE_NOOP("ParameterWords", "Suits in the deck; a fifth suit adds lands.")},
    {param::kCardsPerSuit, QT_TRANSLATE_NOOP("ParameterWords", "Cards per suit"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Cards of each suit in the deck (two standard decks: 26).")},
    {param::kFifthSuitPower, QT_TRANSLATE_NOOP("ParameterWords", "Lands"),
     QT_TRANSLATE_NOOP("ParameterWords", "What a land card can do.")},
    {param::kFirstPlayer, QT_TRANSLATE_NOOP("ParameterWords", "First player"),
     QT_TRANSLATE_NOOP("ParameterWords", "Who takes the first turn.")},
    {param::kMaxTurns, QT_TRANSLATE_NOOP("ParameterWords", "Turn limit"),
     QT_TRANSLATE_NOOP("ParameterWords", "After this many turns the players lose.")},
};

constexpr words::Option kOptions[] = {
    {param::kBasicActionRule, "oneOf",
     QT_TRANSLATE_NOOP("ParameterWords", "One allowance for all")},
    {param::kBasicActionRule, "collectFree",
     QT_TRANSLATE_NOOP("ParameterWords", "Collecting is free")},
    {param::kBasicActionRule, "eachOnce", QT_TRANSLATE_NOOP("ParameterWords", "Each kind its own")},
    {param::kSpendWindow, "restOfTurn",
     QT_TRANSLATE_NOOP("ParameterWords", "For the rest of the turn")},
    {param::kSpendWindow, "oneBurst", QT_TRANSLATE_NOOP("ParameterWords", "In one burst")},
    {param::kCollectTiming, "beforeEmergence",
     QT_TRANSLATE_NOOP("ParameterWords", "As the last act")},
    {param::kCollectTiming, "anyTime",
     QT_TRANSLATE_NOOP("ParameterWords", "Any time (no moving after)")},
    {param::kCollectTiming, "afterEmergence",
     QT_TRANSLATE_NOOP("ParameterWords", "After the particles emerge")},
    {param::kNeutralizeAttempts, "unlimited", QT_TRANSLATE_NOOP("ParameterWords", "Unlimited")},
    {param::kNeutralizeAttempts, "oncePerParticle",
     QT_TRANSLATE_NOOP("ParameterWords", "One per particle")},
    {param::kNeutralizeAttempts, "untilFailure",
     QT_TRANSLATE_NOOP("ParameterWords", "Until the first failure")},
    {param::kHandLimitCheck, "immediate", QT_TRANSLATE_NOOP("ParameterWords", "Discard at once")},
    {param::kHandLimitCheck, "endOfTurn",
     QT_TRANSLATE_NOOP("ParameterWords", "Discard at the end of the turn")},
    {param::kHandLimitCheck, "blocksCollect",
     QT_TRANSLATE_NOOP("ParameterWords", "Only blocks collecting")},
    {param::kPawnLegalSpace, "any", QT_TRANSLATE_NOOP("ParameterWords", "Any space")},
    {param::kPawnLegalSpace, "particleFree",
     QT_TRANSLATE_NOOP("ParameterWords", "Spaces without particles")},
    {param::kParticleLegalSpace, "belowCap",
     QT_TRANSLATE_NOOP("ParameterWords", "Spaces with room")},
    {param::kParticleLegalSpace, "belowCapNoPawn",
     QT_TRANSLATE_NOOP("ParameterWords", "Spaces with room and no pawn")},
    {param::kSpadeSource, "anySpace", QT_TRANSLATE_NOOP("ParameterWords", "Any space")},
    {param::kSpadeSource, "pawnSpace", QT_TRANSLATE_NOOP("ParameterWords", "The pawn's space")},
    {param::kShareRule, "oneWayPerAction",
     QT_TRANSLATE_NOOP("ParameterWords", "Not in the same action")},
    {param::kShareRule, "neverBack", QT_TRANSLATE_NOOP("ParameterWords", "Never")},
    {param::kShareRecipients, "one", QT_TRANSLATE_NOOP("ParameterWords", "One player")},
    {param::kShareRecipients, "all", QT_TRANSLATE_NOOP("ParameterWords", "Everyone on the space")},
    {param::kSpillRule, "nearestWithRoom",
     QT_TRANSLATE_NOOP("ParameterWords", "Nearest space with room")},
    {param::kSpillRule, "adjacentOnly",
     QT_TRANSLATE_NOOP("ParameterWords", "Neighbouring spaces only")},
    {param::kSpillRule, "anySpace", QT_TRANSLATE_NOOP("ParameterWords", "Any space")},
    {param::kNoRoomLoss, "boardFull",
     QT_TRANSLATE_NOOP("ParameterWords", "When every space is full")},
    {param::kNoRoomLoss, "overflow",
     QT_TRANSLATE_NOOP("ParameterWords", "When a particle cannot be placed")},
    {param::kEmptyStackLoss, "immediate",
     QT_TRANSLATE_NOOP("ParameterWords", "When a stack runs out")},
    {param::kEmptyStackLoss, "onDraw",
     QT_TRANSLATE_NOOP("ParameterWords", "On drawing from an empty stack")},
    {param::kEmptyStackLoss, "never", QT_TRANSLATE_NOOP("ParameterWords", "Never")},
    {param::kStackSizing, "evenLowFirst",
     QT_TRANSLATE_NOOP("ParameterWords", "Even, extras to the low spaces")},
    {param::kStackSizing, "evenRandom",
     QT_TRANSLATE_NOOP("ParameterWords", "Even, extras to random spaces")},
    {param::kStackSizing, "cutSpread", QT_TRANSLATE_NOOP("ParameterWords", "Random cuts")},
    {param::kFifthSuitPower, "none", QT_TRANSLATE_NOOP("ParameterWords", "No power")},
    {param::kFifthSuitPower, "wild", QT_TRANSLATE_NOOP("ParameterWords", "Any suit's power")},
    {param::kFirstPlayer, "seat0", QT_TRANSLATE_NOOP("ParameterWords", "P1 starts")},
    {param::kFirstPlayer, "random", QT_TRANSLATE_NOOP("ParameterWords", "Drawn at random")},
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
