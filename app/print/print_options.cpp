#include "print_options.h"

namespace pb::print {

QPageSize::PageSizeId defaultPaper(const QLocale& locale) {
    // QLocale knows the measurement system, not the paper: the imperial
    // territories are the Letter ones, except Britain, which uses A4.
    if (locale.measurementSystem() == QLocale::ImperialUSSystem)
        return QPageSize::Letter;
    switch (locale.territory()) {
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::Venezuela:
    case QLocale::Philippines:
        return QPageSize::Letter;
    default:
        return QPageSize::A4;
    }
}

std::optional<QPageSize::PageSizeId> paperFromName(const QString& name) {
    if (name.compare(QStringLiteral("a4"), Qt::CaseInsensitive) == 0)
        return QPageSize::A4;
    if (name.compare(QStringLiteral("letter"), Qt::CaseInsensitive) == 0)
        return QPageSize::Letter;
    return std::nullopt;
}

std::optional<CardSize> cardSizeFromName(const QString& name) {
    const QString lower = name.trimmed().toLower();
    if (lower == QStringLiteral("poker"))
        return kPokerCard;
    if (lower == QStringLiteral("bridge"))
        return kBridgeCard;
    const QStringList sides = lower.split(QLatin1Char('x'));
    if (sides.size() != 2)
        return std::nullopt;
    bool wideOk = false;
    bool highOk = false;
    const double width = sides[0].trimmed().toDouble(&wideOk);
    const double height = sides[1].trimmed().toDouble(&highOk);
    if (!wideOk || !highOk || !(width > 0) || !(height > 0))
        return std::nullopt;
    return CardSize{width, height};
}

} // namespace pb::print
