// The `.playbench.json` design file (core/design/design_file.h,
// docs/file-format.md): export then import gives an identical design, for
// every ruleset and through the store; every refusal names the first problem
// with its JSON path; a file from a newer format version is refused.

#include "db/database.h"
#include "db/demo_database.h"
#include "db/design_store.h"
#include "db/script_store.h"
#include "design/design_file.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "script/script_program.h"
#include "script/script_ruleset.h"
#include "test_registry.h"
#include "tiny_nim_script.h"

#include <QTemporaryDir>
#include <QTest>
#include <functional>

using nlohmann::json;
using pb::design::DesignFile;

namespace {

// The message parseDesignFile refuses `text` with, or "accepted".
std::string refusal(const std::string& text) {
    try {
        pb::design::parseDesignFile(text);
    } catch (const pb::InvalidInput& e) {
        return e.what();
    } catch (const std::exception& e) {
        return std::string("threw something else: ") + e.what();
    }
    return "accepted";
}

std::string file(const std::string& fields) {
    return R"({"format": "playbench-design", "version": 1, "name": "D", )" + fields + "}";
}

DesignFile roundTrip(const DesignFile& design) {
    return pb::design::parseDesignFile(pb::design::designFileToText(design));
}

DesignFile fromRow(const pb::db::DesignRow& row) {
    return {row.name.toStdString(), row.ruleset.toStdString(), row.params, row.setup,
            row.notes.toStdString()};
}

// A design of the tiny Nim script (tests/support/tiny_nim_script.h) whose
// players take up to `most` stones.
DesignFile scriptedDesign(int most) {
    const std::string text = pb::test::tinyNimScript(most);
    return {"Big heap",
            "script:tiny-nim",
            {{"heap", 20}},
            nullptr,
            "takes up to " + std::to_string(most),
            pb::design::DesignScript{"tiny-nim.lua", pb::script::scriptHash(text), text}};
}

// The design file of `design` with its "script" object changed by `edit`.
std::string withScript(const DesignFile& design, const std::function<void(json&)>& edit) {
    json file = pb::design::designFileToJson(design);
    edit(file["script"]);
    return file.dump();
}

} // namespace

class DesignFileTest : public QObject {
    Q_OBJECT

private slots:
    void everyRulesetRoundTrips();
    void stabilityBoardRoundTrips();
    void storeExportImportIsIdentical();
    void refusalsNameTheJsonPath_data();
    void refusalsNameTheJsonPath();
    void newerVersionIsRefused();
    void writtenFileIsVersionedText();
    void scriptedDesignCarriesItsVersion();
    void scriptedDesignRefusals();
    void scriptedDesignThroughTheStore();
};

void DesignFileTest::everyRulesetRoundTrips() {
    for (const pb::Ruleset* ruleset : pb::allRulesets()) {
        const std::string id(ruleset->id());
        // Defaults, resolved parameters, and a set-up taken from a real state
        // where the ruleset has one.
        DesignFile design{"All of " + id, id, json::object(), nullptr, "notes\nover lines"};
        QCOMPARE(roundTrip(design), design);
        design.params = ruleset->parameters().resolve(json::object());
        QVERIFY2(roundTrip(design) == design, id.c_str());
    }
}

void DesignFileTest::stabilityBoardRoundTrips() {
    const auto game = pb::rulesetOrThrow("stability").makeGame({{"size", 6}}, 2);
    const json board = game->newInitialState(3)->toJson()["board"];
    const DesignFile design{"Six by six",
                            "stability",
                            {{"size", 6}, {"shareSquares", true}},
                            {{"board", board}},
                            "Ünïcödé notes ✓"};
    const DesignFile back = roundTrip(design);
    QCOMPARE(back, design);
    // The set-up is one the game accepts.
    QVERIFY(game->newInitialState(0, back.setup)->toJson()["board"] == board);
}

