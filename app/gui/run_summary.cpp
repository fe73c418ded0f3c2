#include "run_summary.h"

#include "agents/agent_spec.h"
#include "board_presenter.h"
#include "counter_words.h"
#include "db/database.h"
#include "db/game_store.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "heatmap_view.h"
#include "language_watch.h"
#include "parameter_words.h"
#include "pdf_report_writer.h"
#include "report/report_context.h"
#include "report/report_writer.h"
#include "ruleset_ui.h"
#include "seat_words.h"
#include "sim/simulator.h"
#include "stats/balance_metrics.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <exception>
#include <map>

namespace pb::gui {

namespace {

QVariant toVariant(const nlohmann::json& value) {
    if (value.is_null())
        return {};
    return QJsonDocument::fromJson(QByteArray::fromStdString(nlohmann::json{{"v", value}}.dump()))
        .object()
        .value(QStringLiteral("v"))
        .toVariant();
}

QVariantMap toMap(const nlohmann::json& value) {
    return value.is_object() ? toVariant(value).toMap() : QVariantMap{};
}

// How strong an agent is known to be, to tell a surprising loss: random <
// greedy < mcts (measured in tests/core/test_agent_strength.cpp).
int strength(const std::string& spec) {
    try {
        const std::string name = pb::AgentSpec(spec).name();
        if (name == "mcts")
            return 2;
        if (name == "greedy")
            return 1;
    } catch (const std::exception&) {
    }
    return 0;
}

QVariantMap point(double x, const nlohmann::json& value) {
    QVariantMap p{{QStringLiteral("x"), x}};
    if (value.is_object()) { // a proportion
        p[QStringLiteral("y")] = value.value("rate", 0.0);
        p[QStringLiteral("low")] = value.at("ci95").at(0).get<double>();
        p[QStringLiteral("high")] = value.at("ci95").at(1).get<double>();
    } else {
        p[QStringLiteral("y")] = value.get<double>();
        p[QStringLiteral("low")] = value.get<double>();
        p[QStringLiteral("high")] = value.get<double>();
    }
    return p;
}

} // namespace

RunSummary::RunSummary(QObject* parent) : QObject(parent) {
    // The sentences are worded when a run is shown: show it again in the new language.
    onLanguageChange(this, [this] {
        if (runId_ > 0)
            reload();
    });
}

RunSummary::~RunSummary() {
    stopReading();
}

void RunSummary::stopReading() {
    if (stopReading_)
        stopReading_->store(true);
    reading_.waitForFinished();
}

void RunSummary::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = workbench;
    if (workbench_)
        connect(workbench_, &Workbench::databaseChanged, this, &RunSummary::reload);
    emit workbenchChanged();
    reload();
}

void RunSummary::setRunId(int runId) {
    if (runId_ == runId)
        return;
    runId_ = runId;
    emit runIdChanged();
    reload();
}

void RunSummary::clear() {
    context_.reset();
    info_.clear();
    metrics_.clear();
    skill_.clear();
    sweep_.clear();
    outliers_.clear();
    heatmaps_.clear();
    skillTrace_.clear();
}

// What a background read brings back to the GUI thread.
struct RunSummary::Loaded {
    std::shared_ptr<const pb::ReportContext> context;
    pb::SimulationResult result;
    std::map<qint64, qint64> gameIds; // game index -> stored game, when moves were logged
    QString error;
};

