// Runs the real playbench-cli binary with QProcess: output shapes, exit codes,
// determinism, the step protocol, the store round trip and one-line errors.

#include "check/reproduction.h"
#include "cli_run.h"
#include "db/analysis_store.h"
#include "db/database.h"
#include "db/demo_database.h"
#include "db/design_store.h"
#include "db/game_export.h"
#include "db/game_store.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "test_registry.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

// The interactive side of `step`: one decision line out, one answer line back.
class StepSession {
public:
    explicit StepSession(const QStringList& arguments) {
        process_.start(QStringLiteral(PLAYBENCH_CLI_PATH), QStringList{"step"} + arguments);
    }
    ~StepSession() {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished();
        }
    }

    QProcess& process() { return process_; }

    // The next output line, waiting for it; empty on timeout or end of output.
    QByteArray readLine() {
        while (!process_.canReadLine()) {
            if (!process_.waitForReadyRead(10000))
                return {};
        }
        return process_.readLine();
    }
    void send(const QByteArray& line) { process_.write(line + '\n'); }
    QJsonObject exchange(const QByteArray& line) {
        send(line);
        return parseJson(readLine()).object();
    }

private:
    QProcess process_;
};

// Every <svg>...</svg> of `html` parsed as XML: how many, or -1 if one is not well-formed.
int wellFormedSvgs(const QByteArray& html) {
    int count = 0;
    qsizetype at = 0;
    for (;;) {
        const qsizetype start = html.indexOf("<svg", at);
        if (start < 0)
            return count;
        const qsizetype end = html.indexOf("</svg>", start);
        if (end < 0)
            return -1;
        QXmlStreamReader reader(html.mid(start, end + 6 - start));
        while (!reader.atEnd())
            reader.readNext();
        if (reader.hasError()) {
            qWarning("SVG %d: %s", count, qPrintable(reader.errorString()));
            return -1;
        }
        ++count;
        at = end;
    }
}

QByteArray fileContents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A query's first value on a store, through a connection of its own.
QVariant storeScalar(const QString& db, const QString& statement) {
    QVariant value;
    const QString name = QStringLiteral("scalar-%1").arg(QRandomGenerator::global()->generate());
    {
        QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        sql.setDatabaseName(db);
        sql.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        if (sql.open()) {
            QSqlQuery query(sql);
            if (query.exec(statement) && query.next())
                value = query.value(0);
        }
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

} // namespace

class CliTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void helpAndVersion();
    void gamesListsRulesetsWithSchemas();
    void newPrintsAnInitialState();
    void newLegalApplyChainThroughFiles();
    void setupCostPricesASetUp();
    void legalReadsStdin();
    void stepAnswersEveryLine();
    void stepPlaysToTheEnd();
    void stepFromStateFile();
    void playIsByteIdenticalForOneSeed();
    void simulateIsTheSameForAnyThreadCount();
    void simulatePlaysTheGivenSetUp();
    void playToStoreThenReplayVerifies();
    void replayFailsAtATamperedHash();
    void exportedGameReplaysFromFile();
    void replayFromFileNamesTheProblem();
    void simulateToStore();
    void benchReportsRates();
    void checkRunsThePropertyHarness();
    void aCheckReproductionReplaysFromFile();
    void simulatePrintsEveryMetric();
    void shardsMergedEqualOneRun();
    void reportFormatsFromTheStore();
    void reproduceCommandReproducesEveryDemoRun();
    void sweepPointsAreGroupedRuns();
    void sweepOverPlayersOfACooperativeGame();
    void interruptedSimulateIsStoredCancelled();
    void compareRunsBothDesignsOnTheSameGames();
    void compareRefusesParametersTheSavedBoardFixes();
    void balanceFindsTargetsAndWritesTheBestDesign();
    void balanceSearchesWithNtbea();
    void skillTraceTracesTheLadder();
    void analyseStoresASecondOpinion();

    void errorsAreOneLine_data();
    void errorsAreOneLine();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QString exportGame(const QString& db, qint64 gameId, const QString& file);

    QTemporaryDir dir_;
    QString initialStatePath_; // `new --game stability --seed 7`
};

void CliTest::initTestCase() {
    QVERIFY(dir_.isValid());
    const CliRun run = runCli({"new", "--game", "stability", "--seed", "7"});
    VERIFY_SUCCESS(run);
    initialStatePath_ = path("initial.json");
    QVERIFY(writeFile(initialStatePath_, run.out));
    QVERIFY(writeFile(path("malformed.json"), "{\"game\": \"stability\", \"board\": [1, 2,"));
    QVERIFY(writeFile(path("not-a-state.json"), "{\"game\": \"stability\"}"));
    QVERIFY(writeFile(path("no-game.json"), "[1, 2, 3]"));
    QVERIFY(QDir(dir_.path()).mkpath("a-directory.json"));
}

void CliTest::helpAndVersion() {
    const CliRun help = runCli({"--help"});
    VERIFY_SUCCESS(help);
    // Every subcommand on its own line, its name apart from its synopsis.
    for (const char* sub :
         {"games", "new", "setup-cost", "legal", "apply", "step", "play", "simulate", "compare",
          "balance", "skill-trace", "analyse", "replay", "bench", "report", "merge", "design"})
        QVERIFY2(help.out.contains(QByteArray("\n  ") + sub + "  "), sub);

    const CliRun subHelp = runCli({"simulate", "--help"});
    VERIFY_SUCCESS(subHelp);
    QVERIFY(subHelp.out.startsWith("Usage: playbench-cli simulate [options]"));
    QVERIFY(subHelp.out.contains("--threads"));

    const CliRun version = runCli({"--version"});
    VERIFY_SUCCESS(version);
    QCOMPARE(version.out, QByteArray("playbench-cli " PLAYBENCH_VERSION "\n"));
}

void CliTest::gamesListsRulesetsWithSchemas() {
    const CliRun run = runCli({"games"});
    VERIFY_SUCCESS(run);
    const QJsonArray games = parseJson(run.out).array();
    QVERIFY(!games.isEmpty());
    QJsonObject stability;
    for (const auto& game : games)
        if (game[QStringLiteral("id")] == QStringLiteral("stability"))
            stability = game.toObject();
    QVERIFY(!stability.isEmpty());
    QCOMPARE(stability[QStringLiteral("min_players")].toInt(), 2);
    QCOMPARE(stability[QStringLiteral("max_players")].toInt(), 4);
    const QJsonArray params = stability[QStringLiteral("parameters")].toArray();
    QVERIFY(!params.isEmpty());
    for (const auto& param : params) {
        QVERIFY(param[QStringLiteral("name")].isString());
        QVERIFY(param[QStringLiteral("type")].isString());
        QVERIFY(!param[QStringLiteral("default")].isUndefined());
    }
}

void CliTest::newPrintsAnInitialState() {
    const CliRun a = runCli({"new", "--game", "stability", "--players", "3", "--seed", "42"});
    VERIFY_SUCCESS(a);
    QCOMPARE(a.out.count('\n'), 1);
    const QJsonObject state = parseJson(a.out).object();
    QCOMPARE(state[QStringLiteral("game")].toString(), QStringLiteral("stability"));
    QCOMPARE(state[QStringLiteral("players")].toArray().size(), 3);
    QCOMPARE(state[QStringLiteral("board")].toArray().size(), 10);

    const CliRun again = runCli({"new", "--game", "stability", "--players", "3", "--seed", "42"});
    QCOMPARE(again.out, a.out);
    const CliRun other = runCli({"new", "--game", "stability", "--players", "3", "--seed", "43"});
    QVERIFY(other.out != a.out);

    const CliRun defaults = runCli({"new", "--game", "stability"});
    VERIFY_SUCCESS(defaults);
    QCOMPARE(parseJson(defaults.out)[QStringLiteral("players")].toArray().size(), 2);

    const CliRun params = runCli({"new", "--game", "stability", "--param", "directions=eight",
                                  "--param", "shareSquares=true"});
    VERIFY_SUCCESS(params);
    const QJsonObject stored = parseJson(params.out)[QStringLiteral("params")].toObject();
    QCOMPARE(stored[QStringLiteral("directions")].toString(), QStringLiteral("eight"));
    QCOMPARE(stored[QStringLiteral("shareSquares")].toBool(), true);
}

void CliTest::newLegalApplyChainThroughFiles() {
    QString statePath = initialStatePath_;
    // Chance first (who moves first), then a few seat decisions, each through a file.
    for (int step = 0; step < 6; ++step) {
        const CliRun legal = runCli({"legal", "--state", statePath});
        VERIFY_SUCCESS(legal);
        const QJsonArray decisions = parseJson(legal.out).array();
        QVERIFY(!decisions.isEmpty());
        if (step == 0)
            QCOMPARE(decisions.first()[QStringLiteral("type")].toString(),
                     QStringLiteral("chance"));
        const QJsonValue chosen = decisions.at(decisions.size() - 1);
        QVERIFY(chosen[QStringLiteral("type")].isString());

        const CliRun apply = runCli({"apply", "--state", statePath, "--decision", compact(chosen)});
        VERIFY_SUCCESS(apply);
        const QJsonObject next = parseJson(apply.out).object();
        QCOMPARE(next[QStringLiteral("game")].toString(), QStringLiteral("stability"));
        statePath = path(QStringLiteral("chain-%1.json").arg(step));
        QVERIFY(writeFile(statePath, apply.out));
    }
    // The state after the chance decision names a seat.
    QFile first(path("chain-0.json"));
    QVERIFY(first.open(QIODevice::ReadOnly));
    QVERIFY(parseJson(first.readAll())[QStringLiteral("current")].isDouble());
}

void CliTest::legalReadsStdin() {
    QFile initial(initialStatePath_);
    QVERIFY(initial.open(QIODevice::ReadOnly));
    const QByteArray state = initial.readAll();
    const CliRun fromStdin = runCli({"legal", "--state", "-"}, state);
    VERIFY_SUCCESS(fromStdin);
    const CliRun fromFile = runCli({"legal", "--state", initialStatePath_});
    QCOMPARE(fromStdin.out, fromFile.out);

    const CliRun apply =
        runCli({"apply", "--state", "-", "--decision", R"({"type":"chance","outcome":1})"}, state);
    VERIFY_SUCCESS(apply);
    QCOMPARE(parseJson(apply.out)[QStringLiteral("current")].toInt(), 1);
}

