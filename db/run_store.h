#pragma once

#include "sim/game_record.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <atomic>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <vector>

namespace pb {
struct SimulatedGame;
struct SimulationResult;
} // namespace pb

namespace pb::db {

class Database;

enum class RunStatus { Running, Finished, Cancelled };
// A batch run, or the extra skill-against-luck games of a batch (its parent):
// the strong agent in seat 0 against random seats.
enum class RunKind { Batch, Skill };

// "running", "finished", "cancelled" / "batch", "skill": the stored text.
QString toString(RunStatus status);
QString toString(RunKind kind);
std::optional<RunStatus> runStatusFromString(const QString& text);
std::optional<RunKind> runKindFromString(const QString& text);

// What createRun needs to know about a batch before its first game.
struct NewRun {
    std::optional<qint64> designId;
    QString ruleset;
    // The version of a scripted ruleset's script (its hash); empty for a
    // built-in ruleset, or to mean the newest registered version.
    QString scriptHash;
    nlohmann::json params = nlohmann::json::object(); // resolved parameters
    int players = 0;
    QStringList agents; // one spec per seat
    std::uint64_t runSeed = 0;
    qint64 games = 0;       // games of this run (of this shard)
    qint64 firstGame = 0;   // the index of its first game: it holds [firstGame, firstGame + games)
    qint64 totalGames = -1; // games of the whole batch over every shard; -1: the same as games
    int threads = 1;
    QString shard;   // "K/N" for one shard of a sharded batch, empty otherwise
    QString command; // the command line that started it, for the report
    RunKind kind = RunKind::Batch;
    std::optional<qint64> parentRunId;  // a skill run's batch
    std::uint64_t complexitySample = 0; // leading games that counted their legal decisions
    bool logMoves = false;              // every game's decisions are stored as moves
    // A sweep's runs share sweepKey (the same on every shard); `sweep` describes
    // its axes and sweepPoint holds this run's values of the swept parameters.
    QString sweepKey;
    nlohmann::json sweep;
    nlohmann::json sweepPoint;
    QString program; // "playbench-cli 0.1.0"
    // The set-up every game started from (recordRun stores its config's), or
    // null when each game generated its own.
    nlohmann::json setup;
};

struct RunRow {
    qint64 id = 0;
    std::optional<qint64> designId;
    QString ruleset;
    QString scriptHash; // the script version it ran with; empty for a built-in ruleset
    nlohmann::json params;
    int players = 0;
    QStringList agents;
    std::uint64_t runSeed = 0;
    qint64 games = 0;
    qint64 firstGame = 0;
    qint64 totalGames = 0;
    int threads = 1;
    QString shard;
    RunStatus status = RunStatus::Running;
    nlohmann::json summary; // pb::summarize, or null
    QString command;
    QDateTime createdAt;  // UTC
    QDateTime finishedAt; // UTC; invalid while running
    RunKind kind = RunKind::Batch;
    std::optional<qint64> parentRunId;
    std::uint64_t complexitySample = 0;
    bool logMoves = false;
    QString sweepKey;
    nlohmann::json sweep;
    nlohmann::json sweepPoint;
    QString program;
    qint64 storedGames = 0;    // per-game rows written so far
    nlohmann::json heatmaps;   // pb::summarizeHeatmaps, or null
    nlohmann::json skillTrace; // pb::skillTrace of the run's design, or null
    nlohmann::json setup;      // the set-up every game started from, or null
};

// One simulated game to store with its run.
struct RunGameRecord {
    std::uint64_t gameIndex = 0; // index within the run (SimulationConfig numbering)
    pb::GameRecord record;       // its decisions are stored as moves (none if not kept)
};

// The runs table, the per-game rows of batch runs (run_games) and, for runs
// that log their moves, their games with every decision. Each write is one
// statement or one transaction: on failure it rolls back entirely, earlier
// chunks and runs are intact and StoreError says why. Use from the thread that
// owns the Database.
class RunStore {
public:
    explicit RunStore(Database& db) : db_(db) {}

    // Stores a running run; returns its id. A run of a scripted ruleset stores
    // its script too (ScriptStore) and names its hash, as do its logged games.
    qint64 createRun(const NewRun& run);
    // Writes a chunk of finished games in ONE transaction: each game's per-game
    // row, its games row (result, status finished, run_id and game_index) and
    // its decisions as moves. Decision JSON and text are rendered by replaying
    // each record from its initial state, on several threads; the replay checks
    // each decision is legal and the final state has the record's last hash
    // (hashes in between come from the engine and are stored as they are).
    // Throws StoreError if the run is not running, a game index is already
    // stored, or a record does not replay (nothing of the chunk is then stored).
    void writeGames(qint64 runId, std::span<const RunGameRecord> chunk);
    // Writes a chunk of per-game rows only (a run that does not log its moves),
    // in one transaction; throws StoreError as writeGames.
    void writeResults(qint64 runId, std::span<const pb::SimulatedGame> chunk);
    // Ends a running run with its summary (pb::summarize) and, when it counted
    // them, its heatmaps (pb::summarizeHeatmaps; null otherwise).
    void finishRun(qint64 runId, const nlohmann::json& summary,
                   const nlohmann::json& heatmaps = nullptr);
    // Ends a running run as cancelled; the games already written stay.
    void cancelRun(qint64 runId, const nlohmann::json& summary = nullptr,
                   const nlohmann::json& heatmaps = nullptr);
    // Sets the skill trace (pb::skillTrace) of run `runId`, finished or not,
    // replacing any earlier one; null removes it. Throws StoreError (NotFound).
    void setSkillTrace(qint64 runId, const nlohmann::json& trace);
    // Deletes a run with its games, their moves, its per-game rows and its skill run.
    void removeRun(qint64 runId);

    std::optional<RunRow> run(qint64 runId) const;
    // Newest first; only the runs of `designId` if given.
    std::vector<RunRow> listRuns(std::optional<qint64> designId = std::nullopt) const;
    // The batch runs of one sweep (RunRow::sweepKey), oldest first.
    std::vector<RunRow> sweepRuns(const QString& sweepKey) const;
    // The skill run whose parent is `runId`, if it has one.
    std::optional<RunRow> skillRun(qint64 runId) const;

    // The run's games as the simulator returned them, in index order, from its
    // per-game rows; `cancelled` is set unless the run finished. A run stored
    // by schema version 2 has no per-game rows: its logged games are replayed
    // instead (their complexity was not counted). Throws StoreError (NotFound).
    // A set `stop` ends the read early with the games read so far (a window
    // closing while it reads a million-game run must not wait for all of them).
    pb::SimulationResult results(qint64 runId, const std::atomic<bool>* stop = nullptr) const;
    // The same games one at a time, in index order, read forward only: memory
    // holds one row, whatever the run's length (a report's pass over its games,
    // pb::RunAccumulator). Returns whether the run counts as cancelled (not
    // finished, or ended early by `stop`). Throws StoreError as results().
    bool forEachResult(qint64 runId, const std::function<void(const pb::SimulatedGame&)>& visit,
                       const std::atomic<bool>* stop = nullptr) const;

private:
    Database& db_;
};

} // namespace pb::db
