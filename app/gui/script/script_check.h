#pragma once

#include "background_job.h"
#include "script/check_break_model.h"
#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>

namespace pb::gui {

class PlaytestSession;

// Check in the workbench: runs the property harness (core/check/
// property_check.h, what `playbench-cli check --script` runs) on one version
// of a scripted ruleset in the background, with progress and Cancel, lists
// the break it finds in words (CheckBreakModel), and remembers the result by
// the script's hash (db/script_check_store.h), which the batch gate reads
// (script_gate.h). A cancelled Check is not stored.
//
// The harness checks a private copy of the script in strict mode (every
// change read back at once), so the version the registry shares with
// playtests and batches keeps its speed.
class ScriptCheck : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    // The version shown: pb::rulesetKey of a registered script
    // ("script:<id>@<hash>"). Setting it shows what the store remembers of it.
    Q_PROPERTY(QString rulesetKey READ rulesetKey WRITE setRulesetKey NOTIFY rulesetKeyChanged)
    // Random games a Check plays (1 to 100,000).
    Q_PROPERTY(int games READ games WRITE setGames NOTIFY gamesChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // Games done of the games to play, 0 to 1.
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    // "unchecked", "passed", "failed" or "stopped" (cancelled, nothing stored).
    Q_PROPERTY(QString status READ status NOTIFY resultChanged)
    // One line: "Passed: 50 games, 1,234 decisions, no break", "Failed: ...".
    Q_PROPERTY(QString verdict READ verdict NOTIFY resultChanged)
    Q_PROPERTY(pb::gui::CheckBreakModel* breaks READ breaks CONSTANT)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)

public:
    static constexpr int kDefaultGames = 50;

    explicit ScriptCheck(QObject* parent = nullptr);

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    QString rulesetKey() const { return rulesetKey_; }
    void setRulesetKey(const QString& key);
    int games() const { return games_; }
    void setGames(int games);
    bool running() const { return job_.running(); }
    double progress() const;
    QString status() const { return status_; }
    QString verdict() const;
    CheckBreakModel* breaks() { return &breaks_; }
    QString errorMessage() const { return errorMessage_; }

    // Checks the version `rulesetKey` names (and shows it). False with
    // errorMessage set when it names no registered script, no store is open,
    // or a Check is under way.
    Q_INVOKABLE bool run(const QString& rulesetKey);
    // Stops the Check under way after the game it is playing; nothing is stored.
    Q_INVOKABLE void cancel();
    // After the rules editor saved `rulesetKey`: shows what the store knows
    // of that version, and checks it if it never was. A Check of an older
    // version under way is cancelled first.
    Q_INVOKABLE void runAfterSave(const QString& rulesetKey);
    // What the store remembers of the version with `hash`: "unchecked",
    // "passed" or "failed" ("unchecked" without a store).
    Q_INVOKABLE QString statusOf(const QString& hash) const;
    // Opens the game of break `row` in `session` standing at the failing
    // decision (PlaytestSession::startFromReproduction). False with
    // errorMessage (here or in the session) set when it cannot.
    Q_INVOKABLE bool openInPlaytest(int row, pb::gui::PlaytestSession* session);

signals:
    void workbenchChanged();
    void rulesetKeyChanged();
    void gamesChanged();
    void runningChanged();
    void progressChanged();
    void resultChanged();
    void errorMessageChanged();
    // A Check ended: stored, or cancelled (`stopped`).
    void finished(bool stopped);

private:
    struct Outcome;

    void deliver(Outcome outcome);
    // Shows the store's memory of the version of rulesetKey_ (or nothing).
    void showStored();
    void showReport(const nlohmann::json& report, const QString& status);
    void setErrorMessage(const QString& message);

    QPointer<Workbench> workbench_;
    QString rulesetKey_;
    int games_ = kDefaultGames;
    QString status_ = QStringLiteral("unchecked");
    nlohmann::json report_; // the report shown (CheckReport::toJson), or null
    int gamesPlanned_ = kDefaultGames;
    CheckBreakModel breaks_;
    QString errorMessage_;
    // A version saved while another was being checked: checked next.
    QString queuedKey_;
    BackgroundJob job_;
};

} // namespace pb::gui
