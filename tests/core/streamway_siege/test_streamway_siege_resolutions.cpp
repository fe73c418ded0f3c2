// Issue 24's engine defects and section 7's latest resolutions (R17-R19), on
// hand-built positions; each fails on the engine before its fix.

#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QTest>

using namespace sstest;
namespace param = pb::streamway_siege::param;

namespace {

// Seat 0's team (men 0-2) dead, team B in reserve.
Position deadSeatZero() {
    Position p;
    p.snakes100();
    for (int i = 0; i < 3; ++i)
        p.manStatus(i, "dead");
    return p;
}

} // namespace

class TestStreamwaySiegeResolutions : public QObject {
    Q_OBJECT

private slots:
    // S28, S52, R2, S18 (D1): a monster added for a dead player is moved by
    // the dice still unused, once each: no snake-eyes phase (no monster stood
    // on the board at the roll), then its own step. 100 -> 99 -> 98, then 97.
    void aDeadPlayersNewMonsterUsesEachDieOnce() {
        SS_STATE(s, deadSeatZero().wave(2).dice({1}, "roll"));
        SS_PLAY(s, roll(1));
        SS_LEGAL_SET(s, {monsterDie(1, 100)});
        QCOMPARE(stateOf(*s)["step"].get<std::string>(), std::string("dice"));
        SS_PLAY(s, monsterDie(1, 100));
        SS_PLAY(s, monsterDie(1, 99));
        QCOMPARE(monsterStep(*s, 0), 97);
    }

    // D1, the worse case: the die that killed the last man on the board is
    // spent; only the two 1s move the new monster.
    void aSpentDieIsNotOfferedToTheNewMonster() {
        SS_STATE(s, deadSeatZero().wave(3).man(3, 97).manStatus(4, "dead").dice({1, 1, 6}));
        SS_PLAY(s, die(6, 97));
        QCOMPARE(manStatus(*s, 3), std::string("dead"));
        SS_LEGAL_SET(s, {monsterDie(1, 100)});
    }

    // S45, R14 (D2): the monster a man throws cannot throw him back from its
    // own landing. dieSides 5: 24 + 4 lands on the monster on 28, thrown to
    // 33, grid-adjacent to 28 (ability 2); the man stays on 28.
    void aThrownMonsterSparesTheManWhoThrewIt() {
        SS_STATE(s, Position()
                        .snakes100()
                        .param(param::kDieSides, 5)
                        .man(0, 24)
                        .monster(28, {2})
                        .dice({4}));
        SS_PLAY(s, die(4, 24));
        QCOMPARE(manStep(*s, 0), 28);
        // Then its own step toward him (R2): 32 is not beside 28 on the grid.
        QCOMPARE(monsterStep(*s, 0), 32);
    }

    // G13, R3, S21 (D3): a chain that ends with ladder(stay) clears its
    // guards; a later chain offers the same ladder again.
    void aLadderStayEndsItsChain() {
        SS_STATE(s,
                 Position().snakes100().wave(4).man(0, 44).monster(34, {2, 3}).dice({2, 1, 3, 3}));
        SS_PLAY(s, die(2, 44));
        SS_PLAY(s, ladder(false));
        QCOMPARE(manStep(*s, 0), 46);
        QVERIFY(!stateOf(*s)["men"][0].contains("laddersUsed"));
        // 47 is grid-adjacent to 34: thrown 12 onto 46 again, a new chain.
        SS_PLAY(s, die(1, 46));
        QCOMPARE(manStep(*s, 0), 46);
        SS_LEGAL_SET(s, {ladder(true), ladder(false)});
    }

    // G13, R3 (D3) inside one decision: the monster's step after the turn is
    // a new chain, so the throw guard of the die's chain no longer holds.
    void theMonsterStepIsANewChain() {
        SS_STATE(s, Position().snakes100().man(0, 86).monster(74, {2, 3}).dice({1}));
        // 87 is grid-adjacent to 74: thrown 12 onto 86, a ladder bottom.
        SS_PLAY(s, die(1, 86));
        SS_PLAY(s, ladder(false));
        // The monster steps to 75, grid-adjacent to 86, and throws him to 87.
        QCOMPARE(monsterStep(*s, 0), 75);
        QCOMPARE(manStep(*s, 0), 87);
    }

    // R17, S63: a snake keeps how a man arrived. Thrown from 12 by the monster
    // on 13 to 19, he slides to 24 onto a man of the other team, who is
    // pushed one step (not bumped a full die).
    void aThrownManKeepsBeingThrownDownASnake() {
        SS_STATE(s,
                 Position().board(30, 6, {{19, 24}}).man(0, 10).man(3, 24).monster(13).dice({2}));
        SS_PLAY(s, die(2, 10));
        QCOMPARE(manStep(*s, 0), 24);
        QCOMPARE(manStep(*s, 3), 25);
    }

    // R18: a die moves its monster at least one step, even when a man is in
    // range where it starts (here one a guard spared).
    void aDieAlwaysMovesItsMonster() {
        SS_STATE(s, Position().man(0, 10).spared(0).man(3, 2).monster(11).wave(2).dice(
                        {1, 1}, "snakeEyes"));
        SS_PLAY(s, monsterDie(1, 11));
        QCOMPARE(monsterStep(*s, 0), 10);
        QCOMPARE(manStep(*s, 0), 16); // thrown a full die from 10
    }

    // R19, R1, R16: a monster that threw with a dead player's die takes no
    // more of that turn's dice; here the throw killed the last man on the
    // board, and both dice are void.
    void aDeadPlayersMonsterThatThrewTakesNoMoreDice() {
        SS_STATE(s, Position()
                        .manStatus(0, "dead")
                        .manStatus(1, "dead")
                        .manStatus(2, "dead")
                        .man(3, 28)
                        .monster(26)
                        .wave(2)
                        .dice({1, 1}, "snakeEyes"));
        SS_PLAY(s, monsterDie(1, 26));
        QCOMPARE(manStatus(*s, 3), std::string("dead"));
        QCOMPARE(counterOf(*s, 0, "dice.lost"), 2);
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeResolutions)
#include "test_streamway_siege_resolutions.moc"
