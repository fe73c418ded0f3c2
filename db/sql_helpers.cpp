#include "db/sql_helpers.h"

#include "db/database.h"

#include <QSqlDatabase>

namespace pb::db::sql {

namespace {

// SQLite primary result codes (the low byte of an extended code).
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteIoErr = 10;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteFull = 13;
constexpr int kSqliteCantOpen = 14;
constexpr int kSqliteConstraint = 19;
constexpr int kSqliteNotADb = 26;

int resultCode(const QSqlError& error) {
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xFF) : -1;
}

} // namespace

StoreError error(const QString& path, StoreError::Kind kind, const QString& text) {
    return StoreError(kind, (path + QStringLiteral(": ") + text).toStdString());
}

StoreError::Kind kindOf(const QSqlError& error) {
    switch (resultCode(error)) {
    case kSqliteBusy:
    case kSqliteLocked:
        return StoreError::Kind::Locked;
    case kSqliteReadOnly:
        return StoreError::Kind::ReadOnly;
    case kSqliteCorrupt:
        return StoreError::Kind::Corrupt;
    case kSqliteNotADb:
        return StoreError::Kind::NotADatabase;
    case kSqliteConstraint:
        return StoreError::Kind::InvalidValue;
    default:
        return StoreError::Kind::Failed;
    }
}

QString describe(const QSqlError& error, int busyTimeoutMs) {
    const QString detail = error.driverText().isEmpty()     ? error.databaseText()
                           : error.databaseText().isEmpty() ? error.driverText()
                                                            : error.databaseText();
    switch (resultCode(error)) {
    case kSqliteBusy:
    case kSqliteLocked:
        return QStringLiteral("the database is locked by another connection (gave up after %1 ms)")
            .arg(busyTimeoutMs);
    case kSqliteReadOnly:
        return QStringLiteral("the database is read-only (%1)").arg(detail);
    case kSqliteCorrupt:
        return QStringLiteral("the database file is corrupt or truncated (%1)").arg(detail);
    case kSqliteNotADb:
        return QStringLiteral("not a SQLite database (%1)").arg(detail);
    case kSqliteFull:
        return QStringLiteral("the disk is full (%1)").arg(detail);
    case kSqliteIoErr:
        return QStringLiteral("input/output error (%1)").arg(detail);
    case kSqliteCantOpen:
        return QStringLiteral("cannot open the file (%1)").arg(detail);
    case kSqliteConstraint:
        return QStringLiteral("refused by a constraint (%1)").arg(detail);
    default:
        return detail.isEmpty() ? QStringLiteral("unknown SQLite error") : detail;
    }
}

void fail(const Database& db, const QString& what, const QSqlError& sqlError) {
    throw error(db.path(), kindOf(sqlError),
                what + QStringLiteral(": ") + describe(sqlError, db.busyTimeoutMs()));
}

QSqlQuery prepare(const Database& db, const QString& statement, const QString& what) {
    QSqlQuery query(db.connection());
    if (!query.prepare(statement))
        fail(db, what, query.lastError());
    return query;
}

void exec(const Database& db, QSqlQuery& query, const QString& what) {
    if (!query.exec())
        fail(db, what, query.lastError());
}

QSqlQuery run(const Database& db, const QString& statement, const QString& what) {
    QSqlQuery query = prepare(db, statement, what);
    exec(db, query, what);
    return query;
}

QString text(const QString& value) {
    return value.isNull() ? QStringLiteral("") : value;
}

QString now() {
    return timeToText(QDateTime::currentDateTimeUtc());
}

QString timeToText(const QDateTime& time) {
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime timeFromText(const QVariant& value) {
    if (value.isNull())
        return {};
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return time.toUTC();
}

QString jsonToText(const nlohmann::json& json) {
    // Invalid UTF-8 in a string is replaced rather than thrown: the store never
    // fails on text a ruleset produced.
    return QString::fromStdString(
        json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

nlohmann::json jsonFromText(const Database& db, const QVariant& value, const QString& field) {
    if (value.isNull())
        return nullptr;
    const QByteArray text = value.toString().toUtf8();
    nlohmann::json json = nlohmann::json::parse(text.constBegin(), text.constEnd(), nullptr, false);
    if (json.is_discarded())
        throw error(db.path(), StoreError::Kind::Corrupt,
                    QStringLiteral("%1 is not valid JSON").arg(field));
    return json;
}

QVariant nullableJson(const nlohmann::json& json) {
    if (json.is_null())
        return QVariant(QMetaType::fromType<QString>());
    return jsonToText(json);
}

QString seedToText(std::uint64_t seed) {
    return QString::number(quint64(seed));
}

std::uint64_t seedFromText(const Database& db, const QVariant& value, const QString& field) {
    bool ok = false;
    const quint64 seed = value.toString().toULongLong(&ok);
    if (!ok)
        throw error(db.path(), StoreError::Kind::Corrupt,
                    QStringLiteral("%1 is not an unsigned 64-bit number").arg(field));
    return seed;
}

nlohmann::json stringsToJson(const QStringList& strings) {
    nlohmann::json array = nlohmann::json::array();
    for (const QString& s : strings)
        array.push_back(s.toStdString());
    return array;
}

QStringList stringsFromJson(const nlohmann::json& json) {
    QStringList strings;
    if (!json.is_array())
        return strings;
    for (const nlohmann::json& item : json)
        strings << (item.is_string() ? QString::fromStdString(item.get<std::string>())
                                     : QString::fromStdString(item.dump()));
    return strings;
}

QVariant optionalId(const std::optional<qint64>& id) {
    return id ? QVariant(*id) : QVariant(QMetaType::fromType<qint64>());
}

QVariant optionalText(const QString& value) {
    return value.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(value);
}

std::optional<qint64> idFromVariant(const QVariant& value) {
    if (value.isNull())
        return std::nullopt;
    return value.toLongLong();
}

} // namespace pb::db::sql
