#pragma once

#include "background_job.h"
#include "parameter_form_model.h"
#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace pb {
struct ReportContext;
}

namespace pb::gui {

// A/B comparison of two designs of one ruleset on the Reports page: both play
// the same games (the same agents on the same seeds, common random numbers) in
// the background, then compareBatches() (core/stats/ab_comparison) sets every
// metric of A beside B's with the difference, its 95% interval and a verdict,
// worded here in the interface language. Nothing is stored: a comparison is a
// question about two designs, not a run; its report (design A's balance report
// with an "A/B comparison" section) is exported as HTML or PDF. Design B is
// another saved design, or design A with parameter changes made in
// changesForm (nothing saved: the question "what if this parameter were
// different" needs no new design).
class ComparisonController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int gamesDone READ gamesDone NOTIFY progressChanged)
    Q_PROPERTY(int gamesTotal READ gamesTotal NOTIFY progressChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(QString nameA READ nameA NOTIFY resultChanged)
    Q_PROPERTY(QString nameB READ nameB NOTIFY resultChanged)
    // The first metric's verdict (the first player's advantage, or the team's win rate).
    Q_PROPERTY(QString headline READ headline NOTIFY resultChanged)
    // [{id, label, a, b, difference, interval ("-4.1 to -0.5 points"), range
    // ("-4.1 … -0.5"), real, verdict}], the numbers as shown texts.
    Q_PROPERTY(QVariantList rows READ rows NOTIFY resultChanged)
    Q_PROPERTY(int idealThreads READ idealThreads CONSTANT)
    // Design B's parameters when B is design A with changes (prepareChanges).
    Q_PROPERTY(pb::gui::ParameterFormModel* changesForm READ changesForm CONSTANT)

public:
    explicit ComparisonController(QObject* parent = nullptr);
    // A comparison under way is cancelled and waited for by job_'s destructor.

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    bool running() const { return job_.running(); }
    int gamesDone() const { return gamesDone_; }
    int gamesTotal() const { return gamesTotal_; }
    QString errorMessage() const { return errorMessage_; }
    bool hasResult() const { return !rows_.isEmpty(); }
    QString nameA() const { return nameA_; }
    QString nameB() const { return nameB_; }
    QString headline() const { return headline_; }
    QVariantList rows() const { return rows_; }
    static int idealThreads();
    ParameterFormModel* changesForm() { return &changesForm_; }

    // Fills changesForm with design `designA`'s ruleset and parameters, no
    // change yet (an unknown design empties it).
    Q_INVOKABLE void prepareChanges(int designA);

    // Plays designs `designA` and `designB` (of one ruleset, each on its own
    // board or deck) with `config`: players, agents (one spec per seat),
    // games (2 to 1,000,000 per design), threads, seed. With `bChanges` true
    // in `config`, B is design A with changesForm's parameters (its set-up
    // too) and `designB` is not read; at least one parameter must differ.
    // Returns false with errorMessage set when refused (nothing plays then).
    Q_INVOKABLE bool start(int designA, int designB, const QVariantMap& config);
    // Stops after the games under way; no result is shown for a cancelled comparison.
    Q_INVOKABLE void cancel();
    // Writes the comparison's report as "html" or "pdf"; false with errorMessage set.
    Q_INVOKABLE bool exportReport(const QString& format, const QUrl& file);

protected:
signals:
    void workbenchChanged();
    void runningChanged();
    void progressChanged();
    void errorMessageChanged();
    void resultChanged();
    // The comparison ended: with a result, or cancelled, or failed (errorMessage).
    void finished(bool cancelled);

private:
    void setErrorMessage(const QString& message);
    void pollProgress();
    void showResult(const pb::ReportContext& context);

    QPointer<Workbench> workbench_;
    int gamesDone_ = 0;
    int gamesTotal_ = 0;
    QString errorMessage_;
    QString nameA_, nameB_, headline_;
    QVariantList rows_;
    ParameterFormModel changesForm_;
    std::shared_ptr<const pb::ReportContext> context_;
    // Plays A then B; its count of games done runs over both.
    BackgroundJob job_;
};

} // namespace pb::gui
