#include "db/transaction.h"

#include "db/database.h"
#include "db/sql_helpers.h"
#include "db/sqlite_statement.h"
#include "db/store_logging.h"

namespace pb::db {

Transaction::Transaction(const Database& db, QString what, Lock lock)
    : db_(db), what_(std::move(what)) {
    sql::run(db_, lock == Lock::Write ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN"),
             what_);
    open_ = true;
}

Transaction::~Transaction() {
    if (!open_)
        return;
    try {
        if (!hasOpenTransaction(db_)) {
            qCDebug(lcStore) << "SQLite already rolled back:" << what_;
            return;
        }
    } catch (const StoreError&) {
        // The connection is gone: there is nothing left to roll back.
        return;
    }
    QSqlQuery rollback(db_.connection());
    if (!rollback.exec(QStringLiteral("ROLLBACK")))
        qCWarning(lcStore) << "Rollback failed while" << what_ << ":"
                           << rollback.lastError().text();
    else
        qCDebug(lcStore) << "Rolled back:" << what_;
}

void Transaction::commit() {
    QSqlQuery commit(db_.connection());
    if (!commit.exec(QStringLiteral("COMMIT"))) {
        const QSqlError error = commit.lastError();
        sql::fail(db_, what_, error); // the destructor rolls back
    }
    open_ = false;
}

} // namespace pb::db
