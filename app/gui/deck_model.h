#pragma once

#include "decks/deck.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <functional>

namespace pb::gui {

// The card types of a deck being edited, one row each: name, attribute
// values (in the order of `attributes`) and count. Edits through setData go
// to the owner's edit handler (DeckEditor pushes an undo command); the
// commands then change rows with setCard, insertCard and removeCard.
class DeckModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A DeckEditor owns its DeckModel")
    Q_PROPERTY(QStringList attributes READ attributes NOTIFY attributesChanged)
    Q_PROPERTY(int totalCards READ totalCards NOTIFY totalsChanged)

public:
    // ShownNameRole: the name as the table shows it (NameWords below).
    enum Role { NameRole = Qt::UserRole + 1, ValuesRole, CountRole, ShownNameRole };
    Q_ENUM(Role)

    // (row, role, value) of an edit from the view; true if it was taken.
    using EditHandler = std::function<bool(int, int, const QVariant&)>;

    explicit DeckModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setEditHandler(EditHandler handler) { editHandler_ = std::move(handler); }
    // The shown name of card type `row` of `deck` in the interface language,
    // or empty for its name as stored.
    using NameWords = std::function<QString(const decks::Deck&, int)>;
    void setNameWords(NameWords words) { nameWords_ = std::move(words); }
    // The interface language changed: the shown names again.
    void rewordNames();

    QStringList attributes() const;
    int totalCards() const { return deck_.totalCards(); }
    const decks::Deck& deck() const { return deck_; }
    const decks::CardType& card(int row) const {
        return deck_.cards[static_cast<std::size_t>(row)];
    }

    void setDeck(decks::Deck deck);
    void setCard(int row, decks::CardType card);
    void insertCard(int row, decks::CardType card);
    void removeCard(int row);

signals:
    void attributesChanged();
    void totalsChanged();

private:
    decks::Deck deck_;
    EditHandler editHandler_;
    NameWords nameWords_;
};

} // namespace pb::gui
