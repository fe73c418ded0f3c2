#pragma once

#include "background_job.h"
#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// The Reports page's "Skill trace" for a stored run: pb::skillTrace (the same
// function as `playbench-cli skill-trace`) plays random and MCTS at rising
// iterations against each other on the run's design (its parameters, players
// and board or deck), in the background over every core, and stores the trace
// with the run (RunStore::setSkillTrace), so the page and the run's report
// show it. Cancel keeps the matches already played, marked cancelled.
class SkillTraceController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int gamesDone READ gamesDone NOTIFY progressChanged)
    Q_PROPERTY(int gamesTotal READ gamesTotal NOTIFY progressChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(int idealThreads READ idealThreads CONSTANT)

public:
    explicit SkillTraceController(QObject* parent = nullptr);

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    bool running() const { return job_.running(); }
    int gamesDone() const { return gamesDone_; }
    int gamesTotal() const { return gamesTotal_; }
    QString errorMessage() const { return errorMessage_; }
    static int idealThreads();

    // Traces run `runId`'s design. `config`: maxIterations (the strongest
    // MCTS; the ladder is random, then MCTS at 10, 100, ... up to it, at least
    // 10), games (per match, 2 to 100,000), threads, seed. Every pair of the
    // ladder plays, so the chart has more than one strength ratio. False with
    // errorMessage set when refused.
    Q_INVOKABLE bool start(int runId, const QVariantMap& config);
    Q_INVOKABLE void cancel();

signals:
    void workbenchChanged();
    void runningChanged();
    void progressChanged();
    void errorMessageChanged();
    // The trace ended and, unless it failed, is stored with run `runId`.
    void finished(int runId, bool cancelled);

private:
    void setErrorMessage(const QString& message);

    QPointer<Workbench> workbench_;
    int gamesDone_ = 0;
    int gamesTotal_ = 0;
    QString errorMessage_;
    BackgroundJob job_;
};

} // namespace pb::gui
