#include "rulesets/torus_lab/torus_lab_stacks_model.h"

#include <QStringList>

namespace pb::gui {

TorusLabStacksModel::TorusLabStacksModel(QObject* parent) : QAbstractListModel(parent) {}

int TorusLabStacksModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(stacks_.size());
}

QVariant TorusLabStacksModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const decks::StackView& s = stack(index.row());
    switch (role) {
    case SpaceRole:
        return index.row() + 1;
    case HeightRole:
        return s.height;
    case Qt::DisplayRole:
    case TopRole:
        return s.order.empty() ? QString() : QString::fromStdString(s.order.front());
    case TopSuitRole:
        return s.suits.empty() ? QString() : QString::fromStdString(s.suits.front());
    case KnownRole:
        return s.known;
    case OrderRole: {
        QStringList order;
        for (const std::string& card : s.order)
            order << QString::fromStdString(card);
        return order;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> TorusLabStacksModel::roleNames() const {
    return {{SpaceRole, "space"}, {HeightRole, "cards"}, {TopRole, "topCard"},
            {KnownRole, "known"}, {OrderRole, "order"},  {TopSuitRole, "topSuit"}};
}

void TorusLabStacksModel::setStacks(std::vector<decks::StackView> stacks) {
    beginResetModel();
    stacks_ = std::move(stacks);
    endResetModel();
}

} // namespace pb::gui
