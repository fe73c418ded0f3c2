#pragma once

#include "workbench.h"

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>

namespace pb {
struct ReportContext;
}

namespace pb::gui {

struct RunReportData;

// What the Reports page shows of one stored run, computed in C++ from the store
// alone by the same code as `playbench-cli report` (db::loadReportContext):
// the run's description, every balance metric (docs/reports.md gives the
// fields), the skill games, the sweep the run belongs to as chart series, and
// its outlier games. QML only draws these numbers. Also exports the run's
// report with the CLI's writers. Each card's part is made by its own view
// (ReportWording, SweepView, SkillTraceView, OutlierGames,
// HeatmapView::forRunMaps; ReportExport for the files); this class reads the
// run (RunReportData) and hands them their parts. A run is read off the GUI thread, on its own
// connection to the store (a million-game run takes seconds to summarize);
// `loading` is true meanwhile, and a result for a run no longer asked for is
// dropped.
class RunSummary : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    // The run shown; 0 for none.
    Q_PROPERTY(int runId READ runId WRITE setRunId NOTIFY runIdChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY summaryChanged)
    Q_PROPERTY(bool loading READ loading NOTIFY loadingChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    // {title, ruleset, players, agents, games, seed, createdAt (local), program, command,
    // logMoves, cancelled, params (text)}.
    Q_PROPERTY(QVariantMap info READ info NOTIFY summaryChanged)
    // pb::balanceMetrics() of the run, as it is.
    Q_PROPERTY(QVariantMap metrics READ metrics NOTIFY summaryChanged)
    // pb::skillMetrics() of its skill games, or empty.
    Q_PROPERTY(QVariantMap skill READ skill NOTIFY summaryChanged)
    // For a point of a sweep: {parameter, min, max, series: [{name, points:
    // [{x, y, low, high}]}], lengthSeries: {name, points}}; else empty.
    Q_PROPERTY(QVariantMap sweep READ sweep NOTIFY summaryChanged)
    // [{kind, title, detail, gameIndex, gameId (-1 when its moves were not
    // logged), turns}]: the longest game, the shortest, a surprising loss.
    Q_PROPERTY(QVariantList outliers READ outliers NOTIFY summaryChanged)
    // The run's heatmaps, when it counted them, per game and where seats
    // differ per seat (HeatmapView::forRun); else empty.
    Q_PROPERTY(QVariantList heatmaps READ heatmaps NOTIFY summaryChanged)
    // The skill trace stored with the run: {cooperative, verdictKind ("skill",
    // "luck", "mixed"), verdict (the plain line, in the interface language),
    // cancelled, xMax, points: [{x (log10 of the strength or the strength
    // ratio), rate, low, high, label}], expected (competitive: the rate of
    // equal play, else -1)}; else empty.
    Q_PROPERTY(QVariantMap skillTrace READ skillTrace NOTIFY summaryChanged)

public:
    explicit RunSummary(QObject* parent = nullptr);
    ~RunSummary() override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    int runId() const { return runId_; }
    void setRunId(int runId);
    bool loaded() const { return context_ != nullptr; }
    bool loading() const { return loading_; }
    QString errorMessage() const { return errorMessage_; }
    QVariantMap info() const { return info_; }
    QVariantMap metrics() const { return metrics_; }
    QVariantMap skill() const { return skill_; }
    QVariantMap sweep() const { return sweep_; }
    QVariantList outliers() const { return outliers_; }
    QVariantList heatmaps() const { return heatmaps_; }
    QVariantMap skillTrace() const { return skillTrace_; }

    // Reads the run again from the store, in the background.
    Q_INVOKABLE void reload();
    // Writes the run's report as "html", "csv" (per-game rows), "json" or "pdf"
    // to `file` atomically; false with errorMessage set on failure.
    Q_INVOKABLE bool exportReport(const QString& format, const QUrl& file);
    // "report-run-7.html": a file name to offer in the save dialog.
    Q_INVOKABLE QString suggestedFileName(const QString& format) const;

signals:
    void workbenchChanged();
    void runIdChanged();
    void summaryChanged();
    void errorMessageChanged();
    void loadingChanged();

private:
    // Asks the read under way to stop, and waits until it has.
    void stopReading();
    void show(RunReportData loaded);
    void clear();
    void setLoading(bool loading);
    void setErrorMessage(const QString& message);

    QPointer<Workbench> workbench_;
    int runId_ = 0;
    // Counts reloads: a background read shows its result only if no reload came after it.
    quint64 generation_ = 0;
    // The read under way: stopped and joined before another starts and before
    // this object goes, so no read outlives the window (and SQLite) it reads for.
    QFuture<void> reading_;
    std::shared_ptr<std::atomic<bool>> stopReading_;
    bool loading_ = false;
    std::shared_ptr<const pb::ReportContext> context_;
    QString errorMessage_;
    QVariantMap info_, metrics_, skill_, sweep_;
    QVariantList outliers_;
    QVariantList heatmaps_;
    QVariantMap skillTrace_;
};

} // namespace pb::gui
