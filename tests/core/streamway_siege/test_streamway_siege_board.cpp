// Boards and the set-up (rules page, "Board" and "Set-up"; clauses S2, S3,
// gap G1): the reading's boards, random boards, hand-made boards and the
// check that names the offending step; the state JSON refusing bad input.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/streamway_siege/streamway_siege_board.h"
#include "games/streamway_siege/streamway_siege_generator.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "games/streamway_siege/streamway_siege_ruleset.h"
#include "games/streamway_siege/streamway_siege_state.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QTest>
#include <cstdlib>

using namespace sstest;
namespace param = pb::streamway_siege::param;
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

// The problem a refused board carries for the interface to word.
ss::BoardProblem boardRefusal(const json& board, bool allowEdgeEnds = false) {
    try {
        ss::boardFromJson(board, allowEdgeEnds);
    } catch (const ss::BoardError& e) {
        return e.problem();
    } catch (const pb::InvalidInput&) {
        return {}; // a field error, not a board problem
    }
    return {};
}

ss::BoardProblem specRefusal(const ss::BoardSpec& spec) {
    try {
        ss::generateBoard(spec, 1);
    } catch (const ss::BoardError& e) {
        return e.problem();
    }
    return {};
}

std::string generatorRefusal(const ss::BoardSpec& spec) {
    try {
        ss::generateBoard(spec, 1);
        return {};
    } catch (const pb::InvalidInput& e) {
        return e.what();
    }
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
        QCOMPARE(setupRefusal(board({{1, 9}}, json::array()), {{param::kAllowEdgeEnds, true}}),
                 std::string());
        QVERIFY(setupRefusal(board({{9, 5}}, json::array())).find("downstream") !=
                std::string::npos);
        QVERIFY(setupRefusal(board(json::array(), {{5, 9}})).find("upstream") != std::string::npos);
        QVERIFY(setupRefusal(board({{5, 40}}, json::array())).find("off the board") !=
                std::string::npos);
        QVERIFY(!setupRefusal({{"steps", 30}}).empty());
    }

    // The same refusals as a code, the piece and the step, so the editor can
    // word them in the interface's language.
    void theCheckGivesCodesAndNumbers() {
        using Code = ss::BoardProblemCode;
        auto p = boardRefusal(board({{5, 9}}, {{9, 3}}));
        QCOMPARE(p.code, Code::TwoEnds);
        QVERIFY(!p.snake);
        QCOMPARE(p.from, 9);
        QCOMPARE(p.to, 3);
        QCOMPARE(p.step, 9);
        QCOMPARE(p.text, std::string("step 9 holds two snake or ladder ends (the ladder 9->3)"));
        p = boardRefusal(board({{1, 9}}, json::array()));
        QCOMPARE(p.code, Code::EndOnFirstStep);
        QVERIFY(p.snake);
        QCOMPARE(p.step, 1);
        p = boardRefusal(board(json::array(), {{30, 9}}));
        QCOMPARE(p.code, Code::EndOnLastStep);
        QCOMPARE(p.step, 30);
        p = boardRefusal(board({{9, 5}}, json::array()));
        QCOMPARE(p.code, Code::SnakeUpstream);
        QCOMPARE(p.step, 9);
        p = boardRefusal(board(json::array(), {{5, 9}}));
        QCOMPARE(p.code, Code::LadderDownstream);
        QCOMPARE(p.step, 5);
        p = boardRefusal(board({{5, 40}}, json::array()));
        QCOMPARE(p.code, Code::EndOffBoard);
        QCOMPARE(p.step, 40);
        QVERIFY(boardRefusal(board({{1, 9}}, json::array()), true).empty());
        // A field error is no board problem: a plain InvalidInput.
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, ss::boardFromJson({{"steps", 30}}, false));
        QVERIFY(boardRefusal({{"steps", 30}}).empty());

        ss::BoardSpec spec;
        spec.lockedLadders = {{100, 60}};
        p = specRefusal(spec);
        QCOMPARE(p.code, Code::EndOnLastStep);
        QCOMPARE(p.step, 100);
        ss::BoardSpec unbalanced;
        unbalanced.snakes = 4;
        unbalanced.ladders = 0;
        unbalanced.tolerance = 3;
        p = specRefusal(unbalanced);
        QCOMPARE(p.code, Code::NoBoardWithinTolerance);
        QCOMPARE(p.value, 3);
        ss::BoardSpec crowded;
        crowded.steps = 20;
        crowded.snakes = crowded.ladders = 5;
        QCOMPARE(specRefusal(crowded).code, Code::TooFewSteps);
        ss::BoardSpec range;
        range.minLength = 0;
        QCOMPARE(specRefusal(range).code, Code::LengthRange);
        ss::BoardSpec many;
        many.snakes = 33;
        p = specRefusal(many);
        QCOMPARE(p.code, Code::TooManyPieces);
        QCOMPARE(p.value, 32);
        ss::BoardSpec locked;
        locked.snakes = 0;
        locked.lockedSnakes = {{30, 50}};
        QCOMPARE(specRefusal(locked).code, Code::TooManyLocked);
        ss::BoardSpec negative;
        negative.tolerance = -1;
        QCOMPARE(specRefusal(negative).code, Code::NegativeTolerance);
        ss::BoardSpec longPath;
        longPath.steps = 201;
        p = specRefusal(longPath);
        QCOMPARE(p.code, Code::StepsRange);
        QCOMPARE(p.value, 200);
        ss::BoardSpec wide;
        wide.columns = 101;
        QCOMPARE(specRefusal(wide).code, Code::ColumnsRange);
    }

    // Random boards are valid under the check, and the seed decides them.
    void randomBoards() {
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            const ss::Board b = ss::randomBoard(40, 8, 10, 10, false, seed);
            QCOMPARE(ss::boardProblem(b, false), std::string());
        }
        const auto game = ss::ruleset().makeGame({{param::kBoard, "random"}}, 2);
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
    // Board editor, randomize: the counts, every length in its range, climb
    // within the tolerance of drop, a valid board, locked pieces kept; the
    // same seed the same board, another seed another.
    void generatedBoardsMeetTheirSpec() {
        ss::BoardSpec spec;
        spec.steps = 100;
        spec.columns = 10;
        spec.snakes = 6;
        spec.ladders = 5;
        spec.minLength = 8;
        spec.maxLength = 30;
        spec.tolerance = 10;
        spec.lockedSnakes = {{40, 77}};
        spec.lockedLadders = {{60, 20}};
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const ss::Board b = ss::generateBoard(spec, seed);
            QCOMPARE(b.snakeCount, 6);
            QCOMPARE(b.ladderCount, 5);
            QCOMPARE(ss::boardProblem(b, false), std::string());
            QVERIFY(std::abs(ss::totalClimb(b) - ss::totalDrop(b)) <= 10);
            QCOMPARE(b.snakes[0][0], 40);
            QCOMPARE(b.snakes[0][1], 77);
            QCOMPARE(b.ladders[0][0], 60);
            QCOMPARE(b.ladders[0][1], 20);
            for (int i = 1; i < b.snakeCount; ++i) {
                const int length = b.snakes[i][1] - b.snakes[i][0];
                QVERIFY2(length >= 8 && length <= 30, qPrintable(QString::number(length)));
            }
            for (int i = 1; i < b.ladderCount; ++i) {
                const int length = b.ladders[i][0] - b.ladders[i][1];
                QVERIFY2(length >= 8 && length <= 30, qPrintable(QString::number(length)));
            }
            // The first and last steps stay free unless allowed.
            for (int step : {1, 100})
                QVERIFY(b.snakeAt[step] == 0 && b.ladderAt[step] == 0);
        }
        const std::string a = ss::boardToJson(ss::generateBoard(spec, 7)).dump();
        QCOMPARE(ss::boardToJson(ss::generateBoard(spec, 7)).dump(), a);
        QVERIFY(ss::boardToJson(ss::generateBoard(spec, 8)).dump() != a);

        // The 8x8 chessboard layout.
        ss::BoardSpec chess;
        chess.steps = 64;
        chess.columns = 8;
        chess.snakes = 3;
        chess.ladders = 3;
        chess.minLength = 4;
        chess.maxLength = 20;
        chess.tolerance = 0;
        const ss::Board c = ss::generateBoard(chess, 3);
        QCOMPARE(c.steps, 64);
        QCOMPARE(c.columns, 8);
        QCOMPARE(ss::totalClimb(c), ss::totalDrop(c));
        QCOMPARE(ss::boardProblem(c, false), std::string());
    }

    // A spec that cannot be met says why, naming the offending step for
    // locked pieces (the board check's sentence), and never loops.
    void impossibleSpecsAreRefused() {
        ss::BoardSpec spec;
        spec.lockedSnakes = {{30, 50}};
        spec.lockedLadders = {{70, 50}};
        QCOMPARE(generatorRefusal(spec), std::string("step 50 holds two snake or ladder ends "
                                                     "(the ladder 70->50)"));
        spec.lockedLadders = {{100, 60}};
        QCOMPARE(generatorRefusal(spec),
                 std::string("the ladder 100->60 ends on the last step, step 100"));
        spec.allowEdgeEnds = true;
        QCOMPARE(generatorRefusal(spec), std::string());

        ss::BoardSpec crowded;
        crowded.steps = 20;
        crowded.columns = 5;
        crowded.snakes = 5;
        crowded.ladders = 5;
        QVERIFY(generatorRefusal(crowded).find("too few steps") != std::string::npos);

        ss::BoardSpec unbalanced;
        unbalanced.snakes = 4;
        unbalanced.ladders = 0;
        unbalanced.tolerance = 3; // four snakes of 5+ steps drop 20 or more
        QVERIFY(generatorRefusal(unbalanced).find("tolerance") != std::string::npos);

        ss::BoardSpec range;
        range.minLength = 10;
        range.maxLength = 9;
        QVERIFY(generatorRefusal(range).find("length range") != std::string::npos);
    }

    void countersAreNamed() {
        QCOMPARE(ss::ruleset().counters().size(), std::size_t(ss::kCounterCount));
        QCOMPARE(ss::ruleset().counters()[ss::kLoopGuards].id, std::string("loopGuards"));
        QCOMPARE(ss::ruleset().counters()[ss::kWavesSurvived].id, std::string("waves.survived"));
        const auto& c = ss::ruleset().counters();
        QCOMPARE(c[ss::kSnakeMonsters1].id, std::string("snake.1.monsters"));
        QCOMPARE(c[ss::kLadderMonsters1 + 31].id, std::string("ladder.32.monsters"));
        QCOMPARE(c[ss::kMenThrownByAbility1 + 5].id, std::string("throws.ability.6"));
        QCOMPARE(c[ss::kAbilityDiceAfterThrow].id, std::string("ability.6.dice"));
        QCOMPARE(c[ss::kBossKilledRound].id, std::string("boss.round"));
        QCOMPARE(c[ss::kWaveMenLostDie1].id, std::string("wave.1.men.lost.die"));
        QCOMPARE(c[ss::kWaveDiceLost1 + ss::kMaxDice - 1].id, std::string("wave.21.dice.lost"));
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeBoard)
#include "test_streamway_siege_board.moc"
