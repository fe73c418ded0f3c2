#include "heatmap_view.h"

#include "ruleset_ui.h"
#include "stats/heatmap_stats.h"

#include <QCoreApplication>
#include <QLocale>
#include <QVariantList>
#include <algorithm>
#include <cmath>

namespace pb::gui {

namespace {

// A per-game figure in at most 4 characters, as the HTML report writes it.
QString shortNumber(double x) {
    const QLocale locale;
    const double a = std::abs(x);
    if (a >= 9999.5)
        return locale.toString(x / 1000.0, 'f', 0) + QLatin1Char('k');
    return locale.toString(x, 'f', a >= 99.5 ? 0 : a >= 9.95 ? 1 : 2);
}

// A figure per game, or a run's total (a whole number) for a map stored
// without its games.
QString figure(double x, bool perGame) {
    if (perGame || std::abs(x) >= 9999.5)
        return shortNumber(x);
    return QLocale().toString(x, 'f', 0);
}

QString signedNumber(double x) {
    return (x > 0.0 ? QStringLiteral("+") : QString()) + shortNumber(x);
}

// An interval's end: a third decimal below 1, so an end near 0 does not read "+0.00".
QString intervalEnd(double x) {
    if (std::abs(x) >= 1.0)
        return signedNumber(x);
    return (x > 0.0 ? QStringLiteral("+") : QString()) + QLocale().toString(x, 'f', 3);
}

std::vector<double> numbers(const nlohmann::json& list) {
    std::vector<double> out;
    if (list.is_array())
        for (const nlohmann::json& x : list)
            out.push_back(x.is_number() ? x.get<double>() : 0.0);
    return out;
}

QString cellName(int index, int cols) {
    return HeatmapView::tr("Row %1, column %2")
        .arg(index / std::max(1, cols) + 1)
        .arg(index % std::max(1, cols) + 1);
}

// One view of a map on the heat scale, `max` its busiest cell.
QVariantMap heatView(const QString& name, const std::vector<double>& values,
                     const std::vector<double>& share, double max, bool perGame, int cols) {
    QVariantList shown, labels, levels, tips;
    const QLocale locale;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double v = values[i];
        shown.push_back(v);
        labels.push_back(v >= 0.005 ? figure(v, perGame) : QString());
        // Any event at all shows: only a cell that saw none is level 0.
        levels.push_back(v <= 0.0 || max <= 0.0
                             ? 0
                             : std::clamp(static_cast<int>(std::lround(6.0 * v / max)), 1, 6));
        QString tip = perGame ? HeatmapView::tr("%1: %2 per game")
                                    .arg(cellName(static_cast<int>(i), cols), shortNumber(v))
                              : HeatmapView::tr("%1: %2 in the run")
                                    .arg(cellName(static_cast<int>(i), cols), figure(v, false));
        if (i < share.size())
            tip += QLatin1Char(' ') + HeatmapView::tr("(an event in %1% of games)")
                                          .arg(locale.toString(100.0 * share[i], 'f', 0));
        tips.push_back(tip);
    }
    return {{QStringLiteral("name"), name},
            {QStringLiteral("values"), shown},
            {QStringLiteral("labels"), labels},
            {QStringLiteral("levels"), levels},
            {QStringLiteral("tips"), tips},
            {QStringLiteral("legend"),
             perGame
                 ? HeatmapView::tr("%1 per game (the busiest cell)").arg(shortNumber(max))
                 : HeatmapView::tr("%1 in the run (the busiest cell)").arg(figure(max, false))}};
}

} // namespace

QVariantMap HeatmapView::forRun(const nlohmann::json& map, const QString& title) {
    const nlohmann::json view = pb::heatmapPerGame(map);
    const bool perGame = view.value("per_game", false);
    const int cols = map.value("cols", 0);
    QVariantList views;
    views.push_back(heatView(HeatmapView::tr("All seats"), numbers(view["mean"]),
                             numbers(view.value("share", nlohmann::json::array())),
                             view.value("max_mean", 0.0), perGame, cols));
    if (view.contains("seats")) {
        // Every seat on one scale, so seats compare by colour.
        double max = 0.0;
        for (const nlohmann::json& seat : view["seats"])
            for (double x : numbers(seat))
                max = std::max(max, x);
        int seat = 0;
        for (const nlohmann::json& values : view["seats"])
            //: A seat of the game, as in "P1"
            views.push_back(
                heatView(HeatmapView::tr("P%1").arg(++seat), numbers(values), {}, max, true, cols));
    }
    return {{QStringLiteral("id"), QString::fromStdString(map.value("id", std::string()))},
            {QStringLiteral("title"), title},
            {QStringLiteral("rows"), map.value("rows", 0)},
            {QStringLiteral("cols"), cols},
            {QStringLiteral("games"), static_cast<qulonglong>(map.value("games", 0ULL))},
            {QStringLiteral("perGame"), perGame},
            {QStringLiteral("diverging"), false},
            {QStringLiteral("views"), views}};
}

