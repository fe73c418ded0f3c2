#pragma once

#include "decks/deck_schema.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace pb::gui {

// The stacks of a previewed Torus Lab deal, space 1 first: height, top card and the
// whole order top first, of which the first `known` are the game's own draws;
// the cards by name, the top's suit for its colour.
class TorusLabStacksModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A TorusLabDealPreview owns its stacks")

public:
    enum Role {
        SpaceRole = Qt::UserRole + 1,
        HeightRole,
        TopRole,
        KnownRole,
        OrderRole,
        TopSuitRole,
    };
    Q_ENUM(Role)

    explicit TorusLabStacksModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setStacks(std::vector<decks::StackView> stacks);
    const decks::StackView& stack(int row) const { return stacks_[static_cast<std::size_t>(row)]; }

private:
    std::vector<decks::StackView> stacks_;
};

} // namespace pb::gui
