#include "db/analysis_store.h"

#include "db/database.h"
#include "db/sql_helpers.h"
#include "db/transaction.h"

namespace pb::db {

using Kind = StoreError::Kind;

void AnalysisStore::saveGameAnalysis(qint64 gameId, const std::vector<MoveAnalysisRow>& rows) {
    const QString what = QStringLiteral("saving the analysis of game %1").arg(gameId);
    for (const MoveAnalysisRow& row : rows) {
        const auto badError = [](const std::optional<double>& error) {
            return error && !(*error >= 0.0);
        };
        if (row.iterations < 1 || !(row.winPlayed >= 0.0 && row.winPlayed <= 1.0) ||
            !(row.winBest >= 0.0 && row.winBest <= 1.0) || badError(row.playedStdError) ||
            badError(row.bestStdError))
            throw sql::error(db_.path(), Kind::InvalidValue,
                             QStringLiteral("%1: move %2 has a win chance outside 0..1, a "
                                            "negative standard error or no search budget")
                                 .arg(what)
                                 .arg(row.moveId));
    }
    Transaction transaction(db_, what);
    QSqlQuery insert = sql::prepare(
        db_,
        QStringLiteral("INSERT OR REPLACE INTO move_analysis (move_id, iterations, best_decision, "
                       "best_text, win_played, win_best, analysed_at, played_std_error, "
                       "best_std_error, played_proven, best_proven) SELECT id, :iterations, "
                       ":best, :text, :played, :win_best, :at, :played_error, :best_error, "
                       ":played_proven, :best_proven FROM moves WHERE id = :move AND "
                       "game_id = :game"),
        what);
    const QString at = sql::now();
    for (const MoveAnalysisRow& row : rows) {
        insert.bindValue(QStringLiteral(":iterations"), row.iterations);
        insert.bindValue(QStringLiteral(":best"), sql::jsonToText(row.bestDecision));
        insert.bindValue(QStringLiteral(":text"), sql::text(row.bestText));
        insert.bindValue(QStringLiteral(":played"), row.winPlayed);
        insert.bindValue(QStringLiteral(":win_best"), row.winBest);
        insert.bindValue(QStringLiteral(":at"), at);
        const auto optional = [](const std::optional<double>& value) {
            return value ? QVariant(*value) : QVariant(QMetaType::fromType<double>());
        };
        insert.bindValue(QStringLiteral(":played_error"), optional(row.playedStdError));
        insert.bindValue(QStringLiteral(":best_error"), optional(row.bestStdError));
        insert.bindValue(QStringLiteral(":played_proven"), row.playedProven ? 1 : 0);
        insert.bindValue(QStringLiteral(":best_proven"), row.bestProven ? 1 : 0);
        insert.bindValue(QStringLiteral(":move"), row.moveId);
        insert.bindValue(QStringLiteral(":game"), gameId);
        sql::exec(db_, insert, what);
        if (insert.numRowsAffected() != 1)
            throw sql::error(
                db_.path(), Kind::NotFound,
                QStringLiteral("%1: move %2 is not a move of that game").arg(what).arg(row.moveId));
    }
    transaction.commit();
}

std::vector<MoveAnalysisRow> AnalysisStore::gameAnalysis(qint64 gameId) const {
    const QString what = QStringLiteral("reading the analysis of game %1").arg(gameId);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("SELECT a.move_id, a.iterations, a.best_decision, a.best_text, "
                       "a.win_played, a.win_best, a.analysed_at, a.played_std_error, "
                       "a.best_std_error, a.played_proven, a.best_proven FROM move_analysis a "
                       "JOIN moves m ON m.id = a.move_id WHERE m.game_id = :game ORDER BY m.idx"),
        what);
    query.bindValue(QStringLiteral(":game"), gameId);
    sql::exec(db_, query, what);
    std::vector<MoveAnalysisRow> rows;
    while (query.next()) {
        MoveAnalysisRow row;
        row.moveId = query.value(0).toLongLong();
        row.iterations = query.value(1).toInt();
        row.bestDecision = sql::jsonFromText(db_, query.value(2), QStringLiteral("best_decision"));
        row.bestText = query.value(3).toString();
        row.winPlayed = query.value(4).toDouble();
        row.winBest = query.value(5).toDouble();
        row.analysedAt = sql::timeFromText(query.value(6));
        if (!query.value(7).isNull())
            row.playedStdError = query.value(7).toDouble();
        if (!query.value(8).isNull())
            row.bestStdError = query.value(8).toDouble();
        row.playedProven = query.value(9).toInt() != 0;
        row.bestProven = query.value(10).toInt() != 0;
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace pb::db
