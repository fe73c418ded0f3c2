// Kills the real playbench-cli with SIGKILL while it logs to a store (`play
// --db` with a slow agent, `simulate --db` with many games), at moments drawn
// from a fixed-seed generator, and checks after every kill that the file is
// sound, every game is finished or running/abandoned with its committed moves
// intact, every committed game replays (replay --verify, and the store's own
// verifyReplay for every game), and a new run on the same file works.

#include "cli_runner.h"
#include "db/database.h"
#include "db/game_replay.h"
#include "engine/rng.h"
#include "test_registry.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <map>
#include <set>

namespace {

// A plain connection to the file, outside the store's code, for the checks.
class RawFile {
public:
    explicit RawFile(const QString& path) : name_(QStringLiteral("crash-check-%1").arg(++count_)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
        db.setDatabaseName(path);
        open_ = db.open();
        error_ = db.lastError().text();
    }
    ~RawFile() {
        {
            QSqlDatabase db = QSqlDatabase::database(name_, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name_);
    }
    bool isOpen() const { return open_; }
    QString error() const { return error_; }
    QSqlDatabase db() const { return QSqlDatabase::database(name_, false); }
    QStringList column(const QString& statement) const {
        QSqlQuery query(db());
        QStringList values;
        if (!query.exec(statement)) {
            values << QStringLiteral("ERROR: ") + query.lastError().text();
            return values;
        }
        while (query.next())
            values << query.value(0).toString();
        return values;
    }

private:
    static inline int count_ = 0;
    QString name_;
    bool open_ = false;
    QString error_;
};

} // namespace

class CrashSafetyTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void survivesKillsAtRandomMoments();

private:
    // Starts `arguments`, kills it with SIGKILL after `delayMs` unless it ended
    // first; true if it was killed.
    bool runAndKill(const QStringList& arguments, int delayMs);
    // A store the kills write to, and the games already checked in it.
    struct Store {
        QString path;
        std::set<qint64> verifiedByCli, verifiedInProcess;
        int games = 0, batchGames = 0, moves = 0, running = 0;
    };
    // Every check of one kill; fails the test on the first broken promise.
    void checkStore(Store& store, int kill);
    void checkNewRunWorks(const Store& store, int kill);

    QTemporaryDir dir_;
    // Playtests and batches write to separate files, so the checks after a
    // playtest's kill do not scan the batches' many games.
    Store playStore_, batchStore_;
    bool hasLogMoves_ = false;
    int cliVerifications_ = 0;
};

