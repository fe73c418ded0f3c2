#pragma once

#include "board_presenter.h"
#include "board_projection.h"
#include "board_tiles_model.h"
#include "legal_decision_model.h"
#include "move_log_model.h"
#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>

namespace pb {
class Game;
class Ruleset;
class State;
struct Decision;
namespace check {
struct Reproduction;
}
} // namespace pb

namespace pb::db {
class Database;
} // namespace pb::db

namespace pb::gui {

class AgentThreads;
class BoardPresenter;

// One live playtest of a design on the workbench's database: people and agents
// take turns, every decision is logged through GameLogger the moment it is made,
// and the page shows the board, the legal decisions and the move log.
//
// The whole game is deterministic given its seed: chance draws and every agent's
// seed derive from (seed, log row index). Agents think in a worker thread on a
// copy of the state; a result that comes back after an undo, an abandon or a new
// game is dropped (a generation counter). A failed write (StoreError) stops the
// session with errorMessage set: nothing written before is lost and the game stays
// "running" in the store, so it can be resumed. Leaving a game (a new playtest,
// closing the window) never abandons it; only abandon() does.
class PlaytestSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(bool active READ isActive NOTIFY gameChanged)
    Q_PROPERTY(int gameId READ qmlGameId NOTIFY gameChanged)
    Q_PROPERTY(bool hasAgentSeat READ hasAgentSeat NOTIFY gameChanged)
    Q_PROPERTY(int designId READ designId NOTIFY gameChanged)
    Q_PROPERTY(QString designName READ designName NOTIFY gameChanged)
    Q_PROPERTY(QString rulesetId READ rulesetId NOTIFY gameChanged)
    // The board view BoardHost.qml loads for the game's ruleset (a qrc URL).
    Q_PROPERTY(QString boardView READ boardView NOTIFY gameChanged)
    // Whether some seat cannot see part of the table (hands): the page then
    // offers the open-hands option.
    Q_PROPERTY(bool hasHiddenInformation READ hasHiddenInformation NOTIFY gameChanged)
    // The seat whose view the board shows (-1: every hand open).
    Q_PROPERTY(int viewerSeat READ viewerSeat NOTIFY gameChanged)
    Q_PROPERTY(QString seed READ seed NOTIFY gameChanged)
    Q_PROPERTY(QStringList seats READ seats NOTIFY gameChanged)
    Q_PROPERTY(pb::gui::BoardTilesModel* tiles READ tiles CONSTANT)
    // The board-view contract's inputs (BoardHost.qml): BoardPresenter::describe
    // of the current state as the viewing seat sees it, and the click targets
    // of the legal decisions of the person to move.
    Q_PROPERTY(QVariantMap boardData READ boardData NOTIFY gameChanged)
    Q_PROPERTY(QVariantList legalTargets READ legalTargets NOTIFY gameChanged)
    // The "open hands" table option: every hand shown face up, whoever looks.
    Q_PROPERTY(bool openHands READ openHands WRITE setOpenHands NOTIFY openHandsChanged)
    Q_PROPERTY(pb::gui::LegalDecisionModel* legalDecisions READ legalDecisions CONSTANT)
    Q_PROPERTY(pb::gui::MoveLogModel* moveLog READ moveLog CONSTANT)
    Q_PROPERTY(int currentActor READ currentActor NOTIFY gameChanged)
    Q_PROPERTY(QString currentActorName READ currentActorName NOTIFY gameChanged)
    Q_PROPERTY(bool isPersonToMove READ isPersonToMove NOTIFY gameChanged)
    Q_PROPERTY(bool isAgentToMove READ isAgentToMove NOTIFY gameChanged)
    Q_PROPERTY(bool isOver READ isOver NOTIFY gameChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY gameChanged)
    // Why the game ended and who won, as the ruleset's presenter says it.
    Q_PROPERTY(QString resultText READ resultText NOTIFY gameChanged)
    // What each player needs to decide (BoardPresenter::playerPanel): {summary, players}.
    Q_PROPERTY(QVariantMap playerPanel READ playerPanel NOTIFY gameChanged)
    Q_PROPERTY(QVariantList ranks READ ranks NOTIFY gameChanged)
    // The state as JSON text, as the viewing seat may see it (see viewerSeat).
    Q_PROPERTY(QString stateText READ stateText NOTIFY gameChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusTextChanged)
    Q_PROPERTY(QVariantList choicesAtSquare READ choicesAtSquare NOTIFY choicesAtSquareChanged)
    Q_PROPERTY(bool running READ isRunning NOTIFY runningChanged)
    Q_PROPERTY(bool thinking READ isThinking NOTIFY thinkingChanged)
    Q_PROPERTY(int speedMs READ speedMs WRITE setSpeedMs NOTIFY speedMsChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(QVariantList unfinishedGames READ unfinishedGames NOTIFY unfinishedGamesChanged)
    // For a game of a script version that failed Check or was never checked:
    // what Check said and that playing by hand is allowed (script_gate.h);
    // "" otherwise. The page shows it as a banner.
    Q_PROPERTY(QString scriptCheckBanner READ scriptCheckBanner NOTIFY gameChanged)

public:
    static constexpr int kMaxSpeedMs = 2000;

    explicit PlaytestSession(QObject* parent = nullptr);
    ~PlaytestSession() override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);

