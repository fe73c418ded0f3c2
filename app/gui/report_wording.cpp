#include "report_wording.h"

#include "counter_words.h"
#include "seat_words.h"

#include <QLocale>
#include <QVariantList>

namespace pb::gui {

QString ReportWording::percent(double rate) {
    return QLocale().toString(100.0 * rate, 'f', 1) + QLatin1Char('%');
}

void ReportWording::reword(QVariantMap& metrics, QVariantMap& skill, std::string_view rulesetId) {
    QVariantMap first = metrics.value(QStringLiteral("first_player")).toMap();
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
        metrics[QStringLiteral("first_player")] = first;

    const QString skillKind = skill.value(QStringLiteral("verdict_kind")).toString();
    if (skillKind == QLatin1String("above"))
        skill[QStringLiteral("verdict")] = tr("Skill pays off: better play wins more often.");
    else if (skillKind == QLatin1String("below"))
        skill[QStringLiteral("verdict")] =
            tr("It wins less often than luck would give, so it plays worse than random here.");
    else if (skillKind == QLatin1String("within"))
        skill[QStringLiteral("verdict")] =
            tr("No skill advantage is detectable at this sample size; the result may be mostly "
               "luck.");
    else if (skillKind == QLatin1String("none"))
        skill[QStringLiteral("verdict")] = tr("No skill games were played.");
    if (skill.contains(QStringLiteral("agent")))
        skill[QStringLiteral("agentName")] =
            SeatWords::agentName(skill.value(QStringLiteral("agent")).toString());

    QVariantList seats;
    for (const QVariant& item : metrics.value(QStringLiteral("seats")).toList()) {
        QVariantMap seat = item.toMap();
        seat[QStringLiteral("agentName")] =
            SeatWords::agentName(seat.value(QStringLiteral("agent")).toString());
        seats.push_back(seat);
    }
    if (!seats.isEmpty())
        metrics[QStringLiteral("seats")] = seats;

    // The charted counters are named as the rule-usage rows are.
    QVariantList distributions;
    for (const QVariant& item : metrics.value(QStringLiteral("distributions")).toList()) {
        QVariantMap d = item.toMap();
        const QString described = CounterWords::description(
            rulesetId, d.value(QStringLiteral("counter")).toString().toStdString());
        d[QStringLiteral("label")] =
            !described.isEmpty() ? described : d.value(QStringLiteral("description")).toString();
        distributions.push_back(d);
    }
    if (!distributions.isEmpty())
        metrics[QStringLiteral("distributions")] = distributions;

    QVariantList usage;
    for (const QVariant& item : metrics.value(QStringLiteral("rule_usage")).toList()) {
        QVariantMap row = item.toMap();
        const QString counter = row.value(QStringLiteral("counter")).toString();
        const QString described = CounterWords::description(rulesetId, counter.toStdString());
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
                tr("users win more often (%1 vs %2)").arg(percent(users), percent(others));
        else if (kind == QLatin1String("less"))
            //: %1 the win rate of the players who used it, %2 of those who did not
            row[QStringLiteral("flag")] =
                tr("users win less often (%1 vs %2)").arg(percent(users), percent(others));
        usage.push_back(row);
    }
    if (!usage.isEmpty())
        metrics[QStringLiteral("rule_usage")] = usage;
}

} // namespace pb::gui
