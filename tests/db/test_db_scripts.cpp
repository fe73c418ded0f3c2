// Scripted rulesets in the store: every version of a script kept once by its
// hash, designs, games and runs naming the version they ran with, and an old
// game replaying with its own version after the script was edited.

#include "db/database.h"
#include "db/design_store.h"
#include "db/game_export.h"
#include "db/game_logger.h"
#include "db/game_replay.h"
#include "db/game_store.h"
#include "db/run_merge.h"
#include "db/run_recorder.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "db/script_store.h"
#include "db/store_error.h"
#include "db_test_support.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "script/script_program.h"
#include "script/script_ruleset.h"
#include "sim/game_record.h"
#include "sim/simulator.h"
#include "test_registry.h"
#include "tiny_nim_script.h"

#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace {

using pb::db::StoreError;
using Kind = StoreError::Kind;
using nlohmann::json;

const pb::script::ScriptRuleset& registerTinyNim(int most, const std::string& comment = {}) {
    return pb::registerScriptRuleset(pb::script::ScriptRuleset::fromText(
        "tiny-nim.lua", pb::test::tinyNimScript(most, comment)));
}

QString hashOf(const pb::script::ScriptRuleset& ruleset) {
    return QString::fromStdString(ruleset.scriptHash());
}

// Logs one game of `ruleset` in which each player takes `take` stones while it
// may (the rest at the end), to a finish.
qint64 logGame(pb::db::GameStore& store, const pb::Ruleset& ruleset, int take, int heap = 9) {
    const auto game = ruleset.makeGame({{"heap", heap}}, 2);
    std::unique_ptr<pb::State> state = game->newInitialState(1);
    pb::db::GameLogger logger(store, *state, {QStringLiteral("human"), QStringLiteral("human")}, 1);
    while (!state->isTerminal()) {
        const int stones = state->toJson()["stones"].get<int>();
        pb::RecordedDecision recorded;
        recorded.actor = state->currentActor();
        recorded.decision =
            state->decisionFromJson({{"kind", "take"}, {"count", std::min(take, stones)}});
        state->apply(recorded.decision);
        recorded.hashAfter = state->hash();
        logger.log(*state, recorded);
    }
    logger.finish(*state);
    return logger.gameId();
}

qint64 count(pb::db::Database& db, const QString& statement) {
    QSqlQuery query(db.connection());
    if (!query.exec(statement) || !query.next())
        qFatal("count failed: %s", qPrintable(query.lastError().text()));
    return query.value(0).toLongLong();
}

} // namespace

class TestDbScripts : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString file(const QString& name) const { return dir_.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void aScriptIsStoredOncePerHash() {
        const pb::script::ScriptRuleset& a = registerTinyNim(3);
        pb::db::Database db(file(QStringLiteral("once.sqlite")));
        pb::db::GameStore games(db);
        const qint64 first = logGame(games, a, 3);
        const qint64 second = logGame(games, a, 1);
        const qint64 builtIn = [&] {
            const auto game = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
            pb::db::GameLogger logger(games, *game->newInitialState(1),
                                      {QStringLiteral("random"), QStringLiteral("random")}, 1);
            return logger.gameId();
        }();

        pb::db::ScriptStore scripts(db);
        const std::vector<pb::db::ScriptRow> stored = scripts.list();
        QCOMPARE(stored.size(), std::size_t(1));
        QCOMPARE(stored[0].hash, hashOf(a));
        QCOMPARE(stored[0].fileName, QStringLiteral("tiny-nim.lua"));
        QCOMPARE(stored[0].text.toStdString(), a.scriptText());
        QVERIFY(stored[0].storedAt.isValid());
        QCOMPARE(games.game(first)->scriptHash, hashOf(a));
        QCOMPARE(games.game(second)->scriptHash, hashOf(a));
        QVERIFY(games.game(builtIn)->scriptHash.isEmpty());

