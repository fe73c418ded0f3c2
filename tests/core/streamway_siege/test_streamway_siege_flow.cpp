// Turns, rounds and waves, the end of the game, and chains on boards built to
// loop (rules page, clauses S15, S26, S29, S33-S42 and gaps G4, G13, G20,
// G21, resolutions R6, R8) on hand-built positions.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "games/streamway_siege/streamway_siege_ruleset.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QTest>

using namespace sstest;
namespace param = pb::streamway_siege::param;

class TestStreamwaySiegeFlow : public QObject {
    Q_OBJECT

private slots:
    // S15, S33: every player has a turn; a round is everyone's turn.
    void turnsAndRounds() {
        SS_STATE(s, Position().man(0, 2).man(3, 4).dice({1}));
        SS_PLAY(s, die(1, 2));
        SS_JSON_EQ(stateOf(*s)["player"], 1);
        SS_JSON_EQ(stateOf(*s)["round"], 0);
        QCOMPARE(s->turnsCompleted(), 1);
        SS_PLAY(s, deploy(false));
        SS_PLAY(s, roll(1));
        SS_PLAY(s, die(1, 4));
        SS_JSON_EQ(stateOf(*s)["player"], 0);
        SS_JSON_EQ(stateOf(*s)["round"], 1);
    }

    // S34: floor(steps / die sides) rounds a wave (30 / 6 = 5 here; 16 on
    // snakes100, 10 on a chessboard with d6).
    void roundsPerWave() {
        const auto& r = pb::streamway_siege::ruleset();
        for (const auto& [params, rounds] :
             {std::pair{json::object(), 16}, std::pair{json{{param::kBoard, "chess64"}}, 10},
              std::pair{json{{param::kBoard, "chess64"}, {param::kDieSides, 4}}, 16}}) {
            const auto state = r.makeGame(params, 1)->newInitialState(1);
            SS_STATE(last, Position().round(4).player(1).man(0, 2).man(3, 4).dice({1}));
            Q_UNUSED(last);
            SS_JSON_EQ(json(state->toJson())["wave"], 1);
            // The last round's index is rounds - 1: a round past it is refused.
            json j = state->toJson();
            j["round"] = rounds;
            QVERIFY(!refusal(j).empty());
            j["round"] = rounds - 1;
            QVERIFY2(refusal(j).empty(), refusal(j).c_str());
        }
    }

    // S35-S39, G20: at a wave's end the dead return to their reserves, every
    // deployed man moves a full die upstream (off the board before step 1),
    // and the next wave rolls one more die.
    void waveEnds() {
        SS_STATE(
            s,
            Position().round(4).player(1).man(0, 4).man(1, 12).manStatus(2, "dead").man(3, 20).dice(
                {1}));
        SS_PLAY(s, die(1, 20));
        const json j = stateOf(*s);
        SS_JSON_EQ(j["wave"], 2);
        SS_JSON_EQ(j["round"], 0);
        QCOMPARE(manStatus(*s, 0), std::string("reserve"));
        QCOMPARE(manStep(*s, 1), 6);
        QCOMPARE(manStatus(*s, 2), std::string("reserve"));
        QCOMPARE(manStep(*s, 3), 15);
        SS_JSON_EQ(j["diceCount"], 2);
    }

    // G20, R8: the shift is a landing, and its ladders are decided by the
    // player whose turn comes next (seat 0 after a round).
    void waveShiftLands() {
        SS_STATE(s, Position()
                        .board(30, 6, json::array(), {{14, 5}})
                        .round(4)
                        .player(1)
                        .man(0, 20)
                        .man(3, 8)
                        .dice({1}));
        SS_PLAY(s, die(1, 8));
        QVERIFY(stateOf(*s).contains("chain"));
        QCOMPARE(s->currentActor(), 0);
        SS_PLAY(s, ladder(true));
        QCOMPARE(manStep(*s, 0), 5);
        SS_JSON_EQ(stateOf(*s)["wave"], 2);
    }

    // S40, G4: surviving the last wave wins, for every seat alike.
    void theLastWaveWins() {
        SS_STATE(
            s, Position().param(param::kWaves, 1).round(4).player(1).man(0, 2).man(3, 4).dice({1}));
        SS_PLAY(s, die(1, 4));
        QVERIFY(s->isTerminal());
        const pb::Outcome o = s->outcome();
        QCOMPARE(o.winner, -1);
        QVERIFY(o.won(0) && o.won(1));
    }

    // G4 allAlive: a dead team at the wave's end loses the game.
    void allAliveLosesWithADeadTeam() {
        SS_STATE(s, Position()
                        .param(param::kWaves, 2)
                        .param(param::kWaveWin, "allAlive")
                        .round(4)
                        .player(0)
                        .man(0, 2)
                        .manStatus(3, "dead")
                        .manStatus(4, "dead")
                        .manStatus(5, "dead")
                        .dice({1}));
        SS_PLAY(s, die(1, 2));
        // Seat 1 (dead) still plays its turn: its die moves team 0's man.
        SS_PLAY(s, roll(2));
        SS_PLAY(s, die(2, 3));
        QVERIFY(s->isTerminal());
        QVERIFY(!s->outcome().won(0));
    }

