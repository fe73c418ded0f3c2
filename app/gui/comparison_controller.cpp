#include "comparison_controller.h"

#include "agents/agent.h"
#include "counter_words.h"
#include "db/database.h"
#include "db/design_store.h"
#include "design_ruleset.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "heatmap_view.h"
#include "language_watch.h"
#include "parameter_words.h"
#include "pdf_report_writer.h"
#include "report/report_context.h"
#include "report/report_writer.h"
#include "ruleset_ui.h"
#include "script/script_gate.h"
#include "sim/simulator.h"
#include "stats/ab_comparison.h"
#include "stats/balance_metrics.h"
#include "stats/heatmap_stats.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QLocale>
#include <QSaveFile>
#include <algorithm>
#include <climits>
#include <exception>

namespace pb::gui {

namespace {

// One side of the comparison, copied so the worker owns no GUI object.
struct Side {
    QString name;
    std::shared_ptr<const pb::Game> game;
    nlohmann::json setup;
};

struct Plan {
    Side a, b;
    // B's parameters that differ from A's ("name=value"), when B is A with changes.
    std::vector<std::string> bChanges;
    std::string rulesetId;
    std::vector<std::string> agents;
    std::uint64_t seed = 1;
    std::uint64_t games = 0;
    int threads = 1;
    bool heatmaps = true; // count both designs' heatmaps for the difference maps
};

struct PlanError {
    QString message;
};

std::string utf8(const QString& text) {
    return text.toStdString();
}

// Plays A, then B, on the same seeds, and builds design A's report with the comparison.
auto play(const Plan& plan, std::shared_ptr<std::atomic<qint64>> done,
          std::shared_ptr<std::atomic<bool>> cancel) {
    struct Result {
        std::shared_ptr<const pb::ReportContext> context;
        bool cancelled = false;
        QString error;
    } result;
    try {
        auto batch = [&](const Side& side, qint64 before) {
            pb::SimulationConfig config;
            config.game = side.game;
            config.agentSpecs = plan.agents;
            config.runSeed = plan.seed;
            config.games = plan.games;
            config.threads = plan.threads;
            config.setup = side.setup;
            config.heatmaps = plan.heatmaps;
            config.cancel = cancel.get();
            config.progress = [done, before](std::uint64_t games) {
                done->store(before + static_cast<qint64>(games));
            };
            return pb::simulate(config);
        };
        const pb::SimulationResult a = batch(plan.a, 0);
        if (a.cancelled) {
            result.cancelled = true;
            return result;
        }
        const pb::SimulationResult b = batch(plan.b, static_cast<qint64>(plan.games));
        if (b.cancelled) {
            result.cancelled = true;
            return result;
        }
        const pb::Ruleset& ruleset = pb::rulesetOrThrow(plan.rulesetId);
        const int players = plan.a.game->numPlayers();
        auto context = std::make_shared<pb::ReportContext>();
        context->title = utf8(plan.a.name) + " vs " + utf8(plan.b.name);
        context->rulesetId = plan.rulesetId;
        context->rulesetName = std::string(ruleset.displayName());
        context->params = plan.a.game->params();
        context->nonDefaultParams = ruleset.parameters().nonDefaults(context->params);
        context->players = players;
        context->agents = plan.agents;
        context->runSeed = plan.seed;
        context->games = plan.games;
        context->programVersion = "playbench " PLAYBENCH_VERSION;
        context->createdAt = utf8(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        // What reproduces it from the design(s) saved as files.
        context->command = "playbench-cli compare --design-a A.playbench.json";
        if (plan.bChanges.empty())
            context->command += " --design-b B.playbench.json";
        for (const std::string& change : plan.bChanges)
            context->command += " --b-param " + change;
        context->command += " --players " + std::to_string(players) + " --games " +
                            std::to_string(plan.games) + " --seed " + std::to_string(plan.seed);
        // The CLI's option is --agents, one list for the seats.
        for (std::size_t i = 0; i < plan.agents.size(); ++i)
            context->command += (i == 0 ? " --agents " : ",") + plan.agents[i];
        if (plan.heatmaps)
            context->command += " --heatmaps";
        context->metrics = pb::balanceMetrics(a, ruleset, players, plan.agents);
        context->comparison = {
            {"game", std::string(pb::rulesetIdOfKey(plan.rulesetId))},
            {"players", players},
            {"agents", plan.agents},
            {"seed", plan.seed},
            {"a", {{"name", utf8(plan.a.name)}, {"params", plan.a.game->params()}}},
            {"b", {{"name", utf8(plan.b.name)}, {"params", plan.b.game->params()}}},
            {"comparison", pb::compareBatches(a, b, ruleset, players)}};
        if (plan.heatmaps)
            context->comparison["heatmaps"] = pb::compareHeatmaps(a, b, *plan.a.game, *plan.b.game);
        result.context = std::move(context);
    } catch (const std::exception& e) {
        result.error = QString::fromUtf8(e.what());
    }
    return result;
}

// `changed` (B's parameters when B is A with changes) or null (B is design `designB`).
Plan makePlan(pb::db::Database& database, qint64 designA, qint64 designB, const QVariantMap& config,
              const nlohmann::json* changed) {
    const pb::db::DesignStore store(database);
    const auto a = store.get(designA);
    auto b = changed ? a : store.get(designB);
    if (!a || !b)
        throw PlanError{ComparisonController::tr("Choose the two designs to compare.")};
    if (a->ruleset != b->ruleset)
        throw PlanError{ComparisonController::tr("Both designs must be of one ruleset.")};
    // One ruleset measures both sides, so both must play one version of a script.
    if (a->scriptHash != b->scriptHash)
        throw PlanError{ComparisonController::tr(
            "Both designs must play one version of their script: save the same rules in both.")};
    const pb::Ruleset* ruleset = designRuleset(database, *a);
    if (!ruleset)
        throw PlanError{ComparisonController::tr("This build does not know the ruleset \"%1\".")
                            .arg(a->ruleset)};
    requireCheckedScript(database, *ruleset);
    Plan plan;
    plan.rulesetId = designRulesetKey(*a).toStdString();
    const int players = config.value(QStringLiteral("players"), ruleset->minPlayers()).toInt();
    const qint64 games = config.value(QStringLiteral("games"), 200).toLongLong();
    if (games < 2 || games > 1'000'000)
        throw PlanError{
            ComparisonController::tr("The number of games must be between 2 and 1,000,000.")};
    plan.games = static_cast<std::uint64_t>(games);
    plan.seed = config.value(QStringLiteral("seed"), 1).toULongLong();
    plan.threads = std::clamp(config.value(QStringLiteral("threads"), 1).toInt(), 1, 256);
    plan.heatmaps = config.value(QStringLiteral("heatmaps"), true).toBool();
    const QStringList agents = config.value(QStringLiteral("agents")).toStringList();
    if (agents.size() != players || agents.isEmpty())
        throw PlanError{ComparisonController::tr("Choose an agent for each of the %n seats.",
                                                 nullptr, std::max(1, players))};
    for (const QString& agent : agents) {
        plan.agents.push_back(agent.toStdString());
        pb::makeAgent(plan.agents.back(), 0); // an unknown agent fails before any play
    }
    auto side = [&](const pb::db::DesignRow& design) {
        Side s{design.name, ruleset->makeGame(design.params, players), design.setup};
        try {
            s.game->newInitialState(0, s.setup);
        } catch (const std::exception& e) {
            throw PlanError{ComparisonController::tr("Design \"%1\" cannot be played by %n "
                                                     "player(s): %2",
                                                     nullptr, players)
                                .arg(design.name, QString::fromUtf8(e.what()))};
        }
        return s;
    };
    plan.a = side(*a);
    if (changed) {
        // B is A with the form's values; what differs from A names it.
        QStringList words;
        const nlohmann::json aParams = plan.a.game->params();
        for (const auto& [name, value] : changed->items())
            if (!aParams.contains(name) || aParams[name] != value) {
                plan.bChanges.push_back(
                    name + "=" + (value.is_string() ? value.get<std::string>() : value.dump()));
                words << QString::fromStdString(plan.bChanges.back());
            }
        if (plan.bChanges.empty())
            throw PlanError{ComparisonController::tr(
                "Change at least one parameter of design B: as it is, B is design A.")};
        b->params = *changed;
        //: %1 design A's name, %2 the parameters changed (handLimit=8, codeSize=3)
        b->name =
            ComparisonController::tr("%1 with %2").arg(a->name, words.join(QStringLiteral(", ")));
    }
    plan.b = side(*b);
    const std::vector<std::string> fixed = pb::changesFixedBySavedSetup(
        *ruleset, plan.a.game->params(), plan.b.game->params(), plan.a.setup, plan.b.setup);
    if (!fixed.empty()) {
        // Refused before any play: B would play A's saved board game for game,
        // and every metric would come out "the same" as if that were a finding.
        QStringList labels;
        for (const std::string& name : fixed)
            labels << QStringLiteral("“%1”").arg(ParameterWords::labelOf(plan.rulesetId, name));
        const QString names = labels.join(QStringLiteral(", "));
        throw PlanError{
            fixed.size() == 1
                //: %1 a parameter's name in quotes, such as “Highest starting number”
                ? ComparisonController::tr("%1 only shapes a generated board, and design A's "
                                           "saved board fixes it, so B would play exactly as A: "
                                           "to compare it, duplicate the design, generate its "
                                           "board again with the new value on the Board page "
                                           "and compare the two designs.")
                      .arg(names)
                //: %1 parameters' names in quotes, separated by commas
                : ComparisonController::tr("%1 only shape a generated board, and design A's "
                                           "saved board fixes them, so B would play exactly as "
                                           "A: to compare them, duplicate the design, generate "
                                           "its board again with the new values on the Board "
                                           "page and compare the two designs.")
                      .arg(names)};
    }
    return plan;
}

// A rate in percent, a mean with two decimals, in the interface's locale;
// signed values are differences (in points for rates).
QString shown(double x, bool rate, bool signedValue = false) {
    const QLocale locale;
    const double v = rate ? 100.0 * x : x;
    QString text = locale.toString(v, 'f', rate ? 1 : 2);
    if (signedValue && v >= 0.0)
        text.prepend(QLatin1Char('+'));
    return rate && !signedValue ? ComparisonController::tr("%1%").arg(text) : text;
}

} // namespace

ComparisonController::ComparisonController(QObject* parent) : BatchController(parent) {
    onLanguageChange(this, [this] {
        if (context_)
            showResult(*context_);
    });
}

void ComparisonController::prepareChanges(int designA) {
    std::optional<pb::db::DesignRow> design;
    if (workbench_ && workbench_->database())
        design = pb::db::DesignStore(*workbench_->database()).get(designA);
    if (!design) {
        changesForm_.setRulesetId({});
        return;
    }
    changesForm_.setRulesetId(designRulesetKey(*design));
    changesForm_.setParameters(design->params);
}

bool ComparisonController::start(int designA, int designB, const QVariantMap& config) {
    if (!readyToStart(tr("A comparison is already under way.")))
        return false;
    Plan plan;
    try {
        const bool withChanges = config.value(QStringLiteral("bChanges")).toBool();
        if (withChanges && !changesForm_.isValid())
            throw PlanError{tr("Design B's parameters do not fit: %1")
                                .arg(changesForm_.formError().isEmpty()
                                         ? tr("correct the values marked in the form.")
                                         : changesForm_.formError())};
        const nlohmann::json changed = withChanges ? changesForm_.parameters() : nlohmann::json();
        plan = makePlan(*workbench_->database(), designA, designB, config,
                        withChanges ? &changed : nullptr);
    } catch (const PlanError& e) {
        setErrorMessage(e.message);
        return false;
    } catch (const std::exception& e) {
        setErrorMessage(QString::fromUtf8(e.what()));
        return false;
    }
    setErrorMessage({});
    gamesDone_ = 0;
    gamesTotal_ = static_cast<int>(std::min<std::uint64_t>(2 * plan.games, INT_MAX));
    qCInfo(lcGui) << "comparing designs" << designA << "and" << designB << "over" << plan.games
                  << "games each";
    job_.start(
        [plan = std::move(plan)](const BackgroundJob::Handles& handles) {
            return play(plan, handles.done, handles.cancel);
        },
        [this](const auto& outcome) {
            if (!outcome.error.isEmpty()) {
                qCWarning(lcGui) << "the comparison failed:" << outcome.error;
                setErrorMessage(tr("The comparison stopped: %1").arg(outcome.error));
            }
            if (outcome.context)
                showResult(*outcome.context);
            context_ = outcome.context ? outcome.context : context_;
            emit runningChanged();
            emit finished(outcome.cancelled || !outcome.context);
        });
    emit runningChanged();
    emit progressChanged();
    return true;
}

void ComparisonController::showResult(const pb::ReportContext& context) {
    const nlohmann::json& compare = context.comparison;
    nameA_ = QString::fromStdString(compare["a"]["name"].get<std::string>());
    nameB_ = QString::fromStdString(compare["b"]["name"].get<std::string>());
    rows_.clear();
    heatmaps_.clear();
    headline_.clear();
    correction_.clear();
    QStringList realSecondary;
    for (const nlohmann::json& m : compare["comparison"]["metrics"]) {
        const std::string id = m["id"].get<std::string>();
        const bool rate = m["unit"].get<std::string>() == "rate";
        QString label;
        if (id == "first_player_advantage")
            label = tr("First-player advantage");
        else if (id == "team_win_rate")
            label = tr("The team's win rate");
        else if (id.rfind("seat_win_rate/", 0) == 0)
            label = tr("P%1's win rate").arg(std::stoi(id.substr(14)) + 1);
        else if (id == "draw_rate")
            label = tr("The draw rate");
        else if (id == "turn_limit_rate")
            label = tr("The share of games ended by the turn limit");
        else if (id == "length")
            label = tr("Mean game length in turns");
        else if (id == "decisions")
            label = tr("Mean seat decisions per game");
        else if (id.rfind("usage/", 0) == 0)
            label = tr("The share of games using “%1”")
                        .arg(CounterWords::description(context.rulesetId, id.substr(6)));
        else
            label = QString::fromStdString(m["label"].get<std::string>());
        const double a = m["a"].get<double>(), b = m["b"].get<double>();
        const double low = m["ci95"][0].get<double>(), high = m["ci95"][1].get<double>();
        const bool real = m["real"].get<bool>();
        const QString interval =
            rate ? tr("%1 to %2 points").arg(shown(low, rate, true), shown(high, rate, true))
                 : tr("%1 to %2").arg(shown(low, rate, true), shown(high, rate, true));
        QString verdict;
        const std::string direction = m["direction"].get<std::string>();
        if (direction == "same" && m.value("every_pair_same", low == 0.0 && high == 0.0))
            verdict = tr("%1 is %2 in both designs: every pair of games gave the same.")
                          .arg(label, shown(a, rate));
        else if (direction == "same")
            verdict = tr("%1 is %2 in both designs on average; the difference may be chance "
                         "(95% interval %3).")
                          .arg(label, shown(a, rate), interval);
        else if (direction == "up")
            verdict = (real ? tr("%1 rose from %2 to %3; the difference is real (95% interval "
                                 "%4).")
                            : tr("%1 rose from %2 to %3; the difference may be chance (95% "
                                 "interval %4)."))
                          .arg(label, shown(a, rate), shown(b, rate), interval);
        else
            verdict = (real ? tr("%1 fell from %2 to %3; the difference is real (95% interval "
                                 "%4).")
                            : tr("%1 fell from %2 to %3; the difference may be chance (95% "
                                 "interval %4)."))
                          .arg(label, shown(a, rate), shown(b, rate), interval);
        if (headline_.isEmpty())
            headline_ = verdict;
        else if (real)
            realSecondary.push_back(verdict);
        rows_.push_back(QVariantMap{
            {QStringLiteral("id"), QString::fromStdString(id)},
            {QStringLiteral("label"), label},
            {QStringLiteral("a"), shown(a, rate)},
            {QStringLiteral("b"), shown(b, rate)},
            {QStringLiteral("difference"), shown(m["difference"].get<double>(), rate, true)},
            {QStringLiteral("interval"), interval},
            // The interval in a table's narrow column, without words.
            {QStringLiteral("range"),
             QStringLiteral("%1 … %2").arg(shown(low, rate, true), shown(high, rate, true))},
            {QStringLiteral("real"), real},
            {QStringLiteral("verdict"), verdict}});
    }
    const nlohmann::json& result = compare["comparison"];
    const nlohmann::json& metrics = result["metrics"];
    // Whether "may be chance" means "no effect" or "too few games".
    const nlohmann::json power = result.value("power", nlohmann::json::object());
    const auto needed = power.value("games_needed", std::uint64_t{0});
    if (!metrics.empty() && !metrics[0].value("real", false) && needed > 0) {
        const bool rate = metrics[0]["unit"].get<std::string>() == "rate";
        const double effect = power.value("effect", 0.0);
        const QString size = rate ? tr("%1 points").arg(QLocale().toString(100.0 * effect, 'f', 1))
                                  : QLocale().toString(effect, 'f', 2);
        const auto games = power.value("games", std::uint64_t{0});
        const QLocale locale;
        headline_ +=
            QLatin1Char(' ') +
            (needed <= games ? tr("A difference of %1 would be found 4 times in 5 with about %2 "
                                  "games; this comparison had %3, so a difference that large would "
                                  "most likely have shown.")
                             : tr("A difference of %1 would be found 4 times in 5 with about %2 "
                                  "games; this comparison had %3, too few to tell."))
                .arg(size, locale.toString(static_cast<qulonglong>(needed)),
                     locale.toString(static_cast<qulonglong>(games)));
    }
    if (!realSecondary.isEmpty())
        headline_ +=
            QLatin1Char(' ') + tr("Among the other metrics: %1").arg(realSecondary.front());
    if (result.contains("primary"))
        correction_ = tr("The primary metric is judged at the 4% level and the other %n "
                         "metric(s) by Holm's correction at 1%, or at 5% once the primary "
                         "difference is real: two designs that play alike get any metric called "
                         "real in at most 5% of comparisons.",
                         nullptr, static_cast<int>(metrics.size()) - 1);
    const RulesetUi* ui = findRulesetUi(context.rulesetId);
    for (const nlohmann::json& map : compare.value("heatmaps", nlohmann::json::array())) {
        const std::string id = map.value("id", std::string());
        QString title = ui ? ui->heatmapTitle(id) : QString();
        if (title.isEmpty())
            title = QString::fromStdString(map.value("title", id));
        heatmaps_.push_back(HeatmapView::forDifference(map, title));
    }
    emit resultChanged();
}

bool ComparisonController::exportReport(const QString& format, const QUrl& file) {
    if (!context_) {
        setErrorMessage(tr("Run a comparison to export."));
        return false;
    }
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    try {
        if (format == QStringLiteral("pdf")) {
            pb::writePdfReport(*context_, path);
        } else if (format == QStringLiteral("html")) {
            const std::string text = pb::htmlReport(*context_);
            QSaveFile out(path);
            if (!out.open(QIODevice::WriteOnly) ||
                out.write(text.data(), static_cast<qint64>(text.size())) !=
                    static_cast<qint64>(text.size()) ||
                !out.commit()) {
                setErrorMessage(tr("Cannot write %1: %2").arg(path, out.errorString()));
                return false;
            }
        } else {
            setErrorMessage(tr("Unknown report format \"%1\".").arg(format));
            return false;
        }
    } catch (const std::exception& e) {
        setErrorMessage(tr("Cannot export the report: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    setErrorMessage({});
    qCInfo(lcGui) << "exported the comparison as" << format << "to" << path;
    return true;
}

} // namespace pb::gui
