// Boards and the set-up (rules page, "Board" and "Set-up"; clauses S2, S3,
// gap G1): the reading's boards, random boards, hand-made boards and the
// check that names the offending step; the state JSON refusing bad input.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/streamway_siege/streamway_siege_board.h"
#include "games/streamway_siege/streamway_siege_ruleset.h"
#include "games/streamway_siege/streamway_siege_state.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QTest>

using namespace sstest;
namespace ss = pb::streamway_siege;

namespace {

std::string setupRefusal(const json& board, const json& params = json::object()) {
    try {
        ss::ruleset().makeGame(params, 2)->newInitialState(1, {{"board", board}});
        return {};
    } catch (const pb::InvalidInput& e) {
        return e.what();
    }
}

json board(json snakes, json ladders, int steps = 30) {
    return {{"steps", steps},
            {"columns", 6},
            {"snakes", std::move(snakes)},
            {"ladders", std::move(ladders)}};
}

} // namespace

class TestStreamwaySiegeBoard : public QObject {
    Q_OBJECT

private slots:
    // Section 3: snakes100 as the reading lists it.
    void snakes100() {
        const ss::Board b = ss::snakes100();
        QCOMPARE(ss::boardProblem(b, false), std::string());
        int drop = 0, climb = 0;
        for (int i = 0; i < b.snakeCount; ++i)
            drop += b.snakes[i][1] - b.snakes[i][0];
        for (int i = 0; i < b.ladderCount; ++i)
            climb += b.ladders[i][0] - b.ladders[i][1];
        QCOMPARE(drop, 202);
        QCOMPARE(climb, 209);
        // Boustrophedon: step 11 sits under step 10.
        QCOMPARE(b.gridDistance(10, 11), 1);
        QCOMPARE(b.column(10), 9);
        QCOMPARE(b.column(11), 9);
    }

    // A hand-made board in the set-up is the game's board.
    void handMadeBoards() {
        const auto state = ss::ruleset().makeGame({}, 2)->newInitialState(
            1, {{"board", board({{5, 9}}, {{20, 12}})}});
        SS_JSON_EQ(state->toJson()["board"], board({{5, 9}}, {{20, 12}}));
    }

    // The check names the offending step: distinct ends, no chains, nothing
    // on the first or last step unless allowEdgeEnds, direction.
    void theCheckNamesTheStep() {
        QVERIFY(setupRefusal(board({{5, 9}}, {{9, 3}})).find("step 9") != std::string::npos);
        QVERIFY(setupRefusal(board({{5, 9}, {5, 12}}, json::array())).find("step 5") !=
                std::string::npos);
        QVERIFY(setupRefusal(board({{1, 9}}, json::array())).find("first step, step 1") !=
                std::string::npos);
        QVERIFY(setupRefusal(board(json::array(), {{30, 9}})).find("last step, step 30") !=
                std::string::npos);
        QCOMPARE(setupRefusal(board({{1, 9}}, json::array()), {{"allowEdgeEnds", true}}),
                 std::string());
        QVERIFY(setupRefusal(board({{9, 5}}, json::array())).find("downstream") !=
                std::string::npos);
        QVERIFY(setupRefusal(board(json::array(), {{5, 9}})).find("upstream") != std::string::npos);
        QVERIFY(setupRefusal(board({{5, 40}}, json::array())).find("off the board") !=
                std::string::npos);
        QVERIFY(!setupRefusal({{"steps", 30}}).empty());
    }

    // Random boards are valid under the check, and the seed decides them.
    void randomBoards() {
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            const ss::Board b = ss::randomBoard(40, 8, 10, 10, false, seed);
            QCOMPARE(ss::boardProblem(b, false), std::string());
        }
        const auto game = ss::ruleset().makeGame({{"board", "random"}}, 2);
        SS_JSON_EQ(game->newInitialState(3)->toJson()["board"],
                   game->newInitialState(3)->toJson()["board"]);
        QVERIFY(game->newInitialState(3)->toJson()["board"] !=
                game->newInitialState(4)->toJson()["board"]);
    }

    // The state JSON refuses what cannot be, naming the field.
    void badStatesAreRefused() {
        json j = Position().man(0, 5).toJson();
        QVERIFY2(refusal(j).empty(), refusal(j).c_str());
        j["men"][0]["step"] = 31;
        QVERIFY(refusal(j).find("men[0].step") != std::string::npos);
        j = Position().man(0, 5).monster(9, {7}).toJson();
        QVERIFY(refusal(j).find("abilities") != std::string::npos);
        j = Position().man(0, 5).toJson();
        j["dice"] = {7};
        QVERIFY(refusal(j).find("dice[0]") != std::string::npos);
        // Not a decision point: nobody of team 0 to move, reserve left.
        j = Position().man(3, 5).toJson();
        QVERIFY(refusal(j).find("decision point") != std::string::npos);
    }

    // Every counter the state keeps has its name, in order.
    void countersAreNamed() {
        QCOMPARE(ss::ruleset().counters().size(), std::size_t(ss::kCounterCount));
        QCOMPARE(ss::ruleset().counters()[ss::kLoopGuards].id, std::string("loopGuards"));
        QCOMPARE(ss::ruleset().counters()[ss::kWavesSurvived].id, std::string("waves.survived"));
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeBoard)
#include "test_streamway_siege_board.moc"
