// The automatic titan builder (titanomachia_titan_builder.h) and the set-up's
// "auto:<preset>" titan built with it: within the points, legal, the same
// every time, and the presets given back at their own cost.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "games/titanomachia/titanomachia_ruleset.h"
#include "games/titanomachia/titanomachia_setup.h"
#include "games/titanomachia/titanomachia_titan_builder.h"
#include "test_registry.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace pb::titanomachia;
namespace param = pb::titanomachia::param;
using nlohmann::json;

namespace {

bool sameTitan(const Titan& a, const Titan& b) {
    for (int s = 0; s < kSystemCount; ++s)
        if (a.systems[s].armour != b.systems[s].armour ||
            a.systems[s].scores != b.systems[s].scores)
            return false;
    return true;
}

// Every card inside G4's ranges and caps: the set-up parser, which checks
// them, reads the Titan back unchanged (a budget that pays for anything).
void verifyLegal(const Titan& titan, const Prices& prices) {
    Setup setup = setupFromJson(nullptr, Prices{});
    setup.players[0].titan = titan;
    Prices roomy = prices;
    roomy.budget = 1000;
    QVERIFY(sameTitan(setupFromJson(setupToJson(setup), roomy).players[0].titan, titan));
}

} // namespace

class TestTitanomachiaTitanBuilder : public QObject {
    Q_OBJECT

private slots:
    void theBuiltTitanSpendsThePointsAndNoMore();
    void thePresetsComeBackAtTheirOwnCost();
    void theSameInputBuildsTheSameTitan();
    void scoresStopAtTheirCaps();
    void tooFewPointsAreRefused();
    void anAutoTitanInASetUpSpendsWhatTheBudgetLeaves();
    void anAutoTitanBelowTheMinimumIsRefusedNamingTheField();
    void aSystemsPriceFactorMultipliesItsCardsCost();
    void aPricierSystemKeepsItsShareOfThePointsNotOfTheValues();
};

void TestTitanomachiaTitanBuilder::theBuiltTitanSpendsThePointsAndNoMore() {
    for (int price : {1, 2}) {
        Prices prices;
        prices.scorePointCost = price;
        for (const char* preset : {"warhound", "reaver"}) {
            for (int points = 9 * price; points <= 80; ++points) {
                const Titan t = buildTitan(presetTitan(preset), points, prices);
                const int cost = titanCost(t, prices);
                QVERIFY2(cost <= points && cost > points - price,
                         qPrintable(QStringLiteral("%1 at %2 points costs %3")
                                        .arg(preset)
                                        .arg(points)
                                        .arg(cost)));
                verifyLegal(t, prices);
            }
        }
    }
}

void TestTitanomachiaTitanBuilder::thePresetsComeBackAtTheirOwnCost() {
    const Prices prices;
    for (const char* preset : {"warhound", "reaver"}) {
        const Titan shape = presetTitan(preset);
        QCOMPARE(titanCost(shape, prices), 36);
        QVERIFY2(sameTitan(buildTitan(shape, 36, prices), shape), preset);
        QCOMPARE(buildTitan(shape, 36, prices).name, std::string(preset));
    }
    // Fewer points: a different, smaller Titan.
    QVERIFY(!sameTitan(buildTitan(presetTitan("warhound"), 30, prices), presetTitan("warhound")));
}

void TestTitanomachiaTitanBuilder::theSameInputBuildsTheSameTitan() {
    const Prices prices;
    const Titan a = buildTitan(presetTitan("reaver"), 47, prices);
    const Titan b = buildTitan(presetTitan("reaver"), 47, prices);
    QVERIFY(sameTitan(a, b));
    // The shape matters: the two presets' proportions build different Titans.
    QVERIFY(!sameTitan(a, buildTitan(presetTitan("warhound"), 47, prices)));
}

void TestTitanomachiaTitanBuilder::scoresStopAtTheirCaps() {
    Prices prices;
    prices.maxScore = 3;
    prices.maxArmour = 2;
    const Titan t = buildTitan(presetTitan("warhound"), 500, prices);
    for (int s = 0; s < kSystemCount; ++s) {
        QCOMPARE(t.systems[s].armour, 2);
        for (int k = 0; k < kScoreCount[s]; ++k)
            QCOMPARE(t.systems[s].scores[k], 3); // every slot, even the shape's smallest
    }
    // Exactly minimum points give the minimum Titan.
    QVERIFY(sameTitan(buildTitan(presetTitan("warhound"), 9, Prices{}), minimumTitan()));
    QCOMPARE(titanCost(minimumTitan(), Prices{}), 9);
}

void TestTitanomachiaTitanBuilder::tooFewPointsAreRefused() {
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, buildTitan(presetTitan("reaver"), 8, Prices{}));
}

