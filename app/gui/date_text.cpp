#include "date_text.h"

#include <QLocale>

namespace pb::gui {

QString dateTimeText(const QDateTime& moment) {
    const QLocale locale;
    QString date = locale.dateFormat(QLocale::ShortFormat);
    // A two-digit year reads as a day or month in a list of dates.
    if (!date.contains(QLatin1String("yyyy")))
        date.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return locale.toString(moment.toLocalTime(),
                           date + QLatin1Char(' ') + locale.timeFormat(QLocale::ShortFormat));
}

} // namespace pb::gui
