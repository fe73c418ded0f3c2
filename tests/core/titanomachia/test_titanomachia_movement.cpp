// Propulsion (T31-T36, G7-G9, R8) on hand-built positions: adjacent steps,
// Traction cut by Difficulty, Speed, the cleanup and exits.

#include "games/titanomachia/titanomachia_parameter_names.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>
#include <set>

using namespace ttest;
namespace param = pb::titanomachia::param;

namespace {

std::set<std::string> steps(std::initializer_list<std::pair<int, int>> squares) {
    std::set<std::string> out;
    for (const auto& [r, c] : squares)
        out.insert(onSquare("step", r, c).dump());
    return out;
}

} // namespace

class TestTitanomachiaMovement : public QObject {
    Q_OBJECT

private slots:
    void stepsGoNextToTheLastMarkerWithinTraction();
    void difficultyCutsTractionAtTheDestination();
    void aTitanStepsUpToItsSpeed();
    void theEndOfTurnKeepsOnlyTheLatestMarker();
    void aStepOffTheFarEdgeExitsAndEndsTheTurn();
    void noExitAcrossTheSideOrHomeEdges();
    void aCornerExitsStraightOrAwayFromTheSideWallOnly();
    void quarterTurnsAndImpassableTerrainAreVariants();
};

void TestTitanomachiaMovement::stepsGoNextToTheLastMarkerWithinTraction() {
    // The Warhound on (9,4) facing N, Traction 2: up to 90 degrees either way.
    auto s = parse(start());
    PLAY(*s, activate("propulsion"));
    QCOMPARE(legalSet(*s), steps({{8, 3}, {8, 4}, {8, 5}, {9, 3}, {9, 5}}));
    PLAY(*s, onSquare("step", 9, 5)); // now facing E: N, NE, E (SE and S are off the board)
    std::set<std::string> expected = steps({{8, 5}, {8, 6}, {9, 6}});
    expected.insert(stop().dump());
    QVERIFY2(legalSet(*s) == expected, setDifference(expected, legalSet(*s)).c_str());
}

void TestTitanomachiaMovement::difficultyCutsTractionAtTheDestination() {
    json p = start();
    setTerrain(p, 8, 5, "rubble");    // Difficulty 1: NE (1 turn) within 2 - 1
    setTerrain(p, 9, 5, "rubble");    // E (2 turns) beyond 2 - 1
    setTerrain(p, 8, 4, "hab-block"); // Difficulty 2: straight on still allowed
    setTerrain(p, 8, 3, "hab-block"); // NW (1 turn) beyond 2 - 2
    auto s = parse(p);
    PLAY(*s, activate("propulsion"));
    QCOMPARE(legalSet(*s), steps({{8, 4}, {8, 5}, {9, 3}}));
    // G6: a damaged marker is less difficult.
    setTerrain(p, 9, 5, "rubble", 1);
    auto t = parse(p);
    PLAY(*t, activate("propulsion"));
    QVERIFY(checkLegal(*t, onSquare("step", 9, 5)).empty());
}

void TestTitanomachiaMovement::aTitanStepsUpToItsSpeed() {
    auto s = parse(start());
    PLAY(*s, activate("propulsion"));
    QVERIFY(checkRefused(*s, stop()).empty()); // at least one step (G7)
    PLAY(*s, onSquare("step", 8, 4), onSquare("step", 7, 4), onSquare("step", 6, 4),
         onSquare("step", 5, 4));
    const json j = s->toJson(); // Speed 4: the activation ended by itself
    QVERIFY(j["phase"] == json("turn"));
    QCOMPARE(int(j["players"][0]["trail"].size()), 5);
    QCOMPARE(counterOf(*s, 0, "steps"), 4LL);
}

void TestTitanomachiaMovement::theEndOfTurnKeepsOnlyTheLatestMarker() {
    auto s = parse(start());
    PLAY(*s, activate("propulsion"), onSquare("step", 8, 4), onSquare("step", 7, 5), stop(),
         endTurn());
    const json trail = s->toJson()["players"][0]["trail"];
    QCOMPARE(int(trail.size()), 1); // T36
    QVERIFY(trail[0]["square"] == json({7, 5}));
    QVERIFY(trail[0]["facing"] == json("NE"));
}

