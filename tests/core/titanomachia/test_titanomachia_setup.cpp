// The point-buy and the set-up (T5-T12, T24-T25, G1-G5, G12, R1, R2, R12):
// prices, refusals naming the field, terrain layout, bids and designation.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/setup_cost.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "games/titanomachia/titanomachia_ruleset.h"
#include "games/titanomachia/titanomachia_setup.h"
#include "test_registry.h"
#include "titanomachia_test_support.h"

#include <QTest>

using namespace ttest;
namespace param = pb::titanomachia::param;

namespace {

// The refusal of a set-up by a new game ("" when accepted).
std::string setupRefusal(const json& setup) {
    try {
        (void)pb::titanomachia::ruleset().makeGame({}, 2)->newInitialState(1, setup);
        return {};
    } catch (const pb::InvalidInput& e) {
        return e.what();
    }
}

bool mentions(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

class TestTitanomachiaSetup : public QObject {
    Q_OBJECT

private slots:
    void thePresetsCostWhatSectionThreeSays();
    void aSetUpOverTheBudgetIsRefusedNamingThePlayer();
    void scoresOutOfRangeAreRefusedNamingTheField();
    void aSharedStartIsRefusedAsShared();
    void aWholeSetUpIsPricedPerPlayer();
    void demolitionNeedsArmourTwoInTheOpponentsHalf();
    void objectivesAreAtLeastOneAndEachTypeOnce();
    void terrainFillsEachHomeHalf();
    void theHigherBidGoesFirstAndAlonePays();
    void tiedBidsGoToTheCoin();
    void objectiveMarkersAreDesignatedInTheOpponentsHalf();
};

void TestTitanomachiaSetup::thePresetsCostWhatSectionThreeSays() {
    const json warhoundCost = pb::titanomachia::pointCost(
        {{"titan", "warhound"}, {"objectives", json::array({"hold", "breakthrough"})}}, {});
    QCOMPARE(warhoundCost["titan"].get<int>(), 36);
    QCOMPARE(warhoundCost["terrain"].get<int>(), 17);
    QCOMPARE(warhoundCost["objectives"].get<int>(), 5);
    QCOMPARE(warhoundCost["total"].get<int>(), 58);
    QCOMPARE(warhoundCost["left"].get<int>(), 2);
    const json reaverCost = pb::titanomachia::pointCost(
        {{"titan", "reaver"}, {"objectives", json::array({"demolition", "cripple"})}}, {});
    QCOMPARE(reaverCost["total"].get<int>(), 57);
    // G1: the price of a score point is a parameter.
    const json dearer = pb::titanomachia::pointCost(
        {{"titan", "reaver"}, {"objectives", {"cripple"}}}, {{param::kScorePointCost, 2}});
    QCOMPARE(dearer["titan"].get<int>(), 72);
}

void TestTitanomachiaSetup::aSetUpOverTheBudgetIsRefusedNamingThePlayer() {
    json setup = openSetup();
    setup["players"][1]["terrainMix"] = {{"hab-block", 8}}; // 36 + 24 + 2 = 62
    const std::string error = setupRefusal(setup);
    QVERIFY2(mentions(error, "setup.players[1]") && mentions(error, "budget"), error.c_str());
    // R1: a bid counts only for the player that may pay it.
    setup["players"][1]["terrainMix"] = {{"hab-block", 7}}; // 59
    QVERIFY(setupRefusal(setup).empty());
    setup["players"][1]["bid"] = 1; // ties seat 0's bid: it may pay, 60
    QVERIFY(setupRefusal(setup).empty());
    setup["players"][1]["bid"] = 2; // now it outbids and pays: 61
    QVERIFY(mentions(setupRefusal(setup), "setup.players[1]"));
}

// G7: two Titans on one start square is refused as that, not blamed on
// seat 0's start, which is on its home edge.
void TestTitanomachiaSetup::aSharedStartIsRefusedAsShared() {
    json setup = openSetup();
    setup["players"][0]["start"] = {9, 4};
    setup["players"][1]["start"] = {9, 4};
    const std::string error = setupRefusal(setup);
    QVERIFY2(mentions(error, "setup.players[0].start and setup.players[1].start are both [9,4]"),
             error.c_str());
    QVERIFY2(!mentions(error, "home edge"), error.c_str());
    // A start off the home edge is still named as such.
    setup["players"][1]["start"] = {1, 4};
    QVERIFY(mentions(setupRefusal(setup), "setup.players[1].start must be on the player's home "
                                          "edge"));
}

// The CLI's setup-cost: the same prices as pointCost, for both players at
// once, R1's bid for the player that may pay it, and whether it can be played.
void TestTitanomachiaSetup::aWholeSetUpIsPricedPerPlayer() {
    json setup = openSetup();
    setup["players"][1]["terrainMix"] = {{"hab-block", 8}}; // 36 + 24 + 2 = 62
    const auto game = pb::titanomachia::ruleset().makeGame({}, 2);
    const pb::SetupCostFunction price = pb::setupCostFor("titanomachia");
    QVERIFY(price);
    QVERIFY(!pb::setupCostFor("stability")); // its set-up is not bought
    const json cost = price(*game, setup);
    QCOMPARE(cost["budget"].get<int>(), 60);
    QCOMPARE(cost["firstPlayer"].get<int>(), 0);
    QCOMPARE(cost["players"][0]["total"].get<int>(), 36 + 5 + 1);
    QCOMPARE(cost["players"][0]["bidPaid"].get<int>(), 1);
    QCOMPARE(cost["players"][1]["terrain"].get<int>(), 24);
    QCOMPARE(cost["players"][1]["bidPaid"].get<int>(), 0); // R1: it loses the bid
    QCOMPARE(cost["players"][1]["left"].get<int>(), -2);
    QVERIFY(cost["valid"] == json(false));
    QVERIFY(mentions(cost["error"].get<std::string>(), "setup.players[1]"));
    const json player = pb::titanomachia::pointCost(setup["players"][0], json::object());
    QVERIFY(cost["players"][0]["titan"] == player["titan"]);
    // The defaults fit.
    QVERIFY(price(*game, nullptr)["valid"] == json(true));
}

void TestTitanomachiaSetup::scoresOutOfRangeAreRefusedNamingTheField() {
    json setup = openSetup();
    setup["players"][0]["titan"]["weapon"]["power"] = 0; // G4: Power is at least 1
    QVERIFY2(mentions(setupRefusal(setup), "setup.players[0].titan.weapon.power"),
             setupRefusal(setup).c_str());
    setup = openSetup();
    setup["players"][1]["titan"]["crew"]["armour"] = 5;
    QVERIFY(mentions(setupRefusal(setup), "setup.players[1].titan.crew.armour"));
    setup = openSetup();
    setup["players"][0]["titan"]["shieldGenerator"].erase("coherence");
    QVERIFY(mentions(setupRefusal(setup), "coherence"));
    setup = openSetup();
    setup["players"][0]["terrainMix"] = {{"lava", 2}};
    QVERIFY(mentions(setupRefusal(setup), "setup.players[0].terrainMix"));
}

void TestTitanomachiaSetup::demolitionNeedsArmourTwoInTheOpponentsHalf() {
    json setup = openSetup();
    setup["players"][1]["objectives"] = {"demolition"};
    setup["players"][0]["terrainMix"] = {{"rubble", 10}};
    QVERIFY(mentions(setupRefusal(setup), "R12"));
    setup["players"][0]["terrainMix"] = {{"rubble", 9}, {"ruins", 1}};
    QVERIFY2(setupRefusal(setup).empty(), setupRefusal(setup).c_str());
}

void TestTitanomachiaSetup::objectivesAreAtLeastOneAndEachTypeOnce() {
    json setup = openSetup();
    setup["players"][1]["objectives"] = json::array();
    QVERIFY(mentions(setupRefusal(setup), "setup.players[1].objectives"));
    setup["players"][1]["objectives"] = json::array({"cripple", "cripple"});
    QVERIFY(mentions(setupRefusal(setup), "repeats"));
    setup["players"][1]["objectives"] = {{{"type", "hold"}, {"square", {2, 2}}}}; // its own half
    QVERIFY2(mentions(setupRefusal(setup), "opponent's half"), setupRefusal(setup).c_str());
}

void TestTitanomachiaSetup::terrainFillsEachHomeHalf() {
    // T12, G5: 50 markers per player, one per home-half square, the default mix.
    const json j = start(nullptr);
    for (int seat = 0; seat < 2; ++seat) {
        std::map<std::string, int> count;
        for (int r = seat == 0 ? 5 : 0; r < (seat == 0 ? 10 : 5); ++r)
            for (int c = 0; c < 10; ++c)
                ++count[j["terrain"][r][c].get<std::string>()];
        QCOMPARE(count["open"], 40);
        QCOMPARE(count["rubble"], 5);
        QCOMPARE(count["ruins"], 3);
        QCOMPARE(count["hab-block"], 2);
    }
    // A layout given square by square is kept as given.
    json setup = openSetup();
    json layout = json::array();
    for (int i = 0; i < 50; ++i)
        layout.push_back(i == 7 ? "ruins" : "open");
    setup["players"][0]["terrainLayout"] = layout; // square 57 = (5,7)
    QVERIFY(start(setup)["terrain"][5][7] == json("ruins"));
}

void TestTitanomachiaSetup::theHigherBidGoesFirstAndAlonePays() {
    auto s = parse(start());
    QCOMPARE(s->currentActor(), 0);
    QCOMPARE(counterOf(*s, 0, "bid"), 1LL);
    QCOMPARE(counterOf(*s, 1, "bid"), 0LL);
    json setup = openSetup();
    setup["players"][1]["bid"] = 2;
    auto t = parse(start(setup));
    QCOMPARE(t->currentActor(), 1);
    QCOMPARE(counterOf(*t, 1, "bid"), 2LL);
}

void TestTitanomachiaSetup::tiedBidsGoToTheCoin() {
    json setup = openSetup();
    setup["players"][0]["bid"] = 0;
    auto s = parse(start(setup));
    QVERIFY(s->isChance());
    const auto outcomes = [&] {
        std::vector<pb::ChanceOutcome> out;
        s->chanceOutcomes(out);
        return out;
    }();
    QCOMPARE(int(outcomes.size()), 2);
    QCOMPARE(outcomes[0].probability, 0.5);
    QCOMPARE(outcomes[1].probability, 0.5);
    QVERIFY(tryPlay(*s, {{"type", "coin"}, {"seat", 1}}).empty());
    QCOMPARE(s->currentActor(), 1);
}

void TestTitanomachiaSetup::objectiveMarkersAreDesignatedInTheOpponentsHalf() {
    // The default set-up: seat 0's hold, then seat 1's demolition, after the coin.
    auto s = parse(start(nullptr));
    QVERIFY(tryPlay(*s, {{"type", "coin"}, {"seat", 0}}).empty());
    QCOMPARE(s->currentActor(), 0);
    const auto holdSquares = s->legalDecisions();
    QCOMPARE(int(holdSquares.size()), 50);
    for (const auto& d : holdSquares)
        QVERIFY(d.a < 50);                                          // rows 0-4
    QVERIFY(checkRefused(*s, onSquare("designate", 7, 7)).empty()); // its own half
    QVERIFY(tryPlay(*s, onSquare("designate", 2, 2)).empty());
    QCOMPARE(s->currentActor(), 1);
    const json j = s->toJson();
    int armoured = 0;
    for (int r = 5; r < 10; ++r)
        for (int c = 0; c < 10; ++c)
            armoured += j["terrain"][r][c] == "ruins" || j["terrain"][r][c] == "hab-block";
    // Demolition only on Armour 2 or more (section 3): the 3 Ruins and 2 Hab-blocks.
    QCOMPARE(int(s->legalDecisions().size()), armoured);
    QCOMPARE(armoured, 5);
    QVERIFY(tryPlay(*s, s->decisionToJson(s->legalDecisions()[0])).empty());
    QVERIFY(s->toJson()["phase"] == json("turn"));
    QCOMPARE(s->currentActor(), 0);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaSetup)
#include "test_titanomachia_setup.moc"
