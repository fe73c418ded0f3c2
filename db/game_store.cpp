#include "db/game_store.h"

#include "db/database.h"
#include "db/script_store.h"
#include "db/sql_helpers.h"
#include "sim/game_record.h"

#include <QHash>

namespace pb::db {

namespace {

using Kind = StoreError::Kind;

const QString kGameColumns = QStringLiteral(
    "g.id, g.design_id, g.ruleset, g.params, g.players, g.seats, g.seed, g.initial_state, "
    "g.status, g.result, g.started_at, g.ended_at, g.run_id, g.game_index, "
    "(SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id), "
    "(SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id AND m.annotation <> ''), "
    "g.script_hash");

// `keepDamaged`: a row a column of which does not read comes back with
// `damagedColumn` set instead of throwing (listGames(); game() throws).
GameRow readGame(const Database& db, const QSqlQuery& query, bool keepDamaged = false) {
    GameRow row;
    row.id = query.value(0).toLongLong();
    const QString field = QStringLiteral("game %1 ").arg(row.id);
    auto read = [&](const QString& column, auto&& value) {
        try {
            value(field + column);
        } catch (const StoreError&) {
            if (!keepDamaged)
                throw;
            if (row.damagedColumn.isEmpty())
                row.damagedColumn = column;
        }
    };
    row.designId = sql::idFromVariant(query.value(1));
    row.ruleset = query.value(2).toString();
    read(QStringLiteral("params"),
         [&](const QString& f) { row.params = sql::jsonFromText(db, query.value(3), f); });
    row.players = query.value(4).toInt();
    read(QStringLiteral("seats"), [&](const QString& f) {
        row.seats = sql::stringsFromJson(sql::jsonFromText(db, query.value(5), f));
    });
    read(QStringLiteral("seed"),
         [&](const QString& f) { row.seed = sql::seedFromText(db, query.value(6), f); });
    read(QStringLiteral("initial_state"),
         [&](const QString& f) { row.initialState = sql::jsonFromText(db, query.value(7), f); });
    row.status = gameStatusFromString(query.value(8).toString()).value_or(GameStatus::Running);
    read(QStringLiteral("result"),
         [&](const QString& f) { row.result = sql::jsonFromText(db, query.value(9), f); });
    row.startedAt = sql::timeFromText(query.value(10));
    row.endedAt = sql::timeFromText(query.value(11));
    row.runId = sql::idFromVariant(query.value(12));
    row.gameIndex = sql::idFromVariant(query.value(13));
    row.moveCount = query.value(14).toInt();
    row.annotatedMoves = query.value(15).toInt();
    row.scriptHash = query.value(16).toString();
    return row;
}

// Why an append to `gameId` changed no row: the game is missing or has ended.
[[noreturn]] void refuseAppend(const Database& db, qint64 gameId, const QString& what) {
    QSqlQuery query =
        sql::prepare(db, QStringLiteral("SELECT status FROM games WHERE id = :id"), what);
    query.bindValue(QStringLiteral(":id"), gameId);
    sql::exec(db, query, what);
    if (!query.next())
        throw sql::error(db.path(), Kind::NotFound,
                         QStringLiteral("%1: game %2 does not exist").arg(what).arg(gameId));
    const QString status = query.value(0).toString();
    if (status != toString(GameStatus::Running))
        throw sql::error(
            db.path(), Kind::InvalidValue,
            QStringLiteral("%1: game %2 is %3, not running").arg(what).arg(gameId).arg(status));
    throw sql::error(
        db.path(), Kind::InvalidValue,
        QStringLiteral("%1: game %2 has no decision left to take back (or fewer than the undo "
                       "takes back)")
            .arg(what)
            .arg(gameId));
}

int indexOfMove(const Database& db, qint64 moveId, const QString& what) {
    QSqlQuery query =
        sql::prepare(db, QStringLiteral("SELECT idx FROM moves WHERE id = :id"), what);
    query.bindValue(QStringLiteral(":id"), moveId);
    sql::exec(db, query, what);
    if (!query.next())
        sql::fail(db, what, query.lastError());
    return query.value(0).toInt();
}

void requireMove(const Database& db, qint64 moveId, const QString& what) {
    QSqlQuery query = sql::prepare(db, QStringLiteral("SELECT 1 FROM moves WHERE id = :id"), what);
    query.bindValue(QStringLiteral(":id"), moveId);
    sql::exec(db, query, what);
    if (!query.next())
        throw sql::error(db.path(), Kind::NotFound,
                         QStringLiteral("%1: move %2 does not exist").arg(what).arg(moveId));
}

// The one statement that appends a row: the index is computed inside it, and the
// row is written only while the game is running (and, for an undo, while some
// decision is left to take back), so concurrent writers cannot break the log.
const QString kAppendStatement = QStringLiteral(
    "INSERT INTO moves (game_id, idx, kind, actor, decision, text, is_chance, hash, created_at) "
    "SELECT g.id, (SELECT COALESCE(MAX(m.idx) + 1, 0) FROM moves m WHERE m.game_id = g.id), "
    ":kind, :actor, :decision, :text, :chance, :hash, :created FROM games g "
    "WHERE g.id = :game AND g.status = 'running'");
const QString kUndoCondition = QStringLiteral(
    " AND (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id AND m.kind = 'decision') >= "
    ":count + (SELECT COALESCE(SUM(COALESCE(json_extract(m.decision, '$.count'), 1)), 0) "
    "FROM moves m WHERE m.game_id = g.id AND m.kind = 'undo')");

AppendedMove append(const Database& db, qint64 gameId, MoveKind kind, const NewMove& move,
                    const QString& what) {
    QSqlQuery query = sql::prepare(
        db, kind == MoveKind::Undo ? kAppendStatement + kUndoCondition : kAppendStatement, what);
    query.bindValue(QStringLiteral(":kind"), toString(kind));
    query.bindValue(QStringLiteral(":actor"), move.actor);
    query.bindValue(QStringLiteral(":decision"), sql::jsonToText(move.decision));
    query.bindValue(QStringLiteral(":text"), sql::text(move.text));
    query.bindValue(QStringLiteral(":chance"), move.isChance ? 1 : 0);
    query.bindValue(QStringLiteral(":hash"), QString::fromStdString(pb::hashToHex(move.hashAfter)));
    query.bindValue(QStringLiteral(":created"), sql::now());
    query.bindValue(QStringLiteral(":game"), gameId);
    if (kind == MoveKind::Undo)
        query.bindValue(QStringLiteral(":count"), undoneCount(move.decision));
    sql::exec(db, query, what);
    if (query.numRowsAffected() == 0)
        refuseAppend(db, gameId, what);
    AppendedMove appended;
    appended.id = query.lastInsertId().toLongLong();
    appended.idx = indexOfMove(db, appended.id, what);
    return appended;
}

void endGame(const Database& db, qint64 gameId, GameStatus status, const nlohmann::json& result,
             const QString& what) {
    QSqlQuery query = sql::prepare(
        db,
        QStringLiteral("UPDATE games SET status = :status, result = :result, ended_at = :ended "
                       "WHERE id = :id AND status = 'running'"),
        what);
    query.bindValue(QStringLiteral(":status"), toString(status));
    query.bindValue(QStringLiteral(":result"), sql::nullableJson(result));
    query.bindValue(QStringLiteral(":ended"), sql::now());
    query.bindValue(QStringLiteral(":id"), gameId);
    sql::exec(db, query, what);
    if (query.numRowsAffected() == 0) {
        QSqlQuery check =
            sql::prepare(db, QStringLiteral("SELECT status FROM games WHERE id = :id"), what);
        check.bindValue(QStringLiteral(":id"), gameId);
        sql::exec(db, check, what);
        if (!check.next())
            throw sql::error(db.path(), Kind::NotFound,
                             QStringLiteral("%1: game %2 does not exist").arg(what).arg(gameId));
        throw sql::error(db.path(), Kind::InvalidValue,
                         QStringLiteral("%1: game %2 has already ended (%3)")
                             .arg(what)
                             .arg(gameId)
                             .arg(check.value(0).toString()));
    }
}

} // namespace

QString toString(GameStatus status) {
    switch (status) {
    case GameStatus::Running:
        return QStringLiteral("running");
    case GameStatus::Finished:
        return QStringLiteral("finished");
    case GameStatus::Abandoned:
        return QStringLiteral("abandoned");
    }
    return {};
}

QString toString(MoveKind kind) {
    return kind == MoveKind::Undo ? QStringLiteral("undo") : QStringLiteral("decision");
}

std::optional<GameStatus> gameStatusFromString(const QString& text) {
    for (GameStatus status : {GameStatus::Running, GameStatus::Finished, GameStatus::Abandoned})
        if (toString(status) == text)
            return status;
    return std::nullopt;
}

std::optional<MoveKind> moveKindFromString(const QString& text) {
    for (MoveKind kind : {MoveKind::Decision, MoveKind::Undo})
        if (toString(kind) == text)
            return kind;
    return std::nullopt;
}

// Writes: each is one autocommitted statement (a crash loses at most the row being
// written); on failure nothing changes, earlier rows are intact and StoreError
// says why.

qint64 GameStore::beginGame(const NewGame& game) {
    const QString what = QStringLiteral("starting a game");
    if (game.ruleset.isEmpty() || game.players <= 0 || !game.params.is_object())
        throw sql::error(
            db_.path(), Kind::InvalidValue,
            QStringLiteral("%1: a game needs a ruleset, parameters and players").arg(what));
    const QString script = sql::storeScriptFor(db_, game.ruleset, game.scriptHash);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("INSERT INTO games (design_id, ruleset, params, players, seats, seed, "
                       "initial_state, status, started_at, script_hash) VALUES (:design, "
                       ":ruleset, :params, :players, :seats, :seed, :initial, 'running', "
                       ":started, :script)"),
        what);
    query.bindValue(QStringLiteral(":script"), sql::optionalText(script));
    query.bindValue(QStringLiteral(":design"), sql::optionalId(game.designId));
    query.bindValue(QStringLiteral(":ruleset"), sql::text(game.ruleset));
    query.bindValue(QStringLiteral(":params"), sql::jsonToText(game.params));
    query.bindValue(QStringLiteral(":players"), game.players);
    query.bindValue(QStringLiteral(":seats"), sql::jsonToText(sql::stringsToJson(game.seats)));
    query.bindValue(QStringLiteral(":seed"), sql::seedToText(game.seed));
    query.bindValue(QStringLiteral(":initial"), sql::jsonToText(game.initialState));
    query.bindValue(QStringLiteral(":started"), sql::now());
    sql::exec(db_, query, what);
    return query.lastInsertId().toLongLong();
}

