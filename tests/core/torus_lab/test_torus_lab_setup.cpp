// The set-up (rules page, clauses L1-L11 and gaps G13, G14, G16, G17) and the
// parameter schema: the deal and the stack tops as chance, the stack sizes,
// the start, and parameters that cannot work together.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/torus_lab/torus_lab_game.h"
#include "games/torus_lab/torus_lab_parameter_names.h"
#include "games/torus_lab/torus_lab_ruleset.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QTest>
#include <numeric>

using namespace tltest;
namespace param = pb::torus_lab::param;

namespace {

const pb::Ruleset& torus() {
    return pb::torus_lab::ruleset();
}

std::vector<int> stackSizes(const pb::State& s) {
    const json j = s.toJson();
    std::vector<int> out;
    for (const auto& space : j["spaces"])
        out.push_back(space["cards"].get<int>());
    return out;
}

// Plays the set-up's chance decisions with a fixed stream, up to the first seat decision.
void finishSetup(pb::State& s, std::uint64_t seed) {
    pb::Rng rng(seed);
    while (s.isChance())
        s.applyUnchecked(s.sampleChance(rng));
}

} // namespace

class TestTorusLabSetup : public QObject {
    Q_OBJECT

private slots:
    void theRulesetIsRegistered();
    void everyParameterHasADescription();
    void theDealIsChanceFromTheWholeDeck();
    void stacksSplitTheRestEvenlyLowSpacesFirst_data();
    void stacksSplitTheRestEvenlyLowSpacesFirst();
    void randomSizingKeepsEveryCard_data();
    void randomSizingKeepsEveryCard();
    void theSetupEndsWithEveryTopRevealed();
    void openStacksRevealEveryCard();
    void openHandsShowTheDeal();
    void aRandomFirstPlayerIsDrawn();
    void aDealOverTheHandLimitIsDiscardedInTheSetup();
    void aSetupCanGiveTheStackSizes();
    void badSetupsAreRefused();
    void parametersThatCannotWorkTogetherAreRefused_data();
    void parametersThatCannotWorkTogetherAreRefused();
    void fiveSuitsMakeALandDeck();
};

void TestTorusLabSetup::theRulesetIsRegistered() {
    QCOMPARE(pb::findRuleset("torus-lab"), &torus());
    QCOMPARE(torus().minPlayers(), 1); // L1
    QCOMPARE(torus().maxPlayers(), 4);
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, torus().makeGame({}, 5));
}

void TestTorusLabSetup::everyParameterHasADescription() {
    for (const auto& spec : torus().parameters().specs())
        QVERIFY2(!spec.description.empty(), spec.name.c_str());
    for (const auto& counter : torus().counters())
        QVERIFY2(!counter.description.empty(), counter.id.c_str());
    QCOMPARE(static_cast<int>(torus().decisionKinds().size()), 20);
    QCOMPARE(static_cast<int>(torus().counters().size()), 37);
}

void TestTorusLabSetup::theDealIsChanceFromTheWholeDeck() {
    // L4, L6: two decks shuffled; three cards each, drawn by chance round the table.
    const auto game = torus().makeGame({}, 3);
    auto s = game->newInitialState(1);
    QVERIFY(s->isChance());
    TL_COMPARE_JSON(s->toJson()["toDeal"], 9);
    TL_LEGAL_SET(
        *s, dumps({deal(0, "hearts"), deal(0, "clubs"), deal(0, "diamonds"), deal(0, "spades")}));
    std::vector<pb::ChanceOutcome> outcomes;
    s->chanceOutcomes(outcomes);
    for (const auto& o : outcomes)
        QCOMPARE(o.probability, 26.0 / 104.0);
    TL_PLAY(*s, deal(0, "hearts"));
    s->chanceOutcomes(outcomes);
    QCOMPARE(outcomes[0].probability, 25.0 / 103.0);
    QCOMPARE(outcomes[1].probability, 26.0 / 103.0);
    TL_REFUSED(*s, deal(0, "clubs")); // the next card goes to seat 1
    TL_LEGAL(*s, deal(1, "clubs"));
    TL_REFUSED(*s, move());
}

void TestTorusLabSetup::stacksSplitTheRestEvenlyLowSpacesFirst_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<std::vector<int>>("sizes");
    // L7, G13 evenLowFirst: 104 - 3n cards, the extras to spaces 1, 2, ...
    QTest::newRow("1 player") << 1 << std::vector<int>{17, 17, 17, 17, 17, 16};
    QTest::newRow("2 players") << 2 << std::vector<int>{17, 17, 16, 16, 16, 16};
    QTest::newRow("3 players") << 3 << std::vector<int>{16, 16, 16, 16, 16, 15};
    QTest::newRow("4 players") << 4 << std::vector<int>{16, 16, 15, 15, 15, 15};
}

void TestTorusLabSetup::stacksSplitTheRestEvenlyLowSpacesFirst() {
    QFETCH(int, players);
    QFETCH(std::vector<int>, sizes);
    const auto game = torus().makeGame({}, players);
    QCOMPARE(stackSizes(*game->newInitialState(7)), sizes);
}

