#pragma once

#include "batch_controller.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// Plays a batch of simulated games of a design in the background and records
// it in the workbench's store through the same recorder as `playbench-cli
// simulate --db` (db::recordRun), one run per point of an optional sweep. The
// worker opens its own connection to the store, so the window stays live;
// progress is polled from the main thread five times a second.
//
// Cancel stops after the games under way: they are stored and the run is
// marked cancelled with the summary of what finished, exactly as the CLI does
// on SIGINT. A failure marks the run cancelled too and sets errorMessage.
// The count of games done runs over every point of a sweep.
class RunController : public pb::gui::BatchController {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(double gamesPerSecond READ gamesPerSecond NOTIFY progressChanged)
    // Seconds until the run ends at the current rate; -1 while unknown.
    Q_PROPERTY(double secondsLeft READ secondsLeft NOTIFY progressChanged)

public:
    explicit RunController(QObject* parent = nullptr);

    double gamesPerSecond() const { return gamesPerSecond_; }
    double secondsLeft() const { return secondsLeft_; }

    // Starts a run of design `designId`. `config` holds: players, agents (one
    // spec per seat, e.g. "mcts:iterations=1000"), games, threads, seed,
    // logMoves, heatmaps (count the ruleset's heatmaps and store them), and for a sweep
    // sweepParameter (a whole-number parameter, or "players": every seat then plays the first
    // seat's agent), sweepFrom, sweepTo, sweepStep. Every game is played on the design's board (or
    // deck), unless a swept rule makes it unplayable at some point (a swept
    // board size): then every point generates a board per game. Returns false with errorMessage set
    // when the configuration is refused (nothing is stored then) or a run is already under way.
    Q_INVOKABLE bool start(int designId, const QVariantMap& config);
    // What a sweep of design `designId` can vary: "players" (when the ruleset
    // allows more than one count), then its ruleset's whole-number parameters:
    // [{name, description, min, max, value}], value being the design's own.
    Q_INVOKABLE QVariantList sweepableParameters(int designId) const;

signals:
    // The run (the first point's run for a sweep) is stored; `cancelled` if it
    // was stopped or failed part way.
    void runFinished(int runId, bool cancelled);

private:
    void pollProgress() override;

    double gamesPerSecond_ = 0.0;
    double secondsLeft_ = -1.0;
};

} // namespace pb::gui
