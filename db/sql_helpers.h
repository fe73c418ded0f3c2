#pragma once

#include "db/store_error.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>

// Internal helpers of the store: statements that throw StoreError, and the
// conversions between stored text and values.
namespace pb::db {

class Database;

namespace sql {

// A StoreError whose message is "<file>: <text>".
StoreError error(const QString& path, StoreError::Kind kind, const QString& text);

// The kind and wording of a SQLite failure, from its result code.
StoreError::Kind kindOf(const QSqlError& error);
QString describe(const QSqlError& error, int busyTimeoutMs);

// "<file>: <what>: <problem>" for a failed statement.
[[noreturn]] void fail(const Database& db, const QString& what, const QSqlError& error);

// A prepared statement on the database's connection; throws StoreError.
QSqlQuery prepare(const Database& db, const QString& statement, const QString& what);
// Executes a prepared statement; throws StoreError.
void exec(const Database& db, QSqlQuery& query, const QString& what);
// Prepares and executes a statement without parameters (pragmas, DDL).
QSqlQuery run(const Database& db, const QString& statement, const QString& what);

// A QString for a NOT NULL text column: a null QString binds as SQL NULL, so
// it becomes "".
QString text(const QString& value);

QString now();
QString timeToText(const QDateTime& time);
QDateTime timeFromText(const QVariant& value);

QString jsonToText(const nlohmann::json& json);
// NULL gives null; text that is not JSON throws StoreError (Corrupt) naming `field`.
nlohmann::json jsonFromText(const Database& db, const QVariant& value, const QString& field);
// A stored JSON null is written as SQL NULL.
QVariant nullableJson(const nlohmann::json& json);

QString seedToText(std::uint64_t seed);
std::uint64_t seedFromText(const Database& db, const QVariant& value, const QString& field);

nlohmann::json stringsToJson(const QStringList& strings);
QStringList stringsFromJson(const nlohmann::json& json);

QVariant optionalId(const std::optional<qint64>& id);
// An empty QString (a row of a built-in ruleset names no script) as SQL NULL.
QVariant optionalText(const QString& value);
std::optional<qint64> idFromVariant(const QVariant& value);

} // namespace sql
} // namespace pb::db