void TestTorusLabSetup::randomSizingKeepsEveryCard_data() {
    QTest::addColumn<QString>("sizing");
    QTest::newRow("evenRandom") << QString("evenRandom");
    QTest::newRow("cutSpread") << QString("cutSpread");
}

void TestTorusLabSetup::randomSizingKeepsEveryCard() {
    QFETCH(QString, sizing);
    const auto game = torus().makeGame({{param::kStackSizing, sizing.toStdString()}}, 4);
    std::set<std::vector<int>> seen;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const auto sizes = stackSizes(*game->newInitialState(seed));
        QCOMPARE(std::accumulate(sizes.begin(), sizes.end(), 0), 92);
        for (int size : sizes) {
            QVERIFY(size >= 1);
            if (sizing == "evenRandom")
                QVERIFY(size == 15 || size == 16);
            else
                QVERIFY(size >= 15 - 2 * 2 && size <= 16 + 2 * 2);
        }
        seen.insert(sizes);
    }
    QVERIFY(seen.size() > 3); // the seed decides
    // The same seed, the same stacks.
    QCOMPARE(stackSizes(*game->newInitialState(3)), stackSizes(*game->newInitialState(3)));
}

void TestTorusLabSetup::theSetupEndsWithEveryTopRevealed() {
    // L8-L11: stacks face up in a ring, pawns on space 1, one particle on 2-6.
    const auto game = torus().makeGame({}, 4);
    auto s = game->newInitialState(11);
    finishSetup(*s, 11);
    const json j = s->toJson();
    TL_COMPARE_JSON(j["phase"], "action");
    TL_COMPARE_JSON(j["player"], 0); // G17 seat0
    QVERIFY(!j.contains("toDeal"));
    for (int space = 1; space <= 6; ++space) {
        QVERIFY(!j["spaces"][space - 1]["top"].is_null());
        QCOMPARE(particlesOn(*s, space), space == 1 ? 0 : 1);
    }
    for (int seat = 0; seat < 4; ++seat) {
        QCOMPARE(pawnOf(*s, seat), 1);
        QCOMPARE(limitOf(*s, seat), 6); // L18
        QCOMPARE(handSize(*s, seat), 3);
        // Dealt cards are hidden from the others (G14).
        TL_COMPARE_JSON(j["players"][seat]["shown"],
                        json({{"hearts", 0}, {"clubs", 0}, {"diamonds", 0}, {"spades", 0}}));
    }
}

void TestTorusLabSetup::openStacksRevealEveryCard() {
    const auto game = torus().makeGame({{param::kOpenStacks, true}}, 2);
    auto s = game->newInitialState(5);
    finishSetup(*s, 5);
    const json j = s->toJson();
    for (const auto& space : j["spaces"])
        QCOMPARE(static_cast<int>(space["under"].size()), space["cards"].get<int>() - 1);
    // Collecting then needs no chance: the next top is known.
    TL_PLAY(*s, collect(2));
    QCOMPARE(phaseOf(*s), std::string("emergeCount"));
}

void TestTorusLabSetup::openHandsShowTheDeal() {
    const auto game = torus().makeGame({{param::kOpenHands, true}}, 2);
    auto s = game->newInitialState(5);
    finishSetup(*s, 5);
    const json j = s->toJson();
    TL_COMPARE_JSON(j["players"][1]["shown"], j["players"][1]["hand"]);
    TL_COMPARE_JSON(s->observationJson(0)["players"][1]["hand"], j["players"][1]["hand"]);
}

void TestTorusLabSetup::aRandomFirstPlayerIsDrawn() {
    const auto game = torus().makeGame({{param::kFirstPlayer, "random"}}, 3);
    auto s = game->newInitialState(2);
    pb::Rng rng(2);
    while (s->isChance() && phaseOf(*s) == "setup")
        s->applyUnchecked(s->sampleChance(rng));
    QCOMPARE(phaseOf(*s), std::string("firstPlayer"));
    TL_LEGAL_SET(*s, dumps({first(0), first(1), first(2)}));
    TL_PLAY(*s, first(2));
    TL_COMPARE_JSON(s->toJson()["player"], 2);
    TL_COMPARE_JSON(actorOf(*s), 2);
}

