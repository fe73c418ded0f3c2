// Monsters (rules page, clauses S42-S65 and gaps G9-G17, resolutions R1-R16)
// on hand-built positions: a 30-step board on a 6-wide grid, 6-sided dice.

#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QTest>

using namespace sstest;
namespace param = pb::streamway_siege::param;

class TestStreamwaySiegeMonsters : public QObject {
    Q_OBJECT

private slots:
    // S43, S45: a man landing on a monster throws it a full die downstream
    // and is not thrown himself.
    void aManThrowsTheMonsterHeLandsOn() {
        SS_STATE(s, Position().man(0, 5).man(3, 2).monster(8).dice({3}));
        SS_PLAY(s, die(3, 5));
        QCOMPARE(manStep(*s, 0), 8);
        QCOMPARE(counterOf(*s, 0, "throws.monsters"), 1);
        // Thrown to 14, then its own step toward the nearest man (R2, S50).
        QCOMPARE(monsterStep(*s, 0), 13);
    }

    // S44: a monster thrown past the end is destroyed.
    void aMonsterThrownPastTheEndIsDestroyed() {
        SS_STATE(s, Position().man(0, 23).man(3, 2).monster(26).dice({3}));
        SS_PLAY(s, die(3, 23));
        QCOMPARE(monsters(*s).size(), std::size_t{0});
        QCOMPARE(counterOf(*s, 0, "monsters.destroyed"), 1);
    }

    // S47: landing within one step of a monster: the man is thrown a full
    // die downstream of the monster.
    void aManBesideAMonsterIsThrown() {
        SS_STATE(s, Position().man(0, 5).man(3, 2).monster(10).dice({4}));
        SS_PLAY(s, die(4, 5));
        QCOMPARE(manStep(*s, 0), 16);
        QCOMPARE(counterOf(*s, 0, "throws.men"), 1);

        SS_STATE(past, Position().man(0, 20).man(3, 2).monster(26).dice({5}));
        SS_PLAY(past, die(5, 20));
        QCOMPARE(manStatus(*past, 0), std::string("dead"));
        QCOMPARE(counterOf(*past, 0, "men.lost.thrown"), 1);
        // Section 6 per wave: lost in wave 1, thrown.
        QCOMPARE(counterOf(*past, 0, "wave.1.men.lost.thrown"), 1);
        QCOMPARE(counterOf(*past, 0, "wave.1.men.lost.die"), 0);
        QCOMPARE(counterOf(*past, 0, "wave.2.men.lost.thrown"), 0);
        // A monster without abilities counts toward no ability's throws.
        for (int a = 1; a <= 6; ++a)
            QCOMPARE(counterOf(*past, 0, "throws.ability." + std::to_string(a)), 0);
    }

    // S46: a thrown monster landing on a man is thrown on by him.
    void aThrownMonsterIsThrownOn() {
        SS_STATE(s, Position().man(0, 5).man(1, 14).man(3, 2).monster(8).dice({3}));
        SS_PLAY(s, die(3, 5));
        // 8 -> 14 (on man 1) -> 20, then its step toward the nearest man.
        QCOMPARE(counterOf(*s, 0, "throws.monsters"), 2);
        QCOMPARE(monsterStep(*s, 0), 19);
        QCOMPARE(manStep(*s, 1), 14);
    }

    // S63, G9: a monster throws every man in range, the most downstream
    // first; a thrown man landing on a man pushes him one step.
    void throwsAreAllMostDownstreamFirst() {
        // Man 0 throws the monster from 8 to 14, between men on 13 and 15.
        SS_STATE(s, Position().man(0, 5).man(1, 13).man(3, 15).monster(8).dice({3}));
        SS_PLAY(s, die(3, 5));
        QCOMPARE(counterOf(*s, 0, "throws.men"), 2);
        QCOMPARE(manStep(*s, 3), 21); // thrown first to 20, pushed on by man 1
        QCOMPARE(manStep(*s, 1), 20);
        QCOMPARE(counterOf(*s, 0, "bumps.within"), 1);
    }

