// ReviewSession on real logged games: opening (and refusing to open) a game,
// stepping shows the state with the logged hash, the board highlights the
// square of the decision that led to a step, annotation edits reach the store,
// jumping between annotated rows, and the JSON and CSV exports: their content,
// and the JSON read back and verified the way `playbench-cli replay --file`
// does it.

#include "board_presenter.h"
#include "board_tiles_model.h"
#include "db/game_export.h"
#include "db/game_replay.h"
#include "engine/errors.h"
#include "logged_games.h"
#include "move_log_model.h"
#include "review_session.h"
#include "sim/game_record.h"
#include "test_registry.h"
#include "workbench.h"

#include <QFile>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUrl>
#include <memory>

using pb::db::GameStore;
using pb::gui::BoardTilesModel;
using pb::gui::ReviewSession;
using pb::gui::Workbench;
using pb::gui::test::GameEnd;
using pb::gui::test::LoggedGame;
using pb::gui::test::logStabilityGame;
using pb::gui::test::logTorusLabGame;

namespace {

QString hex(std::uint64_t hash) {
    return QString::fromStdString(pb::hashToHex(hash));
}

QList<int> highlightedTiles(const BoardTilesModel& tiles) {
    QList<int> found;
    for (int i = 0; i < tiles.rowCount(); ++i)
        if (tiles.data(tiles.index(i), BoardTilesModel::HighlightedRole).toBool())
            found << i;
    return found;
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TestReviewSession : public QObject {
    Q_OBJECT

private slots:
    void aCooperativeEndSaysTheTeamsResultAndWhy();
    void init();
    void cleanup();

    void aMissingGameIsRefusedWithAMessage();
    void withoutADatabaseNothingOpens();
    void opensAtTheInitialPosition();
    void steppingShowsTheLoggedHashes();
    void highlightsTheSquareOfTheDecision();
    void followsALanguageSwitch();
    void annotationEditsAreStored();
    void jumpsBetweenAnnotatedRows();
    void exportsReplayableJson();
    void aTamperedExportFailsAtItsRow();
    void exportsCsv();
    void aBadExportPathIsReported();
    void aDamagedLogOpensUpToTheDamage();
    void aWrongStoredHashIsReportedButEveryStepShown();
    void closesWhenTheDatabaseChanges();

private:
    pb::db::Database& db() { return *workbench_->database(); }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<ReviewSession> session_;
};

void TestReviewSession::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<Workbench>();
    QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("review.sqlite")), true));
    session_ = std::make_unique<ReviewSession>();
    session_->setWorkbench(workbench_.get());
}

void TestReviewSession::cleanup() {
    session_.reset();
    workbench_.reset();
    dir_.reset();
}

void TestReviewSession::aMissingGameIsRefusedWithAMessage() {
    QSignalSpy errorChanged(session_.get(), &ReviewSession::errorMessageChanged);
    QVERIFY(!session_->openGame(42));
    QCOMPARE(errorChanged.count(), 1);
    QVERIFY2(session_->errorMessage().contains(QStringLiteral("42")),
             qPrintable(session_->errorMessage()));
    QVERIFY2(session_->errorMessage().contains(QStringLiteral("does not exist")),
             qPrintable(session_->errorMessage()));
    QVERIFY(!session_->isOpen());
    QCOMPARE(session_->stepCount(), 0);
    QCOMPARE(session_->tiles()->rowCount(), 0);
    // Nothing to export, and nothing thrown.
    QVERIFY(!session_->exportJson(dir_->filePath(QStringLiteral("x.json"))));
    QVERIFY(!QFile::exists(dir_->filePath(QStringLiteral("x.json"))));
}

void TestReviewSession::withoutADatabaseNothingOpens() {
    const LoggedGame game = logStabilityGame(db(), 3);
    workbench_->closeDatabase();
    QVERIFY(!session_->openGame(game.gameId));
    QVERIFY(!session_->errorMessage().isEmpty());
}

