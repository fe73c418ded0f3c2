// PlaytestSession on a real store holding the demo Stability design: the chance
// draw taken on its own, people playing by row and by square, refusals that
// write nothing, agents thinking in a worker thread, undo, resume into the same
// game row, annotations, and a failed write that stops the session.

#include "agent_threads.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/game_replay.h"
#include "db/game_store.h"
#include "demo_database_copy.h"
#include "engine/state.h"
#include "move_log_model.h"
#include "playtest_session.h"
#include "seat_words.h"
#include "test_registry.h"
#include "workbench.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <memory>

using pb::db::GameStore;
using pb::gui::LegalDecisionModel;
using pb::gui::MoveLogModel;
using pb::gui::PlaytestSession;
using pb::gui::Workbench;

namespace {

const QString kPerson = QStringLiteral("human");
const QString kRandom = QStringLiteral("random");

} // namespace

class TestPlaytestSession : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void startsWithTheChanceDrawTaken();
    void refusesABadStart();
    void personTakesDecisionsByRowAndBySquare();
    void offersAChoiceWhenSeveralDecisionsShareASquare();
    void refusesAnIllegalRowAndWritesNothing();
    void agentStepsInAWorkerThread();
    void agentAnswersAPerson();
    void twoAgentsRunToTheEnd();
    void theSameSeedPlaysTheSameGame();
    void undoWritesAnUndoRowAndRestoresTheState();
    void undoDropsTheDecisionOfAThinkingAgent();
    void undoAgainstAnAgentTakesBackThePersonsDecisionInOnePress();
    void undoAfterTheEndTakesTheEndBack();
    void undoWithNothingToTakeBackSaysSo();
    void resumeContinuesTheSameGame();
    void abandonEndsTheGame();
    void annotationsAndTagsAreStored();
    void aFailedWriteStopsTheSession();

private:
    pb::db::Database& db() { return *workbench_->database(); }
    std::vector<pb::db::MoveRow> moves() { return GameStore(db()).moves(session_->gameId()); }
    // Starts a game of the demo design with these seats and seed 42.
    void startGame(const QStringList& seats, const QString& seed = QStringLiteral("42"));
    // Plays legal decision 0 `count` times as the person to move.
    void playFirstDecisions(int count);
    void verifyReplays(qint64 gameId);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<PlaytestSession> session_;
    std::unique_ptr<QAbstractItemModelTester> legalTester_;
    std::unique_ptr<QAbstractItemModelTester> logTester_;
    int designId_ = 0;
};

