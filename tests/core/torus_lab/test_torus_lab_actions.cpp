// The turn's actions (rules page, clauses L12-L33 and gaps G1-G9, G15) on
// hand-built positions: each basic and special action, the allowances of
// small and large groups, and the variants that change them.

#include "games/torus_lab/torus_lab_parameter_names.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QTest>

using namespace tltest;
namespace param = pb::torus_lab::param;

namespace {

// Seat 0 on space 2 (one particle) with these hearts and clubs, at the action step.
Position neutralizing(int players, int hearts = 0, int clubs = 0) {
    return Position(players).pawn(0, 2).hand(0, "hearts", hearts).hand(0, "clubs", clubs);
}

} // namespace

class TestTorusLabActions : public QObject {
    Q_OBJECT

private slots:
    void aMoveRollsThenGoesUpToTheDieEitherWay();
    void aMoveOfZeroIsAllowed();
    void largeGroupsTakeOneBasicAction();
    void smallGroupsTakeTwoOfEachKind_data();
    void smallGroupsTakeTwoOfEachKind();
    void repeatActionsOffMakesTheTwoActionsDiffer();
    void neutralizeSucceedsFromTheGroupsThreshold_data();
    void neutralizeSucceedsFromTheGroupsThreshold();
    void neutralizeTriesAreUnlimitedByDefault();
    void oncePerParticleAllowsOneTryPerParticle();
    void untilFailureEndsTheActionAtTheFirstFailure();
    void aHeartRerollsTheNeutralizationDie();
    void clubsAddOneAndStack();
    void aRerollCancelsEarlierClubsByDefault();
    void clubsSurviveRerollKeepsThem();
    void heartRerollLimitCapsTheHearts();
    void heartsAndClubsNeedADie();
    void collectTakesTheTopCardOfAParticleFreeSpace();
    void collectIsRefusedWhereParticlesAre();
    void smallGroupsCollectTheTopTwo();
    void collectUpToLetsACollectTakeFewer();
    void collectEndsTheActionsByDefault();
    void collectAnyTimeForbidsALaterPawnMove();
    void collectAfterEmergenceWaitsForTheEmergence();
    void collectFreeDoesNotUseTheBasicAction();
    void eachOnceAllowsTheExampleTurn();
    void eachOnceIsOneOfEachKindInASmallGroupToo();
    void aDiamondMovesThePawnToANeighbour();
    void particleFreeDiamondsAvoidParticles();
    void aSpadeMovesAParticleToANeighbourBelowTheCap();
    void spadeSourcePawnSpaceLimitsTheSpade();
    void belowCapNoPawnKeepsSpadesOffPawns();
    void spendingOpensTheSpecialActionForTheRestOfTheTurn();
    void oneBurstClosesAtTheNextOtherDecision();
    void aWildLandIsSpentAsAnySuit();
    void aLandHasNoPowerByDefault();
    void shareGivesCardsToAPlayerOnTheSameSpace();
    void shareRecipientsAllGivesToAnyoneThere();
    void neverBackForbidsGivingToAGiver();
    void aCodeTakesFiveCardsOfOneSuit();
    void aCodeIsEnteredOnce();
    void codesUseTheSpecialAllowance();
    void theLastCodeWinsAtOnce();
    void endTurnStartsTheEmergence();
};

void TestTorusLabActions::aMoveRollsThenGoesUpToTheDieEitherWay() {
    TL_STATE(s, Position());
    TL_PLAY(*s, move());
    QCOMPARE(phaseOf(*s), std::string("moveRoll"));
    TL_COMPARE_JSON(actorOf(*s), "chance");
    TL_LEGAL_SET(*s, dumps({roll(1), roll(2), roll(3), roll(4), roll(5), roll(6)}));
    TL_PLAY(*s, roll(2));
    QCOMPARE(phaseOf(*s), std::string("moveTo"));
    // L14: up to 2 spaces clockwise or counterclockwise on the ring of 6.
    TL_LEGAL_SET(*s, dumps({moveTo(1), moveTo(2), moveTo(3), moveTo(5), moveTo(6)}));
    TL_REFUSED(*s, moveTo(4));
    TL_PLAY(*s, moveTo(5));
    QCOMPARE(pawnOf(*s, 0), 5);
    QCOMPARE(phaseOf(*s), std::string("action"));
    QCOMPARE(counterOf(*s, 0, "action.move"), 1LL);
}