void TestReviewSession::opensAtTheInitialPosition() {
    const LoggedGame game = logStabilityGame(db(), 5);
    QSignalSpy gameChanged(session_.get(), &ReviewSession::gameChanged);
    QSignalSpy stepChanged(session_.get(), &ReviewSession::stepChanged);
    QVERIFY(session_->openGame(game.gameId));
    QCOMPARE(gameChanged.count(), 1);
    QCOMPARE(stepChanged.count(), 1);
    QVERIFY(session_->isOpen());
    QCOMPARE(session_->gameId(), game.gameId);
    QCOMPARE(session_->errorMessage(), QString());
    QCOMPARE(session_->step(), 0);
    QCOMPARE(session_->currentRow(), -1);
    QCOMPARE(session_->stepCount(), int(game.moves.size()));
    QCOMPARE(session_->stateHash(), hex(game.initialHash));
    QCOMPARE(session_->boardView(),
             QStringLiteral("qrc:/qt/qml/Playbench/boards/stability/StabilityPlayBoard.qml"));
    QCOMPARE(session_->tiles()->side(), 10);
    QCOMPARE(highlightedTiles(*session_->tiles()), QList<int>());
    QCOMPARE(session_->moveLog()->count(), int(game.moves.size()));
    QCOMPARE(session_->moveLog()->gameId(), game.gameId);
    QVERIFY(session_->summary().contains(QStringLiteral("Game %1").arg(game.gameId)));
    // The ruleset and the seats as a person reads them, not their ids and specs.
    QVERIFY2(session_->summary().contains(QStringLiteral(" · Stability · seats: P1: ")),
             qPrintable(session_->summary()));
    QVERIFY(session_->stateText().contains(QStringLiteral("\"game\"")));
    QVERIFY(!session_->positionText().isEmpty());
}

void TestReviewSession::aCooperativeEndSaysTheTeamsResultAndWhy() {
    const LoggedGame lost = logTorusLabGame(db(), false);
    QVERIFY(session_->openGame(lost.gameId));
    session_->last();
    QVERIFY2(session_->positionText().startsWith(QStringLiteral("Game over: The team lost: ")),
             qPrintable(session_->positionText()));
    // The cause follows: one of the ways a Torus Lab game is lost, not a draw.
    QVERIFY(session_->positionText().size() > QStringLiteral("Game over: The team lost: ").size());
    QVERIFY(!session_->positionText().contains(QStringLiteral("draw")));

    const LoggedGame won = logTorusLabGame(db(), true);
    QVERIFY(session_->openGame(won.gameId));
    session_->last();
    QVERIFY2(session_->positionText().startsWith(QStringLiteral("Game over: The team won: ")),
             qPrintable(session_->positionText()));
}

void TestReviewSession::steppingShowsTheLoggedHashes() {
    const LoggedGame game = logStabilityGame(db(), 6);
    QVERIFY(session_->openGame(game.gameId));
    QSignalSpy stepChanged(session_.get(), &ReviewSession::stepChanged);

    session_->next();
    QCOMPARE(session_->step(), 1);
    QCOMPARE(session_->currentRow(), 0);
    QCOMPARE(session_->stateHash(), hex(game.hashes[0]));
    session_->next();
    QCOMPARE(session_->stateHash(), hex(game.hashes[1]));
    session_->previous();
    QCOMPARE(session_->stateHash(), hex(game.hashes[0]));
    session_->setStep(7);
    QCOMPARE(session_->stateHash(), hex(game.hashes[6]));
    QVERIFY(session_->stepText().startsWith(QStringLiteral("Step 7:")));
    session_->last();
    QCOMPARE(session_->step(), int(game.moves.size()));
    QCOMPARE(session_->stateHash(), hex(game.hashes.back()));
    QVERIFY(session_->positionText().startsWith(QStringLiteral("Game over")));
    // Why it ended, as the Playtest page says it.
    QVERIFY2(session_->positionText().contains(QStringLiteral("as the last homunculus standing")) ||
                 session_->positionText().contains(QStringLiteral("The turn limit")),
             qPrintable(session_->positionText()));
    QCOMPARE(stepChanged.count(), 5);

    // Past the end and before the start are clamped, without a signal.
    session_->next();
    session_->setStep(100000);
    QCOMPARE(session_->step(), int(game.moves.size()));
    session_->first();
    QCOMPARE(session_->stateHash(), hex(game.initialHash));
    stepChanged.clear();
    session_->previous();
    session_->setStep(-3);
    QCOMPARE(session_->step(), 0);
    QCOMPARE(stepChanged.count(), 0);
}

