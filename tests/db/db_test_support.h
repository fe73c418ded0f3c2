#pragma once

#include "agents/agent.h"
#include "db/database.h"
#include "db/store_error.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/game_record.h"
#include "sim/game_runner.h"

#include <QByteArray>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QTest>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

// Helpers shared by the store tests: a raw SQLite connection that bypasses
// Database (to build fixtures and to hold locks), file snapshots, and a check
// that an operation throws StoreError with the expected words in its message.
namespace pb::db::test {

// A plain QSQLITE connection with its own name, closed and removed on destruction.
class RawConnection {
public:
    explicit RawConnection(const QString& path, const QString& options = {}) {
        static std::atomic<int> counter{0};
        name_ = QStringLiteral("raw-test-%1").arg(++counter);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
        db.setDatabaseName(path);
        db.setConnectOptions(options);
        if (!db.open())
            qFatal("RawConnection: cannot open %s: %s", qPrintable(path),
                   qPrintable(db.lastError().text()));
    }
    ~RawConnection() {
        {
            QSqlDatabase db = QSqlDatabase::database(name_, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name_);
    }
    RawConnection(const RawConnection&) = delete;
    RawConnection& operator=(const RawConnection&) = delete;

    QSqlDatabase db() const { return QSqlDatabase::database(name_, false); }

    // Executes one statement; fails the test (returns false) on error.
    bool exec(const QString& statement, const QVariantList& values = {}) {
        QSqlQuery query(db());
        if (!query.prepare(statement)) {
            qWarning("prepare failed: %s: %s", qPrintable(statement),
                     qPrintable(query.lastError().text()));
            return false;
        }
        for (const QVariant& value : values)
            query.addBindValue(value);
        if (!query.exec()) {
            qWarning("exec failed: %s: %s", qPrintable(statement),
                     qPrintable(query.lastError().text()));
            return false;
        }
        return true;
    }

    // The first column of the first row, or an invalid QVariant.
    QVariant scalar(const QString& statement, const QVariantList& values = {}) {
        QSqlQuery query(db());
        query.prepare(statement);
        for (const QVariant& value : values)
            query.addBindValue(value);
        if (!query.exec() || !query.next())
            return {};
        return query.value(0);
    }

private:
    QString name_;
};

inline QByteArray fileBytes(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// Runs `operation`; true if it threw StoreError of `kind` whose message contains
// every word of `words` (case-insensitive). Logs what happened otherwise.
inline bool throwsStoreError(const std::function<void()>& operation, StoreError::Kind kind,
                             const QStringList& words) {
    try {
        operation();
    } catch (const StoreError& e) {
        const QString message = QString::fromStdString(e.what());
        bool ok = e.kind() == kind;
        if (!ok)
            qWarning("StoreError of kind %d, expected %d: %s", int(e.kind()), int(kind),
                     qPrintable(message));
        for (const QString& word : words) {
            if (!message.contains(word, Qt::CaseInsensitive)) {
                qWarning("message lacks '%s': %s", qPrintable(word), qPrintable(message));
                ok = false;
            }
        }
        if (message.contains(QLatin1Char('\n'))) {
            qWarning("message is not one line: %s", qPrintable(message));
            ok = false;
        }
        return ok;
    } catch (const std::exception& e) {
        qWarning("threw something else: %s", e.what());
        return false;
    }
    qWarning("did not throw");
    return false;
}

// A schema-version-1 store as an older Playbench wrote it: migrateTo1 alone, then
// rows with fixed values (one design, a finished game of two moves, one annotated)
// written with plain SQL. Also produces tests/data/schema_v1.sqlite.
inline bool writeV1Fixture(const QString& path) {
    Database::createAtVersion(path, 1);
    RawConnection raw(path);
    const QString t = QStringLiteral("2024-01-02T03:04:05.000Z");
    return raw.exec(
               QStringLiteral("INSERT INTO designs (id, name, ruleset, params, setup, notes, "
                              "created_at, updated_at) VALUES (1, 'Old design', 'stability', ?, "
                              "NULL, 'kept notes', ?, ?)"),
               {QStringLiteral("{\"size\":10}"), t, t}) &&
           raw.exec(
               QStringLiteral("INSERT INTO games (id, design_id, ruleset, params, players, seats, "
                              "seed, initial_state, status, result, started_at, ended_at) VALUES "
                              "(1, 1, 'stability', '{}', 2, '[\"human\",\"random\"]', "
                              "'18446744073709551615', '{\"game\":\"stability\"}', 'finished', "
                              "'{\"winner\":0}', ?, ?)"),
               {t, t}) &&
           raw.exec(QStringLiteral(
                        "INSERT INTO moves (id, game_id, idx, actor, decision, text, "
                        "is_chance, hash, created_at, annotation) VALUES "
                        "(1, 1, 0, -1, '{\"type\":\"chance\",\"outcome\":0}', 'seat 0 "
                        "starts', 1, '0123456789abcdef', ?, ''), "
                        "(2, 1, 1, 0, '{\"type\":\"move\",\"to\":[1,0]}', 'move to (1,0)', 0, "
                        "'fedcba9876543210', ?, 'a bold opening')"),
                    {t, t});
}

// The run of the version-2 fixture: seed, games and agents, so a test can play
// the same games again.
inline constexpr std::uint64_t kV2RunSeed = 42;
inline constexpr int kV2RunGames = 3;

// A schema-version-2 store as Playbench 2 wrote it: migrateTo1 and migrateTo2
// alone, then, with the statements the version-2 stores used, one design, a
// finished live game with an undo row and a tag, and a finished batch run of
// kV2RunGames random 2-player Stability games (seeded deriveSeed(kV2RunSeed, i))
// with all their moves. Also produces tests/data/schema_v2.sqlite, as one file
// (journal mode DELETE, so no -wal beside it).
inline bool writeV2Fixture(const QString& path) {
    Database::createAtVersion(path, 2);
    RawConnection raw(path);
    const QString t = QStringLiteral("2024-02-03T04:05:06.000Z");
    bool ok =
        raw.exec(QStringLiteral("INSERT INTO designs (id, name, ruleset, params, setup, notes, "
                                "created_at, updated_at) VALUES (1, 'Version two', 'stability', "
                                "'{\"size\":8}', NULL, 'from schema 2', ?, ?)"),
                 {t, t}) &&
        raw.exec(QStringLiteral("INSERT INTO games (id, design_id, ruleset, params, players, "
                                "seats, seed, initial_state, status, result, started_at, ended_at) "
                                "VALUES (1, 1, 'stability', '{}', 2, '[\"human\",\"random\"]', "
                                "'7', '{\"game\":\"stability\"}', 'finished', "
                                "'{\"winner\":1}', ?, ?)"),
                 {t, t}) &&
        raw.exec(QStringLiteral("INSERT INTO moves (id, game_id, idx, kind, actor, decision, text, "
                                "is_chance, hash, created_at) VALUES "
                                "(1, 1, 0, 'decision', -1, '{\"type\":\"chance\"}', 'chance', "
                                "1, '0123456789abcdef', ?), "
                                "(2, 1, 1, 'decision', 0, '{\"type\":\"move\"}', 'move', 0, "
                                "'1111111111111111', ?), "
                                "(3, 1, 2, 'undo', 0, '{\"type\":\"undo\"}', '', 0, "
                                "'0123456789abcdef', ?)"),
                 {t, t, t}) &&
        raw.exec(QStringLiteral("INSERT INTO move_tags (move_id, tag) VALUES (2, 'kept')")) &&
        raw.exec(QStringLiteral("INSERT INTO runs (id, design_id, ruleset, params, players, "
                                "agents, run_seed, games, threads, shard, status, summary, "
                                "command, created_at, finished_at) VALUES (1, NULL, 'stability', "
                                "?, 2, '[\"random\",\"random\"]', '42', ?, 1, NULL, "
                                "'finished', '{\"games\":3}', 'playbench-cli simulate --games 3 "
                                "--seed 42 --db x', ?, ?)"),
                 {QString::fromStdString(
                      pb::rulesetOrThrow("stability").makeGame({}, 2)->params().dump()),
                  kV2RunGames, t, t});
    const auto game = pb::rulesetOrThrow("stability").makeGame({}, 2);
    std::vector<std::unique_ptr<pb::Agent>> owned;
    std::vector<pb::Agent*> agents;
    for (int seat = 0; seat < 2; ++seat) {
        owned.push_back(pb::makeAgent("random", 0));
        agents.push_back(owned.back().get());
    }
    for (int i = 0; ok && i < kV2RunGames; ++i) {
        const pb::GameRecord record =
            pb::playGame(*game, pb::deriveSeed(kV2RunSeed, std::uint64_t(i)), agents);
        const qint64 gameId = 10 + i;
        ok = raw.exec(QStringLiteral("INSERT INTO games (id, design_id, ruleset, params, players, "
                                     "seats, seed, initial_state, status, result, started_at, "
                                     "ended_at, run_id, game_index) VALUES (?, NULL, 'stability', "
                                     "?, 2, '[\"random\",\"random\"]', ?, ?, 'finished', ?, ?, "
                                     "?, 1, ?)"),
                      {gameId, QString::fromStdString(record.params.dump()),
                       QString::number(record.seed),
                       QString::fromStdString(record.initialState.dump()),
                       QString::fromStdString(pb::outcomeToJson(record.outcome).dump()), t, t, i});
        auto state = pb::rulesetOrThrow("stability").stateFromJson(record.initialState);
        int idx = 0;
        for (const pb::RecordedDecision& d : record.decisions) {
            ok = ok && raw.exec(QStringLiteral("INSERT INTO moves (game_id, idx, kind, actor, "
                                               "decision, text, is_chance, hash, created_at) "
                                               "VALUES (?, ?, 'decision', ?, ?, ?, ?, ?, ?)"),
                                {gameId, idx++, d.actor,
                                 QString::fromStdString(state->decisionToJson(d.decision).dump()),
                                 QString::fromStdString(state->decisionToText(d.decision)),
                                 d.actor == pb::kChanceActor ? 1 : 0,
                                 QString::fromStdString(pb::hashToHex(d.hashAfter)), t});
            state->applyUnchecked(d.decision);
        }
    }
    return ok && raw.exec(QStringLiteral("PRAGMA journal_mode = DELETE"));
}

} // namespace pb::db::test