        // Storing it again changes nothing, not even when it was first stored.
        QCOMPARE(scripts.put(a), hashOf(a));
        QCOMPARE(scripts.list().size(), std::size_t(1));
        QCOMPARE(scripts.get(hashOf(a))->storedAt, stored[0].storedAt);
        QCOMPARE(scripts.get(hashOf(a))->text, stored[0].text);
        QVERIFY(!scripts.get(QStringLiteral("0123456789abcdef")));
    }

    void anOldGameReplaysWithItsOwnVersion() {
        const pb::script::ScriptRuleset& a = registerTinyNim(3);
        pb::db::Database db(file(QStringLiteral("edited.sqlite")));
        pb::db::GameStore games(db);
        const qint64 gameId = logGame(games, a, 3); // takes 3 stones: version B refuses that

        // The designer edits the script: version B, the same id, is now the newest.
        const pb::script::ScriptRuleset& b = registerTinyNim(2);
        QVERIFY(hashOf(a) != hashOf(b));
        QCOMPARE(pb::findRuleset("script:tiny-nim"), static_cast<const pb::Ruleset*>(&b));
        logGame(games, b, 2);
        QCOMPARE(pb::db::ScriptStore(db).list().size(), std::size_t(2));

        const pb::db::GameReplay replay(db, gameId);
        QCOMPARE(replay.game().scriptHash, hashOf(a));
        const pb::db::ReplayReport report = replay.verify();
        QVERIFY2(report.ok, qPrintable(report.message));
        QCOMPARE(report.stepsChecked, int(replay.moves().size()));
        QCOMPARE(report.stepsChecked, 3);
        const auto end = replay.stateAfter(int(replay.moves().size()));
        QCOMPARE(&end->game().ruleset(), static_cast<const pb::Ruleset*>(&a));
        QVERIFY(end->isTerminal());

        // With version B the same log does not replay: the version matters.
        pb::db::GameRow withB = replay.game();
        withB.scriptHash = hashOf(b);
        const pb::db::ReplayReport wrong = pb::db::GameReplay(withB, replay.moves()).verify();
        QVERIFY(!wrong.ok);
        QVERIFY2(wrong.message.contains(QStringLiteral("another version")),
                 qPrintable(wrong.message));
    }

    void anExportedGameCarriesItsVersion() {
        const pb::script::ScriptRuleset& a = registerTinyNim(3);
        pb::db::Database db(file(QStringLiteral("export.sqlite")));
        pb::db::GameStore games(db);
        const qint64 gameId = logGame(games, a, 3);
        registerTinyNim(2); // edited since
        const pb::db::GameReplay replay(db, gameId);
        const json exported = pb::db::gameToJson(replay.game(), replay.moves());
        QCOMPARE(exported["script"]["hash"].get<std::string>(), a.scriptHash());
        QCOMPARE(exported["script"]["file"].get<std::string>(), std::string("tiny-nim.lua"));
        QCOMPARE(exported["script"]["text"].get<std::string>(), a.scriptText());

        pb::db::ExportedGame back = pb::db::gameFromJson(exported);
        QCOMPARE(back.game.scriptHash, hashOf(a));
        const pb::db::ReplayReport report =
            pb::db::GameReplay(std::move(back.game), std::move(back.moves)).verify();
        QVERIFY2(report.ok, qPrintable(report.message));

        // A script edited inside the exported file is refused, named.
        json tampered = exported;
        tampered["script"]["text"] = a.scriptText() + "\n-- edited\n";
        try {
            pb::db::gameFromJson(tampered);
            QFAIL("a tampered script was read");
        } catch (const pb::InvalidInput& e) {
            const std::string what = e.what();
            QVERIFY2(what.find("script.hash") != std::string::npos &&
                         what.find(a.scriptHash()) != std::string::npos,
                     e.what());
        }
    }

