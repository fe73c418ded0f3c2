#include "decks/torus_lab_deck.h"

#include "decks/torus_lab_deal_preview.h"

#include <algorithm>

namespace pb::decks {

namespace {

using torus_lab::kMaxSuits;
using torus_lab::kSuitNames;

const std::array<const char*, 13> kRanks{"A", "2", "3",  "4", "5", "6", "7",
                                         "8", "9", "10", "J", "Q", "K"};
const std::array<const char*, 5> kLandTypes{"Plains", "Island", "Swamp", "Mountain", "Forest"};

DeckSchema schema() {
    AttributeSpec suit{"suit", "a suit", {}};
    for (auto name : kSuitNames)
        suit.values.emplace_back(name);
    AttributeSpec rank{"rank", "a rank", {}};
    rank.values.assign(kRanks.begin(), kRanks.end());
    rank.values.insert(rank.values.end(), kLandTypes.begin(), kLandTypes.end());
    return DeckSchema{{suit, rank}};
}

std::string cardName(int suit, const std::string& rank) {
    return suit == torus_lab::kLands ? rank : rank + " of " + std::string(kSuitNames[suit]);
}

// `perSuit` cards of each of the first `suits` suits, spread as evenly as the
// ranks (or land types) allow, the low ones taking the remainder.
Deck evenDeck(int suits, int perSuit) {
    Deck deck = schema().emptyDeck();
    for (int suit = 0; suit < suits; ++suit) {
        const bool land = suit == torus_lab::kLands;
        const int kinds =
            land ? static_cast<int>(kLandTypes.size()) : static_cast<int>(kRanks.size());
        for (int k = 0; k < kinds && k < perSuit; ++k) {
            const std::string rank = land ? kLandTypes[static_cast<std::size_t>(k)]
                                          : kRanks[static_cast<std::size_t>(k)];
            const int count = perSuit / kinds + (k < perSuit % kinds ? 1 : 0);
            deck.cards.push_back(
                CardType{cardName(suit, rank), {std::string(kSuitNames[suit]), rank}, count});
        }
    }
    return deck;
}

const torus_lab::TorusLabGame& torusGame(const Game& game) {
    return static_cast<const torus_lab::TorusLabGame&>(game);
}

SetupView setupView(const Game& game, std::uint64_t seed, const nlohmann::json& setup) {
    const DealPreview deal = torusLabDealPreview(torusGame(game), seed, setup);
    SetupView view;
    for (const StackPreview& stack : deal.stacks) {
        StackView out{stack.height, stack.known, {}};
        for (int suit : stack.order)
            out.order.emplace_back(kSuitNames[static_cast<std::size_t>(suit)]);
        view.stacks.push_back(std::move(out));
    }
    for (const auto& hand : deal.hands) {
        std::string text;
        for (int suit = 0; suit < kMaxSuits; ++suit)
            if (hand[static_cast<std::size_t>(suit)] > 0)
                text += (text.empty() ? "" : ", ") +
                        std::to_string(hand[static_cast<std::size_t>(suit)]) + " " +
                        std::string(kSuitNames[static_cast<std::size_t>(suit)]);
        view.hands.push_back(text);
    }
    return view;
}

} // namespace

DeckRuleset torusLabDeckRuleset() {
    return DeckRuleset{
        "torus-lab",
        schema(),
        {
            DeckTemplate{"two-decks", "Two standard decks",
                         "Two 52-card decks shuffled together, no jokers: 104 cards (the "
                         "rules' deck, L1).",
                         evenDeck(4, 26)},
            DeckTemplate{"land-variant", "Two decks and lands",
                         "The harder variant (L44): two standard decks and 26 basic lands as "
                         "a fifth suit, 130 cards. Set suitCount to 5 and codesToWin to 5.",
                         evenDeck(5, 26)},
        },
        [](const Game& game) { return torusLabDefaultDeck(torusGame(game).rules()); },
        setupView};
}

Deck torusLabDefaultDeck(const torus_lab::Rules& rules) {
    return evenDeck(rules.suitCount, rules.cardsPerSuit);
}

SuitCounts torusLabSuitCounts(const Deck& deck, const torus_lab::Rules& rules) {
    schema().validate(deck, "deck");
    SuitCounts counts{};
    const int suitColumn = deck.attributeIndex("suit");
    int total = 0;
    for (std::size_t c = 0; c < deck.cards.size(); ++c) {
        const CardType& card = deck.cards[c];
        const std::string at = "deck.cards[" + std::to_string(c) + "]";
        const auto& suitName = card.values[static_cast<std::size_t>(suitColumn)];
        const int suit = static_cast<int>(
            std::find(kSuitNames.begin(), kSuitNames.end(), suitName) - kSuitNames.begin());
        if (suit >= rules.suitCount)
            throw DeckError(at + ".suit", "the game plays " + std::to_string(rules.suitCount) +
                                              " suits (suitCount), so " + suitName +
                                              " are not in its deck");
        counts[static_cast<std::size_t>(suit)] += card.count;
        total += card.count;
        if (counts[static_cast<std::size_t>(suit)] > 255)
            throw DeckError(at + ".count", "more than 255 " + suitName + " in the deck");
        if (total > torus_lab::kMaxCards)
            throw DeckError(at + ".count", "the deck passes " +
                                               std::to_string(torus_lab::kMaxCards) +
                                               " cards, the most a Torus Lab game holds");
    }
    const int dealt = rules.handSize * rules.numPlayers;
    if (total - dealt < rules.spaceCount)
        throw DeckError("deck.cards",
                        std::to_string(total) + " cards less " + std::to_string(rules.handSize) +
                            " each for " + std::to_string(rules.numPlayers) + " players leave " +
                            std::to_string(std::max(0, total - dealt)) + ", too few for " +
                            std::to_string(rules.spaceCount) + " stacks");
    const int codable = static_cast<int>(
        std::count_if(counts.begin(), counts.end(), [&](int n) { return n >= rules.codeSize; }));
    if (codable < rules.codesToWin)
        throw DeckError("deck.cards", "only " + std::to_string(codable) + " suits hold codeSize (" +
                                          std::to_string(rules.codeSize) +
                                          ") cards, but codesToWin needs " +
                                          std::to_string(rules.codesToWin));
    return counts;
}

} // namespace pb::decks
