// Batch runs in the store: per-game rows equal the simulator's rows for any
// thread count and chunking, a cancelled run stays consistent, shards merged
// from several stores equal the single-machine run, and the report context is
// built from the store alone.

#include "db/database.h"
#include "db/design_store.h"
#include "db/game_replay.h"
#include "db/game_store.h"
#include "db/run_merge.h"
#include "db/run_recorder.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "db/store_error.h"
#include "db_test_support.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "report/report_writer.h"
#include "sim/simulator.h"
#include "stats/balance_metrics.h"
#include "stats/heatmap_stats.h"
#include "test_registry.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <cstdio>
#include <memory>

using namespace pb::db;
using namespace pb::db::test;
using Kind = StoreError::Kind;
using nlohmann::json;

namespace {

pb::SimulationConfig batch(std::uint64_t games, int threads = 1) {
    pb::SimulationConfig config;
    config.game = pb::rulesetOrThrow("stability").makeGame({{"size", 7}}, 2);
    config.agentSpecs = {"random", "random"};
    config.runSeed = 11;
    config.games = games;
    config.threads = threads;
    config.complexitySample = 5;
    return config;
}

NewRun newRun(const pb::SimulationConfig& config, bool logMoves) {
    NewRun run;
    run.ruleset = QStringLiteral("stability");
    run.params = config.game->params();
    run.players = 2;
    run.agents = {QStringLiteral("random"), QStringLiteral("random")};
    run.runSeed = config.runSeed;
    run.games = qint64(config.games);
    run.firstGame = qint64(config.firstGame);
    run.threads = config.threads;
    run.complexitySample = config.complexitySample;
    run.logMoves = logMoves;
    run.program = QStringLiteral("test");
    return run;
}

// Every field of two batches' games, compared one by one.
bool sameGames(const pb::SimulationResult& a, const pb::SimulationResult& b) {
    if (a.games.size() != b.games.size()) {
        qWarning("%zu games against %zu", a.games.size(), b.games.size());
        return false;
    }
    for (std::size_t i = 0; i < a.games.size(); ++i) {
        const pb::SimulatedGame& x = a.games[i];
        const pb::SimulatedGame& y = b.games[i];
        const bool same = x.index == y.index && x.seed == y.seed && x.firstMover == y.firstMover &&
                          x.turns == y.turns && x.decisions == y.decisions &&
                          x.legalDecisionSum == y.legalDecisionSum &&
                          x.countedDecisionPoints == y.countedDecisionPoints &&
                          x.counters == y.counters && x.outcome.winner == y.outcome.winner &&
                          x.outcome.draw == y.outcome.draw &&
                          x.outcome.turnLimit == y.outcome.turnLimit &&
                          x.outcome.numSeats == y.outcome.numSeats &&
                          x.outcome.score == y.outcome.score && x.outcome.rank == y.outcome.rank;
        if (!same) {
            qWarning("game %zu differs", i);
            return false;
        }
    }
    return true;
}

} // namespace

class TestRuns : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    QString file(const QString& name) const { return dir_.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void recordedRunsEqualTheSimulator_data() {
        QTest::addColumn<bool>("logMoves");
        QTest::addColumn<int>("threads");
        QTest::newRow("rows only, 1 thread") << false << 1;
        QTest::newRow("rows only, 2 threads") << false << 2;
        QTest::newRow("every move, 1 thread") << true << 1;
        QTest::newRow("every move, 2 threads") << true << 2;
    }
    void recordedRunsEqualTheSimulator() {
        QFETCH(bool, logMoves);
        QFETCH(int, threads);
        const pb::SimulationConfig config = batch(60, threads);
        const pb::SimulationResult expected = pb::simulate(batch(60, 1));
        Database db(file(QStringLiteral("equal-%1-%2.sqlite").arg(logMoves).arg(threads)));
        const RecordedRun recorded = recordRun(db, newRun(config, logMoves), config, logMoves);
        QCOMPARE(recorded.totals.games(), std::uint64_t(60));
        QVERIFY(!recorded.cancelled);
        QVERIFY(recorded.summary == pb::summarize(expected, 2));

        RunStore runs(db);
        const RunRow row = *runs.run(recorded.runId);
        QCOMPARE(toString(row.status), QStringLiteral("finished"));
        QCOMPARE(row.storedGames, 60);
        QCOMPARE(row.logMoves, logMoves);
        QVERIFY(row.summary == recorded.summary);
        const pb::SimulationResult stored = runs.results(recorded.runId);
        QVERIFY(!stored.cancelled);
        QVERIFY(sameGames(stored, expected));

        GameFilter filter;
        filter.runId = recorded.runId;
        const std::vector<GameRow> games = GameStore(db).listGames(filter);
        QCOMPARE(games.size(), std::size_t(logMoves ? 60 : 0));
        std::uint64_t moves = 0;
        for (const GameRow& game : games) {
            QVERIFY(verifyReplay(db, game.id).ok);
            moves += std::uint64_t(game.moveCount);
        }
        QCOMPARE(recorded.movesWritten, moves);
    }

