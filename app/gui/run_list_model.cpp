#include "run_list_model.h"

#include "date_text.h"
#include "db/design_store.h"
#include "db/run_store.h"
#include "gui_logging.h"
#include "language_watch.h"
#include "parameter_words.h"
#include "seat_words.h"

#include <QHash>
#include <QLocale>
#include <exception>

namespace pb::gui {

RunListModel::RunListModel(QObject* parent) : QAbstractListModel(parent) {
    onLanguageChange(this, [this] {
        if (count() > 0)
            emit dataChanged(index(0), index(count() - 1),
                             {Qt::DisplayRole, TitleRole, AgentsRole, CreatedAtRole, SweepRole});
    });
}

QString RunListModel::agentsText(const Row& row) {
    QStringList agents;
    for (const QString& agent : row.agents)
        agents.append(SeatWords::agentName(agent));
    return agents.join(tr(" vs "));
}

QString RunListModel::sweepText(const Row& row) {
    QString sweep;
    if (row.sweepPoint.is_object())
        for (const auto& [name, value] : row.sweepPoint.items())
            //: a swept parameter's value: %1 its label, %2 the value
            sweep += (sweep.isEmpty() ? QString() : QStringLiteral(", ")) +
                     tr("%1 = %2").arg(ParameterWords::labelOf(row.ruleset, name),
                                       ParameterWords::valueText(row.ruleset, name, value));
    return sweep;
}

int RunListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant RunListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case RunIdRole:
        return row.id;
    case Qt::DisplayRole:
    case TitleRole:
        return tr("Run %1 · %Ln games", nullptr, static_cast<int>(row.games)).arg(row.id);
    case AgentsRole:
        return agentsText(row);
    case StatusRole:
        return row.status;
    case CreatedAtRole:
        return dateTimeText(row.createdAt);
    case GamesRole:
        return row.games;
    case SweepRole:
        return sweepText(row);
    case LogMovesRole:
        return row.logMoves;
    case DesignIdRole:
        return row.designId;
    case DesignNameRole:
        return row.designName;
    default:
        return {};
    }
}

QHash<int, QByteArray> RunListModel::roleNames() const {
    return {{RunIdRole, "runId"},          {TitleRole, "title"},         {AgentsRole, "agents"},
            {StatusRole, "status"},        {CreatedAtRole, "createdAt"}, {GamesRole, "games"},
            {SweepRole, "sweep"},          {LogMovesRole, "logMoves"},   {DesignIdRole, "designId"},
            {DesignNameRole, "designName"}};
}

void RunListModel::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = workbench;
    if (workbench_)
        connect(workbench_, &Workbench::databaseChanged, this, &RunListModel::reload);
    emit workbenchChanged();
    reload();
}

void RunListModel::reload() {
    std::vector<Row> rows;
    QString error;
    if (workbench_ && workbench_->database()) {
        try {
            QHash<qint64, QString> designNames;
            for (const db::DesignRow& design : db::DesignStore(*workbench_->database()).list())
                designNames.insert(design.id, design.name);
            for (const db::RunRow& run : db::RunStore(*workbench_->database()).listRuns()) {
                if (run.kind != db::RunKind::Batch)
                    continue;
                const qint64 designId = run.designId.value_or(0);
                rows.push_back({run.id, run.ruleset.toStdString(), run.agents,
                                db::toString(run.status), run.createdAt, run.storedGames,
                                run.sweepPoint, run.logMoves, designId,
                                designNames.value(designId)});
            }
        } catch (const std::exception& failure) {
            error = QString::fromStdString(failure.what());
            qCWarning(lcGui).noquote() << "cannot list runs:" << error;
            rows.clear();
        }
    }
    const int oldCount = count();
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    if (count() != oldCount)
        emit countChanged();
    setErrorMessage(error);
}

int RunListModel::rowOf(int runId) const {
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].id == runId)
            return static_cast<int>(i);
    return -1;
}

int RunListModel::runIdAt(int row) const {
    return row >= 0 && row < count() ? static_cast<int>(rows_[static_cast<std::size_t>(row)].id)
                                     : 0;
}

int RunListModel::latestRunOf(int designId) const {
    // Newest first: the first row of the design is its latest run.
    for (const Row& row : rows_)
        if (designId > 0 && row.designId == designId)
            return static_cast<int>(row.id);
    return 0;
}

bool RunListModel::removeRun(int runId) {
    if (!workbench_ || !workbench_->database())
        return false;
    try {
        db::RunStore(*workbench_->database()).removeRun(runId);
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromStdString(failure.what()));
        return false;
    }
    reload();
    return true;
}

void RunListModel::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

} // namespace pb::gui
