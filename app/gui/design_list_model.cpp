#include "design_list_model.h"

#include "date_text.h"
#include "db/design_store.h"
#include "design_ruleset.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "language_watch.h"
#include "workbench.h"

#include <exception>

namespace pb::gui {

DesignListModel::DesignListModel(QObject* parent) : QAbstractListModel(parent) {
    onLanguageChange(this, [this] {
        if (count() > 0)
            emit dataChanged(index(0), index(count() - 1), {ChangedAtTextRole, DamageRole});
    });
}

int DesignListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant DesignListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case IdRole:
        return row.id;
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case RulesetRole:
        return row.ruleset;
    case RulesetNameRole: {
        const pb::Ruleset* ruleset = pb::findRuleset(row.ruleset.toStdString());
        return ruleset ? QString::fromUtf8(ruleset->displayName().data(),
                                           static_cast<qsizetype>(ruleset->displayName().size()))
                       : row.ruleset;
    }
    case UpdatedAtRole:
        return row.updatedAt;
    case ChangedAtTextRole:
        return dateTimeText(row.updatedAt);
    case DamageRole:
        if (row.damagedColumn.isEmpty())
            return QString();
        //: %1 the stored part that no longer reads: "params" or "setup"
        return tr("Damaged: its stored %1 cannot be read. Delete this design; the other designs "
                  "are unharmed.")
            .arg(row.damagedColumn == QLatin1String("setup") ? tr("board or deck")
                                                             : tr("parameters"));
    default:
        return {};
    }
}

QHash<int, QByteArray> DesignListModel::roleNames() const {
    return {
        {IdRole, "id"},
        {NameRole, "name"},
        {RulesetRole, "ruleset"},
        {RulesetNameRole, "rulesetName"},
        {UpdatedAtRole, "updatedAt"},
        {ChangedAtTextRole, "changedAtText"},
        {DamageRole, "damage"},
    };
}

void DesignListModel::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = workbench;
    if (workbench_) {
        connect(workbench_, &Workbench::designsChanged, this, &DesignListModel::reload);
        // A workbench destroyed before the model leaves it empty, not dangling.
        connect(workbench_, &QObject::destroyed, this, [this] {
            workbench_ = nullptr;
            emit workbenchChanged();
            reload();
        });
    }
    emit workbenchChanged();
    reload();
}

void DesignListModel::reload() {
    std::vector<Row> rows;
    QString error;
    if (workbench_ && workbench_->database()) {
        try {
            for (const db::DesignRow& design : db::DesignStore(*workbench_->database()).list())
                rows.push_back({design.id, design.name, designRulesetKey(design), design.updatedAt,
                                design.damagedColumn});
        } catch (const std::exception& failure) {
            error = QString::fromStdString(failure.what());
            qCWarning(lcGui).noquote() << "cannot list designs:" << error;
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

void DesignListModel::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

} // namespace pb::gui
