// Hand limits, emergence and spill-over, every way to lose and the turn limit
// (rules page, clauses L17-L18, L34-L43 and gaps G5, G6, G10-G12, G17) on
// hand-built positions.

#include "games/torus_lab/torus_lab_parameter_names.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QTest>

using namespace tltest;
namespace param = pb::torus_lab::param;

namespace {

// Seat 0 has ended its actions: the emergence rolls come next.
std::unique_ptr<pb::State> endOfTurn(const Position& p, std::string& error) {
    auto s = tryParse(p.toJson(), error);
    if (s)
        error = tryPlay(*s, endTurn());
    return error.empty() ? std::move(s) : nullptr;
}

#define TL_END_OF_TURN(var, position)                                                              \
    std::string var##Error_;                                                                       \
    auto var = endOfTurn(position, var##Error_);                                                   \
    QVERIFY2(var, var##Error_.c_str())

void expectLoss(const pb::State& s, const std::string& cause, int seat) {
    QVERIFY(s.isTerminal());
    const json j = s.toJson();
    QCOMPARE(j["result"].get<std::string>(), std::string("lost"));
    QCOMPARE(j["cause"].get<std::string>(), cause);
    QCOMPARE(j["causeSeat"].get<int>(), seat);
    QCOMPARE(counterOf(s, seat, "loss." + cause), 1LL);
    const pb::Outcome o = s.outcome();
    QCOMPARE(o.winner, -1);
    QVERIFY(!o.draw);
    QCOMPARE(o.turnLimit, cause == "turnLimit");
    for (int k = 0; k < o.numSeats; ++k) {
        QCOMPARE(o.score[k], 0.0);
        QCOMPARE(o.rank[k], 1);
    }
}

// Spaces 4-6 as given, the rest as the default position.
Position crowded(int four, int five, int six) {
    return Position().particles(4, four).particles(5, five).particles(6, six);
}

} // namespace

class TestTorusLabEnd : public QObject {
    Q_OBJECT

private slots:
    void aFailedTryLowersTheLimitAndForcesADiscard();
    void aLimitOfZeroLoses();
    void aReceiverOverTheLimitDiscardsAtOnce();
    void endOfTurnDiscardsWaitForTheTurnsEnd();
    void blocksCollectOnlyBlocksCollecting();
    void particlesEmergeOnTheSecondRollsSpace();
    void extrasSpillToTheNearestSpacesWithRoom();
    void aSingleNearestSpaceTakesTheExtrasByItself();
    void adjacentOnlyDropsExtrasUnderBoardFull();
    void adjacentOnlyLosesUnderOverflow();
    void anySpaceOffersEverySpaceWithRoom();
    void belowCapNoPawnSpillsPastPawns();
    void aFullBoardLoses();
    void overflowLosesOnlyWhenAParticleHasNowhereToGo();
    void anEmptiedStackLosesAtOnce();
    void smallGroupsCanEmptyAStackWithTheirTwoCards();
    void onDrawLosesOnADrawFromAnEmptyStack();
    void neverMakesAnEmptyStackHarmless();
    void theTurnLimitLoses();
    void aWinIsNotFollowedByEmergence();
};

void TestTorusLabEnd::aFailedTryLowersTheLimitAndForcesADiscard() {
    // L17, G5 immediate: the owner discards down at once, choosing the suit.
    TL_STATE(s, Position().pawn(0, 2).hand(0, "hearts", 3).hand(0, "clubs", 3));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, resolve());
    QCOMPARE(limitOf(*s, 0), 5);
    TL_COMPARE_JSON(actorOf(*s), 0);
    TL_LEGAL_SET(*s, dumps({discard("hearts"), discard("clubs")}));
    TL_REFUSED(*s, attempt());
    TL_PLAY(*s, discard("clubs"));
    QCOMPARE(handSize(*s, 0), 5);
    QCOMPARE(phaseOf(*s), std::string("neutralizing"));
    QCOMPARE(counterOf(*s, 0, "cards.discarded"), 1LL);
    QCOMPARE(counterOf(*s, 0, "limit.lost"), 1LL);
}

void TestTorusLabEnd::aLimitOfZeroLoses() {
    // L42: a hand limit of 0 ends the game at once.
    TL_STATE(s, Position().pawn(0, 2).limit(0, 1));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(3));
    TL_PLAY(*s, resolve());
    expectLoss(*s, "handLimit", 0);
    QCOMPARE(limitOf(*s, 0), 0);
}