void DesignFileTest::storeExportImportIsIdentical() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("demo.sqlite"));
    pb::db::ensureDemoDatabase(path);
    pb::db::Database db(path);
    pb::db::DesignStore designs(db);
    const std::vector<pb::db::DesignRow> rows = designs.list();
    std::size_t withDemo = 0; // one per ruleset that brings a demo design
    for (const pb::Ruleset* ruleset : pb::allRulesets())
        withDemo += ruleset->demoDesign() ? 1 : 0;
    QVERIFY(withDemo >= 2);
    QCOMPARE(rows.size(), withDemo);

    // Export each demo design, import it as a new one, and compare what defines them.
    for (const pb::db::DesignRow& demo : rows) {
        const std::string text = pb::design::designFileToText(fromRow(demo));
        const DesignFile imported = pb::design::parseDesignFile(text);
        pb::db::DesignRow row;
        row.name = QString::fromStdString(imported.name);
        row.ruleset = QString::fromStdString(imported.ruleset);
        row.params = imported.params;
        row.setup = imported.setup;
        row.notes = QString::fromStdString(imported.notes);
        const qint64 id = designs.create(row);
        const pb::db::DesignRow stored = *designs.get(id);
        QCOMPARE(fromRow(stored), fromRow(demo));
        QCOMPARE(pb::design::designFileToText(fromRow(stored)), text);
    }
}

void DesignFileTest::refusalsNameTheJsonPath_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("message");
    auto row = [](const char* name, const std::string& text, const char* message) {
        QTest::newRow(name) << QByteArray::fromStdString(text) << QByteArray(message);
    };
    row("not JSON", "{\"format\": ", "$: not JSON: ");
    row("not an object", "[1, 2]", "$: a design file is a JSON object, not array");
    row("no format", R"({"version": 1})", "$: missing \"format\": not a Playbench design file");
    row("another format", R"({"format": "playbench-state", "version": 1})",
        "$.format: \"playbench-state\" is not \"playbench-design\"");
    row("no version", R"({"format": "playbench-design"})", "$: missing \"version\"");
    row("version as text", R"({"format": "playbench-design", "version": "1"})",
        "$.version: must be a whole number, not \"1\"");
    row("version zero", R"({"format": "playbench-design", "version": 0})",
        "$.version: 0 is not a format version");
    row("unknown field", file(R"("ruleset": "stability", "colour": "red")"),
        "$.colour: unknown field");
    row("odd unknown field", file(R"("ruleset": "stability", "a b": 1)"),
        "$[\"a b\"]: unknown field");
    row("no name", R"({"format": "playbench-design", "version": 1, "ruleset": "stability"})",
        "$: missing \"name\"");
    row("blank name", R"({"format": "playbench-design", "version": 1, "name": "  ",
                          "ruleset": "stability"})",
        "$.name: a design needs a name");
    row("name not text", R"({"format": "playbench-design", "version": 1, "name": 7})",
        "$.name: must be a string, not 7");
    row("no ruleset", file(R"("notes": "")"), "$: missing \"ruleset\"");
    row("unknown ruleset", file(R"("ruleset": "chess")"), "$.ruleset: unknown ruleset \"chess\"");
    row("notes not text", file(R"("ruleset": "stability", "notes": ["a"])"),
        "$.notes: must be a string, not [\"a\"]");
    row("params not an object", file(R"("ruleset": "stability", "params": [1])"),
        "$.params: must be an object of parameter values, not [1]");
    row("size out of range", file(R"("ruleset": "stability", "params": {"size": 30})"),
        "$.params.size: 30 is outside 5..16");
    row("huge size", file(R"("ruleset": "stability", "params": {"size": 18446744073709551615})"),
        "$.params.size: 18446744073709551615 is outside 5..16");
    row("negative size", file(R"("ruleset": "stability", "params": {"size": -5})"),
        "$.params.size: -5 is outside 5..16");
    row("size as a fraction", file(R"("ruleset": "stability", "params": {"size": 7.5})"),
        "$.params.size: must be a whole number, not 7.5");
    row("bool as text", file(R"("ruleset": "stability", "params": {"shareSquares": "yes"})"),
        "$.params.shareSquares: must be true or false, not \"yes\"");
    row("unknown option", file(R"("ruleset": "stability", "params": {"directions": "six"})"),
        "$.params.directions: \"six\" is not one of orthogonal, eight");
    row("unknown parameter", file(R"("ruleset": "stability", "params": {"gravity": 1})"),
        "$.params.gravity: not a parameter of stability");
    row("contradicting parameters",
        file(R"("ruleset": "stability", "params": {"minTile": 6, "maxTile": 5})"),
        "$.params: minTile (6) must be below maxTile (5)");
    row("set-up not an object", file(R"("ruleset": "stability", "setup": [1])"),
        "$.setup: a Stability set-up is an object with a \"board\"");
    row("board value out of range",
        file(R"("ruleset": "stability", "params": {"size": 5}, "setup": {"board": [[1,1,1,1,1],
             [1,1,1,1,1],[1,1,11,1,1],[1,1,1,1,1],[1,1,1,1,1]]})"),
        "$.setup: board value at [2,2] is 11, outside 0..10");
}

