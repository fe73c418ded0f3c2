// The section-6 counters added after the first list (set-up spending and
// bids, turns by size, idle Shields, expired Targets, Rate of Fire, hits by
// System, named Systems, Objectives by type, endings, Initiative changes) on
// hand-built positions.

#include "engine/outcome.h"
#include "engine/ruleset.h"
#include "games/titanomachia/titanomachia_ruleset.h"
#include "games/titanomachia/titanomachia_state.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>
#include <set>

using namespace ttest;

class TestTitanomachiaCounters : public QObject {
    Q_OBJECT

private slots:
    void everyCounterIsListedOnceInStateOrder();
    void theSetUpsSpendingAndBidsAreCounted();
    void tiedBidsAreCountedForBoth();
    void turnsAreCountedBySize();
    void aSecondWeaponActivationInATurnUsesRateOfFire();
    void hitsAreCountedBySystemAndOutcomeAndNamedSystemsByNominator();
    void shieldsWithoutABlastOnThemStandIdle();
    void unfiredTargetsExpireOnExitTrimAndTheEnd();
    void objectivesAreCountedByTypeWithTheirRound();
    void endingsAreCountedByTypeAndRoundOneInitiative();
    void aDrawIsCountedForBoth();
    void initiativeChangesWhenTheOtherPlayerPassesLast();
};

void TestTitanomachiaCounters::everyCounterIsListedOnceInStateOrder() {
    const auto& specs = pb::titanomachia::ruleset().counters();
    QCOMPARE(int(specs.size()), int(pb::titanomachia::kCounterCount));
    std::set<std::string> ids;
    for (const auto& c : specs)
        QVERIFY2(ids.insert(c.id).second, c.id.c_str());
    // Spot checks that the enum and the list agree past the System blocks.
    QCOMPARE(specs[pb::titanomachia::kEndRound].id, std::string("end.round"));
    QCOMPARE(specs[pb::titanomachia::kHitBySystem + 4 * 4 + 3].id,
             std::string("hit.weapon.destroyed"));
    QCOMPARE(specs[pb::titanomachia::kObjectiveByType + 3 * 3 + 2].id,
             std::string("objective.cripple.failed"));
    QCOMPARE(specs[pb::titanomachia::kInitiativeChanges].id, std::string("initiative.changes"));
}

void TestTitanomachiaCounters::theSetUpsSpendingAndBidsAreCounted() {
    json setup = openSetup();
    setup["players"][1]["terrainMix"] = {{"hab-block", 5}}; // 5 x 3 points
    auto s = parse(start(setup));
    // Seat 0: Warhound 36, hold 3 + breakthrough 2, bid 1: 60 - 42 = 18 left.
    QCOMPARE(counterOf(*s, 0, "spent.titan"), 36LL);
    QCOMPARE(counterOf(*s, 0, "spent.terrain"), 0LL);
    QCOMPARE(counterOf(*s, 0, "spent.objectives"), 5LL);
    QCOMPARE(counterOf(*s, 0, "unspent"), 18LL);
    QCOMPARE(counterOf(*s, 0, "bid.offered"), 1LL);
    // Seat 1: Reaver 36, terrain 15, cripple 2, bid 0: 7 left.
    QCOMPARE(counterOf(*s, 1, "spent.titan"), 36LL);
    QCOMPARE(counterOf(*s, 1, "spent.terrain"), 15LL);
    QCOMPARE(counterOf(*s, 1, "spent.objectives"), 2LL);
    QCOMPARE(counterOf(*s, 1, "unspent"), 7LL);
    QCOMPARE(counterOf(*s, 1, "bid.offered"), 0LL);
    // G12: the higher bid has the round-1 Initiative; no tie.
    QCOMPARE(counterOf(*s, 0, "initiative.first"), 1LL);
    QCOMPARE(counterOf(*s, 1, "initiative.first"), 0LL);
    QCOMPARE(counterOf(*s, 0, "bid.tie"), 0LL);
    QCOMPARE(counterOf(*s, 0, "objective.hold.bought"), 1LL);
    QCOMPARE(counterOf(*s, 0, "objective.breakthrough.bought"), 1LL);
    QCOMPARE(counterOf(*s, 0, "objective.cripple.bought"), 0LL);
    QCOMPARE(counterOf(*s, 1, "objective.cripple.bought"), 1LL);
}

