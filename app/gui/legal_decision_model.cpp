#include "legal_decision_model.h"

#include "board_presenter.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"

namespace pb::gui {

LegalDecisionModel::LegalDecisionModel(QObject* parent) : QAbstractListModel(parent) {}

int LegalDecisionModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant LegalDecisionModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !contains(index.row()))
        return {};
    const Row& row = rows_[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return row.text;
    case KindRole:
        return row.kind;
    case SquareRole:
        return row.square;
    case JsonRole:
        return row.json;
    default:
        return {};
    }
}

QHash<int, QByteArray> LegalDecisionModel::roleNames() const {
    return {{TextRole, "text"}, {KindRole, "kind"}, {SquareRole, "square"}, {JsonRole, "json"}};
}

void LegalDecisionModel::show(const pb::State& state, const BoardPresenter* presenter) {
    const std::vector<std::string>& kinds = state.game().ruleset().decisionKinds();
    std::vector<Row> rows;
    for (const pb::Decision& d : state.legalDecisions()) {
        Row row;
        row.decision = d;
        row.text = presenter != nullptr ? presenter->decisionText(state, d)
                                        : QString::fromStdString(state.decisionToText(d));
        row.kind = d.kind < kinds.size() ? QString::fromStdString(kinds[d.kind]) : QString();
        row.square = presenter != nullptr ? presenter->decisionSquare(state, d) : -1;
        row.json = QString::fromStdString(state.decisionToJson(d).dump());
        rows.push_back(std::move(row));
    }
    replace(std::move(rows));
}

void LegalDecisionModel::clear() {
    replace({});
}

std::vector<int> LegalDecisionModel::rowsAtSquare(int square) const {
    std::vector<int> rows;
    for (int row = 0; row < count(); ++row)
        if (square >= 0 && rows_[std::size_t(row)].square == square)
            rows.push_back(row);
    return rows;
}

void LegalDecisionModel::replace(std::vector<Row> rows) {
    const int before = count();
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    if (before != count())
        emit countChanged();
}

} // namespace pb::gui
