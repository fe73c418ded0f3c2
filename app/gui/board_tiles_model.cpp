#include "board_tiles_model.h"

#include <algorithm>

namespace pb::gui {

BoardTilesModel::BoardTilesModel(QObject* parent) : QAbstractListModel(parent) {}

int BoardTilesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(tiles_.size());
}

QVariant BoardTilesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Tile& tile = tiles_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case ValueRole:
        return tile.value;
    case LockedRole:
        return tile.locked;
    case HighlightedRole:
        return tile.highlighted;
    case OccupantRole:
        return tile.occupant;
    case FallenRole:
        return tile.fallen;
    default:
        return {};
    }
}

QHash<int, QByteArray> BoardTilesModel::roleNames() const {
    return {{ValueRole, "value"},
            {LockedRole, "locked"},
            {HighlightedRole, "highlighted"},
            {OccupantRole, "occupant"},
            {FallenRole, "fallen"}};
}

void BoardTilesModel::setBoard(int side, const std::vector<int>& values,
                               const std::vector<bool>& locked) {
    const std::size_t count = static_cast<std::size_t>(side) * static_cast<std::size_t>(side);
    if (side < 0 || values.size() != count || (!locked.empty() && locked.size() != count))
        return;
    if (side != side_ || columns_ != side || tiles_.size() != count) {
        beginResetModel();
        side_ = columns_ = side;
        tiles_.assign(count, Tile{});
        for (std::size_t i = 0; i < count; ++i) {
            tiles_[i].value = values[i];
            tiles_[i].locked = !locked.empty() && locked[i];
        }
        endResetModel();
        emit sideChanged();
        return;
    }
    for (std::size_t i = 0; i < count; ++i) {
        tiles_[i].value = values[i];
        tiles_[i].locked = !locked.empty() && locked[i];
    }
    if (count > 0)
        emit dataChanged(index(0), index(static_cast<int>(count) - 1), {ValueRole, LockedRole});
}

void BoardTilesModel::setGrid(int columns, int rows, const std::vector<int>& values) {
    const std::size_t count = static_cast<std::size_t>(std::max(0, columns)) *
                              static_cast<std::size_t>(std::max(0, rows));
    if (columns < 0 || rows < 0 || values.size() != count)
        return;
    if (columns != columns_ || tiles_.size() != count) {
        beginResetModel();
        side_ = columns_ = columns;
        tiles_.assign(count, Tile{});
        for (std::size_t i = 0; i < count; ++i)
            tiles_[i].value = values[i];
        endResetModel();
        emit sideChanged();
        return;
    }
    for (std::size_t i = 0; i < count; ++i)
        tiles_[i].value = values[i];
    if (count > 0)
        emit dataChanged(index(0), index(static_cast<int>(count) - 1), {ValueRole});
}

std::vector<int> BoardTilesModel::values() const {
    std::vector<int> values;
    values.reserve(tiles_.size());
    for (const Tile& tile : tiles_)
        values.push_back(tile.value);
    return values;
}

std::vector<bool> BoardTilesModel::locks() const {
    std::vector<bool> locks;
    locks.reserve(tiles_.size());
    for (const Tile& tile : tiles_)
        locks.push_back(tile.locked);
    return locks;
}

int BoardTilesModel::value(int index) const {
    return inRange(index) ? tiles_[static_cast<std::size_t>(index)].value : 0;
}

bool BoardTilesModel::isLocked(int index) const {
    return inRange(index) && tiles_[static_cast<std::size_t>(index)].locked;
}

void BoardTilesModel::setValue(int index, int value) {
    if (!inRange(index) || tiles_[static_cast<std::size_t>(index)].value == value)
        return;
    tiles_[static_cast<std::size_t>(index)].value = value;
    changed(index, ValueRole);
}

void BoardTilesModel::setLocked(int index, bool locked) {
    if (!inRange(index) || tiles_[static_cast<std::size_t>(index)].locked == locked)
        return;
    tiles_[static_cast<std::size_t>(index)].locked = locked;
    changed(index, LockedRole);
}

void BoardTilesModel::setHighlighted(int index, bool highlighted) {
    if (!inRange(index) || tiles_[static_cast<std::size_t>(index)].highlighted == highlighted)
        return;
    tiles_[static_cast<std::size_t>(index)].highlighted = highlighted;
    changed(index, HighlightedRole);
}

void BoardTilesModel::setOccupant(int index, const QString& occupant) {
    if (!inRange(index) || tiles_[static_cast<std::size_t>(index)].occupant == occupant)
        return;
    tiles_[static_cast<std::size_t>(index)].occupant = occupant;
    changed(index, OccupantRole);
}

void BoardTilesModel::setFallen(int index, const QString& fallen) {
    if (!inRange(index) || tiles_[static_cast<std::size_t>(index)].fallen == fallen)
        return;
    tiles_[static_cast<std::size_t>(index)].fallen = fallen;
    changed(index, FallenRole);
}

void BoardTilesModel::changed(int row, int role) {
    emit dataChanged(index(row), index(row), {role});
}

} // namespace pb::gui
