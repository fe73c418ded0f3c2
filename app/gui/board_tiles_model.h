#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace pb::gui {

// The squares of a board, row-major (square, or `columns` wide), for a board view: each tile's
// value, whether it is locked, whether it is highlighted, who stands on it
// (empty text for nobody) and who went out of the game there (the same). Editors and the Playtest
// page fill it; views only read it.
class BoardTilesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Board editors and controllers own their tiles.")
    Q_PROPERTY(int side READ side NOTIFY sideChanged)
    // Tiles per row: the side of a square board.
    Q_PROPERTY(int columns READ columns NOTIFY sideChanged)

public:
    enum Role {
        ValueRole = Qt::UserRole + 1,
        LockedRole,
        HighlightedRole,
        OccupantRole,
        FallenRole,
    };
    Q_ENUM(Role)

    explicit BoardTilesModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int side() const { return side_; }
    int columns() const { return columns_; }
    // Replaces every tile: `values` has side*side entries, `locked` the same
    // or none (all unlocked). Resets the model when the side changes.
    void setBoard(int side, const std::vector<int>& values, const std::vector<bool>& locked = {});
    // A board `columns` wide and `rows` high (all unlocked); `side` is then
    // the width. Resets the model when its shape changes.
    void setGrid(int columns, int rows, const std::vector<int>& values);
    std::vector<int> values() const;
    std::vector<bool> locks() const;
    int value(int index) const;
    bool isLocked(int index) const;
    void setValue(int index, int value);
    void setLocked(int index, bool locked);
    void setHighlighted(int index, bool highlighted);
    void setOccupant(int index, const QString& occupant);
    void setFallen(int index, const QString& fallen);

signals:
    void sideChanged();

private:
    struct Tile {
        int value = 0;
        bool locked = false;
        bool highlighted = false;
        QString occupant;
        QString fallen;
    };

    bool inRange(int index) const { return index >= 0 && index < rowCount(); }
    void changed(int index, int role);

    int side_ = 0;
    int columns_ = 0;
    std::vector<Tile> tiles_;
};

} // namespace pb::gui