void TestTorusLabActions::aMoveOfZeroIsAllowed() {
    TL_STATE(
        s, Position().pawn(0, 3).field("die", 1).phase("moveTo").field("basicUsed", {{"move", 1}}));
    TL_LEGAL(*s, moveTo(3));
    TL_PLAY(*s, moveTo(3));
    QCOMPARE(pawnOf(*s, 0), 3);
}

void TestTorusLabActions::largeGroupsTakeOneBasicAction() {
    // L12: one basic action a turn with 3 or 4 players.
    for (int players : {3, 4}) {
        TL_STATE(s, Position(players));
        TL_PLAY(*s, move());
        TL_PLAY(*s, roll(1));
        TL_PLAY(*s, moveTo(2));
        TL_REFUSED(*s, move());
        TL_REFUSED(*s, attempt());
        TL_LEGAL_SET(*s, dumps({endTurn()}));
    }
}

void TestTorusLabActions::smallGroupsTakeTwoOfEachKind_data() {
    QTest::addColumn<int>("players");
    QTest::newRow("1 player") << 1;
    QTest::newRow("2 players") << 2;
}

void TestTorusLabActions::smallGroupsTakeTwoOfEachKind() {
    // L13: two basic and two special actions with 1 or 2 players.
    QFETCH(int, players);
    TL_STATE(s, Position(players)
                    .hand(0, "hearts", 5)
                    .hand(0, "clubs", 5)
                    .limit(0, 10)
                    .param(param::kHandLimit, 10));
    TL_PLAY(*s, move());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, moveTo(1));
    TL_LEGAL(*s, move()); // G15: repeats allowed
    TL_PLAY(*s, enterCode("hearts"));
    TL_PLAY(*s, enterCode("clubs"));
    TL_PLAY(*s, move());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, moveTo(1));
    TL_REFUSED(*s, move());
}

void TestTorusLabActions::repeatActionsOffMakesTheTwoActionsDiffer() {
    TL_STATE(s, Position(2).param(param::kRepeatActions, false).pawn(0, 2));
    TL_PLAY(*s, move());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, moveTo(2));
    TL_REFUSED(*s, move());
    TL_LEGAL(*s, attempt()); // a different basic action is still allowed
}

void TestTorusLabActions::neutralizeSucceedsFromTheGroupsThreshold_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("threshold");
    // L16: 4-6 with 3-4 players; L20: 3-6 with 1-2 players.
    QTest::newRow("1 player") << 1 << 3;
    QTest::newRow("2 players") << 2 << 3;
    QTest::newRow("3 players") << 3 << 4;
    QTest::newRow("4 players") << 4 << 4;
}

void TestTorusLabActions::neutralizeSucceedsFromTheGroupsThreshold() {
    QFETCH(int, players);
    QFETCH(int, threshold);
    for (int face = 1; face <= 6; ++face) {
        TL_STATE(s, neutralizing(players));
        TL_PLAY(*s, attempt());
        QCOMPARE(phaseOf(*s), std::string("neutralizeRoll"));
        TL_PLAY(*s, roll(face));
        QCOMPARE(phaseOf(*s), std::string("neutralizeDie"));
        TL_PLAY(*s, resolve());
        const bool success = face >= threshold;
        // L16/L17: a success removes the particle; a failure costs a hand-limit point.
        QCOMPARE(particlesOn(*s, 2), success ? 0 : 1);
        QCOMPARE(limitOf(*s, 0), success ? 6 : 5);
        QCOMPARE(phaseOf(*s), std::string("neutralizing"));
        QCOMPARE(counterOf(*s, 0, "neutralize.attempts"), 1LL);
        QCOMPARE(counterOf(*s, 0, "neutralize.successes"), success ? 1LL : 0LL);
    }
}

void TestTorusLabActions::neutralizeTriesAreUnlimitedByDefault() {
    // L19 / G4 unlimited: the same particle again, as often as the player likes.
    TL_STATE(s, neutralizing(3).particles(2, 2));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, resolve());
    TL_PLAY(*s, attempt()); // same action, no new basic action needed
    TL_PLAY(*s, roll(2));
    TL_PLAY(*s, resolve());
    QCOMPARE(limitOf(*s, 0), 4);
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(6));
    TL_PLAY(*s, resolve());
    QCOMPARE(particlesOn(*s, 2), 1);
    TL_PLAY(*s, stop());
    QCOMPARE(phaseOf(*s), std::string("action"));
    TL_REFUSED(*s, attempt()); // the one basic action is spent
    QCOMPARE(counterOf(*s, 0, "action.neutralize"), 1LL);
    QCOMPARE(counterOf(*s, 0, "neutralize.attempts"), 3LL);
}

