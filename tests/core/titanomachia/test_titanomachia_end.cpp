// Objectives, deadlines and the end (T8-T10, T61-T63, G22, R10) on
// hand-built positions.

#include "engine/outcome.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>

using namespace ttest;

class TestTitanomachiaEnd : public QObject {
    Q_OBJECT

private slots:
    void holdIsAccomplishedAtARoundsEndOnTheMarker();
    void anObjectiveFailsWhenItsDeadlinePasses();
    void crippleIsAccomplishedWhenAnEnemySystemIsDestroyed();
    void afterTheLastRoundObjectivePointsDecide();
    void equalPointsAreADraw();
};

void TestTitanomachiaEnd::holdIsAccomplishedAtARoundsEndOnTheMarker() {
    json p = start(); // seat 0 holds (2,2)
    setTrail(p, 0, json::array({json::array({2, 2, "N"})}));
    auto s = parse(p);
    PLAY(*s, endTurn());
    QVERIFY(s->toJson()["players"][0]["objectives"][0]["status"] == json("open")); // not yet
    PLAY(*s, endTurn());
    const json o = s->toJson()["players"][0]["objectives"][0];
    QVERIFY(o["status"] == json("accomplished"));
    QCOMPARE(o["round"].get<int>(), 1);
    QCOMPARE(s->toJson()["players"][0]["objectivePoints"].get<int>(), 1);
}

void TestTitanomachiaEnd::anObjectiveFailsWhenItsDeadlinePasses() {
    json p = start();
    p["round"] = 6; // hold's deadline
    auto s = parse(p);
    PLAY(*s, endTurn(), endTurn());
    const json o = s->toJson()["players"][0]["objectives"][0];
    QVERIFY(o["status"] == json("failed")); // T9
    QCOMPARE(o["round"].get<int>(), 6);
    QVERIFY(s->toJson()["players"][0]["objectives"][1]["status"] == json("open"));
}

void TestTitanomachiaEnd::crippleIsAccomplishedWhenAnEnemySystemIsDestroyed() {
    json p = start(); // seat 1 bought cripple; seat 0 to move
    p["players"][1]["blasts"] = {{{"square", {9, 4}}, {"count", 3}}};
    auto s = parse(p);
    PLAY(*s, endTurn());
    QCOMPARE(s->currentActor(), 0); // the Reaver is ahead of the Warhound: front arc
    PLAY(*s, nominate("weapon"));   // 3 > 2 x Armour 1: destroyed
    const json o = s->toJson()["players"][1]["objectives"][0];
    QVERIFY(o["status"] == json("accomplished"));
}

void TestTitanomachiaEnd::afterTheLastRoundObjectivePointsDecide() {
    json p = start();
    setRound(p, 10);
    p["players"][1]["objectives"][0]["status"] = "accomplished";
    p["players"][1]["objectives"][0]["round"] = 4;
    auto s = parse(p);
    PLAY(*s, endTurn());
    QVERIFY(!s->isTerminal());
    PLAY(*s, endTurn());
    QVERIFY(s->isTerminal()); // T61-T62
    QCOMPARE(s->outcome().winner, 1);
    QCOMPARE(counterOf(*s, 1, "tournamentPoints"), 1LL); // R10
    QCOMPARE(counterOf(*s, 0, "end.round"), 10LL);
    QVERIFY(s->toJson()["result"]["ending"] == json("points"));
}

void TestTitanomachiaEnd::equalPointsAreADraw() {
    json p = start();
    setRound(p, 10);
    auto s = parse(p);
    PLAY(*s, endTurn(), endTurn());
    const pb::Outcome o = s->outcome();
    QVERIFY(o.draw);
    QCOMPARE(o.winner, -1);
    QCOMPARE(o.score[0], 0.5);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaEnd)
#include "test_titanomachia_end.moc"
