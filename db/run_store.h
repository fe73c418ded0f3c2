#pragma once

#include "sim/game_record.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <vector>

namespace pb::db {

class Database;

enum class RunStatus { Running, Finished, Cancelled };

// "running", "finished", "cancelled": the stored text.
QString toString(RunStatus status);
std::optional<RunStatus> runStatusFromString(const QString& text);

// What createRun needs to know about a batch before its first game.
struct NewRun {
    std::optional<qint64> designId;
    QString ruleset;
    nlohmann::json params = nlohmann::json::object(); // resolved parameters
    int players = 0;
    QStringList agents; // one spec per seat
    std::uint64_t runSeed = 0;
    qint64 games = 0; // games requested (of this shard)
    int threads = 1;
    QString shard;   // "K/N" for one shard of a sharded batch, empty otherwise
    QString command; // the command line that started it, for the report
};

struct RunRow {
    qint64 id = 0;
    std::optional<qint64> designId;
    QString ruleset;
    nlohmann::json params;
    int players = 0;
    QStringList agents;
    std::uint64_t runSeed = 0;
    qint64 games = 0;
    int threads = 1;
    QString shard;
    RunStatus status = RunStatus::Running;
    nlohmann::json summary; // pb::summarize, or null
    QString command;
    QDateTime createdAt;    // UTC
    QDateTime finishedAt;   // UTC; invalid while running
    qint64 storedGames = 0; // games rows written so far
};

// One simulated game to store with its run.
struct RunGameRecord {
    std::uint64_t gameIndex = 0; // index within the run (SimulationConfig numbering)
    pb::GameRecord record;       // its decisions are stored as moves (none if not kept)
};

// The runs table and the games (with moves) of batch runs. Each call is one
// transaction: on failure it rolls back entirely, earlier chunks and runs are
// intact and StoreError says why.
class RunStore {
public:
    explicit RunStore(Database& db) : db_(db) {}

    // Stores a running run; returns its id.
    qint64 createRun(const NewRun& run);
    // Writes a chunk of finished games (games rows with result, status finished,
    // run_id and game_index, and their moves) in ONE transaction. Decision JSON and
    // text come from replaying each record from its initial state. Throws
    // StoreError if the run is not running, a game index is already stored, or a
    // record does not replay (nothing of the chunk is then stored).
    void writeGames(qint64 runId, std::span<const RunGameRecord> chunk);
    // Ends a running run with its summary (pb::summarize).
    void finishRun(qint64 runId, const nlohmann::json& summary);
    // Ends a running run as cancelled; the games already written stay.
    void cancelRun(qint64 runId, const nlohmann::json& summary = nullptr);
    // Deletes a run with its games and their moves.
    void removeRun(qint64 runId);

    std::optional<RunRow> run(qint64 runId) const;
    // Newest first; only the runs of `designId` if given.
    std::vector<RunRow> listRuns(std::optional<qint64> designId = std::nullopt) const;

private:
    Database& db_;
};

} // namespace pb::db
