#include "db/analysis_store.h"

#include "db/database.h"
#include "db/sql_helpers.h"
#include "db/transaction.h"

namespace pb::db {

using Kind = StoreError::Kind;

void AnalysisStore::saveGameAnalysis(qint64 gameId, const std::vector<MoveAnalysisRow>& rows) {
    const QString what = QStringLiteral("saving the analysis of game %1").arg(gameId);
    for (const MoveAnalysisRow& row : rows) {
        if (row.iterations < 1 || !(row.winPlayed >= 0.0 && row.winPlayed <= 1.0) ||
            !(row.winBest >= 0.0 && row.winBest <= 1.0))
            throw sql::error(db_.path(), Kind::InvalidValue,
                             QStringLiteral("%1: move %2 has a win chance outside 0..1 or no "
                                            "search budget")
                                 .arg(what)
                                 .arg(row.moveId));
    }
    Transaction transaction(db_, what);
    QSqlQuery insert = sql::prepare(
        db_,
        QStringLiteral("INSERT OR REPLACE INTO move_analysis (move_id, iterations, best_decision, best_text, "
                       "win_played, win_best, analysed_at) SELECT id, :iterations, :best, "
                       ":text, :played, :win_best, :at FROM moves WHERE id = :move AND "
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
                       "a.win_played, a.win_best, a.analysed_at FROM move_analysis a "
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
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace pb::db
