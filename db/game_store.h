#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace pb::db {

class Database;

enum class GameStatus { Running, Finished, Abandoned };
enum class MoveKind { Decision, Undo };

// "running", "finished", "abandoned" / "decision", "undo": the stored text.
QString toString(GameStatus status);
QString toString(MoveKind kind);
std::optional<GameStatus> gameStatusFromString(const QString& text);
std::optional<MoveKind> moveKindFromString(const QString& text);

// What beginGame needs to know about a game before its first decision.
struct NewGame {
    std::optional<qint64> designId;
    QString ruleset;
    // The version of a scripted ruleset's script (its hash); empty for a
    // built-in ruleset, or to mean the newest registered version.
    QString scriptHash;
    nlohmann::json params = nlohmann::json::object(); // resolved parameters
    int players = 0;
    QStringList seats; // one agent spec per seat: "human", "random", "mcts:iterations=1000"
    std::uint64_t seed = 0;
    nlohmann::json initialState; // the ruleset's state JSON before the first decision
};

// One stored game (played live, or simulated as part of a run).
struct GameRow {
    qint64 id = 0;
    std::optional<qint64> designId;
    QString ruleset;
    QString scriptHash; // the script version it was played with; empty for a built-in ruleset
    nlohmann::json params;
    int players = 0;
    QStringList seats;
    std::uint64_t seed = 0;
    nlohmann::json initialState;
    GameStatus status = GameStatus::Running;
    nlohmann::json result;           // pb::outcomeToJson, or null while running / when abandoned
    QDateTime startedAt;             // UTC
    QDateTime endedAt;               // UTC; invalid while running
    std::optional<qint64> runId;     // set for games of a batch run
    std::optional<qint64> gameIndex; // the game's index within its run
    int moveCount = 0;               // log rows, undo rows included
    int annotatedMoves = 0;          // rows with a non-empty annotation
    // For a damaged row listGames() read: the first column that does not read
    // ("params", "seats", "seed", "initial_state", "result"), those columns
    // then empty; empty for a sound row. game() refuses a damaged row.
    QString damagedColumn;
};

// One decision as it is about to be logged.
struct NewMove {
    int actor = 0;           // a seat, or -1 (pb::kChanceActor) for chance
    nlohmann::json decision; // State::decisionToJson
    QString text;            // State::decisionToText
    bool isChance = false;
    std::uint64_t hashAfter = 0; // State::hash after the decision
};

// One row of a game's append-only log.
struct MoveRow {
    qint64 id = 0;
    qint64 gameId = 0;
    int idx = 0; // 0-based position in the log
    MoveKind kind = MoveKind::Decision;
    int actor = 0;
    nlohmann::json decision; // {"type": "undo", "count": n} for an undo row
    QString text;
    bool isChance = false;
    QString hash;        // 16 lowercase hex digits of the state hash after this row
    QDateTime createdAt; // UTC
    QString annotation;
    QStringList tags; // sorted
};

// How many effective decisions an undo row takes back, from its decision JSON:
// "count", 1 when absent (undo rows written before one undo could take back several).
int undoneCount(const nlohmann::json& undoDecision);

// Where an appended row landed.
struct AppendedMove {
    qint64 id = 0;
    int idx = 0;
};

// How a finished game ended, for GameFilter::result.
enum class GameResultKind { Winner, Draw };

// Which games listGames returns; unset fields do not filter.
struct GameFilter {
    std::optional<qint64> designId;
    std::optional<GameStatus> status;
    std::optional<GameResultKind> result; // only finished games with a winner / a draw
    QDateTime startedFrom;                // valid: started at or after this time
    QDateTime startedBefore;              // valid: started before this time
    std::optional<bool> hasAnnotations;   // true: some move annotated; false: none
    QString tag;                          // non-empty: some move carries this tag
    std::optional<qint64> runId;          // only the games of this run
    bool includeRunGames = false;         // without runId: also list the games of batch runs
    int limit = 0;                        // 0 = all
};

// The games, moves and move_tags tables: the log of live games. Every write is a
// single autocommitted statement (a crash loses at most the move being written)
// or one transaction; on failure nothing is changed, earlier data is intact and
// StoreError says why.
class GameStore {
public:
    explicit GameStore(Database& db) : db_(db) {}

    Database& database() const { return db_; }

    // Stores a running game; returns its id. A game of a scripted ruleset
    // stores its script too (ScriptStore) and names its hash.
    qint64 beginGame(const NewGame& game);
    // Appends a decision at the next index, committed at once. Throws StoreError
    // (NotFound / InvalidValue) if the game does not exist or is not running.
    AppendedMove appendMove(qint64 gameId, const NewMove& move);
    // Appends an undo row at the next index: it takes back the latest `count`
    // decisions not yet taken back (a person's decision with the agents' replies
    // after it is one undo). `actor` is the seat that acts again, `hashAfter` the
    // hash of the restored state. Throws StoreError if fewer than `count` are left.
    AppendedMove appendUndo(qint64 gameId, int actor, std::uint64_t hashAfter, int count = 1);

    void setAnnotation(qint64 moveId, const QString& annotation);
    // Adds a tag (trimmed, non-empty) to a move; adding it twice is harmless.
    void addTag(qint64 moveId, const QString& tag);
    void removeTag(qint64 moveId, const QString& tag);

    // Ends a running game with its result (pb::outcomeToJson). Throws StoreError
    // if the game does not exist or has already ended.
    void finishGame(qint64 gameId, const nlohmann::json& result,
                    GameStatus status = GameStatus::Finished);
    // Ends a running game without a result.
    void markAbandoned(qint64 gameId);
    // Makes a finished playtest (not a game of a run) running again, without its
    // result: an undo after the end. Throws StoreError if there is no such game.
    void reopenGame(qint64 gameId);
    // Deletes a game with its moves and tags.
    void removeGame(qint64 gameId);

    // Newest first.
    std::vector<GameRow> listGames(const GameFilter& filter = {}) const;
    std::optional<GameRow> game(qint64 gameId) const;
    // The whole log in index order, with tags.
    std::vector<MoveRow> moves(qint64 gameId) const;
    // Every tag in use, sorted.
    QStringList tags() const;

private:
    Database& db_;
};

} // namespace pb::db
