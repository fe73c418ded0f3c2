// Reproduction and death patterns on hand-built positions (B4-B11, gaps
// G11-G13, resolutions R1-R3, R6, R7; Fertility and Deep Roots).

#include "butterfly_effect_test_support.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "test_registry.h"

#include <QTest>

using namespace betest;
namespace param = pb::butterfly_effect::param;

namespace {

// Seat 0's Hawk on (2,1) of the past beats seat 1's Wheat on (2,2) (dice 6, 1).
Position hawkBeatsWheatInThePast() {
    return Position()
        .phase("moveFrom")
        .step("place", true)
        .piece("past", 2, 1, kHawk)
        .piece("past", 2, 2, kWheat)
        .piece("present", 2, 2, kWheat)
        .piece("present", 2, 3, kIris)
        .piece("present", 2, 4, kWheat)
        .piece("present", 2, 6, kWheat);
}

void hawkWins(pb::State& s) {
    for (const json& d : {moveFrom("past", 2, 1), moveTo(2, 2), roll(6), roll(1)})
        QVERIFY(tryPlay(s, d).empty());
}

} // namespace

class TestButterflyEffectPatterns : public QObject {
    Q_OBJECT

private slots:
    void aPastPlayReproducesAtTheStartOfTheNextTurn();
    void everyDistinctOrientationIsOneChoice();
    void anOrientationTurnsThePatternClockwise();
    void cellsOffTheBoardAreLost();
    void theAnchorOverridesSproutsSkipEnemiesAndReplaceOwn();
    void sproutOntoEnemyOverrideRemovesThem();
    void pastPieceStaysOffRemovesThePastPiece();
    void aDeadPastPieceDoesNotReproduce();
    void immediateReproducesAtOnce();
    void opponentTurnEndReproducesBeforeTheOwnersTurn();
    void fertilityAddsAPieceNextToTheNewOnes();
    void aPastDeathKillsThatSpeciesInThePresentPattern();
    void deepRootsShrinksTheDeathPattern();
    void deathOnBothBoardsAndTheWinnerChoosing();
    void aLosingAttackersDeathStartsWhereItStood();
    void aPresentDeathTriggersNothing();
};

void TestButterflyEffectPatterns::aPastPlayReproducesAtTheStartOfTheNextTurn() {
    BE_STATE(s, hawkPending(2, 2));
    endSeat1sTurn(*s);
    // B4, B5, G11 (a): step 1 of the owner's next turn, before the draw.
    QCOMPARE(phaseOf(*s), std::string("reproduce"));
    BE_COMPARE_JSON(actorOf(*s), json(0));
    // Hawk: X. / XX. Orientation 0 with cell 1 ((1,0)) on the anchor (2,2).
    BE_PLAY(*s, reproduce(0, 1));
    // B7: the past piece's square in the present; B8: the rest sprouts.
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 2), json(kHawk));
    BE_COMPARE_JSON(pieceAt(*s, "present", 1, 2), json(kHawk));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 3), json(kHawk));
    QCOMPARE(piecesOf(*s, "present", kHawk), 3);
    // G11 (i): the past piece stays; the reproduction happens once (B5).
    BE_COMPARE_JSON(pieceAt(*s, "past", 2, 2), json(kHawk));
    BE_COMPARE_JSON(s->toJson()["players"][0]["pending"], json(nullptr));
    QCOMPARE(counterOf(*s, 0, "reproduce.pieces"), 3LL);
    QCOMPARE(counterOf(*s, 0, "reproduce.count.species2"), 1LL); // the Hawk
    QCOMPARE(counterOf(*s, 0, "reproduce.count.species1"), 0LL);
    // Then the rest of the turn: five cards in hand, so the place step.
    QCOMPARE(phaseOf(*s), std::string("placeCard"));
}

