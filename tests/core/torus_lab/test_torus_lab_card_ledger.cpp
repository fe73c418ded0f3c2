// The card ledger names Torus Lab's cards in play (the engine plays suits):
// it follows whole random games card for card, keeps a card's name wherever
// it goes, gives the same names for the same seed, and names the cards the
// shuffle preview shows.

#include "decks/deck.h"
#include "decks/deck_schema.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/torus_lab/torus_lab_card_ledger.h"
#include "games/torus_lab/torus_lab_deck.h"
#include "games/torus_lab/torus_lab_game.h"
#include "games/torus_lab/torus_lab_ruleset.h"
#include "games/torus_lab/torus_lab_state.h"
#include "sim/game_runner.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QTest>
#include <map>

using namespace tltest;
using pb::torus_lab::kMaxSuits;
using pb::torus_lab::TorusLabCardLedger;
using pb::torus_lab::TorusLabState;

namespace {

const TorusLabState& torus(const pb::State& state) {
    return static_cast<const TorusLabState&>(state);
}

// "" when the ledger holds exactly the cards of `state`, place by place and
// suit by suit, and no card type more often than the deck has it.
std::string disagreement(const TorusLabCardLedger& ledger, const TorusLabState& state,
                         const pb::decks::Deck& deck) {
    std::map<int, int> used;
    auto count = [&](int type) { ++used[type]; };
    for (int seat = 0; seat < state.numPlayers(); ++seat) {
        std::array<int, kMaxSuits> cards{}, seen{};
        for (const auto& card : ledger.hand(seat)) {
            ++cards[static_cast<std::size_t>(ledger.suitOf(card.type))];
            seen[static_cast<std::size_t>(ledger.suitOf(card.type))] += card.seen;
            count(card.type);
        }
        for (int suit = 0; suit < kMaxSuits; ++suit) {
            if (cards[suit] != state.hand(seat, suit))
                return "seat " + std::to_string(seat) + " suit " + std::to_string(suit) + ": " +
                       std::to_string(cards[suit]) + " named, " +
                       std::to_string(state.hand(seat, suit)) + " held";
            if (seen[suit] != state.shown(seat, suit))
                return "seat " + std::to_string(seat) + " suit " + std::to_string(suit) + ": " +
                       std::to_string(seen[suit]) + " named as seen, " +
                       std::to_string(state.shown(seat, suit)) + " shown";
        }
    }
    for (int s = 0; s < state.rules().spaceCount; ++s) {
        const auto& known = ledger.stack(s);
        if (static_cast<int>(known.size()) != state.stackKnown(s))
            return "stack " + std::to_string(s) + ": " + std::to_string(known.size()) + " named, " +
                   std::to_string(state.stackKnown(s)) + " known";
        for (std::size_t k = 0; k < known.size(); ++k) {
            if (ledger.suitOf(known[k]) != state.knownCard(s, static_cast<int>(k)))
                return "stack " + std::to_string(s) + " card " + std::to_string(k) +
                       ": named of another suit";
            count(known[k]);
        }
    }
    std::array<int, kMaxSuits> discards{};
    for (int type : ledger.discards()) {
        ++discards[static_cast<std::size_t>(ledger.suitOf(type))];
        count(type);
    }
    for (int suit = 0; suit < kMaxSuits; ++suit) {
        if (discards[suit] != state.discarded(suit))
            return "discards of suit " + std::to_string(suit) + " differ";
        const int code = static_cast<int>(ledger.code(suit).size());
        if (code != (state.codeEntered(suit) ? state.rules().codeSize : 0))
            return "code of suit " + std::to_string(suit) + ": " + std::to_string(code) + " cards";
        for (int type : ledger.code(suit))
            count(type);
    }
    for (const auto& [type, n] : used)
        if (type < 0 || n > deck.cards[static_cast<std::size_t>(type)].count)
            return "card type " + std::to_string(type) + " named " + std::to_string(n) + " times";
    return {};
}

// A deck of the designer's: every rank of every suit once, and two copies of a
// heart of their own, so that the hearts are told apart by name.
pb::decks::Deck designersDeck(const pb::torus_lab::Rules& rules) {
    pb::decks::Deck deck = pb::decks::torusLabDefaultDeck(rules);
    deck.cards.push_back({"Phoenix", {"hearts", "7"}, 2});
    return deck;
}

} // namespace

class TestTorusLabCardLedger : public QObject {
    Q_OBJECT

private slots:
    void followsEveryCardOfRandomGames();
    void aGivenCardKeepsItsName();
    void theSameSeedNamesTheSameCards();
    void thePreviewShowsTheCardsTheGameDeals();
};

void TestTorusLabCardLedger::followsEveryCardOfRandomGames() {
    int decisions = 0;
    for (const json& params : {json::object(), winnable(), variantA()})
        for (int players : {1, 2, 4}) {
            const auto game = std::static_pointer_cast<const pb::torus_lab::TorusLabGame>(
                pb::torus_lab::ruleset().makeGame(params, players));
            for (std::uint64_t seed = 0; seed < rulesettest::propertyGames(12); ++seed) {
                const pb::decks::Deck deck = designersDeck(game->rules());
                const json setup{{"deck", pb::decks::deckToJson(deck)}};
                auto state = game->newInitialState(seed, setup);
                TorusLabCardLedger ledger(deck, seed, players, game->rules().spaceCount);
                pb::Rng rng(seed + 100);
                while (!state->isTerminal()) {
                    const auto before = state->clone();
                    state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                            : state->sampleUniformLegal(rng));
                    ledger.follow(torus(*before), torus(*state));
                    const std::string wrong = disagreement(ledger, torus(*state), deck);
                    QVERIFY2(wrong.empty(), (wrong + " after " + state->toJson().dump()).c_str());
                    ++decisions;
                }
            }
        }
    QVERIFY(decisions > 1000);
}

