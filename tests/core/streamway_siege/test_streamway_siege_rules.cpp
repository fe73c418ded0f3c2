// Men, dice and the board (rules page, clauses S10-S33 and gaps G3, G6, G7,
// G13, G19, G23) on hand-built positions: a 30-step board, 6-sided dice.

#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QTest>

using namespace sstest;
namespace param = pb::streamway_siege::param;

class TestStreamwaySiegeRules : public QObject {
    Q_OBJECT

private slots:
    // S16, S18: each die moves one of your own deployed men, and only those.
    void aDieMovesOneOfYourOwnMen() {
        SS_STATE(s, Position().man(0, 5).man(1, 9).man(3, 12).dice({3}));
        SS_LEGAL_SET(s, {die(3, 5), die(3, 9)});
        SS_REFUSED(s, die(3, 12));
        SS_REFUSED(s, die(4, 5));
        SS_PLAY(s, die(3, 5));
        QCOMPARE(manStep(*s, 0), 8);
    }

    // S10, S11: dice on one man resolve one at a time, each a landing;
    // equal values are one choice.
    void diceResolveOneAtATime() {
        SS_STATE(s, Position().wave(2).man(0, 5).dice({2, 2}).board(30, 6, {{7, 20}}));
        SS_LEGAL_SET(s, {die(2, 5)});
        SS_PLAY(s, die(2, 5));
        QCOMPARE(manStep(*s, 0), 20); // down the snake before the next die
        SS_PLAY(s, die(2, 20));
        QCOMPARE(manStep(*s, 0), 22);
    }

    // S19, S25, G3: past the end the man is dead and the die's rest ignored;
    // the last step itself kills only under lastStepKills.
    void pastTheEndIsDeath() {
        SS_STATE(s, Position().man(0, 27).man(1, 3).dice({4}));
        SS_PLAY(s, die(4, 27));
        QCOMPARE(manStatus(*s, 0), std::string("dead"));
        QCOMPARE(counterOf(*s, 0, "men.lost.die"), 1);

        SS_STATE(onEnd, Position().man(0, 27).man(1, 3).dice({3}));
        SS_PLAY(onEnd, die(3, 27));
        QCOMPARE(manStep(*onEnd, 0), 30);

        SS_STATE(kills,
                 Position().param(param::kLastStepKills, true).man(0, 27).man(1, 3).dice({3}));
        SS_PLAY(kills, die(3, 27));
        QCOMPARE(manStatus(*kills, 0), std::string("dead"));
    }

    // S20: a snake is forced; its tail does nothing (R13).
    void snakesAreForced() {
        SS_STATE(s, Position().man(0, 5).board(30, 6, {{8, 19}}).dice({3}));
        SS_PLAY(s, die(3, 5));
        QCOMPARE(manStep(*s, 0), 19);
        QCOMPARE(counterOf(*s, 0, "snakes.taken"), 1);
        QCOMPARE(counterOf(*s, 0, "snakes.steps"), 11);

        SS_STATE(tail, Position().man(0, 16).board(30, 6, {{8, 19}}).dice({3}));
        SS_PLAY(tail, die(3, 16));
        QCOMPARE(manStep(*tail, 0), 19);
        QCOMPARE(counterOf(*tail, 0, "snakes.taken"), 0);
    }

    // S21: either end of a ladder: up, down or stay, the player's choice.
    void laddersAreOptionalAtEitherEnd() {
        const auto board = Position().board(30, 6, json::array(), {{15, 4}});
        SS_STATE(up, Position(board).man(0, 12).dice({3}));
        SS_PLAY(up, die(3, 12));
        SS_LEGAL_SET(up, {ladder(false), ladder(true)});
        SS_PLAY(up, ladder(true));
        QCOMPARE(manStep(*up, 0), 4);
        QCOMPARE(counterOf(*up, 0, "ladders.stepsUp"), 11);

        SS_STATE(stay, Position(board).man(0, 12).dice({3}));
        SS_PLAY(stay, die(3, 12));
        SS_PLAY(stay, ladder(false));
        QCOMPARE(manStep(*stay, 0), 15);

        SS_STATE(down, Position(board).man(0, 2).dice({2}));
        SS_PLAY(down, die(2, 2));
        SS_PLAY(down, ladder(true));
        QCOMPARE(manStep(*down, 0), 15);
    }