RunSummary::Loaded RunSummary::read(const QString& path, int runId,
                                    std::shared_ptr<std::atomic<bool>> stop) {
    Loaded loaded;
    try {
        // Its own connection: a QSqlDatabase belongs to the thread that opened it.
        pb::db::Database database(path, pb::db::Database::OpenMode::ReadOnly);
        loaded.context =
            std::make_shared<const pb::ReportContext>(pb::db::loadReportContext(database, runId));
        loaded.result = pb::db::RunStore(database).results(runId, stop.get());
        if (stop->load()) {
            loaded.context.reset(); // nobody waits for it: a stopped read shows nothing
            return loaded;
        }
        if (loaded.context->logMoves) {
            pb::db::GameFilter filter;
            filter.runId = runId;
            for (const pb::db::GameRow& game : pb::db::GameStore(database).listGames(filter))
                if (game.gameIndex)
                    loaded.gameIds[*game.gameIndex] = game.id;
        }
    } catch (const std::exception& e) {
        loaded.context.reset();
        loaded.error = QString::fromUtf8(e.what());
    }
    return loaded;
}

void RunSummary::reload() {
    const quint64 generation = ++generation_;
    clear();
    setErrorMessage({});
    emit summaryChanged();
    if (runId_ <= 0 || !workbench_ || !workbench_->database()) {
        setLoading(false);
        return;
    }
    setLoading(true);
    stopReading();
    stopReading_ = std::make_shared<std::atomic<bool>>(false);
    QFuture<Loaded> read =
        QtConcurrent::run(&RunSummary::read, workbench_->database()->path(), runId_, stopReading_);
    reading_ = QFuture<void>(read);
    read.then(this, [this, generation](Loaded loaded) {
        // Always later, never inside reload() (a read that finished before
        // `then` ran would come back at once): callers see `loading` first.
        QMetaObject::invokeMethod(
            this,
            [this, generation, loaded = std::move(loaded)]() mutable {
                if (generation == generation_) // else another run was asked for meanwhile
                    show(std::move(loaded));
            },
            Qt::QueuedConnection);
    });
}

void RunSummary::show(Loaded loaded) {
    clear();
    QString error;
    if (!loaded.context) {
        error = tr("Cannot show run %1: %2").arg(runId_).arg(loaded.error);
        qCWarning(lcGui) << error;
    } else {
        try {
            context_ = std::move(loaded.context);
            const pb::ReportContext& ctx = *context_;
            QStringList agents;
            for (const auto& agent : ctx.agents)
                agents.push_back(SeatWords::agentName(QString::fromStdString(agent)));
            info_ = {
                {QStringLiteral("title"), QString::fromStdString(ctx.title)},
                {QStringLiteral("ruleset"), QString::fromStdString(ctx.rulesetName)},
                {QStringLiteral("players"), ctx.players},
                {QStringLiteral("agents"), agents},
                {QStringLiteral("games"), static_cast<qint64>(ctx.games)},
                {QStringLiteral("seed"), QString::number(ctx.runSeed)},
                {QStringLiteral("createdAt"),
                 QLocale().toString(
                     QDateTime::fromString(QString::fromStdString(ctx.createdAt), Qt::ISODateWithMs)
                         .toLocalTime(),
                     QLocale::ShortFormat)},
                {QStringLiteral("program"), QString::fromStdString(ctx.programVersion)},
                {QStringLiteral("command"), QString::fromStdString(ctx.command)},
                {QStringLiteral("logMoves"), ctx.logMoves},
                {QStringLiteral("cancelled"), ctx.metrics.value("cancelled", false)},
                {QStringLiteral("params"),
                 QString::fromStdString(
                     ctx.nonDefaultParams.empty() ? std::string() : ctx.nonDefaultParams.dump())}};
            metrics_ = toMap(ctx.metrics);
            skill_ = toMap(ctx.skill);
            reword();
            loadSweep();
            loadOutliers(loaded);
            loadHeatmaps();
        } catch (const std::exception& e) {
            clear();
            error = tr("Cannot show run %1: %2").arg(runId_).arg(QString::fromUtf8(e.what()));
            qCWarning(lcGui) << error;
        }
    }
    setErrorMessage(error);
    setLoading(false);
    emit summaryChanged();
}

