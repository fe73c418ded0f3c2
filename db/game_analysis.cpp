#include "db/game_analysis.h"

#include "db/game_replay.h"
#include "engine/state.h"

#include <algorithm>

namespace pb::db {

GameAnalysisPlan planGameAnalysis(const GameReplay& replay,
                                  const std::vector<std::unique_ptr<pb::State>>& states,
                                  bool allSeats) {
    GameAnalysisPlan plan;
    const GameRow& game = replay.game();
    plan.players = game.players;
    for (const MoveRow& move : replay.moves()) {
        if (move.kind != MoveKind::Decision || move.isChance || move.actor < 0)
            continue;
        // A damaged log replays only so far; the rows after it have no position.
        if (move.idx < 0 || std::size_t(move.idx) + 1 >= states.size())
            break;
        const bool person =
            move.actor < game.seats.size() && game.seats[move.actor] == QStringLiteral("human");
        if (!allSeats && !person)
            continue;
        plan.positions.push_back(states[std::size_t(move.idx)]->clone());
        plan.moves.push_back(move);
    }
    // Requests point into `positions`, whose states no longer move.
    for (std::size_t i = 0; i < plan.positions.size(); ++i) {
        const pb::State& before = *plan.positions[i];
        plan.requests.push_back({&before, before.decisionFromJson(plan.moves[i].decision)});
    }
    return plan;
}

std::vector<MoveAnalysisRow> analysisRows(const GameAnalysisPlan& plan,
                                          const AnalysisResult& result, int iterations) {
    std::vector<MoveAnalysisRow> rows;
    for (std::size_t i = 0; i < plan.requests.size() && i < result.moves.size(); ++i) {
        if (!result.analysed[i])
            continue;
        const AnalysedMove& m = result.moves[i];
        const pb::State& before = *plan.requests[i].before;
        MoveAnalysisRow row;
        row.moveId = plan.moves[i].id;
        row.iterations = iterations;
        row.bestDecision = before.decisionToJson(m.best);
        row.bestText = QString::fromStdString(before.decisionToText(m.best));
        row.winPlayed = m.winPlayed;
        row.winBest = m.winBest;
        row.playedStdError = m.playedStdError;
        row.bestStdError = m.bestStdError;
        row.playedProven = m.playedProven;
        row.bestProven = m.bestProven;
        rows.push_back(row);
    }
    return rows;
}

AnalysisResult storedAnalysis(const std::vector<MoveAnalysisRow>& rows,
                              const std::vector<int>& seats, const AnalysisThresholds& thresholds) {
    AnalysisResult result;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        AnalysedMove move;
        move.seat = i < seats.size() ? seats[i] : 0;
        move.winPlayed = rows[i].winPlayed;
        move.winBest = rows[i].winBest;
        move.playedStdError = rows[i].playedStdError.value_or(0.0);
        move.bestStdError = rows[i].bestStdError.value_or(0.0);
        move.playedProven = rows[i].playedProven;
        move.bestProven = rows[i].bestProven;
        move.loss = std::max(0.0, move.winBest - move.winPlayed);
        move.label = labelFor(move.loss, thresholds);
        result.moves.push_back(move);
        result.analysed.push_back(true);
    }
    return result;
}

} // namespace pb::db