// The rules page: orientation 1 turns the pattern a quarter clockwise as the
// board is drawn (row 0 at the top), so what lay above the anchor lies to its
// right, and what lay to its right lies below.
void TestButterflyEffectPatterns::anOrientationTurnsThePatternClockwise() {
    BE_STATE(s, hawkPending(2, 2));
    endSeat1sTurn(*s);
    // Hawk: X. / XX. Orientation 0, cell 1 gives (1,2) above and (2,3) to the right.
    BE_PLAY(*s, reproduce(1, 1));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 2), json(kHawk));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 3), json(kHawk)); // above -> right
    BE_COMPARE_JSON(pieceAt(*s, "present", 3, 2), json(kHawk)); // right -> below
    QCOMPARE(piecesOf(*s, "present", kHawk), 3);
}

void TestButterflyEffectPatterns::everyDistinctOrientationIsOneChoice() {
    // In the open the L of the Hawk lies 4 ways with 3 anchors: 12 choices
    // (its mirror images are turns of it).
    BE_STATE(s, hawkPending(4, 4));
    endSeat1sTurn(*s);
    QCOMPARE(legalSet(*s).size(), std::size_t{12});
    BE_STATE(turns, hawkPending(4, 4).param(param::kPatternTurns, "rotations"));
    endSeat1sTurn(*turns);
    QCOMPARE(legalSet(*turns).size(), std::size_t{12});
    // R3: in the corner, choices that cover the same squares are one: {the
    // corner} with each of its two neighbours, the three Ls in the board,
    // the corner with one neighbour, with the other, and alone.
    BE_STATE(corner, hawkPending(0, 0));
    endSeat1sTurn(*corner);
    QCOMPARE(legalSet(*corner).size(), std::size_t{6});
    BE_REFUSED(*corner, reproduce(8, 0));
    BE_REFUSED(*corner, reproduce(0, 3));
}

void TestButterflyEffectPatterns::cellsOffTheBoardAreLost() {
    BE_STATE(s, hawkPending(0, 0));
    endSeat1sTurn(*s);
    // R2: orientation 0, cell (1,0) on (0,0): (-1,0) is off the board.
    BE_PLAY(*s, reproduce(0, 1));
    QCOMPARE(piecesOf(*s, "present", kHawk), 2);
    BE_COMPARE_JSON(pieceAt(*s, "present", 0, 1), json(kHawk));
    QCOMPARE(counterOf(*s, 0, "reproduce.lostOffBoard"), 1LL);
}

void TestButterflyEffectPatterns::theAnchorOverridesSproutsSkipEnemiesAndReplaceOwn() {
    BE_STATE(s, hawkPending(2, 2)
                    .piece("present", 2, 2, kIris)
                    .piece("present", 1, 2, kPalm)
                    .piece("present", 2, 3, kLion));
    endSeat1sTurn(*s);
    BE_PLAY(*s, reproduce(0, 1));
    // B7: the anchor removes the Iris; G12 skip: the Palm Tree stays;
    // B6: the own Lion gives way to the reproduction.
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 2), json(kHawk));
    BE_COMPARE_JSON(pieceAt(*s, "present", 1, 2), json(kPalm));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 3), json(kHawk));
    QCOMPARE(counterOf(*s, 0, "reproduce.enemiesRemoved"), 1LL);
    QCOMPARE(counterOf(*s, 0, "reproduce.lostOnEnemy"), 1LL);
    QCOMPARE(counterOf(*s, 0, "reproduce.ownOverridden"), 1LL);
}

void TestButterflyEffectPatterns::sproutOntoEnemyOverrideRemovesThem() {
    BE_STATE(
        s,
        hawkPending(2, 2).param(param::kSproutOntoEnemy, "override").piece("present", 1, 2, kPalm));
    endSeat1sTurn(*s);
    BE_PLAY(*s, reproduce(0, 1));
    BE_COMPARE_JSON(pieceAt(*s, "present", 1, 2), json(kHawk));
}