void TestTorusLabEnd::aReceiverOverTheLimitDiscardsAtOnce() {
    // G9 with G5: the receiver, not the turn's player, discards.
    TL_STATE(s, Position().hand(0, "hearts", 2).hand(1, "clubs", 6));
    TL_PLAY(*s, give(1, "hearts"));
    TL_COMPARE_JSON(actorOf(*s), 1);
    TL_LEGAL_SET(*s, dumps({discard("hearts"), discard("clubs")}));
    TL_PLAY(*s, discard("clubs"));
    TL_COMPARE_JSON(actorOf(*s), 0);
    QCOMPARE(phaseOf(*s), std::string("sharing"));
    QCOMPARE(counterOf(*s, 1, "cards.discarded"), 1LL);
}

void TestTorusLabEnd::endOfTurnDiscardsWaitForTheTurnsEnd() {
    TL_STATE(s, Position()
                    .param(param::kHandLimitCheck, "endOfTurn")
                    .pawn(0, 2)
                    .hand(0, "hearts", 3)
                    .hand(0, "clubs", 3));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, resolve());
    TL_COMPARE_JSON(actorOf(*s), 0);
    QCOMPARE(phaseOf(*s), std::string("neutralizing"));
    TL_PLAY(*s, stop());
    TL_PLAY(*s, endTurn());
    TL_PLAY(*s, emergeCount(1));
    TL_PLAY(*s, emergeSpace(4));
    QCOMPARE(phaseOf(*s), std::string("discard"));
    TL_COMPARE_JSON(actorOf(*s), 0);
    TL_PLAY(*s, discard("hearts"));
    TL_COMPARE_JSON(s->toJson()["player"], 1);
}

void TestTorusLabEnd::blocksCollectOnlyBlocksCollecting() {
    TL_STATE(full, Position().param(param::kHandLimitCheck, "blocksCollect").hand(0, "hearts", 6));
    TL_REFUSED(*full, collect(1));
    TL_STATE(room, Position().param(param::kHandLimitCheck, "blocksCollect").hand(0, "hearts", 5));
    TL_LEGAL(*room, collect(1));
    // A failed try lowers the limit below the hand, and nobody discards.
    TL_STATE(
        s,
        Position().param(param::kHandLimitCheck, "blocksCollect").pawn(0, 2).hand(0, "clubs", 6));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, resolve());
    QCOMPARE(handSize(*s, 0), 6);
    QCOMPARE(limitOf(*s, 0), 5);
    QCOMPARE(phaseOf(*s), std::string("neutralizing"));
}

void TestTorusLabEnd::particlesEmergeOnTheSecondRollsSpace() {
    // L34-L36: at the end of each turn, rolls of 3 then 5 put three particles on space 5.
    TL_END_OF_TURN(s, Position());
    TL_COMPARE_JSON(actorOf(*s), "chance");
    TL_LEGAL_SET(*s, dumps({emergeCount(1), emergeCount(2), emergeCount(3), emergeCount(4),
                            emergeCount(5), emergeCount(6)}));
    TL_PLAY(*s, emergeCount(3));
    TL_LEGAL_SET(*s, dumps({emergeSpace(1), emergeSpace(2), emergeSpace(3), emergeSpace(4),
                            emergeSpace(5), emergeSpace(6)}));
    TL_PLAY(*s, emergeSpace(5));
    QCOMPARE(particlesOn(*s, 5), 4);
    QCOMPARE(counterOf(*s, 0, "particles.emerged"), 3LL);
}