void TestTorusLabActions::oncePerParticleAllowsOneTryPerParticle() {
    TL_STATE(s,
             neutralizing(3).param(param::kNeutralizeAttempts, "oncePerParticle").particles(2, 2));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, resolve());
    TL_PLAY(*s, attempt()); // the second particle
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, resolve());
    TL_REFUSED(*s, attempt());
    TL_LEGAL_SET(*s, dumps({stop()}));
}

void TestTorusLabActions::untilFailureEndsTheActionAtTheFirstFailure() {
    TL_STATE(s, neutralizing(3).param(param::kNeutralizeAttempts, "untilFailure").particles(2, 3));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(5));
    TL_PLAY(*s, resolve());
    TL_LEGAL(*s, attempt());
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(2));
    TL_PLAY(*s, resolve());
    QCOMPARE(phaseOf(*s), std::string("action"));
    QCOMPARE(particlesOn(*s, 2), 2);
}

void TestTorusLabActions::aHeartRerollsTheNeutralizationDie() {
    // L25: a heart rerolls; the reroll is a chance decision like any die.
    TL_STATE(s, neutralizing(3, 1));
    const int discardedBefore = discardOf(*s, "hearts");
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(1));
    TL_LEGAL_SET(*s, dumps({resolve(), spend("hearts")}));
    TL_PLAY(*s, spend("hearts"));
    QCOMPARE(phaseOf(*s), std::string("neutralizeRoll"));
    TL_COMPARE_JSON(actorOf(*s), "chance");
    TL_PLAY(*s, roll(5));
    TL_PLAY(*s, resolve());
    QCOMPARE(particlesOn(*s, 2), 0);
    QCOMPARE(limitOf(*s, 0), 6);
    // L29: the spent card is out of play.
    QCOMPARE(handOf(*s, 0, "hearts"), 0);
    QCOMPARE(discardOf(*s, "hearts"), discardedBefore + 1);
    QCOMPARE(counterOf(*s, 0, "heart.rerolls"), 1LL);
    QCOMPARE(counterOf(*s, 0, "spent.hearts"), 1LL);
}

void TestTorusLabActions::clubsAddOneAndStack() {
    // L26, G7: clubs add 1 each and stack; the roll stands on resolve.
    TL_STATE(s, neutralizing(3, 0, 2));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(2));
    TL_PLAY(*s, spend("clubs"));
    TL_PLAY(*s, spend("clubs"));
    TL_COMPARE_JSON(s->toJson()["clubs"], 2);
    TL_PLAY(*s, resolve());
    QCOMPARE(particlesOn(*s, 2), 0); // 2 + 2 = 4
    QCOMPARE(counterOf(*s, 0, "club.boosts"), 2LL);
}

void TestTorusLabActions::aRerollCancelsEarlierClubsByDefault() {
    TL_STATE(s, neutralizing(3, 1, 1));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(3));
    TL_PLAY(*s, spend("clubs"));
    TL_PLAY(*s, spend("hearts"));
    TL_PLAY(*s, roll(3));
    TL_PLAY(*s, resolve());
    QCOMPARE(particlesOn(*s, 2), 1); // 3, the club is gone with the old die
    QCOMPARE(limitOf(*s, 0), 5);
}

void TestTorusLabActions::clubsSurviveRerollKeepsThem() {
    TL_STATE(s, neutralizing(3, 1, 1).param(param::kClubsSurviveReroll, true));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(3));
    TL_PLAY(*s, spend("clubs"));
    TL_PLAY(*s, spend("hearts"));
    TL_PLAY(*s, roll(3));
    TL_PLAY(*s, resolve());
    QCOMPARE(particlesOn(*s, 2), 0); // 3 + 1
}

void TestTorusLabActions::heartRerollLimitCapsTheHearts() {
    TL_STATE(s, neutralizing(3, 3));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, spend("hearts"));
    TL_PLAY(*s, roll(1));
    TL_LEGAL(*s, spend("hearts")); // G7 default: hearts repeat
    TL_STATE(capped, neutralizing(3, 3).param(param::kHeartRerollLimit, 1));
    TL_PLAY(*capped, attempt());
    TL_PLAY(*capped, roll(1));
    TL_PLAY(*capped, spend("hearts"));
    TL_PLAY(*capped, roll(1));
    TL_REFUSED(*capped, spend("hearts"));
}

