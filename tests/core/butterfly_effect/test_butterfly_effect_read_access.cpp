// The typed read access views use instead of the state JSON (pattern
// squares, effect sums, city holders, hands, the move and battle in progress),
// on hand-built positions: each answer checked against the rules page and,
// where it can be, against what the engine then does.

#include "butterfly_effect_test_support.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "games/butterfly_effect/butterfly_effect_state.h"
#include "test_registry.h"

#include <QTest>
#include <vector>

using namespace betest;
namespace param = pb::butterfly_effect::param;
using pb::butterfly_effect::ButterflyEffectState;
using pb::butterfly_effect::Effect;
using pb::butterfly_effect::kPast;
using pb::butterfly_effect::kPresent;
using pb::butterfly_effect::kSpeciesPerSide;

namespace {

const ButterflyEffectState& be(const pb::State& s) {
    return static_cast<const ButterflyEffectState&>(s);
}

// A square of the default 9 by 9 board.
constexpr int sq(int row, int col) {
    return row * 9 + col;
}

// Seat 0's Hawk on (2,1) of the past attacks seat 1's Wheat on (2,2).
Position hawkAttacksWheatInThePast() {
    return Position()
        .phase("moveFrom")
        .step("place", true)
        .piece("past", 2, 1, kHawk)
        .piece("past", 2, 2, kWheat)
        .piece("present", 2, 2, kWheat);
}

std::vector<int> presentSquaresOf(const ButterflyEffectState& s, int species) {
    std::vector<int> squares;
    for (int square = 0; square < 81; ++square)
        if (s.pieceAt(kPresent, square) == species)
            squares.push_back(square);
    return squares;
}

} // namespace

class TestButterflyEffectReadAccess : public QObject {
    Q_OBJECT

private slots:
    void aPendingReproductionIsReadBySeat();
    void patternCoverIsWhereTheReproductionLands();
    void patternCoverTurnsAndDropsOffBoardCells();
    void patternCoverIsEmptyOutsideAPatternChoice();
    void deepRootsShrinksTheDeathPatternCover();
    void effectSumsAddTheAttachedCards();
    void cityHoldersFollowTheControlRule();
    void handsAndDecksAreCountedBySeat();
    void theMoveAndItsDiceAreReadAsTheyRoll();
    void theChosenEraAndTheStealAreRead();
};

void TestButterflyEffectReadAccess::aPendingReproductionIsReadBySeat() {
    BE_STATE(s, hawkPending(2, 2).streak(1, 2));
    QCOMPARE(be(*s).pendingSquare(0), sq(2, 2));
    QCOMPARE(be(*s).pendingSpecies(0), int(kHawk));
    QCOMPARE(be(*s).pendingSquare(1), -1);
    QCOMPARE(be(*s).streak(0), 0);
    QCOMPARE(be(*s).streak(1), 2);
}

void TestButterflyEffectReadAccess::patternCoverIsWhereTheReproductionLands() {
    BE_STATE(s, hawkPending(2, 2));
    endSeat1sTurn(*s);
    const ButterflyEffectState& state = be(*s);
    QCOMPARE(phaseOf(state), std::string("reproduce"));
    QCOMPARE(state.patternSpecies(), int(kHawk));
    QCOMPARE(state.patternAnchor(), sq(2, 2));
    // Hawk: X. / XX. Orientation 0 with cell 1 ((1,0)) on the anchor (2,2).
    const std::vector<int> cover = state.patternCover(0, 1);
    QCOMPARE(cover, (std::vector<int>{sq(1, 2), sq(2, 2), sq(2, 3)}));
    BE_PLAY(*s, reproduce(0, 1));
    QCOMPARE(presentSquaresOf(be(*s), kHawk), cover);
}

