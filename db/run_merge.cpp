#include "db/run_merge.h"

#include "db/database.h"
#include "db/script_store.h"
#include "db/sql_helpers.h"
#include "db/store_logging.h"
#include "db/transaction.h"
#include "sim/simulator.h"

#include <QFileInfo>
#include <map>

namespace pb::db {

namespace {

using Kind = StoreError::Kind;

struct ShardRun {
    QString path;
    RunRow row;
    int k = 1, n = 1;
};

// A run's slice of its batch: "K/N", or the whole batch (1/1) when unsharded.
bool parseShard(const QString& text, int& k, int& n) {
    if (text.isEmpty()) {
        k = n = 1;
        return true;
    }
    const QStringList parts = text.split(QLatin1Char('/'));
    bool okK = false, okN = false;
    if (parts.size() == 2) {
        k = parts[0].toInt(&okK);
        n = parts[1].toInt(&okN);
    }
    return okK && okN && n >= 1 && k >= 1 && k <= n;
}

// What makes two shard runs parts of one batch (everything but the slice).
std::string identityOf(const RunRow& row, const std::string& parentIdentity) {
    return nlohmann::json{{"ruleset", row.ruleset.toStdString()},
                          {"script", row.scriptHash.toStdString()},
                          {"params", row.params},
                          {"players", row.players},
                          {"agents", sql::stringsToJson(row.agents)},
                          {"run_seed", row.runSeed},
                          {"total_games", row.totalGames},
                          {"kind", toString(row.kind).toStdString()},
                          {"complexity_sample", row.complexitySample},
                          {"log_moves", row.logMoves},
                          {"sweep_key", row.sweepKey.toStdString()},
                          {"sweep_point", row.sweepPoint},
                          {"setup", row.setup},
                          {"parent", parentIdentity}}
        .dump();
}

QString describe(const ShardRun& run) {
    return QStringLiteral("%1 run %2").arg(run.path).arg(run.row.id);
}

// The games [first, first + games) of shard K of N, as `simulate --shard` slices.
std::pair<qint64, qint64> sliceOf(qint64 total, int k, int n) {
    const qint64 first = total * (k - 1) / n;
    return {first, total * k / n - first};
}

void copyShard(Database& out, const ShardRun& shard, qint64 runId) {
    const QString what = QStringLiteral("merging %1 into run %2").arg(describe(shard)).arg(runId);
    {
        QSqlQuery attach = sql::prepare(out, QStringLiteral("ATTACH DATABASE ? AS shard"), what);
        attach.bindValue(0, shard.path);
        sql::exec(out, attach, what);
    }
    auto detach = [&] {
        QSqlQuery query(out.connection());
        if (!query.exec(QStringLiteral("DETACH DATABASE shard")))
            qCWarning(lcStore) << "Detaching" << shard.path
                               << "failed:" << query.lastError().text();
    };
    try {
        Transaction transaction(out, what);
        auto exec = [&](const QString& statement, const QVariantList& values) {
            QSqlQuery query = sql::prepare(out, statement, what);
            for (int i = 0; i < values.size(); ++i)
                query.bindValue(i, values[i]);
            sql::exec(out, query, what);
            return query;
        };
        exec(QStringLiteral("INSERT INTO main.run_games (run_id, game_index, seed, first_mover, "
                            "result, turns, decisions, legal_sum, legal_points, counters) SELECT "
                            "?, game_index, seed, first_mover, result, turns, decisions, "
                            "legal_sum, legal_points, counters FROM shard.run_games WHERE "
                            "run_id = ? ORDER BY game_index"),
             {runId, shard.row.id});
        // Logged games keep their moves: game ids are shifted past the ids in use.
        QSqlQuery range = exec(QStringLiteral("SELECT (SELECT COALESCE(MAX(id), 0) FROM "
                                              "main.games), MIN(id) FROM shard.games WHERE "
                                              "run_id = ?"),
                               {shard.row.id});
        if (range.next() && !range.value(1).isNull()) {
            const qint64 offset = range.value(0).toLongLong() + 1 - range.value(1).toLongLong();
            range.finish();
            exec(QStringLiteral("INSERT INTO main.games (id, design_id, ruleset, params, "
                                "players, seats, seed, initial_state, status, result, started_at, "
                                "ended_at, run_id, game_index, script_hash) SELECT id + ?, NULL, "
                                "ruleset, params, players, seats, seed, initial_state, status, "
                                "result, started_at, ended_at, ?, game_index, script_hash FROM "
                                "shard.games WHERE run_id = ? ORDER BY id"),
                 {offset, runId, shard.row.id});
            exec(QStringLiteral("INSERT INTO main.moves (game_id, idx, kind, actor, decision, "
                                "text, is_chance, hash, created_at, annotation) SELECT game_id + "
                                "?, idx, kind, actor, decision, text, is_chance, hash, "
                                "created_at, annotation FROM shard.moves WHERE game_id IN "
                                "(SELECT id FROM shard.games WHERE run_id = ?) ORDER BY "
                                "game_id, idx"),
                 {offset, shard.row.id});
        }
        transaction.commit();
    } catch (...) {
        detach();
        throw;
    }
    detach();
}

// The scripts the shard's runs were played with, into the merged store first
// (its runs and games name them); a script already there is left as it is.
void copyScripts(Database& shard, Database& out, const std::vector<RunRow>& rows) {
    const ScriptStore from(shard);
    for (const RunRow& row : rows) {
        if (row.scriptHash.isEmpty())
            continue;
        const std::optional<ScriptRow> script = from.get(row.scriptHash);
        if (!script)
            throw sql::error(shard.path(), Kind::Corrupt,
                             QStringLiteral("run %1 names script %2, which the store does not "
                                            "hold")
                                 .arg(row.id)
                                 .arg(row.scriptHash));
        ScriptStore(out).put(*script);
    }
}

} // namespace

std::vector<MergedRun> mergeShards(Database& out, const QStringList& shardPaths,
                                   const QString& command, const QString& program) {
    // Read every shard store's runs, then group them into batches.
    std::vector<ShardRun> shardRuns;
    for (const QString& path : shardPaths) {
        if (QFileInfo(path).canonicalFilePath() == QFileInfo(out.path()).canonicalFilePath())
            throw sql::error(path, Kind::InvalidValue,
                             QStringLiteral("is the output store; merge into a new file"));
        Database shard(path, Database::OpenMode::ReadOnly);
        std::vector<RunRow> rows = RunStore(shard).listRuns();
        copyScripts(shard, out, rows);
        if (rows.empty())
            throw sql::error(path, Kind::NotFound, QStringLiteral("holds no runs to merge"));
        std::reverse(rows.begin(), rows.end()); // oldest first: parents before their skill runs
        for (RunRow& row : rows) {
            ShardRun run{path, std::move(row)};
            if (!parseShard(run.row.shard, run.k, run.n))
                throw sql::error(path, Kind::Corrupt,
                                 QStringLiteral("run %1 has a malformed shard '%2'")
                                     .arg(run.row.id)
                                     .arg(run.row.shard));
            shardRuns.push_back(std::move(run));
        }
    }

    std::map<std::pair<QString, qint64>, std::string> identityByRun;
    std::vector<std::string> order; // batches in order of first appearance
    std::map<std::string, std::vector<const ShardRun*>> batches;
    for (const ShardRun& run : shardRuns) {
        std::string parent;
        if (run.row.parentRunId) {
            const auto found = identityByRun.find({run.path, *run.row.parentRunId});
            if (found == identityByRun.end())
                throw sql::error(run.path, Kind::Corrupt,
                                 QStringLiteral("skill run %1 has no batch run %2 in the store")
                                     .arg(run.row.id)
                                     .arg(*run.row.parentRunId));
            parent = found->second;
        }
        const std::string identity = identityOf(run.row, parent);
        identityByRun[{run.path, run.row.id}] = identity;
        if (!batches.count(identity))
            order.push_back(identity);
        batches[identity].push_back(&run);
    }

    // Every batch must be complete: shards 1..N once each, each with its slice.
    for (const std::string& identity : order) {
        auto& members = batches[identity];
        const ShardRun& first = *members.front();
        std::vector<const ShardRun*> byK(static_cast<std::size_t>(first.n), nullptr);
        for (const ShardRun* member : members) {
            if (member->n != first.n)
                throw sql::error(member->path, Kind::InvalidValue,
                                 QStringLiteral("run %1 is shard %2 but %3 is shard %4/%5 of the "
                                                "same batch")
                                     .arg(member->row.id)
                                     .arg(member->row.shard.isEmpty() ? QStringLiteral("1/1")
                                                                      : member->row.shard)
                                     .arg(describe(first))
                                     .arg(first.k)
                                     .arg(first.n));
            const ShardRun*& slot = byK[static_cast<std::size_t>(member->k - 1)];
            if (slot)
                throw sql::error(member->path, Kind::InvalidValue,
                                 QStringLiteral("run %1 is shard %2/%3, which %4 already is")
                                     .arg(member->row.id)
                                     .arg(member->k)
                                     .arg(member->n)
                                     .arg(describe(*slot)));
            slot = member;
            const auto [from, count] = sliceOf(member->row.totalGames, member->k, member->n);
            if (member->row.firstGame != from || member->row.games != count)
                throw sql::error(member->path, Kind::InvalidValue,
                                 QStringLiteral("run %1 (shard %2/%3) holds games from %4, %5 "
                                                "of them, but that shard of %6 games is games "
                                                "from %7, %8 of them")
                                     .arg(member->row.id)
                                     .arg(member->k)
                                     .arg(member->n)
                                     .arg(member->row.firstGame)
                                     .arg(member->row.games)
                                     .arg(member->row.totalGames)
                                     .arg(from)
                                     .arg(count));
        }
        for (int k = 1; k <= first.n; ++k)
            if (!byK[static_cast<std::size_t>(k - 1)])
                throw sql::error(first.path, Kind::NotFound,
                                 QStringLiteral("shard %1/%2 of the batch of run %3 (%4 games, "
                                                "seed %5) is missing; give every shard's store")
                                     .arg(k)
                                     .arg(first.n)
                                     .arg(first.row.id)
                                     .arg(first.row.totalGames)
                                     .arg(first.row.runSeed));
        members = byK;
    }

    RunStore runs(out);
    std::map<std::string, qint64> mergedIds;
    std::vector<MergedRun> merged;
    for (const std::string& identity : order) {
        const auto& members = batches[identity];
        const RunRow& row = members.front()->row;
        NewRun run;
        run.ruleset = row.ruleset;
        run.scriptHash = row.scriptHash;
        run.params = row.params;
        run.players = row.players;
        run.agents = row.agents;
        run.runSeed = row.runSeed;
        run.games = row.totalGames;
        run.firstGame = 0;
        run.totalGames = row.totalGames;
        run.command = command;
        run.kind = row.kind;
        run.complexitySample = row.complexitySample;
        run.logMoves = row.logMoves;
        run.sweepKey = row.sweepKey;
        run.sweep = row.sweep;
        run.sweepPoint = row.sweepPoint;
        run.setup = row.setup;
        run.program = row.program.isEmpty() ? program : row.program;
        bool finished = true;
        for (const ShardRun* member : members) {
            run.threads = std::max(run.threads, member->row.threads);
            finished = finished && member->row.status == RunStatus::Finished;
        }
        if (row.parentRunId) {
            const std::string& parent = identityByRun.at({members.front()->path, *row.parentRunId});
            run.parentRunId = mergedIds.at(parent);
        }
        const qint64 runId = runs.createRun(run);
        try {
            for (const ShardRun* member : members)
                copyShard(out, *member, runId);
            // Counted as read, one row at a time: a merged run of millions of
            // games never sits in memory.
            pb::RunAccumulator totals(row.players, 0);
            runs.forEachResult(runId, [&](const pb::SimulatedGame& game) { totals.add(game); });
            const nlohmann::json summary = pb::summarize(totals, !finished);
            if (finished)
                runs.finishRun(runId, summary);
            else
                runs.cancelRun(runId, summary);
            merged.push_back({runId, row.kind, run.parentRunId, static_cast<qint64>(totals.games()),
                              static_cast<int>(members.size()),
                              finished ? RunStatus::Finished : RunStatus::Cancelled,
                              row.sweepPoint});
        } catch (...) {
            try {
                runs.removeRun(runId);
            } catch (...) {
            }
            throw;
        }
        mergedIds[identity] = runId;
        qCInfo(lcStore) << "Merged" << members.size() << "shards into run" << runId;
    }
    return merged;
}

} // namespace pb::db
