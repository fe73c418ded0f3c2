#pragma once

#include "batch_controller.h"

#include <QObject>
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
class SkillTraceController : public pb::gui::BatchController {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit SkillTraceController(QObject* parent = nullptr);

    // Traces run `runId`'s design. `config`: maxIterations (the strongest
    // MCTS; the ladder is random, then MCTS at 10, 100, ... up to it, at least
    // 10), games (per match, 2 to 100,000), threads, seed. Every pair of the
    // ladder plays, so the chart has more than one strength ratio. False with
    // errorMessage set when refused.
    Q_INVOKABLE bool start(int runId, const QVariantMap& config);

signals:
    // The trace ended and, unless it failed, is stored with run `runId`.
    void finished(int runId, bool cancelled);

private:
};

} // namespace pb::gui
