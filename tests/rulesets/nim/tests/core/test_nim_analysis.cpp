// The second opinion's labels on Nim positions whose best move is plain: take
// the last stones and win. Missing that win is a blunder; taking it is fine;
// a seat that is lost whatever it does gives nothing up.
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "nim_decisions.h"
#include "sim/move_analysis.h"
#include "test_registry.h"

#include <QTest>

using nlohmann::json;

namespace {

std::unique_ptr<pb::State> position(json piles, int toMove) {
    return pb::rulesetOrThrow("nim").stateFromJson({{"game", "nim"},
                                                    {"params", json::object()},
                                                    {"players", {json::object(), json::object()}},
                                                    {"piles", piles},
                                                    {"toMove", toMove},
                                                    {"lastMover", 1 - toMove},
                                                    // Seat 0 moves at even turns (N3).
                                                    {"turn", 4 - toMove}});
}

pb::AnalysedMove analyse(const pb::State& before, const pb::Decision& played) {
    const pb::AnalysisRequest request{&before, played};
    pb::AnalysisConfig config;
    config.iterations = 400;
    const pb::AnalysisResult result = pb::analyseMoves({&request, 1}, config);
    return result.moves[0];
}

} // namespace

class TestNimAnalysis : public QObject {
    Q_OBJECT

private slots:
    void missingTheWinningTakeIsABlunder() {
        const auto s = position({0, 0, 3}, 0);
        const pb::AnalysedMove move = analyse(*s, take(*s, 2, 1));
        QCOMPARE(move.seat, 0);
        QVERIFY(move.best == take(*s, 2, 3));
        QCOMPARE(move.winBest, 1.0);
        // P2 takes the two left and wins; the search learns that reply.
        QVERIFY2(move.winPlayed < 0.3, std::to_string(move.winPlayed).c_str());
        QCOMPARE(move.label, pb::MoveLabel::Blunder);
    }

    void takingTheWinIsFine() {
        const auto s = position({0, 0, 3}, 1);
        const pb::AnalysedMove move = analyse(*s, take(*s, 2, 3));
        QCOMPARE(move.seat, 1);
        QVERIFY(move.best == move.played);
        QCOMPARE(move.winPlayed, 1.0);
        QCOMPARE(move.loss, 0.0);
        QCOMPARE(move.label, pb::MoveLabel::Fine);
    }

    void unprovenChancesGoThroughTheMap() {
        // Piles of 5 to 8: the search proves nothing at 400 iterations, so
        // both chances are the map's, with the simulations behind them.
        const auto s =
            pb::rulesetOrThrow("nim").stateFromJson({{"game", "nim"},
                                                     {"params", {{"piles", 4}, {"firstPile", 5}}},
                                                     {"players", {json::object(), json::object()}},
                                                     {"piles", {5, 6, 7, 8}},
                                                     {"toMove", 0},
                                                     {"lastMover", -1},
                                                     {"turn", 0}});
        const pb::AnalysisRequest request{s.get(), take(*s, 0, 1)};
        pb::AnalysisConfig config;
        config.iterations = 400;
        const pb::AnalysisResult result = pb::analyseMoves({&request, 1}, config);
        const pb::AnalysedMove& move = result.moves[0];
        QVERIFY(result.winChanceMap.samples >= 20);
        QVERIFY(!move.bestProven && !move.playedProven);
        QVERIFY(move.bestSamples > 0 && move.bestSamples <= 400);
        QVERIFY(move.playedSamples > 0 && move.playedSamples <= 400);
        // Every unproven chance lies on the map, between its ends.
        const double low = std::min(result.winChanceMap.apply(0.0), result.winChanceMap.apply(1.0));
        const double high =
            std::max(result.winChanceMap.apply(0.0), result.winChanceMap.apply(1.0));
        for (double chance : {move.winPlayed, move.turnStartBest})
            QVERIFY2(chance >= low && chance <= high, std::to_string(chance).c_str());
        QVERIFY(high - low < 0.5); // Nim's map is nearly flat (docs/reports.md)
        config.calibrationGames = 0;
        const pb::AnalysisResult raw = pb::analyseMoves({&request, 1}, config);
        QCOMPARE(raw.winChanceMap.samples, 0);
    }

    void aLostSeatGivesNothingUp() {
        // Two equal piles of one: whatever P1 takes, P2 takes the other and wins.
        const auto s = position({1, 1, 0}, 0);
        const pb::AnalysedMove move = analyse(*s, take(*s, 0, 1));
        QCOMPARE(move.winPlayed, 0.0);
        QCOMPARE(move.winBest, 0.0);
        QCOMPARE(move.label, pb::MoveLabel::Fine);
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestNimAnalysis)
#include "test_nim_analysis.moc"
