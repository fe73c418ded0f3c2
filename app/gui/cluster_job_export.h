#pragma once

#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// The Reports page's way to a cluster and back: "Export as cluster job…"
// writes a stored design with a run's settings as the job folder that
// `playbench-cli cluster` writes (the same code, app/cluster), for the
// designer to copy to a cluster and submit there; "Import merged run…" copies
// the runs of the store that job's merge wrote (merged.sqlite) into the open
// store's history, unchanged (numbers, games, moves).
class ClusterJobExport : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)

public:
    explicit ClusterJobExport(QObject* parent = nullptr);

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    QString errorMessage() const { return errorMessage_; }

    // Writes the job folder `folder` (created; it must not hold a job) for
    // design `designId` of the open store: `games` games from run seed `seed`
    // (decimal text, a 64-bit seed) between `agents` (simulate's --agents), cut
    // into `shards` shards of `threads` threads each. False with errorMessage
    // set on failure; nothing is submitted.
    Q_INVOKABLE bool exportJob(int designId, const QString& folder, int games, int shards,
                               int threads, const QString& seed, const QString& agents);

    // Copies every run of the store `file` into the open store; returns the
    // id of the first run copied, or 0 with errorMessage set.
    Q_INVOKABLE int importMergedRuns(const QString& file);

signals:
    void workbenchChanged();
    void errorMessageChanged();

private:
    void setErrorMessage(const QString& message);

    QPointer<Workbench> workbench_;
    QString errorMessage_;
};

} // namespace pb::gui