AppendedMove GameStore::appendMove(qint64 gameId, const NewMove& move) {
    return append(db_, gameId, MoveKind::Decision, move,
                  QStringLiteral("logging a move of game %1").arg(gameId));
}

AppendedMove GameStore::appendUndo(qint64 gameId, int actor, std::uint64_t hashAfter, int count) {
    NewMove undo;
    undo.actor = actor;
    // One decision taken back keeps the row as it always was.
    undo.decision = count == 1 ? nlohmann::json{{"type", "undo"}}
                               : nlohmann::json{{"type", "undo"}, {"count", std::max(count, 1)}};
    undo.text = QStringLiteral("undo");
    undo.hashAfter = hashAfter;
    return append(db_, gameId, MoveKind::Undo, undo,
                  QStringLiteral("logging an undo in game %1").arg(gameId));
}

void GameStore::setAnnotation(qint64 moveId, const QString& annotation) {
    const QString what = QStringLiteral("annotating move %1").arg(moveId);
    QSqlQuery query = sql::prepare(
        db_, QStringLiteral("UPDATE moves SET annotation = :annotation WHERE id = :id"), what);
    query.bindValue(QStringLiteral(":annotation"), sql::text(annotation));
    query.bindValue(QStringLiteral(":id"), moveId);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        throw sql::error(db_.path(), Kind::NotFound,
                         QStringLiteral("%1: move %2 does not exist").arg(what).arg(moveId));
}

