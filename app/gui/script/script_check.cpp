#include "script/script_check.h"

#include "language_watch.h"

#include "check/check_report.h"
#include "check/property_check.h"
#include "db/database.h"
#include "db/script_check_store.h"
#include "db/store_error.h"
#include "engine/game.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "playtest_session.h"
#include "script/check_words.h"
#include "script/script_ruleset.h"

#include <QLocale>
#include <algorithm>
#include <utility>

namespace pb::gui {

namespace {

const pb::script::ScriptRuleset* registeredScript(const QString& key) {
    return dynamic_cast<const pb::script::ScriptRuleset*>(pb::findRuleset(key.toStdString()));
}

QString number(qint64 value) {
    return QLocale().toString(value);
}

} // namespace

// What a Check's worker hands back.
struct ScriptCheck::Outcome {
    QString key;
    pb::check::CheckReport report;
    QString error; // the script did not load or play at all
};

ScriptCheck::ScriptCheck(QObject* parent) : QObject(parent) {
    connect(&job_, &BackgroundJob::progressed, this, [this] {
        emit progressChanged();
        emit resultChanged(); // the verdict counts the games while running
    });
    // The verdict and the breaks in the new interface language.
    onLanguageChange(this, [this] {
        if (!running())
            showReport(report_, status_);
    });
}

void ScriptCheck::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = workbench;
    if (workbench_)
        connect(workbench_, &Workbench::databaseChanged, this, &ScriptCheck::showStored);
    emit workbenchChanged();
    showStored();
}

void ScriptCheck::setRulesetKey(const QString& key) {
    if (rulesetKey_ == key)
        return;
    rulesetKey_ = key;
    emit rulesetKeyChanged();
    showStored();
}

void ScriptCheck::setGames(int games) {
    games = std::clamp(games, 1, 100000);
    if (games_ == games)
        return;
    games_ = games;
    emit gamesChanged();
}

double ScriptCheck::progress() const {
    if (!running())
        return status_ == QLatin1String("unchecked") ? 0.0 : 1.0;
    return gamesPlanned_ > 0 ? std::min(1.0, double(job_.done()) / double(gamesPlanned_)) : 0.0;
}

QString ScriptCheck::verdict() const {
    if (running())
        //: While Check runs: games played of the games it plays
        return tr("Checking: %1 of %2 games played")
            .arg(number(job_.done()), number(gamesPlanned_));
    const bool read = report_.is_object();
    const qint64 games = read ? report_.value("games", qint64(0)) : 0;
    const qint64 decisions = read ? report_.value("decisions", qint64(0)) : 0;
    if (status_ == QLatin1String("passed"))
        return tr("Passed: %1 games, %2 decisions, no break").arg(number(games), number(decisions));
    if (status_ == QLatin1String("failed")) {
        const nlohmann::json found =
            read ? report_.value("break", nlohmann::json::object()) : nlohmann::json::object();
        //: %1 is what broke ("A listed decision could not be applied"), %2 where ("Game 3, decision
        //: 12")
        return tr("Failed: %1. %2.")
            .arg(CheckWords::checkName(QString::fromStdString(found.value("check", std::string()))),
                 CheckWords::where(found));
    }
    if (status_ == QLatin1String("stopped"))
        return tr("Stopped after %1 of %2 games, no break so far; nothing was stored.")
            .arg(number(games), number(gamesPlanned_));
    return tr("Not checked yet.");
}

bool ScriptCheck::run(const QString& rulesetKey) {
    if (running()) {
        setErrorMessage(tr("A Check is already under way."));
        return false;
    }
    if (!workbench_ || !workbench_->database()) {
        setErrorMessage(tr("No database is open."));
        return false;
    }
    const pb::script::ScriptRuleset* script = registeredScript(rulesetKey);
    if (!script) {
        setErrorMessage(tr("There is no loaded script \"%1\" to check.").arg(rulesetKey));
        return false;
    }
    setRulesetKey(rulesetKey);
    setErrorMessage({});
    gamesPlanned_ = games_;
    qCInfo(lcGui) << "checking" << rulesetKey << "with" << games_ << "games";
    job_.start(
        [key = rulesetKey, fileName = script->fileName(), text = script->scriptText(),
         games = games_](const BackgroundJob::Handles& handles) {
            Outcome outcome;
            outcome.key = key;
            try {
                // A copy of its own: strict mode slows every call it makes.
                const auto copy = pb::script::ScriptRuleset::fromText(fileName, text);
                copy->setStrict(true);
                pb::check::CheckOptions options;
                options.games = games;
                options.progress = [&handles](int done, int) {
                    handles.done->store(done);
                    return !handles.cancel->load();
                };
                outcome.report = pb::check::runPropertyChecks(
                    *copy->makeGame(nlohmann::json::object(), copy->minPlayers()), options);
            } catch (const std::exception& e) {
                outcome.error = QString::fromUtf8(e.what());
            }
            return outcome;
        },
        [this](Outcome outcome) { deliver(std::move(outcome)); });
    emit runningChanged();
    emit progressChanged();
    emit resultChanged();
    return true;
}

