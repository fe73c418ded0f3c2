// Rounds, turns, the Activation pool and Damage Control (T20-T30, G10, G11,
// G13) on hand-built positions.

#include "test_registry.h"
#include "titanomachia_play.h"
#include "titanomachia_test_support.h"

#include <QTest>

using namespace ttest;

class TestTitanomachiaTurns : public QObject {
    Q_OBJECT

private slots:
    void thePoolStartsAtSkillAndEachActivationSpendsOne();
    void eachSystemActivatesOnceATurn();
    void anEmptyPoolLeavesOnlyThePass();
    void twoPassesInARowEndTheRoundAndTheLastPasserLeads();
    void theRefillAddsStaminaUpToSkill();
    void damageControlShiftsOneStepOfANonCrewSystem();
    void damageControlNeedsSomethingToRepair();
};

void TestTitanomachiaTurns::thePoolStartsAtSkillAndEachActivationSpendsOne() {
    auto s = parse(start());
    QCOMPARE(s->toJson()["players"][0]["pool"].get<int>(), 4); // T22: Warhound Skill 4
    PLAY(*s, activate("fireControl"));
    QCOMPARE(s->toJson()["players"][0]["pool"].get<int>(), 3);
}

void TestTitanomachiaTurns::eachSystemActivatesOnceATurn() {
    auto s = parse(start());
    PLAY(*s, activate("fireControl"), onSquare("place", 3, 3), onSquare("place", 3, 4));
    QVERIFY(s->toJson()["phase"] == json("turn")); // Gain 2 placed: the activation ended
    QVERIFY(checkRefused(*s, activate("fireControl")).empty());
    QVERIFY(s->whyIllegal(s->decisionFromJson(activate("fireControl"))).find("once") !=
            std::string::npos);
    QVERIFY(checkLegal(*s, activate("shieldGenerator")).empty());
}

void TestTitanomachiaTurns::anEmptyPoolLeavesOnlyThePass() {
    json p = start();
    p["players"][0]["pool"] = 0;
    auto s = parse(p);
    QCOMPARE(legalTypes(*s), std::set<std::string>{"endTurn"}); // T26
    QCOMPARE(s->decisionToText(s->legalDecisions()[0]), std::string("pass"));
}

void TestTitanomachiaTurns::twoPassesInARowEndTheRoundAndTheLastPasserLeads() {
    auto s = parse(start());
    PLAY(*s, endTurn()); // P1 passes
    QCOMPARE(s->currentActor(), 1);
    PLAY(*s, activate("shieldGenerator"), onSquare("place", 1, 1), onSquare("place", 1, 2),
         endTurn());
    // G11: the pass was not final, and one Pass after an activation does not end the round.
    PLAY(*s, activate("fireControl"), onSquare("place", 2, 2), stop(), endTurn());
    QCOMPARE(s->toJson()["round"].get<int>(), 1);
    PLAY(*s, endTurn(), endTurn()); // P2 passes, then P1: two in a row
    const json j = s->toJson();
    QCOMPARE(j["round"].get<int>(), 2);
    QCOMPARE(s->currentActor(), 0); // T28: the last to Pass has the Initiative
    QCOMPARE(counterOf(*s, 0, "passes"), 2LL);
    QCOMPARE(counterOf(*s, 1, "passes"), 1LL);
}

void TestTitanomachiaTurns::theRefillAddsStaminaUpToSkill() {
    json p = start();
    p["players"][0]["pool"] = 0; // Warhound: Stamina 3, Skill 4
    p["players"][1]["pool"] = 3; // Reaver: Stamina 2, Skill 4
    auto s = parse(p);
    PLAY(*s, endTurn(), endTurn());
    const json j = s->toJson();
    QCOMPARE(j["players"][0]["pool"].get<int>(), 3); // T23: 0 + 3
    QCOMPARE(j["players"][1]["pool"].get<int>(), 4); // 3 + 2, capped at 4 (G13: carried over)
    QCOMPARE(counterOf(*s, 1, "stamina.lost"), 1LL);
    QCOMPARE(counterOf(*s, 1, "pool.unused"), 3LL);
}

void TestTitanomachiaTurns::damageControlShiftsOneStepOfANonCrewSystem() {
    json p = start();
    setDamage(p, 0, "propulsion", 2);
    setDamage(p, 0, "weapon", 1);
    setDamage(p, 0, "crew", 1);
    setDamage(p, 0, "shieldGenerator", 3);
    p["players"][0]["pool"] = 3; // Skill 4 less the Crew's Light damage (G13)
    p["players"][1]["objectives"][0]["status"] = "accomplished"; // cripple: the Shield is gone
    p["players"][1]["objectives"][0]["round"] = 1;
    auto s = parse(p);
    PLAY(*s, activate("crew"));
    // T30: Heavy or Light, not the Crew itself, not a destroyed System.
    QCOMPARE(legalSet(*s), dumps({repair("propulsion"), repair("weapon")}));
    PLAY(*s, repair("propulsion"));
    QCOMPARE(s->toJson()["players"][0]["damage"]["propulsion"].get<int>(), 1);
    QVERIFY(s->toJson()["phase"] == json("turn"));
}

void TestTitanomachiaTurns::damageControlNeedsSomethingToRepair() {
    json p = start();
    setDamage(p, 0, "crew", 1);
    p["players"][0]["pool"] = 3; // Skill 4 less the Crew's Light damage (G13)
    auto s = parse(p);
    QVERIFY(checkRefused(*s, activate("crew")).empty()); // G13: it would achieve nothing
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaTurns)
#include "test_titanomachia_turns.moc"