void TestTitanomachiaCounters::tiedBidsAreCountedForBoth() {
    json setup = openSetup();
    setup["players"][1]["bid"] = 1;
    auto s = parse(start(setup));
    QCOMPARE(counterOf(*s, 0, "bid.tie"), 1LL);
    QCOMPARE(counterOf(*s, 1, "bid.tie"), 1LL);
    QCOMPARE(counterOf(*s, 1, "initiative.first"), 0LL); // not before the coin
    PLAY(*s, json({{"type", "coin"}, {"seat", 1}}));
    QCOMPARE(counterOf(*s, 1, "initiative.first"), 1LL); // R1: the coin's seat
    QCOMPARE(counterOf(*s, 0, "initiative.first"), 0LL);
    QCOMPARE(counterOf(*s, 1, "bid"), 1LL); // and only it pays
    QCOMPARE(counterOf(*s, 0, "bid"), 0LL);
    QCOMPARE(counterOf(*s, 0, "bid.offered"), 1LL);
}

void TestTitanomachiaCounters::turnsAreCountedBySize() {
    // The Warhound on (9,4) facing N, Traction 2.
    auto s = parse(start());
    PLAY(*s, activate("propulsion"), onSquare("step", 9, 5)); // N -> E: 2 eighths
    QCOMPARE(counterOf(*s, 0, "steps.turn.2"), 1LL);
    PLAY(*s, onSquare("step", 8, 6)); // E -> NE: 1 eighth
    PLAY(*s, onSquare("step", 7, 6)); // NE -> N: 1 eighth
    PLAY(*s, onSquare("step", 6, 6)); // straight on: no turn
    QCOMPARE(counterOf(*s, 0, "steps.turn.1"), 2LL);
    QCOMPARE(counterOf(*s, 0, "steps.turn.2"), 1LL);
    QCOMPARE(counterOf(*s, 0, "steps.turn.3"), 0LL);
    QCOMPARE(counterOf(*s, 0, "steps.turn.4"), 0LL);
    QCOMPARE(counterOf(*s, 0, "steps.turning"), 3LL); // the sizes add up to the turns
    QCOMPARE(counterOf(*s, 0, "steps"), 4LL);
}

void TestTitanomachiaCounters::aSecondWeaponActivationInATurnUsesRateOfFire() {
    json p = start(); // Rate of Fire 2
    p["players"][0]["targets"] = {{5, 4}, {6, 4}, {7, 4}};
    auto s = parse(p);
    PLAY(*s, activate("weapon"), onSquare("fire", 5, 4), stop());
    QCOMPARE(counterOf(*s, 0, "shots.rof"), 0LL); // the first shot is every Weapon's
    PLAY(*s, activate("weapon"), onSquare("fire", 6, 4), stop());
    QCOMPARE(counterOf(*s, 0, "shots.rof"), 1LL);
    QCOMPARE(counterOf(*s, 0, "shots"), 2LL);
    PLAY(*s, endTurn(), endTurn(), activate("weapon"), onSquare("fire", 7, 4), stop());
    QCOMPARE(counterOf(*s, 0, "shots.rof"), 1LL); // a new turn's first shot again
}

