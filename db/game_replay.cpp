#include "db/game_replay.h"

#include "db/database.h"
#include "db/script_store.h"
#include "db/sql_helpers.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/game_record.h"

namespace pb::db {

namespace {

// With the version of a script the game names, not the newest: an edited
// script must not change an old game.
std::unique_ptr<pb::State> initialState(const GameRow& game) {
    return registeredRuleset(game.ruleset, game.scriptHash).stateFromJson(game.initialState);
}

// Applies one log row to `state`: a decision pushes the state before it, an undo
// pops as many as it takes back. Throws pb::PlaybenchError with one sentence if
// the row does not apply.
void applyRow(const MoveRow& row, std::unique_ptr<pb::State>& state,
              std::vector<std::unique_ptr<pb::State>>& before) {
    if (row.kind == MoveKind::Undo) {
        const std::size_t count = std::size_t(undoneCount(row.decision));
        if (before.size() < count)
            throw pb::InvalidInput("an undo of " + std::to_string(count) +
                                   " decision(s) with only " + std::to_string(before.size()) +
                                   " left to take back");
        before.resize(before.size() - count + 1);
        state = std::move(before.back());
        before.pop_back();
        return;
    }
    if (row.actor != state->currentActor())
        throw pb::InvalidInput("logged for actor " + std::to_string(row.actor) +
                               " but the replayed state has actor " +
                               std::to_string(state->currentActor()) + " to act");
    const pb::Decision decision = state->decisionFromJson(row.decision);
    if (const std::string why = state->whyIllegal(decision); !why.empty())
        throw pb::IllegalDecision("illegal on replay: " + why);
    before.push_back(state->clone());
    state->apply(decision);
}

} // namespace

GameReplay::GameReplay(Database& db, qint64 gameId) {
    GameStore store(db);
    std::optional<GameRow> game = store.game(gameId);
    if (!game)
        throw sql::error(db.path(), StoreError::Kind::NotFound,
                         QStringLiteral("game %1 does not exist").arg(gameId));
    game_ = std::move(*game);
    moves_ = store.moves(gameId);
    // The store keeps the script's version: load it if this process has not.
    if (!game_.scriptHash.isEmpty())
        ensureScriptRuleset(db, game_.scriptHash);
}

GameReplay::GameReplay(GameRow game, std::vector<MoveRow> moves)
    : game_(std::move(game)), moves_(std::move(moves)) {}

GameReplay::~GameReplay() = default;

ReplayReport GameReplay::verify() const {
    ReplayReport report;
    std::unique_ptr<pb::State> state;
    try {
        state = initialState(game_);
    } catch (const pb::PlaybenchError& e) {
        report.message = QStringLiteral("game %1: the initial state does not load: %2")
                             .arg(game_.id)
                             .arg(QString::fromStdString(e.what()));
        return report;
    }
    if (moves_.empty() && game_.runId && !state->isTerminal()) {
        report.message = QStringLiteral("game %1 of run %2 was stored without its moves, so "
                                        "there is nothing to replay")
                             .arg(game_.id)
                             .arg(*game_.runId);
        return report;
    }
    std::vector<std::unique_ptr<pb::State>> before;
    for (std::size_t i = 0; i < moves_.size(); ++i) {
        const MoveRow& row = moves_[i];
        report.firstMismatchIndex = row.idx;
        if (row.idx != int(i)) {
            report.firstMismatchIndex = int(i);
            report.message =
                QStringLiteral("game %1: log row %2 is missing (next stored index is %3)")
                    .arg(game_.id)
                    .arg(i)
                    .arg(row.idx);
            return report;
        }
        try {
            applyRow(row, state, before);
        } catch (const pb::PlaybenchError& e) {
            report.message = QStringLiteral("game %1, move %2: %3")
                                 .arg(game_.id)
                                 .arg(row.idx)
                                 .arg(QString::fromStdString(e.what()));
            return report;
        }
        const QString replayed = QString::fromStdString(pb::hashToHex(state->hash()));
        if (replayed != row.hash) {
            report.message =
                QStringLiteral("game %1, move %2 (%3): stored hash %4, replay gives %5")
                    .arg(game_.id)
                    .arg(row.idx)
                    .arg(row.text, row.hash, replayed);
            return report;
        }
        ++report.stepsChecked;
    }
    report.firstMismatchIndex = -1;
    if (game_.status == GameStatus::Finished && !game_.result.is_null()) {
        const bool same =
            state->isTerminal() && pb::outcomeToJson(state->outcome()) == game_.result;
        if (!same) {
            report.firstMismatchIndex = int(moves_.size());
            report.message =
                QStringLiteral("game %1: the log replays, but %2")
                    .arg(game_.id)
                    .arg(state->isTerminal()
                             ? QStringLiteral("the stored result differs from the replayed one")
                             : QStringLiteral("the game is stored as finished and the replayed "
                                              "state is not terminal"));
            return report;
        }
    }
    report.ok = true;
    report.message = QStringLiteral("game %1: %2 log rows replayed, every hash matches")
                         .arg(game_.id)
                         .arg(report.stepsChecked);
    return report;
}

std::unique_ptr<pb::State> GameReplay::stateAfter(int rows) const {
    if (rows < 0 || rows > int(moves_.size()))
        throw pb::InvalidInput("game " + std::to_string(game_.id) + " has " +
                               std::to_string(moves_.size()) + " log rows, not " +
                               std::to_string(rows));
    std::unique_ptr<pb::State> state = initialState(game_);
    std::vector<std::unique_ptr<pb::State>> before;
    for (int i = 0; i < rows; ++i)
        applyRow(moves_[std::size_t(i)], state, before);
    return state;
}

std::vector<std::unique_ptr<pb::State>> GameReplay::states(QString* failure) const {
    std::vector<std::unique_ptr<pb::State>> states;
    if (failure)
        failure->clear();
    try {
        states.push_back(initialState(game_));
    } catch (const pb::PlaybenchError& e) {
        if (failure)
            *failure = QStringLiteral("game %1: the initial state does not load: %2")
                           .arg(game_.id)
                           .arg(QString::fromStdString(e.what()));
        return states;
    }
    std::unique_ptr<pb::State> state = states.back()->clone();
    std::vector<std::unique_ptr<pb::State>> before;
    for (const MoveRow& row : moves_) {
        try {
            applyRow(row, state, before);
        } catch (const pb::PlaybenchError& e) {
            if (failure)
                *failure = QStringLiteral("game %1, move %2: %3")
                               .arg(game_.id)
                               .arg(row.idx)
                               .arg(QString::fromStdString(e.what()));
            break;
        }
        states.push_back(state->clone());
    }
    return states;
}

ReplayReport verifyReplay(Database& db, qint64 gameId) {
    return GameReplay(db, gameId).verify();
}

} // namespace pb::db