    // S50, S51, G10: a monster steps once toward the nearest man; a tie goes
    // upstream; with no man on the board it goes upstream (R7).
    void monstersStepTowardTheNearestMan() {
        SS_STATE(s, Position().man(0, 2).man(3, 24).monster(20).dice({1}));
        SS_PLAY(s, die(1, 2));
        QCOMPARE(monsterStep(*s, 0), 21);

        // R7: with no man on the board, upstream, and never past step 1.
        SS_STATE(idle, Position()
                           .manStatus(0, "dead")
                           .manStatus(1, "dead")
                           .manStatus(2, "dead")
                           .monster(2)
                           .dice(json::array(), "roll"));
        SS_PLAY(idle, roll(3));
        SS_PLAY(idle, monsterDie(3, 2));
        QCOMPARE(monsterStep(*idle, 0), 1);
        SS_STATE(equal, Position().man(0, 9).man(3, 20).monster(15).dice({1}));
        SS_PLAY(equal, die(1, 9)); // 10 and 20: a tie, upstream
        QCOMPARE(monsterStep(*equal, 0), 14);
        SS_STATE(down, Position()
                           .param(param::kMonsterTie, "downstream")
                           .man(0, 9)
                           .man(3, 20)
                           .monster(15)
                           .dice({1}));
        SS_PLAY(down, die(1, 9));
        QCOMPARE(monsterStep(*down, 0), 16);
    }

    // S52-S54, R1: snake eyes moves a monster with the dice first, stopping
    // once it can throw; then the same dice move men (G12 reuse).
    void snakeEyesMovesMonstersFirst() {
        SS_STATE(s, Position().wave(2).man(0, 5).man(3, 2).monster(20).dice({1}, "roll"));
        SS_PLAY(s, roll(1));
        SS_LEGAL_SET(s, {monsterDie(1, 20)});
        SS_PLAY(s, monsterDie(1, 20));
        QCOMPARE(monsterStep(*s, 0), 19);
        SS_PLAY(s, monsterDie(1, 19));
        QCOMPARE(monsterStep(*s, 0), 18);
        // Now the men: the same two dice.
        SS_LEGAL_SET(s, {die(1, 5)});
        QCOMPARE(counterOf(*s, 0, "snakeEyes"), 1);

        // A die stops on the first step from which the monster throws (R1),
        // and a monster that threw takes no more dice.
        SS_STATE(stop, Position().wave(3).man(0, 10).man(3, 2).monster(16).dice({1, 6}, "roll"));
        SS_PLAY(stop, roll(1));
        SS_PLAY(stop, monsterDie(6, 16));
        QCOMPARE(manStep(*stop, 0), 17); // the monster stopped on 11, threw him to 17
        QCOMPARE(monsterStep(*stop, 0), 11);
        SS_LEGAL_SET(stop, {die(1, 17), die(6, 17)});
    }

    // S64, S65, R9: monsters landing together merge into the older, abilities
    // united without doubles.
    void monstersMerge() {
        SS_STATE(m, Position().man(0, 2).man(3, 5).monster(14, {5}).monster(13, {3, 5}).dice({1}));
        SS_PLAY(m, die(1, 2));
        // The older (age 0, on 14) steps first, onto the younger on 13.
        const json ms = monsters(*m);
        QCOMPARE(ms.size(), std::size_t{1});
        SS_JSON_EQ(ms[0]["age"], 0);
        SS_JSON_EQ(ms[0]["abilities"], json({3, 5}));
        QCOMPARE(counterOf(*m, 0, "monsters.merged"), 1);
    }

    // S48: a monster must climb from a ladder's bottom; it stays on its top.
    void monstersClimbLadders() {
        SS_STATE(s, Position()
                        .board(30, 6, json::array(), {{19, 8}})
                        .man(0, 2)
                        .man(3, 4)
                        .monster(20)
                        .dice({1}));
        SS_PLAY(s, die(1, 2));
        QCOMPARE(monsterStep(*s, 0), 8); // stepped to 19, the bottom, and climbed
        QCOMPARE(counterOf(*s, 0, "ladder.1.monsters"), 1);
        QCOMPARE(counterOf(*s, 0, "ladder.1.landings"), 0); // men only
        QCOMPARE(counterOf(*s, 0, "ladders.taken"), 0);
        SS_STATE(top, Position()
                          .board(30, 6, json::array(), {{25, 9}})
                          .man(0, 2)
                          .man(3, 4)
                          .monster(10)
                          .dice({1}));
        SS_PLAY(top, die(1, 2));
        QCOMPARE(monsterStep(*top, 0), 9); // on the top: stays
        QCOMPARE(counterOf(*top, 0, "ladder.1.monsters"), 0);
    }