// The map's title in the interface language where its ruleset words it, else
// the core's English.
QString RunSummary::heatmapTitle(const nlohmann::json& map) const {
    if (const RulesetUi* ui = findRulesetUi(context_->rulesetId))
        if (QString title = ui->heatmapTitle(map.value("id", std::string())); !title.isEmpty())
            return title;
    return QString::fromStdString(map.value("title", std::string()));
}

void RunSummary::loadHeatmaps() {
    for (const nlohmann::json& map : context_->heatmaps)
        heatmaps_.push_back(HeatmapView::forRun(map, heatmapTitle(map)));
}

namespace {

QString percentText(double rate) {
    return QLocale().toString(100.0 * rate, 'f', 1) + QLatin1Char('%');
}

} // namespace

// The trace's points and the plain verdict in the interface language, from
// the core's numbers (the core's English sentence stays in the files).
void RunSummary::loadSkillTrace() {
    skillTrace_.clear();
    const nlohmann::json& trace = context_ ? context_->skillTrace : nlohmann::json();
    if (!trace.is_object())
        return;
    const bool cooperative = trace.value("cooperative", false);
    QVariantList points;
    double xMax = 1.0;
    auto add = [&](double strength, const nlohmann::json& p, const QString& label) {
        const double x = std::log10(std::max(1.0, strength));
        xMax = std::max(xMax, std::ceil(x));
        points.push_back(QVariantMap{{QStringLiteral("x"), x},
                                     {QStringLiteral("rate"), p["rate"].get<double>()},
                                     {QStringLiteral("low"), p["ci95"][0].get<double>()},
                                     {QStringLiteral("high"), p["ci95"][1].get<double>()},
                                     {QStringLiteral("label"), label}});
    };
    double expected = -1.0;
    if (cooperative) {
        for (const nlohmann::json& rung : trace.value("rungs", nlohmann::json::array()))
            add(rung["strength"].get<double>(), rung["team_wins"],
                SeatWords::agentName(QString::fromStdString(rung["agent"].get<std::string>())));
    } else {
        for (const nlohmann::json& match : trace.value("matches", nlohmann::json::array())) {
            QString label =
                tr("%1 against %2")
                    .arg(SeatWords::agentName(
                             QString::fromStdString(match["stronger"].get<std::string>())),
                         SeatWords::agentName(
                             QString::fromStdString(match["weaker"].get<std::string>())));
            // The draw rate beside the score it is part of.
            if (match.contains("draws") && match["draws"].value("rate", 0.0) > 0.0)
                label = tr("%1 (draws %2)")
                            .arg(label, percentText(match["draws"]["rate"].get<double>()));
            add(match["ratio"].get<double>(), match["wins"], label);
            expected = match.value("expected", -1.0);
        }
    }
    const QString kind = QString::fromStdString(trace.value("verdict_kind", std::string()));
    QString points10 = QLocale().toString(100.0 * trace.value("slope", 0.0), 'f', 1);
    // The slope with its interval, where the core gave one (runs stored
    // before it did keep the bare figure).
    if (trace.contains("slope_ci95"))
        points10 =
            tr("%1 (95% interval %2 to %3)")
                .arg(points10,
                     QLocale().toString(100.0 * trace["slope_ci95"][0].get<double>(), 'f', 1),
                     QLocale().toString(100.0 * trace["slope_ci95"][1].get<double>(), 'f', 1));
    QString verdict;
    if (kind == QLatin1String("floor"))
        verdict = tr("Floor: at every strength the team wins under 10% of its games, so this trace "
                     "says nothing of skill; the design is too hard for these agents (%1 points "
                     "per tenfold of search).")
                      .arg(points10);
    else if (kind == QLatin1String("ceiling"))
        verdict = tr("Ceiling: at every strength the team wins over 90% of its games, so this "
                     "trace says nothing of skill; the design is too easy for these agents (%1 "
                     "points per tenfold of search).")
                      .arg(points10);
    else if (kind == QLatin1String("worse"))
        verdict = tr("Stronger plays worse: %1 points per tenfold of search. Look at what deeper "
                     "search finds that loses.")
                      .arg(points10);
    else if (kind == QLatin1String("unclear"))
        verdict = tr("Too few games to tell skill from luck: %1 points per tenfold of search.")
                      .arg(points10);
    else if (kind == QLatin1String("skill"))
        verdict = cooperative
                      ? tr("Steep: depth matters. Each tenfold of the team's search changes its "
                           "win rate by %1 points.")
                            .arg(points10)
                      : tr("Steep: depth matters. Each tenfold of search raises the stronger "
                           "side's win rate by %1 points, and it wins more often in every "
                           "match.")
                            .arg(points10);
    else if (kind == QLatin1String("luck"))
        verdict = cooperative ? tr("Flat: luck decides. Each tenfold of the team's search "
                                   "changes its win rate by only %1 points.")
                                    .arg(points10)
                              : tr("Flat: luck decides. In no match does the stronger side win "
                                   "detectably more often (%1 points per tenfold of search).")
                                    .arg(points10);
    else
        verdict = tr("Mixed: depth matters at some strengths only (%1 points per tenfold of "
                     "search).")
                      .arg(points10);
    if (!trace.value("draw_note", std::string()).empty()) {
        const nlohmann::json& top = trace["matches"].back();
        verdict +=
            QLatin1Char(' ') +
            tr("Between %1 and %2, %3 of the games are draws: strong players often do not "
               "finish a game.")
                .arg(SeatWords::agentName(
                         QString::fromStdString(top["stronger"].get<std::string>())),
                     SeatWords::agentName(QString::fromStdString(top["weaker"].get<std::string>())),
                     percentText(top["draws"]["rate"].get<double>()));
    }
    // Fitted strengths on the Elo scale, random at 0.
    QStringList ratings;
    for (const nlohmann::json& r : trace.value("ratings", nlohmann::json::array())) {
        const QString name =
            SeatWords::agentName(QString::fromStdString(r["agent"].get<std::string>()));
        const QString elo = QLocale().toString(r["elo"].get<double>(), 'f', 0);
        ratings.push_back(r["ci95"].is_array() && r["ci95"][0] != r["ci95"][1]
                              ? tr("%1 %2 (%3 to %4)")
                                    .arg(name, elo,
                                         QLocale().toString(r["ci95"][0].get<double>(), 'f', 0),
                                         QLocale().toString(r["ci95"][1].get<double>(), 'f', 0))
                              : tr("%1 %2").arg(name, elo));
    }
    skillTrace_ = {{QStringLiteral("cooperative"), cooperative},
                   {QStringLiteral("ratings"), ratings.isEmpty()
                                                   ? QString()
                                                   : tr("Strength on the Elo scale (random 0): %1")
                                                         .arg(ratings.join(QStringLiteral("; ")))},
                   {QStringLiteral("verdictKind"), kind},
                   {QStringLiteral("verdict"), verdict},
                   {QStringLiteral("cancelled"), trace.value("cancelled", false)},
                   {QStringLiteral("xMax"), xMax},
                   {QStringLiteral("expected"), expected},
                   {QStringLiteral("points"), points}};
}

