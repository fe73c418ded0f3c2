#include "db/design_store.h"

#include "db/database.h"
#include "db/script_store.h"
#include "db/sql_helpers.h"
#include "db/transaction.h"
#include "script/script_ruleset.h"

namespace pb::db {

namespace {

using Kind = StoreError::Kind;

const QString kColumns =
    QStringLiteral("id, name, ruleset, params, setup, notes, created_at, updated_at, script_hash");

// `keepDamaged`: a row whose JSON does not read comes back with `damage` set
// instead of throwing (list(); get() throws).
DesignRow readDesign(const Database& db, const QSqlQuery& query, bool keepDamaged = false) {
    DesignRow row;
    row.id = query.value(0).toLongLong();
    const QString field = QStringLiteral("design %1 ").arg(row.id);
    row.name = query.value(1).toString();
    row.ruleset = query.value(2).toString();
    auto json = [&](int column, const QString& name) -> nlohmann::json {
        try {
            nlohmann::json value = sql::jsonFromText(db, query.value(column), field + name);
            if (name == QLatin1String("params") && !value.is_object())
                throw sql::error(db.path(), Kind::Corrupt,
                                 field + QStringLiteral("params is not a JSON object"));
            return value;
        } catch (const StoreError&) {
            if (!keepDamaged)
                throw;
            if (row.damagedColumn.isEmpty())
                row.damagedColumn = name;
            return nullptr;
        }
    };
    row.params = json(3, QStringLiteral("params"));
    row.setup = json(4, QStringLiteral("setup"));
    if (!row.damagedColumn.isEmpty()) {
        row.params = nlohmann::json::object();
        row.setup = nullptr;
    }
    row.notes = query.value(5).toString();
    row.createdAt = sql::timeFromText(query.value(6));
    row.updatedAt = sql::timeFromText(query.value(7));
    row.scriptHash = query.value(8).toString();
    return row;
}

void checkDesign(const Database& db, const DesignRow& design) {
    if (design.name.trimmed().isEmpty())
        throw sql::error(db.path(), Kind::InvalidValue, QStringLiteral("a design needs a name"));
    if (design.ruleset.isEmpty())
        throw sql::error(db.path(), Kind::InvalidValue,
                         QStringLiteral("design '%1' needs a ruleset").arg(design.name));
    if (!design.params.is_object())
        throw sql::error(
            db.path(), Kind::InvalidValue,
            QStringLiteral("the parameters of design '%1' must be a JSON object").arg(design.name));
}

[[noreturn]] void notFound(const Database& db, qint64 id) {
    throw sql::error(db.path(), Kind::NotFound, QStringLiteral("design %1 does not exist").arg(id));
}

} // namespace

// Each write below is one autocommitted statement:
// on failure nothing changes, earlier data is intact and StoreError says why.

qint64 DesignStore::create(const DesignRow& design) {
    checkDesign(db_, design);
    const QString what = QStringLiteral("creating design '%1'").arg(design.name);
    const QString script = sql::storeScriptFor(db_, design.ruleset, design.scriptHash);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("INSERT INTO designs (name, ruleset, params, setup, notes, created_at, "
                       "updated_at, script_hash) VALUES (:name, :ruleset, :params, :setup, "
                       ":notes, :created, :updated, :script)"),
        what);
    query.bindValue(QStringLiteral(":script"), sql::optionalText(script));
    const QString now = sql::now();
    query.bindValue(QStringLiteral(":name"), sql::text(design.name.trimmed()));
    query.bindValue(QStringLiteral(":ruleset"), sql::text(design.ruleset));
    query.bindValue(QStringLiteral(":params"), sql::jsonToText(design.params));
    query.bindValue(QStringLiteral(":setup"), sql::nullableJson(design.setup));
    query.bindValue(QStringLiteral(":notes"), sql::text(design.notes));
    query.bindValue(QStringLiteral(":created"), now);
    query.bindValue(QStringLiteral(":updated"), now);
    sql::exec(db_, query, what);
    return query.lastInsertId().toLongLong();
}

void DesignStore::update(const DesignRow& design) {
    checkDesign(db_, design);
    const QString what = QStringLiteral("updating design %1").arg(design.id);
    const QString script = sql::storeScriptFor(db_, design.ruleset, design.scriptHash);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("UPDATE designs SET name = :name, ruleset = :ruleset, params = :params, "
                       "setup = :setup, notes = :notes, updated_at = :updated, "
                       "script_hash = :script WHERE id = :id"),
        what);
    query.bindValue(QStringLiteral(":script"), sql::optionalText(script));
    query.bindValue(QStringLiteral(":name"), sql::text(design.name.trimmed()));
    query.bindValue(QStringLiteral(":ruleset"), sql::text(design.ruleset));
    query.bindValue(QStringLiteral(":params"), sql::jsonToText(design.params));
    query.bindValue(QStringLiteral(":setup"), sql::nullableJson(design.setup));
    query.bindValue(QStringLiteral(":notes"), sql::text(design.notes));
    query.bindValue(QStringLiteral(":updated"), sql::now());
    query.bindValue(QStringLiteral(":id"), design.id);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        notFound(db_, design.id);
}

