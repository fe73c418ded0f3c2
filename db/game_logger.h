#pragma once

#include "db/game_store.h"

#include <QStringList>
#include <QtGlobal>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace pb {
class State;
struct RecordedDecision;
} // namespace pb

namespace pb::db {

// Writes one live game to a GameStore as it is played: the games row on
// construction, one committed move row per decision (usable as the observer of
// pb::playGame), undo rows, and the result at the end. Each call writes at once,
// so a crash loses at most the decision being logged; a failed write throws
// StoreError and leaves the rows already written intact.
class GameLogger {
public:
    // Writes the games row (status running) for a game starting at `initial`.
    GameLogger(GameStore& store, const pb::State& initial, const QStringList& seats,
               std::uint64_t seed, std::optional<qint64> designId = std::nullopt);
    // Continues logging game `gameId` (a resumed playtest) whose log replays to
    // `current`; writes nothing. Throws StoreError (NotFound) if the game does not
    // exist and (InvalidValue) if it has already ended.
    GameLogger(GameStore& store, qint64 gameId, const pb::State& current);
    ~GameLogger();

    GameLogger(const GameLogger&) = delete;
    GameLogger& operator=(const GameLogger&) = delete;

    qint64 gameId() const { return gameId_; }

    // Appends `decision` (taken at the previously logged state) with its JSON, text
    // and the hash of `after`.
    AppendedMove log(const pb::State& after, const pb::RecordedDecision& decision);
    // Appends one undo row: the latest `count` effective decisions were taken
    // back and `restored` is the state before the earliest of them.
    AppendedMove logUndo(const pb::State& restored, int count = 1);
    // Stores the outcome of `terminal` (pb::outcomeToJson) and status finished.
    void finish(const pb::State& terminal);
    // Marks the game abandoned (a playtest closed before the end).
    void abandon();
    // Makes the finished game running again, so that an undo can take back its end.
    void reopen();

private:
    GameStore& store_;
    qint64 gameId_ = 0;
    // The state the next decision is taken at: its JSON and text are rendered there.
    std::unique_ptr<pb::State> current_;
};

} // namespace pb::db