void RunSummary::setLoading(bool loading) {
    if (loading_ == loading)
        return;
    loading_ = loading;
    emit loadingChanged();
}

// Runs stored before the core wrote its "verdict_kind" and "flag_kind" keep
// their English sentences.
void RunSummary::reword() {
    loadSkillTrace();
    QVariantMap first = metrics_.value(QStringLiteral("first_player")).toMap();
    const QString firstKind = first.value(QStringLiteral("verdict_kind")).toString();
    if (firstKind == QLatin1String("above"))
        first[QStringLiteral("verdict")] = tr("Moving first is an advantage.");
    else if (firstKind == QLatin1String("below"))
        first[QStringLiteral("verdict")] = tr("Moving first is a disadvantage.");
    else if (firstKind == QLatin1String("within"))
        first[QStringLiteral("verdict")] =
            tr("No first-player advantage is detectable at this sample size.");
    else if (firstKind == QLatin1String("none"))
        first[QStringLiteral("verdict")] =
            tr("No game had a first player, so there is nothing to say about first-player "
               "advantage.");
    else if (firstKind == QLatin1String("cooperative"))
        first[QStringLiteral("verdict")] =
            tr("Every player shares the result of a cooperative game, so first-player "
               "advantage does not apply.");
    if (!first.isEmpty())
        metrics_[QStringLiteral("first_player")] = first;

    const QString skillKind = skill_.value(QStringLiteral("verdict_kind")).toString();
    if (skillKind == QLatin1String("above"))
        skill_[QStringLiteral("verdict")] = tr("Skill pays off: better play wins more often.");
    else if (skillKind == QLatin1String("below"))
        skill_[QStringLiteral("verdict")] =
            tr("It wins less often than luck would give, so it plays worse than random here.");
    else if (skillKind == QLatin1String("within"))
        skill_[QStringLiteral("verdict")] =
            tr("No skill advantage is detectable at this sample size; the result may be mostly "
               "luck.");
    else if (skillKind == QLatin1String("none"))
        skill_[QStringLiteral("verdict")] = tr("No skill games were played.");
    if (skill_.contains(QStringLiteral("agent")))
        skill_[QStringLiteral("agentName")] =
            SeatWords::agentName(skill_.value(QStringLiteral("agent")).toString());

    QVariantList seats;
    for (const QVariant& item : metrics_.value(QStringLiteral("seats")).toList()) {
        QVariantMap seat = item.toMap();
        seat[QStringLiteral("agentName")] =
            SeatWords::agentName(seat.value(QStringLiteral("agent")).toString());
        seats.push_back(seat);
    }
    if (!seats.isEmpty())
        metrics_[QStringLiteral("seats")] = seats;

    // The charted counters are named as the rule-usage rows are.
    QVariantList distributions;
    for (const QVariant& item : metrics_.value(QStringLiteral("distributions")).toList()) {
        QVariantMap d = item.toMap();
        const QString described = CounterWords::description(
            context_->rulesetId, d.value(QStringLiteral("counter")).toString().toStdString());
        d[QStringLiteral("label")] =
            !described.isEmpty() ? described : d.value(QStringLiteral("description")).toString();
        distributions.push_back(d);
    }
    if (!distributions.isEmpty())
        metrics_[QStringLiteral("distributions")] = distributions;

    QVariantList usage;
    for (const QVariant& item : metrics_.value(QStringLiteral("rule_usage")).toList()) {
        QVariantMap row = item.toMap();
        const QString counter = row.value(QStringLiteral("counter")).toString();
        const QString described =
            CounterWords::description(context_->rulesetId, counter.toStdString());
        row[QStringLiteral("label")] =
            !described.isEmpty() ? described
            : row.value(QStringLiteral("description")).toString().isEmpty()
                ? counter
                : tr("%1 (%2)").arg(counter, row.value(QStringLiteral("description")).toString());
        const QString kind = row.value(QStringLiteral("flag_kind")).toString();
        const double users = row.value(QStringLiteral("user_win_rate"))
                                 .toMap()
                                 .value(QStringLiteral("rate"))
                                 .toDouble();
        const double others = row.value(QStringLiteral("non_user_win_rate"))
                                  .toMap()
                                  .value(QStringLiteral("rate"))
                                  .toDouble();
        if (kind == QLatin1String("never"))
            //: a rule-usage note: the rule event never happened
            row[QStringLiteral("flag")] = tr("never used");
        else if (kind == QLatin1String("rare"))
            row[QStringLiteral("flag")] = tr("rare: used by under 1% of the players");
        else if (kind == QLatin1String("more"))
            //: %1 the win rate of the players who used it, %2 of those who did not
            row[QStringLiteral("flag")] =
                tr("users win more often (%1 vs %2)").arg(percentText(users), percentText(others));
        else if (kind == QLatin1String("less"))
            //: %1 the win rate of the players who used it, %2 of those who did not
            row[QStringLiteral("flag")] =
                tr("users win less often (%1 vs %2)").arg(percentText(users), percentText(others));
        usage.push_back(row);
    }
    if (!usage.isEmpty())
        metrics_[QStringLiteral("rule_usage")] = usage;
}

