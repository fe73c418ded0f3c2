#pragma once

#include "decks/deck.h"

#include <QString>
#include <QUndoCommand>

namespace pb::gui {

class DeckModel;

// Merge ids of the deck editor's commands (QUndoCommand::id).
enum DeckCommandId { kChangeCardCountId = 0x4445 };

// A new card type at `row`.
class AddCardTypeCommand : public QUndoCommand {
public:
    AddCardTypeCommand(DeckModel* model, int row, decks::CardType card,
                       QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;

private:
    DeckModel* model_;
    int row_;
    decks::CardType card_;
};

// The card type at `row` taken out of the deck.
class RemoveCardTypeCommand : public QUndoCommand {
public:
    RemoveCardTypeCommand(DeckModel* model, int row, QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;

private:
    DeckModel* model_;
    int row_;
    decks::CardType card_;
};

// A card type's name, an attribute or its count changed. Count steps on the
// same row merge, so a spin box's clicks undo as one edit.
class ChangeCardTypeCommand : public QUndoCommand {
public:
    ChangeCardTypeCommand(DeckModel* model, int row, decks::CardType before, decks::CardType after,
                          const QString& text, bool countOnly, QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;
    int id() const override { return countOnly_ ? kChangeCardCountId : -1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    DeckModel* model_;
    int row_;
    decks::CardType before_;
    decks::CardType after_;
    bool countOnly_;
};

// The whole deck replaced: a template applied or a CSV file imported.
class ReplaceDeckCommand : public QUndoCommand {
public:
    ReplaceDeckCommand(DeckModel* model, decks::Deck before, decks::Deck after, const QString& text,
                       QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;

private:
    DeckModel* model_;
    decks::Deck before_;
    decks::Deck after_;
};

} // namespace pb::gui