void GameStore::addTag(qint64 moveId, const QString& tag) {
    const QString what = QStringLiteral("tagging move %1").arg(moveId);
    const QString trimmed = tag.trimmed();
    if (trimmed.isEmpty())
        throw sql::error(db_.path(), Kind::InvalidValue,
                         QStringLiteral("%1: a tag cannot be empty").arg(what));
    requireMove(db_, moveId, what);
    QSqlQuery query = sql::prepare(
        db_, QStringLiteral("INSERT OR IGNORE INTO move_tags (move_id, tag) VALUES (:id, :tag)"),
        what);
    query.bindValue(QStringLiteral(":id"), moveId);
    query.bindValue(QStringLiteral(":tag"), sql::text(trimmed));
    sql::exec(db_, query, what);
}

void GameStore::removeTag(qint64 moveId, const QString& tag) {
    const QString what = QStringLiteral("untagging move %1").arg(moveId);
    QSqlQuery query = sql::prepare(
        db_, QStringLiteral("DELETE FROM move_tags WHERE move_id = :id AND tag = :tag"), what);
    query.bindValue(QStringLiteral(":id"), moveId);
    query.bindValue(QStringLiteral(":tag"), tag.trimmed());
    sql::exec(db_, query, what);
}

void GameStore::finishGame(qint64 gameId, const nlohmann::json& result, GameStatus status) {
    const QString what = QStringLiteral("finishing game %1").arg(gameId);
    if (status == GameStatus::Running)
        throw sql::error(db_.path(), Kind::InvalidValue,
                         QStringLiteral("%1: a game cannot finish as running").arg(what));
    endGame(db_, gameId, status, result, what);
}

