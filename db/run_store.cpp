#include "db/run_store.h"

#include "db/database.h"
#include "db/game_store.h"
#include "db/script_store.h"
#include "db/sql_helpers.h"
#include "db/sqlite_statement.h"
#include "db/store_logging.h"
#include "db/transaction.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/simulator.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <thread>

namespace pb::db {

namespace {

using Kind = StoreError::Kind;

const QString kRunColumns = QStringLiteral(
    "r.id, r.design_id, r.ruleset, r.params, r.players, r.agents, r.run_seed, r.games, "
    "r.threads, r.shard, r.status, r.summary, r.command, r.created_at, r.finished_at, "
    "r.kind, r.parent_run_id, r.first_game, r.total_games, r.complexity_sample, r.log_moves, "
    "r.sweep_key, r.sweep, r.sweep_point, r.program, "
    "COALESCE(NULLIF((SELECT COUNT(*) FROM run_games rg WHERE rg.run_id = r.id), 0), "
    "(SELECT COUNT(*) FROM games g WHERE g.run_id = r.id)), r.heatmaps, r.skill_trace, r.setup, "
    "r.script_hash");

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
    row.kind = runKindFromString(query.value(15).toString()).value_or(RunKind::Batch);
    row.parentRunId = sql::idFromVariant(query.value(16));
    row.firstGame = query.value(17).toLongLong();
    row.totalGames = query.value(18).toLongLong();
    row.complexitySample = query.value(19).toULongLong();
    row.logMoves = query.value(20).toInt() != 0;
    row.sweepKey = query.value(21).toString();
    row.sweep = sql::jsonFromText(db, query.value(22), field + QStringLiteral("sweep"));
    row.sweepPoint = sql::jsonFromText(db, query.value(23), field + QStringLiteral("sweep_point"));
    row.program = query.value(24).toString();
    row.storedGames = query.value(25).toLongLong();
    row.heatmaps = sql::jsonFromText(db, query.value(26), field + QStringLiteral("heatmaps"));
    row.skillTrace = sql::jsonFromText(db, query.value(27), field + QStringLiteral("skill_trace"));
    row.setup = sql::jsonFromText(db, query.value(28), field + QStringLiteral("setup"));
    row.scriptHash = query.value(29).toString();
    return row;
}

std::vector<RunRow> selectRuns(const Database& db, const QString& condition,
                               const QVariantList& values, const QString& order,
                               const QString& what) {
    QString statement = QStringLiteral("SELECT %1 FROM runs r").arg(kRunColumns);
    if (!condition.isEmpty())
        statement += QStringLiteral(" WHERE ") + condition;
    statement += QStringLiteral(" ORDER BY ") + order;
    QSqlQuery query = sql::prepare(db, statement, what);
    query.setForwardOnly(true);
    for (int i = 0; i < values.size(); ++i)
        query.bindValue(i, values[i]);
    sql::exec(db, query, what);
    std::vector<RunRow> rows;
    while (query.next())
        rows.push_back(readRun(db, query));
    if (query.lastError().isValid())
        sql::fail(db, what, query.lastError());
    return rows;
}

void endRun(const Database& db, qint64 runId, RunStatus status, const nlohmann::json& summary,
            const nlohmann::json& heatmaps, const QString& what) {
    QSqlQuery query = sql::prepare(db,
                                   QStringLiteral("UPDATE runs SET status = ?, summary = ?, "
                                                  "heatmaps = ?, finished_at = ? "
                                                  "WHERE id = ? AND status = 'running'"),
                                   what);
    query.bindValue(0, toString(status));
    query.bindValue(1, sql::nullableJson(summary));
    query.bindValue(2, sql::nullableJson(heatmaps));
    query.bindValue(3, sql::now());
    query.bindValue(4, runId);
    sql::exec(db, query, what);
    if (query.numRowsAffected() == 0)
        throw sql::error(db.path(), Kind::NotFound,
                         QStringLiteral("%1: there is no running run %2").arg(what).arg(runId));
}

// What a run's logged games copy from it.
struct RunningRun {
    std::optional<qint64> designId;
    QString scriptHash;
};

// Refuses a write to a run that does not exist or is not running.
RunningRun requireRunning(const Database& db, qint64 runId, const QString& what) {
    QSqlQuery run = sql::prepare(
        db, QStringLiteral("SELECT status, design_id, script_hash FROM runs WHERE id = ?"), what);
    run.bindValue(0, runId);
    sql::exec(db, run, what);
    if (!run.next())
        throw sql::error(db.path(), Kind::NotFound,
                         QStringLiteral("%1: run %2 does not exist").arg(what).arg(runId));
    if (run.value(0).toString() != toString(RunStatus::Running))
        throw sql::error(db.path(), Kind::InvalidValue,
                         QStringLiteral("%1: run %2 is %3, not running")
                             .arg(what)
                             .arg(runId)
                             .arg(run.value(0).toString()));
    return {sql::idFromVariant(run.value(1)), run.value(2).toString()};
}

std::string jsonText(const nlohmann::json& json) {
    return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string countersText(const std::vector<std::uint32_t>& counters) {
    std::string text = "[";
    for (std::size_t i = 0; i < counters.size(); ++i) {
        if (i)
            text += ',';
        text += std::to_string(counters[i]);
    }
    return text + "]";
}

// A per-game row, as run_games stores it.
struct GameRowValues {
    std::int64_t index = 0;
    std::string seed;
    int firstMover = -1;
    std::string result;
    int turns = 0;
    int decisions = 0;
    std::int64_t legalSum = 0;
    int legalPoints = 0;
    std::string counters;
};

GameRowValues rowValues(const pb::SimulatedGame& game) {
    return {static_cast<std::int64_t>(game.index),
            std::to_string(game.seed),
            game.firstMover,
            jsonText(pb::outcomeToJson(game.outcome)),
            game.turns,
            game.decisions,
            static_cast<std::int64_t>(game.legalDecisionSum),
            game.countedDecisionPoints,
            countersText(game.counters)};
}

constexpr std::string_view kInsertRunGame =
    "INSERT INTO run_games (run_id, game_index, seed, first_mover, result, turns, decisions, "
    "legal_sum, legal_points, counters) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)";

void insertRunGame(SqliteStatement& insert, qint64 runId, const GameRowValues& row) {
    insert.bind(1, runId);
    insert.bind(2, row.index);
    insert.bind(3, row.seed);
    insert.bind(4, row.firstMover);
    insert.bind(5, row.result);
    insert.bind(6, row.turns);
    insert.bind(7, row.decisions);
    insert.bind(8, row.legalSum);
    insert.bind(9, row.legalPoints);
    insert.bind(10, row.counters);
    insert.step();
}

// One decision ready to bind: its JSON and text live in PreparedGame::texts.
struct PreparedMove {
    int actor = 0;
    std::uint32_t decisionAt = 0, decisionSize = 0, textAt = 0, textSize = 0;
    std::array<char, 16> hash{};
};

// One record rendered for the store, off the store's thread, as UTF-8.
struct PreparedGame {
    QString error; // why the record is refused; empty if it replays
    std::string params, seats, initial;
    GameRowValues row;
    std::string texts; // every move's decision JSON and text, back to back
    std::vector<PreparedMove> moves;

    std::string_view text(std::uint32_t at, std::uint32_t size) const {
        return std::string_view(texts).substr(at, size);
    }
};

void hashDigits(std::uint64_t hash, std::array<char, 16>& out) {
    static constexpr char kDigits[] = "0123456789abcdef";
    for (int i = 15; i >= 0; --i, hash >>= 4)
        out[static_cast<std::size_t>(i)] = kDigits[hash & 0xF];
}

// Replays `record` from its initial state, rendering each decision at the state
// it was taken in. Legality is checked per decision (cheap); the state hash only
// once, at the end, against the record's last hash.
PreparedGame prepareGame(const RunGameRecord& entry) {
    const pb::GameRecord& record = entry.record;
    PreparedGame game;
    std::unique_ptr<pb::State> state;
    try {
        // A scripted game's state names the version of the script it is played with.
        const auto script = record.initialState.find("script");
        const QString hash = script != record.initialState.end() && script->is_string()
                                 ? QString::fromStdString(script->get<std::string>())
                                 : QString();
        state = registeredRuleset(QString::fromStdString(record.ruleset), hash)
                    .stateFromJson(record.initialState);
    } catch (const std::exception& e) {
        game.error = QStringLiteral("bad initial state: %1").arg(QString::fromStdString(e.what()));
        return game;
    }
    game.moves.reserve(record.decisions.size());
    game.texts.reserve(record.decisions.size() * 56);
    int idx = 0;
    for (const pb::RecordedDecision& decision : record.decisions) {
        if (state->isTerminal() || state->currentActor() != decision.actor ||
            !state->isLegal(decision.decision)) {
            game.error = QStringLiteral("decision %1 does not replay: it is not legal where it "
                                        "was taken")
                             .arg(idx);
            return game;
        }
        PreparedMove move;
        move.actor = decision.actor;
        try {
            move.decisionAt = static_cast<std::uint32_t>(game.texts.size());
            game.texts += jsonText(state->decisionToJson(decision.decision));
            move.textAt = static_cast<std::uint32_t>(game.texts.size());
            move.decisionSize = move.textAt - move.decisionAt;
            game.texts += state->decisionToText(decision.decision);
            move.textSize = static_cast<std::uint32_t>(game.texts.size()) - move.textAt;
        } catch (const std::exception& e) {
            game.error = QStringLiteral("decision %1 does not render: %2")
                             .arg(idx)
                             .arg(QString::fromStdString(e.what()));
            return game;
        }
        hashDigits(decision.hashAfter, move.hash);
        state->applyUnchecked(decision.decision);
        game.moves.push_back(move);
        ++idx;
    }
    if (!record.decisions.empty() && state->hash() != record.decisions.back().hashAfter) {
        game.error =
            QStringLiteral("decision %1 does not replay to its recorded hash").arg(idx - 1);
        return game;
    }
    game.params = jsonText(record.params);
    nlohmann::json seats = nlohmann::json::array();
    for (const std::string& agent : record.agents)
        seats.push_back(agent);
    game.seats = jsonText(seats);
    game.initial = jsonText(record.initialState);
    game.row = {static_cast<std::int64_t>(entry.gameIndex),
                std::to_string(record.seed),
                record.firstMover,
                jsonText(pb::outcomeToJson(record.outcome)),
                record.turns,
                record.seatDecisions,
                static_cast<std::int64_t>(record.legalDecisionSum),
                record.countedDecisionPoints,
                countersText(record.counters)};
    return game;
}

// Renders a chunk's records for the store on helper threads while the store's
// thread inserts them in order: take(i) returns game i, preparing it on the
// calling thread if no helper has started it, waiting if one has. The helpers
// are joined by the destructor (after finishing the game each is on).
class PreparedGames {
public:
    explicit PreparedGames(std::span<const RunGameRecord> chunk)
        : chunk_(chunk), games_(chunk.size()), ready_(chunk.size()) {
        // One core for the inserts, the others render ahead of it.
        const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
        const std::size_t helpers =
            chunk.size() < 16 ? 0 : std::min<std::size_t>(cores > 1 ? cores - 1 : 1, 15);
        for (std::size_t t = 0; t < helpers; ++t)
            helpers_.emplace_back([this] {
                while (!stop_)
                    if (!prepareNext())
                        return;
            });
    }
    ~PreparedGames() {
        stop_ = true;
        for (auto& thread : helpers_)
            thread.join();
    }
    PreparedGames(const PreparedGames&) = delete;
    PreparedGames& operator=(const PreparedGames&) = delete;

    PreparedGame& take(std::size_t i) {
        while (!ready_[i].load(std::memory_order_acquire)) {
            std::size_t expected = i;
            if (next_.load() == i && next_.compare_exchange_strong(expected, i + 1))
                prepare(i);
            else
                ready_[i].wait(false, std::memory_order_acquire);
        }
        return games_[i];
    }

private:
    bool prepareNext() {
        const std::size_t i = next_++;
        if (i >= chunk_.size())
            return false;
        prepare(i);
        return true;
    }
    void prepare(std::size_t i) {
        games_[i] = prepareGame(chunk_[i]);
        ready_[i].store(true, std::memory_order_release);
        ready_[i].notify_all();
    }

    std::span<const RunGameRecord> chunk_;
    std::vector<PreparedGame> games_;
    std::vector<std::atomic<bool>> ready_;
    std::atomic<std::size_t> next_{0};
    std::atomic<bool> stop_{false};
    std::vector<std::thread> helpers_;
};

// While it lives, commits do not wait for the disk (PRAGMA synchronous =
// NORMAL), if the store is in WAL mode, where that is safe: a crash or a power
// cut can lose the latest chunks of a run, never corrupt the file; the run then
// stays 'running' with its earlier chunks intact. Checkpoints still sync.
// Restores FULL (the store's default for single writes) when it ends.
class BulkSync {
public:
    explicit BulkSync(const Database& db) : db_(db) {
        QSqlQuery mode(db_.connection());
        relaxed_ =
            mode.exec(QStringLiteral("PRAGMA journal_mode")) && mode.next() &&
            mode.value(0).toString().compare(QStringLiteral("wal"), Qt::CaseInsensitive) == 0;
        mode.finish();
        if (relaxed_)
            relaxed_ =
                QSqlQuery(db_.connection()).exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    }
    ~BulkSync() {
        if (relaxed_)
            QSqlQuery(db_.connection()).exec(QStringLiteral("PRAGMA synchronous = FULL"));
    }
    BulkSync(const BulkSync&) = delete;
    BulkSync& operator=(const BulkSync&) = delete;

private:
    const Database& db_;
    bool relaxed_ = false;
};

// {"scores","ranks","winner","draw","turn_limit"} back into an Outcome.
pb::Outcome outcomeFromJson(const nlohmann::json& json) {
    pb::Outcome outcome;
    if (!json.is_object())
        return outcome;
    const auto scores = json.value("scores", nlohmann::json::array());
    const auto ranks = json.value("ranks", nlohmann::json::array());
    outcome.numSeats = std::min<int>(pb::kMaxSeats, static_cast<int>(scores.size()));
    for (int seat = 0; seat < outcome.numSeats; ++seat) {
        outcome.score[seat] = scores[seat].is_number() ? scores[seat].get<double>() : 0.0;
        outcome.rank[seat] =
            seat < static_cast<int>(ranks.size()) && ranks[seat].is_number_integer()
                ? ranks[seat].get<int>()
                : 0;
    }
    const auto winner = json.find("winner");
    outcome.winner = winner != json.end() && winner->is_number_integer() ? winner->get<int>() : -1;
    outcome.draw = json.value("draw", false);
    outcome.turnLimit = json.value("turn_limit", false);
    return outcome;
}

// The per-game rows of a run stored by schema version 2, which kept only its
// logged games: each is replayed to recover what the metrics need.
std::vector<pb::SimulatedGame> replayStoredGames(Database& db, qint64 runId) {
    GameStore store(db);
    GameFilter filter;
    filter.runId = runId;
    std::vector<GameRow> games = store.listGames(filter);
    std::sort(games.begin(), games.end(),
              [](const GameRow& a, const GameRow& b) { return a.gameIndex < b.gameIndex; });
    std::vector<pb::SimulatedGame> rows;
    for (const GameRow& game : games) {
        pb::SimulatedGame row;
        row.index = static_cast<std::uint64_t>(game.gameIndex.value_or(0));
        row.seed = game.seed;
        row.outcome = outcomeFromJson(game.result);
        try {
            const pb::Ruleset& ruleset = storedRuleset(db, game.ruleset, game.scriptHash);
            std::unique_ptr<pb::State> state = ruleset.stateFromJson(game.initialState);
            for (const MoveRow& move : store.moves(game.id)) {
                if (move.kind != MoveKind::Decision)
                    continue;
                const int actor = state->currentActor();
                state->apply(state->decisionFromJson(move.decision));
                if (actor != pb::kChanceActor) {
                    ++row.decisions;
                    if (row.firstMover < 0)
                        row.firstMover = actor;
                }
            }
            if (state->isTerminal())
                row.outcome = state->outcome();
            row.turns = state->turnsCompleted();
            const int counters = static_cast<int>(ruleset.counters().size());
            for (int seat = 0; seat < game.players; ++seat)
                for (int c = 0; c < counters; ++c)
                    row.counters.push_back(state->counter(seat, c));
        } catch (const pb::PlaybenchError& e) {
            throw sql::error(db.path(), Kind::Corrupt,
                             QStringLiteral("reading run %1: its game %2 does not replay: %3")
                                 .arg(runId)
                                 .arg(game.id)
                                 .arg(QString::fromStdString(e.what())));
        }
        rows.push_back(std::move(row));
    }
    return rows;
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

QString toString(RunKind kind) {
    return kind == RunKind::Skill ? QStringLiteral("skill") : QStringLiteral("batch");
}

std::optional<RunStatus> runStatusFromString(const QString& text) {
    for (RunStatus status : {RunStatus::Running, RunStatus::Finished, RunStatus::Cancelled})
        if (toString(status) == text)
            return status;
    return std::nullopt;
}

std::optional<RunKind> runKindFromString(const QString& text) {
    for (RunKind kind : {RunKind::Batch, RunKind::Skill})
        if (toString(kind) == text)
            return kind;
    return std::nullopt;
}

// createRun, finishRun, cancelRun and removeRun are single autocommitted
// statements; writeGames and writeResults are one transaction each. On failure
// nothing of the call is stored, earlier chunks are intact and StoreError says why.

qint64 RunStore::createRun(const NewRun& run) {
    const QString what = QStringLiteral("starting a run");
    if (run.ruleset.isEmpty() || run.players <= 0 || !run.params.is_object())
        throw sql::error(
            db_.path(), Kind::InvalidValue,
            QStringLiteral("%1: a run needs a ruleset, parameters and players").arg(what));
    if (run.kind == RunKind::Skill && !run.parentRunId)
        throw sql::error(db_.path(), Kind::InvalidValue,
                         QStringLiteral("%1: a skill run needs its batch run").arg(what));
    const QString script = sql::storeScriptFor(db_, run.ruleset, run.scriptHash);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("INSERT INTO runs (design_id, ruleset, params, players, agents, run_seed, "
                       "games, threads, shard, status, command, created_at, kind, parent_run_id, "
                       "first_game, total_games, complexity_sample, log_moves, sweep_key, sweep, "
                       "sweep_point, program, setup, script_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                       "?, 'running', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        what);
    const QVariant nullText(QMetaType::fromType<QString>());
    const QVariantList values{
        sql::optionalId(run.designId),
        sql::text(run.ruleset),
        sql::jsonToText(run.params),
        run.players,
        sql::jsonToText(sql::stringsToJson(run.agents)),
        sql::seedToText(run.runSeed),
        run.games,
        run.threads,
        run.shard.isEmpty() ? nullText : QVariant(run.shard),
        sql::text(run.command),
        sql::now(),
        toString(run.kind),
        sql::optionalId(run.parentRunId),
        run.firstGame,
        run.totalGames < 0 ? run.games : run.totalGames,
        qint64(run.complexitySample),
        run.logMoves ? 1 : 0,
        run.sweepKey.isEmpty() ? nullText : QVariant(run.sweepKey),
        sql::nullableJson(run.sweep),
        sql::nullableJson(run.sweepPoint),
        sql::text(run.program),
        sql::nullableJson(run.setup),
        sql::optionalText(script),
    };
    for (int i = 0; i < values.size(); ++i)
        query.bindValue(i, values[i]);
    sql::exec(db_, query, what);
    return query.lastInsertId().toLongLong();
}

void RunStore::writeGames(qint64 runId, std::span<const RunGameRecord> chunk) {
    const QString what = QStringLiteral("storing %1 games of run %2").arg(chunk.size()).arg(runId);
    // Rendering needs no database: helper threads render ahead of the inserts,
    // as UTF-8 to bind as it is. A record that does not replay is found before
    // or during the transaction, which then rolls back whole.
    PreparedGames prepared(chunk);
    const BulkSync sync(db_);
    Transaction transaction(db_, what);
    const RunningRun running = requireRunning(db_, runId, what);
    const std::optional<qint64> designId = running.designId;
    const std::string scriptHash = running.scriptHash.toStdString();
    SqliteStatement insertGame(
        db_,
        "INSERT INTO games (design_id, ruleset, params, players, seats, seed, initial_state, "
        "status, result, started_at, ended_at, run_id, game_index, script_hash) VALUES (?1, ?2, "
        "?3, ?4, ?5, ?6, ?7, 'finished', ?8, ?9, ?9, ?10, ?11, ?12)",
        what);
    SqliteStatement insertMove(db_,
                               "INSERT INTO moves (game_id, idx, kind, actor, decision, text, "
                               "is_chance, hash, created_at) VALUES (?1, ?2, 'decision', ?3, ?4, "
                               "?5, ?6, ?7, ?8)",
                               what);
    SqliteStatement insertRow(db_, kInsertRunGame, what);
    const std::string now = sql::now().toStdString();

    for (std::size_t i = 0; i < chunk.size(); ++i) {
        const PreparedGame& game = prepared.take(i);
        if (!game.error.isEmpty())
            throw sql::error(db_.path(), Kind::InvalidValue,
                             QStringLiteral("%1: game index %2: %3")
                                 .arg(what)
                                 .arg(quint64(chunk[i].gameIndex))
                                 .arg(game.error));
        const pb::GameRecord& record = chunk[i].record;
        if (designId)
            insertGame.bind(1, *designId);
        else
            insertGame.bindNull(1);
        insertGame.bind(2, record.ruleset);
        insertGame.bind(3, game.params);
        insertGame.bind(4, record.numPlayers);
        insertGame.bind(5, game.seats);
        insertGame.bind(6, game.row.seed);
        insertGame.bind(7, game.initial);
        insertGame.bind(8, game.row.result);
        insertGame.bind(9, now);
        insertGame.bind(10, runId);
        insertGame.bind(11, game.row.index);
        if (scriptHash.empty())
            insertGame.bindNull(12);
        else
            insertGame.bind(12, scriptHash);
        try {
            insertGame.step();
        } catch (const StoreError& e) {
            // Name the game: a clash of indices is the usual cause.
            throw StoreError(e.kind(), QStringLiteral("%1 (game index %2)")
                                           .arg(QString::fromStdString(e.what()))
                                           .arg(game.row.index)
                                           .toStdString());
        }
        const std::int64_t gameId = insertGame.lastInsertId();

        insertMove.bind(1, gameId);
        insertMove.bind(8, now);
        int idx = 0;
        for (const PreparedMove& move : game.moves) {
            insertMove.bind(2, idx++);
            insertMove.bind(3, move.actor);
            insertMove.bind(4, game.text(move.decisionAt, move.decisionSize));
            insertMove.bind(5, game.text(move.textAt, move.textSize));
            insertMove.bind(6, move.actor == pb::kChanceActor ? 1 : 0);
            insertMove.bind(7, std::string_view(move.hash.data(), move.hash.size()));
            insertMove.step();
        }
        insertRunGame(insertRow, runId, game.row);
    }
    transaction.commit();
    qCDebug(lcStore) << "Stored" << chunk.size() << "games of run" << runId;
}

void RunStore::writeResults(qint64 runId, std::span<const pb::SimulatedGame> chunk) {
    const QString what =
        QStringLiteral("storing %1 game results of run %2").arg(chunk.size()).arg(runId);
    const BulkSync sync(db_);
    Transaction transaction(db_, what);
    requireRunning(db_, runId, what);
    SqliteStatement insertRow(db_, kInsertRunGame, what);
    for (const pb::SimulatedGame& game : chunk)
        insertRunGame(insertRow, runId, rowValues(game));
    transaction.commit();
    qCDebug(lcStore) << "Stored" << chunk.size() << "game results of run" << runId;
}

void RunStore::finishRun(qint64 runId, const nlohmann::json& summary,
                         const nlohmann::json& heatmaps) {
    endRun(db_, runId, RunStatus::Finished, summary, heatmaps,
           QStringLiteral("finishing run %1").arg(runId));
}

void RunStore::cancelRun(qint64 runId, const nlohmann::json& summary,
                         const nlohmann::json& heatmaps) {
    endRun(db_, runId, RunStatus::Cancelled, summary, heatmaps,
           QStringLiteral("cancelling run %1").arg(runId));
}

void RunStore::setSkillTrace(qint64 runId, const nlohmann::json& trace) {
    const QString what = QStringLiteral("storing the skill trace of run %1").arg(runId);
    QSqlQuery query =
        sql::prepare(db_, QStringLiteral("UPDATE runs SET skill_trace = ? WHERE id = ?"), what);
    query.bindValue(0, sql::nullableJson(trace));
    query.bindValue(1, runId);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        throw sql::error(db_.path(), Kind::NotFound,
                         QStringLiteral("%1: run %2 does not exist").arg(what).arg(runId));
}

void RunStore::removeRun(qint64 runId) {
    const QString what = QStringLiteral("deleting run %1").arg(runId);
    QSqlQuery query = sql::prepare(db_, QStringLiteral("DELETE FROM runs WHERE id = ?"), what);
    query.bindValue(0, runId);
    sql::exec(db_, query, what);
    if (query.numRowsAffected() == 0)
        throw sql::error(db_.path(), Kind::NotFound,
                         QStringLiteral("%1: run %2 does not exist").arg(what).arg(runId));
}

std::optional<RunRow> RunStore::run(qint64 runId) const {
    std::vector<RunRow> rows =
        selectRuns(db_, QStringLiteral("r.id = ?"), {runId}, QStringLiteral("r.id"),
                   QStringLiteral("reading run %1").arg(runId));
    if (rows.empty())
        return std::nullopt;
    return std::move(rows.front());
}

std::vector<RunRow> RunStore::listRuns(std::optional<qint64> designId) const {
    if (designId)
        return selectRuns(db_, QStringLiteral("r.design_id = ?"), {*designId},
                          QStringLiteral("r.id DESC"), QStringLiteral("listing runs"));
    return selectRuns(db_, {}, {}, QStringLiteral("r.id DESC"), QStringLiteral("listing runs"));
}

std::vector<RunRow> RunStore::sweepRuns(const QString& sweepKey) const {
    return selectRuns(db_, QStringLiteral("r.sweep_key = ? AND r.kind = 'batch'"), {sweepKey},
                      QStringLiteral("r.id"),
                      QStringLiteral("listing the runs of sweep %1").arg(sweepKey));
}

std::optional<RunRow> RunStore::skillRun(qint64 runId) const {
    std::vector<RunRow> rows = selectRuns(
        db_, QStringLiteral("r.parent_run_id = ? AND r.kind = 'skill'"), {runId},
        QStringLiteral("r.id"), QStringLiteral("reading the skill run of run %1").arg(runId));
    if (rows.empty())
        return std::nullopt;
    return std::move(rows.front());
}

pb::SimulationResult RunStore::results(qint64 runId, const std::atomic<bool>* stop) const {
    pb::SimulationResult result;
    result.cancelled = forEachResult(
        runId, [&](const pb::SimulatedGame& game) { result.games.push_back(game); }, stop);
    return result;
}

bool RunStore::forEachResult(qint64 runId,
                             const std::function<void(const pb::SimulatedGame&)>& visit,
                             const std::atomic<bool>* stop) const {
    const QString what = QStringLiteral("reading the games of run %1").arg(runId);
    const std::optional<RunRow> row = run(runId);
    if (!row)
        throw sql::error(db_.path(), Kind::NotFound,
                         QStringLiteral("%1: run %2 does not exist").arg(what).arg(runId));
    const bool cancelled = row->status != RunStatus::Finished;
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("SELECT game_index, seed, first_mover, result, turns, decisions, "
                       "legal_sum, legal_points, counters FROM run_games WHERE run_id = ? "
                       "ORDER BY game_index"),
        what);
    query.setForwardOnly(true);
    query.bindValue(0, runId);
    sql::exec(db_, query, what);
    std::uint64_t read = 0;
    pb::SimulatedGame game; // one row at a time, its counters' buffer reused
    while (query.next()) {
        if (stop && (read & 1023) == 0 && stop->load(std::memory_order_relaxed))
            return true;
        game.index = query.value(0).toULongLong();
        const QString field = QStringLiteral("run %1 game %2 ").arg(runId).arg(game.index);
        game.seed = sql::seedFromText(db_, query.value(1), field + QStringLiteral("seed"));
        game.firstMover = query.value(2).toInt();
        game.outcome = outcomeFromJson(
            sql::jsonFromText(db_, query.value(3), field + QStringLiteral("result")));
        game.turns = query.value(4).toInt();
        game.decisions = query.value(5).toInt();
        game.legalDecisionSum = query.value(6).toULongLong();
        game.countedDecisionPoints = query.value(7).toInt();
        const nlohmann::json counters =
            sql::jsonFromText(db_, query.value(8), field + QStringLiteral("counters"));
        game.counters.clear();
        if (counters.is_array())
            for (const auto& value : counters)
                game.counters.push_back(value.is_number_unsigned() ? value.get<std::uint32_t>()
                                                                   : 0u);
        visit(game);
        ++read;
    }
    if (query.lastError().isValid())
        sql::fail(db_, what, query.lastError());
    if (read == 0 && row->storedGames > 0)
        for (const pb::SimulatedGame& replayed : replayStoredGames(db_, runId))
            visit(replayed);
    return cancelled;
}

} // namespace pb::db
