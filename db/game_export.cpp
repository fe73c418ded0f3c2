#include "db/game_export.h"

#include "engine/errors.h"
#include "games/registry.h"
#include "script/script_program.h"
#include "script/script_ruleset.h"

#include <QStringList>
#include <map>
#include <string>

namespace pb::db {

namespace {

std::string toStd(const QString& text) {
    return text.toStdString();
}

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

std::string timeText(const QDateTime& time) {
    return time.isValid() ? toStd(time.toUTC().toString(Qt::ISODateWithMs)) : std::string();
}

nlohmann::json stringArray(const QStringList& strings) {
    nlohmann::json array = nlohmann::json::array();
    for (const QString& s : strings)
        array.push_back(toStd(s));
    return array;
}

// Reads the fields of one JSON object, naming `where` in every complaint.
class FieldReader {
public:
    FieldReader(const nlohmann::json& object, std::string where)
        : object_(object), where_(std::move(where)) {
        if (!object_.is_object())
            fail(where_ + " must be an object");
    }

    const nlohmann::json& any(const char* name) const {
        const auto found = object_.find(name);
        if (found == object_.end())
            fail(path(name) + " is missing");
        return *found;
    }
    std::string string(const char* name) const {
        const nlohmann::json& value = any(name);
        if (!value.is_string())
            fail(path(name) + " must be a string");
        return value.get<std::string>();
    }
    std::string optionalString(const char* name) const {
        const auto found = object_.find(name);
        if (found == object_.end() || found->is_null())
            return {};
        if (!found->is_string())
            fail(path(name) + " must be a string");
        return found->get<std::string>();
    }
    long long integer(const char* name) const {
        const nlohmann::json& value = any(name);
        if (!value.is_number_integer())
            fail(path(name) + " must be an integer");
        return value.get<long long>();
    }
    bool boolean(const char* name) const {
        const nlohmann::json& value = any(name);
        if (!value.is_boolean())
            fail(path(name) + " must be true or false");
        return value.get<bool>();
    }
    QStringList strings(const char* name) const {
        const nlohmann::json& value = any(name);
        QStringList strings;
        if (!value.is_array())
            fail(path(name) + " must be an array of strings");
        for (const nlohmann::json& item : value) {
            if (!item.is_string())
                fail(path(name) + " must be an array of strings");
            strings << fromStd(item.get<std::string>());
        }
        return strings;
    }
    std::string path(const char* name) const {
        return where_.empty() ? std::string(name) : where_ + "." + name;
    }
    [[noreturn]] static void fail(const std::string& message) {
        throw pb::InvalidInput("exported game: " + message);
    }

private:
    const nlohmann::json& object_;
    std::string where_;
};

QDateTime timeFromText(const std::string& text) {
    if (text.empty())
        return {};
    return QDateTime::fromString(fromStd(text), Qt::ISODateWithMs).toUTC();
}

MoveRow moveFromJson(const nlohmann::json& json, std::size_t position, qint64 gameId) {
    const FieldReader field(json, "moves[" + std::to_string(position) + "]");
    MoveRow row;
    row.gameId = gameId;
    row.idx = int(field.integer("idx"));
    const std::optional<MoveKind> kind = moveKindFromString(fromStd(field.string("kind")));
    if (!kind)
        FieldReader::fail(field.path("kind") + " must be \"decision\" or \"undo\"");
    row.kind = *kind;
    row.actor = int(field.integer("actor"));
    row.decision = field.any("decision");
    row.text = fromStd(field.string("text"));
    row.isChance = field.boolean("is_chance");
    row.hash = fromStd(field.string("hash"));
    row.createdAt = timeFromText(field.optionalString("created_at"));
    row.annotation = fromStd(field.optionalString("annotation"));
    row.tags = field.strings("tags");
    return row;
}

// The "script" object of an exported scripted game: checked against its hash,
// loaded and registered, so the game replays without the script's file.
QString scriptFromJson(const nlohmann::json& json) {
    const FieldReader field(json, "script");
    const std::string hash = field.string("hash");
    if (!json.contains("text")) // exported without it: replay takes it from --script
        return fromStd(hash);
    const std::string file = field.string("file");
    const std::string text = field.string("text");
    if (const std::string actual = pb::script::scriptHash(text); actual != hash)
        FieldReader::fail("script.hash \"" + hash + "\" is not the hash of script.text (\"" +
                          actual + "\"): the script was changed after export");
    try {
        pb::registerScriptRuleset(pb::script::ScriptRuleset::fromText(file, text));
    } catch (const pb::InvalidInput& e) {
        FieldReader::fail(std::string("script.text: ") + e.what());
    }
    return fromStd(hash);
}

// One CSV field: quoted when it holds a separator, a quote or a line break.
QByteArray csvField(const QString& text) {
    QByteArray bytes = text.toUtf8();
    if (!bytes.contains(',') && !bytes.contains('"') && !bytes.contains('\n') &&
        !bytes.contains('\r'))
        return bytes;
    bytes.replace("\"", "\"\"");
    return '"' + bytes + '"';
}

QByteArray csvLine(const QStringList& fields) {
    QByteArray line;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            line += ',';
        line += csvField(fields[i]);
    }
    return line + "\r\n";
}

} // namespace

