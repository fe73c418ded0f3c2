#pragma once

#include "db/analysis_store.h"
#include "db/game_store.h"
#include "sim/game_record.h"

#include <QByteArray>
#include <QString>
#include <nlohmann/json.hpp>
#include <vector>

namespace pb::db {

// One stored game as exported for people and tools outside the store.
struct ExportedGame {
    GameRow game;
    std::vector<MoveRow> moves;
};

// The format tag of an exported game's JSON ("format"), and its version: the
// core's (sim/game_record.h), which the property harness's reproductions write too.
using pb::kGameExportFormat;
using pb::kGameExportVersion;

// A game as one JSON object with everything needed to replay it without the
// store: ruleset, resolved parameters, players, seats, seed (as text: it is a
// 64-bit number), initial state, status, result, times, and every log row with
// its kind, actor, decision JSON, text, hash, annotation and tags, and, for a
// move the second opinion analysed, its "analysis" {"iterations", "best",
// "best_text", "win_played", "win_best"}. `designName` is informative (empty:
// left out). A game of a scripted ruleset carries its script, "script":
// {"file", "hash", "text"}, when that version is registered (after the store's
// replay it is).
nlohmann::json gameToJson(const GameRow& game, const std::vector<MoveRow>& moves,
                          const QString& designName = {},
                          const std::vector<MoveAnalysisRow>& analysis = {});
// Reads gameToJson's output back. Throws pb::InvalidInput naming the first field
// that is missing or of the wrong type (e.g. "moves[3].hash must be a string").
// A "script" is checked against its hash, loaded and registered.
ExportedGame gameFromJson(const nlohmann::json& json);

// The log as CSV (RFC 4180, UTF-8, CRLF line ends) with a header row: idx, kind,
// actor, chance, text, decision (JSON), hash, created_at, annotation, tags
// (joined with "; ").
QByteArray movesToCsv(const std::vector<MoveRow>& moves);

} // namespace pb::db