// A card given from one hand to another arrives under the name it left with,
// and the cards that stay keep theirs.
void TestTorusLabCardLedger::aGivenCardKeepsItsName() {
    const auto game = std::static_pointer_cast<const pb::torus_lab::TorusLabGame>(
        pb::torus_lab::ruleset().makeGame(winnable(), 2));
    int gifts = 0;
    for (std::uint64_t seed = 0; seed < 40 && gifts < 5; ++seed) {
        const pb::decks::Deck deck = designersDeck(game->rules());
        auto state = game->newInitialState(seed, json{{"deck", pb::decks::deckToJson(deck)}});
        TorusLabCardLedger ledger(deck, seed, 2, game->rules().spaceCount);
        pb::Rng rng(seed);
        while (!state->isTerminal()) {
            const auto before = state->clone();
            const pb::Decision d =
                state->isChance() ? state->sampleChance(rng) : state->sampleUniformLegal(rng);
            const bool give = !state->isChance() && state->decisionToJson(d)["type"] == "give";
            const int giver = give ? state->currentActor() : 0;
            const auto giverBefore = ledger.hand(giver);
            const auto takerBefore = ledger.hand(1 - giver);
            state->applyUnchecked(d);
            ledger.follow(torus(*before), torus(*state));
            if (!give)
                continue;
            ++gifts;
            const auto& giverAfter = ledger.hand(giver);
            const auto& takerAfter = ledger.hand(1 - giver);
            QCOMPARE(giverAfter.size() + 1, giverBefore.size());
            QCOMPARE(takerAfter.size(), takerBefore.size() + 1);
            for (std::size_t i = 0; i < takerBefore.size(); ++i)
                QCOMPARE(takerAfter[i].type, takerBefore[i].type);
            // The given card is the one missing from the giver's hand.
            std::map<int, int> left;
            for (const auto& card : giverBefore)
                ++left[card.type];
            for (const auto& card : giverAfter)
                --left[card.type];
            const int given = takerAfter.back().type;
            QCOMPARE(left[given], 1);
            QVERIFY(takerAfter.back().seen);
        }
    }
    QVERIFY2(gifts >= 5, "random play gave too few cards to check");
}

void TestTorusLabCardLedger::theSameSeedNamesTheSameCards() {
    const auto game = std::static_pointer_cast<const pb::torus_lab::TorusLabGame>(
        pb::torus_lab::ruleset().makeGame(json::object(), 2));
    auto handsOf = [&](std::uint64_t seed) {
        const pb::decks::Deck deck = pb::decks::torusLabDefaultDeck(game->rules());
        auto state = game->newInitialState(seed);
        TorusLabCardLedger ledger(deck, seed, 2, game->rules().spaceCount);
        pb::Rng rng(7); // the same draws of suits for every seed: only the names may differ
        for (int i = 0; i < 60 && !state->isTerminal(); ++i) {
            const auto before = state->clone();
            state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                    : state->sampleUniformLegal(rng));
            ledger.follow(torus(*before), torus(*state));
        }
        std::vector<int> types;
        for (int seat = 0; seat < 2; ++seat)
            for (const auto& card : ledger.hand(seat))
                types.push_back(card.type);
        return types;
    };
    QCOMPARE(handsOf(5), handsOf(5));
    QVERIFY(handsOf(5) != handsOf(6));
}

// The deck editor's shuffle preview of a seed names the cards that a game of
// that seed deals, as the game runner draws them.
void TestTorusLabCardLedger::thePreviewShowsTheCardsTheGameDeals() {
    const auto game = std::static_pointer_cast<const pb::torus_lab::TorusLabGame>(
        pb::torus_lab::ruleset().makeGame(json::object(), 3));
    const pb::decks::Deck deck = designersDeck(game->rules());
    const json setup{{"deck", pb::decks::deckToJson(deck)}};
    const auto* rules = pb::decks::deckRulesetFor("torus-lab");
    QVERIFY(rules);
    for (std::uint64_t seed : {1u, 42u, 977u}) {
        const pb::decks::SetupView view = rules->preview(*game, seed, setup);
        auto state = game->newInitialState(seed, setup);
        TorusLabCardLedger ledger(deck, seed, 3, game->rules().spaceCount);
        pb::Rng chance(pb::chanceSeed(seed));
        while (state->isChance() && torus(*state).phase() == pb::torus_lab::Phase::Setup) {
            const auto before = state->clone();
            state->applyUnchecked(state->sampleChance(chance));
            ledger.follow(torus(*before), torus(*state));
        }
        QCOMPARE(view.handTypes.size(), std::size_t{3});
        for (int seat = 0; seat < 3; ++seat) {
            std::vector<int> types;
            for (const auto& card : ledger.hand(seat))
                types.push_back(card.type);
            QCOMPARE(view.handTypes[static_cast<std::size_t>(seat)], types);
        }
        for (int s = 0; s < game->rules().spaceCount; ++s)
            if (!ledger.stack(s).empty())
                QCOMPARE(view.stacks[static_cast<std::size_t>(s)].types.front(),
                         ledger.stack(s).front());
    }
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTorusLabCardLedger)
#include "test_torus_lab_card_ledger.moc"