void TestReviewSession::highlightsTheSquareOfTheDecision() {
    const LoggedGame game = logStabilityGame(db(), 8);
    QVERIFY(session_->openGame(game.gameId));
    const pb::db::GameReplay replay(db(), game.gameId);
    const auto presenter = pb::gui::makeBoardPresenter("stability");
    int highlightedSteps = 0;
    for (int step = 1; step <= session_->stepCount(); ++step) {
        session_->setStep(step);
        const pb::db::MoveRow& row = replay.moves()[std::size_t(step - 1)];
        const auto before = replay.stateAfter(step - 1);
        const int square =
            presenter->decisionSquare(*before, before->decisionFromJson(row.decision));
        const QList<int> expected = square >= 0 ? QList<int>{square} : QList<int>{};
        QCOMPARE(highlightedTiles(*session_->tiles()), expected);
        highlightedSteps += square >= 0 ? 1 : 0;
    }
    // A Stability game moves on squares: most steps highlight one.
    QVERIFY(highlightedSteps > session_->stepCount() / 3);
}

// The step, the board's texts and the log are worded when shown: a language
// switch words them again at the same step.
void TestReviewSession::followsALanguageSwitch() {
    const LoggedGame game = logStabilityGame(db(), 8);
    QVERIFY(session_->openGame(game.gameId));
    session_->setStep(3);
    const auto logText = [&] {
        return session_->moveLog()->data(session_->moveLog()->index(2), Qt::DisplayRole).toString();
    };
    const QString stepText = session_->stepText();
    const QString english = logText();
    // The caption words the decision as the log does (squares as A1, not the
    // engine's 0-based (row,column)).
    const auto logDecision = [&] {
        return session_->moveLog()
            ->data(session_->moveLog()->index(2), pb::gui::MoveLogModel::TextRole)
            .toString();
    };
    QVERIFY2(stepText.endsWith(logDecision()) && !stepText.contains(QLatin1Char('(')),
             qPrintable(stepText));
    QSignalSpy stepChanged(session_.get(), &ReviewSession::stepChanged);
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    QTRY_VERIFY(logText() != english);
    const QString germanStep = session_->stepText();
    QVERIFY2(germanStep.endsWith(logDecision()), qPrintable(germanStep));
    // The game's line is worded again too.
    QVERIFY2(session_->summary().startsWith(QStringLiteral("Partie ")),
             qPrintable(session_->summary()));
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(session_->step(), 3);
    QVERIFY(stepChanged.count() >= 1);
    QVERIFY2(germanStep != stepText, qPrintable(germanStep));
    QTRY_COMPARE(logText(), english);
}

void TestReviewSession::annotationEditsAreStored() {
    // The page edits through the session's move log (the annotation editor),
    // whose row changes make the page refresh its game list.
    const LoggedGame game = logStabilityGame(db(), 9);
    QVERIFY(session_->openGame(game.gameId));
    pb::gui::MoveLogModel* log = session_->moveLog();
    QSignalSpy edited(log, &QAbstractItemModel::dataChanged);

    QVERIFY(log->setAnnotation(2, QStringLiteral("too strong, this one")));
    QVERIFY(log->addTag(2, QStringLiteral("balance")));
    QVERIFY(log->addTag(2, QStringLiteral("my own tag")));
    QVERIFY(log->removeTag(2, QStringLiteral("balance")));
    QCOMPARE(edited.count(), 4);

    const std::vector<pb::db::MoveRow> stored = GameStore(db()).moves(game.gameId);
    QCOMPARE(stored[2].annotation, QStringLiteral("too strong, this one"));
    QCOMPARE(stored[2].tags, QStringList({QStringLiteral("my own tag")}));
    QCOMPARE(stored[1].annotation, QString());
    const QModelIndex row = log->index(2);
    QCOMPARE(row.data(pb::gui::MoveLogModel::AnnotationRole).toString(),
             QStringLiteral("too strong, this one"));

    // A row that does not exist is refused, and nothing is written.
    QVERIFY(!log->setAnnotation(100000, QStringLiteral("x")));
    QCOMPARE(edited.count(), 4);
}

void TestReviewSession::jumpsBetweenAnnotatedRows() {
    const LoggedGame game = logStabilityGame(db(), 10);
    QVERIFY(game.moves.size() > 8);
    GameStore(db()).setAnnotation(game.moves[2].id, QStringLiteral("first note"));
    GameStore(db()).addTag(game.moves[6].id, QStringLiteral("confusing"));
    QVERIFY(session_->openGame(game.gameId));

    QVERIFY(session_->nextAnnotated());
    QCOMPARE(session_->step(), 3);
    QCOMPARE(session_->currentRow(), 2);
    QVERIFY(session_->nextAnnotated());
    QCOMPARE(session_->currentRow(), 6);
    QVERIFY(!session_->nextAnnotated());
    QCOMPARE(session_->currentRow(), 6);
    QVERIFY(session_->previousAnnotated());
    QCOMPARE(session_->currentRow(), 2);
    QVERIFY(!session_->previousAnnotated());
    QCOMPARE(session_->currentRow(), 2);
    session_->showRow(4);
    QCOMPARE(session_->step(), 5);
}

