#pragma once

#include "workbench.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb::gui {

// The batch runs of the workbench's open store, newest first, one row each
// (skill runs belong to their batch and are not listed). Empty while no
// workbench is set or its database is closed; reloads when the database
// changes or reload() is called (after a run). A read that fails leaves the
// model empty with errorMessage saying why.
class RunListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)

public:
    enum Role {
        RunIdRole = Qt::UserRole + 1,
        TitleRole,      // "Run 7 · 200 games"
        AgentsRole,     // "mcts:iterations=1000 vs random"
        StatusRole,     // "running", "finished", "cancelled"
        CreatedAtRole,  // local time, as text in the current locale's short format
        GamesRole,      // games stored
        SweepRole,      // "size=8" for a point of a sweep, else empty
        LogMovesRole,   // its games can be opened in Review
        DesignIdRole,   // the design it played, or 0 (a run from a design file)
        DesignNameRole, // that design's name, or empty
    };
    Q_ENUM(Role)

    explicit RunListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    int count() const { return static_cast<int>(rows_.size()); }
    QString errorMessage() const { return errorMessage_; }

    Q_INVOKABLE void reload();
    // The row of run `runId`, or -1.
    Q_INVOKABLE int rowOf(int runId) const;
    // The run id at `row`, or 0.
    Q_INVOKABLE int runIdAt(int row) const;
    // The newest run of design `designId`, or 0: the Reports page opens on
    // it, so the report beside the new run's form is of the same design.
    Q_INVOKABLE int latestRunOf(int designId) const;
    // Deletes run `runId` with its games and skill run; false with errorMessage
    // set when the store refuses.
    Q_INVOKABLE bool removeRun(int runId);

signals:
    void workbenchChanged();
    void countChanged();
    void errorMessageChanged();

private:
    // As stored: the texts are worded when shown, so that they follow a
    // language switch.
    struct Row {
        qint64 id = 0;
        std::string ruleset;
        QStringList agents;
        QString status;
        QDateTime createdAt;
        qint64 games = 0;
        nlohmann::json sweepPoint;
        bool logMoves = false;
        qint64 designId = 0;
        QString designName;
    };

    static QString agentsText(const Row& row);
    static QString sweepText(const Row& row);

    void setErrorMessage(const QString& message);

    QPointer<Workbench> workbench_;
    std::vector<Row> rows_;
    QString errorMessage_;
};

} // namespace pb::gui
