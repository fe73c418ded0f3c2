// Torus Lab's cards, tokens and set-up (docs/rules/torus-lab.md).
#include "design_deck.h"
#include "engine/ruleset.h"
#include "games/torus_lab/torus_lab_deck.h"
#include "games/torus_lab/torus_lab_game.h"
#include "torus_lab_print.h"

#include <QCoreApplication>

namespace pb::print::torus_lab {

using namespace pb::torus_lab;

namespace {

// The words of this file, in the translations under "TorusLabPrint".
struct Words {
    Q_DECLARE_TR_FUNCTIONS(TorusLabPrint)
};

// The suits in the deck's order (kSuitNames), as a player reads them.
QString suitWords(int suit) {
    switch (suit) {
    case kHearts:
        return Words::tr("hearts");
    case kClubs:
        return Words::tr("clubs");
    case kDiamonds:
        return Words::tr("diamonds");
    case kSpades:
        return Words::tr("spades");
    default:
        return Words::tr("lands");
    }
}

// What spending a card of `suit` does (L25-L28), for the card's text.
QString suitPower(int suit, const Rules& rules) {
    switch (suit) {
    case kHearts:
        return Words::tr("Spend: roll a neutralization die again.");
    case kClubs:
        return Words::tr("Spend: add 1 to a neutralization roll.");
    case kDiamonds:
        return Words::tr("Spend: move your pawn to an adjacent space.");
    case kSpades:
        return Words::tr("Spend: move a particle to an adjacent space.");
    default:
        return rules.wild ? Words::tr("Spend: counts as a card of any suit.") : QString();
    }
}

// A rank as the workbench's deck editor words it (German B, D, K for the
// court cards, the land types), through its translations.
QString rankWords(const std::string& rank) {
    return QCoreApplication::translate("TorusLabCardWords", rank.c_str());
}

int suitIndex(const std::string& name) {
    for (int s = 0; s < kMaxSuits; ++s)
        if (kSuitNames[static_cast<std::size_t>(s)] == name)
            return s;
    return -1;
}

const Rules& rulesOf(const PrintInput& input, std::shared_ptr<const Game>& keep) {
    keep = input.ruleset.makeGame(input.params, input.players);
    return static_cast<const TorusLabGame&>(*keep).rules();
}

} // namespace

std::vector<PrintDeck> TorusLabPrint::decks(const PrintInput& input) const {
    const std::optional<decks::Deck> deck = designDeck(input);
    if (!deck)
        return {};
    std::shared_ptr<const Game> game;
    const Rules& rules = rulesOf(input, game);
    auto printed = [](const decks::Deck& d, int type) {
        const int suit = suitIndex(d.value(type, "suit"));
        const std::string& rank = d.value(type, "rank");
        const QString rankText = rankWords(rank);
        if (suit == kLands || suit < 0)
            return rankText;
        //: a playing card: %1 its rank, %2 its suit (plural): "7 of hearts"
        return Words::tr("%1 of %2").arg(rankText, suitWords(suit));
    };
    PrintDeck out =
        printDeck(*deck, Words::tr("Lab deck"), Words::tr("Torus Lab"), printed,
                  [](const std::string& attribute, const std::string& value) {
                      if (attribute == "suit") {
                          const int suit = suitIndex(value);
                          return Words::tr("Suit: %1")
                              .arg(suit < 0 ? QString::fromStdString(value) : suitWords(suit));
                      }
                      if (attribute == "rank")
                          return Words::tr("Rank: %1").arg(rankWords(value));
                      return QString();
                  });
    for (std::size_t type = 0; type < out.cards.size(); ++type) {
        const int suit = suitIndex(deck->value(static_cast<int>(type), "suit"));
        PrintCard& card = out.cards[type];
        // A template's English name ("7 of hearts") is worded like the rank and suit.
        if (deck->cards[type].name == decks::torusLabCardLabel(*deck, static_cast<int>(type)))
            card.name = printed(*deck, static_cast<int>(type));
        card.text = suit >= 0 ? suitPower(suit, rules) : QString();
        static constexpr QRgb kSuitColours[] = {0xc0392b, 0x2e7d32, 0xe67e22, 0x34495e, 0x8d6e63};
        if (suit >= 0)
            card.accent = QColor(kSuitColours[suit]);
    }
    return {out};
}

std::vector<TokenGroup> TorusLabPrint::tokens(const PrintInput& input) const {
    std::shared_ptr<const Game> game;
    const Rules& rules = rulesOf(input, game);
    TokenGroup pawns{Words::tr("Pawns"), {}};
    for (int seat = 0; seat < input.players; ++seat)
        pawns.tokens.push_back(
            {QStringLiteral("P%1").arg(seat + 1), seat, 1, 18.0, PrintToken::Shape::Circle});
    // Enough particles to fill every space to the cap: the most a table needs.
    TokenGroup particles{Words::tr("Particles"),
                         {{QStringLiteral("●"), -1, rules.spaceCount * rules.particleCap, 12.0,
                           PrintToken::Shape::Circle}}};
    TokenGroup codes{Words::tr("Code markers"), {}};
    for (int suit = 0; suit < rules.suitCount && suit < kLands; ++suit)
        codes.tokens.push_back(
            {suitWords(suit).left(1).toUpper(), -1, 1, 16.0, PrintToken::Shape::Square});
    return {pawns, particles, codes};
}

QStringList TorusLabPrint::setup(const PrintInput& input) const {
    std::shared_ptr<const Game> game;
    const Rules& rules = rulesOf(input, game);
    const bool small = input.players <= rules.smallGroupMax;
    QStringList steps;
    steps << Words::tr("Shuffle the lab deck and deal each player their hand (cards each: %1).")
                 .arg(rules.handSize);
    steps << Words::tr(
                 "Cut the rest into %1 face-up stacks in a ring, numbered clockwise from 1: each "
                 "stack is a space.")
                 .arg(rules.spaceCount);
    steps << Words::tr("Put every pawn on space %1.").arg(rules.startSpace + 1);
    steps << Words::tr("Particles on each other space: %1.").arg(rules.startParticles);
    steps << Words::tr("Hand limit: %1 cards.").arg(rules.handLimit);
    if (small)
        steps << Words::tr("With %1 or fewer players: %2 basic and %3 special actions a turn, "
                           "neutralize on "
                           "%4 or more, collect the top %5 cards.")
                     .arg(rules.smallGroupMax)
                     .arg(rules.smallActions)
                     .arg(rules.smallActions)
                     .arg(rules.smallNeutralizeMin)
                     .arg(rules.smallCollectCount);
    else
        steps << Words::tr("Actions each turn: basic %1, special %2; neutralize on %3 or more.")
                     .arg(rules.basicActions)
                     .arg(rules.specialActions)
                     .arg(rules.neutralizeMin);
    steps << Words::tr("Win together by entering %1 codes, each of %2 cards of one suit.")
                 .arg(rules.codesToWin)
                 .arg(rules.codeSize);
    return steps;
}

} // namespace pb::print::torus_lab
