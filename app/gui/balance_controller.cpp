#include "balance_controller.h"

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
#include "language_watch.h"
#include "parameter_words.h"
#include "script/script_gate.h"
#include "studies/auto_balance.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <algorithm>
#include <climits>
#include <cmath>
#include <exception>

namespace pb::gui {

namespace {

struct PlanError {
    QString message;
};

QString number(double value) {
    return QLocale().toString(value, 'g', 3);
}

// 0.734 -> "73%" in the interface's locale.
QString percent(double share) {
    return BalanceController::tr("%1%").arg(QLocale().toString(100.0 * share, 'f', 0));
}

// The label of target metric `metric` of ruleset `rulesetId`, in the interface language.
QString targetWords(std::string_view rulesetId, const std::string& metric) {
    if (metric == "first_player_advantage")
        return BalanceController::tr("First-player advantage (win rate − 1/players)");
    if (metric == "team_win_rate")
        return BalanceController::tr("The team's win rate");
    if (metric == "length/mean")
        return BalanceController::tr("Mean game length in turns");
    if (metric == "draws/rate")
        return BalanceController::tr("The draw rate");
    if (metric.rfind("usage/", 0) == 0)
        return BalanceController::tr("The share of games using “%1”")
            .arg(CounterWords::description(rulesetId, metric.substr(6)));
    return QString::fromStdString(metric);
}

// The range auto-balance suggests trying for whole-number parameter `spec`:
// five values around the design's own, two either side where they fit, each
// one a game of `players` can be made of and that plays the design's set-up
// (a point budget below what the saved set-up spends refuses it, and a search
// over it would stop at its first game). Where one side cannot go further the
// range reaches further on the other.
std::pair<int, int> suggestedRange(const pb::Ruleset& ruleset, const pb::ParameterSpec& spec,
                                   const nlohmann::json& params, const nlohmann::json& setup,
                                   int players) {
    const auto plays = [&](int value) {
        if (value < spec.minValue || value > spec.maxValue)
            return false;
        nlohmann::json changed = params;
        changed[spec.name] = value;
        try {
            ruleset.makeGame(changed, players)->newInitialState(0, setup);
            return true;
        } catch (const std::exception&) {
            return false;
        }
    };
    const int own = params.at(spec.name).get<int>();
    int from = own, to = own;
    bool down = plays(own - 1), up = plays(own + 1);
    while (to - from < 4 && (down || up)) {
        // The side with fewer values so far first, the lower on a tie.
        if (down && (!up || own - from <= to - own)) {
            --from;
            down = plays(from - 1);
        } else {
            ++to;
            up = plays(to + 1);
        }
    }
    return {from, to};
}

} // namespace

BalanceController::BalanceController(QObject* parent) : BatchController(parent) {
    // The candidates are worded when shown: word them again in the new language.
    onLanguageChange(this, [this] {
        ++language_;
        emit languageChanged();
        if (job_.running() || !result_.is_object())
            return;
        showResult();
        emit resultChanged();
    });
}

QVariantList BalanceController::targetKinds(int designId) const {
    QVariantList list;
    if (!workbench_ || !workbench_->database())
        return list;
    const auto design = pb::db::DesignStore(*workbench_->database()).get(designId);
    const pb::Ruleset* ruleset = design ? designRuleset(*workbench_->database(), *design) : nullptr;
    if (!ruleset)
        return list;
    auto add = [&](const std::string& metric, QVariant low, QVariant high) {
        list.push_back(QVariantMap{{QStringLiteral("metric"), QString::fromStdString(metric)},
                                   {QStringLiteral("label"), targetWords(ruleset->id(), metric)},
                                   {QStringLiteral("low"), low},
                                   {QStringLiteral("high"), high}});
    };
    if (ruleset->cooperative())
        add("team_win_rate", 0.4, 0.6);
    else
        add("first_player_advantage", -0.05, 0.05);
    add("length/mean", QVariant(), QVariant());
    if (!ruleset->cooperative())
        add("draws/rate", QVariant(), 0.1);
    for (const pb::CounterSpec& counter : ruleset->counters())
        add("usage/" + counter.id, 0.05, QVariant());
    return list;
}

QVariantList BalanceController::parameters(int designId) const {
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
        for (const pb::ParameterSpec& spec : ruleset->parameters().specs()) {
            if (spec.type == pb::ParameterType::Choice) {
                QStringList options;
                for (const std::string& option : spec.options)
                    options << QString::fromStdString(option);
                list.push_back(QVariantMap{
                    {QStringLiteral("name"), QString::fromStdString(spec.name)},
                    {QStringLiteral("label"), ParameterWords::label(ruleset->id(), spec)},
                    {QStringLiteral("type"), QStringLiteral("choice")},
                    {QStringLiteral("options"), options},
                    {QStringLiteral("value"),
                     QString::fromStdString(resolved.at(spec.name).get<std::string>())}});
                continue;
            }
            if (spec.type != pb::ParameterType::Int)
                continue;
            const auto [from, to] =
                suggestedRange(*ruleset, spec, resolved, design->setup, ruleset->minPlayers());
            list.push_back(
                QVariantMap{{QStringLiteral("name"), QString::fromStdString(spec.name)},
                            {QStringLiteral("label"), ParameterWords::label(ruleset->id(), spec)},
                            {QStringLiteral("type"), QStringLiteral("int")},
                            {QStringLiteral("min"), spec.minValue},
                            {QStringLiteral("max"), spec.maxValue},
                            {QStringLiteral("value"), resolved.at(spec.name).get<int>()},
                            {QStringLiteral("from"), from},
                            {QStringLiteral("to"), to}});
        }
    } catch (const std::exception& e) {
        qCWarning(lcGui) << "cannot list the parameters of design" << designId << e.what();
    }
    return list;
}

