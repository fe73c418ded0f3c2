#include "rulesets/torus_lab/torus_lab_card_words.h"

#include "games/torus_lab/torus_lab_game.h"
#include "rulesets/torus_lab/torus_lab_board_presenter.h"

#include <array>

namespace pb::gui::torus_lab {

using namespace pb::torus_lab;

namespace {

int suitIndex(std::string_view name) {
    for (int s = 0; s < kMaxSuits; ++s)
        if (kSuitNames[static_cast<std::size_t>(s)] == name)
            return s;
    return -1;
}

struct Rank {
    const char* value;
    const char* words;
};

// The ranks a person reads differently in another language: the court cards
// (German B, D, K) and the basic land types; numbers read the same.
constexpr std::array<Rank, 9> kRanks{{
    //: a card rank: the ace
    {"A", QT_TRANSLATE_NOOP("TorusLabCardWords", "A")},
    //: a card rank: the jack
    {"J", QT_TRANSLATE_NOOP("TorusLabCardWords", "J")},
    //: a card rank: the queen
    {"Q", QT_TRANSLATE_NOOP("TorusLabCardWords", "Q")},
    //: a card rank: the king
    {"K", QT_TRANSLATE_NOOP("TorusLabCardWords", "K")},
    //: a basic land type (as Magic: The Gathering names it)
    {"Plains", QT_TRANSLATE_NOOP("TorusLabCardWords", "Plains")},
    //: a basic land type (as Magic: The Gathering names it)
    {"Island", QT_TRANSLATE_NOOP("TorusLabCardWords", "Island")},
    //: a basic land type (as Magic: The Gathering names it)
    {"Swamp", QT_TRANSLATE_NOOP("TorusLabCardWords", "Swamp")},
    //: a basic land type (as Magic: The Gathering names it)
    {"Mountain", QT_TRANSLATE_NOOP("TorusLabCardWords", "Mountain")},
    //: a basic land type (as Magic: The Gathering names it)
    {"Forest", QT_TRANSLATE_NOOP("TorusLabCardWords", "Forest")},
}};

QString rankWords(std::string_view rank) {
    for (const Rank& r : kRanks)
        if (rank == r.value)
            return TorusLabCardWords::tr(r.words);
    return QString::fromUtf8(rank.data(), static_cast<qsizetype>(rank.size()));
}

} // namespace

QString TorusLabCardWords::value(std::string_view attribute, std::string_view value) {
    if (attribute == "suit") {
        const int suit = suitIndex(value);
        return suit < 0 ? QString() : TorusLabBoardPresenter::suitName(suit);
    }
    if (attribute == "rank")
        return rankWords(value);
    return {};
}

std::pair<QString, std::string> TorusLabCardWords::printed(const pb::decks::Deck& deck, int type) {
    const std::string& suitValue = deck.value(type, "suit");
    const std::string& rank = deck.value(type, "rank");
    const int suit = suitIndex(suitValue);
    QString words;
    std::string english; // as the core names it, e.g. in a template's card names
    if (suit == kLands) {
        words = rankWords(rank);
        english = rank;
    } else if (suit >= 0) {
        //: a playing card: %1 its rank, %2 its suit (plural): "7 of hearts"
        words = tr("%1 of %2").arg(rankWords(rank), TorusLabBoardPresenter::suitName(suit));
        english = rank + " of " + suitValue;
    } else {
        words = QString::fromStdString(rank + " " + suitValue);
        english = rank + " " + suitValue;
    }
    return {words, english};
}

QString TorusLabCardWords::templateName(const pb::decks::Deck& deck, int type) {
    if (type < 0 || type >= static_cast<int>(deck.cards.size()))
        return {};
    const auto [words, english] = printed(deck, type);
    return deck.cards[static_cast<std::size_t>(type)].name == english ? words : QString();
}

QString TorusLabCardWords::card(const pb::decks::Deck& deck, int type) {
    if (type < 0 || type >= static_cast<int>(deck.cards.size()))
        return {};
    const auto [words, english] = printed(deck, type);
    const std::string& name = deck.cards[static_cast<std::size_t>(type)].name;
    if (name.empty() || name == english)
        return words;
    //: a card the designer named: %1 its name, %2 its rank and suit
    return tr("%1 (%2)").arg(QString::fromStdString(name), words);
}

QString TorusLabCardWords::attribute(std::string_view attribute) {
    if (attribute == "suit")
        return tr("Suit");
    if (attribute == "rank")
        return tr("Rank");
    return {};
}

// The core's English, with the rules' clause ids, stays for the CLI and files.
QString TorusLabCardWords::templateTitle(std::string_view id) {
    if (id == "two-decks")
        return tr("Two standard decks");
    if (id == "land-variant")
        return tr("Two decks and lands");
    return {};
}

QString TorusLabCardWords::templateDescription(std::string_view id) {
    if (id == "two-decks")
        return tr("Two 52-card decks shuffled together, no jokers: 104 cards.");
    if (id == "land-variant")
        return tr("The harder variant: two standard decks and 26 lands as a fifth suit, 130 "
                  "cards. Set Suits to 5 and Codes to win to 5.");
    return {};
}

} // namespace pb::gui::torus_lab
