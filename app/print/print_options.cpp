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

} // namespace pb::print