// Rates against the first swept parameter: one line per seat and one for the
// first player (per value of the second parameter in a 2-D sweep), each point
// with its 95% interval; mean length as its own line.
void RunSummary::loadSweep() {
    const nlohmann::json& sweep = context_->sweep;
    if (!sweep.is_object() || sweep.value("parameters", nlohmann::json::array()).empty())
        return;
    const std::string x = sweep["parameters"][0];
    const std::string second =
        sweep["parameters"].size() > 1 ? sweep["parameters"][1].get<std::string>() : "";
    std::map<std::string, QVariantList> series; // name -> points
    std::vector<std::string> order;
    QVariantList lengthPoints;
    double min = 0, max = 0;
    bool first = true;
    for (const auto& p : sweep.at("points")) {
        const nlohmann::json& value = p.at("values").at(x);
        if (!value.is_number())
            return; // only whole-number parameters have a numeric axis
        const double at = value.get<double>();
        min = first ? at : std::min(min, at);
        max = first ? at : std::max(max, at);
        first = false;
        const std::string suffix =
            second.empty() ? ""
                           : ", " + tr("%1 = %2")
                                        .arg(ParameterWords::labelOf(context_->rulesetId, second),
                                             QString::fromStdString(p["values"][second].dump()))
                                        .toStdString();
        auto add = [&](const std::string& name, const nlohmann::json& v) {
            if (!series.count(name))
                order.push_back(name);
            series[name].push_back(point(at, v));
        };
        const nlohmann::json& metrics = p.at("metrics");
        for (const auto& seat : metrics.at("seats"))
            //: %1 a seat (P1), %2 its agent (MCTS (1,000 iterations))
            add(tr("%1 (%2)")
                        .arg(BoardPresenter::seatLabel(seat.value("seat", 0)),
                             SeatWords::agentName(QString::fromStdString(seat.value("agent", ""))))
                        .toStdString() +
                    suffix,
                seat);
        add(tr("First player").toStdString() + suffix, metrics.at("first_player").at("wins"));
        if (second.empty())
            lengthPoints.push_back(point(at, metrics.at("length").at("mean")));
    }
    QVariantList list;
    for (const auto& name : order)
        list.push_back(QVariantMap{{QStringLiteral("name"), QString::fromStdString(name)},
                                   {QStringLiteral("points"), series[name]}});
    sweep_ = {{QStringLiteral("parameter"), ParameterWords::labelOf(context_->rulesetId, x)},
              {QStringLiteral("min"), min},
              {QStringLiteral("max"), max},
              {QStringLiteral("series"), list},
              {QStringLiteral("lengthPoints"), lengthPoints}};
}

