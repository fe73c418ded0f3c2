#include "skill_trace_controller.h"

#include "db/database.h"
#include "db/design_store.h"
#include "db/run_store.h"
#include "db/script_store.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "script/script_gate.h"
#include "studies/skill_trace.h"

#include <algorithm>
#include <climits>
#include <exception>

namespace pb::gui {

SkillTraceController::SkillTraceController(QObject* parent) : BatchController(parent) {}

bool SkillTraceController::start(int runId, const QVariantMap& config) {
    if (!readyToStart(tr("A skill trace is already under way.")))
        return false;
    pb::SkillTraceConfig trace;
    QString databasePath;
    try {
        pb::db::Database& database = *workbench_->database();
        databasePath = database.path();
        const auto run = pb::db::RunStore(database).run(runId);
        if (!run) {
            setErrorMessage(tr("Choose a run to trace."));
            return false;
        }
        try {
            trace.ruleset = &pb::db::storedRuleset(database, run->ruleset, run->scriptHash);
        } catch (const pb::PlaybenchError&) {
            trace.ruleset = nullptr;
        }
        if (!trace.ruleset) {
            setErrorMessage(tr("This build does not know the ruleset \"%1\".").arg(run->ruleset));
            return false;
        }
        requireCheckedScript(database, *trace.ruleset);
        trace.game = trace.ruleset->makeGame(run->params, run->players);
        // The design's board or deck, as the run played it (none: generated per game).
        if (run->designId)
            if (const auto design = pb::db::DesignStore(database).get(*run->designId))
                trace.setup = design->setup;
        if (!trace.setup.is_null()) {
            try {
                trace.game->newInitialState(0, trace.setup);
            } catch (const std::exception&) {
                trace.setup = nullptr; // a swept size: the run generated its boards too
            }
        }
        const int maxIterations = config.value(QStringLiteral("maxIterations"), 1000).toInt();
        if (maxIterations < 10 || maxIterations > 1'000'000) {
            setErrorMessage(tr("The strongest search must have 10 to 1,000,000 iterations."));
            return false;
        }
        trace.ladder = {"random"};
        for (long long n = 10; n <= maxIterations; n *= 10)
            trace.ladder.push_back("mcts:iterations=" + std::to_string(n));
        const qint64 games = config.value(QStringLiteral("games"), 20).toLongLong();
        if (games < 2 || games > 100'000) {
            setErrorMessage(tr("The number of games per match must be between 2 and 100,000."));
            return false;
        }
        trace.games = static_cast<std::uint64_t>(games);
        trace.allPairs = true;
        trace.seed = config.value(QStringLiteral("seed"), 1).toULongLong();
        trace.threads = std::clamp(config.value(QStringLiteral("threads"), 1).toInt(), 1, 256);
    } catch (const std::exception& e) {
        setErrorMessage(QString::fromUtf8(e.what()));
        return false;
    }
    setErrorMessage({});
    // Competitive: every pair plays `games`; cooperative: every rung does.
    const std::size_t rungs = trace.ladder.size();
    const std::size_t matches = trace.ruleset->cooperative() ? rungs : rungs * (rungs - 1) / 2;
    gamesDone_ = 0;
    gamesTotal_ = static_cast<int>(std::min<std::uint64_t>(trace.games * matches, INT_MAX));
    qCInfo(lcGui) << "tracing skill of run" << runId << "over" << gamesTotal_ << "games";
    struct Outcome {
        bool cancelled = false;
        QString error;
    };
    job_.start(
        [trace = std::move(trace), databasePath,
         runId](const BackgroundJob::Handles& handles) mutable {
            trace.cancel = handles.cancel.get();
            trace.progress = [done = handles.done](std::uint64_t games, std::uint64_t) {
                done->store(static_cast<qint64>(games));
            };
            Outcome outcome;
            try {
                const nlohmann::json result = pb::skillTrace(trace);
                outcome.cancelled = result.value("cancelled", false);
                // The worker's own connection: the window's stays on its thread.
                pb::db::Database database(databasePath, pb::db::Database::OpenMode::ExistingOnly);
                pb::db::RunStore(database).setSkillTrace(runId, result);
            } catch (const std::exception& e) {
                outcome.error = QString::fromUtf8(e.what());
            }
            return outcome;
        },
        [this, runId](const Outcome& outcome) {
            if (!outcome.error.isEmpty()) {
                qCWarning(lcGui) << "the skill trace failed:" << outcome.error;
                setErrorMessage(tr("The skill trace stopped: %1").arg(outcome.error));
            }
            emit runningChanged();
            emit finished(runId, outcome.cancelled || !outcome.error.isEmpty());
        });
    emit runningChanged();
    emit progressChanged();
    return true;
}

} // namespace pb::gui
