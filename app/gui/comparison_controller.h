#pragma once

#include "batch_controller.h"
#include "parameter_form_model.h"

#include <QObject>
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
// The count of games done runs over A then B; a cancelled comparison shows
// no result.
class ComparisonController : public pb::gui::BatchController {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(QString nameA READ nameA NOTIFY resultChanged)
    Q_PROPERTY(QString nameB READ nameB NOTIFY resultChanged)
    // The primary metric's verdict (the first player's advantage, or the
    // team's win rate), then how many games a difference that matters needs
    // when it may be chance, then the largest real secondary finding.
    Q_PROPERTY(QString headline READ headline NOTIFY resultChanged)
    // How the verdicts were judged together (the primary's level, Holm's
    // correction for the others), in one sentence.
    Q_PROPERTY(QString correction READ correction NOTIFY resultChanged)
    // [{id, label, a, b, difference, interval ("-4.1 to -0.5 points"), range
    // ("-4.1 … -0.5"), real, verdict}], the numbers as shown texts.
    Q_PROPERTY(QVariantList rows READ rows NOTIFY resultChanged)
    // The difference maps, B minus A per game, of the heatmaps both designs
    // share (HeatmapView::forDifference); empty when heatmaps were not counted.
    Q_PROPERTY(QVariantList heatmaps READ heatmaps NOTIFY resultChanged)
    // Design B's parameters when B is design A with changes (prepareChanges).
    Q_PROPERTY(pb::gui::ParameterFormModel* changesForm READ changesForm CONSTANT)

public:
    explicit ComparisonController(QObject* parent = nullptr);

    bool hasResult() const { return !rows_.isEmpty(); }
    QString nameA() const { return nameA_; }
    QString nameB() const { return nameB_; }
    QString headline() const { return headline_; }
    QString correction() const { return correction_; }
    QVariantList rows() const { return rows_; }
    QVariantList heatmaps() const { return heatmaps_; }
    ParameterFormModel* changesForm() { return &changesForm_; }

    // Fills changesForm with design `designA`'s ruleset and parameters, no
    // change yet (an unknown design empties it).
    Q_INVOKABLE void prepareChanges(int designA);

    // Plays designs `designA` and `designB` (of one ruleset, each on its own
    // board or deck) with `config`: players, agents (one spec per seat),
    // games (2 to 1,000,000 per design), threads, seed, heatmaps (count the
    // ruleset's heatmaps for difference maps; true unless false). With `bChanges` true
    // in `config`, B is design A with changesForm's parameters (its set-up
    // too) and `designB` is not read; at least one parameter must differ.
    // Returns false with errorMessage set when refused (nothing plays then).
    Q_INVOKABLE bool start(int designA, int designB, const QVariantMap& config);
    // Writes the comparison's report as "html" or "pdf"; false with errorMessage set.
    Q_INVOKABLE bool exportReport(const QString& format, const QUrl& file);

signals:
    void resultChanged();
    // The comparison ended: with a result, or cancelled, or failed (errorMessage).
    void finished(bool cancelled);

private:
    void showResult(const pb::ReportContext& context);

    QString nameA_, nameB_, headline_, correction_;
    QVariantList rows_, heatmaps_;
    ParameterFormModel changesForm_;
    std::shared_ptr<const pb::ReportContext> context_;
};

} // namespace pb::gui