void TestTitanomachiaTitanBuilder::anAutoTitanInASetUpSpendsWhatTheBudgetLeaves() {
    // Section 3's terrain (17 points) and Objectives (hold + breakthrough 5,
    // demolition + cripple 4), a bid of 2 for the first player.
    const json setup = {{"players", json::array({{{"bid", 2}, {"titan", "auto:warhound"}},
                                                 {{"bid", 0}, {"titan", "auto:reaver"}}})}};
    for (int budget : {40, 60, 90}) {
        Prices prices;
        prices.budget = budget;
        const Setup s = setupFromJson(setup, prices);
        QCOMPARE(titanCost(s.players[0].titan, prices), budget - 17 - 5 - 2);
        QCOMPARE(titanCost(s.players[1].titan, prices), budget - 17 - 4);
        QVERIFY(sameTitan(s.players[0].titan,
                          buildTitan(presetTitan("warhound"), budget - 24, prices)));
        // A game starts from it: the same set-up a new game refuses or accepts.
        const json params = {{param::kBudget, budget}};
        QVERIFY(pb::titanomachia::ruleset().makeGame(params, 2)->newInitialState(3, setup));
    }
}

void TestTitanomachiaTitanBuilder::anAutoTitanBelowTheMinimumIsRefusedNamingTheField() {
    Prices prices;
    prices.budget = 30; // 17 terrain + 5 Objectives leave 8, one short of the minimum 9
    const json setup = {{"players", json::array({{{"titan", "auto:warhound"}}, json::object()})}};
    try {
        (void)setupFromJson(setup, prices);
        QFAIL("accepted");
    } catch (const pb::InvalidInput& e) {
        QVERIFY2(std::string(e.what()).find("setup.players[0].titan") != std::string::npos,
                 e.what());
    }
    const json unknown = {
        {"players", json::array({{{"titan", "auto:imperator"}}, json::object()})}};
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, setupFromJson(unknown, Prices{}));
}

void TestTitanomachiaTitanBuilder::aSystemsPriceFactorMultipliesItsCardsCost() {
    Prices prices;
    QCOMPARE(titanCost(presetTitan("warhound"), prices), 36);
    prices.systemPrice[kWeapon] = 2; // the Warhound's Weapon card holds 9 points
    QCOMPARE(systemPointCost(kWeapon, prices), 2);
    QCOMPARE(systemPointCost(kCrew, prices), 1);
    QCOMPARE(titanCost(presetTitan("warhound"), prices), 45);
    prices.scorePointCost = 2; // both factors multiply
    QCOMPARE(titanCost(presetTitan("warhound"), prices), 90);
    // From the parameters, and refused by the set-up check when over the budget.
    const Prices read = pricesFromParams({{param::kPriceShieldGenerator, 3}});
    QCOMPARE(read.systemPrice[kShield], 3);
    QCOMPARE(read.systemPrice[kWeapon], 1);
    const json presets = {
        {"players", json::array({{{"titan", "warhound"}}, {{"titan", "reaver"}}})}};
    (void)setupFromJson(presets, pricesFromParams({{param::kPriceWeapon, 1}})); // fits the 60
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput,
                             setupFromJson(presets, pricesFromParams({{param::kPriceWeapon, 5}})));
    QCOMPARE(pointCost({{"titan", "warhound"}}, {{param::kPriceWeapon, 2}})["titan"].get<int>(),
             45);
}

void TestTitanomachiaTitanBuilder::aPricierSystemKeepsItsShareOfThePointsNotOfTheValues() {
    Prices prices;
    prices.maxScore = 9;
    prices.maxArmour = 9;
    const auto cardPoints = [](const Titan& t, int s) {
        int n = t.systems[s].armour;
        for (int k = 0; k < kScoreCount[s]; ++k)
            n += t.systems[s].scores[k];
        return n;
    };
    const Titan cheap = buildTitan(presetTitan("reaver"), 72, prices);
    prices.systemPrice[kWeapon] = 2;
    const Titan dear = buildTitan(presetTitan("reaver"), 72, prices);
    const int cost = titanCost(dear, prices);
    QVERIFY(cost <= 72 && cost >= 71); // spent up to the last affordable point
    // About the same points on the Weapon (the Reaver's 10 of 36), half the values.
    const int weaponPoints = cardPoints(dear, kWeapon) * 2;
    QVERIFY2(
        std::abs(weaponPoints - cardPoints(cheap, kWeapon)) <= 4,
        qPrintable(
            QStringLiteral("%1 against %2").arg(weaponPoints).arg(cardPoints(cheap, kWeapon))));
    QVERIFY(cardPoints(dear, kWeapon) < cardPoints(cheap, kWeapon));
    for (int s : {kCrew, kPropulsion, kFireControl, kShield})
        QVERIFY(std::abs(cardPoints(dear, s) - cardPoints(cheap, s)) <= 2);
    verifyLegal(dear, prices);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaTitanBuilder)

#include "test_titanomachia_titan_builder.moc"
