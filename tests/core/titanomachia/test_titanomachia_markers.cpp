// Shields and Targets (T37-T45, G14-G16, R3) on hand-built positions.

#include "games/titanomachia/titanomachia_parameter_names.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>

using namespace ttest;
namespace param = pb::titanomachia::param;

class TestTitanomachiaMarkers : public QObject {
    Q_OBJECT

private slots:
    void targetsArePlacedAnywhereUpToGain();
    void shieldsArePlacedUpToCoherenceBelowStrength();
    void reachingTheCapEndsTheActivation();
    void atTheCapTargetsMoveUpToGainToNewSquares();
    void shieldsMoveUpToCoherenceAtStrength();
    void interferenceRemovesTargetsAtTheRoundsEnd();
};

void TestTitanomachiaMarkers::targetsArePlacedAnywhereUpToGain() {
    auto s = parse(start());
    PLAY(*s, activate("fireControl"));
    QCOMPARE(int(s->legalDecisions().size()), 100); // T42: anywhere, no stop before one
    PLAY(*s, onSquare("place", 0, 0));
    QCOMPARE(int(s->legalDecisions().size()), 101); // markers stack; stop now allowed
    PLAY(*s, onSquare("place", 0, 0));              // Gain 2: done
    QVERIFY(s->toJson()["phase"] == json("turn"));
    QVERIFY(s->toJson()["players"][0]["targets"] == json({{0, 0}, {0, 0}}));
}

void TestTitanomachiaMarkers::shieldsArePlacedUpToCoherenceBelowStrength() {
    json p = start(); // the Reaver: Strength 3, Coherence 2
    p["current"] = 1;
    auto s = parse(p);
    PLAY(*s, activate("shieldGenerator"), onSquare("place", 4, 4), onSquare("place", 4, 5));
    QVERIFY(s->toJson()["phase"] == json("turn")); // T38: Coherence 2 placed
    p["players"][1]["shields"] = {{1, 1}, {1, 2}};
    auto t = parse(p);
    PLAY(*t, activate("shieldGenerator"), onSquare("place", 4, 4));
    QVERIFY(t->toJson()["phase"] == json("turn")); // T39: only 1 more fits under Strength 3
    QCOMPARE(int(t->toJson()["players"][1]["shields"].size()), 3);
}

void TestTitanomachiaMarkers::reachingTheCapEndsTheActivation() {
    json p = start();
    p["players"][0]["targets"] = {{1, 1}, {1, 2}, {1, 3}}; // Acuity 4
    auto s = parse(p);
    PLAY(*s, activate("fireControl"), onSquare("place", 2, 2));
    // R3: the cap was reached part-way; the activation places, it does not also relocate.
    QVERIFY(s->toJson()["phase"] == json("turn"));
    QCOMPARE(int(s->toJson()["players"][0]["targets"].size()), 4);
}

void TestTitanomachiaMarkers::atTheCapTargetsMoveUpToGainToNewSquares() {
    json p = start();
    p["players"][0]["targets"] = {{1, 1}, {1, 2}, {1, 3}, {1, 3}};
    auto s = parse(p);
    PLAY(*s, activate("fireControl"));
    QCOMPARE(legalSet(*s), dumps({onSquare("lift", 1, 1), onSquare("lift", 1, 2),
                                  onSquare("lift", 1, 3)})); // T44
    PLAY(*s, onSquare("lift", 1, 3));
    QVERIFY(checkRefused(*s, onSquare("place", 1, 3)).empty()); // a new square (R3)
    QVERIFY(checkRefused(*s, stop()).empty());
    PLAY(*s, onSquare("place", 5, 5), onSquare("lift", 1, 1), onSquare("place", 6, 6));
    QVERIFY(s->toJson()["phase"] == json("turn")); // Gain 2 moves made
    QCOMPARE(counterOf(*s, 0, "targets.moved"), 2LL);
}

void TestTitanomachiaMarkers::shieldsMoveUpToCoherenceAtStrength() {
    json p = start();
    p["players"][0]["shields"] = {{8, 4}, {9, 4}}; // Warhound: Strength 2, Coherence 1
    auto s = parse(p);
    PLAY(*s, activate("shieldGenerator"), onSquare("lift", 8, 4), onSquare("place", 7, 4));
    QVERIFY(s->toJson()["phase"] == json("turn")); // G14: Coherence 1 move
    // G14 variant: moves by Strength.
    p["params"] = {{param::kShieldRelocateScore, "strength"}};
    auto t = parse(p);
    PLAY(*t, activate("shieldGenerator"), onSquare("lift", 8, 4), onSquare("place", 7, 4));
    QVERIFY(t->toJson()["phase"] == json("marker"));
}

void TestTitanomachiaMarkers::interferenceRemovesTargetsAtTheRoundsEnd() {
    json p = start();
    setTerrain(p, 3, 3, "ruins");     // Interference 1
    setTerrain(p, 4, 4, "hab-block"); // Interference 2
    p["players"][0]["targets"] = {{3, 3}, {3, 3}, {4, 4}, {5, 5}};
    auto s = parse(p);
    PLAY(*s, endTurn());
    QCOMPARE(int(s->toJson()["players"][0]["targets"].size()), 4); // not at a turn's end (G16)
    PLAY(*s, endTurn());
    QVERIFY(s->toJson()["players"][0]["targets"] == json({{5, 5}, {3, 3}}) ||
            s->toJson()["players"][0]["targets"] == json({{3, 3}, {5, 5}}));
    QCOMPARE(counterOf(*s, 0, "targets.interference"), 2LL);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaMarkers)
#include "test_titanomachia_markers.moc"