void TestButterflyEffectReadAccess::patternCoverTurnsAndDropsOffBoardCells() {
    BE_STATE(s, hawkPending(2, 2));
    endSeat1sTurn(*s);
    // A quarter turn clockwise: above the anchor becomes right of it, right becomes below.
    QCOMPARE(be(*s).patternCover(1, 1), (std::vector<int>{sq(2, 2), sq(2, 3), sq(3, 2)}));
    BE_STATE(corner, hawkPending(0, 0));
    endSeat1sTurn(*corner);
    // R2: (-1,0) is off the board and dropped.
    QCOMPARE(be(*corner).patternCover(0, 1), (std::vector<int>{sq(0, 0), sq(0, 1)}));
    // No such cell, no such orientation.
    QVERIFY(be(*corner).patternCover(0, 3).empty());
    QVERIFY(be(*corner).patternCover(8, 0).empty());
    BE_STATE(turns, hawkPending(0, 0).param(param::kPatternTurns, "rotations"));
    endSeat1sTurn(*turns);
    QVERIFY(!be(*turns).patternCover(3, 0).empty());
    QVERIFY(be(*turns).patternCover(4, 0).empty());
}

void TestButterflyEffectReadAccess::patternCoverIsEmptyOutsideAPatternChoice() {
    BE_STATE(s, hawkPending(2, 2));
    QCOMPARE(phaseOf(*s), std::string("moveFrom"));
    QVERIFY(be(*s).patternCover(0, 1).empty());
}

void TestButterflyEffectReadAccess::deepRootsShrinksTheDeathPatternCover() {
    BE_STATE(s, hawkAttacksWheatInThePast().attach(kWheat, kDeepRoots, 1));
    for (const json& d : {moveFrom("past", 2, 1), moveTo(2, 2), roll(6), roll(1)})
        BE_PLAY(*s, d);
    const ButterflyEffectState& state = be(*s);
    QCOMPARE(phaseOf(state), std::string("deathPattern"));
    QCOMPARE(state.patternSpecies(), int(kWheat));
    QCOMPARE(state.patternAnchor(), sq(2, 2));
    QVERIFY(state.hasEffect(kWheat, Effect::DeepRoots));
    QCOMPARE(state.patternCover(0, 0), (std::vector<int>{sq(2, 2)}));
    QVERIFY(state.patternCover(0, 1).empty());
}

void TestButterflyEffectReadAccess::effectSumsAddTheAttachedCards() {
    BE_STATE(s, Position()
                    .phase("moveFrom")
                    .step("place", true)
                    .piece("present", 0, 0, kHawk)
                    .attach(kHawk, kGiantism, 0)
                    .attach(kHawk, kGiantism, 1)
                    .attach(kLion, kThorns, 0)
                    .attach(kLion, kThickHide, 0));
    const ButterflyEffectState& state = be(*s);
    // Giantism is +2 strength, Thorns +1 attacking, Thick Hide +1 defending.
    QCOMPARE(state.effectSum(kHawk, Effect::Strength), 4);
    QCOMPARE(state.strength(kHawk), state.content().species[kHawk].strength + 4);
    QCOMPARE(state.effectSum(kLion, Effect::AttackStrength), 1);
    QCOMPARE(state.effectSum(kLion, Effect::DefenceStrength), 1);
    QCOMPARE(state.effectSum(kLion, Effect::Strength), 0);
    QVERIFY(!state.hasEffect(kCattle, Effect::Strength));
    // The cards in the order they were played, with whose deck they came from.
    QCOMPARE(state.attached(kHawk).size(), std::size_t{2});
    QCOMPARE(int(state.attached(kHawk)[0].evolution), int(kGiantism));
    QCOMPARE(int(state.attached(kHawk)[0].owner), 0);
    QCOMPARE(int(state.attached(kHawk)[1].owner), 1);
    QCOMPARE(int(state.attached(kLion)[1].evolution), int(kThickHide));
    QVERIFY(state.attached(kWheat).empty());
}

void TestButterflyEffectReadAccess::cityHoldersFollowTheControlRule() {
    // The default board's cities lie on the middle row at columns 1, 4 and 7.
    const auto position = [] {
        return Position()
            .phase("moveFrom")
            .step("place", true)
            .piece("present", 4, 1, kHawk)
            .piece("present", 4, 4, kWheat)
            .piece("present", 3, 4, kLion)
            .piece("past", 4, 7, kIris);
    };
    BE_STATE(s, position());
    QCOMPARE(be(*s).cityHolder(kPresent, sq(4, 1)), 0);
    QCOMPARE(be(*s).cityHolder(kPresent, sq(4, 4)), 1);
    QCOMPARE(be(*s).cityHolder(kPresent, sq(4, 7)), -1);
    QCOMPARE(be(*s).cityHolder(kPast, sq(4, 7)), 1);
    QCOMPARE(be(*s).cityHolder(kPast, sq(4, 1)), -1);
    // Occupied but with an enemy next to it: not held when control must be uncontested.
    BE_STATE(uncontested, position().param(param::kCityControl, "occupyUncontested"));
    QCOMPARE(be(*uncontested).cityHolder(kPresent, sq(4, 4)), -1);
    QCOMPARE(be(*uncontested).cityHolder(kPresent, sq(4, 1)), 0);
}