void TestTorusLabActions::heartsAndClubsNeedADie() {
    TL_STATE(s, neutralizing(3, 1, 1));
    TL_REFUSED(*s, spend("hearts"));
    TL_REFUSED(*s, spend("clubs"));
}

void TestTorusLabActions::collectTakesTheTopCardOfAParticleFreeSpace() {
    // L21: space 1 has no particles; its top (a heart) goes to the hand, shown.
    TL_STATE(s, Position());
    TL_PLAY(*s, collect(1));
    QCOMPARE(handOf(*s, 0, "hearts"), 1);
    QCOMPARE(stackOf(*s, 1), 9);
    TL_COMPARE_JSON(s->toJson()["players"][0]["shown"]["hearts"], 1);
    // The new top is revealed by chance, drawn from the unseen cards.
    TL_COMPARE_JSON(actorOf(*s), "chance");
    TL_COMPARE_JSON(s->toJson()["spaces"][0]["top"], nullptr);
    std::vector<pb::ChanceOutcome> outcomes;
    s->chanceOutcomes(outcomes);
    QCOMPARE(static_cast<int>(outcomes.size()), 4);
    TL_PLAY(*s, reveal(1, "spades"));
    TL_COMPARE_JSON(s->toJson()["spaces"][0]["top"], "spades");
    QCOMPARE(counterOf(*s, 0, "cards.collected"), 1LL);
}

void TestTorusLabActions::collectIsRefusedWhereParticlesAre() {
    TL_STATE(s, Position().pawn(0, 3));
    TL_REFUSED(*s, collect(1));
}

void TestTorusLabActions::smallGroupsCollectTheTopTwo() {
    // L22: the top two; the second is revealed before it is taken.
    TL_STATE(s, Position(2));
    TL_REFUSED(*s, collect(1)); // G15: exactly two
    TL_PLAY(*s, collect(2));
    TL_COMPARE_JSON(actorOf(*s), "chance");
    TL_COMPARE_JSON(s->toJson()["collectLeft"], 1);
    TL_PLAY(*s, reveal(1, "clubs"));
    TL_COMPARE_JSON(actorOf(*s), "chance"); // the next top
    TL_PLAY(*s, reveal(1, "diamonds"));
    QCOMPARE(handOf(*s, 0, "hearts"), 1);
    QCOMPARE(handOf(*s, 0, "clubs"), 1);
    QCOMPARE(stackOf(*s, 1), 8);
    TL_COMPARE_JSON(s->toJson()["spaces"][0]["top"], "diamonds");
}

void TestTorusLabActions::collectUpToLetsACollectTakeFewer() {
    TL_STATE(s, Position(2).param(param::kCollectUpTo, true));
    TL_LEGAL(*s, collect(1));
    TL_LEGAL(*s, collect(2));
}

void TestTorusLabActions::collectEndsTheActionsByDefault() {
    // G3 beforeEmergence: collecting is the last act; emergence follows.
    TL_STATE(s, Position().hand(0, "diamonds", 1));
    TL_PLAY(*s, collect(1));
    TL_PLAY(*s, reveal(1, "clubs"));
    QCOMPARE(phaseOf(*s), std::string("emergeCount"));
}

void TestTorusLabActions::collectAnyTimeForbidsALaterPawnMove() {
    TL_STATE(s, Position(2).param(param::kCollectTiming, "anyTime").hand(0, "diamonds", 1));
    TL_PLAY(*s, collect(2));
    TL_PLAY(*s, reveal(1, "clubs"));
    TL_PLAY(*s, reveal(1, "clubs"));
    QCOMPARE(phaseOf(*s), std::string("action"));
    TL_REFUSED(*s, move());
    TL_REFUSED(*s, spendDiamond(2));
    TL_REFUSED(*s, collect(2)); // once a turn
    TL_LEGAL(*s, endTurn());
}