    void theStoreLoadsAVersionThisProcessNeverSaw() {
        // As a new process opening an old store: the text is only in the store.
        const std::string text = pb::test::tinyNimScript(3, "only in the store");
        const QString hash = QString::fromStdString(pb::script::scriptHash(text));
        QVERIFY(!pb::findScriptRuleset(hash.toStdString()));
        pb::db::Database db(file(QStringLiteral("unseen.sqlite")));
        pb::db::ScriptStore(db).put(pb::db::ScriptRow{
            hash, QStringLiteral("tiny-nim.lua"), QString::fromStdString(text), {}});

        const pb::script::ScriptRuleset& loaded = pb::db::ensureScriptRuleset(db, hash);
        QCOMPARE(hashOf(loaded), hash);
        QCOMPARE(std::string(loaded.id()), std::string("script:tiny-nim"));
        QCOMPARE(loaded.scriptText(), text);
        QCOMPARE(pb::findScriptRuleset(hash.toStdString()), &loaded);
        QCOMPARE(&pb::db::ensureScriptRuleset(db, hash), &loaded); // loaded once
        QCOMPARE(&pb::db::storedRuleset(db, QStringLiteral("script:tiny-nim"), hash),
                 static_cast<const pb::Ruleset*>(&loaded));
        QCOMPARE(&pb::db::storedRuleset(db, QStringLiteral("stability"), {}),
                 pb::findRuleset("stability"));
    }

    void badScriptsAreRefused() {
        pb::db::Database db(file(QStringLiteral("bad.sqlite")));
        pb::db::ScriptStore scripts(db);
        const std::string text = pb::test::tinyNimScript(3);
        QVERIFY(pb::db::test::throwsStoreError(
            [&] {
                scripts.put(pb::db::ScriptRow{QStringLiteral("0000000000000000"),
                                              QStringLiteral("tiny-nim.lua"),
                                              QString::fromStdString(text),
                                              {}});
            },
            Kind::InvalidValue, {QStringLiteral("tiny-nim.lua"), QStringLiteral("hash")}));
        QCOMPARE(scripts.list().size(), std::size_t(0));
        QVERIFY(pb::db::test::throwsStoreError(
            [&] { pb::db::ensureScriptRuleset(db, QStringLiteral("00000000000000ff")); },
            Kind::NotFound,
            {QStringLiteral("00000000000000ff"), QStringLiteral("not in the store")}));
        // A stored text that does not load (written by another program, or a
        // build whose Lua API changed): the Lua message, with the file's name.
        const std::string broken = "game = {\n  id = \n";
        const QString brokenHash = QString::fromStdString(pb::script::scriptHash(broken));
        scripts.put(pb::db::ScriptRow{
            brokenHash, QStringLiteral("broken.lua"), QString::fromStdString(broken), {}});
        QVERIFY(pb::db::test::throwsStoreError(
            [&] { pb::db::ensureScriptRuleset(db, brokenHash); }, Kind::Corrupt,
            {QStringLiteral("no longer loads"), QStringLiteral("broken.lua:")}));
        // A row of a scripted ruleset that is neither loaded nor stored.
        pb::db::DesignRow design;
        design.name = QStringLiteral("Lost");
        design.ruleset = QStringLiteral("script:nowhere");
        QVERIFY(pb::db::test::throwsStoreError(
            [&] { pb::db::DesignStore(db).create(design); }, Kind::InvalidValue,
            {QStringLiteral("script:nowhere"), QStringLiteral("not loaded")}));
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM designs")), 0);
    }

