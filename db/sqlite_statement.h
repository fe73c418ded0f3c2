#pragma once

#include <QString>
#include <cstdint>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace pb::db {

class Database;

// A statement prepared on the SQLite handle under the database's Qt connection,
// for the store's bulk inserts: positional binds of UTF-8 text and integers with
// no QVariant or QString in between (QSqlResult::bindValue builds a QString
// name for every positional value, and text goes through UTF-16 both ways).
// It takes part in whatever transaction the connection has open. Use from the
// connection's thread; finalized by the destructor. Internal to the store.
class SqliteStatement {
public:
    // Throws StoreError if the connection is not SQLite or the SQL is bad.
    SqliteStatement(const Database& db, std::string_view sql, QString what);
    ~SqliteStatement();

    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    // 1-based positions, as in SQL. Text is not copied: it must stay valid
    // until step() returns.
    void bind(int position, std::int64_t value);
    void bind(int position, std::string_view text);
    void bindNull(int position);

    // Executes the statement once (an INSERT or UPDATE) and resets it for the
    // next binds; throws StoreError with the store's usual wording on failure.
    void step();
    std::int64_t lastInsertId() const;

private:
    [[noreturn]] void fail(int code) const;

    const Database& db_;
    QString what_;
    sqlite3* handle_ = nullptr;
    sqlite3_stmt* statement_ = nullptr;
};

// Whether the connection has a transaction open. SQLite ends one by itself when
// a statement fails with SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM or an
// interrupt, so a later ROLLBACK would fail with "no transaction is active".
bool hasOpenTransaction(const Database& db);

} // namespace pb::db