void TestReviewSession::exportsReplayableJson() {
    const LoggedGame game = logStabilityGame(db(), 12);
    QVERIFY(session_->openGame(game.gameId));
    QVERIFY(session_->moveLog()->setAnnotation(1, QStringLiteral("noted after opening")));
    QVERIFY(session_->moveLog()->addTag(1, QStringLiteral("question")));

    const QString path = dir_->filePath(QStringLiteral("game.json"));
    QSignalSpy exported(session_.get(), &ReviewSession::exportMessageChanged);
    // The dialog gives a file: URL.
    QVERIFY2(session_->exportJson(QUrl::fromLocalFile(path).toString()),
             qPrintable(session_->errorMessage()));
    QCOMPARE(exported.count(), 1);
    QVERIFY(session_->exportMessage().contains(QStringLiteral("game.json")));

    const nlohmann::json json = nlohmann::json::parse(readFile(path).toStdString());
    const pb::db::GameRow stored = *GameStore(db()).game(game.gameId);
    QCOMPARE(json.at("format").get<std::string>(), std::string("playbench-game"));
    QCOMPARE(json.at("ruleset").get<std::string>(), std::string("stability"));
    QCOMPARE(json.at("seed").get<std::string>(), std::string("12"));
    QVERIFY(json.at("params") == stored.params);
    QVERIFY(json.at("initial_state") == stored.initialState);
    QVERIFY(json.at("result") == stored.result);
    QVERIFY(json.at("seats") == nlohmann::json({"random", "human"}));
    QCOMPARE(json.at("moves").size(), game.moves.size());
    const nlohmann::json& row = json.at("moves").at(1);
    QCOMPARE(row.at("annotation").get<std::string>(), std::string("noted after opening"));
    QVERIFY(row.at("tags") == nlohmann::json({"question"}));
    QCOMPARE(row.at("hash").get<std::string>(), pb::hashToHex(game.hashes[1]));
    QCOMPARE(row.at("kind").get<std::string>(), std::string("decision"));

    // Read back and verified as `playbench-cli replay --file --verify` does it.
    const pb::db::ExportedGame back = pb::db::gameFromJson(json);
    QCOMPARE(back.moves.size(), game.moves.size());
    QCOMPARE(back.moves[1].tags, QStringList({QStringLiteral("question")}));
    const pb::db::ReplayReport report = pb::db::GameReplay(back.game, back.moves).verify();
    QVERIFY2(report.ok, qPrintable(report.message));
    QCOMPARE(report.stepsChecked, int(game.moves.size()));
}

void TestReviewSession::aTamperedExportFailsAtItsRow() {
    const LoggedGame game = logStabilityGame(db(), 13);
    QVERIFY(session_->openGame(game.gameId));
    const QString path = dir_->filePath(QStringLiteral("game.json"));
    QVERIFY(session_->exportJson(path));
    nlohmann::json json = nlohmann::json::parse(readFile(path).toStdString());
    json["moves"][4]["hash"] = "0123456789abcdef";
    const pb::db::ExportedGame back = pb::db::gameFromJson(json);
    const pb::db::ReplayReport report = pb::db::GameReplay(back.game, back.moves).verify();
    QVERIFY(!report.ok);
    QCOMPARE(report.firstMismatchIndex, 4);
    QVERIFY2(report.message.contains(QStringLiteral("move 4")), qPrintable(report.message));

    // A field of the wrong type is named.
    json["moves"][2]["hash"] = 7;
    try {
        pb::db::gameFromJson(json);
        QFAIL("a numeric hash was accepted");
    } catch (const pb::InvalidInput& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("moves[2].hash")), e.what());
    }
}

