// The board generator and the initial state (rules page, "Board and set-up").

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/stability/stability_board_generator.h"
#include "games/stability/stability_parameter_names.h"
#include "games/stability/stability_ruleset.h"
#include "stability_test_support.h"
#include "test_registry.h"

#include <QTest>
#include <array>
#include <cmath>
#include <map>

using namespace pbtest;
namespace param = pb::stability::param;
using pb::stability::BoardRequest;
using pb::stability::generateBoard;
using pb::stability::GeneratedBoard;

namespace {

bool isCorner(int index, int size) {
    const int r = index / size;
    const int c = index % size;
    return (r == 0 || r == size - 1) && (c == 0 || c == size - 1);
}

// How often each value appears on the non-corner squares.
std::map<int, int> nonCornerCounts(const std::vector<int>& values, int size) {
    std::map<int, int> counts;
    for (int i = 0; i < static_cast<int>(values.size()); ++i)
        if (!isCorner(i, size))
            ++counts[values[static_cast<std::size_t>(i)]];
    return counts;
}

GeneratedBoard generate(const BoardRequest& request, std::uint64_t seed) {
    pb::Rng rng(seed);
    return generateBoard(request, rng);
}

std::vector<int> unlocked() {
    return std::vector<int>(100, -1);
}

// Checks corners and that each value of the range appears `each` times elsewhere.
void expectBalanced(const GeneratedBoard& board, const BoardRequest& request, int each) {
    const int size = request.size;
    QCOMPARE(board.values.size(), static_cast<std::size_t>(size * size));
    for (int i : {0, size - 1, size * (size - 1), size * size - 1})
        QCOMPARE(board.values[static_cast<std::size_t>(i)], request.cornerValue);
    const auto counts = nonCornerCounts(board.values, size);
    QCOMPARE(counts.size(), static_cast<std::size_t>(request.maxValue - request.minValue + 1));
    for (const auto& [value, count] : counts) {
        QVERIFY2(value >= request.minValue && value <= request.maxValue,
                 std::to_string(value).c_str());
        QCOMPARE(count, each);
    }
    QVERIFY(board.exact);
}

} // namespace

class TestStabilityGenerator : public QObject {
    Q_OBJECT

private slots:
    void theDefaultBoardIsBalanced();
    void theSameSeedGivesTheSameBoard();
    void valuesAreShuffledUniformlyOverTheSquares();
    void cornerValueAndRangeAreParameters();
    void aRangeThatDoesNotDivideIsReportedInexact();
    void smallerBoardsBalanceTheirNonCornerSquares();
    void lockedSquaresKeepTheirValueAndCountTowardsTheBalance();
    void aLockedCornerKeepsItsValue();
    void overLockingIsRefusedOrReportedInexact();
    void impossibleRequestsThrow();
    void theInitialStateIsTheOpeningDraw();
    void theInitialBoardIsBalanced();
    void gameParametersReachTheBoard();
    void aGivenBoardIsUsed();
    void aBrokenGivenBoardIsRefused();
    void initialStatesAreDeterministic();
};

void TestStabilityGenerator::theDefaultBoardIsBalanced() {
    for (std::uint64_t seed = 0; seed < 500; ++seed) {
        const GeneratedBoard board = generate(BoardRequest{}, seed);
        expectBalanced(board, BoardRequest{}, 12);
        if (QTest::currentTestFailed())
            QFAIL(("seed " + std::to_string(seed)).c_str());
    }
}

void TestStabilityGenerator::theSameSeedGivesTheSameBoard() {
    QCOMPARE(generate(BoardRequest{}, 7).values, generate(BoardRequest{}, 7).values);
    std::set<std::vector<int>> boards;
    for (std::uint64_t seed = 0; seed < 100; ++seed)
        boards.insert(generate(BoardRequest{}, seed).values);
    QCOMPARE(boards.size(), std::size_t(100));
}

void TestStabilityGenerator::valuesAreShuffledUniformlyOverTheSquares() {
    // Each non-corner square should show each of the 8 values 1/8 of the time.
    const int boards = 4000;
    std::vector<std::array<int, 9>> seen(100, std::array<int, 9>{});
    for (int seed = 0; seed < boards; ++seed) {
        const GeneratedBoard board = generate(BoardRequest{}, 1000 + seed);
        QCOMPARE(board.values.size(), std::size_t(100));
        for (int i = 0; i < 100; ++i) {
            const int v = board.values[i];
            QVERIFY2(v >= 1 && v <= 8, std::to_string(v).c_str());
            ++seen[i][v];
        }
    }
    const double expected = boards / 8.0;
    double chiSquare = 0;
    for (int i = 0; i < 100; ++i)
        if (!isCorner(i, 10))
            for (int v = 1; v <= 8; ++v)
                chiSquare += std::pow(seen[i][v] - expected, 2) / expected;
    const double df = 96 * 7;
    QVERIFY2(chiSquare < df + 6 * std::sqrt(2 * df), std::to_string(chiSquare).c_str());
}