nlohmann::json gameToJson(const GameRow& game, const std::vector<MoveRow>& moves,
                          const QString& designName, const std::vector<MoveAnalysisRow>& analysis) {
    std::map<qint64, const MoveAnalysisRow*> analysed;
    for (const MoveAnalysisRow& row : analysis)
        analysed[row.moveId] = &row;
    nlohmann::json rows = nlohmann::json::array();
    for (const MoveRow& move : moves) {
        rows.push_back({{"idx", move.idx},
                        {"kind", toStd(toString(move.kind))},
                        {"actor", move.actor},
                        {"decision", move.decision},
                        {"text", toStd(move.text)},
                        {"is_chance", move.isChance},
                        {"hash", toStd(move.hash)},
                        {"created_at", timeText(move.createdAt)},
                        {"annotation", toStd(move.annotation)},
                        {"tags", stringArray(move.tags)}});
        if (const auto found = analysed.find(move.id); found != analysed.end()) {
            const MoveAnalysisRow& row = *found->second;
            rows.back()["analysis"] = {{"iterations", row.iterations},
                                       {"best", row.bestDecision},
                                       {"best_text", toStd(row.bestText)},
                                       {"win_played", row.winPlayed},
                                       {"win_best", row.winBest}};
            nlohmann::json& analysis = rows.back()["analysis"];
            if (row.playedStdError)
                analysis["win_played_std_error"] = *row.playedStdError;
            if (row.bestStdError)
                analysis["win_best_std_error"] = *row.bestStdError;
            analysis["played_proven"] = row.playedProven;
            analysis["best_proven"] = row.bestProven;
        }
    }
    nlohmann::json json{{"format", kGameExportFormat},
                        {"version", kGameExportVersion},
                        {"game_id", game.id},
                        {"ruleset", toStd(game.ruleset)},
                        {"params", game.params},
                        {"players", game.players},
                        {"seats", stringArray(game.seats)},
                        {"seed", std::to_string(game.seed)},
                        {"initial_state", game.initialState},
                        {"status", toStd(toString(game.status))},
                        {"result", game.result},
                        {"started_at", timeText(game.startedAt)},
                        {"ended_at", timeText(game.endedAt)},
                        {"moves", std::move(rows)}};
    if (!designName.isEmpty())
        json["design"] = toStd(designName);
    // The version of a script the game was played with travels with it (the
    // store's replay has registered it).
    if (!game.scriptHash.isEmpty()) {
        json["script"] = {{"hash", toStd(game.scriptHash)}};
        if (const auto* script = pb::findScriptRuleset(toStd(game.scriptHash))) {
            json["script"]["file"] = script->fileName();
            json["script"]["text"] = script->scriptText();
        }
    }
    if (game.runId) {
        json["run_id"] = *game.runId;
        json["game_index"] = game.gameIndex ? nlohmann::json(*game.gameIndex) : nlohmann::json();
    }
    return json;
}

ExportedGame gameFromJson(const nlohmann::json& json) {
    const FieldReader field(json, "");
    if (field.string("format") != kGameExportFormat)
        FieldReader::fail(std::string("\"format\" must be \"") + kGameExportFormat + "\"");
    if (const long long version = field.integer("version"); version > kGameExportVersion)
        FieldReader::fail("version " + std::to_string(version) +
                          " is newer than this Playbench reads (" +
                          std::to_string(kGameExportVersion) + ")");
    ExportedGame exported;
    GameRow& game = exported.game;
    game.id = field.integer("game_id");
    game.ruleset = fromStd(field.string("ruleset"));
    if (const auto script = json.find("script"); script != json.end())
        game.scriptHash = scriptFromJson(*script);
    game.params = field.any("params");
    if (!game.params.is_object())
        FieldReader::fail("params must be an object");
    game.players = int(field.integer("players"));
    game.seats = field.strings("seats");
    const std::string seed = field.string("seed");
    bool seedOk = false;
    game.seed = fromStd(seed).toULongLong(&seedOk);
    if (!seedOk)
        FieldReader::fail("seed must be an unsigned 64-bit number as text");
    game.initialState = field.any("initial_state");
    const std::optional<GameStatus> status = gameStatusFromString(fromStd(field.string("status")));
    if (!status)
        FieldReader::fail("status must be \"running\", \"finished\" or \"abandoned\"");
    game.status = *status;
    game.result = field.any("result");
    game.startedAt = timeFromText(field.optionalString("started_at"));
    game.endedAt = timeFromText(field.optionalString("ended_at"));
    const nlohmann::json& moves = field.any("moves");
    if (!moves.is_array())
        FieldReader::fail("moves must be an array");
    for (std::size_t i = 0; i < moves.size(); ++i) {
        exported.moves.push_back(moveFromJson(moves[i], i, game.id));
        if (!exported.moves.back().annotation.isEmpty())
            ++game.annotatedMoves;
    }
    game.moveCount = int(exported.moves.size());
    return exported;
}

QByteArray movesToCsv(const std::vector<MoveRow>& moves) {
    QByteArray csv =
        csvLine({QStringLiteral("idx"), QStringLiteral("kind"), QStringLiteral("actor"),
                 QStringLiteral("chance"), QStringLiteral("text"), QStringLiteral("decision"),
                 QStringLiteral("hash"), QStringLiteral("created_at"), QStringLiteral("annotation"),
                 QStringLiteral("tags")});
    for (const MoveRow& move : moves)
        csv += csvLine({QString::number(move.idx), toString(move.kind), QString::number(move.actor),
                        move.isChance ? QStringLiteral("1") : QStringLiteral("0"), move.text,
                        fromStd(move.decision.dump()), move.hash, fromStd(timeText(move.createdAt)),
                        move.annotation, move.tags.join(QStringLiteral("; "))});
    return csv;
}

} // namespace pb::db