    void cancelledRunStaysConsistent() {
        // The cancel flag is raised once 25 games are done; the games under way
        // finish, and everything stored is complete and replays.
        std::atomic<bool> cancel{false};
        pb::SimulationConfig config = batch(5000, 2);
        config.cancel = &cancel;
        config.progress = [&](std::uint64_t done) {
            if (done >= 25)
                cancel = true;
        };
        Database db(file(QStringLiteral("cancelled.sqlite")));
        const RecordedRun recorded = recordRun(db, newRun(config, true), config, true);
        QVERIFY(recorded.cancelled);
        QVERIFY(recorded.totals.games() >= 25);
        QVERIFY(recorded.totals.games() < 5000);
        QCOMPARE(recorded.summary["cancelled"].get<bool>(), true);

        RunStore runs(db);
        const RunRow row = *runs.run(recorded.runId);
        QCOMPARE(toString(row.status), QStringLiteral("cancelled"));
        QVERIFY(row.finishedAt.isValid());
        QCOMPARE(row.storedGames, qint64(recorded.totals.games()));
        QVERIFY(row.summary == recorded.summary);
        const pb::SimulationResult stored = runs.results(recorded.runId);
        QVERIFY(stored.cancelled);
        QCOMPARE(std::uint64_t(stored.games.size()), recorded.totals.games());
        QVERIFY(recorded.summary == pb::summarize(stored, 2));
        // Each stored game is the game its seed gives, complete, and it replays.
        const pb::SimulationResult full = pb::simulate(batch(200));
        GameFilter filter;
        filter.runId = recorded.runId;
        const std::vector<GameRow> games = GameStore(db).listGames(filter);
        QCOMPARE(std::uint64_t(games.size()), recorded.totals.games());
        for (const GameRow& game : games) {
            QCOMPARE(toString(game.status), QStringLiteral("finished"));
            QVERIFY(game.result.is_object());
            const ReplayReport report = verifyReplay(db, game.id);
            QVERIFY2(report.ok, qPrintable(report.message));
        }
        for (const pb::SimulatedGame& game : stored.games)
            if (game.index < full.games.size())
                QCOMPARE(game.turns, full.games[game.index].turns);
        // A cancelled run takes no more games.
        QVERIFY(throwsStoreError([&] { runs.writeResults(recorded.runId, stored.games); },
                                 Kind::InvalidValue, {QStringLiteral("not running")}));
    }

    void cancelledBeforeTheStartStoresAnEmptyRun() {
        std::atomic<bool> cancel{true};
        pb::SimulationConfig config = batch(100);
        config.cancel = &cancel;
        Database db(file(QStringLiteral("cancelled-early.sqlite")));
        const RecordedRun recorded = recordRun(db, newRun(config, false), config, false);
        QVERIFY(recorded.cancelled);
        QCOMPARE(recorded.totals.games(), std::uint64_t(0));
        QCOMPARE(toString(RunStore(db).run(recorded.runId)->status), QStringLiteral("cancelled"));
    }