void TestTorusLabEnd::extrasSpillToTheNearestSpacesWithRoom() {
    // L37-L39, G10: 4 and 6 are full, so space 5's extras go two spaces away,
    // to 3 or to 1 (the example's choice); the player breaks the tie.
    TL_END_OF_TURN(s, crowded(6, 5, 6));
    TL_PLAY(*s, emergeCount(3));
    TL_PLAY(*s, emergeSpace(5));
    QCOMPARE(phaseOf(*s), std::string("spill"));
    TL_COMPARE_JSON(actorOf(*s), 0);
    TL_COMPARE_JSON(s->toJson()["extras"], 2);
    TL_LEGAL_SET(*s, dumps({spill(1), spill(3)}));
    TL_PLAY(*s, spill(1));
    TL_LEGAL_SET(*s, dumps({spill(1), spill(3)}));
    TL_PLAY(*s, spill(3));
    QCOMPARE(particlesOn(*s, 5), 6);
    QCOMPARE(particlesOn(*s, 1), 1);
    QCOMPARE(particlesOn(*s, 3), 2);
    QCOMPARE(counterOf(*s, 0, "particles.spilled"), 2LL);
    TL_COMPARE_JSON(s->toJson()["player"], 1);
}

void TestTorusLabEnd::aSingleNearestSpaceTakesTheExtrasByItself() {
    TL_END_OF_TURN(s, crowded(1, 6, 6));
    TL_PLAY(*s, emergeCount(2));
    TL_PLAY(*s, emergeSpace(5));
    QCOMPARE(particlesOn(*s, 4), 3);
    TL_COMPARE_JSON(s->toJson()["player"], 1);
}

void TestTorusLabEnd::adjacentOnlyDropsExtrasUnderBoardFull() {
    TL_END_OF_TURN(s, crowded(6, 6, 6).param(param::kSpillRule, "adjacentOnly"));
    TL_PLAY(*s, emergeCount(2));
    TL_PLAY(*s, emergeSpace(5));
    QVERIFY(!s->isTerminal());
    QCOMPARE(counterOf(*s, 0, "particles.dropped"), 2LL);
    QCOMPARE(particlesOn(*s, 3), 1);
}

void TestTorusLabEnd::adjacentOnlyLosesUnderOverflow() {
    // G11 overflow: a particle that cannot be placed loses.
    TL_END_OF_TURN(s, crowded(6, 6, 6)
                          .param(param::kSpillRule, "adjacentOnly")
                          .param(param::kNoRoomLoss, "overflow"));
    TL_PLAY(*s, emergeCount(1));
    TL_PLAY(*s, emergeSpace(5));
    expectLoss(*s, "noRoom", 0);
}

void TestTorusLabEnd::anySpaceOffersEverySpaceWithRoom() {
    TL_END_OF_TURN(s, crowded(6, 6, 1).param(param::kSpillRule, "anySpace"));
    TL_PLAY(*s, emergeCount(1));
    TL_PLAY(*s, emergeSpace(5));
    TL_LEGAL_SET(*s, dumps({spill(1), spill(2), spill(3), spill(6)}));
}

void TestTorusLabEnd::belowCapNoPawnSpillsPastPawns() {
    // Every pawn on space 4: under belowCapNoPawn the extra skips it.
    const Position p = crowded(0, 6, 6).pawn(0, 4).pawn(1, 4).pawn(2, 4);
    TL_END_OF_TURN(plain, p);
    TL_PLAY(*plain, emergeCount(1));
    TL_PLAY(*plain, emergeSpace(5));
    QCOMPARE(particlesOn(*plain, 4), 1);
    TL_END_OF_TURN(s, Position(p).param(param::kParticleLegalSpace, "belowCapNoPawn"));
    TL_PLAY(*s, emergeCount(1));
    TL_PLAY(*s, emergeSpace(5));
    TL_LEGAL_SET(*s, dumps({spill(1), spill(3)}));
}

