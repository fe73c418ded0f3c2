// Movement (rules page, "A turn", step 2) on hand-built positions.

#include "games/stability/stability_parameter_names.h"
#include "stability_test_support.h"
#include "test_registry.h"

#include <QTest>

using namespace pbtest;
namespace param = pb::stability::param;

class TestStabilityMovement : public QObject {
    Q_OBJECT

private slots:
    void movesExactlyTheValueInTheFourDirections();
    void otherDistancesDiagonalsAndStayingAreRefused();
    void offBoardDestinationsAreRefused();
    void landingOnAnotherHomunculusIsRefused();
    void passingOverOthersIsAllowed();
    void shareSquaresAllowsLandingOnAnother();
    void eightDirectionsAddsTheDiagonals();
    void eightDirectionsStaysOnTheBoard();
    void theBoardSizeBoundsTheMove();
    void aMoveChangesOnlyThePositionAndTheCounter();
    void onlyMovesAreLegalInTheMovePhase();
};

void TestStabilityMovement::movesExactlyTheValueInTheFourDirections() {
    PB_STATE(s, Position().at(0, 4, 4).tile(4, 4, 3));
    PB_LEGAL_SET(*s, dumps({move(1, 4), move(7, 4), move(4, 1), move(4, 7)}));
    for (const auto& d : {move(1, 4), move(7, 4), move(4, 1), move(4, 7)})
        PB_LEGAL(*s, d);
}

void TestStabilityMovement::otherDistancesDiagonalsAndStayingAreRefused() {
    PB_STATE(s, Position().at(0, 4, 4).tile(4, 4, 3));
    PB_REFUSED(*s, move(4, 5)); // 1 square
    PB_REFUSED(*s, move(2, 4)); // 2 squares
    PB_REFUSED(*s, move(4, 8)); // 4 squares
    PB_REFUSED(*s, move(7, 7)); // diagonal, 3 squares each way
    PB_REFUSED(*s, move(5, 6)); // not a straight line
    PB_REFUSED(*s, move(4, 4)); // staying put
}

void TestStabilityMovement::offBoardDestinationsAreRefused() {
    PB_STATE(s, Position().at(0, 0, 0).tile(0, 0, 3));
    PB_LEGAL_SET(*s, dumps({move(3, 0), move(0, 3)}));
    PB_REFUSED(*s, move(-3, 0));
    PB_REFUSED(*s, move(0, -3));

    PB_STATE(edge, Position().at(0, 8, 2).tile(8, 2, 4));
    PB_LEGAL_SET(*edge, dumps({move(4, 2), move(8, 6)}));
    PB_REFUSED(*edge, move(12, 2));
    PB_REFUSED(*edge, move(8, -2));
}

void TestStabilityMovement::landingOnAnotherHomunculusIsRefused() {
    PB_STATE(s, Position().at(0, 4, 4).tile(4, 4, 3).at(1, 4, 7));
    PB_LEGAL_SET(*s, dumps({move(1, 4), move(7, 4), move(4, 1)}));
    PB_REFUSED(*s, move(4, 7));
}

void TestStabilityMovement::passingOverOthersIsAllowed() {
    PB_STATE(s, Position(3).at(0, 4, 4).tile(4, 4, 3).at(1, 4, 5).at(2, 4, 6));
    PB_LEGAL(*s, move(4, 7));
    PB_LEGAL_SET(*s, dumps({move(1, 4), move(7, 4), move(4, 1), move(4, 7)}));
    PB_PLAY(*s, move(4, 7));
    PB_COMPARE_JSON(posOf(*s, 0), json::array({4, 7}));
}

void TestStabilityMovement::shareSquaresAllowsLandingOnAnother() {
    PB_STATE(s, Position().param(param::kShareSquares, true).at(0, 4, 4).tile(4, 4, 3).at(1, 4, 7));
    PB_LEGAL_SET(*s, dumps({move(1, 4), move(7, 4), move(4, 1), move(4, 7)}));
    PB_PLAY(*s, move(4, 7));
    PB_COMPARE_JSON(posOf(*s, 0), json::array({4, 7}));
    PB_COMPARE_JSON(posOf(*s, 1), json::array({4, 7}));
}

void TestStabilityMovement::eightDirectionsAddsTheDiagonals() {
    PB_STATE(s, Position().param(param::kDirections, "eight").at(0, 4, 4).tile(4, 4, 2));
    PB_LEGAL_SET(*s, dumps({move(2, 4), move(6, 4), move(4, 2), move(4, 6), move(2, 2), move(2, 6),
                            move(6, 2), move(6, 6)}));
    PB_REFUSED(*s, move(3, 2)); // a knight's jump is no straight line
}

void TestStabilityMovement::eightDirectionsStaysOnTheBoard() {
    PB_STATE(s, Position().param(param::kDirections, "eight").at(0, 0, 0).tile(0, 0, 2));
    PB_LEGAL_SET(*s, dumps({move(2, 0), move(0, 2), move(2, 2)}));
    PB_REFUSED(*s, move(-2, 2));
}

void TestStabilityMovement::theBoardSizeBoundsTheMove() {
    PB_STATE(s, Position(2, 5, 8).at(0, 0, 0).tile(0, 0, 7));
    PB_LEGAL_SET(*s, dumps({move(7, 0), move(0, 7)}));
    // (0,8) would be on a 10x10 board.
    PB_STATE(edge, Position(2, 5, 8).at(0, 0, 3).tile(0, 3, 5));
    PB_LEGAL_SET(*edge, dumps({move(5, 3)}));
    PB_REFUSED(*edge, move(0, 8));
}

void TestStabilityMovement::aMoveChangesOnlyThePositionAndTheCounter() {
    PB_STATE(s, Position().at(0, 4, 4).tile(4, 4, 3).tile(1, 4, 7));
    const json before = s->toJson();
    PB_PLAY(*s, move(1, 4));
    const json after = s->toJson();
    PB_COMPARE_JSON(posOf(*s, 0), json::array({1, 4}));
    PB_COMPARE_JSON(after["board"], before["board"]);
    PB_COMPARE_JSON(after["players"][1], before["players"][1]);
    QCOMPARE(pcOf(*s, 0), 0);
    QCOMPARE(s->currentActor(), 0);
    QCOMPARE(phaseOf(*s), std::string("afflict")); // PC 0 < 3: no permeate step
    PB_COMPARE_JSON(after["turn"], before["turn"]);
    QCOMPARE(counterOf(*s, 0, "move"), 1LL);
    QCOMPARE(counterOf(*s, 1, "move"), 0LL);
}

void TestStabilityMovement::onlyMovesAreLegalInTheMovePhase() {
    PB_STATE(s, Position().at(0, 4, 4).tile(4, 4, 3));
    PB_REFUSED(*s, afflict(5, 5, 1));
    PB_REFUSED(*s, skip());
    PB_REFUSED(*s, permeate("none"));
    PB_REFUSED(*s, extra(5, 5));
    PB_REFUSED(*s, setTile(5, 5, 1));
    PB_REFUSED(*s, chanceOutcome(1));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestStabilityMovement)
#include "test_stability_movement.moc"