void DesignFileTest::refusalsNameTheJsonPath() {
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, message);
    const std::string what = refusal(text.toStdString());
    QVERIFY2(what.starts_with(message.toStdString()),
             ("got: " + what + "\n   expected it to start with: " + message.toStdString()).c_str());
    QVERIFY2(what.find('\n') == std::string::npos, what.c_str());
}

void DesignFileTest::newerVersionIsRefused() {
    for (const char* version : {"2", "99", "18446744073709551615"}) {
        const std::string what =
            refusal(std::string(R"({"format": "playbench-design", "version": )") + version +
                    R"(, "name": "From the future", "ruleset": "stability", "hologram": {}})");
        QVERIFY2(what.starts_with(std::string("$.version: ") + version +
                                  " is newer than this Playbench reads (up to 1)"),
                 what.c_str());
    }
}

void DesignFileTest::writtenFileIsVersionedText() {
    const DesignFile design{"D", "stability", json::object(), nullptr, ""};
    const std::string text = pb::design::designFileToText(design);
    QVERIFY(text.ends_with("}\n"));
    const json j = json::parse(text);
    QCOMPARE(j["format"].get<std::string>(), std::string("playbench-design"));
    QCOMPARE(j["version"].get<int>(), pb::design::kDesignFileVersion);
    for (const char* key : {"name", "ruleset", "params", "setup", "notes"})
        QVERIFY2(j.contains(key), key);
}

void DesignFileTest::scriptedDesignCarriesItsVersion() {
    const DesignFile a = scriptedDesign(3);
    const std::string text = pb::design::designFileToText(a);
    const json written = json::parse(text);
    QCOMPARE(written["script"]["file"].get<std::string>(), std::string("tiny-nim.lua"));
    QCOMPARE(written["script"]["hash"].get<std::string>(), a.script->hash);
    QCOMPARE(written["script"]["text"].get<std::string>(), a.script->text);
    QCOMPARE(written["version"].get<int>(), 1);

    // Importing loads and registers the version the file carries; opened
    // again after the script was edited (version B loaded since), it is still
    // the version the file carries that the design plays.
    QCOMPARE(pb::design::parseDesignFile(text), a);
    const DesignFile b = scriptedDesign(2);
    QCOMPARE(pb::design::parseDesignFile(pb::design::designFileToText(b)), b);
    const DesignFile back = pb::design::parseDesignFile(text);
    QCOMPARE(back, a);
    const pb::Ruleset& ruleset = pb::design::designRuleset(back);
    QCOMPARE(static_cast<const void*>(&ruleset),
             static_cast<const void*>(pb::findScriptRuleset(a.script->hash)));
    QCOMPARE(pb::db::scriptHashOf(ruleset).toStdString(), a.script->hash);
    QVERIFY(pb::findRuleset("script:tiny-nim") != &ruleset); // B is the newest
}