    void mergedShardsEqualTheSingleRun() {
        // Shard k of 3 in its own store, each slice [G(k-1)/3, Gk/3); plus a
        // skill run per shard; merged, they must equal the run on one machine.
        constexpr std::uint64_t kGames = 50;
        const pb::SimulationConfig whole = batch(kGames);
        Database single(file(QStringLiteral("single.sqlite")));
        const RecordedRun one = recordRun(single, newRun(whole, true), whole, true);
        pb::SimulationConfig skill = batch(9);
        skill.agentSpecs = {"greedy", "random"};
        skill.complexitySample = 0;
        NewRun skillRun = newRun(skill, true);
        skillRun.kind = RunKind::Skill;
        skillRun.agents = {QStringLiteral("greedy"), QStringLiteral("random")};
        skillRun.parentRunId = one.runId;
        const RecordedRun oneSkill = recordRun(single, skillRun, skill, true);

        QStringList shards;
        for (int k = 1; k <= 3; ++k) {
            const QString path = file(QStringLiteral("shard-%1.sqlite").arg(k));
            Database db(path);
            auto sliced = [&](pb::SimulationConfig config, NewRun run) {
                const std::uint64_t total = config.games;
                config.firstGame = total * std::uint64_t(k - 1) / 3;
                config.games = total * std::uint64_t(k) / 3 - config.firstGame;
                run.games = qint64(config.games);
                run.firstGame = qint64(config.firstGame);
                run.totalGames = qint64(total);
                run.shard = QStringLiteral("%1/3").arg(k);
                return recordRun(db, run, config, true);
            };
            const RecordedRun part = sliced(whole, newRun(whole, true));
            NewRun partSkill = skillRun;
            partSkill.parentRunId = part.runId;
            sliced(skill, partSkill);
            shards << path;
        }
        // Given in any order.
        std::swap(shards[0], shards[2]);
        Database merged(file(QStringLiteral("merged.sqlite")));
        const std::vector<MergedRun> runs =
            mergeShards(merged, shards, QStringLiteral("merge test"), QStringLiteral("test"));
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(toString(runs[0].kind), QStringLiteral("batch"));
        QCOMPARE(runs[0].games, qint64(kGames));
        QCOMPARE(runs[0].shards, 3);
        QCOMPARE(toString(runs[0].status), QStringLiteral("finished"));
        QCOMPARE(toString(runs[1].kind), QStringLiteral("skill"));
        QCOMPARE(runs[1].parentRunId, std::optional<qint64>(runs[0].runId));

        RunStore mergedRuns(merged), singleRuns(single);
        QVERIFY(sameGames(mergedRuns.results(runs[0].runId), singleRuns.results(one.runId)));
        QVERIFY(sameGames(mergedRuns.results(runs[1].runId), singleRuns.results(oneSkill.runId)));
        QVERIFY(mergedRuns.run(runs[0].runId)->summary == one.summary);
        QCOMPARE(mergedRuns.run(runs[0].runId)->shard, QString());

        // The same report numbers and the same CSV.
        pb::ReportContext a = loadReportContext(merged, runs[0].runId);
        pb::ReportContext b = loadReportContext(single, one.runId);
        QVERIFY(a.metrics == b.metrics);
        a.skill.erase("run_id"); // the runs' ids differ between the stores
        b.skill.erase("run_id");
        QVERIFY(a.skill == b.skill);
        QCOMPARE(a.command, b.command);
        const pb::Ruleset& ruleset = pb::rulesetOrThrow("stability");
        QCOMPARE(pb::csvGames(mergedRuns.results(runs[0].runId), ruleset, 2, a.agents),
                 pb::csvGames(singleRuns.results(one.runId), ruleset, 2, b.agents));

        // Every merged game and its moves replay.
        GameFilter filter;
        filter.runId = runs[0].runId;
        const std::vector<GameRow> games = GameStore(merged).listGames(filter);
        QCOMPARE(games.size(), std::size_t(kGames));
        for (const GameRow& game : games)
            QVERIFY(verifyReplay(merged, game.id).ok);
    }