void TestButterflyEffectPatterns::pastPieceStaysOffRemovesThePastPiece() {
    BE_STATE(s, hawkPending(2, 2).param(param::kPastPieceStays, false));
    endSeat1sTurn(*s);
    BE_PLAY(*s, reproduce(0, 1));
    BE_COMPARE_JSON(pieceAt(*s, "past", 2, 2), json(nullptr));
    QCOMPARE(counterOf(*s, 0, "reproduce.cancelled"), 0LL);
}

void TestButterflyEffectPatterns::aDeadPastPieceDoesNotReproduce() {
    // Seat 1's Palm Tree beats the pending Hawk in the past.
    BE_STATE(s, hawkPending(2, 2).piece("past", 2, 3, kPalm));
    BE_PLAY(*s, moveFrom("past", 2, 3));
    BE_PLAY(*s, moveTo(2, 2));
    BE_PLAY(*s, roll(6));
    BE_PLAY(*s, roll(1));
    BE_COMPARE_JSON(s->toJson()["players"][0]["pending"], json(nullptr));
    QCOMPARE(counterOf(*s, 0, "reproduce.cancelled"), 1LL);
    // The Hawk's death pattern (seat 0 chooses), then no reproduction.
    QCOMPARE(phaseOf(*s), std::string("deathPattern"));
    BE_PLAY(*s, deathPattern(0, 0));
    QVERIFY(phaseOf(*s) != "reproduce");
}

void TestButterflyEffectPatterns::immediateReproducesAtOnce() {
    BE_STATE(s, Position()
                    .param(param::kReproduceAt, "immediate")
                    .handSpecies(0, 2, 1)
                    .piece("present", 8, 8, kLion));
    BE_PLAY(*s, placeCard(kLion));
    BE_PLAY(*s, placeEra("past"));
    BE_PLAY(*s, placeSquare(0, 4));
    QCOMPARE(phaseOf(*s), std::string("reproduce"));
    // The Lion's XX: two ways with two anchors, 4 choices.
    QCOMPARE(legalSet(*s).size(), std::size_t{4});
    BE_PLAY(*s, reproduce(0, 0));
    BE_COMPARE_JSON(pieceAt(*s, "present", 0, 4), json(kLion));
    BE_COMPARE_JSON(pieceAt(*s, "present", 0, 5), json(kLion));
    QCOMPARE(phaseOf(*s), std::string("moveFrom"));
}

void TestButterflyEffectPatterns::opponentTurnEndReproducesBeforeTheOwnersTurn() {
    BE_STATE(s, hawkPending(2, 2).param(param::kReproduceAt, "opponentTurnEnd"));
    endSeat1sTurn(*s);
    // G11 (b): at the end of seat 1's turn, seat 0 lays the pattern.
    QCOMPARE(phaseOf(*s), std::string("reproduce"));
    BE_COMPARE_JSON(actorOf(*s), 0);
    BE_COMPARE_JSON(s->toJson()["player"], 1);
    QCOMPARE(s->turnsCompleted(), 4);
    BE_PLAY(*s, reproduce(0, 1));
    QCOMPARE(s->turnsCompleted(), 5);
    BE_COMPARE_JSON(s->toJson()["player"], 0);
    QCOMPARE(piecesOf(*s, "present", kHawk), 3);
    // Seat 0's own turn does not reproduce again.
    QVERIFY(phaseOf(*s) != "reproduce");
}

void TestButterflyEffectPatterns::fertilityAddsAPieceNextToTheNewOnes() {
    BE_STATE(s, hawkPending(0, 0).attach(kHawk, kFertility, 0));
    endSeat1sTurn(*s);
    BE_PLAY(*s, reproduce(0, 1)); // Hawks on (0,0) and (0,1)
    // R7: one more Hawk on an empty square next to a new one, or none.
    QCOMPARE(phaseOf(*s), std::string("extra"));
    BE_LEGAL_SET(*s, dumps({extra(1, 0), extra(1, 1), extra(0, 2), declineExtra()}));
    BE_REFUSED(*s, extra(2, 0));
    BE_PLAY(*s, extra(1, 1));
    BE_COMPARE_JSON(pieceAt(*s, "present", 1, 1), json(kHawk));
    QCOMPARE(counterOf(*s, 0, "fertility.extras"), 1LL);
    QCOMPARE(phaseOf(*s), std::string("placeCard"));
}

