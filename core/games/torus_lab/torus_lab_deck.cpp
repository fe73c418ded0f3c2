#include "games/torus_lab/torus_lab_deck.h"

#include "engine/rng.h"
#include "games/torus_lab/torus_lab_card_ledger.h"
#include "games/torus_lab/torus_lab_deal_preview.h"
#include "games/torus_lab/torus_lab_state.h"

#include <algorithm>

namespace pb::decks {

namespace {

using torus_lab::kMaxSuits;
using torus_lab::kSuitNames;
using torus_lab::kSuitSingular;

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

int suitIndex(const std::string& name) {
    return static_cast<int>(std::find(kSuitNames.begin(), kSuitNames.end(), name) -
                            kSuitNames.begin());
}

// The preview names the cards it deals as a game names them in play: the
// ledger follows the set-up's chance draws, and the cards still hidden below
// the tops take the next copies of their suits.
SetupView setupView(const Game& game, std::uint64_t seed, const nlohmann::json& setup) {
    const torus_lab::TorusLabGame& torus = torusGame(game);
    const DealPreview deal = torusLabDealPreview(torus, seed, setup);
    const Deck deck = setup.is_object() && setup.contains("deck")
                          ? deckFromJson(setup["deck"])
                          : torusLabDefaultDeck(torus.rules());
    const auto initial = torus.newInitialState(seed, setup);
    auto& state = static_cast<torus_lab::TorusLabState&>(*initial);
    torus_lab::TorusLabCardLedger ledger(deck, seed, state.numPlayers(), torus.rules().spaceCount);
    Rng chance(chanceSeed(seed));
    while (state.isChance() && state.phase() == torus_lab::Phase::Setup) {
        const auto before = state.clone();
        state.applyUnchecked(state.sampleChance(chance));
        ledger.follow(static_cast<const torus_lab::TorusLabState&>(*before), state);
    }
    auto label = [&](int suit, int type) {
        return type < 0 ? std::string(kSuitSingular[suit]) : torusLabCardLabel(deck, type);
    };
    SetupView view;
    for (int seat = 0; seat < state.numPlayers(); ++seat) {
        std::string text;
        std::vector<int> handTypes;
        std::vector<std::string> handSuits;
        for (const auto& card : ledger.hand(seat)) {
            const int suit = ledger.suitOf(card.type);
            if (suit < 0)
                continue;
            text += (text.empty() ? "" : ", ") + label(suit, card.type);
            handTypes.push_back(card.type);
            handSuits.emplace_back(kSuitNames[static_cast<std::size_t>(suit)]);
        }
        view.hands.push_back(text);
        view.handTypes.push_back(std::move(handTypes));
        view.handSuits.push_back(std::move(handSuits));
    }
    for (std::size_t s = 0; s < deal.stacks.size(); ++s) {
        const StackPreview& stack = deal.stacks[s];
        const std::vector<int>& known = ledger.stack(static_cast<int>(s));
        StackView out{stack.height, stack.known, {}, {}, {}};
        for (std::size_t i = 0; i < stack.order.size(); ++i) {
            const int suit = stack.order[i];
            const int type = i < known.size() ? known[i] : ledger.draw(suit);
            out.order.push_back(label(suit, type));
            out.suits.emplace_back(kSuitNames[static_cast<std::size_t>(suit)]);
            out.types.push_back(type);
        }
        view.stacks.push_back(std::move(out));
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

std::string torusLabCardLabel(const Deck& deck, int card) {
    const std::string& suitName = deck.value(card, "suit");
    const std::string& rank = deck.value(card, "rank");
    const int suit = suitIndex(suitName);
    const std::string printed = suit < kMaxSuits ? cardName(suit, rank) : rank + " " + suitName;
    const std::string& name = deck.cards[static_cast<std::size_t>(card)].name;
    return name.empty() || name == printed ? printed : name + " (" + printed + ")";
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
        // Each with a code (torus_lab_deck.h) for the workbench's words.
        if (suit >= rules.suitCount)
            throw DeckError(at + ".suit",
                            "the game plays " + std::to_string(rules.suitCount) +
                                " suits (suitCount), so " + suitName + " are not in its deck",
                            "suitNotPlayed", {rules.suitCount}, {suitName});
        counts[static_cast<std::size_t>(suit)] += card.count;
        total += card.count;
        if (counts[static_cast<std::size_t>(suit)] > 255)
            throw DeckError(at + ".count", "more than 255 " + suitName + " in the deck",
                            "suitTooLarge", {255}, {suitName});
        if (total > torus_lab::kMaxCards)
            throw DeckError(at + ".count",
                            "the deck passes " + std::to_string(torus_lab::kMaxCards) +
                                " cards, the most a Torus Lab game holds",
                            "deckTooLarge", {torus_lab::kMaxCards});
    }
    const int dealt = rules.handSize * rules.numPlayers;
    if (total - dealt < rules.spaceCount)
        throw DeckError("deck.cards",
                        std::to_string(total) + " cards less " + std::to_string(rules.handSize) +
                            " each for " + std::to_string(rules.numPlayers) + " players leave " +
                            std::to_string(std::max(0, total - dealt)) + ", too few for " +
                            std::to_string(rules.spaceCount) + " stacks",
                        "tooFewForStacks",
                        {total, rules.handSize, rules.numPlayers, std::max(0, total - dealt),
                         rules.spaceCount});
    const int codable = static_cast<int>(
        std::count_if(counts.begin(), counts.end(), [&](int n) { return n >= rules.codeSize; }));
    if (codable < rules.codesToWin)
        throw DeckError("deck.cards",
                        "only " + std::to_string(codable) + " suits hold codeSize (" +
                            std::to_string(rules.codeSize) + ") cards, but codesToWin needs " +
                            std::to_string(rules.codesToWin),
                        "tooFewCodes", {codable, rules.codeSize, rules.codesToWin});
    return counts;
}

} // namespace pb::decks