    void mergeRefusesIncompleteShards() {
        const pb::SimulationConfig whole = batch(12);
        QStringList paths;
        for (int k = 1; k <= 3; ++k) {
            const QString path = file(QStringLiteral("refuse-%1.sqlite").arg(k));
            Database db(path);
            pb::SimulationConfig config = whole;
            config.firstGame = 12 * std::uint64_t(k - 1) / 3;
            config.games = 4;
            NewRun run = newRun(config, false);
            run.totalGames = 12;
            run.shard = QStringLiteral("%1/3").arg(k);
            recordRun(db, run, config, false);
            paths << path;
        }
        Database out(file(QStringLiteral("refused.sqlite")));
        QVERIFY(throwsStoreError(
            [&] {
                mergeShards(out, {paths[0], paths[2]}, {}, {});
            },
            Kind::NotFound, {QStringLiteral("shard 2/3"), QStringLiteral("missing")}));
        QVERIFY(throwsStoreError(
            [&] {
                mergeShards(out, {paths[0], paths[1], paths[1]}, {}, {});
            },
            Kind::InvalidValue, {QStringLiteral("shard 2/3"), QStringLiteral("already")}));
        QVERIFY(throwsStoreError(
            [&] { mergeShards(out, {file(QStringLiteral("none.sqlite"))}, {}, {}); }, Kind::Missing,
            {QStringLiteral("none.sqlite")}));
        QVERIFY(RunStore(out).listRuns().empty());
        const std::vector<MergedRun> merged = mergeShards(out, paths, {}, {});
        QCOMPARE(merged.size(), std::size_t(1));
        QCOMPARE(merged[0].games, 12);
    }

    void reportContextOfASweepPoint() {
        Database db(file(QStringLiteral("sweep.sqlite")));
        DesignRow design;
        design.name = QStringLiteral("Small boards");
        design.ruleset = QStringLiteral("stability");
        design.notes = QStringLiteral("Trying sizes");
        const qint64 designId = DesignStore(db).create(design);
        const json sweep = {{"parameters", {"size"}},
                            {"axes", {{{"parameter", "size"}, {"spec", "6:8:2"}}}}};
        std::vector<qint64> ids;
        for (int size : {6, 8}) {
            pb::SimulationConfig config = batch(10);
            config.game = pb::rulesetOrThrow("stability").makeGame({{"size", size}}, 2);
            NewRun run = newRun(config, false);
            run.designId = designId;
            run.sweepKey = QStringLiteral("abc");
            run.sweep = sweep;
            run.sweepPoint = {{"size", size}};
            run.command = QStringLiteral("playbench-cli simulate --sweep size=6:8:2");
            ids.push_back(recordRun(db, run, config, false).runId);
        }
        const pb::ReportContext ctx = loadReportContext(db, ids[1]);
        QCOMPARE(ctx.title, std::string("Small boards"));
        QCOMPARE(ctx.designNotes, std::string("Trying sizes"));
        QCOMPARE(ctx.runId, ids[1]);
        QCOMPARE(ctx.games, std::uint64_t(10));
        QCOMPARE(ctx.complexitySample, std::uint64_t(5));
        QCOMPARE(ctx.programVersion, std::string("test"));
        QVERIFY(ctx.nonDefaultParams == json({{"size", 8}}));
        QCOMPARE(ctx.command,
                 std::string("playbench-cli simulate --game stability --players 2 --seed 11 "
                             "--games 10 --agents random --param size=8 --complexity-sample 5"));
        QCOMPARE(ctx.recordedCommand, std::string("playbench-cli simulate --sweep size=6:8:2"));
        QCOMPARE(ctx.sweep["points"].size(), std::size_t(2));
        QCOMPARE(ctx.sweep["points"][0]["values"]["size"].get<int>(), 6);
        QCOMPARE(ctx.sweep["points"][1]["run_id"].get<qint64>(), ids[1]);
        QCOMPARE(ctx.sweep["command"].get<std::string>(),
                 std::string("playbench-cli simulate --game stability --players 2 --seed 11 "
                             "--games 10 --agents random --complexity-sample 5 --sweep "
                             "size=6:8:2"));
        QVERIFY(ctx.metrics == pb::balanceMetrics(RunStore(db).results(ids[1]),
                                                  pb::rulesetOrThrow("stability"), 2,
                                                  {"random", "random"}, 5));
        QVERIFY(pb::htmlReport(ctx).find("Sweep over size") != std::string::npos);
        QVERIFY(throwsStoreError([&] { loadReportContext(db, 99); }, Kind::NotFound,
                                 {QStringLiteral("run 99")}));
    }

