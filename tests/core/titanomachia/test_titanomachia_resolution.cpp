// Blast resolution at the end of the opponent's next turn (T51-T60, G6,
// G15, G18-G21, R4-R7, R10) on hand-built positions.

#include "engine/outcome.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>

using namespace ttest;

namespace {

// Seat 1 to move, with seat 0's `count` Blasts on (row, col).
json blastsOf0(int row, int col, int count) {
    json p = start();
    p["current"] = 1;
    p["players"][0]["blasts"] = {{{"square", {row, col}}, {"count", count}}};
    return p;
}

int terrainDamage(const pb::State& s, int row, int col) {
    return s.toJson()["terrainDamage"][row][col];
}

} // namespace

class TestTitanomachiaResolution : public QObject {
    Q_OBJECT

private slots:
    void blastsWaitForTheEndOfTheOpponentsNextTurn();
    void shieldsOfAnyOwnerSubtractFromBlasts();
    void terrainTakesLightHeavyOrIsDestroyed();
    void theDefenderNamesFromTheFrontArc();
    void theAttackerNamesFromTheRearArcAndACrewKillEndsTheGame();
    void aBlastHitsEveryTitanThereOwnerFirst();
    void lowerCapsRemoveMarkersLowestSquareFirst();
    void aDestroyedFireControlLosesItsTargets();
};

void TestTitanomachiaResolution::blastsWaitForTheEndOfTheOpponentsNextTurn() {
    json p = start();
    setTerrain(p, 5, 4, "hab-block"); // Armour 3
    p["setup"]["players"][0]["titan"]["weapon"]["power"] = 3;
    p["players"][0]["targets"] = {{5, 4}};
    auto s = parse(p);
    PLAY(*s, activate("weapon"), onSquare("fire", 5, 4), stop(), endTurn());
    QCOMPARE(terrainDamage(*s, 5, 4), 0); // still pending (T51)
    QCOMPARE(int(s->toJson()["players"][0]["blasts"].size()), 1);
    PLAY(*s, endTurn());
    QCOMPARE(terrainDamage(*s, 5, 4), 1);                 // 3 Blasts = Armour 3: Light (T53)
    QVERIFY(s->toJson()["players"][0]["blasts"].empty()); // T58
}

void TestTitanomachiaResolution::shieldsOfAnyOwnerSubtractFromBlasts() {
    json p = blastsOf0(4, 4, 3);
    setTerrain(p, 4, 4, "hab-block");
    p["players"][1]["shields"] = {{4, 4}};
    auto s = parse(p);
    PLAY(*s, endTurn());
    QCOMPARE(terrainDamage(*s, 4, 4), 0);                      // 3 - 1 < 3 (T52)
    QVERIFY(s->toJson()["players"][1]["shields"].size() == 1); // not consumed (G15)
    json q = blastsOf0(4, 4, 4);
    setTerrain(q, 4, 4, "hab-block");
    q["players"][0]["shields"] = {{4, 4}}; // the attacker's own Shield counts too
    auto t = parse(q);
    PLAY(*t, endTurn());
    QCOMPARE(terrainDamage(*t, 4, 4), 1);
}

void TestTitanomachiaResolution::terrainTakesLightHeavyOrIsDestroyed() {
    json p = start();
    p["current"] = 1;
    setTerrain(p, 4, 4, "hab-block");
    setTerrain(p, 4, 6, "hab-block");
    setTerrain(p, 4, 8, "ruins", 1);
    p["players"][0]["blasts"] = {{{"square", {4, 4}}, {"count", 4}},
                                 {{"square", {4, 6}}, {"count", 7}},
                                 {{"square", {4, 8}}, {"count", 2}}};
    auto s = parse(p);
    PLAY(*s, endTurn());
    const json j = s->toJson();
    QCOMPARE(j["terrainDamage"][4][4].get<int>(), 2); // 4 > 3: Heavy
    QVERIFY(j["terrain"][4][6] == json("open"));      // 7 > 6: destroyed, now Open (R6)
    QVERIFY(j["terrain"][4][8] == json("ruins"));
    QCOMPARE(j["terrainDamage"][4][8].get<int>(), 2); // Light on Light adds up (G19)
    QCOMPARE(counterOf(*s, 0, "terrainHit.destroyed"), 1LL);
}

