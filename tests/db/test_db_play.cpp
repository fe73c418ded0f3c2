// The store with real games: GameLogger as the observer of pb::playGame, replay
// verification (hashes, tampering, undo rows), batch chunks and the demo store.

#include "agents/agent.h"
#include "db/database.h"
#include "db/demo_database.h"
#include "db/design_store.h"
#include "db/game_logger.h"
#include "db/game_replay.h"
#include "db/game_store.h"
#include "db/run_store.h"
#include "db/store_error.h"
#include "db_test_support.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "games/stability/stability_board_generator.h"
#include "sim/game_record.h"
#include "sim/game_runner.h"
#include "test_registry.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <vector>

using namespace pb::db;
using namespace pb::db::test;
using Kind = StoreError::Kind;
using nlohmann::json;

namespace {

std::shared_ptr<const pb::Game> stabilityGame(int players = 2) {
    return pb::rulesetOrThrow("stability").makeGame(json::object(), players);
}

// Plays one random game with pb::playGame; `observer` sees every decision.
pb::GameRecord playRandom(const pb::Game& game, std::uint64_t seed,
                          const pb::DecisionObserver& observer = {}) {
    std::vector<std::unique_ptr<pb::Agent>> owned;
    std::vector<pb::Agent*> agents;
    for (int seat = 0; seat < game.numPlayers(); ++seat) {
        owned.push_back(pb::makeAgent("random", 0));
        agents.push_back(owned.back().get());
    }
    return pb::playGame(game, seed, agents, {}, observer);
}

QStringList randomSeats(int players) {
    QStringList seats;
    for (int seat = 0; seat < players; ++seat)
        seats << QStringLiteral("random");
    return seats;
}

qint64 countRows(const QString& path, const QString& statement, const QVariantList& values = {}) {
    RawConnection raw(path, QStringLiteral("QSQLITE_OPEN_READONLY"));
    return raw.scalar(statement, values).toLongLong();
}

} // namespace