void CliTest::stepAnswersEveryLine() {
    StepSession session({"--game", "stability", "--seed", "7"});
    const QJsonObject start = parseJson(session.readLine()).object();
    QCOMPARE(start[QStringLiteral("actor")].toString(), QStringLiteral("chance"));
    QCOMPARE(start[QStringLiteral("legal")].toArray().size(), 2);
    const QJsonArray odds = start[QStringLiteral("probabilities")].toArray();
    QCOMPARE(odds.size(), 2);
    QCOMPARE(odds[0].toDouble(), 0.5);
    QCOMPARE(odds[1].toDouble(), 0.5);
    QVERIFY(!start.contains(QStringLiteral("result")));

    // Each answer arrives before the next line is sent: the CLI flushes per line.
    const QJsonObject afterChance = session.exchange(R"({"type":"chance","outcome":0})");
    QCOMPARE(afterChance[QStringLiteral("actor")].toInt(-1), 0);
    QVERIFY(!afterChance.contains(QStringLiteral("probabilities")));
    const QJsonArray moves = afterChance[QStringLiteral("legal")].toArray();
    QVERIFY(!moves.isEmpty());
    for (const auto& move : moves)
        QCOMPARE(move[QStringLiteral("type")].toString(), QStringLiteral("move"));

    session.send("");
    session.send("   ");
    const QJsonObject badJson = session.exchange("this is not json");
    QVERIFY(badJson[QStringLiteral("error")].toString().contains(QStringLiteral("not valid JSON")));
    QCOMPARE(badJson.size(), 1);

    const QJsonObject illegal = session.exchange(R"({"type":"skip"})");
    QVERIFY(illegal[QStringLiteral("error")].toString().contains(QStringLiteral("illegal")));

    const QJsonObject unknownType = session.exchange(R"({"type":"teleport"})");
    QVERIFY(unknownType.contains(QStringLiteral("error")));
    const QJsonObject notAnObject = session.exchange("42");
    QVERIFY(notAnObject.contains(QStringLiteral("error")));

    // The state is unchanged: the same move is still legal and applies.
    const QJsonObject afterMove = session.exchange(compact(moves.first()));
    QVERIFY2(!afterMove.contains(QStringLiteral("error")), compact(afterMove).constData());
    QVERIFY(afterMove[QStringLiteral("state")].toObject() !=
            afterChance[QStringLiteral("state")].toObject());

    session.process().closeWriteChannel();
    QVERIFY(session.process().waitForFinished(10000));
    QCOMPARE(session.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(session.process().exitCode(), 0);
    QVERIFY(session.process().readAll().isEmpty()); // one answer per non-blank line, no more
    QVERIFY(session.process().readAllStandardError().isEmpty());
}

void CliTest::stepPlaysToTheEnd() {
    StepSession session({"--game", "stability", "--seed", "11"});
    QJsonObject line = parseJson(session.readLine()).object();
    QRandomGenerator random(5);
    int decisions = 0;
    while (line[QStringLiteral("actor")] != QStringLiteral("terminal") && decisions < 5000) {
        const QJsonArray legal = line[QStringLiteral("legal")].toArray();
        QVERIFY2(!legal.isEmpty(), compact(line).constData());
        line = session.exchange(compact(legal.at(random.bounded(legal.size()))));
        QVERIFY2(!line.contains(QStringLiteral("error")), compact(line).constData());
        ++decisions;
    }
    QCOMPARE(line[QStringLiteral("actor")].toString(), QStringLiteral("terminal"));
    QVERIFY(line[QStringLiteral("legal")].toArray().isEmpty());
    QVERIFY(line[QStringLiteral("result")].isObject());

    const QJsonObject afterEnd = session.exchange(R"({"type":"skip"})");
    QVERIFY(afterEnd.contains(QStringLiteral("error")));
    session.process().closeWriteChannel();
    QVERIFY(session.process().waitForFinished(10000));
    QCOMPARE(session.process().exitCode(), 0);
}

void CliTest::stepFromStateFile() {
    const CliRun run =
        runCli({"step", "--state", initialStatePath_}, "\n{\"type\":\"chance\",\"outcome\":1}\n\n");
    VERIFY_SUCCESS(run);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    QCOMPARE(parseJson(lines.at(1))[QStringLiteral("actor")].toInt(-1), 1);

    const CliRun both = runCli({"step", "--state", initialStatePath_, "--game", "stability"});
    VERIFY_FAILURE(both, 2, "not both");
    const CliRun neither = runCli({"step"});
    VERIFY_FAILURE(neither, 2, "--state, --game or --script");
}

void CliTest::playIsByteIdenticalForOneSeed() {
    const QStringList args{"play",   "--game", "stability", "--players",    "2",
                           "--seed", "99",     "--agents",  "random,random"};
    const CliRun first = runCli(args);
    VERIFY_SUCCESS(first);
    const CliRun second = runCli(args);
    VERIFY_SUCCESS(second);
    QCOMPARE(first.out, second.out);

    const QJsonObject record = parseJson(first.out).object();
    QVERIFY(record[QStringLiteral("decisions")].toArray().size() > 0);
    QVERIFY(record[QStringLiteral("result")].isObject());
    QVERIFY(!record.contains(QStringLiteral("game_id")));

    const CliRun other = runCli({"play", "--game", "stability", "--seed", "100"});
    VERIFY_SUCCESS(other);
    QVERIFY(other.out != first.out);
}

void CliTest::simulateIsTheSameForAnyThreadCount() {
    const QStringList args{"simulate", "--game", "stability", "--players",    "2", "--games", "300",
                           "--seed",   "5",      "--agents",  "random,random"};
    const QString outPath = path("summary.json");
    const CliRun one = runCli(args + QStringList{"--threads", "1", "--out", outPath});
    VERIFY_SUCCESS(one);
    const CliRun two = runCli(args + QStringList{"--threads", "2"});
    VERIFY_SUCCESS(two);
    QCOMPARE(one.out, two.out);

    QFile out(outPath);
    QVERIFY(out.open(QIODevice::ReadOnly));
    QCOMPARE(out.readAll(), one.out);

    const QJsonObject summary = parseJson(one.out).object();
    QCOMPARE(summary[QStringLiteral("games")].toInt(), 300);
    QCOMPARE(summary[QStringLiteral("win_rates")].toArray().size(), 2);
    for (const char* key : {"draws", "mean_length", "median_length"})
        QVERIFY2(summary.contains(QLatin1String(key)), key);
    QVERIFY(!summary.contains(QStringLiteral("heatmaps")));

    // --heatmaps adds the ruleset's maps, the same for any thread count.
    const CliRun mapsOne = runCli(args + QStringList{"--threads", "1", "--heatmaps"});
    VERIFY_SUCCESS(mapsOne);
    const CliRun mapsTwo = runCli(args + QStringList{"--threads", "2", "--heatmaps"});
    VERIFY_SUCCESS(mapsTwo);
    QCOMPARE(mapsOne.out, mapsTwo.out);
    const QJsonArray maps = parseJson(mapsOne.out).object()[QStringLiteral("heatmaps")].toArray();
    QCOMPARE(maps.size(), 2);
    QCOMPARE(maps[0][QStringLiteral("id")].toString(), QStringLiteral("visits"));
    QCOMPARE(maps[0][QStringLiteral("cells")].toArray().size(), 100);
    QCOMPARE(maps[1][QStringLiteral("games")].toInt(), 300);
}

void CliTest::simulatePlaysTheGivenSetUp() {
    const QStringList args{"simulate", "--game", "titanomachia", "--games",      "20",
                           "--seed",   "5",      "--agents",     "random,random"};
    const CliRun plain = runCli(args);
    VERIFY_SUCCESS(plain);
    // P1 bids 2: it goes first in every game (no coin) and pays for it.
    QFile file(path("setup.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"players":[{"bid":2},{"bid":0}]})");
    file.close();
    const CliRun bid = runCli(args + QStringList{"--setup", path("setup.json")});
    VERIFY_SUCCESS(bid);
    QVERIFY(plain.out != bid.out);
    QCOMPARE(parseJson(bid.out).object()[QStringLiteral("games")].toInt(), 20);
    // A set-up the rules refuse is refused before any game, naming the field.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(R"({"players":[{"bid":3},{"bid":0}]})");
    file.close();
    const CliRun over = runCli(args + QStringList{"--setup", path("setup.json")});
    QCOMPARE(over.exitCode, 1);
    QVERIFY2(over.err.contains("setup.players[0] spends 61 points"), over.err.constData());
}

// A designer scripting Titanomachia set-ups sees each one's price, with the
// titan builder's prices, and whether it fits the budget, before playing it.
void CliTest::setupCostPricesASetUp() {
    const CliRun defaults = runCli({"setup-cost", "--game", "titanomachia"});
    VERIFY_SUCCESS(defaults);
    const QJsonObject cost = parseJson(defaults.out).object();
    QCOMPARE(cost[QStringLiteral("budget")].toInt(), 60);
    QVERIFY(cost[QStringLiteral("valid")].toBool());
    QVERIFY(cost[QStringLiteral("firstPlayer")].isNull()); // bids 0 and 0: the coin
    // Section 3: Warhound 36 + hold 3 + breakthrough 2 + terrain 17 = 58.
    const QJsonObject p0 = cost[QStringLiteral("players")].toArray()[0].toObject();
    QCOMPARE(p0[QStringLiteral("titan")].toInt(), 36);
    QCOMPARE(p0[QStringLiteral("terrain")].toInt(), 17);
    QCOMPARE(p0[QStringLiteral("objectives")].toInt(), 5);
    QCOMPARE(p0[QStringLiteral("total")].toInt(), 58);
    QCOMPARE(p0[QStringLiteral("left")].toInt(), 2);
    // A bid of 3 takes seat 0 over the budget: priced, and the reason given.
    QVERIFY(writeFile(path("priced-setup.json"), R"({"players":[{"bid":3},{"bid":0}]})"));
    const CliRun over =
        runCli({"setup-cost", "--game", "titanomachia", "--setup", path("priced-setup.json")});
    VERIFY_SUCCESS(over);
    const QJsonObject overCost = parseJson(over.out).object();
    QCOMPARE(overCost[QStringLiteral("firstPlayer")].toInt(), 0);
    QVERIFY(!overCost[QStringLiteral("valid")].toBool());
    QVERIFY(overCost[QStringLiteral("error")].toString().contains(
        QStringLiteral("setup.players[0] spends 61 points")));
    QCOMPARE(
        overCost[QStringLiteral("players")].toArray()[0].toObject()[QStringLiteral("left")].toInt(),
        -1);
    // The prices are the game's parameters.
    const CliRun dearer =
        runCli({"setup-cost", "--game", "titanomachia", "--param", "scorePointCost=2"});
    VERIFY_SUCCESS(dearer);
    QCOMPARE(parseJson(dearer.out)
                 .object()[QStringLiteral("players")]
                 .toArray()[0]
                 .toObject()[QStringLiteral("titan")]
                 .toInt(),
             72);
    // A ruleset whose set-up is not bought says so in one line.
    const CliRun unpriced = runCli({"setup-cost", "--game", "stability"});
    QCOMPARE(unpriced.exitCode, 1);
    QVERIFY2(unpriced.err.contains("does not buy its set-up from a budget"),
             unpriced.err.constData());
}

void CliTest::playToStoreThenReplayVerifies() {
    const QString db = path("play.sqlite");
    const QStringList args{"play", "--game", "stability", "--seed", "3", "--db", db};
    const CliRun play = runCli(args);
    VERIFY_SUCCESS(play);
    const QJsonObject record = parseJson(play.out).object();
    QCOMPARE(record[QStringLiteral("game_id")].toInt(), 1);
    const int decisions = int(record[QStringLiteral("decisions")].toArray().size());

    // The logged record equals the unlogged one but for its id.
    const CliRun plain = runCli({"play", "--game", "stability", "--seed", "3"});
    QJsonObject withoutId = record;
    withoutId.remove(QStringLiteral("game_id"));
    QCOMPARE(withoutId, parseJson(plain.out).object());

    const CliRun replay = runCli({"replay", "--db", db, "--game-id", "1", "--verify"});
    VERIFY_SUCCESS(replay);
    const QJsonObject report = parseJson(replay.out).object();
    QCOMPARE(report[QStringLiteral("game_id")].toInt(), 1);
    QCOMPARE(report[QStringLiteral("steps")].toInt(), decisions);
    QCOMPARE(report[QStringLiteral("verified")].toBool(), true);

    const CliRun finalState = runCli({"replay", "--db", db, "--game-id", "1"});
    VERIFY_SUCCESS(finalState);
    QVERIFY(parseJson(finalState.out)[QStringLiteral("result")].isObject());

    const CliRun secondGame = runCli(args);
    VERIFY_SUCCESS(secondGame);
    QCOMPARE(parseJson(secondGame.out)[QStringLiteral("game_id")].toInt(), 2);

    const CliRun missing = runCli({"replay", "--db", db, "--game-id", "77", "--verify"});
    VERIFY_FAILURE(missing, 1, "77");
}

void CliTest::replayFailsAtATamperedHash() {
    const QString db = path("tamper.sqlite");
    VERIFY_SUCCESS(runCli({"play", "--game", "stability", "--seed", "8", "--db", db}));
    {
        QSqlDatabase sql =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
        sql.setDatabaseName(db);
        QVERIFY2(sql.open(), qPrintable(sql.lastError().text()));
        QSqlQuery query(sql);
        QVERIFY(query.prepare(QStringLiteral(
            "UPDATE moves SET hash = '0123456789abcdef' WHERE game_id = 1 AND idx = 5")));
        QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
        QCOMPARE(query.numRowsAffected(), 1);
        query.finish();
        sql.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tamper"));

    const CliRun replay = runCli({"replay", "--db", db, "--game-id", "1", "--verify"});
    VERIFY_FAILURE(replay, 1, "verification failed");
    QVERIFY2(replay.err.contains("game 1") && replay.err.contains("move 5"),
             replay.err.constData());
}

// The Review page's JSON export (db::gameToJson) of a game played into a store,
// written to a file in this test.
QString CliTest::exportGame(const QString& db, qint64 gameId, const QString& file) {
    pb::db::Database database(db, pb::db::Database::OpenMode::ReadOnly);
    const pb::db::GameStore store(database);
    const nlohmann::json json = pb::db::gameToJson(*store.game(gameId), store.moves(gameId));
    QFile out(path(file));
    if (!out.open(QIODevice::WriteOnly))
        return {};
    out.write(QByteArray::fromStdString(json.dump(2)));
    return out.fileName();
}

void CliTest::exportedGameReplaysFromFile() {
    const QString db = path("export.sqlite");
    const CliRun play = runCli({"play", "--game", "stability", "--seed", "4", "--db", db});
    VERIFY_SUCCESS(play);
    const int decisions = int(parseJson(play.out)[QStringLiteral("decisions")].toArray().size());
    const QString file = exportGame(db, 1, QStringLiteral("game-1.json"));
    QVERIFY(!file.isEmpty());

    const CliRun replay = runCli({"replay", "--file", file, "--verify"});
    VERIFY_SUCCESS(replay);
    const QJsonObject report = parseJson(replay.out).object();
    QCOMPARE(report[QStringLiteral("game_id")].toInt(), 1);
    QCOMPARE(report[QStringLiteral("steps")].toInt(), decisions);
    QCOMPARE(report[QStringLiteral("verified")].toBool(), true);
    QCOMPARE(report[QStringLiteral("status")].toString(), QStringLiteral("finished"));
    // Without --verify: the final state, as from the store.
    const CliRun fromFile = runCli({"replay", "--file", file});
    const CliRun fromStore = runCli({"replay", "--db", db, "--game-id", "1"});
    VERIFY_SUCCESS(fromFile);
    QCOMPARE(fromFile.out, fromStore.out);

    // A tampered hash fails at its row.
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject game = QJsonDocument::fromJson(in.readAll()).object();
    in.close();
    QJsonArray moves = game[QStringLiteral("moves")].toArray();
    QJsonObject row = moves[6].toObject();
    row[QStringLiteral("hash")] = QStringLiteral("0123456789abcdef");
    moves[6] = row;
    game[QStringLiteral("moves")] = moves;
    QFile tampered(path("tampered.json"));
    QVERIFY(tampered.open(QIODevice::WriteOnly));
    tampered.write(QJsonDocument(game).toJson());
    tampered.close();
    const CliRun bad = runCli({"replay", "--file", tampered.fileName(), "--verify"});
    VERIFY_FAILURE(bad, 1, "verification failed");
    QVERIFY2(bad.err.contains("move 6") && bad.err.contains("0123456789abcdef"),
             bad.err.constData());
}

void CliTest::replayFromFileNamesTheProblem() {
    const QString db = path("export-errors.sqlite");
    VERIFY_SUCCESS(runCli({"play", "--game", "stability", "--seed", "5", "--db", db}));
    const QString file = exportGame(db, 1, QStringLiteral("game.json"));

    VERIFY_FAILURE(runCli({"replay", "--file", path("absent.json"), "--verify"}), 1,
                   "does not exist");
    VERIFY_FAILURE(runCli({"replay", "--file", initialStatePath_, "--verify"}), 1, "format");
    VERIFY_FAILURE(runCli({"replay", "--file", file, "--db", db, "--verify"}), 2,
                   "cannot be combined");
    QFile notJson(path("not.json"));
    QVERIFY(notJson.open(QIODevice::WriteOnly));
    notJson.write("{ not json");
    notJson.close();
    VERIFY_FAILURE(runCli({"replay", "--file", notJson.fileName()}), 1, "not valid JSON");

    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject game = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray moves = game[QStringLiteral("moves")].toArray();
    QJsonObject row = moves[2].toObject();
    row.remove(QStringLiteral("decision"));
    moves[2] = row;
    game[QStringLiteral("moves")] = moves;
    QFile broken(path("broken.json"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(QJsonDocument(game).toJson());
    broken.close();
    VERIFY_FAILURE(runCli({"replay", "--file", broken.fileName(), "--verify"}), 1,
                   "moves[2].decision is missing");
}

void CliTest::simulateToStore() {
    const QString db = path("runs.sqlite");
    const CliRun run = runCli({"simulate", "--game", "stability", "--games", "20", "--seed", "2",
                               "--threads", "2", "--db", db, "--log-moves"});
    VERIFY_SUCCESS(run);
    const QJsonObject summary = parseJson(run.out).object();
    QCOMPARE(summary[QStringLiteral("run_id")].toInt(), 1);
    QCOMPARE(summary[QStringLiteral("games")].toInt(), 20);

    // The same numbers as without the store.
    const CliRun plain =
        runCli({"simulate", "--game", "stability", "--games", "20", "--seed", "2"});
    QJsonObject withoutId = summary;
    withoutId.remove(QStringLiteral("run_id"));
    QCOMPARE(withoutId, parseJson(plain.out).object());

    // With --log-moves: a per-game row and a replayable game per game.
    QCOMPARE(
        storeScalar(db, QStringLiteral("SELECT COUNT(*) FROM run_games WHERE run_id = 1")).toInt(),
        20);
    QCOMPARE(storeScalar(db, QStringLiteral("SELECT COUNT(*) FROM games WHERE run_id = 1")).toInt(),
             20);
    QVERIFY(storeScalar(db, QStringLiteral("SELECT COUNT(*) FROM moves")).toInt() > 20 * 10);
    const CliRun replay = runCli({"replay", "--db", db, "--game-id", "20", "--verify"});
    VERIFY_SUCCESS(replay);

    // Without it: per-game rows only, which keeps big runs small.
    const CliRun rowsOnly =
        runCli({"simulate", "--game", "stability", "--games", "20", "--seed", "2", "--db", db});
    VERIFY_SUCCESS(rowsOnly);
    QCOMPARE(parseJson(rowsOnly.out)[QStringLiteral("run_id")].toInt(), 2);
    QCOMPARE(
        storeScalar(db, QStringLiteral("SELECT COUNT(*) FROM run_games WHERE run_id = 2")).toInt(),
        20);
    QCOMPARE(storeScalar(db, QStringLiteral("SELECT COUNT(*) FROM games WHERE run_id = 2")).toInt(),
             0);
    QCOMPARE(storeScalar(db, QStringLiteral("SELECT log_moves FROM runs WHERE id = 2")).toInt(), 0);
}

void CliTest::benchReportsRates() {
    const CliRun run = runCli({"bench", "--game", "stability", "--seconds", "0.3"});
    VERIFY_SUCCESS(run);
    const QJsonObject bench = parseJson(run.out).object();
    QCOMPARE(bench[QStringLiteral("game")].toString(), QStringLiteral("stability"));
    QCOMPARE(bench[QStringLiteral("players")].toInt(), 2);
    QVERIFY(bench[QStringLiteral("seconds")].toDouble() >= 0.3);
    QVERIFY(bench[QStringLiteral("games")].toDouble() > 0);
    QVERIFY(bench[QStringLiteral("decisions")].toDouble() >
            bench[QStringLiteral("games")].toDouble());
    QVERIFY(bench[QStringLiteral("decisions_per_sec")].toDouble() > 0);
    QVERIFY(bench[QStringLiteral("games_per_sec")].toDouble() > 0);
}

void CliTest::checkRunsThePropertyHarness() {
    const CliRun nim = runCli({"check", "--game", "nim"});
    VERIFY_SUCCESS(nim);
    QCOMPARE(nim.out.count('\n'), 1);
    const QJsonObject report = parseJson(nim.out).object();
    QCOMPARE(report[QStringLiteral("game")].toString(), QStringLiteral("nim"));
    QCOMPARE(report[QStringLiteral("ok")].toBool(), true);
    QCOMPARE(report[QStringLiteral("games")].toInt(), 50);
    QVERIFY(report[QStringLiteral("decisions")].toDouble() > 50);
    QCOMPARE(report[QStringLiteral("seed")].toString(), QStringLiteral("1"));
    QVERIFY(!report.contains(QStringLiteral("break")));

    const QStringList stabilityArgs{"check", "--game", "stability", "--games", "2", "--seed", "9"};
    const CliRun stability = runCli(stabilityArgs);
    VERIFY_SUCCESS(stability);
    const QJsonObject two = parseJson(stability.out).object();
    QCOMPARE(two[QStringLiteral("ok")].toBool(), true);
    QCOMPARE(two[QStringLiteral("games")].toInt(), 2);
    QCOMPARE(two[QStringLiteral("players")].toInt(), 2);
    QVERIFY(two[QStringLiteral("decisions")].toDouble() > 2);
    // One seed, one report.
    QCOMPARE(runCli(stabilityArgs).out, stability.out);
}

// What `check` writes with --reproduction after a break: a game file that
// `replay --file` verifies and replays to the state the reproduction leads to.
// No shipped ruleset breaks a check, so the reproduction is made here.
void CliTest::aCheckReproductionReplaysFromFile() {
    const pb::Ruleset& nim = pb::rulesetOrThrow("nim");
    pb::check::Reproduction reproduction;
    reproduction.game = "nim";
    reproduction.params = nim.parameters().resolve({{"piles", 2}});
    reproduction.players = 2;
    reproduction.seed = 12;
    reproduction.decisions = {{{"type", "take"}, {"pile", 1}, {"count", 2}},
                              {{"type", "take"}, {"pile", 0}, {"count", 1}}};
    const QString file = path("reproduction.json");
    const nlohmann::json exported = pb::check::reproductionAsExportedGame(nim, reproduction);
    QVERIFY(writeFile(file, QByteArray::fromStdString(exported.dump())));

    const CliRun verified = runCli({"replay", "--file", file, "--verify"});
    VERIFY_SUCCESS(verified);
    QCOMPARE(parseJson(verified.out)[QStringLiteral("steps")].toInt(), 2);
    const CliRun replayed = runCli({"replay", "--file", file});
    VERIFY_SUCCESS(replayed);
    const nlohmann::json state = nlohmann::json::parse(replayed.out.toStdString())["state"];
    QVERIFY2(state == pb::check::replayReproduction(nim, reproduction)->toJson(),
             replayed.out.constData());
}

void CliTest::simulatePrintsEveryMetric() {
    const CliRun run =
        runCli({"simulate", "--game", "stability", "--games", "40", "--seed", "3",
                "--complexity-sample", "10", "--skill", "greedy", "--skill-games", "12"});
    VERIFY_SUCCESS(run);
    const QJsonObject out = parseJson(run.out).object();
    for (const char* key : {"games", "win_rates", "draws", "mean_length", "median_length",
                            "turn_limit_ends", "first_mover_win_rate", "metrics", "skill"})
        QVERIFY2(out.contains(QLatin1String(key)), key);
    const QJsonObject metrics = out[QStringLiteral("metrics")].toObject();
    for (const char* key : {"seats", "draws", "turn_limit_ends", "first_player", "length",
                            "decisions", "complexity", "rule_usage"})
        QVERIFY2(metrics.contains(QLatin1String(key)), key);
    const QJsonObject complexity = metrics[QStringLiteral("complexity")].toObject();
    QCOMPARE(complexity[QStringLiteral("sample_games")].toInt(), 10);
    QCOMPARE(complexity[QStringLiteral("games_counted")].toInt(), 10);
    QVERIFY(complexity[QStringLiteral("mean_legal_decisions")].toDouble() > 1.0);
    const QJsonArray seats = metrics[QStringLiteral("seats")].toArray();
    QCOMPARE(seats.size(), 2);
    QCOMPARE(seats[0][QStringLiteral("ci95")].toArray().size(), 2);
    QVERIFY(metrics[QStringLiteral("first_player")][QStringLiteral("verdict")].isString());
    QVERIFY(metrics[QStringLiteral("length")][QStringLiteral("p90")].isDouble());
    const QJsonObject skill = out[QStringLiteral("skill")].toObject();
    QCOMPARE(skill[QStringLiteral("games")].toInt(), 12);
    QCOMPARE(skill[QStringLiteral("agent")].toString(), QStringLiteral("greedy"));
    QVERIFY(skill[QStringLiteral("verdict")].isString());

    // The default complexity sample is 1000 games.
    const CliRun defaults = runCli({"simulate", "--game", "stability", "--games", "5"});
    VERIFY_SUCCESS(defaults);
    QCOMPARE(parseJson(defaults.out)[QStringLiteral("metrics")][QStringLiteral("complexity")]
                                    [QStringLiteral("sample_games")]
                                        .toInt(),
             1000);
}

void CliTest::shardsMergedEqualOneRun() {
    const QStringList batch{"simulate",  "--game",
                            "stability", "--games",
                            "31",        "--seed",
                            "9",         "--agents",
                            "random",    "--skill",
                            "greedy",    "--skill-games",
                            "7",         "--complexity-sample",
                            "5",         "--log-moves"};
    const QString single = path("single.sqlite");
    const CliRun one = runCli(batch + QStringList{"--db", single});
    VERIFY_SUCCESS(one);
    QStringList shards;
    for (int k = 1; k <= 3; ++k) {
        const QString shard = path(QStringLiteral("shard-%1.sqlite").arg(k));
        const CliRun part = runCli(batch + QStringList{"--shard", QStringLiteral("%1/3").arg(k),
                                                       "--threads", "2", "--db", shard});
        VERIFY_SUCCESS(part);
        QCOMPARE(parseJson(part.out)[QStringLiteral("shard")].toString(),
                 QStringLiteral("%1/3").arg(k));
        shards << shard;
    }
    const QString merged = path("merged.sqlite");
    const CliRun merge = runCli(QStringList{"merge", "--out", merged} + shards);
    VERIFY_SUCCESS(merge);
    const QJsonArray runs = parseJson(merge.out)[QStringLiteral("runs")].toArray();
    QCOMPARE(runs.size(), 2); // the batch and its skill games
    QCOMPARE(runs[0][QStringLiteral("games")].toInt(), 31);
    QCOMPARE(runs[0][QStringLiteral("shards")].toInt(), 3);
    QCOMPARE(runs[1][QStringLiteral("kind")].toString(), QStringLiteral("skill"));
    const QString mergedRun = QString::number(runs[0][QStringLiteral("run_id")].toInt());

    // Identical metrics and identical per-game rows.
    const CliRun jsonOne = runCli({"report", "--db", single, "--run", "1", "--format", "json"});
    const CliRun jsonMerged =
        runCli({"report", "--db", merged, "--run", mergedRun, "--format", "json"});
    VERIFY_SUCCESS(jsonOne);
    VERIFY_SUCCESS(jsonMerged);
    const QJsonObject a = parseJson(jsonOne.out).object(), b = parseJson(jsonMerged.out).object();
    QCOMPARE(compact(a[QStringLiteral("metrics")]), compact(b[QStringLiteral("metrics")]));
    QCOMPARE(a[QStringLiteral("command")], b[QStringLiteral("command")]);
    QJsonObject skillA = a[QStringLiteral("skill")].toObject(),
                skillB = b[QStringLiteral("skill")].toObject();
    skillA.remove(QStringLiteral("run_id"));
    skillB.remove(QStringLiteral("run_id"));
    QCOMPARE(skillA, skillB);
    const CliRun csvOne = runCli({"report", "--db", single, "--run", "1", "--format", "csv"});
    const CliRun csvMerged =
        runCli({"report", "--db", merged, "--run", mergedRun, "--format", "csv"});
    VERIFY_SUCCESS(csvMerged);
    QCOMPARE(csvMerged.out, csvOne.out);
    QCOMPARE(csvOne.out.count("\r\n"), 32);
    // The merged games replay.
    VERIFY_SUCCESS(runCli({"replay", "--db", merged, "--game-id", "31", "--verify"}));

    // A shard missing, or given twice: refused, naming it.
    const CliRun missing = runCli({"merge", "--out", path("partial.sqlite"), shards[0], shards[2]});
    VERIFY_FAILURE(missing, 1, "shard 2/3");
    const CliRun twice = runCli(
        {"merge", "--out", path("twice.sqlite"), shards[0], shards[1], shards[1], shards[2]});
    VERIFY_FAILURE(twice, 1, "already");
}

void CliTest::reportFormatsFromTheStore() {
    const QString db = path("report.sqlite");
    VERIFY_SUCCESS(runCli({"simulate", "--game", "stability", "--games", "25", "--seed", "4",
                           "--agents", "random,greedy", "--db", db}));
    // HTML: one file, every section, well-formed inline SVG, nothing fetched.
    const QString html = path("report.html");
    const CliRun toHtml = runCli({"report", "--db", db, "--run", "1", "--out", html});
    VERIFY_SUCCESS(toHtml);
    QCOMPARE(parseJson(toHtml.out)[QStringLiteral("format")].toString(), QStringLiteral("html"));
    const QByteArray page = fileContents(html);
    for (const char* section :
         {"Who wins", "First-player advantage", "Game length", "Decision complexity", "Rule usage",
          "The run", "Parameters", "Reproduce with", "playbench-cli " PLAYBENCH_VERSION,
          "playbench-cli simulate --game stability --players 2 --seed 4 --games 25 --agents "
          "random,greedy"})
        QVERIFY2(page.contains(section), section);
    QCOMPARE(wellFormedSvgs(page), 2);
    QVERIFY(!page.contains("<script") && !page.contains("href=") && !page.contains("src="));
    // Without --out, to stdout.
    const CliRun toStdout = runCli({"report", "--db", db, "--run", "1", "--format", "html"});
    VERIFY_SUCCESS(toStdout);
    QCOMPARE(toStdout.out, page);

    // CSV: the header and one row per game.
    const CliRun csv = runCli({"report", "--db", db, "--run", "1", "--format", "csv"});
    VERIFY_SUCCESS(csv);
    const QList<QByteArray> rows = csv.out.split('\n');
    QCOMPARE(rows.size(), 27); // header, 25 games, the empty piece after the last line end
    QVERIFY(rows[0].startsWith("index,seed,first_mover,winner,draw,turn_limit,turns,decisions"));
    QVERIFY(rows[1].startsWith("0,"));
    QVERIFY(rows[1].contains(",random,greedy,"));

    // JSON: the context and the metrics.
    const CliRun json = runCli({"report", "--db", db, "--run", "1", "--format", "json"});
    VERIFY_SUCCESS(json);
    const QJsonObject report = parseJson(json.out).object();
    for (const char* key : {"title", "ruleset", "params", "players", "agents", "run_seed", "games",
                            "program", "command", "created_at", "metrics", "run_id"})
        QVERIFY2(report.contains(QLatin1String(key)), key);
    QCOMPARE(report[QStringLiteral("run_seed")].toInt(), 4);

    // PDF: Qt's own writer, a real file with pages.
    const QString pdf = path("report.pdf");
    const CliRun toPdf = runCli({"report", "--db", db, "--run", "1", "--out", pdf});
    VERIFY_SUCCESS(toPdf);
    const QByteArray bytes = fileContents(pdf);
    QVERIFY(bytes.startsWith("%PDF-"));
    QCOMPARE(parseJson(toPdf.out)[QStringLiteral("bytes")].toInteger(), bytes.size());
    const qsizetype pages = bytes.count("/Type /Page") - bytes.count("/Type /Pages");
    QVERIFY2(pages >= 2, qPrintable(QString::number(pages)));
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));
}

// The report's "Reproduce with" command, run as printed in the report's
// folder, plays the same games: the demo's runs each started from their
// design's saved board or deck and kept every move, and one design is edited
// after its run (the run keeps the set-up it played).
void CliTest::reproduceCommandReproducesEveryDemoRun() {
    const QString db = path("demo.sqlite");
    pb::db::ensureDemoDatabase(db);
    {
        pb::db::Database store(db);
        pb::db::DesignStore designs(store);
        std::vector<pb::db::DesignRow> list = designs.list();
        const auto stability = std::find_if(list.begin(), list.end(), [](const auto& design) {
            return design.name == QString::fromUtf8(pb::db::kDemoDesignName);
        });
        QVERIFY(stability != list.end() && !stability->setup.is_null());
        stability->setup = nullptr; // the designer drops the board after the run
        designs.update(*stability);
    }
    const qint64 runs = storeScalar(db, "SELECT COUNT(*) FROM runs").toLongLong();
    QCOMPARE(runs, 5);
    int withSetup = 0;
    for (qint64 run = 1; run <= runs; ++run) {
        const QString folder = path(QStringLiteral("reproduce-%1").arg(run));
        QVERIFY(QDir().mkpath(folder));
        const QString out = folder + QStringLiteral("/report.json");
        const CliRun report =
            runCli({"report", "--db", db, "--run", QString::number(run), "--out", out});
        VERIFY_SUCCESS(report);
        const auto stored = nlohmann::json::parse(fileContents(out).toStdString());
        const std::string command = stored.at("command").get<std::string>();
        const bool hasSetup = command.find(" --setup run-" + std::to_string(run) + "-setup.json") !=
                              std::string::npos;
        QCOMPARE(hasSetup, stored.contains("setup"));
        QCOMPARE(QFile::exists(folder + QStringLiteral("/run-%1-setup.json").arg(run)), hasSetup);
        withSetup += hasSetup ? 1 : 0;

        QStringList words = QProcess::splitCommand(QString::fromStdString(command));
        QCOMPARE(words.takeFirst(), QStringLiteral("playbench-cli"));
        QProcess process;
        process.setWorkingDirectory(folder);
        process.start(QStringLiteral(PLAYBENCH_CLI_PATH), words);
        QVERIFY(process.waitForFinished(60000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        const auto again = nlohmann::json::parse(process.readAllStandardOutput().toStdString());
        QCOMPARE(again.at("metrics").dump(), stored.at("metrics").dump());
    }
    QVERIFY(withSetup >= 1); // Stability's board at least
}

void CliTest::sweepPointsAreGroupedRuns() {
    const QString db = path("sweep.sqlite");
    const CliRun run =
        runCli({"simulate", "--game", "stability", "--games", "8", "--seed", "2", "--sweep",
                "size=6:8:2", "--sweep", "directions=orthogonal,eight", "--db", db});
    VERIFY_SUCCESS(run);
    const QJsonObject out = parseJson(run.out).object();
    const QJsonArray points = out[QStringLiteral("points")].toArray();
    QCOMPARE(points.size(), 4);
    QVERIFY(out[QStringLiteral("sweep_key")].isString());
    QCOMPARE(points[0][QStringLiteral("values")][QStringLiteral("size")].toInt(), 6);
    QCOMPARE(points[1][QStringLiteral("values")][QStringLiteral("size")].toInt(), 8);
    QCOMPARE(points[2][QStringLiteral("values")][QStringLiteral("directions")].toString(),
             QStringLiteral("eight"));
    for (const auto& point : points) {
        QCOMPARE(point[QStringLiteral("games")].toInt(), 8);
        QVERIFY(point[QStringLiteral("metrics")].isObject());
        QVERIFY(point[QStringLiteral("run_id")].isDouble());
    }
    QCOMPARE(storeScalar(db, QStringLiteral("SELECT COUNT(DISTINCT sweep_key) FROM runs")).toInt(),
             1);
    const CliRun html = runCli({"report", "--db", db, "--run", "3", "--format", "html", "--plot",
                                "length/mean", "--plot", "rule_usage/move/per_game"});
    VERIFY_SUCCESS(html);
    QVERIFY(html.out.contains("Sweep over size and directions"));
    QVERIFY(html.out.contains("--sweep size=6:8:2 --sweep directions=orthogonal,eight"));
    QCOMPARE(wellFormedSvgs(html.out), 4); // the run's two, and the two chosen plots
    const CliRun unknown =
        runCli({"report", "--db", db, "--run", "3", "--format", "html", "--plot", "nope/x"});
    VERIFY_FAILURE(unknown, 2, "--plot nope/x");
}

void CliTest::sweepOverPlayersOfACooperativeGame() {
    const QString db = path("players.sqlite");
    const CliRun run = runCli({"simulate", "--game", "torus-lab", "--games", "6", "--seed", "4",
                               "--agents", "random", "--sweep", "players=1:4", "--db", db});
    VERIFY_SUCCESS(run);
    const QJsonArray points = parseJson(run.out).object()[QStringLiteral("points")].toArray();
    QCOMPARE(points.size(), 4);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject point = points[i].toObject();
        QCOMPARE(point[QStringLiteral("values")][QStringLiteral("players")].toInt(), i + 1);
        const QJsonObject metrics = point[QStringLiteral("metrics")].toObject();
        QCOMPARE(metrics[QStringLiteral("seats")].toArray().size(), i + 1);
        QVERIFY(metrics[QStringLiteral("cooperative")].toBool());
        QCOMPARE(metrics[QStringLiteral("team_wins")][QStringLiteral("of")].toInt(), 6);
        // The stored run has the point's player count.
        QCOMPARE(storeScalar(db, QStringLiteral("SELECT players FROM runs WHERE id = %1")
                                     .arg(point[QStringLiteral("run_id")].toInt()))
                     .toInt(),
                 i + 1);
    }
    const CliRun html = runCli({"report", "--db", db, "--run", "2", "--format", "html"});
    VERIFY_SUCCESS(html);
    QVERIFY(html.out.contains("Sweep over players"));
    QVERIFY(html.out.contains("Does the team win"));

    VERIFY_FAILURE(
        runCli({"simulate", "--game", "torus-lab", "--games", "2", "--sweep", "players=0:2"}), 1,
        "1..4 players, not '0'");
    VERIFY_FAILURE(runCli({"simulate", "--game", "torus-lab", "--players", "2", "--games", "2",
                           "--agents", "random,greedy", "--sweep", "players=1:2"}),
                   2, "the same agent at every seat");
}

void CliTest::interruptedSimulateIsStoredCancelled() {
    const QString db = path("interrupted.sqlite");
    QProcess process;
    process.start(QStringLiteral(PLAYBENCH_CLI_PATH),
                  {"simulate", "--game", "stability", "--games", "2000000", "--seed", "1",
                   "--log-moves", "--db", db});
    QVERIFY(process.waitForStarted());
    // Wait until some games are stored, then stop it as a batch system would.
    QElapsedTimer waited;
    waited.start();
    while (storeScalar(db, QStringLiteral("SELECT COUNT(*) FROM run_games")).toInt() == 0) {
        QVERIFY2(waited.elapsed() < 30000, "no games stored after 30 s");
        QVERIFY(process.state() == QProcess::Running);
        QTest::qWait(50);
    }
    process.terminate(); // SIGTERM
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.startsWith("playbench-cli: ") && err.contains("interrupted") &&
                 err.count('\n') == 1,
             err.constData());
    QVERIFY(process.readAllStandardOutput().isEmpty());

    QCOMPARE(storeScalar(db, QStringLiteral("SELECT status FROM runs WHERE id = 1")).toString(),
             QStringLiteral("cancelled"));
    const int stored = storeScalar(db, QStringLiteral("SELECT COUNT(*) FROM run_games")).toInt();
    QVERIFY(stored > 0 && stored < 2000000);
    // Every stored game is complete: its row, its finished game and all its moves.
    QCOMPARE(storeScalar(db, QStringLiteral("SELECT COUNT(*) FROM games WHERE status = "
                                            "'finished' AND result IS NOT NULL"))
                 .toInt(),
             stored);
    VERIFY_SUCCESS(
        runCli({"replay", "--db", db, "--game-id", QString::number(stored), "--verify"}));
    const CliRun report = runCli({"report", "--db", db, "--run", "1", "--format", "json"});
    VERIFY_SUCCESS(report);
    QCOMPARE(parseJson(report.out)[QStringLiteral("metrics")][QStringLiteral("cancelled")].toBool(),
             true);
}

// A/B comparison: the same design twice differs nowhere (the same seeds give
// the same games); two design files of other board sizes give longer games on
// the bigger board, beyond chance, and so does one design file with B as its
// change (--b-param), the same games as the two files.
void CliTest::compareRunsBothDesignsOnTheSameGames() {
    const CliRun same = runCli({"compare", "--game", "stability", "--players", "2", "--param",
                                "size=8", "--b-param", "size=8", "--games", "40", "--seed", "4"});
    VERIFY_SUCCESS(same);
    const QJsonObject sameOut = parseJson(same.out).object();
    const QJsonObject comparison = sameOut["comparison"].toObject();
    QCOMPARE(comparison["games"].toInt(), 40);
    QVERIFY(comparison["headline"].toString().contains("in both designs"));
    for (const QJsonValue row : comparison["metrics"].toArray()) {
        QCOMPARE(row["difference"].toDouble(), 0.0);
        QCOMPARE(row["real"].toBool(), false);
    }
    QVERIFY(!sameOut.contains("heatmaps"));
    // --heatmaps adds the difference maps: the same design twice, zero everywhere.
    const CliRun sameMaps =
        runCli({"compare", "--game", "stability", "--players", "2", "--param", "size=8",
                "--b-param", "size=8", "--games", "40", "--seed", "4", "--heatmaps"});
    VERIFY_SUCCESS(sameMaps);
    const QJsonArray differences = parseJson(sameMaps.out).object()["heatmaps"].toArray();
    QCOMPARE(differences.size(), 2);
    QCOMPARE(differences[0]["id"].toString(), QStringLiteral("visits"));
    QCOMPARE(differences[0]["difference"].toArray().size(), 64);
    QCOMPARE(differences[0]["games"].toInt(), 40);
    for (const QJsonValue map : differences) {
        QCOMPARE(map["marked"].toInt(), 0);
        for (const QJsonValue d : map["difference"].toArray())
            QCOMPARE(d.toDouble(), 0.0);
    }

    const auto design = [this](const QString& file, const QString& name, int size) {
        const QByteArray json = QStringLiteral(R"({"format": "playbench-design", "version": 1,
            "name": "%1", "ruleset": "stability", "params": {"size": %2}, "setup": null,
            "notes": ""})")
                                    .arg(name)
                                    .arg(size)
                                    .toUtf8();
        QVERIFY(writeFile(path(file), json));
    };
    design("small.playbench.json", "Small board", 6);
    design("large.playbench.json", "Large board", 12);
    const CliRun files = runCli({"compare", "--design-a", path("small.playbench.json"),
                                 "--design-b", path("large.playbench.json"), "--players", "2",
                                 "--games", "200", "--seed", "5", "--threads", "2"});
    VERIFY_SUCCESS(files);
    const QJsonObject out = parseJson(files.out).object();
    QCOMPARE(out["a"]["name"].toString(), QStringLiteral("Small board"));
    QCOMPARE(out["b"]["params"]["size"].toInt(), 12);
    bool sawLength = false;
    for (const QJsonValue row : out["comparison"]["metrics"].toArray()) {
        if (row["id"].toString() != QStringLiteral("length"))
            continue;
        sawLength = true;
        QCOMPARE(row["direction"].toString(), QStringLiteral("up"));
        QVERIFY(row["real"].toBool());
        QVERIFY(row["verdict"].toString().startsWith("Mean game length rose from "));
    }
    QVERIFY(sawLength);

    QVERIFY(writeFile(path("torus.playbench.json"),
                      R"({"format": "playbench-design", "version": 1, "name": "T",
                          "ruleset": "torus-lab", "params": {}, "setup": null, "notes": ""})"));
    const CliRun mixed = runCli({"compare", "--design-a", path("small.playbench.json"),
                                 "--design-b", path("torus.playbench.json")});
    VERIFY_FAILURE(mixed, 1, "both must be of one ruleset");
    VERIFY_FAILURE(runCli({"compare", "--game", "stability"}), 2, "--b-param");
    // B as design A with a change: the large board's numbers, named after the change.
    const CliRun changed =
        runCli({"compare", "--design-a", path("small.playbench.json"), "--b-param", "size=12",
                "--players", "2", "--games", "200", "--seed", "5", "--threads", "2"});
    VERIFY_SUCCESS(changed);
    const QJsonObject changedOut = parseJson(changed.out).object();
    QCOMPARE(changedOut["a"]["name"].toString(), QStringLiteral("Small board"));
    QCOMPARE(changedOut["b"]["name"].toString(), QStringLiteral("Small board with size=12"));
    QCOMPARE(changedOut["b"]["params"]["size"].toInt(), 12);
    QCOMPARE(changedOut["a"]["params"]["size"].toInt(), 6);
    QCOMPARE(changedOut["comparison"]["metrics"], out["comparison"]["metrics"]);

    VERIFY_FAILURE(runCli({"compare", "--design-a", path("small.playbench.json")}), 2,
                   "give design B as --design-b or as --b-param");
    VERIFY_FAILURE(runCli({"compare", "--design-a", path("small.playbench.json"), "--design-b",
                           path("large.playbench.json"), "--b-param", "size=8"}),
                   2, "not both");
    VERIFY_FAILURE(runCli({"compare", "--design-b", path("large.playbench.json"), "--game",
                           "stability", "--b-param", "size=8"}),
                   2, "--design-b needs --design-a");
    VERIFY_FAILURE(runCli({"compare", "--game", "stability", "--b-param", "size=99"}), 1,
                   "parameter 'size'");
}

// Issue 31: B = A with "Highest starting number" 8 -> 6 on a design with a
// saved board played every game alike and called it a finding. The saved
// board fixes what maxValue would generate, so the comparison is refused
// before any play, naming the parameter; on generated boards it runs, and a
// rule that acts in play still varies on the saved board.
void CliTest::compareRefusesParametersTheSavedBoardFixes() {
    QVERIFY(writeFile(path("saved-board.playbench.json"),
                      R"({"format": "playbench-design", "version": 1, "name": "Saved board",
                          "ruleset": "stability", "params": {"size": 5},
                          "setup": {"board": [[1, 2, 3, 4, 1], [5, 6, 7, 8, 2], [3, 4, 5, 6, 7],
                                              [8, 1, 2, 3, 4], [1, 5, 6, 7, 1]]},
                          "notes": ""})"));
    const CliRun refused = runCli({"compare", "--design-a", path("saved-board.playbench.json"),
                                   "--b-param", "maxValue=6", "--players", "2", "--games", "20"});
    VERIFY_FAILURE(refused, 1,
                   "maxValue only shapes a generated board, and the design's saved board "
                   "fixes it, so B would play exactly as A; compare on generated boards with "
                   "--game stability and --b-param instead");
    // Two such parameters are named together.
    VERIFY_FAILURE(
        runCli({"compare", "--design-a", path("saved-board.playbench.json"), "--b-param",
                "maxValue=6", "--b-param", "cornerValue=2", "--players", "2", "--games", "20"}),
        1, "maxValue, cornerValue only shape a generated board");
    // One refused change refuses the comparison even beside a change that acts in play.
    VERIFY_FAILURE(runCli({"compare", "--design-a", path("saved-board.playbench.json"), "--b-param",
                           "maxValue=6", "--b-param", "permeationThreshold=5", "--players", "2",
                           "--games", "20"}),
                   1, "maxValue only shapes");

    // A rule of play on the same saved board compares.
    VERIFY_SUCCESS(runCli({"compare", "--design-a", path("saved-board.playbench.json"), "--b-param",
                           "permeationThreshold=5", "--players", "2", "--games", "20"}));
    // On generated boards maxValue makes other boards, so some game differs.
    const CliRun generated =
        runCli({"compare", "--game", "stability", "--param", "size=5", "--b-param", "maxValue=6",
                "--players", "2", "--games", "40", "--seed", "3"});
    VERIFY_SUCCESS(generated);
    const QJsonObject generatedOut = parseJson(generated.out).object();
    bool anyDifference = false;
    for (const QJsonValue row : generatedOut["comparison"]["metrics"].toArray())
        anyDifference = anyDifference || !row["every_pair_same"].toBool();
    QVERIFY(anyDifference);
}

// Auto-balance from the command line: Stability's board size for games of 12
// to 16 turns (only 9x9 gives them to random players), the best candidate
// written as a design file the store imports, and one-line refusals.
void CliTest::balanceFindsTargetsAndWritesTheBestDesign() {
    const QString designPath = path("balanced.playbench.json");
    const CliRun run = runCli({"balance", "--game", "stability", "--players", "2", "--vary",
                               "size=5:12", "--target", "length/mean=12:16", "--budget", "3000",
                               "--seed", "9", "--keep", "3", "--out-design", designPath});
    VERIFY_SUCCESS(run);
    const QJsonObject out = parseJson(run.out).object();
    QCOMPARE(out["game"].toString(), QStringLiteral("stability"));
    QCOMPARE(out["best"].toArray().size(), 3);
    const QJsonObject best = out["best"][0].toObject();
    QCOMPARE(best["values"]["size"].toInt(), 9);
    QVERIFY(best["meets_all"].toBool());
    QVERIFY(out["games_played"].toInt() <= 3000);

    const CliRun imported =
        runCli({"design", "import", "--db", path("balanced.sqlite"), "--file", designPath});
    VERIFY_SUCCESS(imported);
    QFile file(designPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject design = parseJson(file.readAll()).object();
    QCOMPARE(design["params"]["size"].toInt(), 9);
    QVERIFY(design["notes"].toString().contains("length/mean in 12..16"));

    VERIFY_FAILURE(runCli({"balance", "--game", "stability", "--target", "length/mean=1:"}), 2,
                   "--vary");
    VERIFY_FAILURE(runCli({"balance", "--game", "stability", "--vary", "size=5:6"}), 2, "--target");
    VERIFY_FAILURE(
        runCli({"balance", "--game", "stability", "--vary", "size=5:6", "--target", "length/mean"}),
        1, "is not metric=low:high");
    VERIFY_FAILURE(runCli({"balance", "--game", "stability", "--vary", "gravity=1:2", "--target",
                           "length/mean=1:"}),
                   1, "gravity");
    VERIFY_FAILURE(runCli({"balance", "--game", "stability", "--vary", "size=5:12", "--target",
                           "length/mean=1:", "--budget", "100"}),
                   1, "cannot give each of 8 candidates 20 games");
}

// The same search by NTBEA: the JSON names the search and its options, the
// games are the evaluations' games, and options of the other search refused.
void CliTest::balanceSearchesWithNtbea() {
    const QStringList base{"balance",   "--game",   "stability",         "--players", "2", "--vary",
                           "size=5:12", "--target", "length/mean=12:16", "--seed",    "9"};
    const CliRun run = runCli(base + QStringList{"--search", "ntbea", "--evaluations", "30",
                                                 "--games-per-evaluation", "20", "--neighbours",
                                                 "20", "--exploration", "0.5"});
    VERIFY_SUCCESS(run);
    const QJsonObject out = parseJson(run.out).object();
    QCOMPARE(out["search"].toString(), QStringLiteral("ntbea"));
    QCOMPARE(out["ntbea"]["evaluations"].toInt(), 30);
    QCOMPARE(out["ntbea"]["games_per_evaluation"].toInt(), 20);
    QCOMPARE(out["ntbea"]["neighbours"].toInt(), 20);
    QCOMPARE(out["ntbea"]["exploration"].toDouble(), 0.5);
    QCOMPARE(out["games_played"].toInt(), 600);
    QCOMPARE(out["budget"].toInt(), 600);
    const QJsonObject best = out["best"][0].toObject();
    QCOMPARE(best["values"]["size"].toInt(), 9);
    QVERIFY(best["meets_all"].toBool());
    QCOMPARE(best["search"].toString(), QStringLiteral("ntbea"));

    const CliRun halving = runCli(base + QStringList{"--budget", "800"});
    VERIFY_SUCCESS(halving);
    QCOMPARE(parseJson(halving.out).object()["search"].toString(), QStringLiteral("halving"));
    VERIFY_FAILURE(runCli(base + QStringList{"--search", "grid"}), 2, "halving or ntbea");
    VERIFY_FAILURE(runCli(base + QStringList{"--evaluations", "30"}), 2, "needs --search ntbea");
    VERIFY_FAILURE(runCli(base + QStringList{"--search", "ntbea", "--budget", "800"}), 2,
                   "--budget is for --search halving");
    VERIFY_FAILURE(runCli(base + QStringList{"--search", "ntbea", "--exploration", "-1"}), 2,
                   "--exploration");
}

// The skill trace from the command line: one match per pair of neighbours,
// the same output for any thread count, and one-line refusals of a ladder it
// cannot rank.
void CliTest::skillTraceTracesTheLadder() {
    const QStringList arguments{"skill-trace",
                                "--game",
                                "stability",
                                "--players",
                                "2",
                                "--param",
                                "size=8",
                                "--ladder",
                                "random,mcts:iterations=20,rollout=random,mcts:iterations=40",
                                "--games",
                                "8",
                                "--seed",
                                "3"};
    const CliRun run = runCli(arguments);
    VERIFY_SUCCESS(run);
    const QJsonObject out = parseJson(run.out).object();
    QCOMPARE(out["game"].toString(), QStringLiteral("stability"));
    const QJsonArray matches = out["matches"].toArray();
    QCOMPARE(matches.size(), 2);
    QCOMPARE(matches[0]["weaker"].toString(), QStringLiteral("random"));
    QCOMPARE(matches[0]["stronger"].toString(),
             QStringLiteral("mcts:iterations=20,rollout=random"));
    QCOMPARE(matches[1]["ratio"].toDouble(), 2.0);
    QCOMPARE(matches[1]["games"].toInt(), 8);
    QVERIFY(!out["verdict"].toString().isEmpty());
    const CliRun threaded = runCli(arguments + QStringList{"--threads", "2"});
    VERIFY_SUCCESS(threaded);
    QCOMPARE(threaded.out, run.out);

    VERIFY_FAILURE(runCli({"skill-trace", "--game", "stability", "--ladder", "random,greedy"}), 1,
                   "the strength of 'greedy' is not known");
    VERIFY_FAILURE(
        runCli({"skill-trace", "--game", "stability", "--ladder", "mcts:iterations=50,random"}), 1,
        "is not stronger than the agent before it");
}

// The second opinion from the command line: every seat's decisions of a
// played game analysed and stored with it, exported with the game's JSON; a
// run over the persons' decisions (none here) keeps what was stored.
void CliTest::analyseStoresASecondOpinion() {
    const QString db = path("analysed.sqlite");
    VERIFY_SUCCESS(runCli({"play", "--game", "stability", "--players", "2", "--param", "size=8",
                           "--seed", "6", "--agents", "random", "--db", db}));
    const CliRun run =
        runCli({"analyse", "--db", db, "--game-id", "1", "--all-seats", "--iterations", "40",
                "--threads", "2", "--calibration-games", "40"});
    VERIFY_SUCCESS(run);
    const QJsonObject out = parseJson(run.out).object();
    const QJsonArray moves = out["moves"].toArray();
    QVERIFY(!moves.isEmpty());
    // The win chances' map: fitted on 40 reference games of this design.
    QCOMPARE(out["win_chance_calibration"]["games"].toInt(), 40);
    QCOMPARE(out["win_chance_calibration"]["reference"].toString(), QStringLiteral("greedy"));
    QVERIFY(out["win_chance_calibration"]["positions"].toInt() >= 20);
    int labelled = 0;
    for (const char* label : {"fine", "inaccuracy", "mistake", "blunder"})
        labelled += out["labels"][QLatin1String(label)].toInt();
    QCOMPARE(labelled, moves.size());
    QCOMPARE(out["drama"]["points"].toArray().size(), moves.size());
    for (const QJsonValue move : moves) {
        QVERIFY(move["win_played"].toDouble() >= 0.0 && move["win_played"].toDouble() <= 1.0);
        QVERIFY(move["loss"].toDouble() >= 0.0);
        QVERIFY(!move["best_text"].toString().isEmpty());
        // Each chance with its standard error and the simulations behind it
        // (the best line's share of the 40 iterations); exact (error 0) when
        // proven or at the game's end (no simulation).
        for (const char* which : {"best", "played"}) {
            const QString w = QLatin1String(which);
            const bool exact =
                move[w + "_proven"].toBool() || move[w + "_simulations"].toInt() == 0;
            QVERIFY(move[w + "_simulations"].toInt() <= 40);
            QCOMPARE(move[w + "_std_error"].toDouble() > 0.0, !exact);
        }
    }

    const auto stored = [&] {
        pb::db::Database database(db, pb::db::Database::OpenMode::ReadOnly);
        return pb::db::AnalysisStore(database).gameAnalysis(1);
    };
    QCOMPARE(static_cast<int>(stored().size()), moves.size());
    QCOMPARE(stored().front().iterations, 40);

    // No person played: it says so (it said nothing), and stores nothing new.
    const CliRun persons = runCli({"analyse", "--db", db, "--game-id", "1"});
    VERIFY_SUCCESS_WITH_NOTE(persons, "no decision a person made");
    QVERIFY(parseJson(persons.out).object()["moves"].toArray().isEmpty());
    QCOMPARE(static_cast<int>(stored().size()), moves.size());

    // The same budget again reuses the stored analysis (it searched again and
    // replaced it with another seed's noise); --fresh searches again.
    const QDateTime analysedAt = stored().front().analysedAt;
    const CliRun again = runCli({"analyse", "--db", db, "--game-id", "1", "--all-seats",
                                 "--iterations", "40", "--seed", "99"});
    VERIFY_SUCCESS_WITH_NOTE(again, "reusing it");
    QVERIFY(parseJson(again.out).object()["reused"].toBool());
    // The same chances and labels; how each turn was judged is the search's
    // and is not stored.
    QJsonArray judged;
    for (const QJsonValue move : moves) {
        QJsonObject kept = move.toObject();
        for (const char* key :
             {"turn_start_idx", "last_of_turn", "best_at_turn_start", "raw_loss", "loss_std_error",
              "best_std_error", "best_simulations", "best_proven", "played_std_error",
              "played_simulations", "played_proven"})
            kept.remove(QLatin1String(key));
        judged.append(kept);
    }
    QCOMPARE(parseJson(again.out).object()["moves"].toArray(), judged);
    QCOMPARE(stored().front().analysedAt, analysedAt);
    const CliRun other = runCli({"analyse", "--db", db, "--game-id", "1", "--all-seats",
                                 "--iterations", "41", "--calibration-games", "20"});
    VERIFY_SUCCESS(other);
    QVERIFY(!parseJson(other.out).object()["reused"].toBool());
    QCOMPARE(stored().front().iterations, 41);

    {
        pb::db::Database database(db, pb::db::Database::OpenMode::ReadOnly);
        const pb::db::GameStore games(database);
        const nlohmann::json exported = pb::db::gameToJson(
            *games.game(1), games.moves(1), {}, pb::db::AnalysisStore(database).gameAnalysis(1));
        int withAnalysis = 0;
        for (const auto& row : exported["moves"])
            withAnalysis += row.contains("analysis") ? 1 : 0;
        QCOMPARE(withAnalysis, moves.size());
    }

    VERIFY_FAILURE(runCli({"analyse", "--db", db, "--game-id", "9"}), 1, "game 9 does not exist");
    VERIFY_FAILURE(runCli({"analyse", "--db", db, "--game-id", "1", "--thresholds", "0.2,0.1,0.3"}),
                   2, "--thresholds");
}

void CliTest::errorsAreOneLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("message");

    const QString initial = initialStatePath_;
    const QByteArray none;
    QTest::newRow("malformed state file")
        << QStringList{"legal", "--state", path("malformed.json")} << none << 1
        << QByteArray("state file " + path("malformed.json").toUtf8() + " is not valid JSON: ");
    QTest::newRow("malformed state on stdin")
        << QStringList{"legal", "--state", "-"} << QByteArray("{oops") << 1
        << QByteArray("is not valid JSON");
    QTest::newRow("state without its fields")
        << QStringList{"legal", "--state", path("not-a-state.json")} << none << 1
        << QByteArray("not a valid stability state");
    QTest::newRow("state without a game") << QStringList{"legal", "--state", path("no-game.json")}
                                          << none << 1 << QByteArray("not a state");
    QTest::newRow("unknown ruleset")
        << QStringList{"new", "--game", "chess"} << none << 1 << QByteArray("unknown game 'chess'");
    QTest::newRow("parameter out of range")
        << QStringList{"new", "--game", "stability", "--param", "permeationThreshold=99"} << none
        << 1 << QByteArray("parameter 'permeationThreshold'");
    QTest::newRow("parameter of the wrong type")
        << QStringList{"new", "--game", "stability", "--param", "shareSquares=maybe"} << none << 1
        << QByteArray("parameter 'shareSquares'");
    QTest::newRow("unknown parameter")
        << QStringList{"new", "--game", "stability", "--param", "gravity=3"} << none << 1
        << QByteArray("unknown parameter 'gravity'");
    QTest::newRow("missing file") << QStringList{"legal", "--state", path("no-such-file.json")}
                                  << none << 1 << QByteArray("does not exist");
    QTest::newRow("directory instead of a file")
        << QStringList{"apply", "--state", path("a-directory.json"), "--decision", "{}"} << none
        << 1 << QByteArray("is a directory");
    QTest::newRow("illegal decision")
        << QStringList{"apply", "--state", initial, "--decision", R"({"type":"skip"})"} << none << 1
        << QByteArray("illegal decision");
    QTest::newRow("decision not JSON")
        << QStringList{"apply", "--state", initial, "--decision", "{"} << none << 1
        << QByteArray("decision is not valid JSON");
    QTest::newRow("unknown agent")
        << QStringList{"play", "--game", "stability", "--agents", "random,alphago"} << none << 1
        << QByteArray("unknown agent 'alphago'");
    QTest::newRow("agents for the wrong number of seats")
        << QStringList{"play", "--game", "stability", "--agents", "random,random,random"} << none
        << 2 << QByteArray("3 agents for 2 players");
    QTest::newRow("wrong player count")
        << QStringList{"new", "--game", "stability", "--players", "9"} << none << 1
        << QByteArray("not 9");
    QTest::newRow("player count not a number")
        << QStringList{"new", "--game", "stability", "--players", "two"} << none << 2
        << QByteArray("--players must be a whole number");
    QTest::newRow("step from a state with new-game options")
        << QStringList{"step", "--state", initial, "--seed", "3"} << none << 2
        << QByteArray("not both");
    QTest::newRow("step with the state on stdin")
        << QStringList{"step", "--state", "-"} << none << 2 << QByteArray("cannot be '-'");
    QTest::newRow("unknown subcommand")
        << QStringList{"frobnicate"} << none << 2 << QByteArray("unknown subcommand 'frobnicate'");
    QTest::newRow("no subcommand") << QStringList{} << none << 2 << QByteArray("no subcommand");
    QTest::newRow("missing --game") << QStringList{"new", "--seed", "3"} << none << 2
                                    << QByteArray("missing required option --game");
    QTest::newRow("missing --state")
        << QStringList{"legal"} << none << 2 << QByteArray("missing required option --state");
    QTest::newRow("unknown option") << QStringList{"games", "--colour", "red"} << none << 2
                                    << QByteArray("unknown option 'colour'");
    QTest::newRow("option without its value")
        << QStringList{"new", "--game"} << none << 2 << QByteArray("missing value after '--game'");
    QTest::newRow("negative seed") << QStringList{"new", "--game", "stability", "--seed", "-1"}
                                   << none << 2 << QByteArray("--seed must be a whole number");
    QTest::newRow("zero threads") << QStringList{"simulate", "--game", "stability", "--threads",
                                                 "0"}
                                  << none << 2 << QByteArray("--threads must be between 1 and 256");
    QTest::newRow("bench for no time")
        << QStringList{"bench", "--game", "stability", "--seconds", "-2"} << none << 2
        << QByteArray("--seconds must be a number");
    QTest::newRow("replay from a missing store")
        << QStringList{"replay", "--db", path("nowhere.sqlite"), "--game-id", "1", "--verify"}
        << none << 1 << QByteArray("nowhere.sqlite");
    QTest::newRow("replay from a file that is not a store")
        << QStringList{"replay", "--db", initial, "--game-id", "1", "--verify"} << none << 1
        << QByteArray("initial.json");
    QTest::newRow("out to a directory") << QStringList{"simulate",
                                                       "--game",
                                                       "stability",
                                                       "--games",
                                                       "2",
                                                       "--out",
                                                       path("a-directory.json")}
                                        << none << 1 << QByteArray("cannot write");
    const QStringList sim{"simulate", "--game", "stability", "--games", "4"};
    QTest::newRow("shard zero") << sim + QStringList{"--shard", "0/3"} << none << 2
                                << QByteArray("--shard must be K/N");
    QTest::newRow("shard past the count")
        << sim + QStringList{"--shard", "4/3"} << none << 2 << QByteArray("--shard must be K/N");
    QTest::newRow("sweep of an unknown parameter")
        << sim + QStringList{"--sweep", "gravity=1:3:1"} << none << 1
        << QByteArray("unknown parameter 'gravity'");
    QTest::newRow("sweep with a bad range")
        << sim + QStringList{"--sweep", "size=9:5:1"} << none << 2 << QByteArray("from <= to");
    QTest::newRow("sweep out of the parameter's range")
        << sim + QStringList{"--sweep", "size=10:40:10"} << none << 1
        << QByteArray("parameter 'size'");
    QTest::newRow("sweep three times")
        << sim + QStringList{"--sweep",      "size=6:7", "--sweep",
                             "minValue=1:2", "--sweep",  "maxValue=7:8"}
        << none << 2 << QByteArray("once or twice");
    QTest::newRow("swept and set") << sim + QStringList{"--sweep", "size=6:7", "--param", "size=8"}
                                   << none << 2 << QByteArray("both swept and set");
    QTest::newRow("log moves without a store")
        << sim + QStringList{"--log-moves"} << none << 2 << QByteArray("--log-moves");
    QTest::newRow("skill games without skill") << sim + QStringList{"--skill-games", "3"} << none
                                               << 2 << QByteArray("--skill-games needs --skill");
    QTest::newRow("unknown skill agent") << sim + QStringList{"--skill", "oracle"} << none << 1
                                         << QByteArray("unknown agent 'oracle'");
    QTest::newRow("report without a run")
        << QStringList{"report", "--db", path("runs.sqlite")} << none << 2
        << QByteArray("missing required option --run");
    QTest::newRow("report in an unknown format")
        << QStringList{"report", "--db", path("runs.sqlite"), "--run", "1", "--format", "docx"}
        << none << 2 << QByteArray("--format must be html, csv, json or pdf");
    QTest::newRow("report of a missing run")
        << QStringList{"report", "--db", path("runs.sqlite"), "--run", "99"} << none << 1
        << QByteArray("run 99 does not exist");
    QTest::newRow("pdf to stdout")
        << QStringList{"report", "--db", path("runs.sqlite"), "--run", "1", "--format", "pdf"}
        << none << 2 << QByteArray("a PDF needs --out");
    QTest::newRow("check with an unknown option")
        << QStringList{"check", "--game", "nim", "--bogus"} << none << 2
        << QByteArray("check: unknown option 'bogus'");
    QTest::newRow("check of no games") << QStringList{"check", "--game", "nim", "--games", "0"}
                                       << none << 2 << QByteArray("--games must be between 1");
    QTest::newRow("check without a game")
        << QStringList{"check"} << none << 2 << QByteArray("missing required option --game");
    QTest::newRow("merge without shards") << QStringList{"merge", "--out", path("m.sqlite")} << none
                                          << 2 << QByteArray("give the shards' stores");
    QTest::newRow("merge of a missing store")
        << QStringList{"merge", "--out", path("m2.sqlite"), path("no-shard.sqlite")} << none << 1
        << QByteArray("no-shard.sqlite");
}

void CliTest::errorsAreOneLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, message);
    const CliRun run = runCli(arguments, input);
    VERIFY_FAILURE(run, exitCode, message);
}

PLAYBENCH_TEST_GUILESS_MAIN(CliTest)
#include "test_cli.moc"
