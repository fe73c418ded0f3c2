#pragma once

#include "batch_controller.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>

namespace pb::gui {

// Auto-balance on the Reports page: the designer picks targets (what the games
// must show) and the whole-number parameters it may change with their ranges;
// pb::autoBalance() (core/studies/auto_balance) spends a budget of games on the
// candidates in the background, over every core, every candidate on the same
// seeds. The best candidates come back with their measured metrics and
// intervals; "Open as new design" stores one as a design, as `playbench-cli
// balance --out-design` writes one to a file. Nothing else is stored.
class BalanceController : public pb::gui::BatchController {
    Q_OBJECT
    QML_ELEMENT
    // [{values (text), games, meetsAll, targets: [{text, value, interval, met}]}], best first.
    Q_PROPERTY(QVariantList candidates READ candidates NOTIFY resultChanged)
    // How the budget was spent: "12 candidates, 3 rounds, 1,000 games".
    Q_PROPERTY(QString summary READ summary NOTIFY resultChanged)
    // The search the next start() uses: "halving" (successive halving over
    // the candidates, the default) or "ntbea" (NTBEA over the whole grid,
    // spending the budget as evaluations of 20 games). Another word is ignored.
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY searchChanged)
    // The searches offered, [{value, label, description}], in the interface language.
    Q_PROPERTY(QVariantList searches READ searches NOTIFY languageChanged)
    // How many times the interface language has changed: a binding that calls
    // targetLabel, parameterLabel or optionLabel reads it too, so a switch
    // words it again (QML retranslates only bindings that call qsTr).
    Q_PROPERTY(int language READ language NOTIFY languageChanged)

public:
    explicit BalanceController(QObject* parent = nullptr);

    QVariantList candidates() const { return candidates_; }
    QString summary() const { return summary_; }
    QString search() const { return search_; }
    void setSearch(const QString& search);
    QVariantList searches() const;
    int language() const { return language_; }

    // The targets a design's ruleset offers: [{metric, label, low, high}], the
    // bounds a sensible default (null when open): the first player's advantage
    // (the team's win rate for a cooperative ruleset), the mean game length,
    // the draw rate, and the use of each counter.
    Q_INVOKABLE QVariantList targetKinds(int designId) const;
    // The parameters auto-balance may vary: whole numbers [{name, label, type
    // "int", min, max, value, from, to}] and choices [{name, label, type
    // "choice", options, value}]. from..to is the range suggested: values
    // around the design's own that the design can take (its saved set-up
    // plays with each of them), not merely the schema's.
    Q_INVOKABLE QVariantList parameters(int designId) const;
    // The labels of a target metric and of a parameter of design `designId`'s
    // ruleset, in the interface language: bound apart from the lists, so a
    // language switch rewords the rows without rebuilding them.
    Q_INVOKABLE QString targetLabel(int designId, const QString& metric) const;
    Q_INVOKABLE QString parameterLabel(int designId, const QString& name) const;
    // An option of a choice parameter, in the interface language.
    Q_INVOKABLE QString optionLabel(int designId, const QString& name, const QString& option) const;
    // Starts the search for design `designId`. `config`: players, agents,
    // vary [{name, from, to, step} or {name, values} (a choice's options to
    // try)], targets [{metric, low, high}] (an open
    // bound null), budget, seed, threads; the search is the `search`
    // property's. False with errorMessage when refused.
    Q_INVOKABLE bool start(int designId, const QVariantMap& config);
    // Stores candidate `index` as a new design (the searched design's set-up,
    // the candidate's parameters, the targets in its notes); returns its id, 0
    // with errorMessage set on failure.
    Q_INVOKABLE int openAsNewDesign(int index);

signals:
    void resultChanged();
    void languageChanged();
    void searchChanged();
    void finished(bool cancelled);

private:
    void showResult(); // candidates_ and summary_ from result_, in the interface language

    QVariantList candidates_;
    QString summary_;
    QString search_ = QStringLiteral("halving");
    int language_ = 0;
    // The searched design and the search's answer, for openAsNewDesign.
    qint64 designId_ = 0;
    nlohmann::json result_;
};

} // namespace pb::gui