class TestPlay : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<Database> db_;

    // A logged random game: its id and record.
    std::pair<qint64, pb::GameRecord> logRandomGame(std::uint64_t seed) {
        const auto game = stabilityGame();
        GameStore store(*db_);
        GameLogger logger(store, *game->newInitialState(seed), randomSeats(2), seed);
        pb::GameRecord record =
            playRandom(*game, seed, [&](const pb::State& after, const pb::RecordedDecision& d) {
                logger.log(after, d);
            });
        return {logger.gameId(), std::move(record)};
    }

    RunGameRecord runGame(std::uint64_t index) {
        return {index, playRandom(*stabilityGame(), pb::deriveSeed(99, index))};
    }

    NewRun sampleRun(qint64 games) {
        NewRun run;
        run.ruleset = QStringLiteral("stability");
        run.params = stabilityGame()->params();
        run.players = 2;
        run.agents = randomSeats(2);
        run.runSeed = 99;
        run.games = games;
        run.command = QStringLiteral("test");
        return run;
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void init() {
        path_ = dir_.filePath(
            QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())));
        QFile::remove(path_);
        db_ = std::make_unique<Database>(path_);
    }

    void cleanup() { db_.reset(); }

    void loggerCommitsEachMoveAtOnce() {
        const auto game = stabilityGame();
        const std::uint64_t seed = 7;
        GameStore store(*db_);
        const qint64 designId = [&] {
            DesignRow design;
            design.name = QStringLiteral("Logged");
            design.ruleset = QStringLiteral("stability");
            return DesignStore(*db_).create(design);
        }();
        GameLogger logger(store, *game->newInitialState(seed), randomSeats(2), seed, designId);
        // The games row exists before the first decision.
        QCOMPARE(countRows(path_,
                           QStringLiteral("SELECT COUNT(*) FROM games WHERE id = ? AND "
                                          "status = 'running'"),
                           {logger.gameId()}),
                 1);
        qint64 logged = 0;
        bool allVisible = true;
        std::unique_ptr<pb::State> last;
        const pb::GameRecord record =
            playRandom(*game, seed, [&](const pb::State& after, const pb::RecordedDecision& d) {
                const AppendedMove appended = logger.log(after, d);
                allVisible = allVisible && appended.idx == logged;
                ++logged;
                // Another connection sees the row before the game ends (checked on
                // the first decisions and then every tenth, to keep the test quick).
                if (logged <= 5 || logged % 10 == 0)
                    allVisible =
                        allVisible &&
                        countRows(path_,
                                  QStringLiteral("SELECT COUNT(*) FROM moves WHERE game_id = ?"),
                                  {logger.gameId()}) == logged;
                last = after.clone();
            });
        QVERIFY(allVisible);
        QVERIFY(last && last->isTerminal());
        QCOMPARE(logged, qint64(record.decisions.size()));
        QCOMPARE(
            countRows(path_, QStringLiteral("SELECT COUNT(*) FROM games WHERE status = 'running'")),
            1);
        logger.finish(*last);

        const std::optional<GameRow> row = store.game(logger.gameId());
        QCOMPARE(toString(row->status), QStringLiteral("finished"));
        QVERIFY(row->result == pb::outcomeToJson(record.outcome));
        QCOMPARE(row->designId, std::optional<qint64>(designId));
        QCOMPARE(row->seed, seed);
        QCOMPARE(row->players, 2);
        QVERIFY(row->initialState == record.initialState);
        QVERIFY(row->params == record.params);

        const std::vector<MoveRow> moves = store.moves(logger.gameId());
        QCOMPARE(moves.size(), record.decisions.size());
        auto state = game->newInitialState(seed);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const pb::RecordedDecision& d = record.decisions[i];
            QCOMPARE(moves[i].actor, d.actor);
            QCOMPARE(moves[i].isChance, d.actor == pb::kChanceActor);
            QVERIFY(moves[i].decision == state->decisionToJson(d.decision));
            QCOMPARE(moves[i].text, QString::fromStdString(state->decisionToText(d.decision)));
            QCOMPARE(moves[i].hash, QString::fromStdString(pb::hashToHex(d.hashAfter)));
            state->apply(d.decision);
        }
    }

    void replayPassesOnLoggedGame() {
        const auto [gameId, record] = logRandomGame(11);
        const ReplayReport report = verifyReplay(*db_, gameId);
        QVERIFY2(report.ok, qPrintable(report.message));
        QCOMPARE(report.stepsChecked, int(record.decisions.size()));
        QCOMPARE(report.firstMismatchIndex, -1);
        QVERIFY(report.message.contains(QStringLiteral("every hash matches")));
        // Also from a read-only connection, as `replay` opens it.
        db_.reset();
        Database readOnly(path_, Database::OpenMode::ReadOnly);
        QVERIFY(verifyReplay(readOnly, gameId).ok);
    }

    void replayReportsTamperedHash() {
        const auto [gameId, record] = logRandomGame(12);
        QVERIFY(record.decisions.size() > 10);
        const int tampered = int(record.decisions.size()) / 2;
        {
            RawConnection raw(path_);
            QVERIFY(raw.exec(QStringLiteral("UPDATE moves SET hash = 'deadbeefdeadbeef' WHERE "
                                            "game_id = ? AND idx = ?"),
                             {gameId, tampered}));
        }
        const ReplayReport report = verifyReplay(*db_, gameId);
        QVERIFY(!report.ok);
        QCOMPARE(report.firstMismatchIndex, tampered);
        QCOMPARE(report.stepsChecked, tampered);
        QVERIFY2(report.message.contains(QStringLiteral("move %1").arg(tampered)),
                 qPrintable(report.message));
        QVERIFY(report.message.contains(QStringLiteral("deadbeefdeadbeef")));
    }

    void replayReportsTamperedDecision() {
        const auto [gameId, record] = logRandomGame(13);
        const int tampered = 3;
        {
            RawConnection raw(path_);
            QVERIFY(raw.exec(QStringLiteral("UPDATE moves SET decision = '{\"type\":\"bogus\"}' "
                                            "WHERE game_id = ? AND idx = ?"),
                             {gameId, tampered}));
        }
        const ReplayReport report = verifyReplay(*db_, gameId);
        QVERIFY(!report.ok);
        QCOMPARE(report.firstMismatchIndex, tampered);
        QVERIFY2(report.message.contains(QStringLiteral("move 3")), qPrintable(report.message));
    }

    void replayReportsTamperedResult() {
        const auto game = stabilityGame();
        GameStore store(*db_);
        GameLogger logger(store, *game->newInitialState(14), randomSeats(2), 14);
        std::unique_ptr<pb::State> last;
        playRandom(*game, 14, [&](const pb::State& after, const pb::RecordedDecision& d) {
            logger.log(after, d);
            last = after.clone();
        });
        pb::Outcome wrong = last->outcome();
        wrong.winner = wrong.winner == 0 ? 1 : 0;
        store.finishGame(logger.gameId(), pb::outcomeToJson(wrong));
        const ReplayReport report = verifyReplay(*db_, logger.gameId());
        QVERIFY(!report.ok);
        QCOMPARE(report.firstMismatchIndex, int(store.moves(logger.gameId()).size()));
        QVERIFY(report.message.contains(QStringLiteral("result")));
    }

    void replayOfMissingGameIsAnError() {
        QVERIFY(throwsStoreError([&] { verifyReplay(*db_, 999); }, Kind::NotFound,
                                 {path_, QStringLiteral("game 999 does not exist")}));
    }

    void undoRowsReplay() {
        // A playtest by hand: random decisions, with take-backs now and then
        // (including two in a row and one straight after another undo).
        const auto game = stabilityGame();
        GameStore store(*db_);
        std::unique_ptr<pb::State> state = game->newInitialState(21);
        GameLogger logger(store, *state, {QStringLiteral("human"), QStringLiteral("human")}, 21);
        std::vector<std::unique_ptr<pb::State>> history;
        pb::Rng rng(5);
        int decisions = 0;
        int undos = 0;
        int multiUndos = 0;
        for (int step = 0; step < 120 && !state->isTerminal(); ++step) {
            if (step % 9 == 8 && !history.empty()) {
                const int takeBacks = step % 2 == 0 ? 2 : 1;
                for (int k = 0; k < takeBacks && !history.empty(); ++k) {
                    state = std::move(history.back());
                    history.pop_back();
                    logger.logUndo(*state);
                    ++undos;
                }
                continue;
            }
            // Now and then one row takes back three decisions at once (a person's
            // decision with the replies after it).
            if (step % 13 == 12 && history.size() >= 3) {
                history.resize(history.size() - 2);
                state = std::move(history.back());
                history.pop_back();
                logger.logUndo(*state, 3);
                ++undos;
                ++multiUndos;
                continue;
            }
            const int actor = state->currentActor();
            const pb::Decision d = actor == pb::kChanceActor ? state->sampleChance(rng)
                                                             : state->sampleUniformLegal(rng);
            history.push_back(state->clone());
            state->apply(d);
            logger.log(*state, pb::RecordedDecision{actor, d, state->hash()});
            ++decisions;
        }
        QVERIFY(undos >= 4);
        QVERIFY(multiUndos >= 2);
        const std::vector<MoveRow> moves = store.moves(logger.gameId());
        QCOMPARE(int(moves.size()), decisions + undos);

        const ReplayReport report = verifyReplay(*db_, logger.gameId());
        QVERIFY2(report.ok, qPrintable(report.message));
        QCOMPARE(report.stepsChecked, int(moves.size()));

        // Every prefix replays to the stored hash, and the whole log to the live state.
        const GameReplay replay(*db_, logger.gameId());
        for (int rows = 1; rows <= int(moves.size()); rows += 7)
            QCOMPARE(QString::fromStdString(pb::hashToHex(replay.stateAfter(rows)->hash())),
                     moves[std::size_t(rows - 1)].hash);
        QCOMPARE(replay.stateAfter(int(moves.size()))->hash(), state->hash());
        QCOMPARE(replay.stateAfter(0)->hash(), game->newInitialState(21)->hash());

        // An undo row whose hash is not the restored state is caught at that row.
        int firstUndo = -1;
        for (const MoveRow& row : moves)
            if (row.kind == MoveKind::Undo && firstUndo < 0)
                firstUndo = row.idx;
        {
            RawConnection raw(path_);
            QVERIFY(raw.exec(
                QStringLiteral("UPDATE moves SET hash = '0000000000000001' WHERE game_id = ? AND "
                               "idx = ?"),
                {logger.gameId(), firstUndo}));
        }
        const ReplayReport tampered = verifyReplay(*db_, logger.gameId());
        QVERIFY(!tampered.ok);
        QCOMPARE(tampered.firstMismatchIndex, firstUndo);
    }

    void abandonedGameKeepsItsMoves() {
        const auto game = stabilityGame();
        GameStore store(*db_);
        std::unique_ptr<pb::State> state = game->newInitialState(3);
        GameLogger logger(store, *state, randomSeats(2), 3);
        pb::Rng rng(3);
        for (int i = 0; i < 5; ++i) {
            const int actor = state->currentActor();
            const pb::Decision d = actor == pb::kChanceActor ? state->sampleChance(rng)
                                                             : state->sampleUniformLegal(rng);
            state->apply(d);
            logger.log(*state, {actor, d, state->hash()});
        }
        logger.abandon();
        QCOMPARE(toString(store.game(logger.gameId())->status), QStringLiteral("abandoned"));
        QCOMPARE(store.moves(logger.gameId()).size(), std::size_t(5));
        QVERIFY(verifyReplay(*db_, logger.gameId()).ok);
        QVERIFY(throwsStoreError([&] { logger.abandon(); }, Kind::InvalidValue,
                                 {QStringLiteral("already ended")}));
    }

    void runChunksAreStoredAndReplay() {
        RunStore runs(*db_);
        const qint64 runId = runs.createRun(sampleRun(6));
        std::vector<RunGameRecord> first{runGame(0), runGame(1), runGame(2)};
        std::vector<RunGameRecord> second{runGame(3), runGame(4), runGame(5)};
        runs.writeGames(runId, first);
        runs.writeGames(runId, second);
        runs.finishRun(runId, {{"games", 6}});
        QCOMPARE(runs.run(runId)->storedGames, 6);

        GameStore games(*db_);
        GameFilter filter;
        filter.runId = runId;
        const std::vector<GameRow> rows = games.listGames(filter);
        QCOMPARE(rows.size(), std::size_t(6));
        QVERIFY(games.listGames().empty()); // batch games stay out of the playtest list
        GameFilter all;
        all.includeRunGames = true;
        QCOMPARE(games.listGames(all).size(), std::size_t(6));
        for (const GameRow& row : rows) {
            QCOMPARE(row.runId, std::optional<qint64>(runId));
            QVERIFY(row.gameIndex.has_value());
            const pb::GameRecord& record =
                (*row.gameIndex < 3 ? first : second)[std::size_t(*row.gameIndex % 3)].record;
            QCOMPARE(row.seed, record.seed);
            QCOMPARE(toString(row.status), QStringLiteral("finished"));
            QVERIFY(row.result == pb::outcomeToJson(record.outcome));
            QCOMPARE(row.moveCount, int(record.decisions.size()));
            const ReplayReport report = verifyReplay(*db_, row.id);
            QVERIFY2(report.ok, qPrintable(report.message));
        }
        // A game stored without its moves (a batch that does not keep decisions)
        // cannot be verified, and the report says so rather than blaming a row.
        RunGameRecord bare = runGame(6);
        bare.record.decisions.clear();
        const qint64 bareRun = runs.createRun(sampleRun(1));
        runs.writeGames(bareRun, std::vector<RunGameRecord>{bare});
        filter.runId = bareRun;
        const ReplayReport bareReport = verifyReplay(*db_, games.listGames(filter).at(0).id);
        QVERIFY(!bareReport.ok);
        QCOMPARE(bareReport.firstMismatchIndex, -1);
        QVERIFY(bareReport.message.contains(QStringLiteral("without its moves")));
        runs.removeRun(bareRun);

        // Deleting the run takes its games and moves.
        runs.removeRun(runId);
        QCOMPARE(countRows(path_, QStringLiteral("SELECT COUNT(*) FROM games")), 0);
        QCOMPARE(countRows(path_, QStringLiteral("SELECT COUNT(*) FROM moves")), 0);
    }

    void failedChunkRollsBackEntirely() {
        RunStore runs(*db_);
        const qint64 runId = runs.createRun(sampleRun(10));
        runs.writeGames(runId, std::vector<RunGameRecord>{runGame(0), runGame(1)});
        const qint64 gamesBefore = countRows(path_, QStringLiteral("SELECT COUNT(*) FROM games"));
        const qint64 movesBefore = countRows(path_, QStringLiteral("SELECT COUNT(*) FROM moves"));
        QCOMPARE(gamesBefore, 2);

        // The third game's insert fails (its index is already stored): the two
        // games before it in the chunk, and their moves, are rolled back too.
        const std::vector<RunGameRecord> clash{runGame(2), runGame(3), runGame(1)};
        QVERIFY(throwsStoreError([&] { runs.writeGames(runId, clash); }, Kind::InvalidValue,
                                 {path_, QStringLiteral("run %1").arg(runId),
                                  QStringLiteral("game index 1"), QStringLiteral("constraint")}));
        QCOMPARE(countRows(path_, QStringLiteral("SELECT COUNT(*) FROM games")), gamesBefore);
        QCOMPARE(countRows(path_, QStringLiteral("SELECT COUNT(*) FROM moves")), movesBefore);

        // A record that does not replay fails the same way, half-way through its
        // moves: a decision that is not legal where it was taken...
        std::vector<RunGameRecord> broken{runGame(4), runGame(5)};
        pb::RecordedDecision& late = broken[1].record.decisions.at(10);
        late.decision = broken[1].record.decisions.at(0).decision; // a chance decision
        QVERIFY(throwsStoreError([&] { runs.writeGames(runId, broken); }, Kind::InvalidValue,
                                 {path_, QStringLiteral("game index 5"),
                                  QStringLiteral("decision 10"), QStringLiteral("not legal")}));
        QCOMPARE(countRows(path_, QStringLiteral("SELECT COUNT(*) FROM games")), gamesBefore);
        QCOMPARE(countRows(path_, QStringLiteral("SELECT COUNT(*) FROM moves")), movesBefore);
        // ...or a record whose replay does not end at its recorded hash.
        std::vector<RunGameRecord> diverging{runGame(4), runGame(5)};
        diverging[1].record.decisions.back().hashAfter ^= 1;
        QVERIFY(throwsStoreError(
            [&] { runs.writeGames(runId, diverging); }, Kind::InvalidValue,
            {path_, QStringLiteral("game index 5"), QStringLiteral("recorded hash")}));
        QCOMPARE(countRows(path_, QStringLiteral("SELECT COUNT(*) FROM games")), gamesBefore);
        QCOMPARE(countRows(path_, QStringLiteral("SELECT COUNT(*) FROM moves")), movesBefore);
        QCOMPARE(countRows(path_, QStringLiteral("SELECT COUNT(*) FROM run_games")), gamesBefore);

        // The connection is usable afterwards and the run can go on.
        runs.writeGames(runId, std::vector<RunGameRecord>{runGame(2)});
        QCOMPARE(runs.run(runId)->storedGames, 3);
        runs.cancelRun(runId);
        QVERIFY(throwsStoreError(
            [&] { runs.writeGames(runId, std::vector<RunGameRecord>{runGame(6)}); },
            Kind::InvalidValue, {QStringLiteral("cancelled"), QStringLiteral("not running")}));
        QCOMPARE(runs.run(runId)->storedGames, 3);
    }

    void demoDatabaseIsCreatedOnce() {
        const QString path = dir_.filePath(QStringLiteral("fresh/app-data/playbench.sqlite"));
        ensureDemoDatabase(path);
        QVERIFY(QFileInfo::exists(path));
        QCOMPARE(QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files),
                 QStringList({QStringLiteral("playbench.sqlite")}));
        {
            Database db(path, Database::OpenMode::ExistingOnly);
            const std::vector<DesignRow> designs = DesignStore(db).list();
            // One ready design per ruleset, each with a finished, annotated
            // playtest and a finished run whose games can be opened.
            QStringList rulesets;
            for (const DesignRow& design : designs)
                rulesets.append(design.ruleset);
            // Every ruleset with a demo design (the tests' own rulesets have
            // none; every shipped one has); the store lists designs by name.
            QStringList withDemo;
            for (const pb::Ruleset* ruleset : pb::allRulesets())
                if (ruleset->demoDesign())
                    withDemo.append(
                        QString::fromUtf8(ruleset->id().data(), qsizetype(ruleset->id().size())));
            rulesets.sort();
            withDemo.sort();
            QCOMPARE(rulesets, withDemo);
            QVERIFY(withDemo.contains(QStringLiteral("stability")) &&
                    withDemo.contains(QStringLiteral("torus-lab")));
            GameStore games(db);
            RunStore runs(db);
            for (const DesignRow& design : designs) {
                GameFilter filter;
                filter.designId = design.id;
                const std::vector<GameRow> played = games.listGames(filter);
                QCOMPARE(played.size(), std::size_t(1));
                QVERIFY(played.front().status == GameStatus::Finished);
                QVERIFY(played.front().moveCount >= 4);
                QCOMPARE(played.front().annotatedMoves, 3);
                const std::vector<RunRow> designRuns = runs.listRuns(design.id);
                QCOMPARE(designRuns.size(), std::size_t(1));
                QVERIFY(designRuns.front().status == RunStatus::Finished);
                QVERIFY(designRuns.front().games > 0);
                QCOMPARE(designRuns.front().storedGames, designRuns.front().games);
                QVERIFY(designRuns.front().summary.is_object());
            }
            const DesignRow& demo =
                *std::find_if(designs.begin(), designs.end(), [](const DesignRow& d) {
                    return d.ruleset == QStringLiteral("stability");
                });
            QCOMPARE(demo.name, QStringLiteral("Stability — demo"));
            QCOMPARE(demo.ruleset, QStringLiteral("stability"));
            const pb::Ruleset& ruleset = pb::rulesetOrThrow("stability");
            QVERIFY(demo.params == ruleset.parameters().resolve(json::object()));

            pb::Rng rng(1);
            const pb::stability::GeneratedBoard board =
                pb::stability::generateBoard(pb::stability::BoardRequest{}, rng);
            QVERIFY(demo.setup.is_object());
            QCOMPARE(demo.setup.size(), std::size_t(1));
            const json& rows = demo.setup.at("board");
            QCOMPARE(rows.size(), std::size_t(10));
            for (int r = 0; r < 10; ++r)
                for (int c = 0; c < 10; ++c)
                    QCOMPARE(rows.at(r).at(c).get<int>(), board.values[std::size_t(r * 10 + c)]);
            // The set-up is one the ruleset accepts, and is the board seed 1 generates.
            const auto game = ruleset.makeGame(demo.params, 2);
            QCOMPARE(game->newInitialState(1, demo.setup)->hash(),
                     game->newInitialState(1)->hash());
        }
        // A second call leaves the existing file alone.
        const QByteArray before = fileBytes(path);
        {
            Database db(path);
            DesignRow extra;
            extra.name = QStringLiteral("Mine");
            extra.ruleset = QStringLiteral("stability");
            DesignStore(db).create(extra);
        }
        const QByteArray withMine = fileBytes(path);
        QVERIFY(withMine != before);
        ensureDemoDatabase(path);
        QCOMPARE(fileBytes(path), withMine);
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestPlay)
#include "test_db_play.moc"