    void heatmapsAndSkillTraceAreStoredAndReported() {
        // A run asked for heatmaps stores summarizeHeatmaps() of its games as it
        // ends; one not asked stores none. A skill trace stored with the run
        // goes into its report with the heatmaps, each a section of its own.
        Database db(file(QStringLiteral("heat.sqlite")));
        pb::SimulationConfig config = batch(12);
        config.heatmaps = true;
        const RecordedRun recorded = recordRun(db, newRun(config, false), config, false);
        const json expected = pb::summarizeHeatmaps(pb::simulate(config), *config.game);
        QVERIFY(!expected.empty());
        QCOMPARE(expected[0]["games"].get<int>(), 12);
        QVERIFY(expected[0]["max"].get<std::uint64_t>() > 0);
        RunStore runs(db);
        QVERIFY(runs.run(recorded.runId)->heatmaps == expected);
        QVERIFY(runs.run(recorded.runId)->skillTrace.is_null());

        const pb::SimulationConfig plain = batch(3);
        const qint64 plainId = recordRun(db, newRun(plain, false), plain, false).runId;
        QVERIFY(runs.run(plainId)->heatmaps.is_null());
        const std::string plainHtml = pb::htmlReport(loadReportContext(db, plainId));
        QVERIFY(plainHtml.find("Where things happen") == std::string::npos);
        QVERIFY(plainHtml.find("Skill trace") == std::string::npos);

        const json trace = {
            {"cooperative", false},
            {"matches",
             {{{"stronger", "mcts:iterations=10"},
               {"weaker", "random"},
               {"ratio", 10.0},
               {"games", 4},
               {"wins", {{"count", 3}, {"of", 4}, {"rate", 0.75}, {"ci95", {0.3, 0.95}}}},
               {"expected", 0.5}}}},
            {"slope", 0.25},
            {"verdict", "Each tenfold of search raises it"},
            {"verdict_kind", "mixed"},
            {"cancelled", false}};
        runs.setSkillTrace(recorded.runId, trace);
        const pb::ReportContext ctx = loadReportContext(db, recorded.runId);
        QVERIFY(ctx.heatmaps == expected);
        QVERIFY(ctx.skillTrace == trace);
        const std::string html = pb::htmlReport(ctx);
        QVERIFY(html.find("<h2>Where things happen</h2>") != std::string::npos);
        // One grid per map, each cell a rect whose tooltip holds its events
        // per game: the run's total over its 12 games.
        QVERIFY(html.find("class=\"heatmap\"") != std::string::npos);
        QVERIFY(html.find("Per game, over 12 games") != std::string::npos);
        const json visits = pb::heatmapPerGame(expected[0]);
        std::size_t busiest = 0;
        for (std::size_t c = 0; c < visits["mean"].size(); ++c)
            if (visits["mean"][c] > visits["mean"][busiest])
                busiest = c;
        const double perGame = expected[0]["cells"][busiest].get<double>() / 12.0;
        char figure[32];
        std::snprintf(figure, sizeof figure, perGame >= 9.95 ? "%.1f" : "%.2f", perGame);
        const int cols = expected[0]["cols"].get<int>();
        const std::string title = "row " + std::to_string(busiest / cols + 1) + ", column " +
                                  std::to_string(busiest % cols + 1) + ": " + figure +
                                  " per game, in ";
        QVERIFY2(html.find(title) != std::string::npos, title.c_str());
        QVERIFY(html.find("<h2>Skill trace</h2>") != std::string::npos);
        QVERIFY(html.find("Each tenfold of search raises it") != std::string::npos);
        QVERIFY(html.find("<td>mcts:iterations=10</td><td>random</td>") != std::string::npos);
        QVERIFY(html.find("75.0%") != std::string::npos);
        const json report = json::parse(pb::jsonReport(ctx));
        QVERIFY(report["heatmaps"] == expected);
        QVERIFY(report["skill_trace"] == trace);
    }