void TestReviewSession::exportsCsv() {
    const LoggedGame game = logStabilityGame(db(), 14);
    QVERIFY(session_->openGame(game.gameId));
    QVERIFY(session_->moveLog()->setAnnotation(0, QStringLiteral("who starts, \"by chance\"")));
    QVERIFY(session_->moveLog()->addTag(0, QStringLiteral("fun")));
    QVERIFY(session_->moveLog()->addTag(0, QStringLiteral("question")));
    const QString path = dir_->filePath(QStringLiteral("game.csv"));
    QVERIFY2(session_->exportCsv(path), qPrintable(session_->errorMessage()));

    const QList<QByteArray> lines = readFile(path).split('\n');
    // One header, one line per log row, and the empty rest after the last CRLF.
    QCOMPARE(lines.size(), int(game.moves.size()) + 2);
    QCOMPARE(lines[0], QByteArray("idx,kind,actor,chance,text,decision,hash,created_at,"
                                  "annotation,tags\r"));
    QVERIFY2(lines[1].startsWith("0,decision,"), lines[1].constData());
    // The annotation is quoted, its quotes doubled; the tags joined.
    QVERIFY2(lines[1].contains(",\"who starts, \"\"by chance\"\"\",fun; question\r"),
             lines[1].constData());
    QVERIFY(lines[2].contains(QByteArray::fromStdString(pb::hashToHex(game.hashes[1]))));
    QVERIFY(lines.last().isEmpty());
}

void TestReviewSession::aBadExportPathIsReported() {
    const LoggedGame game = logStabilityGame(db(), 15);
    QVERIFY(session_->openGame(game.gameId));
    const QString path = dir_->filePath(QStringLiteral("no/such/folder/game.json"));
    QSignalSpy errorChanged(session_.get(), &ReviewSession::errorMessageChanged);
    QVERIFY(!session_->exportJson(path));
    QVERIFY(!session_->exportCsv(QString()));
    QVERIFY(errorChanged.count() >= 1);
    QVERIFY(!QFile::exists(path));
    QVERIFY(session_->isOpen());
    QVERIFY(session_->exportMessage().isEmpty());
}

void TestReviewSession::aDamagedLogOpensUpToTheDamage() {
    const LoggedGame game = logStabilityGame(db(), 16, std::nullopt, GameEnd::Running, 3);
    // A fourth row that cannot apply.
    pb::db::NewMove bogus;
    bogus.actor = 0;
    bogus.decision = {{"type", "no such decision"}};
    bogus.text = QStringLiteral("bogus");
    bogus.hashAfter = 1;
    GameStore(db()).appendMove(game.gameId, bogus);

    QVERIFY(session_->openGame(game.gameId));
    QCOMPARE(session_->moveLog()->count(), 4);
    QCOMPARE(session_->stepCount(), 3);
    QVERIFY2(session_->errorMessage().contains(QStringLiteral("move 3")),
             qPrintable(session_->errorMessage()));
    session_->last();
    QCOMPARE(session_->stateHash(), hex(game.hashes[2]));
}

void TestReviewSession::aWrongStoredHashIsReportedButEveryStepShown() {
    const LoggedGame game = logStabilityGame(db(), 18);
    QSqlQuery query(db().connection());
    QVERIFY(query.prepare(QStringLiteral(
        "UPDATE moves SET hash = '0123456789abcdef' WHERE game_id = :game AND idx = 5")));
    query.bindValue(QStringLiteral(":game"), game.gameId);
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    QCOMPARE(query.numRowsAffected(), 1);

    QVERIFY(session_->openGame(game.gameId));
    QCOMPARE(session_->stepCount(), int(game.moves.size()));
    QVERIFY2(session_->errorMessage().contains(QStringLiteral("move 5")),
             qPrintable(session_->errorMessage()));
    QVERIFY2(session_->errorMessage().contains(QStringLiteral("0123456789abcdef")),
             qPrintable(session_->errorMessage()));
    // The board shows what the decisions lead to, not the stored hash.
    session_->setStep(6);
    QCOMPARE(session_->stateHash(), hex(game.hashes[5]));
}

void TestReviewSession::closesWhenTheDatabaseChanges() {
    const LoggedGame game = logStabilityGame(db(), 17);
    QVERIFY(session_->openGame(game.gameId));
    QSignalSpy gameChanged(session_.get(), &ReviewSession::gameChanged);
    QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("other.sqlite")), true));
    QCOMPARE(gameChanged.count(), 1);
    QVERIFY(!session_->isOpen());
    QCOMPARE(session_->moveLog()->count(), 0);
    QCOMPARE(session_->tiles()->rowCount(), 0);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestReviewSession)
#include "test_review_session.moc"
