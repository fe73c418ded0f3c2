#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace pb::gui {

// The stored versions of one script, newest first, as the rules editor lists
// them: when each was saved, whether the design plays it now, and how many of
// the store's games and runs played it. ScriptEditor fills it.
class ScriptVersionModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A ScriptEditor lists its script's versions.")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        HashRole = Qt::UserRole + 1,
        SavedAtRole, // local time, as text in the interface locale's short format
        CurrentRole, // the version the design plays
        GamesRole,   // games played or imported on their own
        RunsRole,
    };
    Q_ENUM(Role)

    struct Version {
        QString hash;
        QDateTime storedAt; // UTC
        int games = 0;
        int runs = 0;
    };

    explicit ScriptVersionModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return static_cast<int>(rows_.size()); }

    // The versions, newest first, and the design's own.
    void setVersions(std::vector<Version> versions, const QString& current);
    const std::vector<Version>& versions() const { return rows_; }
    // The version `hash`, or nullptr.
    const Version* find(const QString& hash) const;

    // When a version was saved, as the list shows it.
    static QString timeText(const QDateTime& storedAt);

signals:
    void countChanged();

private:
    std::vector<Version> rows_;
    QString current_;
};

} // namespace pb::gui
