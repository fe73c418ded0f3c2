#include "deck_model.h"

namespace pb::gui {

DeckModel::DeckModel(QObject* parent) : QAbstractListModel(parent) {}

int DeckModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(deck_.cards.size());
}

QVariant DeckModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const decks::CardType& c = card(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return QString::fromStdString(c.name);
    case ValuesRole: {
        QStringList values;
        for (const std::string& value : c.values)
            values << QString::fromStdString(value);
        return values;
    }
    case CountRole:
        return c.count;
    case ShownNameRole:
        if (nameWords_)
            if (QString words = nameWords_(deck_, index.row()); !words.isEmpty())
                return words;
        return QString::fromStdString(c.name);
    default:
        return {};
    }
}

bool DeckModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        !editHandler_)
        return false;
    if (role == Qt::EditRole)
        role = NameRole;
    return editHandler_(index.row(), role, value);
}

Qt::ItemFlags DeckModel::flags(const QModelIndex& index) const {
    return QAbstractListModel::flags(index) |
           (index.isValid() ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

QHash<int, QByteArray> DeckModel::roleNames() const {
    return {{NameRole, "name"},
            {ValuesRole, "values"},
            {CountRole, "count"},
            {ShownNameRole, "shownName"}};
}

void DeckModel::rewordNames() {
    if (!deck_.cards.empty())
        emit dataChanged(index(0), index(rowCount() - 1), {ShownNameRole});
}

QStringList DeckModel::attributes() const {
    QStringList out;
    for (const std::string& name : deck_.attributes)
        out << QString::fromStdString(name);
    return out;
}

void DeckModel::setDeck(decks::Deck deck) {
    const bool attributesDiffer = deck.attributes != deck_.attributes;
    beginResetModel();
    deck_ = std::move(deck);
    endResetModel();
    if (attributesDiffer)
        emit attributesChanged();
    emit totalsChanged();
}

void DeckModel::setCard(int row, decks::CardType card) {
    deck_.cards[static_cast<std::size_t>(row)] = std::move(card);
    const QModelIndex at = index(row);
    emit dataChanged(at, at);
    emit totalsChanged();
}

void DeckModel::insertCard(int row, decks::CardType card) {
    beginInsertRows({}, row, row);
    deck_.cards.insert(deck_.cards.begin() + row, std::move(card));
    endInsertRows();
    emit totalsChanged();
}

void DeckModel::removeCard(int row) {
    beginRemoveRows({}, row, row);
    deck_.cards.erase(deck_.cards.begin() + row);
    endRemoveRows();
    emit totalsChanged();
}

} // namespace pb::gui