    // S49: snakes take monsters too.
    void snakesTakeMonsters() {
        SS_STATE(s, Position().board(30, 6, {{19, 27}}).man(0, 2).man(3, 4).monster(20).dice({1}));
        SS_PLAY(s, die(1, 2));
        QCOMPARE(monsterStep(*s, 0), 27);
        QCOMPARE(counterOf(*s, 0, "snake.1.monsters"), 1);
        QCOMPARE(counterOf(*s, 0, "snake.1.landings"), 0); // men only
        QCOMPARE(counterOf(*s, 0, "snakes.taken"), 0);
        QCOMPARE(counterOf(*s, 0, "ability.4.steps"), 0); // one step without ability 4
    }

    // S59: ability 3 throws two full dice.
    void abilityThreeThrowsFar() {
        SS_STATE(s, Position().man(0, 5).man(3, 2).monster(10, {3}).dice({4}));
        SS_PLAY(s, die(4, 5));
        QCOMPARE(manStep(*s, 0), 22);
        QCOMPARE(counterOf(*s, 0, "throws.ability.3"), 1);
        QCOMPARE(counterOf(*s, 0, "throws.ability.5"), 0);
    }

    // S61, R11: ability 5 throws from two steps away.
    void abilityFiveReachesTwo() {
        SS_STATE(s, Position().man(0, 5).man(3, 2).monster(10, {5}).dice({3}));
        SS_PLAY(s, die(3, 5));
        QCOMPARE(manStep(*s, 0), 16);
        QCOMPARE(counterOf(*s, 0, "ability.5.throws"), 1);
        // Without it the man on 8 is safe until the monster steps to 9.
        SS_STATE(plain, Position().man(0, 5).man(3, 2).monster(10).dice({3}));
        SS_PLAY(plain, die(3, 5));
        QCOMPARE(manStep(*plain, 0), 15);
        QCOMPARE(counterOf(*plain, 0, "ability.5.throws"), 0);
    }

    // S58, R10: ability 2 throws a grid-adjacent man (step 2 sits above
    // step 11 on a 6-wide boustrophedon grid).
    void abilityTwoThrowsGridNeighbours() {
        SS_STATE(s, Position().man(0, 1).man(3, 20).monster(11, {2}).dice({1}));
        SS_PLAY(s, die(1, 1));
        QCOMPARE(manStep(*s, 0), 17);
        SS_STATE(plain, Position().man(0, 1).man(3, 20).monster(11).dice({1}));
        SS_PLAY(plain, die(1, 1));
        QCOMPARE(manStep(*plain, 0), 2);
    }

    // S60, R15: ability 4 moves two steps, stopping at a throw.
    void abilityFourStepsTwice() {
        SS_STATE(s, Position().man(0, 2).man(3, 4).monster(20, {4}).dice({1}));
        SS_PLAY(s, die(1, 2));
        QCOMPARE(monsterStep(*s, 0), 18);
        QCOMPARE(counterOf(*s, 0, "ability.4.steps"), 1);
        QCOMPARE(counterOf(*s, 0, "ability.1.moves"), 0);
    }

    // S57: ability 1 moves on the grid, not along the path.
    void abilityOneMovesOnTheGrid() {
        SS_STATE(g, Position().man(0, 2).man(3, 4).monster(22, {1}).dice({1}));
        SS_PLAY(g, die(1, 2));
        // 22 is row 3, column 2; the grid step up (row 2, column 2) is step
        // 15, two grid steps from the man on 3 (row 0, column 2).
        QCOMPARE(monsterStep(*g, 0), 15);
        QCOMPARE(counterOf(*g, 0, "ability.1.moves"), 1);
        SS_STATE(path, Position().man(0, 2).man(3, 4).monster(22).dice({1}));
        SS_PLAY(path, die(1, 2));
        QCOMPARE(monsterStep(*path, 0), 21);
        QCOMPARE(counterOf(*path, 0, "ability.1.moves"), 0);
    }