void TestTitanomachiaMovement::aStepOffTheFarEdgeExitsAndEndsTheTurn() {
    json p = start();
    setTrail(p, 0, json::array({json::array({0, 4, "N"})}));
    auto s = parse(p);
    PLAY(*s, activate("propulsion"));
    QVERIFY(legalSet(*s).count(exitTo("N").dump()) == 1);
    QVERIFY(legalSet(*s).count(exitTo("NE").dump()) == 1);
    PLAY(*s, exitTo("N"));
    const json j = s->toJson();
    QVERIFY(j["players"][0]["exited"] == json(true));
    QVERIFY(j["players"][0]["trail"].empty());
    QCOMPARE(s->currentActor(), 1); // R8: the turn ended at once
    // Breakthrough is accomplished at the end of that turn.
    QVERIFY(j["players"][0]["objectives"][1]["status"] == json("accomplished"));
    // From now on its turns pass by themselves: seat 1 acts again after its own turn.
    PLAY(*s, endTurn());
    QVERIFY(s->toJson()["round"] == json(2));
    QCOMPARE(s->currentActor(), 1);
}

void TestTitanomachiaMovement::noExitAcrossTheSideOrHomeEdges() {
    json p = start();
    setTrail(p, 0, json::array({json::array({5, 0, "W"})}));
    auto s = parse(p);
    PLAY(*s, activate("propulsion"));
    QVERIFY(legalTypes(*s) == std::set<std::string>{"step"});
    // G7 variant: no exits at all.
    setTrail(p, 0, json::array({json::array({0, 4, "N"})}));
    p["params"] = {{param::kExitAllowed, false}};
    auto t = parse(p);
    PLAY(*t, activate("propulsion"));
    QVERIFY(legalTypes(*t) == std::set<std::string>{"step"});
}

// R13: the side edges are walls, so from a far corner a Titan exits straight
// on or diagonally away from the wall, never across it.
void TestTitanomachiaMovement::aCornerExitsStraightOrAwayFromTheSideWallOnly() {
    const auto exits = [](const pb::State& s) {
        std::set<std::string> out;
        for (const auto& d : s.legalDecisions())
            if (s.decisionToJson(d)["type"] == "exit")
                out.insert(s.decisionToJson(d)["direction"].get<std::string>());
        return out;
    };
    json p = start();
    setTrail(p, 0, json::array({json::array({0, 0, "N"})})); // the left corner
    auto left = parse(p);
    PLAY(*left, activate("propulsion"));
    QVERIFY(exits(*left) == (std::set<std::string>{"N", "NE"}));
    setTrail(p, 0, json::array({json::array({0, 9, "N"})})); // the right corner
    auto right = parse(p);
    PLAY(*right, activate("propulsion"));
    QVERIFY(exits(*right) == (std::set<std::string>{"N", "NW"}));
    // Seat 1's far edge is row 9: the same, mirrored.
    p = start();
    p["current"] = 1;
    setTrail(p, 1, json::array({json::array({9, 0, "S"})}));
    auto other = parse(p);
    PLAY(*other, activate("propulsion"));
    QVERIFY(exits(*other) == (std::set<std::string>{"S", "SE"}));
}

void TestTitanomachiaMovement::quarterTurnsAndImpassableTerrainAreVariants() {
    json p = start();
    setTrail(p, 0, json::array({json::array({5, 5, "N"})}));
    p["setup"]["players"][0]["titan"]["propulsion"]["traction"] = 1;
    auto e = parse(p);
    PLAY(*e, activate("propulsion")); // one eighth either way
    QCOMPARE(legalSet(*e), steps({{4, 4}, {4, 5}, {4, 6}}));
    p["params"] = {{param::kTractionUnit, "quarter"}};
    auto s = parse(p);
    PLAY(*s, activate("propulsion")); // G8: one quarter turn either way
    QCOMPARE(legalSet(*s), steps({{4, 4}, {4, 5}, {4, 6}, {5, 4}, {5, 6}}));
    json q = start();
    q["params"] = {{param::kImpassableAboveTraction, true}};
    setTerrain(q, 8, 4, "hab-block"); // G9: Difficulty 2 is not above Traction 2
    q["setup"]["players"][0]["titan"]["propulsion"]["traction"] = 1;
    auto t = parse(q);
    PLAY(*t, activate("propulsion"));
    QCOMPARE(legalSet(*t), steps({{8, 3}, {8, 5}}));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaMovement)
#include "test_titanomachia_movement.moc"
