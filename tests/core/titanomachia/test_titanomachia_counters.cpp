// The section-6 counters added after the first list (set-up spending and
// bids, turns by size, idle Shields, expired Targets, Rate of Fire, hits by
// System, named Systems, Objectives by type, endings, Initiative changes) on
// hand-built positions.

#include "engine/outcome.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/titanomachia/titanomachia_ruleset.h"
#include "games/titanomachia/titanomachia_state.h"
#include "ruleset_test_support.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>
#include <array>
#include <set>

using namespace ttest;

namespace {

// Seat 1 ends its turn with 5 of seat 0's Blasts on its Reaver, hit from the
// rear: seat 0 names the System (T60), and naming the Crew destroys it.
json crewKillFromTheRear() {
    json q = start();
    q["current"] = 1;
    q["players"][0]["blasts"] = {{{"square", {4, 4}}, {"count", 5}}};
    setTrail(q, 1, json::array({json::array({4, 4, "N"})}));
    return q;
}

} // namespace

class TestTitanomachiaCounters : public QObject {
    Q_OBJECT

private slots:
    void everyCounterIsListedOnceInStateOrder();
    void theSetUpsSpendingAndBidsAreCounted();
    void tiedBidsAreCountedForBoth();
    void theLosingBiddersUnspentPointsKeepItsBid();
    void turnsAreCountedBySize();
    void aSecondWeaponActivationInATurnUsesRateOfFire();
    void hitsAreCountedBySystemAndOutcomeAndNamedSystemsByNominator();
    void shieldsWithoutABlastOnThemStandIdle();
    void unfiredTargetsExpireOnExitTrimAndTheEnd();
    void objectivesAreCountedByTypeWithTheirRound();
    void endingsAreCountedByTypeAndRoundOneInitiative();
    void aDrawIsCountedForBoth();
    void initiativeChangesWhenTheOtherPlayerPassesLast();
    void terrainHitsAreCountedByTerrainTypeAndOutcome();
    void terrainDestroyedByPiledUpDamageCountsAsDestroyed();
    void theSetUpClausesFireOnceAGame();
    void movementClausesFireStepByStep();
    void firingAndResolutionClausesFireWhereTheyApply();
    void aPassWithAnEmptyPoolAndTheRoundsEndFireTheirClauses();
    void aBatchOfRandomGamesFiresEveryClause();
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
    QCOMPARE(specs[pb::titanomachia::kTerrainHitByType].id, std::string("terrainHit.type1.none"));
    QCOMPARE(specs[pb::titanomachia::kTerrainHitByType + 2 * 4 + 3].id,
             std::string("terrainHit.type3.destroyed"));
    QCOMPARE(specs[pb::titanomachia::kClause].id, std::string("clause.T1"));
    QCOMPARE(specs[pb::titanomachia::kClause + 62].id, std::string("clause.T63"));
    QCOMPARE(int(specs.size()), pb::titanomachia::kClause + 63);
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

// R1: the losing bidder pays nothing, so its unspent points keep its bid and
// the spending split adds up to the budget.
void TestTitanomachiaCounters::theLosingBiddersUnspentPointsKeepItsBid() {
    json setup = openSetup();
    setup["players"][0]["bid"] = 3;
    setup["players"][1]["bid"] = 2;
    auto s = parse(start(setup));
    // Seat 0 wins and pays: 60 - 36 - 5 - 3 = 16. Seat 1: 60 - 36 - 2 = 22.
    QCOMPARE(counterOf(*s, 0, "unspent"), 16LL);
    QCOMPARE(counterOf(*s, 1, "unspent"), 22LL);
    for (int seat = 0; seat < 2; ++seat)
        QCOMPARE(counterOf(*s, seat, "spent.titan") + counterOf(*s, seat, "spent.terrain") +
                     counterOf(*s, seat, "spent.objectives") + counterOf(*s, seat, "bid") +
                     counterOf(*s, seat, "unspent"),
                 60LL);
    // A tie: the coin's seat pays, the other keeps its bid.
    setup["players"][1]["bid"] = 3;
    auto t = parse(start(setup));
    PLAY(*t, json({{"type", "coin"}, {"seat", 1}}));
    QCOMPARE(counterOf(*t, 1, "unspent"), 60LL - 36 - 2 - 3);
    QCOMPARE(counterOf(*t, 0, "unspent"), 60LL - 36 - 5);
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
    auto t = parse(crewKillFromTheRear());
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
    setRound(r, 10);
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
    setRound(p, 10);
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
    auto t = parse(crewKillFromTheRear());
    PLAY(*t, endTurn(), nominate("crew"));
    QCOMPARE(t->outcome().winner, 0);
    QCOMPARE(counterOf(*t, 0, "wins.first"), 1LL);
    QCOMPARE(counterOf(*t, 0, "wins.points"), 0LL);
    QCOMPARE(counterOf(*t, 0, "crewKills"), 1LL);
}

void TestTitanomachiaCounters::aDrawIsCountedForBoth() {
    json p = start();
    setRound(p, 10);
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

namespace {

long long clause(const pb::State& s, int seat, int t) {
    return counterOf(s, seat, "clause.T" + std::to_string(t));
}

} // namespace

// Section 6's hits by Terrain: per type of the set-up's list (1 Rubble, 2
// Ruins, 3 Hab-block by default) and outcome; Open is never hit (R5).
void TestTitanomachiaCounters::terrainHitsAreCountedByTerrainTypeAndOutcome() {
    json p = start();
    p["current"] = 1;
    setTerrain(p, 4, 4, "hab-block"); // Armour 3
    setTerrain(p, 4, 6, "hab-block");
    setTerrain(p, 4, 8, "ruins");  // Armour 2
    setTerrain(p, 3, 3, "rubble"); // Armour 1
    p["players"][0]["blasts"] = {{{"square", {4, 4}}, {"count", 4}},
                                 {{"square", {4, 6}}, {"count", 2}},
                                 {{"square", {4, 8}}, {"count", 2}},
                                 {{"square", {3, 3}}, {"count", 3}},
                                 {{"square", {7, 7}}, {"count", 5}}}; // Open
    auto s = parse(p);
    PLAY(*s, endTurn());
    QCOMPARE(counterOf(*s, 0, "terrainHit.type3.heavy"), 1LL); // 4 > 3
    QCOMPARE(counterOf(*s, 0, "terrainHit.type3.none"), 1LL);  // 2 < 3
    QCOMPARE(counterOf(*s, 0, "terrainHit.type3.light"), 0LL);
    QCOMPARE(counterOf(*s, 0, "terrainHit.type2.light"), 1LL);     // 2 = 2
    QCOMPARE(counterOf(*s, 0, "terrainHit.type1.destroyed"), 1LL); // 3 > 2 x 1
    QCOMPARE(counterOf(*s, 0, "terrainHit.type1.none"), 0LL);
    long long all = 0; // Open took nothing; the other seat hit nothing
    for (int t = 1; t <= 7; ++t)
        for (const char* o : {"none", "light", "heavy", "destroyed"}) {
            const std::string id = "terrainHit.type" + std::to_string(t) + "." + o;
            all += counterOf(*s, 0, id);
            QCOMPARE(counterOf(*s, 1, id), 0LL);
        }
    QCOMPARE(all, 4LL);
    // The split adds up to the outcome totals.
    QCOMPARE(counterOf(*s, 0, "terrainHit.heavy"), 1LL);
    QCOMPARE(counterOf(*s, 0, "terrainHit.none"), 1LL);
    // Coverage: four terrain comparisons (T53), one destruction (T54), five squares (T51, T58).
    QCOMPARE(clause(*s, 0, 53), 4LL);
    QCOMPARE(clause(*s, 0, 54), 1LL);
    QCOMPARE(clause(*s, 0, 51), 5LL);
    QCOMPARE(clause(*s, 0, 58), 5LL);
    QCOMPARE(clause(*s, 0, 52), 0LL); // no Shield anywhere
}

// G19, T54: a Light hit on terrain whose track is already at 2 destroys it
// (R6), and counts as destroyed, not light; a Blast on a square whose terrain
// it destroys did not fall on an empty square.
void TestTitanomachiaCounters::terrainDestroyedByPiledUpDamageCountsAsDestroyed() {
    json p = start();
    p["current"] = 1;
    setTerrain(p, 4, 4, "ruins", 2);                                  // Armour 2, Heavy already
    p["players"][0]["blasts"] = {{{"square", {4, 4}}, {"count", 2}}}; // 2 = 2: Light
    auto s = parse(p);
    PLAY(*s, endTurn());
    QVERIFY(s->toJson()["terrain"][4][4] == json("open"));
    QCOMPARE(counterOf(*s, 0, "terrainHit.destroyed"), 1LL);
    QCOMPARE(counterOf(*s, 0, "terrainHit.light"), 0LL);
    QCOMPARE(counterOf(*s, 0, "terrainHit.type2.destroyed"), 1LL);
    QCOMPARE(clause(*s, 0, 54), 1LL);
    QCOMPARE(counterOf(*s, 0, "blasts.empty"), 0LL);
}

void TestTitanomachiaCounters::theSetUpClausesFireOnceAGame() {
    auto s = parse(start()); // bids 1 and 0: seat 0 bought the first turn
    for (int seat = 0; seat < 2; ++seat) {
        for (int t : {1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 14, 22})
            QCOMPARE(clause(*s, seat, t), 1LL);
        QCOMPARE(clause(*s, seat, 20), 1LL); // round 1 has begun
        QCOMPARE(clause(*s, seat, 21), 0LL);
    }
    QCOMPARE(clause(*s, 0, 25), 1LL);
    QCOMPARE(clause(*s, 1, 25), 0LL);
    QCOMPARE(clause(*s, 0, 24), 1LL);
    QCOMPARE(clause(*s, 1, 24), 0LL);
    // Tied bids: the coin gives the first turn (T25 for the seat it picks).
    json setup = openSetup();
    setup["players"][0]["bid"] = 0;
    const auto game = pb::titanomachia::ruleset().makeGame(json::object(), 2);
    auto t = game->newInitialState(1, setup);
    QCOMPARE(clause(*t, 0, 25) + clause(*t, 1, 25), 0LL);
    PLAY(*t, json{{"type", "coin"}, {"seat", 1}});
    QCOMPARE(clause(*t, 1, 25), 1LL);
    QCOMPARE(clause(*t, 0, 25), 0LL);
}

void TestTitanomachiaCounters::movementClausesFireStepByStep() {
    json p = start();
    setTerrain(p, 8, 3, "ruins"); // Difficulty 1
    auto s = parse(p);
    // The Warhound on (9,4) facing N: straight on, then NW onto Ruins (a turn
    // of one eighth, Traction cut by Difficulty), and stop.
    PLAY(*s, activate("propulsion"), onSquare("step", 8, 4), onSquare("step", 7, 3), stop());
    QCOMPARE(clause(*s, 0, 15), 1LL); // one Activation marker
    QCOMPARE(clause(*s, 0, 16), 1LL);
    QCOMPARE(clause(*s, 0, 31), 1LL);
    QCOMPARE(clause(*s, 0, 32), 2LL);
    QCOMPARE(clause(*s, 0, 33), 2LL);
    QCOMPARE(clause(*s, 0, 34), 1LL);
    QCOMPARE(clause(*s, 0, 35), 0LL); // (7,3) is Open
    QCOMPARE(clause(*s, 0, 36), 0LL); // the cleanup comes at the turn's end
    PLAY(*s, endTurn());
    QCOMPARE(clause(*s, 0, 36), 1LL);
    QCOMPARE(clause(*s, 0, 21), 1LL);
    QCOMPARE(clause(*s, 1, 21), 0LL);
    json q = start();
    setTerrain(q, 8, 4, "ruins");
    auto t = parse(q);
    PLAY(*t, activate("propulsion"), onSquare("step", 8, 4));
    QCOMPARE(clause(*t, 0, 35), 1LL); // Difficulty 1 cut Traction on the way in
    QCOMPARE(clause(*t, 0, 34), 0LL);
}

void TestTitanomachiaCounters::firingAndResolutionClausesFireWhereTheyApply() {
    // Seat 0 fires at a Target next to the Reaver, then places Shields and Targets.
    json p = start();
    p["players"][0]["targets"] = {{5, 4}};
    setTrail(p, 1, json::array({json::array({4, 4, "S"})}));
    auto s = parse(p);
    PLAY(*s, activate("weapon"), onSquare("fire", 5, 4), onSquare("splash", 4, 4), endTurn());
    QCOMPARE(clause(*s, 0, 19), 1LL);
    QCOMPARE(clause(*s, 0, 46), 1LL);
    QCOMPARE(clause(*s, 0, 47), 1LL);
    QCOMPARE(clause(*s, 0, 49), 1LL);
    QCOMPARE(clause(*s, 0, 50), 1LL);
    QCOMPARE(clause(*s, 0, 48), 0LL); // one Weapon activation this turn
    QCOMPARE(clause(*s, 0, 51), 0LL); // waiting for the end of seat 1's turn
    // Seat 1 passes: (4,4) holds the Reaver, which faces the Warhound: it names (T59).
    PLAY(*s, endTurn());
    QCOMPARE(s->currentActor(), 1);
    QCOMPARE(clause(*s, 0, 51), 1LL); // (4,4) first; (5,4) waits for the naming
    QCOMPARE(clause(*s, 0, 55), 0LL);
    PLAY(*s, nominate("weapon"));
    QCOMPARE(clause(*s, 0, 55), 1LL);
    QCOMPARE(clause(*s, 0, 59), 1LL);
    QCOMPARE(clause(*s, 0, 60), 0LL);
    QCOMPARE(clause(*s, 0, 56), 1LL);
    QCOMPARE(clause(*s, 0, 51), 2LL);
    QCOMPARE(clause(*s, 0, 58), 2LL);
    QCOMPARE(clause(*s, 1, 55) + clause(*s, 1, 56) + clause(*s, 1, 59), 0LL);
    // Shields and Targets: placing up to the cap (T38/T39, T42/T43).
    json q = start();
    q["setup"]["players"][0]["titan"]["shieldGenerator"]["coherence"] = 2; // Strength 2
    auto t = parse(q); // Fire Control: Acuity 4, Gain 2
    PLAY(*t, activate("shieldGenerator"), onSquare("place", 1, 1), onSquare("place", 1, 2));
    QCOMPARE(clause(*t, 0, 18), 1LL);
    QCOMPARE(clause(*t, 0, 37), 1LL);
    QCOMPARE(clause(*t, 0, 38), 2LL);
    QCOMPARE(clause(*t, 0, 39), 1LL); // the second reached Strength
    PLAY(*t, activate("fireControl"), onSquare("place", 2, 2), onSquare("place", 2, 3));
    QCOMPARE(clause(*t, 0, 17), 1LL);
    QCOMPARE(clause(*t, 0, 41), 1LL);
    QCOMPARE(clause(*t, 0, 42), 2LL);
    QCOMPARE(clause(*t, 0, 43), 0LL); // 2 of Acuity 4
}

void TestTitanomachiaCounters::aPassWithAnEmptyPoolAndTheRoundsEndFireTheirClauses() {
    json p = start();
    p["players"][0]["pool"] = 0;
    auto s = parse(p);
    PLAY(*s, endTurn()); // seat 0 must Pass (T26)
    QCOMPARE(clause(*s, 0, 26), 1LL);
    PLAY(*s, endTurn()); // seat 1 Passes with markers left: no T26; the round ends
    QCOMPARE(clause(*s, 1, 26), 0LL);
    for (int seat = 0; seat < 2; ++seat) {
        QCOMPARE(clause(*s, seat, 27), 1LL);
        QCOMPARE(clause(*s, seat, 23), 1LL); // refilled
        QCOMPARE(clause(*s, seat, 20), 2LL); // rounds 1 and 2
    }
    QCOMPARE(clause(*s, 1, 28), 1LL); // seat 1 passed last and leads round 2
    QCOMPARE(clause(*s, 0, 28), 0LL);
    QCOMPARE(clause(*s, 1, 24), 1LL);
    QCOMPARE(clause(*s, 0, 61), 0LL);
}

// Every clause fires in a batch of random games of the default set-up and the
// brawl (the set-up clauses once a game); none is dead code in play. The
// full 80 games a set-up in every build: the rarest clauses (T54, T57, T63)
// need them, and they take a fraction of a second even under the sanitizers.
void TestTitanomachiaCounters::aBatchOfRandomGamesFiresEveryClause() {
    const auto game = pb::titanomachia::ruleset().makeGame(json::object(), 2);
    std::array<long long, pb::titanomachia::kClauseCount> fired{};
    for (const json& setup : {json(nullptr), brawl()})
        for (std::uint64_t seed = 0; seed < 80; ++seed) {
            auto state = game->newInitialState(seed, setup);
            pb::Rng rng(seed + 7);
            while (!state->isTerminal())
                state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                        : state->sampleUniformLegal(rng));
            for (int seat = 0; seat < 2; ++seat)
                for (int t = 0; t < pb::titanomachia::kClauseCount; ++t)
                    fired[std::size_t(t)] += state->counter(seat, pb::titanomachia::kClause + t);
        }
    QString zeros;
    for (int t = 0; t < pb::titanomachia::kClauseCount; ++t)
        if (fired[std::size_t(t)] == 0)
            zeros += QString(" T%1").arg(t + 1);
    QVERIFY2(zeros.isEmpty(), qPrintable("never fired:" + zeros));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaCounters)
#include "test_titanomachia_counters.moc"