    // S42, S55, S56, G15, G16: a monster is added at the end on waves 3, 5,
    // ...; the second wave monster rolls one ability among those it lacks.
    void waveMonstersAndTheirAbilities() {
        SS_STATE(s, Position()
                        .wave(4)
                        .round(4)
                        .player(1)
                        .man(0, 2)
                        .man(3, 5)
                        .field("waveMonsters", 1)
                        .field("allMonsters", 1)
                        .monster(25)
                        .dice({2, 2, 2, 2}));
        for (int step : {5, 7, 9, 11}) // the last turn of wave 4
            SS_PLAY(s, die(2, step));
        QVERIFY(s->isChance());
        std::vector<pb::ChanceOutcome> outcomes;
        s->chanceOutcomes(outcomes);
        QCOMPARE(outcomes.size(), std::size_t{6});
        SS_PLAY(s, ability(3));
        SS_JSON_EQ(stateOf(*s)["wave"], 5);
        const json ms = monsters(*s);
        QCOMPARE(ms.size(), std::size_t{2});
        SS_JSON_EQ(ms[1]["abilities"], json({3}));
        SS_JSON_EQ(ms[1]["step"], 30);
    }

    // S56: duplicates are never drawn: the boss's second roll lacks the first.
    void abilitiesNeverRepeat() {
        SS_STATE(s, Position()
                        .param(param::kBossWave, true)
                        .param(param::kWaves, 1)
                        .round(4)
                        .player(1)
                        .man(0, 2)
                        .man(3, 5)
                        .dice({2}));
        SS_PLAY(s, die(2, 5));
        SS_PLAY(s, ability(4));
        std::vector<pb::ChanceOutcome> outcomes;
        s->chanceOutcomes(outcomes);
        QCOMPARE(outcomes.size(), std::size_t{5});
        SS_REFUSED(s, ability(4));
    }

    // S62: ability 6 keeps a monster taking dice after it threw.
    void abilitySixKeepsMoving() {
        SS_STATE(s, Position().wave(3).man(0, 10).man(3, 2).monster(16, {6}).dice({1, 6}, "roll"));
        SS_PLAY(s, roll(1));
        SS_PLAY(s, monsterDie(6, 16));
        QCOMPARE(manStep(*s, 0), 17);
        QCOMPARE(counterOf(*s, 0, "throws.ability.6"), 1);
        QCOMPARE(counterOf(*s, 0, "ability.6.dice"), 0);
        SS_LEGAL_SET(s, {monsterDie(1, 11)});
        SS_PLAY(s, monsterDie(1, 11)); // a die after the throw: ability 6 at work
        QCOMPARE(counterOf(*s, 0, "ability.6.dice"), 1);
    }

    // G12 remainder: dice that moved monsters are spent; none are left for men.
    void snakeEyesRemainder() {
        SS_STATE(s, Position()
                        .param(param::kSnakeEyesDice, "remainder")
                        .wave(2)
                        .man(0, 5)
                        .man(3, 2)
                        .monster(20)
                        .dice({1}, "roll"));
        SS_PLAY(s, roll(1));
        SS_PLAY(s, monsterDie(1, 20));
        SS_PLAY(s, monsterDie(1, 19));
        SS_JSON_EQ(stateOf(*s)["player"], 1);
        QCOMPARE(manStep(*s, 0), 5);
    }

    // S32: boxcars and snake eyes in one roll: the reward still comes, after
    // the monster and the men.
    void boxcarsWithSnakeEyes() {
        SS_STATE(s, Position()
                        .wave(4)
                        .man(0, 2)
                        .manStatus(3, "dead")
                        .manStatus(4, "dead")
                        .manStatus(5, "dead")
                        .monster(30)
                        .dice({6, 6, 1}, "roll"));
        SS_PLAY(s, roll(1));
        for (const auto& [value, step] : {std::pair{6, 30}, {6, 24}, {1, 18}, {1, 17}})
            SS_PLAY(s, monsterDie(value, step));
        for (const auto& [value, step] : {std::pair{1, 2}, {1, 3}, {6, 4}, {6, 10}})
            SS_PLAY(s, die(value, step));
        SS_LEGAL_SET(s, {boxcars(nullptr), boxcars(1)});
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeMonsters)
#include "test_streamway_siege_monsters.moc"