    bool isActive() const;
    qint64 gameId() const;
    // A computer player sits in some seat.
    bool hasAgentSeat() const;
    int designId() const { return int(designId_); }
    QString designName() const { return designName_; }
    QString rulesetId() const { return rulesetId_; }
    QString boardView() const { return board_.boardView(); }
    bool hasHiddenInformation() const;
    QString seed() const;
    QStringList seats() const { return seats_; }
    BoardTilesModel* tiles() { return &tiles_; }
    QVariantMap boardData() const { return board_.boardData(); }
    QVariantList legalTargets() const { return board_.targets(); }
    // Whose eyes the board shows: -1 (every hand open) with openHands, else the
    // person to move, else the first person seat, else -1 (agents only).
    int viewerSeat() const;
    bool openHands() const { return openHands_; }
    void setOpenHands(bool open);
    LegalDecisionModel* legalDecisions() { return &legalDecisions_; }
    MoveLogModel* moveLog() { return &moveLog_; }
    int currentActor() const;
    QString currentActorName() const;
    bool isPersonToMove() const;
    bool isAgentToMove() const;
    bool isOver() const;
    bool canUndo() const;
    QString resultText() const;
    QVariantMap playerPanel() const { return board_.playerPanel(); }
    QVariantList ranks() const;
    QString stateText() const;
    QString statusText() const;
    QVariantList choicesAtSquare() const { return choicesAtSquare_; }
    bool isRunning() const { return running_; }
    bool isThinking() const { return thinkingGeneration_ != 0; }
    int speedMs() const { return speedMs_; }
    void setSpeedMs(int ms);
    QString errorMessage() const { return errorMessage_; }
    QVariantList unfinishedGames() const { return unfinishedGames_; }
    QString scriptCheckBanner() const { return scriptCheckBanner_; }

    // A fresh seed for the dialog, as decimal text.
    Q_INVOKABLE static QString randomSeed();