void TestButterflyEffectReadAccess::handsAndDecksAreCountedBySeat() {
    BE_STATE(s, Position().handSpecies(0, 0, 2).handEvolution(0, kThorns, 1).handSpecies(1, 2, 1));
    const ButterflyEffectState& state = be(*s);
    QCOMPARE(state.inHand(0, 0), 2);
    QCOMPARE(state.inHand(0, 1), 0);
    QCOMPARE(state.inHand(0, kSpeciesPerSide + kThorns), 1);
    QCOMPARE(state.handCount(0), 3);
    QCOMPARE(state.inHand(1, 2), 1);
    QCOMPARE(state.handCount(1), 1);
    QCOMPARE(handSize(state, 0), 3);
    // The deck holds every card not elsewhere: the same count the observation shows.
    const json seen = state.observationJson(0);
    QCOMPARE(state.deckCount(1), seen["players"][1]["deckCount"].get<int>());
    QCOMPARE(state.handCount(1), seen["players"][1]["handCount"].get<int>());
    // Who sees a hand, as observationJson hides it.
    QVERIFY(ButterflyEffectState::seesHand(-1, 1));
    QVERIFY(ButterflyEffectState::seesHand(1, 1));
    QVERIFY(!ButterflyEffectState::seesHand(0, 1));
    QVERIFY(!seen["players"][1].contains("hand"));
    QVERIFY(seen["players"][0].contains("hand"));
}

void TestButterflyEffectReadAccess::theMoveAndItsDiceAreReadAsTheyRoll() {
    BE_STATE(s, hawkAttacksWheatInThePast().param(param::kBattleRule, "opposed"));
    QCOMPARE(be(*s).moveEra(), -1);
    BE_PLAY(*s, moveFrom("past", 2, 1));
    BE_PLAY(*s, moveTo(2, 2));
    QCOMPARE(phaseOf(*s), std::string("attackRoll"));
    QCOMPARE(be(*s).moveEra(), int(kPast));
    QCOMPARE(be(*s).moveFrom(), sq(2, 1));
    QCOMPARE(be(*s).moveTo(), sq(2, 2));
    QCOMPARE(be(*s).attackDie(), 0);
    BE_PLAY(*s, roll(5));
    QCOMPARE(phaseOf(*s), std::string("defenceRoll"));
    QCOMPARE(be(*s).attackDie(), 5);
    QCOMPARE(be(*s).defenceDie(), 0);
}

void TestButterflyEffectReadAccess::theChosenEraAndTheStealAreRead() {
    BE_STATE(s, Position().handSpecies(0, 2, 1));
    QCOMPARE(be(*s).chosenEra(), -1);
    BE_PLAY(*s, placeCard(kLion));
    BE_PLAY(*s, placeEra("past"));
    QCOMPARE(be(*s).chosenEra(), int(kPast));
    // The Hawk beats a Wheat with a card on it in the present: the steal is from the Wheat.
    BE_STATE(t, Position()
                    .phase("moveFrom")
                    .step("place", true)
                    .piece("present", 2, 1, kHawk)
                    .piece("present", 2, 2, kWheat)
                    .attach(kWheat, kThorns, 1));
    QCOMPARE(be(*t).stealFrom(), -1);
    for (const json& d : {moveFrom("present", 2, 1), moveTo(2, 2), roll(6), roll(1)})
        BE_PLAY(*t, d);
    QCOMPARE(phaseOf(*t), std::string("steal"));
    QCOMPARE(be(*t).stealFrom(), int(kWheat));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectReadAccess)
#include "test_butterfly_effect_read_access.moc"