// The longest and the shortest game, and the quickest loss of a stronger agent
// to a weaker one: the games a designer wants to watch.
void RunSummary::loadOutliers(const Loaded& loaded) {
    const pb::SimulationResult& result = loaded.result;
    if (result.games.empty())
        return;
    const std::map<qint64, qint64>& gameIds = loaded.gameIds;
    const auto& agents = context_->agents;
    auto agentOf = [&](int seat) {
        return seat >= 0 && seat < static_cast<int>(agents.size()) ? agents[seat] : std::string();
    };
    auto describe = [&](const pb::SimulatedGame& game) {
        if (game.outcome.winner >= 0)
            //: %1 a seat (P1), %2 its agent (MCTS (1,000 iterations))
            return tr("%1 (%2) won in %n turns", nullptr, game.turns)
                .arg(BoardPresenter::seatLabel(game.outcome.winner),
                     SeatWords::agentName(QString::fromStdString(agentOf(game.outcome.winner))));
        return tr("No single winner after %n turns", nullptr, game.turns);
    };
    auto entry = [&](const QString& kind, const QString& title, const pb::SimulatedGame& game,
                     const QString& detail) {
        const auto id = gameIds.find(static_cast<qint64>(game.index));
        outliers_.push_back(
            QVariantMap{{QStringLiteral("kind"), kind},
                        {QStringLiteral("title"), title},
                        {QStringLiteral("detail"), detail},
                        {QStringLiteral("gameIndex"), static_cast<qint64>(game.index)},
                        {QStringLiteral("gameId"), id == gameIds.end() ? qint64(-1) : id->second},
                        {QStringLiteral("turns"), game.turns}});
    };

    const pb::SimulatedGame* longest = &result.games.front();
    const pb::SimulatedGame* shortest = &result.games.front();
    const pb::SimulatedGame* surprise = nullptr;
    for (const pb::SimulatedGame& game : result.games) {
        if (game.turns > longest->turns)
            longest = &game;
        if (game.turns < shortest->turns)
            shortest = &game;
        const int winner = game.outcome.winner;
        if (winner < 0)
            continue;
        for (int seat = 0; seat < game.outcome.numSeats; ++seat)
            if (seat != winner && strength(agentOf(seat)) > strength(agentOf(winner)) &&
                (!surprise || game.turns < surprise->turns))
                surprise = &game;
    }
    entry(QStringLiteral("longest"), tr("Longest game: #%1").arg(longest->index), *longest,
          describe(*longest));
    entry(QStringLiteral("shortest"), tr("Shortest game: #%1").arg(shortest->index), *shortest,
          describe(*shortest));
    if (surprise)
        entry(QStringLiteral("surprise"), tr("Surprising loss: #%1").arg(surprise->index),
              *surprise, describe(*surprise));
}

