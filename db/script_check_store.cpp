#include "db/script_check_store.h"

#include "check/check_report.h"
#include "db/database.h"
#include "db/script_store.h"
#include "db/sql_helpers.h"
#include "db/transaction.h"
#include "script/script_ruleset.h"

namespace pb::db {

void ScriptCheckStore::put(const pb::script::ScriptRuleset& script,
                           const pb::check::CheckReport& report) {
    const QString hash = QString::fromStdString(script.scriptHash());
    const QString what = QStringLiteral("storing the check of script %1 (%2)")
                             .arg(QString::fromStdString(script.fileName()), hash);
    if (report.stopped)
        throw sql::error(db_.path(), StoreError::Kind::InvalidValue,
                         QStringLiteral("%1: the check was stopped before its end").arg(what));
    Transaction transaction(db_, what);
    ScriptStore(db_).put(script);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("INSERT OR REPLACE INTO script_checks (hash, passed, games, decisions, "
                       "report_json, checked_at) VALUES (:hash, :passed, :games, :decisions, "
                       ":report, :checked)"),
        what);
    query.bindValue(QStringLiteral(":hash"), hash);
    query.bindValue(QStringLiteral(":passed"), report.ok() ? 1 : 0);
    query.bindValue(QStringLiteral(":games"), report.games);
    query.bindValue(QStringLiteral(":decisions"), qint64(report.decisions));
    query.bindValue(QStringLiteral(":report"), sql::jsonToText(report.toJson()));
    query.bindValue(QStringLiteral(":checked"), sql::now());
    sql::exec(db_, query, what);
    transaction.commit();
}

std::optional<ScriptCheckRow> ScriptCheckStore::get(const QString& hash) const {
    const QString what = QStringLiteral("reading the check of script %1").arg(hash);
    QSqlQuery query =
        sql::prepare(db_,
                     QStringLiteral("SELECT hash, passed, games, decisions, report_json, "
                                    "checked_at FROM script_checks WHERE hash = :hash"),
                     what);
    query.bindValue(QStringLiteral(":hash"), hash);
    sql::exec(db_, query, what);
    if (!query.next()) {
        if (query.lastError().isValid())
            sql::fail(db_, what, query.lastError());
        return std::nullopt;
    }
    ScriptCheckRow row;
    row.hash = query.value(0).toString();
    row.passed = query.value(1).toInt() != 0;
    row.games = query.value(2).toInt();
    row.decisions = query.value(3).toLongLong();
    row.report =
        sql::jsonFromText(db_, query.value(4), QStringLiteral("script_checks.report_json"));
    row.checkedAt = sql::timeFromText(query.value(5));
    return row;
}

} // namespace pb::db
