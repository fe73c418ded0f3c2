// Ra's cities and the end (B2, B37, gaps G6, G7, G25, R10) on hand-built positions.

#include "butterfly_effect_test_support.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "test_registry.h"

#include <QTest>

using namespace betest;
namespace param = pb::butterfly_effect::param;

namespace {

// Seat 0 holds city (4,1) in the past and (4,4) in the present, a streak of
// `streak` turn ends behind it, and ends its turn by moving its Cattle.
Position holding(int streak) {
    return Position()
        .phase("moveFrom")
        .step("place", true)
        .piece("past", 4, 1, kLion)
        .piece("present", 4, 4, kLion)
        .piece("present", 0, 0, kCattle)
        .piece("present", 8, 8, kWheat)
        .streak(0, streak)
        .playerField(0, "held", {{"past", {0}}, {"present", {1}}});
}

void endTurn(pb::State& s) {
    QVERIFY(tryPlay(s, moveFrom("present", 0, 0)).empty());
    QVERIFY(tryPlay(s, moveTo(0, 1)).empty());
}

} // namespace

class TestButterflyEffectEnd : public QObject {
    Q_OBJECT

private slots:
    void holdingACityInEachEraForThreeTurnEndsWins();
    void aStreakGrowsOneTurnEndAtATime();
    void losingAnEraBreaksTheStreak();
    void sameCityBothErasNeedsOneCityTwice();
    void holdSameCitiesRestartsOnOtherCities();
    void uncontestedControlNeedsNoEnemyNext();
    void theTurnLimitDraws();
    void theWinningTurnIsCounted();
    void theEvaluationFavoursTheHolder();
};

void TestButterflyEffectEnd::holdingACityInEachEraForThreeTurnEndsWins() {
    BE_STATE(s, holding(2));
    endTurn(*s);
    // B37, G7 (a): the third consecutive turn end wins.
    QVERIFY(s->isTerminal());
    QCOMPARE(s->outcome().winner, 0);
    QCOMPARE(s->outcome().score[0], 1.0);
    QCOMPARE(counterOf(*s, 0, "game.won"), 1LL);
    BE_COMPARE_JSON(s->toJson()["players"][0]["streak"], json(3));
}

void TestButterflyEffectEnd::aStreakGrowsOneTurnEndAtATime() {
    BE_STATE(s, holding(0));
    endTurn(*s);
    QVERIFY(!s->isTerminal());
    BE_COMPARE_JSON(s->toJson()["players"][0]["streak"], json(1));
    QCOMPARE(counterOf(*s, 0, "city.streaksStarted"), 1LL);
    QCOMPARE(counterOf(*s, 0, "city.firstControlTurn"), 5LL);
    BE_STATE(t, holding(1).param(param::kHoldTurnEnds, 2));
    endTurn(*t);
    QVERIFY(t->isTerminal());
}

void TestButterflyEffectEnd::losingAnEraBreaksTheStreak() {
    BE_STATE(s, Position()
                    .phase("moveFrom")
                    .step("place", true)
                    .piece("present", 4, 4, kLion)
                    .piece("present", 0, 0, kCattle)
                    .piece("present", 8, 8, kWheat)
                    .streak(0, 2));
    endTurn(*s);
    QVERIFY(!s->isTerminal());
    BE_COMPARE_JSON(s->toJson()["players"][0]["streak"], json(0));
    QCOMPARE(counterOf(*s, 0, "city.streaksBroken"), 1LL);
}

void TestButterflyEffectEnd::sameCityBothErasNeedsOneCityTwice() {
    BE_STATE(s, holding(0).param(param::kSameCityBothEras, true));
    endTurn(*s);
    BE_COMPARE_JSON(s->toJson()["players"][0]["streak"], json(0));
    BE_STATE(t, holding(0).param(param::kSameCityBothEras, true).piece("past", 4, 4, kHawk));
    endTurn(*t);
    BE_COMPARE_JSON(t->toJson()["players"][0]["streak"], json(1));
}

void TestButterflyEffectEnd::holdSameCitiesRestartsOnOtherCities() {
    // The streak was on present city 3 (index 2); now the Lion holds city 2.
    const auto position = [](bool same) {
        return holding(1)
            .param(param::kHoldSameCities, same)
            .playerField(0, "held", {{"past", {0}}, {"present", {2}}});
    };
    BE_STATE(s, position(true));
    endTurn(*s);
    BE_COMPARE_JSON(s->toJson()["players"][0]["streak"], 1);
    BE_COMPARE_JSON(s->toJson()["players"][0]["held"], json({{"past", {0}}, {"present", {1}}}));
    BE_STATE(t, position(false));
    endTurn(*t);
    BE_COMPARE_JSON(t->toJson()["players"][0]["streak"], 2);
}

void TestButterflyEffectEnd::uncontestedControlNeedsNoEnemyNext() {
    BE_STATE(
        s,
        holding(0).param(param::kCityControl, "occupyUncontested").piece("present", 4, 5, kIris));
    endTurn(*s);
    BE_COMPARE_JSON(s->toJson()["players"][0]["streak"], json(0));
    BE_STATE(t, holding(0).piece("present", 4, 5, kIris));
    endTurn(*t);
    BE_COMPARE_JSON(t->toJson()["players"][0]["streak"], json(1));
}

void TestButterflyEffectEnd::theTurnLimitDraws() {
    BE_STATE(s, holding(0).turn(199));
    endTurn(*s);
    // G25, R10: turn 200 ends without a winner.
    QVERIFY(s->isTerminal());
    QVERIFY(s->outcome().draw);
    QVERIFY(s->outcome().turnLimit);
    QCOMPARE(s->turnsCompleted(), 200);
    QCOMPARE(counterOf(*s, 1, "game.drawnAtLimit"), 1LL);
}

void TestButterflyEffectEnd::theWinningTurnIsCounted() {
    // Section 6, "turns to win": the winner's turn, 1-based; 0 for the loser.
    BE_STATE(s, holding(2).turn(41));
    QCOMPARE(counterOf(*s, 0, "game.winningTurn"), 0LL);
    endTurn(*s);
    QVERIFY(s->isTerminal());
    QCOMPARE(counterOf(*s, 0, "game.winningTurn"), 42LL);
    QCOMPARE(counterOf(*s, 1, "game.winningTurn"), 0LL);
    // A draw at the limit has no winning turn.
    BE_STATE(t, holding(0).turn(199));
    endTurn(*t);
    QVERIFY(t->outcome().draw);
    QCOMPARE(counterOf(*t, 0, "game.winningTurn"), 0LL);
    QCOMPARE(counterOf(*t, 1, "game.winningTurn"), 0LL);
}

void TestButterflyEffectEnd::theEvaluationFavoursTheHolder() {
    BE_STATE(s, holding(2));
    const double holder = *s->evaluate(0);
    const double other = *s->evaluate(1);
    QVERIFY(holder > 0.75);
    QVERIFY(other < 0.25);
    QCOMPARE(holder + other, 1.0);
    BE_STATE(level, holding(0).piece("past", 4, 7, kIris).piece("present", 4, 7, kIris));
    QCOMPARE(*level->evaluate(0), *level->evaluate(1));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectEnd)
#include "test_butterfly_effect_end.moc"
