#pragma once

#include "deck_model.h"
#include "deck_stacks_model.h"
#include "design_part_editor.h"
#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUndoStack>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace pb::decks {
struct DeckRuleset;
}

namespace pb::gui {

// The deck of a design of a card ruleset (core/decks: Torus Lab), being
// edited: its card types, templates, CSV import and export, and a preview of
// the set-up a seed deals. Every edit goes through the undo stack. save()
// writes the design's set-up key "deck" and keeps its other keys; the game
// checks the deck first and a deck it refuses is not saved. For a ruleset
// without a deck the editor is empty with hasDeck false.
class DeckEditor : public pb::gui::DesignPartEditor {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool hasDeck READ hasDeck NOTIFY deckLoaded)
    Q_PROPERTY(pb::gui::DeckModel* cards READ cards CONSTANT)
    Q_PROPERTY(pb::gui::DeckStacksModel* stacks READ stacks CONSTANT)
    // {id, name, description} per template.
    Q_PROPERTY(QVariantList templates READ templates NOTIFY deckLoaded)
    // The values each attribute takes, one list per attribute in column
    // order, each value as {value (as the deck stores it), text (in the
    // interface language)}.
    Q_PROPERTY(QVariantList attributeOptions READ attributeOptions NOTIFY wordsChanged)
    // {value, text, count} per value of the first attribute (suits), in its order.
    Q_PROPERTY(QVariantList totals READ totals NOTIFY deckChanged)
    Q_PROPERTY(int totalCards READ totalCards NOTIFY deckChanged)
    // Whether the design has a deck saved; without one games deal the default.
    Q_PROPERTY(bool savedDeck READ savedDeck NOTIFY deckLoaded)
    // Why a game of this design would refuse the deck as it is, or empty.
    Q_PROPERTY(QString problem READ problem NOTIFY previewChanged)
    Q_PROPERTY(QString previewSeed READ previewSeed NOTIFY previewChanged)
    Q_PROPERTY(int previewPlayers READ previewPlayers WRITE setPreviewPlayers NOTIFY previewChanged)
    Q_PROPERTY(int minPlayers READ minPlayers NOTIFY deckLoaded)
    Q_PROPERTY(int maxPlayers READ maxPlayers NOTIFY deckLoaded)
    // Each seat's dealt hand in the interface language, seat 0 first.
    Q_PROPERTY(QStringList previewHands READ previewHands NOTIFY previewChanged)

public:
    explicit DeckEditor(QObject* parent = nullptr);
    ~DeckEditor() override;

    bool hasDeck() const { return rules_ != nullptr; }
    DeckModel* cards() { return &cards_; }
    DeckStacksModel* stacks() { return &stacks_; }
    QUndoStack* undoStack() override { return &undoStack_; }
    QVariantList templates() const;
    QVariantList attributeOptions() const;
    QVariantList totals() const;
    int totalCards() const { return cards_.totalCards(); }
    bool savedDeck() const { return savedDeck_; }
    QString problem() const { return problem_; }
    bool isDirty() const override { return !undoStack_.isClean(); }
    QString previewSeed() const { return QString::number(previewSeed_); }
    int previewPlayers() const { return previewPlayers_; }
    void setPreviewPlayers(int players);
    int minPlayers() const { return minPlayers_; }
    int maxPlayers() const { return maxPlayers_; }
    QStringList previewHands() const { return previewHands_; }

    // Reads the design again, dropping unsaved edits and the undo history.
    void reload() override;
    // Writes the deck into the design's set-up. False with errorMessage set
    // when the game refuses the deck or the store fails.
    bool save() override;

    // A card type after `row` (-1: at the end), copying that row's attributes.
    Q_INVOKABLE void addCardType(int row = -1);
    Q_INVOKABLE void removeCardType(int row);
    Q_INVOKABLE void setName(int row, const QString& name);
    // Sets attribute `column`; a value the attribute does not take is refused.
    Q_INVOKABLE bool setAttribute(int row, int column, const QString& value);
    Q_INVOKABLE void setCount(int row, int count);
    Q_INVOKABLE bool applyTemplate(const QString& id);
    // Replaces the deck by a CSV file's (a path or a file: URL). False with
    // errorMessage naming the row and column of the first problem.
    Q_INVOKABLE bool importCsv(const QString& path);
    // Writes the deck as CSV, atomically (QSaveFile).
    Q_INVOKABLE bool exportCsv(const QString& path);
    // The set-up the engine deals from the deck with seed `seedText` (an
    // unsigned number) for previewPlayers; false with errorMessage for a bad seed.
    Q_INVOKABLE bool shufflePreview(const QString& seedText);

signals:
    void deckLoaded();
    // A new deck or a new interface language: the values' words changed.
    void wordsChanged();
    void deckChanged();
    void previewChanged();
    // A save went through.
    void saved();

protected:
    void onDesignsChanged() override;

private:
    bool handleEdit(int row, int role, const QVariant& value);
    void changeCard(int row, decks::CardType after, const QString& text, bool countOnly);
    void replaceDeck(decks::Deck deck, const QString& text);
    void refreshPreview();
    // A value of attribute `attribute` in the interface language.
    QString valueText(const std::string& attribute, const std::string& value) const;
    void clear();

    QString ruleset_;
    nlohmann::json params_ = nlohmann::json::object();
    // The design's set-up without its deck (e.g. fixed stack sizes), kept on save.
    nlohmann::json otherSetup_ = nlohmann::json::object();
    const decks::DeckRuleset* rules_ = nullptr;
    DeckModel cards_;
    DeckStacksModel stacks_;
    QUndoStack undoStack_;
    bool savedDeck_ = false;
    QString problem_;
    std::uint64_t previewSeed_ = 1;
    int previewPlayers_ = 2;
    int minPlayers_ = 1;
    int maxPlayers_ = 1;
    QStringList previewHands_;
};

} // namespace pb::gui