void TestTorusLabActions::collectAfterEmergenceWaitsForTheEmergence() {
    TL_STATE(s, Position().param(param::kCollectTiming, "afterEmergence"));
    TL_REFUSED(*s, collect(1));
    TL_PLAY(*s, endTurn());
    TL_PLAY(*s, emergeCount(1));
    TL_PLAY(*s, emergeSpace(4));
    QCOMPARE(phaseOf(*s), std::string("lateCollect"));
    TL_LEGAL_SET(*s, dumps({collect(1), endTurn()}));
    TL_PLAY(*s, collect(1));
    TL_PLAY(*s, reveal(1, "spades"));
    QCOMPARE(handOf(*s, 0, "hearts"), 1);
    TL_COMPARE_JSON(s->toJson()["player"], 1);
    // If the particles emerge on the pawn's space, there is nothing to collect.
    TL_STATE(t, Position().param(param::kCollectTiming, "afterEmergence"));
    TL_PLAY(*t, endTurn());
    TL_PLAY(*t, emergeCount(1));
    TL_PLAY(*t, emergeSpace(1));
    TL_COMPARE_JSON(t->toJson()["player"], 1);
}

void TestTorusLabActions::collectFreeDoesNotUseTheBasicAction() {
    TL_STATE(s, Position().param(param::kBasicActionRule, "collectFree"));
    TL_PLAY(*s, move());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, moveTo(1));
    TL_LEGAL(*s, collect(1));
    TL_STATE(t, Position());
    TL_PLAY(*t, move());
    TL_PLAY(*t, roll(1));
    TL_PLAY(*t, moveTo(1));
    TL_REFUSED(*t, collect(1));
}

void TestTorusLabActions::eachOnceAllowsTheExampleTurn() {
    // L23: move into a space with a particle, neutralize it with a 5, collect.
    TL_STATE(s, Position().param(param::kBasicActionRule, "eachOnce"));
    TL_PLAY(*s, move());
    TL_PLAY(*s, roll(4));
    TL_PLAY(*s, moveTo(5));
    TL_PLAY(*s, attempt());
    TL_PLAY(*s, roll(5));
    TL_PLAY(*s, resolve());
    TL_PLAY(*s, stop());
    TL_REFUSED(*s, move());
    TL_PLAY(*s, collect(1));
    TL_PLAY(*s, reveal(5, "clubs"));
    QCOMPARE(handOf(*s, 0, "hearts"), 1); // space 5's top
}

void TestTorusLabActions::eachOnceIsOneOfEachKindInASmallGroupToo() {
    // G1 (c): one action of each basic kind, though small groups otherwise take
    // two (L13).
    TL_STATE(s, Position(2).param(param::kBasicActionRule, "eachOnce"));
    TL_PLAY(*s, move());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, moveTo(1));
    TL_REFUSED(*s, move());
    QVERIFY(s->whyIllegal(s->decisionFromJson(move())).find("one of each basic kind") !=
            std::string::npos);
    TL_LEGAL(*s, collect(2)); // a small group collects two (L20)
}

void TestTorusLabActions::aDiamondMovesThePawnToANeighbour() {
    // L27: to an adjacent space (G6 any: particles allowed).
    TL_STATE(s, Position().hand(0, "diamonds", 2));
    TL_LEGAL(*s, spendDiamond(2));
    TL_LEGAL(*s, spendDiamond(6));
    TL_REFUSED(*s, spendDiamond(3));
    TL_PLAY(*s, spendDiamond(6));
    QCOMPARE(pawnOf(*s, 0), 6);
    QCOMPARE(handOf(*s, 0, "diamonds"), 1);
    QCOMPARE(counterOf(*s, 0, "diamond.steps"), 1LL);
}

void TestTorusLabActions::particleFreeDiamondsAvoidParticles() {
    TL_STATE(s, Position()
                    .param(param::kPawnLegalSpace, "particleFree")
                    .hand(0, "diamonds", 1)
                    .particles(6, 0));
    TL_REFUSED(*s, spendDiamond(2));
    TL_LEGAL(*s, spendDiamond(6));
}

void TestTorusLabActions::aSpadeMovesAParticleToANeighbourBelowTheCap() {
    // L28, G8 anySpace: from any space, to a neighbour below the cap.
    TL_STATE(s, Position().hand(0, "spades", 2).particles(5, 6));
    TL_PLAY(*s, spendSpade(3, 4));
    QCOMPARE(particlesOn(*s, 3), 0);
    QCOMPARE(particlesOn(*s, 4), 2);
    TL_REFUSED(*s, spendSpade(4, 5)); // space 5 is at the cap
    TL_REFUSED(*s, spendSpade(1, 2)); // space 1 has no particle
    TL_REFUSED(*s, spendSpade(2, 4)); // not adjacent
    TL_LEGAL(*s, spendSpade(2, 1));
}