void TestTorusLabEnd::aFullBoardLoses() {
    // L41, G11 boardFull: the moment every space is at the cap.
    Position p;
    for (int space = 2; space <= 6; ++space)
        p.particles(space, 6);
    p.particles(1, 4);
    TL_END_OF_TURN(s, p);
    TL_PLAY(*s, emergeCount(2));
    TL_PLAY(*s, emergeSpace(1));
    expectLoss(*s, "noRoom", 0);
    QCOMPARE(particlesOn(*s, 1), 6);
}

void TestTorusLabEnd::overflowLosesOnlyWhenAParticleHasNowhereToGo() {
    Position p;
    p.param(param::kNoRoomLoss, "overflow");
    for (int space = 2; space <= 6; ++space)
        p.particles(space, 6);
    p.particles(1, 5);
    TL_END_OF_TURN(s, p);
    TL_PLAY(*s, emergeCount(1));
    TL_PLAY(*s, emergeSpace(3));
    QVERIFY(!s->isTerminal()); // full, but every particle found a space
    QCOMPARE(particlesOn(*s, 1), 6);
    TL_PLAY(*s, endTurn());
    TL_PLAY(*s, emergeCount(1));
    TL_PLAY(*s, emergeSpace(2));
    expectLoss(*s, "noRoom", 1);
}

void TestTorusLabEnd::anEmptiedStackLosesAtOnce() {
    // L43, G12 immediate.
    TL_STATE(s, Position().stack(1, 1, "diamonds"));
    TL_PLAY(*s, collect(1));
    expectLoss(*s, "emptyStack", 0);
    QCOMPARE(handOf(*s, 0, "diamonds"), 1);
}

void TestTorusLabEnd::smallGroupsCanEmptyAStackWithTheirTwoCards() {
    TL_STATE(s, Position(2).stack(1, 2, "diamonds"));
    TL_PLAY(*s, collect(2));
    TL_PLAY(*s, reveal(1, "spades"));
    expectLoss(*s, "emptyStack", 0);
    QCOMPARE(handOf(*s, 0, "spades"), 1);
}

void TestTorusLabEnd::onDrawLosesOnADrawFromAnEmptyStack() {
    TL_STATE(s, Position().param(param::kEmptyStackLoss, "onDraw").stack(1, 1, "diamonds"));
    TL_PLAY(*s, collect(1));
    QVERIFY(!s->isTerminal());
    QCOMPARE(stackOf(*s, 1), 0);
    QCOMPARE(phaseOf(*s), std::string("emergeCount")); // no reveal: nothing left
    TL_STATE(t, Position().param(param::kEmptyStackLoss, "onDraw").stack(1, 0, nullptr));
    TL_PLAY(*t, collect(1));
    expectLoss(*t, "emptyStack", 0);
}

void TestTorusLabEnd::neverMakesAnEmptyStackHarmless() {
    TL_STATE(s, Position().param(param::kEmptyStackLoss, "never").stack(1, 0, nullptr));
    TL_REFUSED(*s, collect(1));
    TL_LEGAL(*s, move()); // the space stays legal, with nothing to collect
}

void TestTorusLabEnd::theTurnLimitLoses() {
    // G17: maxTurns completed turns are a loss, flagged as a turn-limit end.
    TL_END_OF_TURN(s, Position().param(param::kMaxTurns, 3).turn(2));
    TL_PLAY(*s, emergeCount(1));
    TL_PLAY(*s, emergeSpace(4));
    expectLoss(*s, "turnLimit", 0);
    QCOMPARE(s->turnsCompleted(), 3);
}

void TestTorusLabEnd::aWinIsNotFollowedByEmergence() {
    // L34: "if the lab has not been destroyed": a win ends the game at once.
    Position p;
    p.param(param::kCodesToWin, 1).hand(0, "hearts", 5);
    TL_STATE(s, p);
    const int before = particlesOn(*s, 2);
    TL_PLAY(*s, enterCode("hearts"));
    QVERIFY(s->isTerminal());
    QCOMPARE(particlesOn(*s, 2), before);
    QVERIFY(s->legalDecisions().empty());
    QCOMPARE(counterOf(*s, 0, "loss.noRoom"), 0LL);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTorusLabEnd)
#include "test_torus_lab_end.moc"