    // Section 6: each snake counts the men who landed on its head and the
    // steps it carried them down, apart from the other snakes; a landing
    // the G13 guard withholds is a landing but carries no one.
    void eachSnakeCountsItsLandingsAndSteps() {
        const auto board = Position().board(30, 6, {{8, 19}, {22, 27}});
        SS_STATE(s, Position(board).man(0, 5).dice({3}));
        SS_PLAY(s, die(3, 5));
        QCOMPARE(manStep(*s, 0), 19);
        QCOMPARE(counterOf(*s, 0, "snake.1.landings"), 1);
        QCOMPARE(counterOf(*s, 0, "snake.1.steps"), 11);
        QCOMPARE(counterOf(*s, 0, "snake.2.landings"), 0);
        QCOMPARE(counterOf(*s, 0, "snake.2.steps"), 0);

        SS_STATE(second, Position(board).man(0, 19).dice({3}));
        SS_PLAY(second, die(3, 19));
        QCOMPARE(manStep(*second, 0), 27);
        QCOMPARE(counterOf(*second, 0, "snake.1.landings"), 0);
        QCOMPARE(counterOf(*second, 0, "snake.2.landings"), 1);
        QCOMPARE(counterOf(*second, 0, "snake.2.steps"), 5);

        // Man 0 slides 8 -> 14 and bumps man 3 a full die up to 8, who slides
        // back and bumps man 0 to 8: snake 1 has carried man 0 once already.
        SS_STATE(loop, Position().board(30, 6, {{8, 14}}).man(0, 5).man(3, 14).dice({3}));
        SS_PLAY(loop, die(3, 5));
        QCOMPARE(manStep(*loop, 0), 8);
        QCOMPARE(manStep(*loop, 3), 14);
        QCOMPARE(counterOf(*loop, 0, "snake.1.landings"), 3);
        QCOMPARE(counterOf(*loop, 0, "snake.1.steps"), 12);
        QCOMPARE(counterOf(*loop, 0, "snakes.taken"), 2);
    }

    // Section 6 per wave: men lost (and how) and dice lost land in the wave
    // being played, next to the totals.
    void perWaveCountersSplitByWave() {
        // Wave 2 (two dice): the die carries man 0 past the end; his team has
        // no man left on the board, so the other die is lost (G7).
        SS_STATE(s, Position().wave(2).man(0, 28).man(3, 2).dice({5, 1}));
        SS_PLAY(s, die(5, 28));
        QCOMPARE(manStatus(*s, 0), std::string("dead"));
        QCOMPARE(counterOf(*s, 0, "men.lost.die"), 1);
        QCOMPARE(counterOf(*s, 0, "wave.2.men.lost.die"), 1);
        QCOMPARE(counterOf(*s, 0, "wave.1.men.lost.die"), 0);
        QCOMPARE(counterOf(*s, 0, "wave.2.men.lost.thrown"), 0);
        QCOMPARE(counterOf(*s, 0, "dice.lost"), 1);
        QCOMPARE(counterOf(*s, 0, "wave.2.dice.lost"), 1);
        QCOMPARE(counterOf(*s, 0, "wave.1.dice.lost"), 0);

        // Wave 2: a man bumped past the start, back to the reserve.
        SS_STATE(off, Position().wave(2).man(0, 2).man(3, 5).dice({3, 4}));
        SS_PLAY(off, die(3, 2));
        QCOMPARE(counterOf(*off, 0, "wave.2.men.undeployed"), 1);
        QCOMPARE(counterOf(*off, 0, "wave.1.men.undeployed"), 0);

        // Wave 2: a forced deployment (no man of the team on the board).
        SS_STATE(
            forced,
            Position().wave(2).man(3, 9).field("deployDone", false).dice(json::array(), "deploy"));
        SS_PLAY(forced, deploy(true));
        QCOMPARE(counterOf(*forced, 0, "deploys.forced"), 1);
        QCOMPARE(counterOf(*forced, 0, "wave.2.deploys.forced"), 1);
        QCOMPARE(counterOf(*forced, 0, "wave.1.deploys.forced"), 0);

        // The last round of wave 1, team 1 dead: seat 1's turn is a dead
        // player's turn of wave 1, and the wave ends with one dead team.
        SS_STATE(dead, Position()
                           .round(4)
                           .man(0, 5)
                           .manStatus(3, "dead")
                           .manStatus(4, "dead")
                           .manStatus(5, "dead")
                           .dice({3}));
        SS_PLAY(dead, die(3, 5));
        QCOMPARE(counterOf(*dead, 1, "turns.dead"), 1);
        QCOMPARE(counterOf(*dead, 1, "wave.1.turns.dead"), 1);
        SS_PLAY(dead, roll(2));
        SS_PLAY(dead, die(2, 8)); // a dead player moves another team's man (S27)
        SS_JSON_EQ(stateOf(*dead)["wave"], 2);
        const long long deadTeams =
            counterOf(*dead, 0, "waves.deadTeams") + counterOf(*dead, 1, "waves.deadTeams");
        QCOMPARE(deadTeams, 1LL);
        QCOMPARE(counterOf(*dead, 0, "wave.1.deadTeams") + counterOf(*dead, 1, "wave.1.deadTeams"),
                 1LL);
        QCOMPARE(counterOf(*dead, 0, "wave.2.deadTeams") + counterOf(*dead, 1, "wave.2.deadTeams"),
                 0LL);
    }

