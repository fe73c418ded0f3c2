#pragma once

#include "db/game_store.h"

#include <QString>
#include <QtGlobal>
#include <memory>
#include <vector>

namespace pb {
class State;
}

namespace pb::db {

class Database;

// What verifyReplay found.
struct ReplayReport {
    bool ok = false;
    int stepsChecked = 0; // log rows replayed and hash-checked
    // idx of the first bad row; moves().size() when every row replays but the stored
    // result differs; -1 when ok or when the initial state itself does not load.
    int firstMismatchIndex = -1;
    QString message; // one line: what matched, or what went wrong where
};

// A stored game re-enacted from its initial state: decisions applied in log order,
// an undo row restoring the state before the latest effective decision.
class GameReplay {
public:
    // Loads game `gameId` and its log, and the version of the script it names
    // (ensureScriptRuleset); throws StoreError (NotFound) if it does not exist,
    // or if its script cannot be loaded.
    GameReplay(Database& db, qint64 gameId);
    // A game that is not in a store, e.g. read back from an exported file
    // (gameFromJson): the same checks, on rows that were never stored here. A
    // scripted game's version of the script must be registered already.
    GameReplay(GameRow game, std::vector<MoveRow> moves);
    ~GameReplay();

    const GameRow& game() const { return game_; }
    const std::vector<MoveRow>& moves() const { return moves_; }

    // Replays every row and compares the stored hash after each one.
    ReplayReport verify() const;
    // The state after the first `rows` log rows (0 = the initial state). Throws
    // pb::PlaybenchError (InvalidInput, IllegalDecision, StoreError) if the log does
    // not replay that far.
    std::unique_ptr<pb::State> stateAfter(int rows) const;
    // Every state the log passes through, in one pass: [0] the initial state, [i]
    // the state after i rows. Stops early at a row that does not apply (or when
    // the initial state does not load: then it is empty), with `failure` saying
    // which row and why; `failure` is empty when every row applied. Hashes are
    // not checked here (verify() does that).
    std::vector<std::unique_ptr<pb::State>> states(QString* failure = nullptr) const;

private:
    GameRow game_;
    std::vector<MoveRow> moves_;
};

// GameReplay(db, gameId).verify(): throws StoreError if the game does not exist.
ReplayReport verifyReplay(Database& db, qint64 gameId);

} // namespace pb::db