namespace {

// The ruleset id of design `designId`, empty when there is none.
std::string rulesetOf(Workbench* workbench, int designId) {
    if (!workbench || !workbench->database())
        return {};
    const auto design = pb::db::DesignStore(*workbench->database()).get(designId);
    return design ? designRulesetKey(*design).toStdString() : std::string();
}

} // namespace

QString BalanceController::targetLabel(int designId, const QString& metric) const {
    return targetWords(rulesetOf(workbench_, designId), metric.toStdString());
}

QString BalanceController::parameterLabel(int designId, const QString& name) const {
    return ParameterWords::labelOf(rulesetOf(workbench_, designId), name.toStdString());
}

QString BalanceController::optionLabel(int designId, const QString& name,
                                       const QString& option) const {
    return ParameterWords::optionLabel(rulesetOf(workbench_, designId), name.toStdString(),
                                       option.toStdString());
}

void BalanceController::setSearch(const QString& search) {
    if (search == search_)
        return;
    if (search != QStringLiteral("halving") && search != QStringLiteral("ntbea")) {
        qCWarning(lcGui) << "auto-balance: no search called" << search;
        return;
    }
    search_ = search;
    emit searchChanged();
}

QVariantList BalanceController::searches() const {
    return {QVariantMap{{QStringLiteral("value"), QStringLiteral("halving")},
                        {QStringLiteral("label"), tr("Successive halving")},
                        {QStringLiteral("description"),
                         tr("Plays every candidate a few games, then gives more games to the "
                            "better half, and so on. Best when the values span a few dozen "
                            "settings.")}},
            QVariantMap{{QStringLiteral("value"), QStringLiteral("ntbea")},
                        //: NTBEA is the name of the algorithm; keep it.
                        {QStringLiteral("label"), tr("NTBEA (evolutionary)")},
                        {QStringLiteral("description"),
                         tr("Walks through the settings 20 games at a time, learning which "
                            "value of each parameter helps. Best when the values span hundreds "
                            "of settings or more, too many to play them all.")}}};
}