void TestButterflyEffectPatterns::aPastDeathKillsThatSpeciesInThePresentPattern() {
    BE_STATE(s, hawkBeatsWheatInThePast());
    hawkWins(*s);
    // B9, B10, G13: the Wheat's owner lays its XXXX on the present around (2,2).
    QCOMPARE(phaseOf(*s), std::string("deathPattern"));
    BE_COMPARE_JSON(actorOf(*s), json(1));
    // Cell 0 on the anchor, lying right: (2,2)..(2,5).
    BE_PLAY(*s, deathPattern(0, 0));
    // R1: only Wheat dies, the anchor's included; the Iris stays.
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 2), json(nullptr));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 4), json(nullptr));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 3), json(kIris));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 6), json(kWheat));
    QCOMPARE(counterOf(*s, 1, "death.patternKills"), 2LL);
    // R8: the steal comes after the death (nothing to steal here).
}

void TestButterflyEffectPatterns::deepRootsShrinksTheDeathPattern() {
    BE_STATE(s, hawkBeatsWheatInThePast().attach(kWheat, kDeepRoots, 1));
    hawkWins(*s);
    // One square: one choice, offered all the same (R4).
    BE_LEGAL_SET(*s, dumps({deathPattern(0, 0)}));
    BE_PLAY(*s, deathPattern(0, 0));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 2), json(nullptr));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 4), json(kWheat));
    QCOMPARE(counterOf(*s, 1, "deepRoots.shrunk"), 1LL);
}

void TestButterflyEffectPatterns::deathOnBothBoardsAndTheWinnerChoosing() {
    BE_STATE(s, hawkBeatsWheatInThePast()
                    .param(param::kDeathBoards, "both")
                    .param(param::kDeathChooser, "winner")
                    .piece("past", 2, 4, kWheat));
    hawkWins(*s);
    BE_COMPARE_JSON(actorOf(*s), json(0));
    BE_PLAY(*s, deathPattern(0, 0));
    BE_COMPARE_JSON(pieceAt(*s, "past", 2, 4), json(nullptr));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 4), json(nullptr));
}

void TestButterflyEffectPatterns::aLosingAttackersDeathStartsWhereItStood() {
    BE_STATE(s,
             hawkBeatsWheatInThePast().piece("present", 2, 1, kHawk).piece("present", 2, 0, kHawk));
    for (const json& d : {moveFrom("past", 2, 1), moveTo(2, 2), roll(1), roll(6)})
        BE_PLAY(*s, d);
    // R6: the Hawk's death pattern, anchored at (2,1), laid by seat 0.
    QCOMPARE(phaseOf(*s), std::string("deathPattern"));
    BE_COMPARE_JSON(actorOf(*s), json(0));
    BE_COMPARE_JSON(s->toJson()["pattern"]["anchor"], json({2, 1}));
    // Orientation 0, cell 2 ((1,1)) on (2,1): covers (1,0), (2,0), (2,1).
    BE_PLAY(*s, deathPattern(0, 2));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 1), json(nullptr));
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 0), json(nullptr));
}

void TestButterflyEffectPatterns::aPresentDeathTriggersNothing() {
    BE_STATE(s, Position()
                    .phase("moveFrom")
                    .step("place", true)
                    .piece("present", 2, 1, kHawk)
                    .piece("present", 2, 2, kWheat)
                    .piece("present", 2, 3, kWheat));
    for (const json& d : {moveFrom("present", 2, 1), moveTo(2, 2), roll(6), roll(1)})
        BE_PLAY(*s, d);
    BE_COMPARE_JSON(pieceAt(*s, "present", 2, 3), json(kWheat));
    QVERIFY(phaseOf(*s) != "deathPattern");
}

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectPatterns)
#include "test_butterfly_effect_patterns.moc"
