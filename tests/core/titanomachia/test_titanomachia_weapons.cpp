// Weapons (T46-T50, G17, R9) on hand-built positions.

#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>

using namespace ttest;

class TestTitanomachiaWeapons : public QObject {
    Q_OBJECT

private slots:
    void firingNeedsAnOwnTargetWithinRange();
    void aTargetBecomesPowerBlastsWithAreaOfEffectNextToIt();
    void aWeaponActivatesUpToItsRateOfFire();
    void aWeaponOfPowerZeroCannotFire();
};

void TestTitanomachiaWeapons::firingNeedsAnOwnTargetWithinRange() {
    json p = start(); // the Warhound on (9,4), Range 4
    p["players"][0]["targets"] = {{5, 4}, {4, 4}};
    p["players"][1]["targets"] = {{6, 4}};
    auto s = parse(p);
    PLAY(*s, activate("weapon"));
    QCOMPARE(legalSet(*s), dumps({onSquare("fire", 5, 4)})); // T47: Chebyshev 4, not 5
    p["players"][0]["targets"] = {{4, 4}};
    auto t = parse(p);
    QVERIFY(checkRefused(*t, activate("weapon")).empty());
}

void TestTitanomachiaWeapons::aTargetBecomesPowerBlastsWithAreaOfEffectNextToIt() {
    json p = start();
    p["setup"]["players"][0]["titan"]["weapon"]["power"] = 3;
    p["players"][0]["targets"] = {{5, 4}};
    auto s = parse(p);
    PLAY(*s, activate("weapon"), onSquare("fire", 5, 4));
    json j = s->toJson();
    QVERIFY(j["players"][0]["targets"].empty());
    QVERIFY(j["players"][0]["blasts"] == json({{{"count", 3}, {"square", {5, 4}}}})); // T49
    QCOMPARE(int(s->legalDecisions().size()), 9); // T50: 8 neighbours, or stop
    QVERIFY(checkRefused(*s, onSquare("splash", 5, 6)).empty());
    PLAY(*s, onSquare("splash", 4, 3)); // Area of Effect 1: done
    j = s->toJson();
    QVERIFY(j["phase"] == json("turn"));
    QCOMPARE(int(j["players"][0]["blasts"].size()), 2);
}

void TestTitanomachiaWeapons::aWeaponActivatesUpToItsRateOfFire() {
    json p = start(); // Rate of Fire 2
    p["players"][0]["targets"] = {{5, 4}, {6, 4}, {7, 4}};
    auto s = parse(p);
    PLAY(*s, activate("weapon"), onSquare("fire", 5, 4), stop(), activate("weapon"),
         onSquare("fire", 6, 4), stop());
    QVERIFY(checkRefused(*s, activate("weapon")).empty()); // T48
    QVERIFY(s->whyIllegal(s->decisionFromJson(activate("weapon"))).find("Rate of Fire") !=
            std::string::npos);
}

void TestTitanomachiaWeapons::aWeaponOfPowerZeroCannotFire() {
    json p = start();
    p["players"][0]["targets"] = {{5, 4}};
    setDamage(p, 0, "weapon", 1); // Power 1 - 1 (G19)
    auto s = parse(p);
    QVERIFY(checkRefused(*s, activate("weapon")).empty());
    QVERIFY(s->whyIllegal(s->decisionFromJson(activate("weapon"))).find("R9") != std::string::npos);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaWeapons)
#include "test_titanomachia_weapons.moc"