    // Starts a game of design `designId` for `players` seats, one agent spec per
    // seat ("human" for a person, "random", "greedy", "mcts:iterations=N"), seeded
    // with `seed` (decimal text). Writes the games row, then takes the chance
    // decisions before the first seat acts. Agents move on their own while
    // running; a game with a person seat starts running, one of agents only
    // starts paused. Returns false with errorMessage set if nothing was started.
    Q_INVOKABLE bool start(int designId, int players, const QStringList& seatSpecs,
                           const QString& seed);
    // Starts a new logged game where a Check broke (ScriptCheck's "Open in
    // Playtest"): `reproduction`'s parameters, players, seed and set-up of
    // `ruleset` (the exact version checked), every seat a person, and its
    // decisions applied and logged as moves, chance outcomes too, so the
    // designer stands at the failing decision. Paused; no chance is drawn
    // after the last one. False with errorMessage set if nothing was started;
    // a decision of the reproduction that fails leaves the game before it.
    bool startFromReproduction(const pb::Ruleset& ruleset,
                               const pb::check::Reproduction& reproduction);
    // Continues stored game `gameId` (running, not part of a run) from its log,
    // logging into the same game row. Starts paused.
    Q_INVOKABLE bool resume(qint64 gameId);
    // The person to move takes legal decision `row` of legalDecisions.
    Q_INVOKABLE bool takeDecision(int row);
    // A click on `square`: takes the one legal decision acting on it; when
    // several do, lists them in choicesAtSquare and takes none.
    Q_INVOKABLE bool takeDecisionAtSquare(int square);
    Q_INVOKABLE void clearChoices();
    // The agent to move decides once (in the worker thread); pauses a run.
    Q_INVOKABLE bool step();
    Q_INVOKABLE void run();
    Q_INVOKABLE void pause();
    // Takes back the latest decision of a person (of any seat when only agents
    // play) with the agents' replies and chance draws after it, as one undo row,
    // and continues from the state before it, paused. After the end it takes the
    // end back too (the game runs again). With nothing to take back it says so
    // in errorMessage and returns false.
    Q_INVOKABLE bool undo();
    // Marks the game abandoned and ends the session.
    Q_INVOKABLE bool abandon();
    // Leaves the game as it is in the store (running games stay resumable).
    Q_INVOKABLE void close();
    // Reads unfinishedGames again: each {gameId, designId, designName, rulesetId,
    // players, seats, moveCount, startedAt (local, short text)}, newest first.
    Q_INVOKABLE void refreshUnfinishedGames();
    // A short demo of the first design (P1 a person, P2 random, seed 1) with
    // `decisions` decisions played and one annotated, paused: for screenshots.
    Q_INVOKABLE bool startDemo(int decisions = 14);

protected:
signals:
    void openHandsChanged();
    void workbenchChanged();
    void gameChanged();
    void statusTextChanged();
    void choicesAtSquareChanged();
    void runningChanged();
    void thinkingChanged();
    void speedMsChanged();
    void errorMessageChanged();
    void unfinishedGamesChanged();
    // A decision was taken and logged (by a person, an agent or chance).
    void decisionTaken();
    void gameOver();

private:
    struct Live;

    void onDatabaseChanged();
    pb::db::Database* database() const;
    // Makes `live` the open game (closing the one before, which stays as stored).
    void open(std::unique_ptr<Live> live, qint64 designId, const QString& designName,
              const QString& rulesetId, const QStringList& seats, const nlohmann::json& setup);
    // A game is open, not stopped by a failed write and not over.
    bool isPlayable() const;
    // How many of the latest effective decisions one undo takes back (0: none).
    int undoDepth() const;
    // Store ids fit an int; QML has no 64-bit integer property type.
    int qmlGameId() const { return int(gameId()); }
    // Applies `decision` for the actor to move and logs it; false (session stopped
    // on a store error, or refused as illegal) leaves the state unchanged.
    bool apply(const pb::Decision& decision);
    // After every change: chance draws, the end of the game, the next agent's turn.
    void advance();
    void requestAgentDecision();
    // The agent to move decides in this thread (the demo only).
    bool decideNow();
    void onAgentDecided(quint64 generation, pb::Decision decision, QString error);
    void refreshViews();
    void finishIfOver();
    void stopOnError(const QString& message);
    void setRunning(bool running);
    void setThinking(quint64 generation);
    void setErrorMessage(const QString& message);
    void setChoices(QVariantList choices);
    std::uint64_t decisionSeed() const;
    // Every state of the game so far, oldest first, the current one last.
    StateHistory history() const;
    bool isPersonSeat(int seat) const;

    QPointer<Workbench> workbench_;
    std::unique_ptr<Live> live_;
    qint64 designId_ = 0;
    QString designName_;
    QString rulesetId_;
    QStringList seats_;
    BoardTilesModel tiles_;
    BoardProjection board_;
    bool openHands_ = false;
    LegalDecisionModel legalDecisions_;
    MoveLogModel moveLog_;
    QVariantList choicesAtSquare_;
    bool running_ = false;
    int speedMs_ = 400;
    QString errorMessage_;
    QVariantList unfinishedGames_;
    QString scriptCheckBanner_;
    // Bumped whenever a pending agent decision must be forgotten.
    quint64 generation_ = 1;
    // The generation an agent is thinking for, or 0.
    quint64 thinkingGeneration_ = 0;
    // Waits speedMs between agent decisions while running.
    QTimer agentTimer_;
    // Agents think here; it waits for their threads as it goes.
    AgentThreads* agents_;
};

} // namespace pb::gui