    // Section 6: chains and their length: a die's landing that a snake
    // carries on is one chain of two landings.
    void chainsAreCountedWithTheirLandings() {
        SS_STATE(s, Position().board(30, 6, {{8, 19}}).man(0, 5).man(3, 2).dice({3}));
        SS_PLAY(s, die(3, 5));
        QCOMPARE(manStep(*s, 0), 19);
        QCOMPARE(counterOf(*s, 0, "chains"), 1);
        QCOMPARE(counterOf(*s, 0, "chain.landings"), 2);
        QCOMPARE(counterOf(*s, 0, "chain.longest"), 2);
    }

    // Section 6: each ladder counts the landings that offered it, the men who
    // took it and the steps they went up or down, apart from the other ladder.
    void eachLadderCountsItsLandingsTakesAndSteps() {
        const auto board = Position().board(30, 6, json::array(), {{15, 4}, {25, 20}});
        SS_STATE(up, Position(board).man(0, 12).dice({3}));
        SS_PLAY(up, die(3, 12));
        QCOMPARE(counterOf(*up, 0, "ladder.1.landings"), 1);
        SS_PLAY(up, ladder(true));
        QCOMPARE(counterOf(*up, 0, "ladder.1.taken"), 1);
        QCOMPARE(counterOf(*up, 0, "ladder.1.stepsUp"), 11);
        QCOMPARE(counterOf(*up, 0, "ladder.1.stepsDown"), 0);
        for (const char* what : {"landings", "taken", "stepsUp", "stepsDown"})
            QCOMPARE(counterOf(*up, 0, std::string("ladder.2.") + what), 0);

        SS_STATE(stay, Position(board).man(0, 22).dice({3}));
        SS_PLAY(stay, die(3, 22));
        SS_PLAY(stay, ladder(false));
        QCOMPARE(counterOf(*stay, 0, "ladder.2.landings"), 1);
        QCOMPARE(counterOf(*stay, 0, "ladder.2.taken"), 0);
        QCOMPARE(counterOf(*stay, 0, "ladder.1.landings"), 0);

        SS_STATE(down, Position(board).man(0, 2).dice({2}));
        SS_PLAY(down, die(2, 2));
        SS_PLAY(down, ladder(true));
        QCOMPARE(manStep(*down, 0), 15);
        QCOMPARE(counterOf(*down, 0, "ladder.1.taken"), 1);
        QCOMPARE(counterOf(*down, 0, "ladder.1.stepsDown"), 11);
        QCOMPARE(counterOf(*down, 0, "ladder.1.stepsUp"), 0);
    }

    // S22, S23: another team's man is bumped a full die upstream, or back to
    // his reserve past the start.
    void otherTeamsAreBumpedUpstream() {
        SS_STATE(s, Position().man(0, 10).man(3, 12).dice({2}));
        SS_PLAY(s, die(2, 10));
        QCOMPARE(manStep(*s, 0), 12);
        QCOMPARE(manStep(*s, 3), 6);
        QCOMPARE(counterOf(*s, 0, "bumps.between"), 1);

        SS_STATE(off, Position().man(0, 2).man(3, 5).dice({3}));
        SS_PLAY(off, die(3, 2));
        QCOMPARE(manStatus(*off, 3), std::string("reserve"));
        QCOMPARE(counterOf(*off, 0, "men.undeployed"), 1);
    }

