#include "script/script_version_model.h"

#include "language_watch.h"

#include <QLocale>

namespace pb::gui {

ScriptVersionModel::ScriptVersionModel(QObject* parent) : QAbstractListModel(parent) {
    // The times are worded in the interface locale, which follows the language.
    onLanguageChange(this, [this] {
        if (!rows_.empty())
            emit dataChanged(index(0), index(count() - 1), {SavedAtRole});
    });
}

int ScriptVersionModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant ScriptVersionModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Version& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case HashRole:
        return row.hash;
    case Qt::DisplayRole:
    case SavedAtRole:
        return timeText(row.storedAt);
    case CurrentRole:
        return row.hash == current_;
    case GamesRole:
        return row.games;
    case RunsRole:
        return row.runs;
    default:
        return {};
    }
}

QHash<int, QByteArray> ScriptVersionModel::roleNames() const {
    return {{HashRole, "hash"},
            {SavedAtRole, "savedAt"},
            {CurrentRole, "current"},
            {GamesRole, "games"},
            {RunsRole, "runs"}};
}

void ScriptVersionModel::setVersions(std::vector<Version> versions, const QString& current) {
    const int before = count();
    beginResetModel();
    rows_ = std::move(versions);
    current_ = current;
    endResetModel();
    if (count() != before)
        emit countChanged();
}

const ScriptVersionModel::Version* ScriptVersionModel::find(const QString& hash) const {
    for (const Version& row : rows_)
        if (row.hash == hash)
            return &row;
    return nullptr;
}

QString ScriptVersionModel::timeText(const QDateTime& storedAt) {
    // With seconds (two saves a minute apart are told apart), without the
    // time zone the long format ends with.
    const QLocale locale;
    QString timeFormat = locale.timeFormat(QLocale::LongFormat);
    timeFormat.remove(QLatin1Char('t'));
    const QDateTime local = storedAt.toLocalTime();
    //: A version's save time: %1 the date, %2 the time, in the interface language's formats
    return tr("%1 %2").arg(locale.toString(local.date(), QLocale::ShortFormat),
                           locale.toString(local.time(), timeFormat.trimmed()));
}

} // namespace pb::gui