void TestTitanomachiaCounters::hitsAreCountedBySystemAndOutcomeAndNamedSystemsByNominator() {
    // Seat 0's 2 Blasts on the Reaver from its front: the Reaver names (T59).
    json p = start();
    p["current"] = 1;
    p["players"][0]["blasts"] = {{{"square", {4, 4}}, {"count", 2}}};
    setTrail(p, 1, json::array({json::array({4, 4, "S"})}));
    auto s = parse(p);
    PLAY(*s, endTurn(), nominate("propulsion")); // Armour 2 = 2 Blasts: Light
    QCOMPARE(counterOf(*s, 0, "hit.propulsion.light"), 1LL);
    QCOMPARE(counterOf(*s, 0, "hit.propulsion.heavy"), 0LL);
    QCOMPARE(counterOf(*s, 0, "hit.crew.light"), 0LL);
    QCOMPARE(counterOf(*s, 1, "named"), 1LL);
    QCOMPARE(counterOf(*s, 1, "named.crew"), 0LL);
    QCOMPARE(counterOf(*s, 0, "named"), 0LL);
    // From the rear the attacker names (T60): 5 Blasts destroy the Crew.
    json q = start();
    q["current"] = 1;
    q["players"][0]["blasts"] = {{{"square", {4, 4}}, {"count", 5}}};
    setTrail(q, 1, json::array({json::array({4, 4, "N"})}));
    auto t = parse(q);
    PLAY(*t, endTurn(), nominate("crew"));
    QCOMPARE(counterOf(*t, 0, "hit.crew.destroyed"), 1LL);
    QCOMPARE(counterOf(*t, 0, "named"), 1LL);
    QCOMPARE(counterOf(*t, 0, "named.crew"), 1LL);
    QCOMPARE(counterOf(*t, 1, "named"), 0LL);
}

void TestTitanomachiaCounters::shieldsWithoutABlastOnThemStandIdle() {
    json p = start();
    p["current"] = 1;
    setTerrain(p, 4, 4, "hab-block");
    p["players"][0]["blasts"] = {{{"square", {4, 4}}, {"count", 3}}};
    p["players"][1]["shields"] = {{4, 4}, {1, 1}};
    p["players"][0]["shields"] = {{8, 8}};
    auto s = parse(p);
    PLAY(*s, endTurn());
    QCOMPARE(counterOf(*s, 1, "shields.absorbed"), 1LL);
    QCOMPARE(counterOf(*s, 1, "shields.idle"), 1LL); // (1,1); (4,4) stopped a Blast
    QCOMPARE(counterOf(*s, 0, "shields.idle"), 1LL); // (8,8)
    PLAY(*s, endTurn());                             // no Blasts at all now: every Shield idles
    QCOMPARE(counterOf(*s, 1, "shields.idle"), 3LL);
    QCOMPARE(counterOf(*s, 0, "shields.idle"), 2LL);
}

void TestTitanomachiaCounters::unfiredTargetsExpireOnExitTrimAndTheEnd() {
    // An exit takes the Titan's Targets off the board (R8).
    json p = start();
    setTrail(p, 0, json::array({json::array({0, 4, "N"})}));
    p["players"][0]["targets"] = {{5, 4}, {6, 4}};
    auto s = parse(p);
    PLAY(*s, activate("propulsion"), exitTo("N"));
    QCOMPARE(counterOf(*s, 0, "targets.expired"), 2LL);
    // A destroyed Fire Control's cap is 0: its Target is trimmed (G20).
    json q = start();
    q["current"] = 1;
    q["players"][0]["blasts"] = {{{"square", {0, 5}}, {"count", 5}}};
    q["players"][1]["targets"] = {{7, 7}};
    auto t = parse(q);
    PLAY(*t, endTurn(), nominate("fireControl"));
    QCOMPARE(counterOf(*t, 1, "targets.expired"), 1LL);
    QCOMPARE(counterOf(*t, 1, "excessTrims"), 1LL);
    // Targets still down when the last round ends were never fired.
    json r = start();
    r["round"] = 10;
    r["players"][1]["targets"] = {{7, 7}, {8, 8}};
    auto u = parse(r);
    PLAY(*u, endTurn());
    QCOMPARE(counterOf(*u, 1, "targets.expired"), 0LL);
    PLAY(*u, endTurn());
    QVERIFY(u->isTerminal());
    QCOMPARE(counterOf(*u, 1, "targets.expired"), 2LL);
    QCOMPARE(counterOf(*u, 0, "targets.expired"), 0LL);
}

