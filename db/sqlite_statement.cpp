#include "db/sqlite_statement.h"

#include "db/database.h"
#include "db/sql_helpers.h"

#include <QSqlDriver>

#if __has_include(<sqlite3.h>)
#include <sqlite3.h>
#else
// The few calls used here, as declared by sqlite3.h (a stable C ABI), for
// machines without the SQLite headers: the library itself is the one Qt's
// QSQLITE driver loads.
extern "C" {
int sqlite3_prepare_v2(sqlite3*, const char*, int, sqlite3_stmt**, const char**);
int sqlite3_bind_int64(sqlite3_stmt*, int, long long);
int sqlite3_bind_text(sqlite3_stmt*, int, const char*, int, void (*)(void*));
int sqlite3_bind_null(sqlite3_stmt*, int);
int sqlite3_step(sqlite3_stmt*);
int sqlite3_reset(sqlite3_stmt*);
int sqlite3_finalize(sqlite3_stmt*);
int sqlite3_extended_errcode(sqlite3*);
const char* sqlite3_errmsg(sqlite3*);
long long sqlite3_last_insert_rowid(sqlite3*);
}
#define SQLITE_OK 0
#define SQLITE_DONE 101
#define SQLITE_STATIC nullptr
#endif

namespace pb::db {

namespace {

sqlite3* handleOf(const Database& db, const QString& what) {
    const QVariant handle = db.connection().driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        throw sql::error(db.path(), StoreError::Kind::Failed,
                         QStringLiteral("%1: the connection is not a SQLite handle").arg(what));
    sqlite3* raw = *static_cast<sqlite3* const*>(handle.constData());
    if (!raw)
        throw sql::error(db.path(), StoreError::Kind::Failed,
                         QStringLiteral("%1: the connection is closed").arg(what));
    return raw;
}

} // namespace

SqliteStatement::SqliteStatement(const Database& db, std::string_view sql, QString what)
    : db_(db), what_(std::move(what)), handle_(handleOf(db, what_)) {
    const int code =
        sqlite3_prepare_v2(handle_, sql.data(), static_cast<int>(sql.size()), &statement_, nullptr);
    if (code != SQLITE_OK)
        fail(code);
}

SqliteStatement::~SqliteStatement() {
    sqlite3_finalize(statement_);
}

void SqliteStatement::bind(int position, std::int64_t value) {
    if (const int code = sqlite3_bind_int64(statement_, position, value); code != SQLITE_OK)
        fail(code);
}

void SqliteStatement::bind(int position, std::string_view text) {
    if (const int code = sqlite3_bind_text(statement_, position, text.data(),
                                           static_cast<int>(text.size()), SQLITE_STATIC);
        code != SQLITE_OK)
        fail(code);
}

void SqliteStatement::bindNull(int position) {
    if (const int code = sqlite3_bind_null(statement_, position); code != SQLITE_OK)
        fail(code);
}

void SqliteStatement::step() {
    const int code = sqlite3_step(statement_);
    if (code != SQLITE_DONE) {
        // The extended code and message describe the step; reset only after reading them.
        const int extended = sqlite3_extended_errcode(handle_);
        const QString message = QString::fromUtf8(sqlite3_errmsg(handle_));
        sqlite3_reset(statement_);
        sql::fail(db_, what_,
                  QSqlError(QString(), message, QSqlError::StatementError,
                            QString::number(extended ? extended : code)));
    }
    sqlite3_reset(statement_);
}

std::int64_t SqliteStatement::lastInsertId() const {
    return sqlite3_last_insert_rowid(handle_);
}

void SqliteStatement::fail(int code) const {
    const int extended = sqlite3_extended_errcode(handle_);
    sql::fail(db_, what_,
              QSqlError(QString(), QString::fromUtf8(sqlite3_errmsg(handle_)),
                        QSqlError::StatementError, QString::number(extended ? extended : code)));
}

bool hasOpenTransaction(const Database& db) {
    return sqlite3_get_autocommit(handleOf(db, QStringLiteral("checking for a transaction"))) == 0;
}

} // namespace pb::db
