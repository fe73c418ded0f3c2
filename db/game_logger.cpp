#include "db/game_logger.h"

#include "db/database.h"
#include "db/script_store.h"
#include "db/sql_helpers.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "sim/game_record.h"

namespace pb::db {

namespace {

NewGame describeGame(const pb::State& initial, const QStringList& seats, std::uint64_t seed,
                     std::optional<qint64> designId) {
    NewGame game;
    game.designId = designId;
    game.ruleset = QString::fromUtf8(initial.game().ruleset().id().data(),
                                     qsizetype(initial.game().ruleset().id().size()));
    game.scriptHash = scriptHashOf(initial.game().ruleset());
    game.params = initial.game().params();
    game.players = initial.game().numPlayers();
    game.seats = seats;
    game.seed = seed;
    game.initialState = initial.toJson();
    return game;
}

} // namespace

// Every call is one autocommitted write through GameStore: on failure it throws
// StoreError and the rows written before are intact.

GameLogger::GameLogger(GameStore& store, const pb::State& initial, const QStringList& seats,
                       std::uint64_t seed, std::optional<qint64> designId)
    : store_(store), current_(initial.clone()) {
    gameId_ = store_.beginGame(describeGame(initial, seats, seed, designId));
}

GameLogger::GameLogger(GameStore& store, qint64 gameId, const pb::State& current)
    : store_(store), gameId_(gameId), current_(current.clone()) {
    const std::optional<GameRow> game = store_.game(gameId);
    const QString what = QStringLiteral("resuming game %1").arg(gameId);
    const QString path = store_.database().path();
    if (!game)
        throw sql::error(path, StoreError::Kind::NotFound,
                         QStringLiteral("%1: the game does not exist").arg(what));
    if (game->status != GameStatus::Running)
        throw sql::error(path, StoreError::Kind::InvalidValue,
                         QStringLiteral("%1: the game has already ended").arg(what));
}

GameLogger::~GameLogger() = default;

AppendedMove GameLogger::log(const pb::State& after, const pb::RecordedDecision& decision) {
    NewMove move;
    move.actor = decision.actor;
    move.decision = current_->decisionToJson(decision.decision);
    move.text = QString::fromStdString(current_->decisionToText(decision.decision));
    move.isChance = decision.actor == pb::kChanceActor;
    move.hashAfter = after.hash();
    const AppendedMove appended = store_.appendMove(gameId_, move);
    current_->copyFrom(after);
    return appended;
}

AppendedMove GameLogger::logUndo(const pb::State& restored, int count) {
    const AppendedMove appended =
        store_.appendUndo(gameId_, restored.currentActor(), restored.hash(), count);
    current_->copyFrom(restored);
    return appended;
}

void GameLogger::reopen() {
    store_.reopenGame(gameId_);
}

void GameLogger::finish(const pb::State& terminal) {
    store_.finishGame(gameId_, pb::outcomeToJson(terminal.outcome()), GameStatus::Finished);
}

void GameLogger::abandon() {
    store_.markAbandoned(gameId_);
}

} // namespace pb::db