    // S24: your own man is pushed one step downstream (and lands: a push
    // past the end kills).
    void teammatesArePushedOneStep() {
        SS_STATE(s, Position().man(0, 10).man(1, 12).man(3, 20).dice({2}));
        SS_PLAY(s, die(2, 10));
        QCOMPARE(manStep(*s, 0), 12);
        QCOMPARE(manStep(*s, 1), 13);

        SS_STATE(end, Position().man(0, 28).man(1, 30).man(3, 2).dice({2}));
        SS_PLAY(end, die(2, 28));
        QCOMPARE(manStatus(*end, 1), std::string("dead"));
        QCOMPARE(counterOf(*end, 0, "men.lost.pushed"), 1);
    }

    // S13, S12, G8: a snake first, and its tail is a fresh landing where the
    // man there is met; the ladder comes last, after the bump.
    void snakeThenManThenLadder() {
        SS_STATE(s, Position().man(0, 5).man(3, 19).board(30, 6, {{8, 19}}).dice({3}));
        SS_PLAY(s, die(3, 5));
        QCOMPARE(manStep(*s, 0), 19);
        QCOMPARE(manStep(*s, 3), 13);

        SS_STATE(l,
                 Position().man(0, 9).man(3, 12).board(30, 6, json::array(), {{12, 3}}).dice({3}));
        SS_PLAY(l, die(3, 9));
        QCOMPARE(manStep(*l, 3), 6); // bumped before the ladder is offered
        SS_LEGAL_SET(l, {ladder(false), ladder(true)});
    }

    // G23: a passive man's ladder is the current player's to decide.
    void theCurrentPlayerDecidesPassiveLadders() {
        SS_STATE(
            s,
            Position().man(0, 10).man(3, 16).board(30, 6, json::array(), {{10 + 0, 4}}).dice({6}));
        // man 3 is bumped from 16 to 10, the ladder's bottom: seat 0 decides.
        SS_PLAY(s, die(6, 10));
        QCOMPARE(s->currentActor(), 0);
        SS_PLAY(s, ladder(true));
        QCOMPARE(manStep(*s, 3), 4);
    }

    // S17, G6, G7: a player may deploy one man onto step 1 at the start of a
    // turn; with no man on the board he must.
    void deploying() {
        SS_STATE(s, Position()
                        .man(0, 9)
                        .step("deploy")
                        .field("deployDone", false)
                        .dice(json::array(), "deploy"));
        SS_LEGAL_SET(s, {deploy(false), deploy(true)});
        SS_PLAY(s, deploy(true));
        QCOMPARE(manStep(*s, 1), 1);

        SS_STATE(forced, Position().field("deployDone", false).dice(json::array(), "deploy"));
        SS_LEGAL_SET(forced, {deploy(true)});
        SS_REFUSED(forced, deploy(false));

        SS_STATE(free, Position()
                           .param(param::kForceDeploy, false)
                           .field("deployDone", false)
                           .dice(json::array(), "deploy"));
        SS_PLAY(free, deploy(false));
        SS_PLAY(free, roll(4)); // G7 b: no man to move, the die is lost
        QCOMPARE(counterOf(*free, 0, "dice.lost"), 1);
    }

    // G6: deploying is a landing: a man of another team on step 1 is bumped
    // off the board (back to his reserve).
    void deployingLands() {
        SS_STATE(s, Position().man(3, 1).field("deployDone", false).dice(json::array(), "deploy"));
        SS_PLAY(s, deploy(true));
        QCOMPARE(manStep(*s, 0), 1);
        QCOMPARE(manStatus(*s, 3), std::string("reserve"));
    }

    // Chance is one node per die: d6 outcomes at 1/6, then the next die.
    void oneChanceNodePerDie() {
        SS_STATE(s, Position().wave(3).man(0, 2).dice({4}, "roll"));
        QVERIFY(s->isChance());
        std::vector<pb::ChanceOutcome> outcomes;
        s->chanceOutcomes(outcomes);
        QCOMPARE(outcomes.size(), std::size_t{6});
        for (const auto& o : outcomes)
            QCOMPARE(o.probability, 1.0 / 6);
        SS_PLAY(s, roll(2));
        QVERIFY(s->isChance());
        SS_PLAY(s, roll(5));
        QCOMPARE(s->currentActor(), 0);
    }