    void designsKeepTheirVersion() {
        const pb::script::ScriptRuleset& a = registerTinyNim(3);
        pb::db::Database db(file(QStringLiteral("designs.sqlite")));
        pb::db::DesignStore designs(db);
        pb::db::DesignRow row;
        row.name = QStringLiteral("Big heap");
        row.ruleset = QStringLiteral("script:tiny-nim");
        row.scriptHash = hashOf(a);
        row.params = {{"heap", 20}};
        const qint64 id = designs.create(row);
        QCOMPARE(designs.get(id)->scriptHash, hashOf(a));
        const qint64 copy = designs.duplicate(id, QStringLiteral("Copy"));
        QCOMPARE(designs.get(copy)->scriptHash, hashOf(a));
        QVERIFY(pb::db::ScriptStore(db).get(hashOf(a)));

        // Without a version: the newest one loaded.
        pb::db::DesignRow edited = *designs.get(id);
        edited.scriptHash.clear();
        designs.update(edited);
        const auto* newest =
            dynamic_cast<const pb::script::ScriptRuleset*>(pb::findRuleset("script:tiny-nim"));
        QVERIFY(newest);
        QCOMPARE(designs.get(id)->scriptHash, hashOf(*newest));
        // Moved to a built-in ruleset: no script.
        edited.ruleset = QStringLiteral("stability");
        edited.params = json::object();
        edited.scriptHash = hashOf(a);
        designs.update(edited);
        QVERIFY(designs.get(id)->scriptHash.isEmpty());
    }

    void runsAndTheirGamesNameTheirVersion() {
        const pb::script::ScriptRuleset& a = registerTinyNim(3);
        registerTinyNim(2); // a newer version the run does not play
        pb::db::Database db(file(QStringLiteral("runs.sqlite")));
        pb::SimulationConfig config;
        config.game = a.makeGame({{"heap", 11}}, 2);
        config.agentSpecs = {"random", "random"};
        config.runSeed = 5;
        config.games = 12;
        pb::db::NewRun run;
        run.ruleset = QStringLiteral("script:tiny-nim");
        run.params = config.game->params();
        run.players = 2;
        run.agents = {QStringLiteral("random"), QStringLiteral("random")};
        run.games = 12;
        const pb::db::RecordedRun recorded = pb::db::recordRun(db, run, config, true);

        pb::db::RunStore runs(db);
        const pb::db::RunRow row = *runs.run(recorded.runId);
        QCOMPARE(row.scriptHash, hashOf(a));
        QCOMPARE(row.storedGames, qint64(12));
        pb::db::GameFilter filter;
        filter.runId = recorded.runId;
        for (const pb::db::GameRow& game : pb::db::GameStore(db).listGames(filter)) {
            QCOMPARE(game.scriptHash, hashOf(a));
            const pb::db::ReplayReport report = pb::db::verifyReplay(db, game.id);
            QVERIFY2(report.ok, qPrintable(report.message));
        }
        const pb::ReportContext ctx = pb::db::loadReportContext(db, recorded.runId);
        QCOMPARE(ctx.rulesetName, std::string("Tiny Nim"));
        // Played again from the script's file, not from an id no --game knows.
        const std::string command = pb::db::reproduceCommand(row, std::nullopt);
        QVERIFY2(command.find("--script tiny-nim.lua") != std::string::npos, command.c_str());
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM scripts")), 1);

        // Shards merged into a new store bring their script along.
        pb::db::Database merged(file(QStringLiteral("merged.sqlite")));
        const std::vector<pb::db::MergedRun> out = pb::db::mergeShards(
            merged, {db.path()}, QStringLiteral("merge"), QStringLiteral("test"));
        QCOMPARE(out.size(), std::size_t(1));
        QCOMPARE(pb::db::RunStore(merged).run(out[0].runId)->scriptHash, hashOf(a));
        QCOMPARE(pb::db::ScriptStore(merged).get(hashOf(a))->text.toStdString(), a.scriptText());
        filter.runId = out[0].runId;
        const std::vector<pb::db::GameRow> mergedGames =
            pb::db::GameStore(merged).listGames(filter);
        QCOMPARE(mergedGames.size(), std::size_t(12));
        const pb::db::ReplayReport report = pb::db::verifyReplay(merged, mergedGames.front().id);
        QVERIFY2(report.ok, qPrintable(report.message));
    }

