#include "skill_trace_view.h"

#include "report_wording.h"
#include "seat_words.h"

#include <QLocale>
#include <QStringList>
#include <QVariantList>
#include <algorithm>
#include <cmath>

namespace pb::gui {

// The trace's points and the plain verdict in the interface language, from
// the core's numbers (the core's English sentence stays in the files).
QVariantMap SkillTraceView::forRun(const nlohmann::json& trace) {
    if (!trace.is_object())
        return {};
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
                label =
                    tr("%1 (draws %2)")
                        .arg(label, ReportWording::percent(match["draws"]["rate"].get<double>()));
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
                     ReportWording::percent(top["draws"]["rate"].get<double>()));
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
    return {{QStringLiteral("cooperative"), cooperative},
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

} // namespace pb::gui