void TestTitanomachiaResolution::theDefenderNamesFromTheFrontArc() {
    json p = blastsOf0(4, 4, 2);
    setTrail(p, 1, json::array({json::array({4, 4, "S"})})); // the Warhound on (9,4) is ahead
    auto s = parse(p);
    PLAY(*s, endTurn());
    QCOMPARE(s->currentActor(), 1); // T59
    QCOMPARE(int(s->legalDecisions().size()), 5);
    PLAY(*s, nominate("propulsion")); // Armour 2 = 2 Blasts: Light
    const json j = s->toJson();
    QCOMPARE(j["players"][1]["damage"]["propulsion"].get<int>(), 1);
    QCOMPARE(s->currentActor(), 0);
    QVERIFY(j["phase"] == json("turn"));
    QCOMPARE(counterOf(*s, 0, "arc.front"), 1LL);
}

void TestTitanomachiaResolution::theAttackerNamesFromTheRearArcAndACrewKillEndsTheGame() {
    json p = blastsOf0(4, 4, 5);
    setTrail(p, 1, json::array({json::array({4, 4, "N"})})); // its back to the Warhound
    auto s = parse(p);
    PLAY(*s, endTurn());
    QCOMPARE(s->currentActor(), 0); // T60
    PLAY(*s, nominate("crew"));     // 5 > 2 x 2: destroyed (T57)
    QVERIFY(s->isTerminal());       // T61
    const pb::Outcome o = s->outcome();
    QCOMPARE(o.winner, 0);
    QCOMPARE(counterOf(*s, 0, "tournamentPoints"), 9LL); // T63: 10 - round 1
    QCOMPARE(counterOf(*s, 1, "end.round"), 1LL);
    QVERIFY(s->toJson()["result"] == json({{"ending", "crewKill"}, {"winner", 0}}));
}

void TestTitanomachiaResolution::aBlastHitsEveryTitanThereOwnerFirst() {
    json p = blastsOf0(9, 4, 2); // on the Warhound's own square
    setTrail(p, 1, json::array({json::array({8, 4, "S"}), json::array({9, 4, "S"})}));
    p["turnState"]["used"] = {"propulsion"}; // seat 1 walked in this turn
    p["turnState"]["activated"] = true;
    auto s = parse(p);
    PLAY(*s, endTurn());
    // R7: the Blast's owner first, naming its own System (G18, G21)...
    QCOMPARE(s->currentActor(), 0);
    QVERIFY(s->toJson()["resolution"]["defender"] == json(0));
    PLAY(*s, nominate("weapon")); // Armour 1 < 2 Blasts: Heavy
    // ... then the other Titan in the shared square, named by its owner.
    QCOMPARE(s->currentActor(), 1);
    QVERIFY(s->toJson()["resolution"]["defender"] == json(1));
    PLAY(*s, nominate("crew")); // Armour 2 = 2: Light
    const json j = s->toJson();
    QCOMPARE(j["players"][0]["damage"]["weapon"].get<int>(), 2);
    QCOMPARE(j["players"][1]["damage"]["crew"].get<int>(), 1);
    QCOMPARE(j["players"][1]["pool"].get<int>(), 3); // Skill 4 - 1 trims the pool (G13)
    QCOMPARE(counterOf(*s, 0, "friendlyFire"), 1LL);
    QCOMPARE(int(j["players"][1]["trail"].size()), 1); // cleanup after the resolution (T36)
}

void TestTitanomachiaResolution::lowerCapsRemoveMarkersLowestSquareFirst() {
    json p = blastsOf0(0, 5, 4); // on the Reaver, facing S towards the Warhound
    p["players"][1]["targets"] = {{7, 7}, {3, 3}, {5, 5}}; // Acuity 3
    auto s = parse(p);
    PLAY(*s, endTurn(), nominate("fireControl")); // 4 = 2 x Armour 2: Heavy, Acuity 1
    QVERIFY(s->toJson()["players"][1]["targets"] == json({{7, 7}})); // G20
    QCOMPARE(counterOf(*s, 1, "excessTrims"), 2LL);
}

void TestTitanomachiaResolution::aDestroyedFireControlLosesItsTargets() {
    json p = blastsOf0(0, 5, 5);
    p["players"][1]["targets"] = {{7, 7}};
    auto s = parse(p);
    PLAY(*s, endTurn(), nominate("fireControl"));
    const json j = s->toJson();
    QCOMPARE(j["players"][1]["damage"]["fireControl"].get<int>(), 3);
    QVERIFY(j["players"][1]["targets"].empty());
    QCOMPARE(counterOf(*s, 1, "lost.fireControl"), 1LL);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaResolution)
#include "test_titanomachia_resolution.moc"