void CrashSafetyTest::initTestCase() {
    QVERIFY(dir_.isValid());
    playStore_.path = dir_.filePath(QStringLiteral("playtests.sqlite"));
    batchStore_.path = dir_.filePath(QStringLiteral("batches.sqlite"));
    const CliRun help = runCli({QStringLiteral("simulate"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    hasLogMoves_ = help.out.contains("--log-moves");
}

bool CrashSafetyTest::runAndKill(const QStringList& arguments, int delayMs) {
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.setStandardOutputFile(QProcess::nullDevice());
    process.start(QStringLiteral(PLAYBENCH_CLI_PATH), arguments);
    if (!process.waitForStarted())
        return false;
    if (process.waitForFinished(delayMs)) {
        // Ended before the kill: it must have ended well.
        if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
            qWarning("ended on its own with exit %d before the kill: %s", process.exitCode(),
                     qPrintable(arguments.join(QLatin1Char(' '))));
        return false;
    }
    process.kill(); // SIGKILL
    process.waitForFinished(10000);
    return process.exitStatus() == QProcess::CrashExit;
}

void CrashSafetyTest::checkStore(Store& target, int kill) {
    const QString& path = target.path;
    if (!QFileInfo::exists(path))
        return; // killed before the file was created
    std::vector<qint64> gameIds;
    std::map<qint64, int> moveCounts;
    std::set<qint64> batchGames;
    std::map<qint64, QString> statuses;
    int running = 0;
    {
        RawFile raw(path);
        QVERIFY2(raw.isOpen(), qPrintable(raw.error()));
        const QStringList integrity = raw.column(QStringLiteral("PRAGMA integrity_check"));
        QVERIFY2(integrity == QStringList{QStringLiteral("ok")},
                 qPrintable(QStringLiteral("kill %1: integrity_check: %2")
                                .arg(kill)
                                .arg(integrity.join(QLatin1Char(' ')))));
        const QStringList foreignKeys = raw.column(QStringLiteral("PRAGMA foreign_key_check"));
        QVERIFY2(foreignKeys.isEmpty(), qPrintable(foreignKeys.join(QLatin1Char(' '))));
        const QStringList tables = raw.db().tables();
        if (!tables.contains(QStringLiteral("games")))
            return; // killed before the schema was committed: an empty store
        QSqlQuery query(raw.db());
        QVERIFY(query.exec(QStringLiteral(
            "SELECT g.id, g.status, g.result IS NOT NULL, COUNT(m.id), COALESCE(MAX(m.idx), -1), "
            "g.run_id IS NOT NULL "
            "FROM games g LEFT JOIN moves m ON m.game_id = g.id GROUP BY g.id ORDER BY g.id")));
        while (query.next()) {
            const qint64 id = query.value(0).toLongLong();
            const QString status = query.value(1).toString();
            const bool hasResult = query.value(2).toBool();
            const int count = query.value(3).toInt();
            const int maxIdx = query.value(4).toInt();
            if (query.value(5).toBool())
                batchGames.insert(id);
            running += status == QStringLiteral("running") ? 1 : 0;
            const QString where =
                QStringLiteral("kill %1, game %2 (%3)").arg(kill).arg(id).arg(status);
            QVERIFY2(status == QStringLiteral("finished") || status == QStringLiteral("running") ||
                         status == QStringLiteral("abandoned"),
                     qPrintable(where));
            QVERIFY2((status == QStringLiteral("finished")) == hasResult,
                     qPrintable(where + QStringLiteral(": result and status disagree")));
            // Moves are appended in index order, each committed alone: no holes.
            QVERIFY2(
                maxIdx == count - 1,
                qPrintable(where +
                           QStringLiteral(": %1 moves up to index %2").arg(count).arg(maxIdx)));
            gameIds.push_back(id);
            moveCounts[id] = count;
            statuses[id] = status;
        }
        // A run's stored games are a prefix of its batch: each chunk commits whole.
        if (tables.contains(QStringLiteral("run_games"))) {
            QSqlQuery runs(raw.db());
            QVERIFY(runs.exec(QStringLiteral(
                "SELECT run_id, COUNT(*), MAX(game_index) FROM run_games GROUP BY run_id")));
            while (runs.next())
                QVERIFY2(runs.value(2).toLongLong() == runs.value(1).toLongLong() - 1,
                         qPrintable(QStringLiteral("kill %1: run %2 stored %3 games up to index "
                                                   "%4")
                                        .arg(kill)
                                        .arg(runs.value(0).toLongLong())
                                        .arg(runs.value(1).toLongLong())
                                        .arg(runs.value(2).toLongLong())));
        }
    }

    // Every game replays to its stored hashes (a running game: its committed
    // prefix), through the store's own replay. Nothing writes a game after its
    // process is gone, so each is checked once, after the kill that left it.
    // A batch's games are many: every 25th and its last stand for it.
    pb::db::Database store(path, pb::db::Database::OpenMode::ReadOnly);
    for (const qint64 id : gameIds) {
        if (target.verifiedInProcess.count(id))
            continue;
        if (batchGames.count(id) && (moveCounts[id] == 0 || (id != gameIds.back() && id % 25 != 1)))
            continue;
        const pb::db::ReplayReport report = pb::db::verifyReplay(store, id);
        QVERIFY2(report.ok,
                 qPrintable(QStringLiteral("kill %1: %2").arg(kill).arg(report.message)));
        QCOMPARE(report.stepsChecked, moveCounts[id]);
        target.verifiedInProcess.insert(id);
    }
    target.games = int(gameIds.size());
    target.batchGames = int(batchGames.size());
    target.running = running;
    target.moves = 0;
    for (const auto& [id, count] : moveCounts)
        target.moves += count;

    // ...and through `replay --verify` for every live game not checked before
    // (a batch's games are many: its first and last stand for it).
    std::vector<qint64> toCli;
    for (const qint64 id : gameIds) {
        if (target.verifiedByCli.count(id))
            continue;
        if (batchGames.count(id) &&
            (moveCounts[id] == 0 || (id != gameIds.back() && id % 1000 != 1)))
            continue;
        toCli.push_back(id);
    }
    for (const qint64 id : toCli) {
        const CliRun replay =
            runCli({QStringLiteral("replay"), QStringLiteral("--db"), path,
                    QStringLiteral("--game-id"), QString::number(id), QStringLiteral("--verify")});
        QVERIFY2(replay.exitStatus == QProcess::NormalExit && replay.exitCode == 0,
                 qPrintable(QStringLiteral("kill %1, game %2: %3")
                                .arg(kill)
                                .arg(id)
                                .arg(QString::fromUtf8(replay.err))));
        const QJsonObject report = QJsonDocument::fromJson(replay.out).object();
        QCOMPARE(report.value(QStringLiteral("verified")).toBool(), true);
        QCOMPARE(report.value(QStringLiteral("steps")).toInt(), moveCounts[id]);
        // A killed playtest is verified as what it is: the prefix of a running game.
        QCOMPARE(report.value(QStringLiteral("status")).toString(), statuses[id]);
        target.verifiedByCli.insert(id);
        ++cliVerifications_;
    }
}

void CrashSafetyTest::checkNewRunWorks(const Store& target, int kill) {
    const QString& path = target.path;
    const CliRun play = runCli({QStringLiteral("play"), QStringLiteral("--game"),
                                QStringLiteral("stability"), QStringLiteral("--seed"),
                                QString::number(5000 + kill), QStringLiteral("--db"), path});
    QVERIFY2(play.exitStatus == QProcess::NormalExit && play.exitCode == 0,
             qPrintable(QStringLiteral("kill %1: a new game on the same store failed: %2")
                            .arg(kill)
                            .arg(QString::fromUtf8(play.err))));
    const qint64 id = QJsonDocument::fromJson(play.out).object().value("game_id").toInteger();
    QVERIFY(id > 0); // the next checkStore replays it, in process and by replay --verify
}

void CrashSafetyTest::survivesKillsAtRandomMoments() {
    // Reproducible kill moments; the whole test stays well under a minute.
    pb::Rng rng(20240611);
    QElapsedTimer clock;
    clock.start();
    constexpr int kPlayKills = 18, kSimulateKills = 6;
    constexpr qint64 kBudgetMs = 45000;
    int playKills = 0, simulateKills = 0, endedFirst = 0, attempts = 0;

    while ((playKills < kPlayKills || simulateKills < kSimulateKills) &&
           clock.elapsed() < kBudgetMs && attempts < 80) {
        ++attempts;
        // Every third attempt a batch; otherwise a playtest with a slow seat.
        const bool batch =
            simulateKills < kSimulateKills && (playKills >= kPlayKills || attempts % 3 == 0);
        Store& store = batch ? batchStore_ : playStore_;
        const QString& path = store.path;
        QStringList arguments;
        int delayMs = 0;
        if (batch) {
            arguments = {
                QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("stability"),
                QStringLiteral("--games"),  QStringLiteral("20000"),  QStringLiteral("--seed"),
                QString::number(attempts),  QStringLiteral("--db"),   path};
            if (hasLogMoves_ && attempts % 2 == 0)
                arguments << QStringLiteral("--log-moves");
            delayMs = 50 + int(rng.below(1951));
        } else {
            arguments = {QStringLiteral("play"),
                         QStringLiteral("--game"),
                         QStringLiteral("stability"),
                         QStringLiteral("--seed"),
                         QString::number(attempts),
                         QStringLiteral("--agents"),
                         QStringLiteral("mcts:iterations=20000,random"),
                         QStringLiteral("--db"),
                         path};
            // From the first instants (opening, migrating) to deep into the game.
            delayMs = int(rng.below(1201));
        }
        const bool killed = runAndKill(arguments, delayMs);
        if (!killed) {
            ++endedFirst;
        } else if (batch) {
            ++simulateKills;
        } else {
            ++playKills;
        }
        checkStore(store, attempts);
        if (QTest::currentTestFailed())
            return;
        checkNewRunWorks(store, attempts);
        if (QTest::currentTestFailed())
            return;
    }
    for (Store* store : {&playStore_, &batchStore_}) {
        checkStore(*store, attempts + 1);
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("kills survived: %d (play %d, simulate %d); %d runs ended before their kill; "
          "playtest store: %d games (%d left running, %d moves), all replayed; batch store: %d "
          "games (%d of batch runs, %d moves), %d replayed; %d replay --verify runs; %lld ms",
          playKills + simulateKills, playKills, simulateKills, endedFirst, playStore_.games,
          playStore_.running, playStore_.moves, batchStore_.games, batchStore_.batchGames,
          batchStore_.moves, int(batchStore_.verifiedInProcess.size()), cliVerifications_,
          static_cast<long long>(clock.elapsed()));
    QVERIFY2(playKills + simulateKills >= 20,
             qPrintable(QStringLiteral("only %1 kills landed").arg(playKills + simulateKills)));
}

PLAYBENCH_TEST_GUILESS_MAIN(CrashSafetyTest)
#include "test_crash_safety.moc"
