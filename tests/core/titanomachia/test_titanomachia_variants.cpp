// The rule variants of the gaps (G7-G22 parameters other than the defaults),
// one behaviour each, on hand-built positions.

#include "games/titanomachia/titanomachia_parameter_names.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>

using namespace ttest;
namespace param = pb::titanomachia::param;

namespace {

json withParams(json position, const json& params) {
    position["params"] = params;
    return position;
}

// Seat 1 to move, with seat 0's `count` Blasts on (row, col).
json blastsOf0(const json& params, int row, int col, int count) {
    json p = withParams(start(), params);
    p["current"] = 1;
    p["players"][0]["blasts"] = {{{"square", {row, col}}, {"count", count}}};
    return p;
}

} // namespace

class TestTitanomachiaVariants : public QObject {
    Q_OBJECT

private slots:
    void aFinalPassSkipsThePassersLaterTurns();
    void oneActivationEndsTheTurn();
    void blockingKeepsStepsOffTheEnemysSquares();
    void difficultyAtTheOriginCutsEveryStep();
    void manhattanRangeCountsBothAxes();
    void relocatingBelowTheCapIsOffered();
    void consumedShieldsGoAndOnlyDefendersShieldsCount();
    void withoutFriendlyFireOwnBlastsSpareTheOwner();
    void worstDamageDoesNotAddUp();
    void destroyedSystemsMarkersCanRemain();
    void interferenceAtEachTurnsEnd();
    void noPenaltyLeavesScoresWhole();
    void aShorterGameEndsAfterItsLastRound();
};

void TestTitanomachiaVariants::aFinalPassSkipsThePassersLaterTurns() {
    auto s = parse(withParams(start(), {{param::kPassIsFinal, true}}));
    PLAY(*s, endTurn(), activate("fireControl"), onSquare("place", 5, 5), endTurn());
    QCOMPARE(s->currentActor(), 1); // seat 0's turn passed by itself (G11)
    QCOMPARE(counterOf(*s, 0, "passes"), 2LL);
    PLAY(*s, endTurn());
    QVERIFY(s->toJson()["round"] == json(2));
}

void TestTitanomachiaVariants::oneActivationEndsTheTurn() {
    auto s = parse(withParams(start(), {{param::kActivationsPerTurn, "one"}}));
    PLAY(*s, activate("fireControl"), onSquare("place", 5, 5), onSquare("place", 5, 6));
    QCOMPARE(s->currentActor(), 1); // G10
}

void TestTitanomachiaVariants::blockingKeepsStepsOffTheEnemysSquares() {
    json p = withParams(start(), {{param::kBlockEnemyPositions, true}});
    setTrail(p, 1, json::array({json::array({8, 4, "S"})}));
    auto s = parse(p);
    PLAY(*s, activate("propulsion"));
    QVERIFY(checkRefused(*s, onSquare("step", 8, 4)).empty()); // G7
    QVERIFY(checkLegal(*s, onSquare("step", 8, 5)).empty());
}

void TestTitanomachiaVariants::difficultyAtTheOriginCutsEveryStep() {
    json p = withParams(start(), {{param::kDifficultySquare, "origin"}});
    setTerrain(p, 9, 4, "rubble"); // standing on Difficulty 1: Traction 2 - 1
    auto s = parse(p);
    PLAY(*s, activate("propulsion"));
    QCOMPARE(legalSet(*s),
             dumps({onSquare("step", 8, 3), onSquare("step", 8, 4), onSquare("step", 8, 5)})); // G9
}

void TestTitanomachiaVariants::manhattanRangeCountsBothAxes() {
    json p = withParams(start(), {{param::kRangeMetric, "manhattan"}});
    p["players"][0]["targets"] = {{6, 3}, {5, 3}}; // Manhattan 4 and 5; Chebyshev 3 and 4
    auto s = parse(p);
    PLAY(*s, activate("weapon"));
    QCOMPARE(legalSet(*s), dumps({onSquare("fire", 6, 3)})); // G17
}

