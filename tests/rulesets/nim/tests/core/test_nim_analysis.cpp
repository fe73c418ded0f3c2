// The second opinion's labels on Nim positions whose best move is plain: take
// the last stones and win. Missing that win is a blunder; taking it is fine;
// a seat that is lost whatever it does gives nothing up.
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
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

pb::Decision take(const pb::State& state, int pile, int count) {
    return state.decisionFromJson({{"type", "take"}, {"pile", pile}, {"count", count}});
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