void DesignFileTest::scriptedDesignRefusals() {
    const DesignFile design = scriptedDesign(3);
    const std::string script = pb::design::designFileToJson(design)["script"].dump();
    // The problem with `text`'s refusal, or empty when it names every word.
    const auto problem = [](const std::string& text, const std::vector<std::string>& words) {
        const std::string what = refusal(text);
        for (const std::string& word : words)
            if (what.find(word) == std::string::npos)
                return "\"" + word + "\" not in: " + what;
        return what.find('\n') == std::string::npos ? std::string() : "two lines: " + what;
    };
#define CHECK_REFUSED(text, ...)                                                                   \
    do {                                                                                           \
        const std::string why = problem(text, __VA_ARGS__);                                        \
        QVERIFY2(why.empty(), why.c_str());                                                        \
    } while (false)

    // Edited after export: the text no longer has the hash the file names.
    CHECK_REFUSED(
        withScript(design,
                   [](json& s) { s["text"] = s["text"].get<std::string>() + "\n-- by hand\n"; }),
        {"$.script.hash: ", design.script->hash, "is not the hash of $.script.text",
         "changed after"});
    // A script Lua cannot read, with a matching hash: the Lua message, file and line.
    const std::string broken = pb::test::tinyNimScript(3) + "\nfunction broken(\n";
    CHECK_REFUSED(withScript(design,
                             [&](json& s) {
                                 s["text"] = broken;
                                 s["hash"] = pb::script::scriptHash(broken);
                             }),
                  {"$.script.text: ", "tiny-nim.lua:"});
    // A script that declares another ruleset than the design names.
    std::string other = pb::test::tinyNimScript(3);
    other.replace(other.find("\"tiny-nim\""), 10, "\"other-nim\"");
    CHECK_REFUSED(withScript(design,
                             [&](json& s) {
                                 s["text"] = other;
                                 s["hash"] = pb::script::scriptHash(other);
                             }),
                  {"$.ruleset: ", "script:other-nim"});
    CHECK_REFUSED(withScript(design, [](json& s) { s.erase("text"); }),
                  {"$.script: missing \"text\""});
    CHECK_REFUSED(withScript(design, [](json& s) { s["hash"] = 7; }),
                  {"$.script.hash: must be a string, not 7"});
    CHECK_REFUSED(withScript(design, [](json& s) { s["author"] = "me"; }),
                  {"$.script.author: unknown field"});
    CHECK_REFUSED(withScript(design, [](json& s) { s = "tiny-nim.lua"; }),
                  {"$.script: must be an object"});
    // The parameters are checked against the script's own schema.
    CHECK_REFUSED(
        file(R"("ruleset": "script:tiny-nim", "params": {"heap": 99}, "script": )" + script),
        {"$.params.heap: 99 is outside 1..30"});
    // A scripted design without its script, and a built-in one with a script.
    CHECK_REFUSED(file(R"("ruleset": "script:tiny-nim")"),
                  {"$: missing \"script\"", "script:tiny-nim"});
    CHECK_REFUSED(file(R"("ruleset": "stability", "script": )" + script),
                  {"$.script: ", "stability", "built in"});
#undef CHECK_REFUSED
}

void DesignFileTest::scriptedDesignThroughTheStore() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    pb::db::Database db(dir.filePath(QStringLiteral("scripted.sqlite")));
    const DesignFile design = scriptedDesign(3);
    const DesignFile imported = pb::design::parseDesignFile(pb::design::designFileToText(design));
    pb::db::DesignRow row;
    row.name = QString::fromStdString(imported.name);
    row.ruleset = QString::fromStdString(imported.ruleset);
    row.scriptHash = QString::fromStdString(imported.script->hash);
    row.params = imported.params;
    row.notes = QString::fromStdString(imported.notes);
    const qint64 id = pb::db::DesignStore(db).create(row);

    // The store keeps the version: exported again, the same file.
    const pb::db::DesignRow stored = *pb::db::DesignStore(db).get(id);
    QCOMPARE(stored.scriptHash.toStdString(), design.script->hash);
    const std::optional<pb::db::ScriptRow> script = pb::db::ScriptStore(db).get(stored.scriptHash);
    QVERIFY(script);
    DesignFile exported = fromRow(stored);
    exported.script = pb::design::DesignScript{
        script->fileName.toStdString(), script->hash.toStdString(), script->text.toStdString()};
    QCOMPARE(exported, design);
    QCOMPARE(pb::design::designFileToText(exported), pb::design::designFileToText(design));
}

PLAYBENCH_TEST_APPLESS_MAIN(DesignFileTest)
#include "test_design_file.moc"