void TestTitanomachiaCounters::objectivesAreCountedByTypeWithTheirRound() {
    json p = start(); // seat 0 holds (2,2)
    p["round"] = 3;
    setTrail(p, 0, json::array({json::array({2, 2, "N"})}));
    auto s = parse(p);
    PLAY(*s, endTurn(), endTurn());
    QCOMPARE(counterOf(*s, 0, "objective.hold.done"), 1LL);
    QCOMPARE(counterOf(*s, 0, "objectives.doneRound"), 3LL);
    QCOMPARE(counterOf(*s, 0, "objective.breakthrough.done"), 0LL);
    QCOMPARE(counterOf(*s, 0, "objective.hold.failed"), 0LL);
    json q = start();
    q["round"] = 6; // hold's deadline
    auto t = parse(q);
    PLAY(*t, endTurn(), endTurn());
    QCOMPARE(counterOf(*t, 0, "objective.hold.failed"), 1LL);
    QCOMPARE(counterOf(*t, 0, "objective.hold.done"), 0LL);
    QCOMPARE(counterOf(*t, 0, "objectives.doneRound"), 0LL);
    QCOMPARE(counterOf(*t, 0, "objective.breakthrough.failed"), 0LL); // deadline 10
}

void TestTitanomachiaCounters::endingsAreCountedByTypeAndRoundOneInitiative() {
    // A points win by seat 1, which bid lower and had no round-1 Initiative.
    json p = start();
    p["round"] = 10;
    p["players"][1]["objectives"][0]["status"] = "accomplished";
    p["players"][1]["objectives"][0]["round"] = 4;
    auto s = parse(p);
    PLAY(*s, endTurn(), endTurn());
    QCOMPARE(s->outcome().winner, 1);
    QCOMPARE(counterOf(*s, 1, "wins.points"), 1LL);
    QCOMPARE(counterOf(*s, 1, "wins.first"), 0LL);
    QCOMPARE(counterOf(*s, 1, "crewKills"), 0LL);
    QCOMPARE(counterOf(*s, 0, "draws"), 0LL);
    // A Crew kill by seat 0, which had the round-1 Initiative.
    json q = start();
    q["current"] = 1;
    q["players"][0]["blasts"] = {{{"square", {4, 4}}, {"count", 5}}};
    setTrail(q, 1, json::array({json::array({4, 4, "N"})}));
    auto t = parse(q);
    PLAY(*t, endTurn(), nominate("crew"));
    QCOMPARE(t->outcome().winner, 0);
    QCOMPARE(counterOf(*t, 0, "wins.first"), 1LL);
    QCOMPARE(counterOf(*t, 0, "wins.points"), 0LL);
    QCOMPARE(counterOf(*t, 0, "crewKills"), 1LL);
}

void TestTitanomachiaCounters::aDrawIsCountedForBoth() {
    json p = start();
    p["round"] = 10;
    auto s = parse(p);
    PLAY(*s, endTurn(), endTurn());
    QVERIFY(s->outcome().draw);
    QCOMPARE(counterOf(*s, 0, "draws"), 1LL);
    QCOMPARE(counterOf(*s, 1, "draws"), 1LL);
    QCOMPARE(counterOf(*s, 0, "wins"), 0LL);
}

void TestTitanomachiaCounters::initiativeChangesWhenTheOtherPlayerPassesLast() {
    auto s = parse(start());
    PLAY(*s, endTurn(), endTurn()); // seat 0 passes, then seat 1: seat 1 passed last
    QCOMPARE(s->currentActor(), 1); // T28
    QCOMPARE(counterOf(*s, 1, "initiative.changes"), 1LL);
    QCOMPARE(counterOf(*s, 0, "initiative.changes"), 0LL);
    QCOMPARE(s->toJson()["initiative"].get<int>(), 1);
    // Kept: seat 1 acts, seat 0 passes, seat 1 passes last again (through a round trip).
    auto t = parse(s->toJson());
    PLAY(*t, activate("shieldGenerator"), onSquare("place", 1, 1), onSquare("place", 1, 2),
         endTurn(), endTurn(), endTurn());
    QCOMPARE(t->toJson()["round"].get<int>(), 3);
    QCOMPARE(counterOf(*t, 1, "initiative.changes"), 1LL); // it stayed with seat 1
    QCOMPARE(counterOf(*t, 1, "initiative"), 2LL);
    // An older state without "initiative": the round's holder is the first player.
    json old = start();
    old.erase("initiative");
    auto u = parse(old);
    PLAY(*u, endTurn(), endTurn());
    QCOMPARE(counterOf(*u, 1, "initiative.changes"), 1LL);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaCounters)
#include "test_titanomachia_counters.moc"