    void heatmapsStoredBeforePerGameAreShownPerGame() {
        // A run stored before the share of games and the seats were counted
        // (only "games" and the totals) opens and is reported per game; one
        // stored without its game count shows its totals and says so.
        Database db(file(QStringLiteral("old-heat.sqlite")));
        const pb::SimulationConfig config = batch(4);
        const qint64 runId = recordRun(db, newRun(config, false), config, false).runId;
        auto store = [&](const char* heatmaps) {
            QSqlQuery update(db.connection());
            update.prepare(QStringLiteral("UPDATE runs SET heatmaps = ? WHERE id = ?"));
            update.addBindValue(QString::fromUtf8(heatmaps));
            update.addBindValue(runId);
            QVERIFY(update.exec());
        };
        store(R"([{"id":"visits","title":"moves that ended on the square","rows":1,"cols":3,)"
              R"("games":4,"cells":[0,2,12],"max":12}])");
        const std::string html = pb::htmlReport(loadReportContext(db, runId));
        QVERIFY(html.find("Per game, over 4 games; at most 3.00 per game") != std::string::npos);
        QVERIFY(html.find("row 1, column 2: 0.50 per game</title>") != std::string::npos);
        QVERIFY(html.find("P1</h4>") == std::string::npos); // no seats stored: no seat maps
        store(R"([{"id":"visits","title":"moves that ended on the square","rows":1,"cols":3,)"
              R"("cells":[0,2,12],"max":12}])");
        const std::string totals = pb::htmlReport(loadReportContext(db, runId));
        QVERIFY(totals.find("Totals over the run") != std::string::npos);
        QVERIFY(totals.find("row 1, column 3: 12 in the run</title>") != std::string::npos);
    }

    void reproduceCommandQuotesWhatNeedsIt() {
        RunRow run;
        run.id = 12;
        run.ruleset = QStringLiteral("stability");
        run.params = pb::rulesetOrThrow("stability").parameters().resolve({});
        run.setup = {{"board", nlohmann::json::array()}};
        run.players = 3;
        run.agents = {QStringLiteral("mcts:iterations=50,c=1.4"), QStringLiteral("random"),
                      QStringLiteral("random")};
        run.runSeed = 5;
        run.totalGames = 30;
        run.complexitySample = 1000;
        run.logMoves = true;
        RunRow skill = run;
        skill.agents = {QStringLiteral("greedy:rollouts=4"), QStringLiteral("random"),
                        QStringLiteral("random")};
        skill.totalGames = 7;
        QCOMPARE(reproduceCommand(run, skill),
                 std::string("playbench-cli simulate --game stability --players 3 --seed 5 "
                             "--games 30 --agents mcts:iterations=50,c=1.4,random,random "
                             "--complexity-sample 1000 --skill greedy:rollouts=4 --skill-games 7 "
                             "--setup run-12-setup.json --db run-12-again.sqlite --log-moves"));
        // The set-up the command reads, and no store when no move was kept:
        // simulate refuses --log-moves without --db.
        QCOMPARE(reproduceSetupFile(run), std::string("run-12-setup.json"));
        run.setup = nullptr;
        run.logMoves = false;
        QCOMPARE(reproduceSetupFile(run), std::string());
        const std::string plain = reproduceCommand(run, std::nullopt);
        QVERIFY(plain.find("--setup") == std::string::npos);
        QVERIFY(plain.find("--db") == std::string::npos &&
                plain.find("--log-moves") == std::string::npos);
        QCOMPARE(shellCommand({"a b", "it's", "plain"}), std::string("'a b' 'it'\\''s' plain"));
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestRuns)
#include "test_db_runs.moc"