bool RunSummary::exportReport(const QString& format, const QUrl& file) {
    if (!context_ || !workbench_ || !workbench_->database()) {
        setErrorMessage(tr("Choose a run to export."));
        return false;
    }
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    try {
        if (format == QStringLiteral("pdf")) {
            pb::writePdfReport(*context_, path);
            pb::db::writeReproduceSetup(*context_, path);
        } else {
            std::string text;
            if (format == QStringLiteral("html")) {
                text = pb::htmlReport(*context_);
            } else if (format == QStringLiteral("json")) {
                text = pb::jsonReport(*context_);
            } else if (format == QStringLiteral("csv")) {
                const pb::SimulationResult result =
                    pb::db::RunStore(*workbench_->database()).results(runId_);
                text = pb::csvGames(result, pb::rulesetOrThrow(context_->rulesetId),
                                    context_->players, context_->agents);
            } else {
                setErrorMessage(tr("Unknown report format \"%1\".").arg(format));
                return false;
            }
            QSaveFile out(path);
            if (!out.open(QIODevice::WriteOnly) ||
                out.write(text.data(), static_cast<qint64>(text.size())) !=
                    static_cast<qint64>(text.size()) ||
                !out.commit()) {
                setErrorMessage(tr("Cannot write %1: %2").arg(path, out.errorString()));
                return false;
            }
            // The "Reproduce with" command reads the run's set-up from beside the report.
            if (format != QStringLiteral("csv"))
                pb::db::writeReproduceSetup(*context_, path);
        }
    } catch (const std::exception& e) {
        setErrorMessage(tr("Cannot export the report: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    setErrorMessage({});
    qCInfo(lcGui) << "exported run" << runId_ << "as" << format << "to" << path;
    return true;
}

QString RunSummary::suggestedFileName(const QString& format) const {
    return QStringLiteral("report-run-%1.%2").arg(runId_).arg(format);
}

void RunSummary::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

} // namespace pb::gui
