#pragma once

#include <QVariantList>
#include <QtGlobal>

namespace pb::db {
class Database;
}

namespace pb::gui {

// The playtests of `db` that can be resumed (running, not part of a run), but
// `except`, newest first: each {gameId, designId, designName, rulesetId,
// players, seats, seatNames, moveCount, startedAt (local, short text)}.
// Throws StoreError.
QVariantList unfinishedGames(pb::db::Database& db, qint64 except);

} // namespace pb::gui