void TestPlaytestSession::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<Workbench>();
    const QString path = dir_->filePath(QStringLiteral("playtest.sqlite"));
    QVERIFY(pb::gui::test::copyDemoDatabase(path));
    QVERIFY(workbench_->openDemoDatabase(path));
    for (const pb::db::DesignRow& design : pb::db::DesignStore(db()).list())
        if (design.ruleset == QStringLiteral("stability"))
            designId_ = int(design.id);
    session_ = std::make_unique<PlaytestSession>();
    session_->setWorkbench(workbench_.get());
    session_->setSpeedMs(0);
    legalTester_ = std::make_unique<QAbstractItemModelTester>(
        session_->legalDecisions(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    logTester_ = std::make_unique<QAbstractItemModelTester>(
        session_->moveLog(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestPlaytestSession::cleanup() {
    legalTester_.reset();
    logTester_.reset();
    session_.reset();
    workbench_.reset();
    dir_.reset();
}

void TestPlaytestSession::startGame(const QStringList& seats, const QString& seed) {
    QVERIFY2(session_->start(designId_, int(seats.size()), seats, seed),
             qPrintable(session_->errorMessage()));
}

void TestPlaytestSession::playFirstDecisions(int count) {
    for (int i = 0; i < count; ++i) {
        QVERIFY(session_->isPersonToMove());
        QVERIFY2(session_->takeDecision(0), qPrintable(session_->errorMessage()));
    }
}

void TestPlaytestSession::verifyReplays(qint64 gameId) {
    const pb::db::ReplayReport report = pb::db::verifyReplay(db(), gameId);
    QVERIFY2(report.ok, qPrintable(report.message));
}

void TestPlaytestSession::startsWithTheChanceDrawTaken() {
    QSignalSpy gameChanged(session_.get(), &PlaytestSession::gameChanged);
    startGame({kPerson, kPerson});

    QVERIFY(session_->isActive());
    QVERIFY(gameChanged.count() > 0);
    QVERIFY(session_->gameId() > 0);
    QCOMPARE(session_->rulesetId(), QStringLiteral("stability"));
    QCOMPARE(session_->boardView(),
             QStringLiteral("qrc:/qt/qml/Playbench/boards/stability/StabilityPlayBoard.qml"));
    QCOMPARE(session_->seed(), QStringLiteral("42"));
    QCOMPARE(session_->seats(), QStringList({kPerson, kPerson}));
    // The draw of who moves first is the one row written so far.
    const std::vector<pb::db::MoveRow> log = moves();
    QCOMPARE(log.size(), std::size_t(1));
    QVERIFY(log[0].isChance);
    QCOMPARE(session_->moveLog()->count(), 1);
    QCOMPARE(session_->moveLog()
                 ->data(session_->moveLog()->index(0), MoveLogModel::ActorNameRole)
                 .toString(),
             QStringLiteral("Chance"));
    QVERIFY(session_->currentActor() >= 0);
    QVERIFY(session_->isPersonToMove());
    QVERIFY(!session_->canUndo()); // the draw alone is not taken back
    QVERIFY(!session_->isRunning());
    // The board shows the state, the legal squares highlighted.
    QVERIFY(session_->tiles()->side() > 0);
    QVERIFY(session_->legalDecisions()->count() > 0);
    int highlighted = 0;
    for (int i = 0; i < session_->tiles()->rowCount(); ++i)
        highlighted +=
            session_->tiles()
                ->data(session_->tiles()->index(i), pb::gui::BoardTilesModel::HighlightedRole)
                .toBool();
    QVERIFY(highlighted > 0);
    const auto game = GameStore(db()).game(session_->gameId());
    QVERIFY(game);
    QVERIFY(game->status == pb::db::GameStatus::Running);
    QCOMPARE(game->seats, QStringList({kPerson, kPerson}));
    QCOMPARE(game->seed, std::uint64_t(42));
    QCOMPARE(game->designId.value_or(0), qint64(designId_));
}

void TestPlaytestSession::refusesABadStart() {
    const int gamesBefore = int(GameStore(db()).listGames().size());
    QVERIFY(!session_->start(designId_, 2, {kPerson, kPerson}, QStringLiteral("forty-two")));
    QVERIFY(session_->errorMessage().contains(QStringLiteral("seed")));
    QVERIFY(
        !session_->start(designId_, 2, {kPerson, QStringLiteral("wizard")}, QStringLiteral("1")));
    QVERIFY(session_->errorMessage().contains(QStringLiteral("wizard")));
    QVERIFY(!session_->start(designId_, 9, QStringList(9, kPerson), QStringLiteral("1")));
    QVERIFY(!session_->start(designId_ + 100, 2, {kPerson, kPerson}, QStringLiteral("1")));
    QVERIFY(!session_->isActive());
    QCOMPARE(int(GameStore(db()).listGames().size()), gamesBefore);
}

void TestPlaytestSession::personTakesDecisionsByRowAndBySquare() {
    startGame({kPerson, kPerson});
    QSignalSpy taken(session_.get(), &PlaytestSession::decisionTaken);
    const QString before = session_->stateText();
    const QString text =
        session_->legalDecisions()
            ->data(session_->legalDecisions()->index(0), LegalDecisionModel::TextRole)
            .toString();
    QVERIFY(session_->takeDecision(0));
    QCOMPARE(taken.count(), 1);
    QVERIFY(session_->stateText() != before);
    QCOMPARE(moves().size(), std::size_t(2));
    // The move log shows what the list showed ("move to J9"); the store keeps
    // the engine's text ("move to (8,9)").
    QCOMPARE(session_->moveLog()->count(), 2);
    QCOMPARE(session_->moveLog()->index(1).data(MoveLogModel::TextRole).toString(), text);
    QVERIFY2(moves()[1].text.startsWith(QStringLiteral("move to (")), qPrintable(moves()[1].text));

    // Play on to a decision on a square that no other decision shares, and click it.
    LegalDecisionModel* legal = session_->legalDecisions();
    for (int turn = 0; turn < 20; ++turn) {
        std::map<int, int> perSquare;
        for (int row = 0; row < legal->count(); ++row)
            if (legal->square(row) >= 0)
                ++perSquare[legal->square(row)];
        for (const auto& [square, n] : perSquare) {
            if (n != 1)
                continue;
            const std::size_t rows = moves().size();
            const int row = legal->rowsAtSquare(square).front();
            const QString expected = legal->text(row);
            QVERIFY(session_->takeDecisionAtSquare(square));
            QCOMPARE(moves().size(), rows + 1);
            QCOMPARE(session_->moveLog()
                         ->index(static_cast<int>(rows))
                         .data(MoveLogModel::TextRole)
                         .toString(),
                     expected);
            verifyReplays(session_->gameId());
            return;
        }
        QVERIFY(session_->takeDecision(0));
    }
    QFAIL("no decision on a square of its own within 20 decisions");
}

void TestPlaytestSession::offersAChoiceWhenSeveralDecisionsShareASquare() {
    startGame({kPerson, kPerson});
    LegalDecisionModel* legal = session_->legalDecisions();
    QSignalSpy choicesChanged(session_.get(), &PlaytestSession::choicesAtSquareChanged);
    for (int turn = 0; turn < 60 && session_->isPersonToMove(); ++turn) {
        for (int row = 0; row < legal->count(); ++row) {
            const int square = legal->square(row);
            const std::vector<int> rows = legal->rowsAtSquare(square);
            if (square < 0 || rows.size() < 2)
                continue;
            const std::size_t logged = moves().size();
            QVERIFY(!session_->takeDecisionAtSquare(square));
            QCOMPARE(moves().size(), logged); // nothing taken yet
            QCOMPARE(choicesChanged.count(), 1);
            const QVariantList choices = session_->choicesAtSquare();
            QCOMPARE(choices.size(), qsizetype(rows.size()));
            const QVariantMap second = choices[1].toMap();
            QCOMPARE(second.value(QStringLiteral("row")).toInt(), rows[1]);
            QCOMPARE(second.value(QStringLiteral("text")).toString(), legal->text(rows[1]));
            QVERIFY(session_->takeDecision(rows[1]));
            QVERIFY(session_->choicesAtSquare().isEmpty());
            QCOMPARE(moves().size(), logged + 1);
            return;
        }
        QVERIFY(session_->takeDecision(legal->count() - 1));
    }
    QSKIP("this seed never offers two decisions on one square");
}

void TestPlaytestSession::refusesAnIllegalRowAndWritesNothing() {
    startGame({kPerson, kRandom});
    session_->pause();
    QSignalSpy errorChanged(session_.get(), &PlaytestSession::errorMessageChanged);
    const std::size_t logged = moves().size();
    if (!session_->isPersonToMove()) {
        // The agent moves first here: it may not be played for by row.
        QVERIFY(!session_->takeDecision(0));
        QVERIFY(!session_->errorMessage().isEmpty());
        // A Stability turn is several decisions: step through the agent's.
        QSignalSpy taken(session_.get(), &PlaytestSession::decisionTaken);
        for (int i = 0; i < 20 && !session_->isPersonToMove(); ++i) {
            QVERIFY(session_->step());
            QVERIFY(taken.wait(10000));
        }
        QVERIFY(session_->isPersonToMove());
    }
    const std::size_t before = moves().size();
    QVERIFY(before >= logged);
    QVERIFY(!session_->takeDecision(-1));
    QVERIFY(!session_->errorMessage().isEmpty());
    QVERIFY(errorChanged.count() > 0);
    QVERIFY(!session_->takeDecision(session_->legalDecisions()->count()));
    QVERIFY(session_->errorMessage().contains(QStringLiteral("nothing was played")));
    QCOMPARE(moves().size(), before);
    QVERIFY(session_->takeDecision(0));
    QVERIFY(session_->errorMessage().isEmpty());
}

void TestPlaytestSession::agentStepsInAWorkerThread() {
    startGame({kRandom, kRandom});
    QVERIFY(!session_->isRunning()); // agents alone wait for Step or Run
    QVERIFY(session_->isAgentToMove());
    QCOMPARE(session_->legalDecisions()->count(), 0);
    QSignalSpy taken(session_.get(), &PlaytestSession::decisionTaken);
    QSignalSpy thinking(session_.get(), &PlaytestSession::thinkingChanged);

    QVERIFY(session_->step());
    // The decision comes back later, through the event loop.
    QVERIFY(session_->isThinking());
    QCOMPARE(taken.count(), 0);
    QVERIFY(!session_->step()); // one decision at a time
    QVERIFY(taken.wait(10000));
    QCOMPARE(taken.count(), 1);
    QVERIFY(!session_->isThinking());
    QCOMPARE(thinking.count(), 2);
    QCOMPARE(moves().size(), std::size_t(2));
    QVERIFY(!moves()[1].isChance);
    // Paused: nothing more happens on its own.
    QTest::qWait(100);
    QCOMPARE(moves().size(), std::size_t(2));
}

void TestPlaytestSession::agentAnswersAPerson() {
    startGame({kPerson, kRandom});
    QVERIFY(session_->isRunning());
    QTRY_VERIFY(session_->isPersonToMove());
    const std::size_t before = moves().size();
    QVERIFY(session_->takeDecision(0));
    // Stability gives a seat several decisions per turn; play until the agent has answered.
    for (int i = 0; i < 20 && session_->isPersonToMove() && moves().back().actor == 0; ++i)
        QVERIFY(session_->takeDecision(0));
    QTRY_VERIFY_WITH_TIMEOUT(moves().back().actor == 1 || session_->isOver(), 10000);
    QVERIFY(moves().size() > before + 1);
}

void TestPlaytestSession::twoAgentsRunToTheEnd() {
    startGame({kRandom, QStringLiteral("greedy")});
    QSignalSpy over(session_.get(), &PlaytestSession::gameOver);
    session_->run();
    QVERIFY(session_->isRunning());
    QVERIFY(over.wait(60000));
    QVERIFY(session_->isOver());
    QVERIFY(!session_->isRunning());
    QCOMPARE(session_->ranks().size(), 2);
    // The ranking names who played each seat in words, not by agent spec.
    const QString agent = session_->ranks().at(1).toMap().value(QStringLiteral("agent")).toString();
    QCOMPARE(agent, pb::gui::SeatWords::agentName(QStringLiteral("greedy")));
    QVERIFY2(!agent.isEmpty() && agent != QStringLiteral("greedy"), qPrintable(agent));
    QVERIFY(!session_->step());
    const auto game = GameStore(db()).game(session_->gameId());
    QVERIFY(game->status == pb::db::GameStatus::Finished);
    QVERIFY(!game->result.is_null());
    // The result text names the stored winner, or says the game was drawn.
    const QString result = session_->resultText();
    if (game->result.at("winner").is_number_integer())
        QVERIFY2(
            result.contains(QStringLiteral("P%1 wins").arg(game->result["winner"].get<int>() + 1)),
            qPrintable(result));
    else
        QVERIFY2(result.contains(QStringLiteral("draw")), qPrintable(result));
    QCOMPARE(game->moveCount, session_->moveLog()->count());
    verifyReplays(session_->gameId());
    // Agents alone: undo after the end takes back the last decision of a seat.
    QVERIFY(session_->canUndo());
}

void TestPlaytestSession::theSameSeedPlaysTheSameGame() {
    std::vector<QStringList> hashes;
    for (int game = 0; game < 2; ++game) {
        startGame({kRandom, kRandom}, QStringLiteral("9001"));
        QSignalSpy over(session_.get(), &PlaytestSession::gameOver);
        session_->run();
        QVERIFY(over.wait(60000));
        QStringList gameHashes;
        for (const pb::db::MoveRow& row : moves())
            gameHashes.append(row.hash);
        hashes.push_back(gameHashes);
    }
    QVERIFY(hashes[0].size() > 3);
    QCOMPARE(hashes[0], hashes[1]);
}

void TestPlaytestSession::undoWritesAnUndoRowAndRestoresTheState() {
    startGame({kPerson, kPerson});
    playFirstDecisions(2);
    const QString beforeSecond = [&] {
        const auto replay = pb::db::GameReplay(db(), session_->gameId());
        return QString::fromStdString(replay.stateAfter(2)->toJson().dump(2));
    }();
    const QString hashBeforeSecond = moves()[1].hash;
    QVERIFY(session_->canUndo());
    QVERIFY(session_->undo());

    const std::vector<pb::db::MoveRow> log = moves();
    QCOMPARE(log.size(), std::size_t(4));
    QVERIFY(log[3].kind == pb::db::MoveKind::Undo);
    QCOMPARE(log[3].hash, hashBeforeSecond);
    QCOMPARE(session_->stateText(), beforeSecond);
    MoveLogModel* model = session_->moveLog();
    QVERIFY(model->data(model->index(2), MoveLogModel::TakenBackRole).toBool());
    QVERIFY(model->data(model->index(3), MoveLogModel::IsUndoRole).toBool());
    // The game goes on from there.
    QVERIFY(session_->takeDecision(0));
    QVERIFY(session_->undo());
    QVERIFY(session_->undo());
    QVERIFY(!session_->canUndo()); // only the chance draw is left
    QVERIFY(!session_->undo());
    verifyReplays(session_->gameId());
}

void TestPlaytestSession::undoDropsTheDecisionOfAThinkingAgent() {
    startGame({kPerson, QStringLiteral("mcts:iterations=3000")});
    QSignalSpy taken(session_.get(), &PlaytestSession::decisionTaken);
    // Paused, so that the agent thinks exactly when Step asks it to.
    session_->pause();
    for (int i = 0; i < 40; ++i) {
        if (session_->isPersonToMove()) {
            QVERIFY(session_->takeDecision(0));
            session_->pause();
            continue;
        }
        QVERIFY(session_->isAgentToMove());
        if (!session_->canUndo()) { // the agent moves first: let it
            QVERIFY(session_->step());
            QVERIFY(taken.wait(30000));
            continue;
        }
        // The worker's answer reaches the session before this spy (connected later).
        auto* agents = session_->findChild<pb::gui::AgentThreads*>();
        QVERIFY(agents);
        QSignalSpy answered(agents, &pb::gui::AgentThreads::decided);
        QVERIFY(session_->step());
        QVERIFY(session_->isThinking());
        QVERIFY(session_->undo());
        QVERIFY(!session_->isThinking());
        const std::size_t logged = moves().size();
        QVERIFY(moves().back().kind == pb::db::MoveKind::Undo);
        const int decisions = taken.count();
        // Whatever the worker decides is for a state that no longer exists: its
        // answer comes back and is dropped.
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 30000);
        QCOMPARE(taken.count(), decisions);
        QCOMPARE(moves().size(), logged);
        verifyReplays(session_->gameId());
        return;
    }
    QFAIL("the agent never came to move after the person");
}

void TestPlaytestSession::undoAgainstAnAgentTakesBackThePersonsDecisionInOnePress() {
    startGame({kPerson, kRandom});
    QVERIFY(session_->isRunning());
    // The person decides until the agent has answered with a whole turn and the
    // person is to move again; the state before each of the person's decisions is kept.
    QString beforeLast;
    std::size_t rowsBeforeLast = 0;
    for (int i = 0; i < 40 && !session_->isOver(); ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(session_->isPersonToMove() || session_->isOver(), 10000);
        const std::vector<pb::db::MoveRow> log = moves();
        const bool agentAnswered =
            log.size() > rowsBeforeLast + 1 && rowsBeforeLast > 0 && log.back().actor == 1;
        if (agentAnswered)
            break;
        beforeLast = session_->stateText();
        rowsBeforeLast = log.size();
        QVERIFY(session_->takeDecision(0));
    }
    QVERIFY(session_->isPersonToMove());
    const std::vector<pb::db::MoveRow> before = moves();
    const int takenBack = int(before.size() - rowsBeforeLast);
    QVERIFY(takenBack >= 2); // the person's decision and at least one reply

    QVERIFY(session_->canUndo());
    QVERIFY(session_->undo());
    // One press: back at the person's own decision point, one undo row for all of it.
    QVERIFY(session_->isPersonToMove());
    QVERIFY(!session_->isRunning());
    QCOMPARE(session_->stateText(), beforeLast);
    const std::vector<pb::db::MoveRow> after = moves();
    QCOMPARE(after.size(), before.size() + 1);
    QVERIFY(after.back().kind == pb::db::MoveKind::Undo);
    QCOMPARE(pb::db::undoneCount(after.back().decision), takenBack);
    QCOMPARE(after.back().hash, before[rowsBeforeLast - 1].hash);
    // The log shows one undo row and every row it took back struck out.
    MoveLogModel* log = session_->moveLog();
    QCOMPARE(log->count(), int(after.size()));
    for (int row = int(rowsBeforeLast); row < int(before.size()); ++row)
        QVERIFY(log->data(log->index(row), MoveLogModel::TakenBackRole).toBool());
    QVERIFY(!log->data(log->index(int(rowsBeforeLast) - 1), MoveLogModel::TakenBackRole).toBool());
    QCOMPARE(log->data(log->index(int(after.size()) - 1), Qt::DisplayRole).toString(),
             QStringLiteral("Undo: takes back moves %1 to %2")
                 .arg(rowsBeforeLast + 1)
                 .arg(before.size()));
    verifyReplays(session_->gameId());

    // The game goes on, and a resume finds the same position.
    session_->pause();
    const QString state = session_->stateText();
    const qint64 id = session_->gameId();
    session_->close();
    QVERIFY2(session_->resume(id), qPrintable(session_->errorMessage()));
    QCOMPARE(session_->stateText(), state);
    QVERIFY(session_->takeDecision(0));
    verifyReplays(id);
}

void TestPlaytestSession::undoAfterTheEndTakesTheEndBack() {
    startGame({kPerson, kRandom});
    QSignalSpy over(session_.get(), &PlaytestSession::gameOver);
    for (int i = 0; i < 400 && !session_->isOver(); ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(session_->isPersonToMove() || session_->isOver(), 10000);
        if (session_->isPersonToMove())
            QVERIFY(session_->takeDecision(0));
    }
    QVERIFY(session_->isOver());
    QCOMPARE(over.count(), 1);
    const qint64 id = session_->gameId();
    QVERIFY(GameStore(db()).game(id)->status == pb::db::GameStatus::Finished);
    const std::size_t logged = moves().size();

    QVERIFY(session_->canUndo());
    QVERIFY2(session_->undo(), qPrintable(session_->errorMessage()));
    QVERIFY(!session_->isOver());
    QVERIFY(session_->isPersonToMove());
    QVERIFY(session_->resultText().isEmpty());
    const auto game = GameStore(db()).game(id);
    QVERIFY(game->status == pb::db::GameStatus::Running);
    QVERIFY(game->result.is_null());
    QCOMPARE(moves().size(), logged + 1);
    verifyReplays(id);
    // Played to the end again, it is stored as finished once more and replays.
    for (int i = 0; i < 400 && !session_->isOver(); ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(session_->isPersonToMove() || session_->isOver(), 10000);
        if (session_->isPersonToMove())
            QVERIFY(session_->takeDecision(0));
    }
    QVERIFY(session_->isOver());
    QVERIFY(GameStore(db()).game(id)->status == pb::db::GameStatus::Finished);
    verifyReplays(id);
}

void TestPlaytestSession::undoWithNothingToTakeBackSaysSo() {
    startGame({kPerson, kPerson});
    const std::size_t logged = moves().size();
    QVERIFY(!session_->canUndo());
    QVERIFY(!session_->undo());
    QVERIFY(session_->errorMessage().contains(QStringLiteral("Nothing to undo")));
    QCOMPARE(moves().size(), logged);
    QVERIFY(session_->takeDecision(0));
    QVERIFY(session_->errorMessage().isEmpty());
}

void TestPlaytestSession::resumeContinuesTheSameGame() {
    startGame({kPerson, kPerson});
    playFirstDecisions(3);
    QVERIFY(session_->undo());
    const qint64 id = session_->gameId();
    const QString state = session_->stateText();
    const int gamesBefore = int(GameStore(db()).listGames().size());
    session_->close(); // leaving is not abandoning
    QVERIFY(!session_->isActive());
    QVERIFY(GameStore(db()).game(id)->status == pb::db::GameStatus::Running);
    // The session that closed it offers it at once (Ctrl+W on the page).
    QCOMPARE(session_->unfinishedGames().size(), 1);
    QCOMPARE(session_->unfinishedGames()[0].toMap().value(QStringLiteral("gameId")).toLongLong(),
             id);

    PlaytestSession resumed;
    resumed.setWorkbench(workbench_.get());
    QCOMPARE(resumed.unfinishedGames().size(), 1);
    QCOMPARE(resumed.unfinishedGames()[0].toMap().value(QStringLiteral("gameId")).toLongLong(), id);
    QVERIFY2(resumed.resume(id), qPrintable(resumed.errorMessage()));
    QCOMPARE(resumed.gameId(), id);
    QCOMPARE(resumed.stateText(), state);
    QCOMPARE(resumed.seed(), QStringLiteral("42"));
    QVERIFY(resumed.unfinishedGames().isEmpty()); // the open game is not offered
    QVERIFY(resumed.takeDecision(0));
    QVERIFY(resumed.undo());
    QVERIFY(resumed.undo()); // past the resume, into what was logged before
    QCOMPARE(int(GameStore(db()).listGames().size()), gamesBefore);
    QCOMPARE(GameStore(db()).moves(id).size(), std::size_t(4 + 1 + 1 + 2));
    verifyReplays(id);
    QVERIFY(!session_->resume(id + 1000));
    QVERIFY(!session_->errorMessage().isEmpty());
}

void TestPlaytestSession::abandonEndsTheGame() {
    startGame({kPerson, kPerson});
    playFirstDecisions(1);
    const qint64 id = session_->gameId();
    QVERIFY(session_->abandon());
    QVERIFY(!session_->isActive());
    QCOMPARE(session_->moveLog()->count(), 0);
    QVERIFY(GameStore(db()).game(id)->status == pb::db::GameStatus::Abandoned);
    QVERIFY(session_->unfinishedGames().isEmpty());
    QVERIFY(!session_->resume(id));
}

void TestPlaytestSession::annotationsAndTagsAreStored() {
    startGame({kPerson, kPerson});
    playFirstDecisions(2);
    MoveLogModel* log = session_->moveLog();
    QVERIFY(log->setAnnotation(1, QStringLiteral("a strong opening")));
    QVERIFY(log->addTag(2, QStringLiteral("question")));
    // The log reloads after the next decision and keeps both.
    QVERIFY(session_->takeDecision(0));
    QCOMPARE(log->data(log->index(1), MoveLogModel::AnnotationRole).toString(),
             QStringLiteral("a strong opening"));
    QCOMPARE(log->data(log->index(2), MoveLogModel::TagsRole).toStringList(),
             QStringList({QStringLiteral("question")}));
    const std::vector<pb::db::MoveRow> stored = moves();
    QCOMPARE(stored[1].annotation, QStringLiteral("a strong opening"));
    QCOMPARE(stored[2].tags, QStringList({QStringLiteral("question")}));
    QCOMPARE(GameStore(db()).game(session_->gameId())->annotatedMoves, 1);
}

void TestPlaytestSession::aFailedWriteStopsTheSession() {
    startGame({kPerson, kPerson});
    playFirstDecisions(1);
    const QString state = session_->stateText();
    // The game row disappears behind the session's back: the next write fails.
    GameStore(db()).removeGame(session_->gameId());
    QSignalSpy errorChanged(session_.get(), &PlaytestSession::errorMessageChanged);
    QVERIFY(!session_->takeDecision(0));
    QCOMPARE(errorChanged.count(), 1);
    QVERIFY(session_->errorMessage().contains(QStringLiteral("could not be written")));
    QCOMPARE(session_->stateText(), state); // the decision was not applied
    QVERIFY(!session_->isPersonToMove());
    QVERIFY(!session_->canUndo());
    QCOMPARE(session_->legalDecisions()->count(), 0);
    QVERIFY(session_->statusText().contains(QStringLiteral("Stopped")));
}

PLAYBENCH_TEST_MAIN(TestPlaytestSession)
#include "test_playtest_session.moc"