bool BalanceController::start(int designId, const QVariantMap& config) {
    if (!readyToStart(tr("Auto-balance is already under way.")))
        return false;
    pb::AutoBalanceConfig plan;
    try {
        const auto design = pb::db::DesignStore(*workbench_->database()).get(designId);
        if (!design)
            throw PlanError{tr("Choose a design to balance.")};
        plan.ruleset = designRuleset(*workbench_->database(), *design);
        if (!plan.ruleset)
            throw PlanError{
                tr("This build does not know the ruleset \"%1\".").arg(design->ruleset)};
        requireCheckedScript(*workbench_->database(), *plan.ruleset);
        plan.players = config.value(QStringLiteral("players"), plan.ruleset->minPlayers()).toInt();
        plan.params = design->params;
        plan.setup = design->setup;
        plan.ruleset->makeGame(plan.params, plan.players)->newInitialState(0, plan.setup);
        const QStringList agents = config.value(QStringLiteral("agents")).toStringList();
        if (agents.size() != plan.players || agents.isEmpty())
            throw PlanError{tr("Choose an agent for each of the %n seats.", nullptr,
                               std::max(1, plan.players))};
        for (const QString& agent : agents) {
            plan.agents.push_back(agent.toStdString());
            pb::makeAgent(plan.agents.back(), 0);
        }
        for (const QVariant& axis : config.value(QStringLiteral("vary")).toList()) {
            const QVariantMap a = axis.toMap();
            if (a.contains(QStringLiteral("values"))) {
                // A choice: the options chosen, as the CLI lists them.
                const QStringList values = a.value(QStringLiteral("values")).toStringList();
                if (values.isEmpty())
                    throw PlanError{tr("Tick at least one option of “%1” to try.")
                                        .arg(parameterLabel(
                                            designId, a.value(QStringLiteral("name")).toString()))};
                plan.axes.push_back(QStringLiteral("%1=%2")
                                        .arg(a.value(QStringLiteral("name")).toString(),
                                             values.join(QLatin1Char(',')))
                                        .toStdString());
                continue;
            }
            plan.axes.push_back(QStringLiteral("%1=%2:%3:%4")
                                    .arg(a.value(QStringLiteral("name")).toString())
                                    .arg(a.value(QStringLiteral("from")).toInt())
                                    .arg(a.value(QStringLiteral("to")).toInt())
                                    .arg(std::max(1, a.value(QStringLiteral("step"), 1).toInt()))
                                    .toStdString());
        }
        if (plan.axes.empty())
            throw PlanError{tr("Choose at least one parameter it may change.")};
        for (const QVariant& target : config.value(QStringLiteral("targets")).toList()) {
            const QVariantMap t = target.toMap();
            pb::BalanceTarget parsed;
            parsed.metric = t.value(QStringLiteral("metric")).toString().toStdString();
            const QVariant low = t.value(QStringLiteral("low")),
                           high = t.value(QStringLiteral("high"));
            if (low.isValid() && !low.isNull())
                parsed.low = low.toDouble();
            if (high.isValid() && !high.isNull())
                parsed.high = high.toDouble();
            if (!parsed.low && !parsed.high)
                throw PlanError{tr("Give each target a lower or an upper bound.")};
            if (parsed.low && parsed.high && *parsed.low > *parsed.high)
                throw PlanError{tr("A target's lower bound is above its upper bound.")};
            plan.targets.push_back(std::move(parsed));
        }
        if (plan.targets.empty())
            throw PlanError{tr("Choose at least one target.")};
        const qint64 budget = config.value(QStringLiteral("budget"), 2000).toLongLong();
        if (budget < 2 || budget > 100'000'000)
            throw PlanError{tr("The budget must be between 2 and 100,000,000 games.")};
        plan.budget = static_cast<std::uint64_t>(budget);
        plan.minGames = std::min<std::uint64_t>(20, plan.budget);
        if (search_ == QStringLiteral("ntbea")) {
            // The page asks for one number, games: NTBEA spends them as
            // evaluations of 20 games, its other options at their defaults.
            plan.search = pb::BalanceSearch::Ntbea;
            plan.ntbea.gamesPerEvaluation = plan.minGames;
            plan.ntbea.evaluations = plan.budget / plan.ntbea.gamesPerEvaluation;
        }
        plan.seed = config.value(QStringLiteral("seed"), 1).toULongLong();
        plan.threads = std::clamp(config.value(QStringLiteral("threads"), 1).toInt(), 1, 256);
    } catch (const PlanError& e) {
        setErrorMessage(e.message);
        return false;
    } catch (const std::exception& e) {
        setErrorMessage(QString::fromUtf8(e.what()));
        return false;
    }
    setErrorMessage({});
    designId_ = designId;
    gamesDone_ = 0;
    const std::uint64_t games = plan.search == pb::BalanceSearch::Ntbea
                                    ? plan.ntbea.evaluations * plan.ntbea.gamesPerEvaluation
                                    : plan.budget;
    gamesTotal_ = static_cast<int>(std::min<std::uint64_t>(games, INT_MAX));
    qCInfo(lcGui) << "auto-balancing design" << designId << "by" << search_ << "with a budget of"
                  << gamesTotal_;
    struct Outcome {
        nlohmann::json result;
        QString error;
    };
    job_.start(
        [plan = std::move(plan)](const BackgroundJob::Handles& handles) mutable {
            plan.cancel = handles.cancel.get();
            plan.progress = [done = handles.done](std::uint64_t games, std::uint64_t) {
                done->store(static_cast<qint64>(games));
            };
            Outcome outcome;
            try {
                outcome.result = pb::autoBalance(plan);
            } catch (const std::exception& e) {
                outcome.error = QString::fromUtf8(e.what());
            }
            return outcome;
        },
        [this](const Outcome& outcome) {
            candidates_.clear();
            summary_.clear();
            result_ = outcome.result;
            if (!outcome.error.isEmpty()) {
                qCWarning(lcGui) << "auto-balance failed:" << outcome.error;
                setErrorMessage(tr("Auto-balance stopped: %1").arg(outcome.error));
            } else {
                showResult();
            }
            emit runningChanged();
            emit resultChanged();
            emit finished(outcome.error.isEmpty() ? result_["cancelled"].get<bool>() : true);
        });
    emit runningChanged();
    emit progressChanged();
    return true;
}