void TestStabilityGenerator::cornerValueAndRangeAreParameters() {
    BoardRequest request;
    request.cornerValue = 3;
    request.minValue = 2;
    request.maxValue = 7;
    for (std::uint64_t seed = 0; seed < 50; ++seed)
        expectBalanced(generate(request, seed), request, 16);
}

void TestStabilityGenerator::aRangeThatDoesNotDivideIsReportedInexact() {
    BoardRequest request;
    request.maxValue = 7; // 96 = 7 * 13 + 5
    std::set<std::set<int>> favoured;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const GeneratedBoard board = generate(request, seed);
        QVERIFY(!board.exact);
        QVERIFY(!board.note.empty());
        std::set<int> more;
        for (const auto& [value, count] : nonCornerCounts(board.values, 10)) {
            QVERIFY2(count == 13 || count == 14, std::to_string(count).c_str());
            QVERIFY(value >= 1 && value <= 7);
            if (count == 14) {
                more.insert(value);
                QVERIFY2(board.note.find(std::to_string(value)) != std::string::npos,
                         ("the note does not name " + std::to_string(value) + ": " + board.note)
                             .c_str());
            }
        }
        QCOMPARE(more.size(), std::size_t(5));
        favoured.insert(more);
    }
    QVERIFY2(favoured.size() > 1, "the values that get one more are always the same");
}

void TestStabilityGenerator::smallerBoardsBalanceTheirNonCornerSquares() {
    BoardRequest six;
    six.size = 6; // 32 non-corner squares, 4 of each value
    expectBalanced(generate(six, 3), six, 4);

    BoardRequest five;
    five.size = 5; // 21 = 8 * 2 + 5
    const GeneratedBoard board = generate(five, 3);
    QCOMPARE(board.values.size(), std::size_t(25));
    QVERIFY(!board.exact);
    QVERIFY(!board.note.empty());
    for (const auto& [value, count] : nonCornerCounts(board.values, 5))
        QVERIFY(count == 2 || count == 3);
}

void TestStabilityGenerator::lockedSquaresKeepTheirValueAndCountTowardsTheBalance() {
    BoardRequest request;
    request.locked = unlocked();
    for (int i = 0; i < 12; ++i)
        request.locked[11 + i] = 3; // squares (1,1)..(2,2): twelve 3s
    request.locked[55] = 8;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const GeneratedBoard board = generate(request, seed);
        for (int i = 0; i < 12; ++i)
            QCOMPARE(board.values[11 + i], 3);
        QCOMPARE(board.values[55], 8);
        expectBalanced(board, BoardRequest{}, 12);
    }
}

void TestStabilityGenerator::aLockedCornerKeepsItsValue() {
    BoardRequest request;
    request.locked = unlocked();
    request.locked[0] = 6;
    const GeneratedBoard board = generate(request, 5);
    QCOMPARE(board.values[0], 6);
    QCOMPARE(board.values[9], 1);
    QCOMPARE(board.values[90], 1);
    QCOMPARE(board.values[99], 1);
}

void TestStabilityGenerator::overLockingIsRefusedOrReportedInexact() {
    BoardRequest request;
    request.locked = unlocked();
    for (int i = 0; i < 13; ++i)
        request.locked[11 + i] = 3; // thirteen 3s cannot be balanced
    try {
        const GeneratedBoard board = generate(request, 1);
        QVERIFY(!board.exact);
        QVERIFY(!board.note.empty());
        for (int i = 0; i < 13; ++i)
            QCOMPARE(board.values[11 + i], 3);
    } catch (const pb::InvalidInput& e) {
        QVERIFY(std::string(e.what()).size() > 0);
    }
}

void TestStabilityGenerator::impossibleRequestsThrow() {
    auto throwsInvalidInput = [](const BoardRequest& request) {
        try {
            generate(request, 1);
        } catch (const pb::InvalidInput& e) {
            return std::string(e.what()).size() > 0;
        } catch (...) {
        }
        return false;
    };
    BoardRequest zero;
    zero.size = 0;
    QVERIFY(throwsInvalidInput(zero));
    BoardRequest negative;
    negative.size = -3;
    QVERIFY(throwsInvalidInput(negative));
    BoardRequest reversed;
    reversed.minValue = 5;
    reversed.maxValue = 3;
    QVERIFY(throwsInvalidInput(reversed));
    BoardRequest shortLock;
    shortLock.locked = std::vector<int>(7, -1);
    QVERIFY(throwsInvalidInput(shortLock));
}

