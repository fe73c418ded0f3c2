#pragma once

#include "workbench.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace pb::gui {

// The designs of the workbench's open database, by name, one row each. Empty
// while no workbench is set or its database is closed; reloads whenever the
// workbench says the designs changed. A read that fails leaves the model empty
// with errorMessage saying why.
class DesignListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        NameRole,
        RulesetRole,
        // The ruleset as a person reads it ("Torus Lab"); RulesetRole is its id.
        RulesetNameRole,
        UpdatedAtRole,
        // UpdatedAtRole as every page shows a moment (dateTimeText).
        ChangedAtTextRole,
        // What is wrong with a damaged row and what the designer can do, in the
        // interface language; empty for a sound design.
        DamageRole,
    };
    Q_ENUM(Role)

    explicit DesignListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    int count() const { return static_cast<int>(rows_.size()); }
    QString errorMessage() const { return errorMessage_; }

    // Reads the designs again; the workbench's designsChanged calls it.
    Q_INVOKABLE void reload();

signals:
    void workbenchChanged();
    void countChanged();
    void errorMessageChanged();

private:
    struct Row {
        qint64 id = 0;
        QString name;
        QString ruleset;
        QDateTime updatedAt;
        QString damagedColumn;
    };

    void setErrorMessage(const QString& message);

    Workbench* workbench_ = nullptr;
    std::vector<Row> rows_;
    QString errorMessage_;
};

} // namespace pb::gui