void GameStore::markAbandoned(qint64 gameId) {
    endGame(db_, gameId, GameStatus::Abandoned, nullptr,
            QStringLiteral("abandoning game %1").arg(gameId));
}

void GameStore::reopenGame(qint64 gameId) {
    const QString what = QStringLiteral("reopening game %1").arg(gameId);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("UPDATE games SET status = 'running', result = NULL, ended_at = NULL "
                       "WHERE id = :id AND status = 'finished' AND run_id IS NULL"),
        what);
    query.bindValue(QStringLiteral(":id"), gameId);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        throw sql::error(
            db_.path(), Kind::InvalidValue,
            QStringLiteral("%1: game %2 is not a finished playtest").arg(what).arg(gameId));
}

void GameStore::removeGame(qint64 gameId) {
    const QString what = QStringLiteral("deleting game %1").arg(gameId);
    QSqlQuery query = sql::prepare(db_, QStringLiteral("DELETE FROM games WHERE id = :id"), what);
    query.bindValue(QStringLiteral(":id"), gameId);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        throw sql::error(db_.path(), Kind::NotFound,
                         QStringLiteral("%1: game %2 does not exist").arg(what).arg(gameId));
}

std::vector<GameRow> GameStore::listGames(const GameFilter& filter) const {
    const QString what = QStringLiteral("listing games");
    // Only fixed fragments are added; every value is bound.
    QString statement = QStringLiteral("SELECT %1 FROM games g WHERE 1").arg(kGameColumns);
    if (filter.designId)
        statement += QStringLiteral(" AND g.design_id = :design");
    if (filter.status)
        statement += QStringLiteral(" AND g.status = :status");
    if (filter.result)
        statement += *filter.result == GameResultKind::Draw
                         ? QStringLiteral(" AND g.status = 'finished' AND "
                                          "json_extract(g.result, '$.draw') = 1")
                         : QStringLiteral(" AND g.status = 'finished' AND "
                                          "json_extract(g.result, '$.winner') IS NOT NULL");
    // Times are stored as UTC ISO text, so text order is time order.
    if (filter.startedFrom.isValid())
        statement += QStringLiteral(" AND g.started_at >= :from");
    if (filter.startedBefore.isValid())
        statement += QStringLiteral(" AND g.started_at < :before");
    if (filter.hasAnnotations)
        statement += QStringLiteral(" AND %1 EXISTS (SELECT 1 FROM moves m WHERE m.game_id = "
                                    "g.id AND m.annotation <> '')")
                         .arg(*filter.hasAnnotations ? QString() : QStringLiteral("NOT"));
    if (!filter.tag.trimmed().isEmpty())
        statement += QStringLiteral(" AND EXISTS (SELECT 1 FROM moves m JOIN move_tags t ON "
                                    "t.move_id = m.id WHERE m.game_id = g.id AND t.tag = :tag)");
    if (filter.runId)
        statement += QStringLiteral(" AND g.run_id = :run");
    else if (!filter.includeRunGames)
        statement += QStringLiteral(" AND g.run_id IS NULL");
    statement += QStringLiteral(" ORDER BY g.id DESC");
    if (filter.limit > 0)
        statement += QStringLiteral(" LIMIT :limit");

    QSqlQuery query = sql::prepare(db_, statement, what);
    query.setForwardOnly(true);
    if (filter.designId)
        query.bindValue(QStringLiteral(":design"), *filter.designId);
    if (filter.status)
        query.bindValue(QStringLiteral(":status"), toString(*filter.status));
    if (filter.startedFrom.isValid())
        query.bindValue(QStringLiteral(":from"), sql::timeToText(filter.startedFrom));
    if (filter.startedBefore.isValid())
        query.bindValue(QStringLiteral(":before"), sql::timeToText(filter.startedBefore));
    if (!filter.tag.trimmed().isEmpty())
        query.bindValue(QStringLiteral(":tag"), filter.tag.trimmed());
    if (filter.runId)
        query.bindValue(QStringLiteral(":run"), *filter.runId);
    if (filter.limit > 0)
        query.bindValue(QStringLiteral(":limit"), filter.limit);
    sql::exec(db_, query, what);
    std::vector<GameRow> rows;
    while (query.next())
        rows.push_back(readGame(db_, query, true));
    if (query.lastError().isValid())
        sql::fail(db_, what, query.lastError());
    return rows;
}