void ScriptCheck::cancel() {
    queuedKey_.clear();
    job_.cancel();
}

void ScriptCheck::runAfterSave(const QString& rulesetKey) {
    if (running()) {
        // The version being checked is no longer the one in the editor.
        queuedKey_ = rulesetKey;
        job_.cancel();
        return;
    }
    setRulesetKey(rulesetKey);
    if (status_ == QLatin1String("unchecked") || status_ == QLatin1String("stopped"))
        run(rulesetKey);
}

QString ScriptCheck::statusOf(const QString& hash) const {
    if (!workbench_ || !workbench_->database())
        return QStringLiteral("unchecked");
    try {
        const auto row = pb::db::ScriptCheckStore(*workbench_->database()).get(hash);
        if (!row)
            return QStringLiteral("unchecked");
        return row->passed ? QStringLiteral("passed") : QStringLiteral("failed");
    } catch (const pb::db::StoreError& e) {
        qCWarning(lcGui) << "cannot read the check of" << hash << e.what();
        return QStringLiteral("unchecked");
    }
}

bool ScriptCheck::openInPlaytest(int row, PlaytestSession* session) {
    const pb::Ruleset* ruleset = pb::findRuleset(rulesetKey_.toStdString());
    const auto reproduction = breaks_.reproduction(row);
    if (!session || !ruleset || !reproduction) {
        setErrorMessage(tr("This break has no game to open."));
        return false;
    }
    setErrorMessage({});
    return session->startFromReproduction(*ruleset, *reproduction);
}

void ScriptCheck::deliver(Outcome outcome) {
    emit runningChanged();
    const bool stopped = outcome.report.stopped || !outcome.error.isEmpty();
    const pb::script::ScriptRuleset* script = registeredScript(outcome.key);
    if (!outcome.error.isEmpty()) {
        setErrorMessage(tr("Check could not run the script: %1").arg(outcome.error));
    } else if (!outcome.report.stopped && script && workbench_ && workbench_->database()) {
        try {
            pb::db::ScriptCheckStore(*workbench_->database()).put(*script, outcome.report);
        } catch (const pb::db::StoreError& e) {
            setErrorMessage(
                tr("The result of Check was not stored: %1").arg(QString::fromUtf8(e.what())));
        }
    }
    if (outcome.key == rulesetKey_) {
        if (!outcome.error.isEmpty())
            showStored();
        else
            showReport(outcome.report.toJson(),
                       outcome.report.stopped ? QStringLiteral("stopped")
                                              : (outcome.report.ok() ? QStringLiteral("passed")
                                                                     : QStringLiteral("failed")));
    }
    emit progressChanged();
    emit finished(stopped);
    if (!queuedKey_.isEmpty()) {
        const QString next = std::exchange(queuedKey_, QString());
        runAfterSave(next);
    }
}

void ScriptCheck::showStored() {
    if (running())
        return; // the Check under way shows its result when it ends
    const pb::script::ScriptRuleset* script = registeredScript(rulesetKey_);
    std::optional<pb::db::ScriptCheckRow> row;
    if (script && workbench_ && workbench_->database()) {
        try {
            row = pb::db::ScriptCheckStore(*workbench_->database())
                      .get(QString::fromStdString(script->scriptHash()));
        } catch (const pb::db::StoreError& e) {
            setErrorMessage(QString::fromUtf8(e.what()));
        }
    }
    if (row)
        showReport(row->report, row->passed ? QStringLiteral("passed") : QStringLiteral("failed"));
    else
        showReport(nullptr, QStringLiteral("unchecked"));
}

void ScriptCheck::showReport(const nlohmann::json& report, const QString& status) {
    report_ = report;
    status_ = status;
    breaks_.show(report, pb::findRuleset(rulesetKey_.toStdString()));
    emit resultChanged();
    emit progressChanged();
}

void ScriptCheck::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

} // namespace pb::gui
