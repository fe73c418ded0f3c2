// Section 5 of the reading on load (issue 24): a position no game can reach is
// refused in one line naming the invariant and the field, and a decision
// with a field it does not take is refused too.

#include "engine/errors.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>

using namespace ttest;
namespace param = pb::titanomachia::param;

namespace {

bool mentions(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Refused, in one line, naming the invariant and the field.
#define REFUSED_NAMING(position, invariant, field)                                                 \
    do {                                                                                           \
        const std::string why_ = refusal(position);                                                \
        QVERIFY2(mentions(why_, invariant) && mentions(why_, field), why_.c_str());                \
        QVERIFY2(why_.find('\n') == std::string::npos, why_.c_str());                              \
    } while (false)

} // namespace

class TestTitanomachiaInvariants : public QObject {
    Q_OBJECT

private slots:
    void reachedPositionsPass();
    void aPoolOverSkillIsRefused();
    void shieldsOverStrengthAreRefused();
    void targetsOfADestroyedFireControlAreRefused();
    void theMoversOwnBlastsAtItsTurnsStartAreRefused();
    void aHoldMarkerInTheOwnHalfIsRefused();
    void aHoldStillOpenAfterItsDeadlineIsRefused();
    void aResultThatDoesNotFollowTheEndingIsRefused();
    void aFirstPlayerAgainstTheBidsIsRefused();
    void aDecisionWithAStrayFieldIsRefused();
};

void TestTitanomachiaInvariants::reachedPositionsPass() {
    auto s = parse(start());
    QCOMPARE(s->invariantViolation(), std::string());
    PLAY(*s, activate("propulsion"), onSquare("step", 8, 4), stop(), endTurn());
    QCOMPARE(s->invariantViolation(), std::string());
}

// T22-T23: the pool never exceeds Skill (the Warhound's is 4).
void TestTitanomachiaInvariants::aPoolOverSkillIsRefused() {
    json p = start();
    p["players"][0]["pool"] = 9;
    REFUSED_NAMING(p, "invariant I2", "state.players[0].pool");
}

// T39: Shields in play <= Strength (the Warhound's is 2).
void TestTitanomachiaInvariants::shieldsOverStrengthAreRefused() {
    json p = start();
    p["players"][0]["shields"] = {{3, 3}, {3, 4}, {3, 5}, {3, 6}, {3, 7}};
    REFUSED_NAMING(p, "invariant I2", "state.players[0].shields");
}

// G20: a destroyed System has no markers (unless destroyedMarkersRemain).
void TestTitanomachiaInvariants::targetsOfADestroyedFireControlAreRefused() {
    json p = start();
    setDamage(p, 0, "fireControl", 3);
    p["players"][0]["targets"] = {{3, 3}};
    REFUSED_NAMING(p, "invariant I2", "state.players[0].targets");
    p["params"] = {{param::kDestroyedMarkersRemain, true}};
    p["players"][1]["objectives"][0]["status"] = "accomplished"; // cripple
    p["players"][1]["objectives"][0]["round"] = 1;
    QCOMPARE(refusal(p), std::string());
}

// T51: Blasts resolve at the end of the opponent's next turn, so a turn starts
// with only the opponent's on the board.
void TestTitanomachiaInvariants::theMoversOwnBlastsAtItsTurnsStartAreRefused() {
    json p = start();
    p["players"][0]["blasts"] = {{{"square", {3, 3}}, {"count", 2}}};
    REFUSED_NAMING(p, "invariant I6", "state.players[0].blasts");
    p["current"] = 1; // the opponent's Blasts, waiting for seat 1's turn to end
    QCOMPARE(refusal(p), std::string());
}

// Section 3: a hold marker lies in the opponent's half.
void TestTitanomachiaInvariants::aHoldMarkerInTheOwnHalfIsRefused() {
    json p = start();
    p["players"][0]["objectives"][0]["square"] = {7, 7};
    REFUSED_NAMING(p, "invariant I10", "state.players[0].objectives[0].square");
}

// T9: an Objective not met by its deadline's round end has failed; an open
// one after it would be accomplished late.
void TestTitanomachiaInvariants::aHoldStillOpenAfterItsDeadlineIsRefused() {
    json p = start();
    p["round"] = 7; // hold's deadline is 6
    REFUSED_NAMING(p, "invariant I10", "state.players[0].objectives[0]");
    p["players"][0]["objectives"][0]["status"] = "failed";
    p["players"][0]["objectives"][0]["round"] = 6;
    QCOMPARE(refusal(p), std::string());
}

// G22: the result follows the ending: after the last round, more Objective
// points win, and equal points are a draw.
void TestTitanomachiaInvariants::aResultThatDoesNotFollowTheEndingIsRefused() {
    json p = start();
    p["round"] = 10;
    p["phase"] = "over";
    p["players"][0]["objectives"][0]["status"] = "failed";
    p["players"][0]["objectives"][0]["round"] = 6;
    p["result"] = {{"ending", "points"}, {"winner", 1}};
    REFUSED_NAMING(p, "invariant I9", "state.result.winner");
    p["result"]["winner"] = nullptr;
    QCOMPARE(refusal(p), std::string());
}

// G12, R1: the higher bid goes first.
void TestTitanomachiaInvariants::aFirstPlayerAgainstTheBidsIsRefused() {
    json p = start(); // seat 0 bid 1, seat 1 bid 0
    p["firstPlayer"] = 1;
    REFUSED_NAMING(p, "invariant R1", "state.firstPlayer");
}

void TestTitanomachiaInvariants::aDecisionWithAStrayFieldIsRefused() {
    auto s = parse(start());
    json endTurnOnASquare = endTurn();
    endTurnOnASquare["square"] = {1, 1};
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, s->decisionFromJson(endTurnOnASquare));
    json activateOnASquare = activate("crew");
    activateOnASquare["square"] = {1, 1};
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, s->decisionFromJson(activateOnASquare));
    PLAY(*s, endTurn());
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaInvariants)
#include "test_titanomachia_invariants.moc"
