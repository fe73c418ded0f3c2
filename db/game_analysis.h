#pragma once

#include "db/analysis_store.h"
#include "db/game_store.h"
#include "sim/move_analysis.h"

#include <memory>
#include <vector>

namespace pb {
class State;
}

namespace pb::db {

class GameReplay;

// The positions of a logged game to give a second opinion on, shared by
// `playbench-cli analyse` and the Review page so both analyse the same moves
// and store the same rows: every decision a person made (every seat's with
// `allSeats`), chance and undo rows left out. The plan owns copies of the
// positions, so it can be analysed on worker threads after the replay is gone.
struct GameAnalysisPlan {
    std::vector<std::unique_ptr<pb::State>> positions; // the state before each decision
    std::vector<MoveRow> moves;                        // the logged row of each
    std::vector<AnalysisRequest> requests;             // into `positions`
    int players = 0;
};

// `states[i]` is the state after i rows of `replay` (GameReplay::states).
// A logged decision that does not read throws (PlaybenchError).
GameAnalysisPlan planGameAnalysis(const GameReplay& replay,
                                  const std::vector<std::unique_ptr<pb::State>>& states,
                                  bool allSeats);

// The rows to store for a finished (not cancelled) analysis of `plan`.
std::vector<MoveAnalysisRow> analysisRows(const GameAnalysisPlan& plan,
                                          const AnalysisResult& result, int iterations);

// A stored analysis read back as analyseMoves gave it (seat, chances, label
// under `thresholds`), for dramaCurve and for labels under other thresholds:
// `seats[i]` is the deciding seat of `rows[i]`.
AnalysisResult storedAnalysis(const std::vector<MoveAnalysisRow>& rows,
                              const std::vector<int>& seats, const AnalysisThresholds& thresholds);

} // namespace pb::db
