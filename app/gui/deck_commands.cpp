#include "deck_commands.h"

#include "deck_model.h"

#include <QCoreApplication>

namespace pb::gui {

AddCardTypeCommand::AddCardTypeCommand(DeckModel* model, int row, decks::CardType card,
                                       QUndoCommand* parent)
    : QUndoCommand(QCoreApplication::translate("DeckEditor", "Add card type"), parent),
      model_(model), row_(row), card_(std::move(card)) {}

void AddCardTypeCommand::undo() {
    model_->removeCard(row_);
}

void AddCardTypeCommand::redo() {
    model_->insertCard(row_, card_);
}

RemoveCardTypeCommand::RemoveCardTypeCommand(DeckModel* model, int row, QUndoCommand* parent)
    : QUndoCommand(QCoreApplication::translate("DeckEditor", "Remove card type"), parent),
      model_(model), row_(row), card_(model->card(row)) {}

void RemoveCardTypeCommand::undo() {
    model_->insertCard(row_, card_);
}

void RemoveCardTypeCommand::redo() {
    model_->removeCard(row_);
}

ChangeCardTypeCommand::ChangeCardTypeCommand(DeckModel* model, int row, decks::CardType before,
                                             decks::CardType after, const QString& text,
                                             bool countOnly, QUndoCommand* parent)
    : QUndoCommand(text, parent), model_(model), row_(row), before_(std::move(before)),
      after_(std::move(after)), countOnly_(countOnly) {}

void ChangeCardTypeCommand::undo() {
    model_->setCard(row_, before_);
}

void ChangeCardTypeCommand::redo() {
    model_->setCard(row_, after_);
}

bool ChangeCardTypeCommand::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const ChangeCardTypeCommand*>(other);
    if (next->row_ != row_)
        return false;
    after_ = next->after_;
    setObsolete(after_ == before_);
    return true;
}

ReplaceDeckCommand::ReplaceDeckCommand(DeckModel* model, decks::Deck before, decks::Deck after,
                                       const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent), model_(model), before_(std::move(before)),
      after_(std::move(after)) {}

void ReplaceDeckCommand::undo() {
    model_->setDeck(before_);
}

void ReplaceDeckCommand::redo() {
    model_->setDeck(after_);
}

} // namespace pb::gui