void TestTorusLabSetup::aDealOverTheHandLimitIsDiscardedInTheSetup() {
    // L6 deals before L18's limit applies: a hand limit below the hand size is
    // discarded down to before the first turn, and every state on the way
    // reads back from its own JSON (a fuzz finding: the reader once refused them).
    const auto game = torus().makeGame({{param::kHandSize, 3}, {param::kHandLimit, 2}}, 2);
    auto s = game->newInitialState(3);
    pb::Rng rng(3);
    auto roundTrips = [&] {
        TL_STATE(again, s->toJson());
        QCOMPARE(again->hash(), s->hash());
        TL_COMPARE_JSON(again->toJson(), s->toJson());
    };
    while (s->isChance()) {
        roundTrips();
        s->applyUnchecked(s->sampleChance(rng));
    }
    QCOMPARE(phaseOf(*s), std::string("setup"));
    TL_COMPARE_JSON(actorOf(*s), 0);
    QCOMPARE(handSize(*s, 0), 3);
    for (int seat = 0; seat < 2; ++seat) {
        TL_COMPARE_JSON(actorOf(*s), seat);
        const json hand = s->toJson()["players"][seat]["hand"];
        const std::string suit = std::find_if(hand.begin(), hand.end(), [](const json& n) {
                                     return n.get<int>() > 0;
                                 }).key();
        TL_PLAY(*s, discard(suit));
        roundTrips();
        QCOMPARE(handSize(*s, seat), 2);
        QCOMPARE(discardOf(*s, suit) >= 1, true);
    }
    QVERIFY(!s->isChance()); // the tops were revealed before the limit was checked
    QCOMPARE(phaseOf(*s), std::string("action"));
    TL_COMPARE_JSON(actorOf(*s), 0);

    // The reader holds set-up hands to the same rule: discarding stops at the limit.
    auto dealt = game->newInitialState(3);
    while (dealt->toJson().contains("toDeal"))
        dealt->applyUnchecked(dealt->sampleChance(rng));
    const json j = dealt->toJson();
    json belowLimit = j;
    for (auto& [suit, n] : belowLimit["players"][0]["hand"].items())
        if (n.get<int>() > 0) {
            belowLimit["discard"][suit] = belowLimit["discard"][suit].get<int>() + n.get<int>();
            n = 0;
        }
    const std::string below = refusal(belowLimit);
    QVERIFY2(QString::fromStdString(below).contains("at least its hand limit 2"), below.c_str());
}

void TestTorusLabSetup::aSetupCanGiveTheStackSizes() {
    const auto game = torus().makeGame({}, 4);
    auto s = game->newInitialState(1, {{"stacks", {20, 10, 15, 15, 16, 16}}});
    QCOMPARE(stackSizes(*s), (std::vector<int>{20, 10, 15, 15, 16, 16}));
}

void TestTorusLabSetup::badSetupsAreRefused() {
    const auto game = torus().makeGame({}, 4);
    for (const json& setup :
         {json{{"stacks", {20, 10, 15, 15, 16}}}, json{{"stacks", {20, 10, 15, 15, 16, 17}}},
          json{{"stacks", {0, 30, 15, 15, 16, 16}}}, json{{"board", 1}}}) {
        try {
            game->newInitialState(1, setup);
            QFAIL(("set-up accepted: " + setup.dump()).c_str());
        } catch (const pb::InvalidInput& e) {
            QVERIFY(std::string(e.what()).size() > 10);
        }
    }
}

void TestTorusLabSetup::parametersThatCannotWorkTogetherAreRefused_data() {
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<QString>("keyword");
    QTest::newRow("five codes, four suits")
        << QByteArray(R"({"codesToWin": 5})") << QString("suitCount");
    QTest::newRow("start off the ring")
        << QByteArray(R"({"startSpace": 7})") << QString("startSpace");
    QTest::newRow("too many particles")
        << QByteArray(R"({"startParticles": 7})") << QString("particleCap");
    QTest::newRow("code bigger than a suit")
        << QByteArray(R"({"cardsPerSuit": 5, "codeSize": 6})") << QString("codeSize");
    QTest::newRow("no cards for the stacks")
        << QByteArray(R"({"cardsPerSuit": 5, "handSize": 5})") << QString("stacks");
    QTest::newRow("unknown parameter") << QByteArray(R"({"dice": 2})") << QString("dice");
    QTest::newRow("bad option") << QByteArray(R"({"spillRule": "random"})") << QString("spillRule");
}

void TestTorusLabSetup::parametersThatCannotWorkTogetherAreRefused() {
    QFETCH(QByteArray, params);
    QFETCH(QString, keyword);
    try {
        torus().makeGame(json::parse(params.toStdString()), 4);
        QFAIL("accepted");
    } catch (const pb::InvalidInput& e) {
        QVERIFY2(QString(e.what()).contains(keyword), e.what());
    }
}

void TestTorusLabSetup::fiveSuitsMakeALandDeck() {
    // L44, G16: 5 suits x 26 and, by default, five codes: one per suit.
    const auto game = torus().makeGame({{param::kSuitCount, 5}}, 1);
    const auto codesToWin = [](const pb::Game& g) {
        return dynamic_cast<const pb::torus_lab::TorusLabGame&>(g).rules().codesToWin;
    };
    QCOMPARE(codesToWin(*game), 5);
    QCOMPARE(codesToWin(*torus().makeGame(json::object(), 1)), 4);
    QCOMPARE(codesToWin(*torus().makeGame({{param::kSuitCount, 5}, {param::kCodesToWin, 4}}, 1)),
             4);
    auto s = game->newInitialState(1);
    std::vector<pb::ChanceOutcome> outcomes;
    s->chanceOutcomes(outcomes);
    QCOMPARE(static_cast<int>(outcomes.size()), 5);
    QCOMPARE(outcomes[4].probability, 0.2);
    const auto sizes = stackSizes(*s);
    QCOMPARE(std::accumulate(sizes.begin(), sizes.end(), 0), 130 - 3);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTorusLabSetup)
#include "test_torus_lab_setup.moc"
