#include "legal_decision_model.h"

#include "board_presenter.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <optional>

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
        if (const QString consequence =
                presenter != nullptr ? presenter->decisionConsequence(state, d) : QString();
            !consequence.isEmpty())
            //: %1 a decision, %2 what it does to the player taking it ("eliminates you")
            row.text = tr("%1, %2").arg(row.text, consequence);
        row.kind = d.kind < kinds.size() ? QString::fromStdString(kinds[d.kind]) : QString();
        row.square = presenter != nullptr ? presenter->decisionSquare(state, d) : -1;
        row.json = QString::fromStdString(state.decisionToJson(d).dump());
        rows.push_back(std::move(row));
    }
    // The decision chosen before stays chosen while it is still in the list
    // (shown again for open hands, say); otherwise the first row is.
    const std::optional<pb::Decision> chosen =
        contains(currentRow_) ? std::optional(decision(currentRow_)) : std::nullopt;
    int kept = rows.empty() ? -1 : 0;
    for (std::size_t row = 0; chosen && row < rows.size(); ++row)
        if (rows[row].decision == *chosen)
            kept = int(row);
    replace(std::move(rows));
    currentRow_ = kept;
    // After a reset the views forget their choice: tell them again.
    emit currentRowChanged();
}

void LegalDecisionModel::clear() {
    replace({});
    currentRow_ = -1;
    emit currentRowChanged();
}

void LegalDecisionModel::setCurrentRow(int row) {
    if (!contains(row))
        row = -1;
    if (row == currentRow_)
        return;
    currentRow_ = row;
    emit currentRowChanged();
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