void DesignStore::rename(qint64 id, const QString& name) {
    if (name.trimmed().isEmpty())
        throw sql::error(db_.path(), Kind::InvalidValue, QStringLiteral("a design needs a name"));
    const QString what = QStringLiteral("renaming design %1").arg(id);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("UPDATE designs SET name = :name, updated_at = :updated WHERE id = :id"),
        what);
    query.bindValue(QStringLiteral(":name"), sql::text(name.trimmed()));
    query.bindValue(QStringLiteral(":updated"), sql::now());
    query.bindValue(QStringLiteral(":id"), id);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        notFound(db_, id);
}

void DesignStore::setScript(qint64 id, const pb::script::ScriptRuleset& version) {
    const QString ruleset = QString::fromUtf8(version.id().data(), qsizetype(version.id().size()));
    const QString what = QStringLiteral("giving design %1 version %2 of %3")
                             .arg(id)
                             .arg(QString::fromStdString(version.scriptHash()), ruleset);
    Transaction transaction(db_, what);
    const QString hash = ScriptStore(db_).put(version);
    QSqlQuery query = sql::prepare(db_,
                                   QStringLiteral("UPDATE designs SET script_hash = :script, "
                                                  "updated_at = :updated WHERE id = :id AND "
                                                  "ruleset = :ruleset"),
                                   what);
    query.bindValue(QStringLiteral(":script"), hash);
    query.bindValue(QStringLiteral(":updated"), sql::now());
    query.bindValue(QStringLiteral(":id"), id);
    query.bindValue(QStringLiteral(":ruleset"), ruleset);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0) {
        const std::optional<DesignRow> design = get(id);
        if (!design)
            notFound(db_, id);
        throw sql::error(db_.path(), Kind::InvalidValue,
                         QStringLiteral("%1: the design plays %2").arg(what, design->ruleset));
    }
    transaction.commit();
}

qint64 DesignStore::duplicate(qint64 id, const QString& newName) {
    if (newName.trimmed().isEmpty())
        throw sql::error(db_.path(), Kind::InvalidValue, QStringLiteral("a design needs a name"));
    const QString what = QStringLiteral("duplicating design %1").arg(id);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("INSERT INTO designs (name, ruleset, params, setup, notes, created_at, "
                       "updated_at, script_hash) SELECT :name, ruleset, params, setup, notes, "
                       ":created, :updated, script_hash FROM designs WHERE id = :id"),
        what);
    const QString now = sql::now();
    query.bindValue(QStringLiteral(":name"), sql::text(newName.trimmed()));
    query.bindValue(QStringLiteral(":created"), now);
    query.bindValue(QStringLiteral(":updated"), now);
    query.bindValue(QStringLiteral(":id"), id);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        notFound(db_, id);
    return query.lastInsertId().toLongLong();
}

void DesignStore::remove(qint64 id) {
    const QString what = QStringLiteral("deleting design %1").arg(id);
    QSqlQuery query = sql::prepare(db_, QStringLiteral("DELETE FROM designs WHERE id = :id"), what);
    query.bindValue(QStringLiteral(":id"), id);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        notFound(db_, id);
}

std::optional<DesignRow> DesignStore::get(qint64 id) const {
    const QString what = QStringLiteral("reading design %1").arg(id);
    QSqlQuery query = sql::prepare(
        db_, QStringLiteral("SELECT %1 FROM designs WHERE id = :id").arg(kColumns), what);
    query.bindValue(QStringLiteral(":id"), id);
    sql::exec(db_, query, what);
    if (!query.next()) {
        if (query.lastError().isValid())
            sql::fail(db_, what, query.lastError());
        return std::nullopt;
    }
    return readDesign(db_, query);
}

std::vector<DesignRow> DesignStore::list() const {
    const QString what = QStringLiteral("listing designs");
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("SELECT %1 FROM designs ORDER BY name COLLATE NOCASE, id").arg(kColumns),
        what);
    query.setForwardOnly(true);
    sql::exec(db_, query, what);
    std::vector<DesignRow> rows;
    while (query.next())
        rows.push_back(readDesign(db_, query, true));
    if (query.lastError().isValid())
        sql::fail(db_, what, query.lastError());
    return rows;
}

} // namespace pb::db
