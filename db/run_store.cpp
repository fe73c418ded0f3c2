#include "db/run_store.h"

#include "db/database.h"
#include "db/game_store.h"
#include "db/sql_helpers.h"
#include "db/store_logging.h"
#include "db/transaction.h"
#include "engine/errors.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "engine/state.h"

namespace pb::db {

namespace {

using Kind = StoreError::Kind;

const QString kRunColumns = QStringLiteral(
    "r.id, r.design_id, r.ruleset, r.params, r.players, r.agents, r.run_seed, r.games, "
    "r.threads, r.shard, r.status, r.summary, r.command, r.created_at, r.finished_at, "
    "(SELECT COUNT(*) FROM games g WHERE g.run_id = r.id)");

RunRow readRun(const Database& db, const QSqlQuery& query) {
    RunRow row;
    row.id = query.value(0).toLongLong();
    const QString field = QStringLiteral("run %1 ").arg(row.id);
    row.designId = sql::idFromVariant(query.value(1));
    row.ruleset = query.value(2).toString();
    row.params = sql::jsonFromText(db, query.value(3), field + QStringLiteral("params"));
    row.players = query.value(4).toInt();
    row.agents = sql::stringsFromJson(
        sql::jsonFromText(db, query.value(5), field + QStringLiteral("agents")));
    row.runSeed = sql::seedFromText(db, query.value(6), field + QStringLiteral("run_seed"));
    row.games = query.value(7).toLongLong();
    row.threads = query.value(8).toInt();
    row.shard = query.value(9).toString();
    row.status = runStatusFromString(query.value(10).toString()).value_or(RunStatus::Running);
    row.summary = sql::jsonFromText(db, query.value(11), field + QStringLiteral("summary"));
    row.command = query.value(12).toString();
    row.createdAt = sql::timeFromText(query.value(13));
    row.finishedAt = sql::timeFromText(query.value(14));
    row.storedGames = query.value(15).toLongLong();
    return row;
}

void endRun(const Database& db, qint64 runId, RunStatus status, const nlohmann::json& summary,
            const QString& what) {
    QSqlQuery query = sql::prepare(
        db,
        QStringLiteral("UPDATE runs SET status = :status, summary = :summary, finished_at = "
                       ":finished WHERE id = :id AND status = 'running'"),
        what);
    query.bindValue(QStringLiteral(":status"), toString(status));
    query.bindValue(QStringLiteral(":summary"), sql::nullableJson(summary));
    query.bindValue(QStringLiteral(":finished"), sql::now());
    query.bindValue(QStringLiteral(":id"), runId);
    sql::exec(db, query, what);
    if (query.numRowsAffected() == 0)
        throw sql::error(db.path(), Kind::NotFound,
                         QStringLiteral("%1: there is no running run %2").arg(what).arg(runId));
}

} // namespace

QString toString(RunStatus status) {
    switch (status) {
    case RunStatus::Running:
        return QStringLiteral("running");
    case RunStatus::Finished:
        return QStringLiteral("finished");
    case RunStatus::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

std::optional<RunStatus> runStatusFromString(const QString& text) {
    for (RunStatus status : {RunStatus::Running, RunStatus::Finished, RunStatus::Cancelled})
        if (toString(status) == text)
            return status;
    return std::nullopt;
}

// createRun, finishRun, cancelRun and removeRun are single autocommitted
// statements; writeGames is one transaction. On failure nothing of the call is
// stored, earlier chunks are intact and StoreError says why.

qint64 RunStore::createRun(const NewRun& run) {
    const QString what = QStringLiteral("starting a run");
    if (run.ruleset.isEmpty() || run.players <= 0 || !run.params.is_object())
        throw sql::error(
            db_.path(), Kind::InvalidValue,
            QStringLiteral("%1: a run needs a ruleset, parameters and players").arg(what));
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("INSERT INTO runs (design_id, ruleset, params, players, agents, run_seed, "
                       "games, threads, shard, status, command, created_at) VALUES (:design, "
                       ":ruleset, :params, :players, :agents, :seed, :games, :threads, :shard, "
                       "'running', :command, :created)"),
        what);
    query.bindValue(QStringLiteral(":design"), sql::optionalId(run.designId));
    query.bindValue(QStringLiteral(":ruleset"), sql::text(run.ruleset));
    query.bindValue(QStringLiteral(":params"), sql::jsonToText(run.params));
    query.bindValue(QStringLiteral(":players"), run.players);
    query.bindValue(QStringLiteral(":agents"), sql::jsonToText(sql::stringsToJson(run.agents)));
    query.bindValue(QStringLiteral(":seed"), sql::seedToText(run.runSeed));
    query.bindValue(QStringLiteral(":games"), run.games);
    query.bindValue(QStringLiteral(":threads"), run.threads);
    query.bindValue(QStringLiteral(":shard"), run.shard.isEmpty()
                                                  ? QVariant(QMetaType::fromType<QString>())
                                                  : QVariant(run.shard));
    query.bindValue(QStringLiteral(":command"), sql::text(run.command));
    query.bindValue(QStringLiteral(":created"), sql::now());
    sql::exec(db_, query, what);
    return query.lastInsertId().toLongLong();
}

void RunStore::writeGames(qint64 runId, std::span<const RunGameRecord> chunk) {
    const QString what = QStringLiteral("storing %1 games of run %2").arg(chunk.size()).arg(runId);
    Transaction transaction(db_, what);

    std::optional<qint64> designId;
    {
        QSqlQuery run = sql::prepare(
            db_, QStringLiteral("SELECT status, design_id FROM runs WHERE id = :id"), what);
        run.bindValue(QStringLiteral(":id"), runId);
        sql::exec(db_, run, what);
        if (!run.next())
            throw sql::error(db_.path(), Kind::NotFound,
                             QStringLiteral("%1: run %2 does not exist").arg(what).arg(runId));
        if (run.value(0).toString() != toString(RunStatus::Running))
            throw sql::error(db_.path(), Kind::InvalidValue,
                             QStringLiteral("%1: run %2 is %3, not running")
                                 .arg(what)
                                 .arg(runId)
                                 .arg(run.value(0).toString()));
        designId = sql::idFromVariant(run.value(1));
    }

    QSqlQuery insertGame = sql::prepare(
        db_,
        QStringLiteral("INSERT INTO games (design_id, ruleset, params, players, seats, seed, "
                       "initial_state, status, result, started_at, ended_at, run_id, game_index) "
                       "VALUES (:design, :ruleset, :params, :players, :seats, :seed, :initial, "
                       "'finished', :result, :started, :ended, :run, :index)"),
        what);
    QSqlQuery insertMove = sql::prepare(
        db_,
        QStringLiteral("INSERT INTO moves (game_id, idx, kind, actor, decision, text, is_chance, "
                       "hash, created_at) VALUES (:game, :idx, 'decision', :actor, :decision, "
                       ":text, :chance, :hash, :created)"),
        what);
    const QString now = sql::now();

    for (const RunGameRecord& entry : chunk) {
        const pb::GameRecord& record = entry.record;
        const QString gameWhat =
            QStringLiteral("%1: game index %2").arg(what).arg(quint64(entry.gameIndex));
        // The decisions' JSON and text are rendered at the state they were taken
        // in, so the record is replayed; a record that does not replay is refused.
        std::unique_ptr<pb::State> state;
        try {
            state = pb::rulesetOrThrow(record.ruleset).stateFromJson(record.initialState);
        } catch (const pb::PlaybenchError& e) {
            throw sql::error(db_.path(), Kind::InvalidValue,
                             QStringLiteral("%1: bad initial state: %2")
                                 .arg(gameWhat, QString::fromStdString(e.what())));
        }

        insertGame.bindValue(QStringLiteral(":design"), sql::optionalId(designId));
        insertGame.bindValue(QStringLiteral(":ruleset"), QString::fromStdString(record.ruleset));
        insertGame.bindValue(QStringLiteral(":params"), sql::jsonToText(record.params));
        insertGame.bindValue(QStringLiteral(":players"), record.numPlayers);
        nlohmann::json seats = nlohmann::json::array();
        for (const std::string& agent : record.agents)
            seats.push_back(agent);
        insertGame.bindValue(QStringLiteral(":seats"), sql::jsonToText(seats));
        insertGame.bindValue(QStringLiteral(":seed"), sql::seedToText(record.seed));
        insertGame.bindValue(QStringLiteral(":initial"), sql::jsonToText(record.initialState));
        insertGame.bindValue(QStringLiteral(":result"),
                             sql::jsonToText(pb::outcomeToJson(record.outcome)));
        insertGame.bindValue(QStringLiteral(":started"), now);
        insertGame.bindValue(QStringLiteral(":ended"), now);
        insertGame.bindValue(QStringLiteral(":run"), runId);
        insertGame.bindValue(QStringLiteral(":index"), qint64(entry.gameIndex));
        sql::exec(db_, insertGame, gameWhat);
        const qint64 gameId = insertGame.lastInsertId().toLongLong();

        int idx = 0;
        for (const pb::RecordedDecision& decision : record.decisions) {
            nlohmann::json json;
            std::string text;
            try {
                json = state->decisionToJson(decision.decision);
                text = state->decisionToText(decision.decision);
                state->apply(decision.decision);
            } catch (const pb::PlaybenchError& e) {
                throw sql::error(db_.path(), Kind::InvalidValue,
                                 QStringLiteral("%1: decision %2 does not replay: %3")
                                     .arg(gameWhat)
                                     .arg(idx)
                                     .arg(QString::fromStdString(e.what())));
            }
            if (state->hash() != decision.hashAfter)
                throw sql::error(db_.path(), Kind::InvalidValue,
                                 QStringLiteral("%1: decision %2 does not replay to its recorded "
                                                "hash")
                                     .arg(gameWhat)
                                     .arg(idx));
            insertMove.bindValue(QStringLiteral(":game"), gameId);
            insertMove.bindValue(QStringLiteral(":idx"), idx);
            insertMove.bindValue(QStringLiteral(":actor"), decision.actor);
            insertMove.bindValue(QStringLiteral(":decision"), sql::jsonToText(json));
            insertMove.bindValue(QStringLiteral(":text"), sql::text(QString::fromStdString(text)));
            insertMove.bindValue(QStringLiteral(":chance"),
                                 decision.actor == pb::kChanceActor ? 1 : 0);
            insertMove.bindValue(QStringLiteral(":hash"),
                                 QString::fromStdString(pb::hashToHex(decision.hashAfter)));
            insertMove.bindValue(QStringLiteral(":created"), now);
            sql::exec(db_, insertMove, gameWhat);
            ++idx;
        }
    }
    transaction.commit();
    qCDebug(lcStore) << "Stored" << chunk.size() << "games of run" << runId;
}

void RunStore::finishRun(qint64 runId, const nlohmann::json& summary) {
    endRun(db_, runId, RunStatus::Finished, summary, QStringLiteral("finishing run %1").arg(runId));
}

void RunStore::cancelRun(qint64 runId, const nlohmann::json& summary) {
    endRun(db_, runId, RunStatus::Cancelled, summary,
           QStringLiteral("cancelling run %1").arg(runId));
}

void RunStore::removeRun(qint64 runId) {
    const QString what = QStringLiteral("deleting run %1").arg(runId);
    QSqlQuery query = sql::prepare(db_, QStringLiteral("DELETE FROM runs WHERE id = :id"), what);
    query.bindValue(QStringLiteral(":id"), runId);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        throw sql::error(db_.path(), Kind::NotFound,
                         QStringLiteral("%1: run %2 does not exist").arg(what).arg(runId));
}

std::optional<RunRow> RunStore::run(qint64 runId) const {
    const QString what = QStringLiteral("reading run %1").arg(runId);
    QSqlQuery query = sql::prepare(
        db_, QStringLiteral("SELECT %1 FROM runs r WHERE r.id = :id").arg(kRunColumns), what);
    query.bindValue(QStringLiteral(":id"), runId);
    sql::exec(db_, query, what);
    if (!query.next()) {
        if (query.lastError().isValid())
            sql::fail(db_, what, query.lastError());
        return std::nullopt;
    }
    return readRun(db_, query);
}

std::vector<RunRow> RunStore::listRuns(std::optional<qint64> designId) const {
    const QString what = QStringLiteral("listing runs");
    QString statement = QStringLiteral("SELECT %1 FROM runs r").arg(kRunColumns);
    if (designId)
        statement += QStringLiteral(" WHERE r.design_id = :design");
    statement += QStringLiteral(" ORDER BY r.id DESC");
    QSqlQuery query = sql::prepare(db_, statement, what);
    query.setForwardOnly(true);
    if (designId)
        query.bindValue(QStringLiteral(":design"), *designId);
    sql::exec(db_, query, what);
    std::vector<RunRow> rows;
    while (query.next())
        rows.push_back(readRun(db_, query));
    if (query.lastError().isValid())
        sql::fail(db_, what, query.lastError());
    return rows;
}

} // namespace pb::db