void TestTorusLabActions::spadeSourcePawnSpaceLimitsTheSpade() {
    TL_STATE(s, Position().param(param::kSpadeSource, "pawnSpace").hand(0, "spades", 1).pawn(0, 3));
    TL_LEGAL(*s, spendSpade(3, 2));
    TL_REFUSED(*s, spendSpade(4, 5));
}

void TestTorusLabActions::belowCapNoPawnKeepsSpadesOffPawns() {
    // Seats 0 and 2 stand on space 1, seat 1 on space 3.
    TL_STATE(s, Position()
                    .param(param::kParticleLegalSpace, "belowCapNoPawn")
                    .hand(0, "spades", 1)
                    .pawn(1, 3));
    TL_REFUSED(*s, spendSpade(2, 3));
    TL_REFUSED(*s, spendSpade(2, 1));
    TL_LEGAL(*s, spendSpade(4, 5));
}

void TestTorusLabActions::spendingOpensTheSpecialActionForTheRestOfTheTurn() {
    // L24, G2 restOfTurn: one Spend Cards action, any number of cards, any time.
    TL_STATE(s, Position()
                    .param(param::kHandLimit, 10)
                    .limit(0, 10)
                    .hand(0, "diamonds", 2)
                    .hand(0, "hearts", 5));
    TL_PLAY(*s, spendDiamond(2));
    TL_COMPARE_JSON(s->toJson()["specialUsed"]["spend"], 1);
    TL_REFUSED(*s, enterCode("hearts")); // the special action is spent
    TL_PLAY(*s, move());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, moveTo(2));
    TL_PLAY(*s, spendDiamond(3));
    QCOMPARE(counterOf(*s, 0, "action.spend"), 1LL);
}

void TestTorusLabActions::oneBurstClosesAtTheNextOtherDecision() {
    TL_STATE(s, Position().param(param::kSpendWindow, "oneBurst").hand(0, "diamonds", 2));
    TL_PLAY(*s, spendDiamond(2));
    TL_LEGAL(*s, spendDiamond(3)); // still the same burst
    TL_PLAY(*s, move());
    TL_PLAY(*s, roll(1));
    TL_PLAY(*s, moveTo(2));
    TL_REFUSED(*s, spendDiamond(3));
}

void TestTorusLabActions::aWildLandIsSpentAsAnySuit() {
    TL_STATE(s, Position()
                    .param(param::kSuitCount, 5)
                    .param(param::kFifthSuitPower, "wild")
                    .hand(0, "lands", 2));
    TL_PLAY(*s, spendLand("diamonds", 0, 2));
    QCOMPARE(pawnOf(*s, 0), 2);
    TL_PLAY(*s, spendLand("spades", 2, 3));
    QCOMPARE(particlesOn(*s, 3), 2);
    QCOMPARE(counterOf(*s, 0, "spent.lands"), 2LL);
    QCOMPARE(counterOf(*s, 0, "spade.pushes"), 1LL);
}

void TestTorusLabActions::aLandHasNoPowerByDefault() {
    TL_STATE(s, Position().param(param::kSuitCount, 5).hand(0, "lands", 1));
    TL_REFUSED(*s, spendLand("diamonds", 0, 2));
    TL_REFUSED(*s, spend("lands")); // malformed: a land needs "as"
}

void TestTorusLabActions::shareGivesCardsToAPlayerOnTheSameSpace() {
    // L30: any number of cards to one player on your space (G9 one recipient).
    TL_STATE(s, Position().hand(0, "hearts", 2).hand(0, "clubs", 1).pawn(2, 3));
    TL_REFUSED(*s, give(2, "hearts")); // seat 2 is on space 3
    TL_PLAY(*s, give(1, "hearts"));
    QCOMPARE(phaseOf(*s), std::string("sharing"));
    TL_LEGAL_SET(*s, dumps({give(1, "hearts"), give(1, "clubs"), doneSharing()}));
    TL_PLAY(*s, give(1, "clubs"));
    TL_PLAY(*s, doneSharing());
    QCOMPARE(handOf(*s, 1, "hearts"), 1);
    QCOMPARE(handOf(*s, 1, "clubs"), 1);
    // Shared cards are shown (G9).
    TL_COMPARE_JSON(s->toJson()["players"][1]["shown"]["clubs"], 1);
    QCOMPARE(counterOf(*s, 0, "cards.shared"), 2LL);
    QCOMPARE(counterOf(*s, 1, "cards.received"), 2LL);
    // L31: only the turn's player gives.
    TL_REFUSED(*s, give(0, "hearts"));
}