    void aDesignTakesAnotherVersionInOneTransaction() {
        const pb::script::ScriptRuleset& a = registerTinyNim(3);
        const pb::script::ScriptRuleset& b = registerTinyNim(2, "version b");
        pb::db::Database db(file(QStringLiteral("set-script.sqlite")));
        pb::db::DesignStore designs(db);
        pb::db::DesignRow row;
        row.name = QStringLiteral("Heap");
        row.ruleset = QStringLiteral("script:tiny-nim");
        row.scriptHash = hashOf(a);
        row.params = {{"heap", 12}};
        const qint64 id = designs.create(row);
        QVERIFY(!pb::db::ScriptStore(db).get(hashOf(b)));

        designs.setScript(id, b);
        QCOMPARE(designs.get(id)->scriptHash, hashOf(b));
        QVERIFY(designs.get(id)->params == json({{"heap", 12}})); // the rest untouched
        QVERIFY(pb::db::ScriptStore(db).get(hashOf(b)));
        designs.setScript(id, a); // back to a stored version
        QCOMPARE(designs.get(id)->scriptHash, hashOf(a));
        QCOMPARE(pb::db::ScriptStore(db).list().size(), std::size_t(2));

        // Refused: no such design, or a design of another ruleset; then the
        // version is not stored either (one transaction).
        const pb::script::ScriptRuleset& c = registerTinyNim(1, "version c");
        QVERIFY(pb::db::test::throwsStoreError([&] { designs.setScript(id + 100, c); },
                                               Kind::NotFound, {QStringLiteral("does not exist")}));
        pb::db::DesignRow other;
        other.name = QStringLiteral("Built in");
        other.ruleset = QStringLiteral("stability");
        const qint64 builtIn = designs.create(other);
        QVERIFY(pb::db::test::throwsStoreError([&] { designs.setScript(builtIn, c); },
                                               Kind::InvalidValue,
                                               {QStringLiteral("plays stability")}));
        QVERIFY(!pb::db::ScriptStore(db).get(hashOf(c)));
        QVERIFY(designs.get(builtIn)->scriptHash.isEmpty());
        QCOMPARE(designs.get(id)->scriptHash, hashOf(a));
    }

    void usesCountTheGamesAndRunsOfEachVersion() {
        const pb::script::ScriptRuleset& a = registerTinyNim(3);
        const pb::script::ScriptRuleset& b = registerTinyNim(2, "uses b");
        const pb::script::ScriptRuleset& c = registerTinyNim(1, "uses c");
        pb::db::Database db(file(QStringLiteral("uses.sqlite")));
        pb::db::ScriptStore scripts(db);
        QVERIFY(scripts.uses().isEmpty());
        pb::db::GameStore games(db);
        logGame(games, a, 3);
        logGame(games, a, 1);
        logGame(games, b, 2);
        scripts.put(c); // stored, never played
        // A run of b with 5 games: they count as one run, not as games.
        pb::SimulationConfig config;
        config.game = b.makeGame({{"heap", 7}}, 2);
        config.agentSpecs = {"random", "random"};
        config.runSeed = 3;
        config.games = 5;
        pb::db::NewRun run;
        run.ruleset = QStringLiteral("script:tiny-nim");
        run.scriptHash = hashOf(b);
        run.params = config.game->params();
        run.players = 2;
        run.agents = {QStringLiteral("random"), QStringLiteral("random")};
        run.games = 5;
        pb::db::recordRun(db, run, config, true);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM games")), 8);

        const QHash<QString, pb::db::ScriptUses> uses = scripts.uses();
        QCOMPARE(uses.size(), 2);
        QCOMPARE(uses.value(hashOf(a)).games, 2);
        QCOMPARE(uses.value(hashOf(a)).runs, 0);
        QCOMPARE(uses.value(hashOf(b)).games, 1);
        QCOMPARE(uses.value(hashOf(b)).runs, 1);
        QVERIFY(!uses.contains(hashOf(c)));
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestDbScripts)
#include "test_db_scripts.moc"
