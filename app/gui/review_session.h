#pragma once

#include "board_presenter.h"
#include "board_projection.h"
#include "board_tiles_model.h"
#include "move_log_model.h"
#include "review_analysis.h"
#include "workbench.h"

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <vector>

namespace pb {
class State;
}

namespace pb::db {
class GameReplay;
}

namespace pb::gui {

class BoardPresenter;

// One stored game opened on the Review page: its log replayed once on opening,
// the board at any step (the state after that many log rows, with the square of
// the decision that led there highlighted), the move log with editable
// annotations and tags, and export as JSON (replayable with
// `playbench-cli replay --file`) or CSV. Nothing here throws into QML: a game
// that does not exist, a log that does not replay, a file that cannot be
// written all end in errorMessage.
class ReviewSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(int gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(bool isOpen READ isOpen NOTIFY gameChanged)
    // One line about the open game: its id, design, ruleset, seats and result.
    Q_PROPERTY(QString summary READ summary NOTIFY summaryChanged)
    // The name of the open game's design; empty when none is open or the game
    // has no design (the status bar names it while Review is on screen).
    Q_PROPERTY(QString designName READ designName NOTIFY gameChanged)
    // The board view BoardHost.qml loads for the game's ruleset (a qrc URL),
    // or empty when no game is open.
    Q_PROPERTY(QString boardView READ boardView NOTIFY gameChanged)
    // 0 .. stepCount: the state after that many log rows.
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)
    // The log rows that replay (all of them unless the log is damaged).
    Q_PROPERTY(int stepCount READ stepCount NOTIFY gameChanged)
    // The log row that led to the shown state (step - 1), or -1 at the start.
    Q_PROPERTY(int currentRow READ currentRow NOTIFY stepChanged)
    // What the current row did, or that this is the initial position.
    Q_PROPERTY(QString stepText READ stepText NOTIFY stepChanged)
    // Who acts at this step, or how the game ended.
    Q_PROPERTY(QString positionText READ positionText NOTIFY stepChanged)
    // The state's JSON, indented: the whole position for rulesets without a board view.
    Q_PROPERTY(QString stateText READ stateText NOTIFY stepChanged)
    // 16 hex digits of the state's hash, as stored in the log.
    Q_PROPERTY(QString stateHash READ stateHash NOTIFY stepChanged)
    Q_PROPERTY(pb::gui::BoardTilesModel* tiles READ tiles CONSTANT)
    // For board views that are not a tile grid (Torus Lab): the position at this
    // step with every hand open (a review sees the whole table), and the click
    // target of the decision that led to it, highlighted.
    Q_PROPERTY(QVariantMap boardData READ boardData NOTIFY stepChanged)
    Q_PROPERTY(QVariantList highlightedTargets READ highlightedTargets NOTIFY stepChanged)
    Q_PROPERTY(pb::gui::MoveLogModel* moveLog READ moveLog CONSTANT)
    // The second opinion on the game's moves: running it, and what is stored.
    Q_PROPERTY(pb::gui::ReviewAnalysis* analysis READ analysis CONSTANT)
    // The analysis of the current row's decision, or empty when it has none:
    // {label, labelText, playedText, bestText, winPlayed, winBest, agrees,
    // iterations}, the chances the deciding seat's (0..1).
    Q_PROPERTY(QVariantMap moveAnalysis READ moveAnalysis NOTIFY moveAnalysisChanged)
    // The click target of the decision the analysis preferred at the current
    // row's position (the board's ghost), or -1: none, no square, or the
    // person's own choice.
    Q_PROPERTY(int ghostTarget READ ghostTarget NOTIFY moveAnalysisChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    // What the last export wrote, for the status line; empty before.
    Q_PROPERTY(QString exportMessage READ exportMessage NOTIFY exportMessageChanged)

public:
    explicit ReviewSession(QObject* parent = nullptr);
    ~ReviewSession() override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);

    qint64 gameId() const { return gameId_; }
    bool isOpen() const { return gameId_ > 0; }
    // Worded when asked, so a language switch words it again.
    QString summary() const;
    QString designName() const { return designName_; }
    QString boardView() const { return board_.boardView(); }
    int step() const { return step_; }
    void setStep(int step);
    int stepCount() const;
    int currentRow() const { return step_ - 1; }
    QString stepText() const;
    QString positionText() const;
    QString stateText() const;
    QString stateHash() const;
    BoardTilesModel* tiles() const { return tiles_; }
    QVariantMap boardData() const { return board_.boardData(); }
    QVariantList highlightedTargets() const { return board_.targets(); }
    MoveLogModel* moveLog() const { return moveLog_; }
    ReviewAnalysis* analysis() const { return analysis_; }
    QVariantMap moveAnalysis() const;
    int ghostTarget() const { return ghostTarget_; }
    QString errorMessage() const { return errorMessage_; }
    QString exportMessage() const { return exportMessage_; }

    // Opens game `gameId` of the workbench's database at step 0. Returns false
    // (errorMessage says why, the session closed) if it cannot be read.
    Q_INVOKABLE bool openGame(qint64 gameId);
    Q_INVOKABLE void close();

    Q_INVOKABLE void next();
    Q_INVOKABLE void previous();
    Q_INVOKABLE void first();
    Q_INVOKABLE void last();
    // Moves to the step showing the next / previous annotated or tagged log row;
    // false (and no move) when there is none.
    Q_INVOKABLE bool nextAnnotated();
    Q_INVOKABLE bool previousAnnotated();
    // Shows the state right after log row `row`.
    Q_INVOKABLE void showRow(int row);

    // Writes the game to `target` (a local path or a file: URL, as a FileDialog
    // gives it) atomically. False with errorMessage set on failure.
    Q_INVOKABLE bool exportJson(const QString& target);
    Q_INVOKABLE bool exportCsv(const QString& target);
    // The file name to offer in the save dialog: game-<id>.<extension>.
    Q_INVOKABLE QString suggestedFileName(const QString& extension) const;

signals:
    // The game opened or closed, or the interface language changed.
    void summaryChanged();
    void workbenchChanged();
    void gameChanged();
    void stepChanged();
    void errorMessageChanged();
    void exportMessageChanged();
    void moveAnalysisChanged();

private:
    void showStep();
    // Works out the ghost of the current row (after a step or a new analysis).
    void showGhost();
    bool writeFile(const QString& target, const QByteArray& bytes, const QString& what);
    void setErrorMessage(const QString& message);
    void setExportMessage(const QString& message);
    const pb::State* currentState() const;
    // The states the game passed through to the current step, undone ones left
    // out, the current one last.
    StateHistory historyToStep() const;

    Workbench* workbench_ = nullptr;
    qint64 gameId_ = 0;
    QString designName_;
    QString rulesetName_;
    QStringList seats_;
    std::unique_ptr<pb::db::GameReplay> replay_;
    // [i]: the state after i log rows, as far as the log replays.
    std::vector<std::unique_ptr<pb::State>> states_;
    int step_ = 0;
    BoardTilesModel* tiles_;
    BoardProjection board_;
    MoveLogModel* moveLog_;
    ReviewAnalysis* analysis_;
    int ghostTarget_ = -1;
    QString errorMessage_;
    QString exportMessage_;
};

} // namespace pb::gui
