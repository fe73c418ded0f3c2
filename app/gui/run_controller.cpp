#include "run_controller.h"

#include "agents/agent.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/run_recorder.h"
#include "db/run_store.h"
#include "db/script_store.h"
#include "design_ruleset.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "parameter_words.h"
#include "script/script_gate.h"
#include "sim/simulator.h"
#include "sim/sweep_plan.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <algorithm>
#include <exception>
#include <vector>

namespace pb::gui {

namespace {

// The complexity sample of a GUI run: as simulate's default, at most 1000 games.
constexpr qint64 kComplexitySample = 1000;
constexpr std::size_t kMaxSweepPoints = 100;

// One run to play: the parameters of a sweep point (or the design's own).
struct PlannedRun {
    std::shared_ptr<const pb::Game> game;
    nlohmann::json sweepPoint;       // {"size": 8}, or null without a sweep
    std::vector<std::string> agents; // one per seat
};

// Everything the worker needs, copied so it owns no GUI object.
struct RunPlan {
    QString databasePath;
    qint64 designId = 0;
    QString ruleset;
    std::uint64_t seed = 1;
    qint64 games = 0;
    int threads = 1;
    bool logMoves = false;
    bool heatmaps = false; // count the ruleset's heatmaps and store them with each run
    nlohmann::json setup;  // the design's board, or null to generate one per game
    nlohmann::json sweep;  // {"parameters", "axes"}, or null
    QString sweepKey;
    std::vector<PlannedRun> runs;
};

// Thrown while planning, with a message for the user.
struct PlanError {
    QString message;
};

// The words the Reports page shows for a sweep the planner refused.
QString sweepErrorText(const pb::SweepError& e, const pb::Ruleset& ruleset, const QString& swept) {
    switch (e.kind()) {
    case pb::SweepError::Kind::UnknownParameter:
    case pb::SweepError::Kind::NotWholeNumber:
        return RunController::tr("\"%1\" is not a whole-number parameter.").arg(swept);
    case pb::SweepError::Kind::BadRange:
        return RunController::tr("A sweep runs from a value up to a larger one in steps of at "
                                 "least 1.");
    case pb::SweepError::Kind::TooManyValues:
    case pb::SweepError::Kind::TooManyPoints:
        return RunController::tr("A sweep has at most %1 points.").arg(kMaxSweepPoints);
    case pb::SweepError::Kind::PlayersOutOfRange:
        return RunController::tr("%1 is played by %2 to %3 players.")
            .arg(QString::fromStdString(std::string(ruleset.displayName())))
            .arg(ruleset.minPlayers())
            .arg(ruleset.maxPlayers());
    case pb::SweepError::Kind::Malformed:
    case pb::SweepError::Kind::SweptTwice:
    case pb::SweepError::Kind::MixedAgents:
        break; // the Reports page sweeps one axis of whole numbers with one agent
    }
    return QString::fromUtf8(e.what());
}

QStringList toQStringList(const std::vector<std::string>& specs) {
    QStringList list;
    for (const auto& spec : specs)
        list.push_back(QString::fromStdString(spec));
    return list;
}

// Plays every run of `plan` into the store on this (worker) thread.
auto playPlan(RunPlan plan, std::shared_ptr<std::atomic<qint64>> done,
              std::shared_ptr<std::atomic<bool>> cancel) {
    struct Result {
        qint64 firstRunId = 0;
        bool cancelled = false;
        QString error;
    } result;
    try {
        pb::db::Database database(plan.databasePath, pb::db::Database::OpenMode::ExistingOnly);
        qint64 finishedBefore = 0;
        for (const PlannedRun& planned : plan.runs) {
            if (cancel->load()) {
                result.cancelled = true;
                break;
            }
            pb::SimulationConfig config;
            config.game = planned.game;
            config.agentSpecs = planned.agents;
            config.runSeed = plan.seed;
            config.games = static_cast<std::uint64_t>(plan.games);
            config.threads = plan.threads;
            config.setup = plan.setup;
            config.heatmaps = plan.heatmaps;
            config.complexitySample =
                static_cast<std::uint64_t>(std::min(plan.games, kComplexitySample));
            config.cancel = cancel.get();
            config.progress = [done, finishedBefore](std::uint64_t games) {
                done->store(finishedBefore + static_cast<qint64>(games));
            };

            pb::db::NewRun run;
            run.designId = plan.designId;
            run.ruleset = plan.ruleset;
            run.scriptHash = pb::db::scriptHashOf(planned.game->ruleset());
            run.params = planned.game->params();
            run.players = planned.game->numPlayers();
            run.agents = toQStringList(planned.agents);
            run.runSeed = plan.seed;
            run.games = plan.games;
            run.threads = plan.threads;
            run.complexitySample = config.complexitySample;
            run.logMoves = plan.logMoves;
            run.program = QStringLiteral("playbench " PLAYBENCH_VERSION);
            if (!plan.sweep.is_null()) {
                run.sweepKey = plan.sweepKey;
                run.sweep = plan.sweep;
                run.sweepPoint = planned.sweepPoint;
            }
            const pb::db::RecordedRun recorded =
                pb::db::recordRun(database, run, config, plan.logMoves);
            if (!result.firstRunId)
                result.firstRunId = recorded.runId;
            if (recorded.cancelled) {
                result.cancelled = true;
                break;
            }
            finishedBefore += plan.games;
            done->store(finishedBefore);
        }
    } catch (const std::exception& e) {
        // recordRun has already marked its run cancelled, keeping what was written.
        result.cancelled = true;
        result.error = QString::fromUtf8(e.what());
    }
    return result;
}

// The plan of a run of design `designId` configured by `config` (see start()).
RunPlan makePlan(pb::db::Database& database, qint64 designId, const QVariantMap& config) {
    const auto design = pb::db::DesignStore(database).get(designId);
    if (!design)
        throw PlanError{RunController::tr("Choose a design to simulate.")};
    const pb::Ruleset* ruleset = designRuleset(database, *design);
    if (!ruleset)
        throw PlanError{
            RunController::tr("This build does not know the ruleset \"%1\".").arg(design->ruleset)};
    requireCheckedScript(database, *ruleset);

    RunPlan plan;
    plan.databasePath = database.path();
    plan.designId = designId;
    plan.ruleset = design->ruleset;
    const int players = config.value(QStringLiteral("players"), 2).toInt();
    plan.games = config.value(QStringLiteral("games"), 100).toLongLong();
    plan.threads = std::clamp(config.value(QStringLiteral("threads"), 1).toInt(), 1, 256);
    plan.seed = config.value(QStringLiteral("seed"), 1).toULongLong();
    plan.logMoves = config.value(QStringLiteral("logMoves"), false).toBool();
    plan.heatmaps = config.value(QStringLiteral("heatmaps"), false).toBool();
    if (plan.games < 1 || plan.games > 10'000'000)
        throw PlanError{RunController::tr("The number of games must be between 1 and 10,000,000.")};

    const QStringList agentList = config.value(QStringLiteral("agents")).toStringList();
    if (agentList.size() != players)
        throw PlanError{
            RunController::tr("Choose an agent for each of the %n seats.", nullptr, players)};
    if (agentList.isEmpty())
        throw PlanError{RunController::tr("Choose an agent for each of the %n seats.", nullptr, 1)};
    std::vector<std::string> agents;
    for (const QString& agent : agentList) {
        agents.push_back(agent.toStdString());
        pb::makeAgent(agents.back(), 0); // an unknown agent fails before any play
    }
    // Whether the design's board or deck can start a game of `game`, or why not.
    auto setupProblem = [&](const pb::Game& game) -> QString {
        try {
            game.newInitialState(0, design->setup);
            return {};
        } catch (const std::exception& e) {
            return QString::fromUtf8(e.what());
        }
    };

    const QString swept = config.value(QStringLiteral("sweepParameter")).toString();
    const bool playersAxis = swept.toStdString() == pb::kPlayersAxis;
    // Along the players axis every seat plays the first seat's agent.
    if (playersAxis)
        agents.resize(1);
    pb::SweepPlan sweep(*ruleset, players, design->params, agents,
                        {kMaxSweepPoints, kMaxSweepPoints});
    std::vector<pb::PlannedPoint> points;
    try {
        if (!swept.isEmpty())
            sweep.addRange(swept.toStdString(), config.value(QStringLiteral("sweepFrom")).toInt(),
                           config.value(QStringLiteral("sweepTo")).toInt(),
                           config.value(QStringLiteral("sweepStep"), 1).toInt());
        points = sweep.points();
    } catch (const pb::SweepError& e) {
        throw PlanError{sweepErrorText(e, *ruleset, swept)};
    }
    for (pb::PlannedPoint& point : points)
        plan.runs.push_back(
            {std::move(point.game), swept.isEmpty() ? nullptr : point.values, point.agents});

    // The number of players keeps the design's board or deck (the rules stay
    // the same), and so does a run without a sweep: every point must play it.
    if (swept.isEmpty() || playersAxis) {
        plan.setup = design->setup;
        for (const PlannedRun& run : plan.runs)
            if (const QString problem = setupProblem(*run.game); !problem.isEmpty())
                throw PlanError{RunController::tr("The design cannot be played by %n player(s): %1",
                                                  nullptr, run.game->numPlayers())
                                    .arg(problem)};
        if (swept.isEmpty())
            return plan;
    } else if (!design->setup.is_null()) {
        // The design's board or deck stays when every point can play it (a
        // swept cost, a hand limit); a swept size needs a board per game.
        const bool fits = std::all_of(plan.runs.begin(), plan.runs.end(), [&](const auto& run) {
            return setupProblem(*run.game).isEmpty();
        });
        if (fits)
            plan.setup = design->setup;
    }
    plan.sweep = sweep.json();
    // Unique per sweep started here; merge never sees GUI runs, so it need not
    // match the CLI's fingerprint, only group this sweep's points.
    plan.sweepKey = QString::fromLatin1(
        QCryptographicHash::hash(
            QByteArray::fromStdString(plan.sweep.dump()) +
                QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toUtf8(),
            QCryptographicHash::Sha1)
            .toHex()
            .left(16));
    return plan;
}

} // namespace

RunController::RunController(QObject* parent) : BatchController(parent) {}

bool RunController::start(int designId, const QVariantMap& config) {
    if (!readyToStart(tr("A run is already under way.")))
        return false;
    RunPlan plan;
    try {
        plan = makePlan(*workbench_->database(), designId, config);
    } catch (const PlanError& e) {
        setErrorMessage(e.message);
        return false;
    } catch (const std::exception& e) {
        setErrorMessage(QString::fromUtf8(e.what()));
        return false;
    }
    setErrorMessage({});
    gamesDone_ = 0;
    gamesTotal_ = static_cast<int>(
        std::min<qint64>(plan.games * static_cast<qint64>(plan.runs.size()), INT_MAX));
    gamesPerSecond_ = 0.0;
    secondsLeft_ = -1.0;
    qCInfo(lcGui) << "simulating" << gamesTotal_ << "games of design" << designId;
    job_.start(
        [plan = std::move(plan)](const BackgroundJob::Handles& handles) {
            return playPlan(plan, handles.done, handles.cancel);
        },
        [this](const auto& outcome) {
            if (!outcome.error.isEmpty()) {
                qCWarning(lcGui) << "the run failed:" << outcome.error;
                setErrorMessage(tr("The run stopped: %1").arg(outcome.error));
            }
            emit runningChanged();
            emit runFinished(static_cast<int>(outcome.firstRunId), outcome.cancelled);
        });
    emit runningChanged();
    emit progressChanged();
    return true;
}

QVariantList RunController::sweepableParameters(int designId) const {
    QVariantList list;
    if (!workbench_ || !workbench_->database())
        return list;
    try {
        const auto design = pb::db::DesignStore(*workbench_->database()).get(designId);
        const pb::Ruleset* ruleset =
            design ? designRuleset(*workbench_->database(), *design) : nullptr;
        if (!ruleset)
            return list;
        const nlohmann::json resolved = ruleset->parameters().resolve(design->params);
        if (ruleset->minPlayers() < ruleset->maxPlayers())
            list.push_back(QVariantMap{
                {QStringLiteral("name"),
                 QString::fromLatin1(pb::kPlayersAxis.data(), pb::kPlayersAxis.size())},
                {QStringLiteral("label"), ParameterWords::labelOf(ruleset->id(), pb::kPlayersAxis)},
                {QStringLiteral("description"),
                 tr("The number of players; P1's agent plays every seat.")},
                {QStringLiteral("min"), ruleset->minPlayers()},
                {QStringLiteral("max"), ruleset->maxPlayers()},
                {QStringLiteral("value"), ruleset->minPlayers()}});
        for (const pb::ParameterSpec& spec : ruleset->parameters().specs()) {
            if (spec.type != pb::ParameterType::Int)
                continue;
            list.push_back(QVariantMap{
                {QStringLiteral("name"), QString::fromStdString(spec.name)},
                {QStringLiteral("label"), ParameterWords::label(ruleset->id(), spec)},
                {QStringLiteral("description"), ParameterWords::description(ruleset->id(), spec)},
                {QStringLiteral("min"), spec.minValue},
                {QStringLiteral("max"), spec.maxValue},
                {QStringLiteral("value"), resolved.at(spec.name).get<int>()}});
        }
    } catch (const std::exception& e) {
        qCWarning(lcGui) << "cannot list the parameters of design" << designId << e.what();
    }
    return list;
}

void RunController::pollProgress() {
    gamesDone_ = static_cast<int>(std::min<qint64>(job_.done(), INT_MAX));
    const double seconds = job_.elapsedSeconds();
    gamesPerSecond_ = seconds > 0.0 ? gamesDone_ / seconds : 0.0;
    secondsLeft_ = gamesPerSecond_ > 0.0 ? (gamesTotal_ - gamesDone_) / gamesPerSecond_ : -1.0;
    emit progressChanged();
}

} // namespace pb::gui