    // S27: a dead player still rolls, and moves other players' men; he never deploys.
    void deadPlayersMoveOthersMen() {
        SS_STATE(s, Position()
                        .manStatus(0, "dead")
                        .manStatus(1, "dead")
                        .manStatus(2, "dead")
                        .man(3, 7)
                        .dice({2}));
        SS_LEGAL_SET(s, {die(2, 7)});
        SS_PLAY(s, die(2, 7));
        QCOMPARE(manStep(*s, 3), 9);
        SS_STATE(noDeploy, Position()
                               .manStatus(0, "dead")
                               .manStatus(1, "dead")
                               .manStatus(2, "dead")
                               .man(3, 7)
                               .dice(json::array(), "roll"));
        QVERIFY(noDeploy->isChance()); // no deploy decision for a dead player
    }

    // S28: a dead player's turn with no man on the board: a monster (added
    // without abilities if there is none) is moved by the dice.
    void deadPlayersMoveMonstersWhenNoMan() {
        SS_STATE(s, Position().manStatus(0, "dead").manStatus(1, "dead").manStatus(2, "dead").dice(
                        json::array(), "roll"));
        SS_PLAY(s, roll(4));
        QCOMPARE(monsters(*s).size(), std::size_t{1});
        SS_JSON_EQ(monsters(*s)[0]["step"], 30);
        SS_JSON_EQ(monsters(*s)[0]["abilities"], json::array());
        SS_LEGAL_SET(s, {monsterDie(4, 30)});
        SS_PLAY(s, monsterDie(4, 30));
        // No man on the board: it moves upstream (G10) by the die, then its step (R2).
        SS_JSON_EQ(monsters(*s)[0]["step"], 25);
        QCOMPARE(counterOf(*s, 0, "monsters.idle"), 1);
    }

    // S30, S31, G19: boxcars with the whole roll on one man gives a man to a
    // dead team, or lets a dead player steal one; R12: no target, no question.
    void boxcarsGiveAndSteal() {
        const auto team1Dead =
            Position().wave(2).manStatus(3, "dead").manStatus(4, "dead").manStatus(5, "dead");
        SS_STATE(s, Position(team1Dead).man(0, 2).dice({6, 6}));
        SS_PLAY(s, die(6, 2));
        SS_PLAY(s, die(6, 8));
        SS_LEGAL_SET(s, {boxcars(nullptr), boxcars(1)});
        SS_PLAY(s, boxcars(1));
        QCOMPARE(manTeam(*s, 1), 1);
        QCOMPARE(counterOf(*s, 0, "gifts"), 1);

        SS_STATE(split, Position(team1Dead).man(0, 2).man(1, 4).dice({6, 6}));
        SS_PLAY(split, die(6, 2));
        SS_PLAY(split, die(6, 4));
        QVERIFY(stateOf(*split)["step"] != "boxcars");

        // A dead player (team 0) moves team 1's man with boxcars and steals.
        SS_STATE(steal, Position()
                            .wave(2)
                            .manStatus(0, "dead")
                            .manStatus(1, "dead")
                            .manStatus(2, "dead")
                            .man(3, 2)
                            .dice({6, 6}));
        SS_PLAY(steal, die(6, 2));
        SS_PLAY(steal, die(6, 8));
        SS_LEGAL_SET(steal, {boxcars(nullptr), boxcars(1)});
        SS_PLAY(steal, boxcars(1));
        QCOMPARE(manTeam(*steal, 4), 0);
        QCOMPARE(counterOf(*steal, 0, "steals"), 1);
    }

    // S31: the steal is allowed even when the boxcars move killed your last man.
    void stealingAfterKillingYourself() {
        SS_STATE(
            s,
            Position().wave(2).manStatus(1, "dead").manStatus(2, "dead").man(0, 20).man(3, 2).dice(
                {6, 6}));
        SS_PLAY(s, die(6, 20));
        QCOMPARE(manStep(*s, 0), 26);
        SS_PLAY(s, die(6, 26));
        QCOMPARE(manStatus(*s, 0), std::string("dead"));
        SS_LEGAL_SET(s, {boxcars(nullptr), boxcars(1)});
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeRules)
#include "test_streamway_siege_rules.moc"