void TestStabilityGenerator::theInitialStateIsTheOpeningDraw() {
    const std::vector<json> corners{{0, 0}, {9, 9}, {0, 9}, {9, 0}};
    for (int players = 2; players <= 4; ++players) {
        const auto game = pb::stability::ruleset().makeGame(json::object(), players);
        const auto s = game->newInitialState(11);
        QCOMPARE(s->currentActor(), pb::kChanceActor);
        const json j = s->toJson();
        PB_COMPARE_JSON(j["current"], json("chance"));
        PB_COMPARE_JSON(j["phase"], json("move"));
        QCOMPARE(j.value("turn", 0), 0);
        QCOMPARE(j["players"].size(), static_cast<std::size_t>(players));
        for (int seat = 0; seat < players; ++seat) {
            PB_COMPARE_JSON(j["players"][seat]["pos"], corners[static_cast<std::size_t>(seat)]);
            PB_COMPARE_JSON(j["players"][seat]["alive"], json(true));
            PB_COMPARE_JSON(j["players"][seat]["pc"], json(0));
        }
        std::vector<pb::ChanceOutcome> outcomes;
        s->chanceOutcomes(outcomes);
        QCOMPARE(outcomes.size(), static_cast<std::size_t>(players));
        std::set<std::string> drawn;
        for (const auto& o : outcomes) {
            QVERIFY(std::abs(o.probability - 1.0 / players) < 1e-12);
            drawn.insert(s->decisionToJson(o.decision).dump());
        }
        std::set<std::string> expected;
        for (int seat = 0; seat < players; ++seat)
            expected.insert(chanceOutcome(seat).dump());
        QCOMPARE(drawn, expected);
        PB_LEGAL_SET(*s, expected);
    }
}

void TestStabilityGenerator::theInitialBoardIsBalanced() {
    const auto game = pb::stability::ruleset().makeGame(json::object(), 2);
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const json board = game->newInitialState(seed)->toJson()["board"];
        std::vector<int> values;
        for (const auto& row : board)
            for (const auto& v : row)
                values.push_back(v.get<int>());
        GeneratedBoard asGenerated{values, true, ""};
        expectBalanced(asGenerated, BoardRequest{}, 12);
    }
}

void TestStabilityGenerator::gameParametersReachTheBoard() {
    const auto game = pb::stability::ruleset().makeGame(
        {{param::kSize, 6}, {param::kCornerValue, 2}, {param::kMinValue, 3}, {param::kMaxValue, 6}},
        2);
    const json j = game->newInitialState(4)->toJson();
    QCOMPARE(j["board"].size(), std::size_t(6));
    std::vector<int> values;
    for (const auto& row : j["board"]) {
        QCOMPARE(row.size(), std::size_t(6));
        for (const auto& v : row)
            values.push_back(v.get<int>());
    }
    BoardRequest request;
    request.size = 6;
    request.cornerValue = 2;
    request.minValue = 3;
    request.maxValue = 6;
    expectBalanced(GeneratedBoard{values, true, ""}, request, 8);
    PB_COMPARE_JSON(j["players"][1]["pos"], json({5, 5}));
}

void TestStabilityGenerator::aGivenBoardIsUsed() {
    json rows = Position(2, 4).tile(3, 3, 8).tile(6, 1, 2).toJson()["board"];
    const auto game = pb::stability::ruleset().makeGame(json::object(), 2);
    const auto s = game->newInitialState(1, {{"board", rows}});
    PB_COMPARE_JSON(s->toJson()["board"], rows);
    QCOMPARE(s->currentActor(), pb::kChanceActor);
}

void TestStabilityGenerator::aBrokenGivenBoardIsRefused() {
    json rows = Position().toJson()["board"];
    rows.erase(9);
    const auto game = pb::stability::ruleset().makeGame(json::object(), 2);
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, game->newInitialState(1, {{"board", rows}}));
}

void TestStabilityGenerator::initialStatesAreDeterministic() {
    const auto game = pb::stability::ruleset().makeGame(json::object(), 3);
    QCOMPARE(game->newInitialState(99)->hash(), game->newInitialState(99)->hash());
    PB_COMPARE_JSON(game->newInitialState(99)->toJson(), game->newInitialState(99)->toJson());
    QVERIFY(game->newInitialState(99)->hash() != game->newInitialState(100)->hash());
}

PLAYBENCH_TEST_APPLESS_MAIN(TestStabilityGenerator)
#include "test_stability_generator.moc"
