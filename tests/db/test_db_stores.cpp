// Round trips through DesignStore, GameStore and RunStore, with the refusals each
// write path documents.

#include "db/analysis_store.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/game_store.h"
#include "db/run_store.h"
#include "db/store_error.h"
#include "db_test_support.h"
#include "test_registry.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <limits>

using namespace pb::db;
using namespace pb::db::test;
using Kind = StoreError::Kind;
using nlohmann::json;

class TestStores : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    std::unique_ptr<Database> db_;

    static DesignRow sampleDesign(const QString& name) {
        DesignRow design;
        design.name = name;
        design.ruleset = QStringLiteral("stability");
        design.params = {{"size", 8}, {"directions", "eight"}};
        design.setup = {{"board", json::array({json::array({1, 2}), json::array({3, 4})})}};
        design.notes = QStringLiteral("Notes with ünïcödé and 'quotes'; DROP TABLE designs;");
        return design;
    }

    static NewGame sampleGame(std::optional<qint64> designId = std::nullopt) {
        NewGame game;
        game.designId = designId;
        game.ruleset = QStringLiteral("stability");
        game.params = {{"size", 10}};
        game.players = 2;
        game.seats = {QStringLiteral("human"), QStringLiteral("mcts:iterations=1000")};
        game.seed = std::numeric_limits<std::uint64_t>::max();
        game.initialState = {{"game", "stability"}, {"turn", 0}};
        return game;
    }

    static NewMove sampleMove(int n) {
        NewMove move;
        move.actor = n % 2;
        move.decision = {{"type", "move"}, {"to", {n, 0}}};
        move.text = QStringLiteral("move to (%1,0)").arg(n);
        move.hashAfter = 0x0123456789ABCDEFull + std::uint64_t(n);
        return move;
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void init() {
        const QString path = dir_.filePath(
            QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())));
        QFile::remove(path);
        db_ = std::make_unique<Database>(path);
    }

    void cleanup() { db_.reset(); }

    void designRoundTrip() {
        DesignStore designs(*db_);
        const DesignRow original = sampleDesign(QStringLiteral("Zeta"));
        const qint64 id = designs.create(original);
        QCOMPARE(id, 1);
        const std::optional<DesignRow> stored = designs.get(id);
        QVERIFY(stored.has_value());
        QCOMPARE(stored->id, id);
        QCOMPARE(stored->name, original.name);
        QCOMPARE(stored->ruleset, original.ruleset);
        QVERIFY(stored->params == original.params);
        QVERIFY(stored->setup == original.setup);
        QCOMPARE(stored->notes, original.notes);
        QVERIFY(stored->createdAt.isValid());
        QCOMPARE(stored->createdAt.timeSpec(), Qt::UTC);
        QVERIFY(qAbs(stored->createdAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        QCOMPARE(stored->updatedAt, stored->createdAt);

        DesignRow noSetup = sampleDesign(QStringLiteral("alpha"));
        noSetup.setup = nullptr;
        noSetup.notes.clear();
        const qint64 second = designs.create(noSetup);
        QVERIFY(designs.get(second)->setup.is_null());
        QCOMPARE(designs.get(second)->notes, QString());

        // Listed by name, case-insensitively.
        const std::vector<DesignRow> list = designs.list();
        QCOMPARE(list.size(), std::size_t(2));
        QCOMPARE(list[0].name, QStringLiteral("alpha"));
        QCOMPARE(list[1].name, QStringLiteral("Zeta"));
        QVERIFY(!designs.get(999).has_value());
    }

    // One design whose JSON no longer reads hides no other: list() marks it,
    // get() refuses it, and it can still be deleted.
    void aDamagedDesignIsListedAndMarked() {
        DesignStore designs(*db_);
        const qint64 sound = designs.create(sampleDesign(QStringLiteral("Sound")));
        const qint64 badParams = designs.create(sampleDesign(QStringLiteral("Bad params")));
        const qint64 badSetup = designs.create(sampleDesign(QStringLiteral("Bad setup")));
        const qint64 notObject = designs.create(sampleDesign(QStringLiteral("Not an object")));
        QSqlQuery query(db_->connection());
        QVERIFY(query.exec(
            QStringLiteral("UPDATE designs SET params = '{\"oops' WHERE id = %1").arg(badParams)));
        QVERIFY(query.exec(
            QStringLiteral("UPDATE designs SET setup = '[1,' WHERE id = %1").arg(badSetup)));
        QVERIFY(query.exec(
            QStringLiteral("UPDATE designs SET params = '[1]' WHERE id = %1").arg(notObject)));
        const std::vector<DesignRow> list = designs.list();
        QCOMPARE(list.size(), std::size_t(4));
        for (const DesignRow& row : list) {
            const QString expected = row.id == badSetup                           ? "setup"
                                     : row.id == badParams || row.id == notObject ? "params"
                                                                                  : "";
            QCOMPARE(row.damagedColumn, expected);
            if (!expected.isEmpty()) {
                QVERIFY(row.params == nlohmann::json::object());
                QVERIFY(row.setup.is_null());
                QVERIFY_THROWS_EXCEPTION(StoreError, designs.get(row.id));
            }
        }
        QCOMPARE(designs.get(sound)->name, QStringLiteral("Sound"));
        designs.remove(badParams);
        QCOMPARE(designs.list().size(), std::size_t(3));
    }

    void designEdits() {
        DesignStore designs(*db_);
        const qint64 id = designs.create(sampleDesign(QStringLiteral("Original")));
        const QDateTime created = designs.get(id)->createdAt;
        QTest::qWait(5);

        DesignRow changed = *designs.get(id);
        changed.params = {{"size", 12}};
        changed.setup = nullptr;
        changed.notes = QStringLiteral("tuned");
        designs.update(changed);
        std::optional<DesignRow> stored = designs.get(id);
        QVERIFY(stored->params == json({{"size", 12}}));
        QVERIFY(stored->setup.is_null());
        QCOMPARE(stored->notes, QStringLiteral("tuned"));
        QCOMPARE(stored->createdAt, created);
        QVERIFY(stored->updatedAt > created);

        designs.rename(id, QStringLiteral("  Renamed  "));
        QCOMPARE(designs.get(id)->name, QStringLiteral("Renamed"));

        const qint64 copy = designs.duplicate(id, QStringLiteral("Copy"));
        QVERIFY(copy != id);
        QCOMPARE(designs.get(copy)->name, QStringLiteral("Copy"));
        QVERIFY(designs.get(copy)->params == stored->params);
        QCOMPARE(designs.get(copy)->notes, QStringLiteral("tuned"));

        designs.remove(copy);
        QVERIFY(!designs.get(copy).has_value());
        QCOMPARE(designs.list().size(), std::size_t(1));
    }

    void designRefusals() {
        DesignStore designs(*db_);
        const QString path = db_->path();
        QVERIFY(throwsStoreError([&] { designs.create(sampleDesign(QStringLiteral("  "))); },
                                 Kind::InvalidValue, {path, QStringLiteral("name")}));
        DesignRow badParams = sampleDesign(QStringLiteral("Bad"));
        badParams.params = json::array({1, 2});
        QVERIFY(throwsStoreError([&] { designs.create(badParams); }, Kind::InvalidValue,
                                 {path, QStringLiteral("JSON object")}));
        DesignRow missing = sampleDesign(QStringLiteral("Ghost"));
        missing.id = 42;
        QVERIFY(throwsStoreError([&] { designs.update(missing); }, Kind::NotFound,
                                 {path, QStringLiteral("design 42 does not exist")}));
        QVERIFY(throwsStoreError([&] { designs.rename(42, QStringLiteral("x")); }, Kind::NotFound,
                                 {QStringLiteral("design 42")}));
        QVERIFY(throwsStoreError([&] { designs.duplicate(42, QStringLiteral("x")); },
                                 Kind::NotFound, {QStringLiteral("design 42")}));
        QVERIFY(throwsStoreError([&] { designs.remove(42); }, Kind::NotFound,
                                 {QStringLiteral("design 42")}));
        QVERIFY(designs.list().empty());
    }

    void gameRoundTrip() {
        const qint64 designId = DesignStore(*db_).create(sampleDesign(QStringLiteral("D")));
        GameStore games(*db_);
        const NewGame original = sampleGame(designId);
        const qint64 id = games.beginGame(original);
        QCOMPARE(id, 1);
        for (int n = 0; n < 3; ++n) {
            const AppendedMove appended = games.appendMove(id, sampleMove(n));
            QCOMPARE(appended.idx, n);
        }
        NewMove chance;
        chance.actor = -1;
        chance.isChance = true;
        chance.decision = {{"type", "chance"}, {"outcome", 1}};
        chance.text = QStringLiteral("seat 1 starts");
        chance.hashAfter = 0;
        QCOMPARE(games.appendMove(id, chance).idx, 3);

        std::optional<GameRow> row = games.game(id);
        QVERIFY(row.has_value());
        QCOMPARE(row->designId, std::optional<qint64>(designId));
        QCOMPARE(row->ruleset, original.ruleset);
        QVERIFY(row->params == original.params);
        QCOMPARE(row->players, 2);
        QCOMPARE(row->seats, original.seats);
        QCOMPARE(row->seed, std::numeric_limits<std::uint64_t>::max());
        QVERIFY(row->initialState == original.initialState);
        QCOMPARE(toString(row->status), toString(GameStatus::Running));
        QVERIFY(row->result.is_null());
        QVERIFY(row->startedAt.isValid());
        QVERIFY(!row->endedAt.isValid());
        QVERIFY(!row->runId.has_value());
        QCOMPARE(row->moveCount, 4);

        const std::vector<MoveRow> moves = games.moves(id);
        QCOMPARE(moves.size(), std::size_t(4));
        for (int n = 0; n < 3; ++n) {
            const NewMove expected = sampleMove(n);
            QCOMPARE(moves[n].idx, n);
            QCOMPARE(moves[n].gameId, id);
            QCOMPARE(toString(moves[n].kind), toString(MoveKind::Decision));
            QCOMPARE(moves[n].actor, expected.actor);
            QVERIFY(moves[n].decision == expected.decision);
            QCOMPARE(moves[n].text, expected.text);
            QVERIFY(!moves[n].isChance);
            QCOMPARE(moves[n].hash, QStringLiteral("0123456789abcd%1").arg(0xef + n, 2, 16));
            QVERIFY(moves[n].createdAt.isValid());
            QCOMPARE(moves[n].annotation, QString());
            QVERIFY(moves[n].tags.isEmpty());
        }
        QCOMPARE(moves[3].actor, -1);
        QVERIFY(moves[3].isChance);
        QCOMPARE(moves[3].hash, QStringLiteral("0000000000000000"));

        const json result = {{"winner", 1}, {"scores", {0.0, 1.0}}};
        games.finishGame(id, result);
        row = games.game(id);
        QCOMPARE(toString(row->status), toString(GameStatus::Finished));
        QVERIFY(row->result == result);
        QVERIFY(row->endedAt >= row->startedAt);

        // A deleted design leaves its games, unlinked.
        DesignStore(*db_).remove(designId);
        QVERIFY(!games.game(id)->designId.has_value());
    }

    void undoRows() {
        GameStore games(*db_);
        const qint64 id = games.beginGame(sampleGame());
        QVERIFY(throwsStoreError(
            [&] { games.appendUndo(id, 0, 1); }, Kind::InvalidValue,
            {db_->path(), QStringLiteral("no decision left"), QStringLiteral("take back")}));
        games.appendMove(id, sampleMove(0));
        games.appendMove(id, sampleMove(1));
        const AppendedMove undo = games.appendUndo(id, 1, 0xABCull);
        QCOMPARE(undo.idx, 2);
        QCOMPARE(games.appendUndo(id, 0, 0xDEFull).idx, 3);
        // Two decisions, two undos: nothing left to take back.
        QVERIFY(throwsStoreError([&] { games.appendUndo(id, 0, 1); }, Kind::InvalidValue,
                                 {QStringLiteral("take back")}));
        QCOMPARE(games.appendMove(id, sampleMove(4)).idx, 4);

        const std::vector<MoveRow> moves = games.moves(id);
        QCOMPARE(moves.size(), std::size_t(5));
        QCOMPARE(toString(moves[2].kind), toString(MoveKind::Undo));
        QCOMPARE(moves[2].actor, 1);
        QVERIFY(moves[2].decision == json({{"type", "undo"}}));
        QCOMPARE(moves[2].hash, QStringLiteral("0000000000000abc"));
        QCOMPARE(toString(moves[3].kind), toString(MoveKind::Undo));
        QCOMPARE(toString(moves[4].kind), toString(MoveKind::Decision));

        // One row takes back several; it is refused when fewer are left.
        games.appendMove(id, sampleMove(5));
        QVERIFY(throwsStoreError([&] { games.appendUndo(id, 0, 1, 4); }, Kind::InvalidValue,
                                 {QStringLiteral("fewer than the undo takes back")}));
        QCOMPARE(games.appendUndo(id, 0, 0x123ull, 2).idx, 6);
        QVERIFY(games.moves(id)[6].decision == json({{"type", "undo"}, {"count", 2}}));
        QCOMPARE(undoneCount(games.moves(id)[6].decision), 2);
        QCOMPARE(undoneCount(moves[2].decision), 1);
        QVERIFY(throwsStoreError([&] { games.appendUndo(id, 0, 1); }, Kind::InvalidValue,
                                 {QStringLiteral("no decision left")}));
    }

    void reopenedGameRunsAgainWithoutItsResult() {
        GameStore games(*db_);
        const qint64 id = games.beginGame(sampleGame());
        games.appendMove(id, sampleMove(0));
        // Only a finished playtest reopens.
        QVERIFY(throwsStoreError([&] { games.reopenGame(id); }, Kind::InvalidValue,
                                 {QStringLiteral("not a finished playtest")}));
        games.finishGame(id, {{"winner", 0}});
        QVERIFY(throwsStoreError([&] { games.appendUndo(id, 0, 1); }, Kind::InvalidValue,
                                 {QStringLiteral("not running")}));
        games.reopenGame(id);
        const std::optional<GameRow> game = games.game(id);
        QVERIFY(game->status == GameStatus::Running);
        QVERIFY(game->result.is_null());
        QCOMPARE(games.appendUndo(id, 0, 1).idx, 1);
        QVERIFY(throwsStoreError([&] { games.reopenGame(id + 100); }, Kind::InvalidValue,
                                 {QStringLiteral("not a finished playtest")}));
    }

    void appendRefusals() {
        GameStore games(*db_);
        const QString path = db_->path();
        QVERIFY(throwsStoreError([&] { games.appendMove(77, sampleMove(0)); }, Kind::NotFound,
                                 {path, QStringLiteral("game 77 does not exist")}));
        const qint64 id = games.beginGame(sampleGame());
        games.appendMove(id, sampleMove(0));
        games.markAbandoned(id);
        QCOMPARE(toString(games.game(id)->status), toString(GameStatus::Abandoned));
        QVERIFY(games.game(id)->result.is_null());
        QVERIFY(throwsStoreError([&] { games.appendMove(id, sampleMove(1)); }, Kind::InvalidValue,
                                 {path, QStringLiteral("abandoned")}));
        QVERIFY(throwsStoreError([&] { games.finishGame(id, json::object()); }, Kind::InvalidValue,
                                 {path, QStringLiteral("already ended")}));
        QVERIFY(throwsStoreError([&] { games.markAbandoned(78); }, Kind::NotFound,
                                 {QStringLiteral("game 78")}));
        QCOMPARE(games.moves(id).size(), std::size_t(1));
        QVERIFY(throwsStoreError([&] { games.beginGame(NewGame{}); }, Kind::InvalidValue,
                                 {path, QStringLiteral("ruleset")}));
    }

    void annotationsAndTags() {
        GameStore games(*db_);
        const qint64 id = games.beginGame(sampleGame());
        const qint64 first = games.appendMove(id, sampleMove(0)).id;
        const qint64 second = games.appendMove(id, sampleMove(1)).id;
        games.setAnnotation(second, QStringLiteral("Why not the corner?"));
        games.addTag(second, QStringLiteral(" blunder "));
        games.addTag(second, QStringLiteral("blunder")); // harmless twice
        games.addTag(second, QStringLiteral("opening"));
        games.addTag(first, QStringLiteral("opening"));
        games.removeTag(first, QStringLiteral("opening"));
        games.removeTag(first, QStringLiteral("never-added")); // harmless

        const std::vector<MoveRow> moves = games.moves(id);
        QCOMPARE(moves[0].annotation, QString());
        QVERIFY(moves[0].tags.isEmpty());
        QCOMPARE(moves[1].annotation, QStringLiteral("Why not the corner?"));
        QCOMPARE(moves[1].tags,
                 QStringList({QStringLiteral("blunder"), QStringLiteral("opening")}));
        QCOMPARE(games.tags(), QStringList({QStringLiteral("blunder"), QStringLiteral("opening")}));
        QCOMPARE(games.game(id)->annotatedMoves, 1);

        games.setAnnotation(second, QString()); // cleared, not NULL
        QCOMPARE(games.moves(id)[1].annotation, QString());

        QVERIFY(throwsStoreError([&] { games.setAnnotation(999, QStringLiteral("x")); },
                                 Kind::NotFound, {db_->path(), QStringLiteral("move 999")}));
        QVERIFY(throwsStoreError([&] { games.addTag(999, QStringLiteral("x")); }, Kind::NotFound,
                                 {QStringLiteral("move 999")}));
        QVERIFY(throwsStoreError([&] { games.addTag(first, QStringLiteral("  ")); },
                                 Kind::InvalidValue, {QStringLiteral("empty")}));

        // Deleting the game takes its moves and tags with it.
        games.removeGame(id);
        QVERIFY(games.tags().isEmpty());
        QVERIFY(games.moves(id).empty());
    }

    void gameFilters() {
        DesignStore designs(*db_);
        const qint64 d1 = designs.create(sampleDesign(QStringLiteral("One")));
        const qint64 d2 = designs.create(sampleDesign(QStringLiteral("Two")));
        GameStore games(*db_);
        const qint64 a = games.beginGame(sampleGame(d1)); // running, annotated, tagged
        const qint64 b = games.beginGame(sampleGame(d1)); // finished
        const qint64 c = games.beginGame(sampleGame(d2)); // abandoned, tagged
        const qint64 aMove = games.appendMove(a, sampleMove(0)).id;
        games.setAnnotation(aMove, QStringLiteral("note"));
        games.addTag(aMove, QStringLiteral("study"));
        games.appendMove(b, sampleMove(0));
        games.finishGame(b, {{"winner", 0}});
        const qint64 cMove = games.appendMove(c, sampleMove(0)).id;
        games.addTag(cMove, QStringLiteral("bug"));
        games.markAbandoned(c);

        auto ids = [&](const GameFilter& filter) {
            QList<qint64> result;
            for (const GameRow& row : games.listGames(filter))
                result << row.id;
            return result;
        };
        QCOMPARE(ids({}), QList<qint64>({c, b, a})); // newest first
        GameFilter filter;
        filter.designId = d1;
        QCOMPARE(ids(filter), QList<qint64>({b, a}));
        filter = {};
        filter.status = GameStatus::Finished;
        QCOMPARE(ids(filter), QList<qint64>({b}));
        filter = {};
        filter.hasAnnotations = true;
        QCOMPARE(ids(filter), QList<qint64>({a}));
        filter.hasAnnotations = false;
        QCOMPARE(ids(filter), QList<qint64>({c, b}));
        filter = {};
        filter.tag = QStringLiteral("bug");
        QCOMPARE(ids(filter), QList<qint64>({c}));
        filter.tag = QStringLiteral("'; DROP TABLE games; --");
        QVERIFY(ids(filter).isEmpty());
        filter = {};
        filter.designId = d1;
        filter.status = GameStatus::Running;
        filter.tag = QStringLiteral("study");
        QCOMPARE(ids(filter), QList<qint64>({a}));
        filter = {};
        filter.limit = 2;
        QCOMPARE(ids(filter), QList<qint64>({c, b}));
    }

    void runRoundTrip() {
        const qint64 designId = DesignStore(*db_).create(sampleDesign(QStringLiteral("D")));
        RunStore runs(*db_);
        NewRun original;
        original.designId = designId;
        original.ruleset = QStringLiteral("stability");
        original.params = {{"size", 10}};
        original.players = 3;
        original.agents = {QStringLiteral("random"), QStringLiteral("random"),
                           QStringLiteral("mcts:iterations=50")};
        original.runSeed = 0xFFFFFFFFFFFFFFF0ull;
        original.games = 1000;
        original.threads = 2;
        original.shard = QStringLiteral("2/4");
        original.command = QStringLiteral("playbench-cli simulate --games 1000");
        const qint64 id = runs.createRun(original);
        QCOMPARE(id, 1);

        std::optional<RunRow> row = runs.run(id);
        QVERIFY(row.has_value());
        QCOMPARE(row->designId, std::optional<qint64>(designId));
        QCOMPARE(row->ruleset, original.ruleset);
        QVERIFY(row->params == original.params);
        QCOMPARE(row->players, 3);
        QCOMPARE(row->agents, original.agents);
        QCOMPARE(row->runSeed, original.runSeed);
        QCOMPARE(row->games, 1000);
        QCOMPARE(row->threads, 2);
        QCOMPARE(row->shard, QStringLiteral("2/4"));
        QCOMPARE(toString(row->status), toString(RunStatus::Running));
        QVERIFY(row->summary.is_null());
        QCOMPARE(row->command, original.command);
        QVERIFY(row->createdAt.isValid());
        QVERIFY(!row->finishedAt.isValid());
        QCOMPARE(row->storedGames, 0);

        const json summary = {{"games", 1000}, {"win_rates", {0.3, 0.3, 0.4}}};
        runs.finishRun(id, summary);
        row = runs.run(id);
        QCOMPARE(toString(row->status), toString(RunStatus::Finished));
        QVERIFY(row->summary == summary);
        QVERIFY(row->finishedAt.isValid());
        QVERIFY(throwsStoreError([&] { runs.cancelRun(id); }, Kind::NotFound,
                                 {db_->path(), QStringLiteral("no running run")}));

        NewRun unsharded = original;
        unsharded.designId.reset();
        unsharded.shard.clear();
        const qint64 second = runs.createRun(unsharded);
        runs.cancelRun(second);
        QCOMPARE(toString(runs.run(second)->status), toString(RunStatus::Cancelled));
        QCOMPARE(runs.run(second)->shard, QString());
        QVERIFY(!runs.run(second)->designId.has_value());

        QCOMPARE(runs.listRuns().size(), std::size_t(2));
        QCOMPARE(runs.listRuns().front().id, second); // newest first
        QCOMPARE(runs.listRuns(designId).size(), std::size_t(1));
        runs.removeRun(second);
        QVERIFY(!runs.run(second).has_value());
        QVERIFY(throwsStoreError([&] { runs.removeRun(second); }, Kind::NotFound,
                                 {QStringLiteral("run")}));
    }

    void version1GamesReadThroughStores() {
        db_.reset();
        const QString path = dir_.filePath(QStringLiteral("v1-stores.sqlite"));
        QFile::remove(path);
        QVERIFY(writeV1Fixture(path));
        db_ = std::make_unique<Database>(path);
        GameStore games(*db_);
        const std::optional<GameRow> game = games.game(1);
        QVERIFY(game.has_value());
        QCOMPARE(game->seed, std::numeric_limits<std::uint64_t>::max());
        QCOMPARE(game->seats, QStringList({QStringLiteral("human"), QStringLiteral("random")}));
        QCOMPARE(toString(game->status), toString(GameStatus::Finished));
        QCOMPARE(game->annotatedMoves, 1);
        const std::vector<MoveRow> moves = games.moves(1);
        QCOMPARE(moves.size(), std::size_t(2));
        QCOMPARE(toString(moves[0].kind), toString(MoveKind::Decision));
        QVERIFY(moves[0].isChance);
        QCOMPARE(moves[1].annotation, QStringLiteral("a bold opening"));
        // Old games take new rows: tags and an undo.
        games.addTag(moves[1].id, QStringLiteral("migrated"));
        QCOMPARE(games.moves(1)[1].tags, QStringList({QStringLiteral("migrated")}));
    }

    // A game's analysis is saved in one piece, read back in log order, replaced
    // move by move by the next, and refused whole when one row names another
    // game's move or a chance outside 0..1.
    void analysisIsKeptWithItsGame() {
        GameStore games(*db_);
        const qint64 id = games.beginGame(sampleGame());
        const qint64 other = games.beginGame(sampleGame());
        std::vector<qint64> moveIds;
        for (int n = 0; n < 3; ++n)
            moveIds.push_back(games.appendMove(id, sampleMove(n)).id);
        const qint64 otherMove = games.appendMove(other, sampleMove(0)).id;

        AnalysisStore analysis(*db_);
        QVERIFY(analysis.gameAnalysis(id).empty());
        const auto row = [](qint64 moveId, double played, double best) {
            MoveAnalysisRow r;
            r.moveId = moveId;
            r.iterations = 500;
            r.bestDecision = {{"type", "move"}, {"to", moveId}};
            r.bestText = QStringLiteral("move to C4");
            r.winPlayed = played;
            r.winBest = best;
            return r;
        };
        analysis.saveGameAnalysis(id, {row(moveIds[2], 0.25, 0.5), row(moveIds[0], 0.5, 0.5)});
        std::vector<MoveAnalysisRow> stored = analysis.gameAnalysis(id);
        QCOMPARE(stored.size(), std::size_t(2));
        QCOMPARE(stored[0].moveId, moveIds[0]); // log order
        QCOMPARE(stored[1].winPlayed, 0.25);
        QCOMPARE(stored[1].winBest, 0.5);
        QCOMPARE(stored[1].iterations, 500);
        QVERIFY(stored[1].bestDecision == json({{"type", "move"}, {"to", moveIds[2]}}));
        QCOMPARE(stored[1].bestText, QStringLiteral("move to C4"));
        QVERIFY(stored[1].analysedAt.isValid());

        // A second batch replaces its moves' rows and keeps the others.
        analysis.saveGameAnalysis(id, {row(moveIds[1], 0.0, 1.0), row(moveIds[2], 0.5, 0.75)});
        stored = analysis.gameAnalysis(id);
        QCOMPARE(stored.size(), std::size_t(3));
        QCOMPARE(stored[0].winPlayed, 0.5);
        QCOMPARE(stored[1].moveId, moveIds[1]);
        QCOMPARE(stored[2].winBest, 0.75);

        QVERIFY(throwsStoreError(
            [&] {
                analysis.saveGameAnalysis(id, {row(moveIds[0], 0.1, 0.2), row(otherMove, 0, 0)});
            },
            Kind::NotFound, {QStringLiteral("not a move of that game")}));
        QVERIFY(throwsStoreError([&] { analysis.saveGameAnalysis(id, {row(moveIds[0], 1.5, 0)}); },
                                 Kind::InvalidValue, {QStringLiteral("outside 0..1")}));
        // Nothing of a refused save was kept: the earlier analysis stands.
        stored = analysis.gameAnalysis(id);
        QCOMPARE(stored.size(), std::size_t(3));
        QCOMPARE(stored[0].winPlayed, 0.5);
        QVERIFY(analysis.gameAnalysis(other).empty());

        // Each chance's standard error and proof are kept; a row stored
        // without them (before schema 6) says it has no uncertainty.
        QVERIFY(!stored[0].hasUncertainty());
        MoveAnalysisRow sure = row(moveIds[0], 0.25, 1.0);
        sure.playedStdError = 0.03;
        sure.bestStdError = 0.0;
        sure.bestProven = true;
        analysis.saveGameAnalysis(id, {sure});
        stored = analysis.gameAnalysis(id);
        QVERIFY(stored[0].hasUncertainty());
        QCOMPARE(*stored[0].playedStdError, 0.03);
        QCOMPARE(*stored[0].bestStdError, 0.0);
        QVERIFY(stored[0].bestProven && !stored[0].playedProven);
        QVERIFY(!stored[1].hasUncertainty());
        sure.playedStdError = -0.1;
        QVERIFY(throwsStoreError([&] { analysis.saveGameAnalysis(id, {sure}); }, Kind::InvalidValue,
                                 {QStringLiteral("negative standard error")}));
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestStores)
#include "test_db_stores.moc"