void TestTitanomachiaVariants::relocatingBelowTheCapIsOffered() {
    json p = withParams(start(), {{param::kRelocateBelowCap, true}});
    p["players"][0]["targets"] = {{1, 1}}; // Acuity 4
    auto s = parse(p);
    PLAY(*s, activate("fireControl"));
    QCOMPARE(legalTypes(*s), (std::set<std::string>{"lift", "place"})); // G15
    PLAY(*s, onSquare("lift", 1, 1));
    QVERIFY(checkRefused(*s, onSquare("place", 1, 1)).empty());
}

void TestTitanomachiaVariants::consumedShieldsGoAndOnlyDefendersShieldsCount() {
    json p = blastsOf0({{param::kShieldsConsumed, true}}, 4, 4, 3);
    setTerrain(p, 4, 4, "hab-block");
    p["players"][1]["shields"] = {{4, 4}};
    auto s = parse(p);
    PLAY(*s, endTurn());
    QVERIFY(s->toJson()["players"][1]["shields"].empty()); // G15: used up
    QCOMPARE(s->toJson()["terrainDamage"][4][4].get<int>(), 0);
    json q = blastsOf0({{param::kOwnShieldsOnly, true}}, 4, 4, 3);
    setTerrain(q, 4, 4, "hab-block");
    q["players"][0]["shields"] = {{4, 4}}; // the attacker's own Shield does not count
    auto t = parse(q);
    PLAY(*t, endTurn());
    QCOMPARE(t->toJson()["terrainDamage"][4][4].get<int>(), 1);
}

void TestTitanomachiaVariants::withoutFriendlyFireOwnBlastsSpareTheOwner() {
    auto s = parse(blastsOf0({{param::kFriendlyFire, false}}, 9, 4, 3)); // on the Warhound
    PLAY(*s, endTurn());
    QCOMPARE(s->currentActor(), 0); // no nomination: straight to seat 0's turn (G18)
    QVERIFY(s->toJson()["phase"] == json("turn"));
}

void TestTitanomachiaVariants::worstDamageDoesNotAddUp() {
    json p = blastsOf0({{param::kDamageStacking, "worst"}}, 0, 5, 2); // on the Reaver
    setDamage(p, 1, "propulsion", 1);
    auto s = parse(p);
    PLAY(*s, endTurn(), nominate("propulsion")); // Light again: stays Light (G19)
    QCOMPARE(s->toJson()["players"][1]["damage"]["propulsion"].get<int>(), 1);
}

void TestTitanomachiaVariants::destroyedSystemsMarkersCanRemain() {
    json p = blastsOf0({{param::kDestroyedMarkersRemain, true}}, 0, 5, 5);
    p["players"][1]["targets"] = {{7, 7}};
    auto s = parse(p);
    PLAY(*s, endTurn(), nominate("fireControl"));
    QCOMPARE(s->toJson()["players"][1]["damage"]["fireControl"].get<int>(), 3);
    QCOMPARE(int(s->toJson()["players"][1]["targets"].size()), 1); // G20
}

void TestTitanomachiaVariants::interferenceAtEachTurnsEnd() {
    json p = withParams(start(), {{param::kInterferenceTiming, "turnEnd"}});
    setTerrain(p, 3, 3, "ruins");
    p["players"][0]["targets"] = {{3, 3}};
    p["players"][1]["targets"] = {{3, 3}};
    auto s = parse(p);
    PLAY(*s, endTurn());
    QVERIFY(s->toJson()["players"][0]["targets"].empty()); // G16: the mover's, at its turn's end
    QCOMPARE(int(s->toJson()["players"][1]["targets"].size()), 1);
}

void TestTitanomachiaVariants::noPenaltyLeavesScoresWhole() {
    json p = withParams(start(), {{param::kPenaltyPerStep, 0}});
    p["players"][0]["targets"] = {{5, 4}};
    setDamage(p, 0, "weapon", 2);
    auto s = parse(p);
    QVERIFY(checkLegal(*s, activate("weapon")).empty()); // Power stays 1 (G19)
}

void TestTitanomachiaVariants::aShorterGameEndsAfterItsLastRound() {
    json p = withParams(start(), {{param::kMaxRounds, 3}});
    p["round"] = 3;
    auto s = parse(p);
    PLAY(*s, endTurn(), endTurn());
    QVERIFY(s->isTerminal()); // G22
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaVariants)
#include "test_titanomachia_variants.moc"