std::optional<GameRow> GameStore::game(qint64 gameId) const {
    const QString what = QStringLiteral("reading game %1").arg(gameId);
    QSqlQuery query = sql::prepare(
        db_, QStringLiteral("SELECT %1 FROM games g WHERE g.id = :id").arg(kGameColumns), what);
    query.bindValue(QStringLiteral(":id"), gameId);
    sql::exec(db_, query, what);
    if (!query.next()) {
        if (query.lastError().isValid())
            sql::fail(db_, what, query.lastError());
        return std::nullopt;
    }
    return readGame(db_, query);
}

std::vector<MoveRow> GameStore::moves(qint64 gameId) const {
    const QString what = QStringLiteral("reading the moves of game %1").arg(gameId);
    std::vector<MoveRow> rows;
    QHash<qint64, std::size_t> byId;
    {
        QSqlQuery query = sql::prepare(
            db_,
            QStringLiteral("SELECT id, idx, kind, actor, decision, text, is_chance, hash, "
                           "created_at, annotation FROM moves WHERE game_id = :game ORDER BY idx"),
            what);
        query.setForwardOnly(true);
        query.bindValue(QStringLiteral(":game"), gameId);
        sql::exec(db_, query, what);
        while (query.next()) {
            MoveRow row;
            row.id = query.value(0).toLongLong();
            row.gameId = gameId;
            row.idx = query.value(1).toInt();
            row.kind = moveKindFromString(query.value(2).toString()).value_or(MoveKind::Decision);
            row.actor = query.value(3).toInt();
            row.decision = sql::jsonFromText(db_, query.value(4),
                                             QStringLiteral("move %1 decision").arg(row.id));
            row.text = query.value(5).toString();
            row.isChance = query.value(6).toInt() != 0;
            row.hash = query.value(7).toString();
            row.createdAt = sql::timeFromText(query.value(8));
            row.annotation = query.value(9).toString();
            byId.insert(row.id, rows.size());
            rows.push_back(std::move(row));
        }
        if (query.lastError().isValid())
            sql::fail(db_, what, query.lastError());
    }
    QSqlQuery tags = sql::prepare(
        db_,
        QStringLiteral("SELECT t.move_id, t.tag FROM move_tags t JOIN moves m ON m.id = t.move_id "
                       "WHERE m.game_id = :game ORDER BY t.tag"),
        what);
    tags.setForwardOnly(true);
    tags.bindValue(QStringLiteral(":game"), gameId);
    sql::exec(db_, tags, what);
    while (tags.next()) {
        const auto found = byId.constFind(tags.value(0).toLongLong());
        if (found != byId.constEnd())
            rows[*found].tags << tags.value(1).toString();
    }
    return rows;
}

QStringList GameStore::tags() const {
    const QString what = QStringLiteral("listing tags");
    QSqlQuery query =
        sql::run(db_, QStringLiteral("SELECT DISTINCT tag FROM move_tags ORDER BY tag"), what);
    QStringList tags;
    while (query.next())
        tags << query.value(0).toString();
    return tags;
}

int undoneCount(const nlohmann::json& undoDecision) {
    const auto it = undoDecision.find("count");
    return it != undoDecision.end() && it->is_number_integer() ? std::max(it->get<int>(), 1) : 1;
}

} // namespace pb::db
