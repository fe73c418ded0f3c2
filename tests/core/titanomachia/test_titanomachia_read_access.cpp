// The typed read access views use instead of the state JSON (Objectives,
// the activation in progress, the Blast being resolved, the result), on
// hand-built positions, each checked against what the state JSON says.

#include "games/titanomachia/titanomachia_state.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>

using namespace ttest;
using namespace pb::titanomachia;

namespace {

const TitanomachiaState& titan(const pb::State& s) {
    return static_cast<const TitanomachiaState&>(s);
}

constexpr int square(int row, int col) {
    return row * kSide + col;
}

// Seat 0's pending Blasts on (row, col), resolved at the end of seat 1's turn.
json blastsOf0(int row, int col, int count) {
    json p = start();
    p["current"] = 1;
    p["players"][0]["blasts"] = {{{"square", {row, col}}, {"count", count}}};
    return p;
}

} // namespace

class TestTitanomachiaReadAccess : public QObject {
    Q_OBJECT

private slots:
    void objectivesAreReadInTheSetupsOrder();
    void anActivationIsReadAsItGoes();
    void markersBeingRelocatedAreRead();
    void theBlastBeingResolvedIsRead();
    void theResultIsRead();
};

void TestTitanomachiaReadAccess::objectivesAreReadInTheSetupsOrder() {
    // The open set-up: seat 0 holds (2,2) and has a breakthrough; seat 1 a cripple.
    json p = start();
    p["players"][0]["passed"] = true;
    auto s = parse(p);
    const auto mine = titan(*s).objectives(0);
    QCOMPARE(mine.size(), std::size_t{2});
    QCOMPARE(int(mine[0].type), int(kHold));
    QCOMPARE(int(mine[0].square), square(2, 2));
    QCOMPARE(int(mine[0].status), int(kOpen));
    QCOMPARE(int(mine[1].type), int(kBreakthrough));
    QCOMPARE(int(mine[1].square), -1);
    QCOMPARE(titan(*s).objectives(1).size(), std::size_t{1});
    QCOMPARE(int(titan(*s).objectives(1)[0].type), int(kCripple));
    QVERIFY(titan(*s).passed(0));
    QVERIFY(!titan(*s).passed(1));
    QVERIFY(!titan(*s).crewDead(1));
    // The status names are the state JSON's.
    const json j = s->toJson();
    QCOMPARE(j["players"][0]["objectives"][0]["status"].get<std::string>(),
             std::string(kObjectiveStatusNames[mine[0].status]));
}

void TestTitanomachiaReadAccess::anActivationIsReadAsItGoes() {
    auto s = parse(start());
    QVERIFY(!titan(*s).activating());
    QVERIFY(!titan(*s).usedThisTurn(kFireControl));
    PLAY(*s, activate("fireControl"), onSquare("place", 0, 0));
    // Gain 2: one Target placed, one more allowed.
    QVERIFY(titan(*s).activating());
    QCOMPARE(titan(*s).activeSystem(), int(kFireControl));
    QCOMPARE(titan(*s).activationDone(), 1);
    QCOMPARE(titan(*s).activationLimit(), 2);
    QVERIFY(!titan(*s).relocating());
    QVERIFY(titan(*s).usedThisTurn(kFireControl));
    QVERIFY(!titan(*s).usedThisTurn(kWeapon));
    QVERIFY(titan(*s).activatedThisTurn());
    QCOMPARE(s->toJson()["activation"]["done"].get<int>(), titan(*s).activationDone());
    PLAY(*s, onSquare("place", 0, 0));
    QVERIFY(!titan(*s).activating());
    QVERIFY(titan(*s).usedThisTurn(kFireControl));
}

void TestTitanomachiaReadAccess::markersBeingRelocatedAreRead() {
    json p = start();
    p["players"][0]["targets"] = {{1, 1}, {1, 2}, {1, 3}, {1, 3}}; // at the cap: relocate
    auto s = parse(p);
    PLAY(*s, activate("fireControl"));
    QVERIFY(titan(*s).relocating());
    QCOMPARE(titan(*s).liftedSquare(), -1);
    PLAY(*s, onSquare("lift", 1, 3));
    QCOMPARE(titan(*s).liftedSquare(), square(1, 3));
    QCOMPARE(titan(*s).firedSquare(), -1);
}

void TestTitanomachiaReadAccess::theBlastBeingResolvedIsRead() {
    json p = blastsOf0(4, 4, 5);
    setTrail(p, 1, json::array({json::array({4, 4, "S"})})); // the Warhound is ahead
    auto s = parse(p);
    PLAY(*s, endTurn());
    QCOMPARE(titan(*s).phase(), Phase::Nominate);
    QCOMPARE(titan(*s).resolveSquare(), square(4, 4));
    QCOMPARE(titan(*s).hitDefender(), 1);
    // T59: the defender names from the front arc.
    QCOMPARE(titan(*s).nominator(), 1);
    const json resolution = s->toJson()["resolution"];
    QCOMPARE(titan(*s).resolveRemainder(), resolution["remainder"].get<int>());
    QCOMPARE(titan(*s).ending(), Ending::None);
    QCOMPARE(titan(*s).winner(), -1);
}

void TestTitanomachiaReadAccess::theResultIsRead() {
    json p = blastsOf0(4, 4, 5);
    setTrail(p, 1, json::array({json::array({4, 4, "N"})})); // its back to the Warhound
    auto s = parse(p);
    PLAY(*s, endTurn());
    QCOMPARE(titan(*s).nominator(), 0); // T60: the attacker names from the rear arc
    PLAY(*s, nominate("crew"));
    QVERIFY(s->isTerminal());
    QCOMPARE(titan(*s).ending(), Ending::CrewKill);
    QCOMPARE(titan(*s).winner(), 0);
    QVERIFY(titan(*s).crewDead(1));
    QVERIFY(!titan(*s).crewDead(0));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaReadAccess)
#include "test_titanomachia_read_access.moc"
