#pragma once

#include "workbench.h"

#include <QAbstractListModel>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace pb::gui {

// The stored games of the workbench's open database, newest first, narrowed by
// the Review page's filters: design, the day range they started in, how they
// ended, a tag, whether any move is annotated, and whether games simulated in
// batch runs are listed too. Every filter change and every change of the
// database reloads; a read that fails leaves the model empty with
// errorMessage saying why.
class GameListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    // 0: every design.
    Q_PROPERTY(int designId READ designId WRITE setDesignId NOTIFY filterChanged)
    // "yyyy-MM-dd" in local time, inclusive; empty: no bound.
    Q_PROPERTY(QString fromDate READ fromDate WRITE setFromDate NOTIFY filterChanged)
    Q_PROPERTY(QString toDate READ toDate WRITE setToDate NOTIFY filterChanged)
    Q_PROPERTY(ResultFilter result READ result WRITE setResult NOTIFY filterChanged)
    // Empty: any tag or none.
    Q_PROPERTY(QString tag READ tag WRITE setTag NOTIFY filterChanged)
    Q_PROPERTY(bool annotatedOnly READ annotatedOnly WRITE setAnnotatedOnly NOTIFY filterChanged)
    Q_PROPERTY(
        bool includeSimulated READ includeSimulated WRITE setIncludeSimulated NOTIFY filterChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Every tag used in the database, for the tag filter.
    Q_PROPERTY(QStringList tags READ tags NOTIFY choicesChanged)
    // Each design as {id, name}, by name, for the design filter.
    Q_PROPERTY(QVariantList designs READ designs NOTIFY choicesChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)

public:
    enum class ResultFilter { Any, Winner, Draw, Unfinished, Abandoned };
    Q_ENUM(ResultFilter)

    enum Role {
        GameIdRole = Qt::UserRole + 1,
        DesignNameRole,
        RulesetRole,
        StartedAtRole,
        StatusRole,
        ResultTextRole,
        SeatsRole,
        MoveCountRole,
        AnnotatedMovesRole,
        SimulatedRole,
    };
    Q_ENUM(Role)

    explicit GameListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    qint64 designId() const { return designId_; }
    void setDesignId(qint64 designId);
    QString fromDate() const { return fromDate_; }
    void setFromDate(const QString& date);
    QString toDate() const { return toDate_; }
    void setToDate(const QString& date);
    ResultFilter result() const { return result_; }
    void setResult(ResultFilter result);
    QString tag() const { return tag_; }
    void setTag(const QString& tag);
    bool annotatedOnly() const { return annotatedOnly_; }
    void setAnnotatedOnly(bool annotatedOnly);
    bool includeSimulated() const { return includeSimulated_; }
    void setIncludeSimulated(bool includeSimulated);

    int count() const { return static_cast<int>(rows_.size()); }
    QStringList tags() const { return tags_; }
    QVariantList designs() const { return designs_; }
    QString errorMessage() const { return errorMessage_; }

    // The row showing game `gameId`, or -1.
    Q_INVOKABLE int rowOfGame(qint64 gameId) const;
    // The id of the game in `row`, or 0.
    Q_INVOKABLE qint64 gameIdAt(int row) const;
    // Reads the games (and the filter choices) again.
    Q_INVOKABLE void reload();

signals:
    void workbenchChanged();
    void filterChanged();
    void countChanged();
    void choicesChanged();
    void errorMessageChanged();

private:
    struct Row {
        qint64 gameId = 0;
        QString designName;
        QString ruleset;
        QString startedAt;
        QString status;
        QString resultText;
        QString seats;
        int moveCount = 0;
        int annotatedMoves = 0;
        bool simulated = false;
    };

    template <typename Value> void setFilter(Value& field, const Value& value);
    void setErrorMessage(const QString& message);

    Workbench* workbench_ = nullptr;
    qint64 designId_ = 0;
    QString fromDate_;
    QString toDate_;
    ResultFilter result_ = ResultFilter::Any;
    QString tag_;
    bool annotatedOnly_ = false;
    bool includeSimulated_ = false;
    std::vector<Row> rows_;
    QStringList tags_;
    QVariantList designs_;
    QString errorMessage_;
};

} // namespace pb::gui
