#pragma once

#include <QDateTime>
#include <QString>
#include <QtGlobal>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace pb::db {

class Database;

// The second opinion on one logged decision (pb::analyseMoves): what the search
// preferred and the deciding seat's estimated win chances.
struct MoveAnalysisRow {
    qint64 moveId = 0;
    int iterations = 0;
    nlohmann::json bestDecision; // State::decisionToJson
    QString bestText;            // State::decisionToText (English, as the log's text)
    double winPlayed = 0.0;
    double winBest = 0.0;
    QDateTime analysedAt; // UTC; set by the store when saved
    // The standard errors of the two chances (AnalysedMove), unknown for an
    // analysis stored before they were kept; and whether each was proven.
    std::optional<double> playedStdError;
    std::optional<double> bestStdError;
    bool playedProven = false;
    bool bestProven = false;
    // Stored with its uncertainty: an analysis without it predates the
    // calibrated win chance and is made again rather than reused.
    bool hasUncertainty() const { return playedStdError && bestStdError; }
};

// The move_analysis table: a game's analysis is computed once and kept with it.
// saveGameAnalysis writes a batch of rows in one transaction: on failure the
// earlier analysis (or none) is left as it was and StoreError says why.
class AnalysisStore {
public:
    explicit AnalysisStore(Database& db) : db_(db) {}

    // Stores `rows`, each replacing the earlier analysis of its move (the moves a
    // batch does not name keep theirs). Each must name a move of game `gameId`
    // (StoreError NotFound otherwise; InvalidValue for a chance outside 0..1 or
    // a budget below 1).
    void saveGameAnalysis(qint64 gameId, const std::vector<MoveAnalysisRow>& rows);
    // The game's analysis rows in log order (empty when it was never analysed).
    std::vector<MoveAnalysisRow> gameAnalysis(qint64 gameId) const;

private:
    Database& db_;
};

} // namespace pb::db