void BalanceController::showResult() {
    candidates_.clear();
    summary_.clear();
    if (!result_.is_object() || !result_.contains("best"))
        return;
    std::string rulesetId;
    if (const auto design = pb::db::DesignStore(*workbench_->database()).get(designId_))
        rulesetId = designRulesetKey(*design).toStdString();
    for (const nlohmann::json& best : result_["best"]) {
        QStringList values;
        for (const auto& [name, value] : best["values"].items())
            values.push_back(QStringLiteral("%1 = %2").arg(
                ParameterWords::labelOf(rulesetId, name),
                // An option as its id (as the search lists it); a seat as "P1".
                value.is_string() ? QString::fromStdString(value.get<std::string>())
                                  : ParameterWords::valueText(rulesetId, name, value)));
        QVariantList targets;
        bool anyMisses = false;
        for (const nlohmann::json& t : best["targets"]) {
            const std::string metric = t["metric"].get<std::string>();
            // Runs of an older core have no verdict: their "met" judged the value alone.
            const std::string kind =
                t.value("verdict", std::string(t["met"].get<bool>() ? "meets" : "misses"));
            anyMisses = anyMisses || kind == "misses";
            const QString label = targetWords(rulesetId, metric);
            const QString value =
                t["value"].is_number() ? number(t["value"].get<double>()) : tr("not measured");
            QString text;
            if (t["ci95"].is_array())
                text = tr("%1: %2 (95% interval %3 to %4)")
                           .arg(label, value, number(t["ci95"][0].get<double>()),
                                number(t["ci95"][1].get<double>()));
            else
                text = tr("%1: %2").arg(label, value);
            if (kind == "meets")
                text = tr("✓ %1: meets the target").arg(text);
            else if (kind == "may meet")
                text = tr("? %1: may meet the target, %2 likely; more games would tell")
                           .arg(text, percent(t.value("probability", 0.0)));
            else
                text = tr("✗ %1: misses the target").arg(text);
            targets.push_back(QVariantMap{{QStringLiteral("label"), label},
                                          {QStringLiteral("value"), value},
                                          {QStringLiteral("text"), text},
                                          {QStringLiteral("verdict"), QString::fromStdString(kind)},
                                          {QStringLiteral("met"), t["met"].get<bool>()}});
        }
        const bool meetsAll = best["meets_all"].get<bool>();
        const QString verdictKind = meetsAll    ? QStringLiteral("meets")
                                    : anyMisses ? QStringLiteral("misses")
                                                : QStringLiteral("may meet");
        QString remeasured;
        if (best.contains("remeasured")) {
            const nlohmann::json& again = best["remeasured"];
            const auto games = static_cast<qlonglong>(again["games"].get<std::uint64_t>());
            if (again["meets_all"].get<bool>())
                remeasured = tr("Measured again on %1 fresh games: it meets every target.")
                                 .arg(QLocale().toString(games));
            else if (best["meets_all"].get<bool>())
                remeasured = tr("Measured again on %1 fresh games: it does not meet every "
                                "target there, so its place here owes something to luck.")
                                 .arg(QLocale().toString(games));
            else
                remeasured =
                    tr("Measured again on %1 fresh games: it does not meet every target there "
                       "either.")
                        .arg(QLocale().toString(games));
        }
        candidates_.push_back(QVariantMap{
            {QStringLiteral("values"), values.join(QStringLiteral(", "))},
            {QStringLiteral("games"), static_cast<qlonglong>(best["games"].get<std::uint64_t>())},
            {QStringLiteral("meetsAll"), meetsAll},
            {QStringLiteral("verdictKind"), verdictKind},
            {QStringLiteral("verdict"), meetsAll    ? tr("meets every target")
                                        : anyMisses ? tr("misses a target")
                                                    : tr("may meet every target")},
            {QStringLiteral("remeasured"), remeasured},
            {QStringLiteral("targets"), targets}});
    }
    const auto gamesPlayed = result_["games_played"].get<std::uint64_t>();
    const QString cancelled = result_["cancelled"].get<bool>() ? tr(" (cancelled)") : QString();
    if (result_.value("search", std::string("halving")) == "ntbea") {
        const auto perEvaluation = std::max<std::uint64_t>(
            1, result_["ntbea"]["games_per_evaluation"].get<std::uint64_t>());
        summary_ = tr("NTBEA measured %1 of %2 candidates in %3 evaluations, %4 games played%5.")
                       .arg(result_["tried"].get<std::uint64_t>())
                       .arg(result_["candidates"].get<std::uint64_t>())
                       .arg(gamesPlayed / perEvaluation)
                       .arg(QLocale().toString(static_cast<qlonglong>(gamesPlayed)))
                       .arg(cancelled);
        return;
    }
    summary_ = tr("%1 of %2 candidates tried in %3 rounds, %4 games played%5.")
                   .arg(result_["tried"].get<std::uint64_t>())
                   .arg(result_["candidates"].get<std::uint64_t>())
                   .arg(result_["rounds"].size())
                   .arg(QLocale().toString(static_cast<qlonglong>(gamesPlayed)))
                   .arg(cancelled);
}

int BalanceController::openAsNewDesign(int index) {
    if (!workbench_ || !workbench_->database() || !result_.is_object() || index < 0 ||
        static_cast<std::size_t>(index) >= result_["best"].size()) {
        setErrorMessage(tr("Run auto-balance first."));
        return 0;
    }
    try {
        pb::db::DesignStore store(*workbench_->database());
        const auto base = store.get(designId_);
        if (!base) {
            setErrorMessage(tr("The balanced design is gone from the store."));
            return 0;
        }
        const nlohmann::json& best = result_["best"][static_cast<std::size_t>(index)];
        pb::db::DesignRow design = *base;
        design.name = tr("%1, auto-balanced").arg(base->name);
        design.params = best["params"];
        design.notes = QString::fromStdString(pb::autoBalancedNotes(best));
        const qint64 id = store.create(design);
        workbench_->notifyDesignsChanged();
        setErrorMessage({});
        return static_cast<int>(id);
    } catch (const std::exception& e) {
        setErrorMessage(tr("Cannot store the design: %1").arg(QString::fromUtf8(e.what())));
        return 0;
    }
}

} // namespace pb::gui