    // S26, S29, R6: when the last man dies everyone loses at once; dice not
    // yet applied are void.
    void everyoneDeadLoses() {
        SS_STATE(s, Position()
                        .wave(2)
                        .manStatus(1, "dead")
                        .manStatus(2, "dead")
                        .manStatus(3, "dead")
                        .manStatus(4, "dead")
                        .manStatus(5, "dead")
                        .man(0, 27)
                        .dice({5, 2}));
        SS_PLAY(s, die(5, 27));
        QVERIFY(s->isTerminal());
        SS_JSON_EQ(stateOf(*s)["result"], "lost");
        QCOMPARE(s->outcome().score[0], 0.0);
    }

    // S41, G21: the boss wave: one monster with bossAbilities abilities on
    // the last step; destroying it wins.
    void bossWave() {
        SS_STATE(s, Position()
                        .param(param::kBossWave, true)
                        .param(param::kWaves, 1)
                        .round(4)
                        .player(1)
                        .man(0, 20)
                        .man(3, 4)
                        .dice({1}));
        SS_PLAY(s, die(1, 4));
        SS_PLAY(s, ability(1));
        SS_PLAY(s, ability(2));
        SS_PLAY(s, ability(6));
        const json j = stateOf(*s);
        SS_JSON_EQ(j["wave"], 2);
        SS_JSON_EQ(j["monsters"].size(), std::size_t{1});
        SS_JSON_EQ(j["monsters"][0]["abilities"], json({1, 2, 6}));
        SS_JSON_EQ(j["boss"], 0);
        SS_JSON_EQ(j["diceCount"], 2);

        // A man lands on the boss near the end: it is thrown past it.
        SS_STATE(kill, Position()
                           .param(param::kBossWave, true)
                           .param(param::kWaves, 1)
                           .wave(2)
                           .man(0, 20)
                           .man(3, 2)
                           .monster(26, {3, 4, 6})
                           .field("boss", 0)
                           .dice({3, 3}));
        SS_PLAY(kill, die(3, 20));
        SS_PLAY(kill, die(3, 23));
        QVERIFY(kill->isTerminal());
        QVERIFY(kill->outcome().won(0));
        QCOMPARE(counterOf(*kill, 0, "boss.killed"), 1);
        QCOMPARE(counterOf(*kill, 0, "boss.round"), 1); // its wave's first round

        // Section 6: boss kills and when: in the third round of its wave.
        SS_STATE(late, Position()
                           .param(param::kBossWave, true)
                           .param(param::kWaves, 1)
                           .wave(2)
                           .round(2)
                           .player(1)
                           .man(0, 2)
                           .man(3, 20)
                           .monster(26, {3, 4, 6})
                           .field("boss", 0)
                           .dice({3, 3}));
        SS_PLAY(late, die(3, 20));
        SS_PLAY(late, die(3, 23));
        QVERIFY(late->outcome().won(0));
        QCOMPARE(counterOf(*late, 1, "boss.killed"), 1);
        QCOMPARE(counterOf(*late, 1, "boss.round"), 3);
        QCOMPARE(counterOf(*late, 0, "boss.killed"), 0);
    }

    // G13: chains on boards built to loop end. A snake as long as a full die
    // under a bump sends two men back and forth; the per-chain guard stops
    // it, and without the guard maxChainLandings cuts it (counted).
    void loopsEnd() {
        const json snakes = {{4, 10}};
        SS_STATE(s, Position().board(30, 6, snakes).man(0, 7).man(3, 10).dice({3}));
        SS_PLAY(s, die(3, 7));
        QCOMPARE(counterOf(*s, 0, "loopGuards"), 0);
        QVERIFY(manStep(*s, 0) != manStep(*s, 3));

        SS_STATE(cut, Position()
                          .param(param::kSnakeOncePerChain, false)
                          .param(param::kMaxChainLandings, 50)
                          .board(30, 6, snakes)
                          .man(0, 7)
                          .man(3, 10)
                          .dice({3}));
        SS_PLAY(cut, die(3, 7));
        QCOMPARE(counterOf(*cut, 0, "loopGuards"), 1);
        QVERIFY(counterOf(*cut, 0, "chain.longest") <= 51);
    }

    // G13: a man thrown onto a ladder that brings him back beside the monster
    // is not thrown by it twice in one chain.
    void ladderThrowLoopsEnd() {
        // Monster on 11 throws a man to 17, the bottom of a ladder to 11... the
        // man climbs onto the monster and throws it to 17, where the ladder
        // carries the monster (forced) back to 11.
        SS_STATE(s, Position()
                        .board(30, 6, json::array(), {{17, 11}})
                        .man(0, 7)
                        .man(3, 2)
                        .monster(11)
                        .dice({3}));
        SS_PLAY(s, die(3, 7));
        SS_PLAY(s, ladder(true));
        QVERIFY(stateOf(*s)["step"] != "over" || s->isTerminal());
        QCOMPARE(counterOf(*s, 0, "loopGuards"), 0);
        QVERIFY(counterOf(*s, 0, "chain.longest") < 20);
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeFlow)
#include "test_streamway_siege_flow.moc"