void TestTorusLabActions::shareRecipientsAllGivesToAnyoneThere() {
    TL_STATE(s, Position().param(param::kShareRecipients, "all").hand(0, "hearts", 2));
    TL_PLAY(*s, give(1, "hearts"));
    TL_LEGAL(*s, give(2, "hearts"));
}

void TestTorusLabActions::neverBackForbidsGivingToAGiver() {
    // Seat 1's turn; it received cards from seat 0 earlier.
    json j =
        Position().param(param::kShareRule, "neverBack").player(1).hand(1, "hearts", 1).toJson();
    j["players"][1]["receivedFrom"] = {0};
    TL_STATE(s, j);
    TL_REFUSED(*s, give(0, "hearts"));
    TL_LEGAL(*s, give(2, "hearts"));
    // Under oneWayPerAction giving back on a later turn is fine.
    j["params"].erase(param::kShareRule);
    j["players"][1].erase("receivedFrom");
    TL_STATE(t, j);
    TL_LEGAL(*t, give(0, "hearts"));
}

void TestTorusLabActions::aCodeTakesFiveCardsOfOneSuit() {
    // L32: five of one suit enter that suit's code.
    TL_STATE(s, Position()
                    .param(param::kHandLimit, 10)
                    .limit(0, 10)
                    .hand(0, "spades", 6)
                    .hand(0, "hearts", 4));
    TL_REFUSED(*s, enterCode("hearts"));
    TL_PLAY(*s, enterCode("spades"));
    TL_COMPARE_JSON(s->toJson()["codes"], json::array({"spades"}));
    QCOMPARE(handOf(*s, 0, "spades"), 1);
    QCOMPARE(counterOf(*s, 0, "action.code"), 1LL);
    QCOMPARE(counterOf(*s, 0, "codeTurn.spades"), 1LL);
}

void TestTorusLabActions::aCodeIsEnteredOnce() {
    // L33 and G17: one code per suit.
    Position p;
    p.codes({"spades"}).hand(0, "spades", 5);
    TL_STATE(s, p);
    TL_REFUSED(*s, enterCode("spades"));
}

void TestTorusLabActions::codesUseTheSpecialAllowance() {
    TL_STATE(s, Position()
                    .hand(0, "spades", 5)
                    .hand(0, "hearts", 5)
                    .limit(0, 10)
                    .param(param::kHandLimit, 10));
    TL_PLAY(*s, enterCode("spades"));
    TL_REFUSED(*s, enterCode("hearts")); // 3 players: one special action
}

void TestTorusLabActions::theLastCodeWinsAtOnce() {
    // L40: all four codes before the game ends; no emergence follows (L34).
    Position p;
    p.codes({"hearts", "clubs", "diamonds"}).hand(0, "spades", 5);
    TL_STATE(s, p);
    TL_PLAY(*s, enterCode("spades"));
    QVERIFY(s->isTerminal());
    QCOMPARE(phaseOf(*s), std::string("over"));
    TL_COMPARE_JSON(s->toJson()["result"], "won");
    const pb::Outcome o = s->outcome();
    QCOMPARE(o.winner, -1);
    QVERIFY(!o.draw && !o.turnLimit);
    for (int seat = 0; seat < 3; ++seat) {
        QCOMPARE(o.score[seat], 1.0);
        QCOMPARE(o.rank[seat], 1);
    }
}

void TestTorusLabActions::endTurnStartsTheEmergence() {
    TL_STATE(s, Position());
    TL_PLAY(*s, endTurn());
    QCOMPARE(phaseOf(*s), std::string("emergeCount"));
    TL_PLAY(*s, emergeCount(3));
    TL_PLAY(*s, emergeSpace(5));
    QCOMPARE(particlesOn(*s, 5), 4);
    TL_COMPARE_JSON(s->toJson()["player"], 1);
    TL_COMPARE_JSON(s->toJson()["turn"], 1);
    QCOMPARE(phaseOf(*s), std::string("action"));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTorusLabActions)
#include "test_torus_lab_actions.moc"