QVariantMap HeatmapView::forDifference(const nlohmann::json& map, const QString& title) {
    const std::vector<double> a = numbers(map["a"]), b = numbers(map["b"]),
                              d = numbers(map["difference"]), low = numbers(map["low"]),
                              high = numbers(map["high"]);
    const nlohmann::json& beyond = map["beyond_noise"];
    const double largest = map.value("largest", 0.0);
    const int cols = map.value("cols", 0);
    QVariantList labels, levels, tips, outlined, values;
    for (std::size_t i = 0; i < d.size(); ++i) {
        const bool marked = i < beyond.size() && beyond[i].get<bool>();
        values.push_back(d[i]);
        labels.push_back(std::abs(d[i]) >= 0.005 ? signedNumber(d[i]) : QString());
        levels.push_back(largest > 0.0 ? static_cast<int>(std::lround(4.0 * d[i] / largest)) : 0);
        outlined.push_back(marked);
        QString tip =
            HeatmapView::tr("%1: A %2, B %3 per game; B − A %4 (%5 to %6)")
                .arg(cellName(static_cast<int>(i), cols), shortNumber(a[i]), shortNumber(b[i]),
                     signedNumber(d[i]), intervalEnd(low[i]), intervalEnd(high[i]));
        if (marked)
            tip += QLatin1Char(' ') + HeatmapView::tr("beyond noise");
        tips.push_back(tip);
    }
    const int marked = map.value("marked", 0);
    const auto games = map.value("games", std::uint64_t{0});
    QString summary;
    if (largest <= 0.0)
        summary = HeatmapView::tr("%n paired game(s): the same in every cell.", "",
                                  static_cast<int>(games));
    else if (map.value("descriptive", false))
        summary =
            HeatmapView::tr("%n paired game(s): too few for intervals, so the map only describes.",
                            "", static_cast<int>(games));
    else if (marked == 0)
        summary = HeatmapView::tr("%n paired game(s): no cell's difference is beyond noise.", "",
                                  static_cast<int>(games));
    else
        summary = HeatmapView::tr("%n paired game(s); outlined cells are beyond noise: %1.", "",
                                  static_cast<int>(games))
                      .arg(marked);
    const QVariantMap view{{QStringLiteral("name"), HeatmapView::tr("B − A")},
                           {QStringLiteral("values"), values},
                           {QStringLiteral("labels"), labels},
                           {QStringLiteral("levels"), levels},
                           {QStringLiteral("tips"), tips},
                           {QStringLiteral("outlined"), outlined},
                           {QStringLiteral("legend"),
                            HeatmapView::tr("−%1 … +%1 per game").arg(shortNumber(largest))}};
    return {{QStringLiteral("id"), QString::fromStdString(map.value("id", std::string()))},
            {QStringLiteral("title"), title},
            {QStringLiteral("rows"), map.value("rows", 0)},
            {QStringLiteral("cols"), cols},
            {QStringLiteral("games"), static_cast<qulonglong>(games)},
            {QStringLiteral("perGame"), true},
            {QStringLiteral("diverging"), true},
            {QStringLiteral("summary"), summary},
            {QStringLiteral("views"), QVariantList{view}}};
}

QVariantList HeatmapView::forRunMaps(const nlohmann::json& maps, std::string_view rulesetId) {
    QVariantList views;
    const RulesetUi* ui = findRulesetUi(rulesetId);
    for (const nlohmann::json& map : maps) {
        QString title = ui ? ui->heatmapTitle(map.value("id", std::string())) : QString();
        if (title.isEmpty())
            title = QString::fromStdString(map.value("title", std::string()));
        views.push_back(forRun(map, title));
    }
    return views;
}

} // namespace pb::gui
