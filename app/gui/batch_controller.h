#pragma once

#include "background_job.h"
#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// What the Reports page's game-playing controllers (runs, A/B comparison,
// auto-balance, skill trace) share: the workbench whose store they read, a
// background job with its progress in games, an error to show, and cancel.
// The page binds the same properties on each, so they are declared once here.
// A job under way is cancelled and waited for by job_'s destructor; a job's
// work never touches the controller (BackgroundJob), so the derived parts
// may be gone by then. Derive as `public pb::gui::BatchController`: Qt 6.4's
// type registrar looks a base up by the name written there, and with a short
// name qmllint and the QML compiler miss these properties.
class BatchController : public QObject {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int gamesDone READ gamesDone NOTIFY progressChanged)
    Q_PROPERTY(int gamesTotal READ gamesTotal NOTIFY progressChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    // The number of threads to offer by default: one per core.
    Q_PROPERTY(int idealThreads READ idealThreads CONSTANT)

public:
    explicit BatchController(QObject* parent = nullptr);

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    bool running() const { return job_.running(); }
    int gamesDone() const { return gamesDone_; }
    int gamesTotal() const { return gamesTotal_; }
    QString errorMessage() const { return errorMessage_; }
    static int idealThreads();

    // Asks the job under way to stop; its work decides where (each
    // controller's `finished` says what was kept).
    Q_INVOKABLE void cancel();

signals:
    void workbenchChanged();
    void runningChanged();
    void progressChanged();
    void errorMessageChanged();

protected:
    void setErrorMessage(const QString& message);
    // False with errorMessage set while a job is under way (`busy` says which)
    // or no store is open; a controller's start() asks this first.
    bool readyToStart(const QString& busy);
    // Takes the job's count of games done; a controller that shows more (a
    // rate) adds it before emitting progressChanged itself.
    virtual void pollProgress();

    QPointer<Workbench> workbench_;
    int gamesDone_ = 0;
    int gamesTotal_ = 0;
    QString errorMessage_;
    BackgroundJob job_;
};

} // namespace pb::gui
