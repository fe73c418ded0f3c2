#pragma once

#include "deck_model.h"
#include "design_part_editor.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>

namespace pb::decks {
struct DeckRuleset;
}

namespace pb::gui {

// The deck of a design being edited, for any ruleset whose deck is a
// decks::Deck of typed cards (core/decks): its card types with their
// attributes and counts, the ruleset's templates, CSV import and export.
// Every edit goes through the undo stack. save() writes the design's set-up
// key "deck" and keeps its other keys; the design's game checks the set-up
// first and a deck it refuses is not saved. The deck's schema is the
// ruleset's (Ruleset::deckRules), or one the owner gives (setDeckRules: a
// script's deck). For a design without a deck the editor is empty with
// hasDeck false. What a ruleset shows beside the deck (Torus Lab's deal)
// reads it here and listens to deckChanged and parametersChanged.
class DeckEditor : public pb::gui::DesignPartEditor {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool hasDeck READ hasDeck NOTIFY deckLoaded)
    Q_PROPERTY(pb::gui::DeckModel* cards READ cards CONSTANT)
    // {id, name, description} per template.
    Q_PROPERTY(QVariantList templates READ templates NOTIFY wordsChanged)
    // The attributes as the table heads their columns, in column order.
    Q_PROPERTY(QStringList attributeLabels READ attributeLabels NOTIFY wordsChanged)
    // The values each attribute takes, one list per attribute in column
    // order, each value as {value (as the deck stores it), text (in the
    // interface language)}.
    Q_PROPERTY(QVariantList attributeOptions READ attributeOptions NOTIFY wordsChanged)
    // {value, text, count} per value of the first attribute, in its order.
    Q_PROPERTY(QVariantList totals READ totals NOTIFY deckChanged)
    Q_PROPERTY(int totalCards READ totalCards NOTIFY deckChanged)
    // Whether the design has a deck saved; without one games deal the default.
    Q_PROPERTY(bool savedDeck READ savedDeck NOTIFY deckLoaded)

public:
    explicit DeckEditor(QObject* parent = nullptr);
    ~DeckEditor() override;

    bool hasDeck() const { return rules_ != nullptr; }
    DeckModel* cards() { return &cards_; }
    const decks::Deck& deck() const { return cards_.deck(); }
    QUndoStack* undoStack() override { return &undoStack_; }
    QVariantList templates() const;
    QStringList attributeLabels() const;
    QVariantList attributeOptions() const;
    QVariantList totals() const;
    int totalCards() const { return cards_.totalCards(); }
    bool savedDeck() const { return savedDeck_; }
    bool isDirty() const override { return !undoStack_.isClean(); }

    // The deck's rules instead of the design's ruleset's (nullptr: the
    // ruleset's again), e.g. a script's deck; it must outlive the editor.
    // Reads the design again.
    void setDeckRules(const decks::DeckRuleset* rules);
    const decks::DeckRuleset* deckRules() const { return rules_; }
    // The design's ruleset id and parameters as last read.
    const QString& rulesetId() const { return ruleset_; }
    const nlohmann::json& parameters() const { return params_; }
    // The design's set-up as save() would write it: its other keys and this deck.
    nlohmann::json setup() const;

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

    // A deck problem (decks::DeckError) as the table shows it: "Row 4, Suit:
    // problem", in the interface language (the ruleset's words first).
    static QString deckProblemText(const std::exception& failure, const QString& rulesetId);

signals:
    void deckLoaded();
    // A new deck or a new interface language: the values' words changed.
    void wordsChanged();
    void deckChanged();
    // The design's parameters changed (saved on the Designs page, or read again).
    void parametersChanged();

protected:
    void load(const std::optional<db::DesignRow>& row) override;
    void onDesignsChanged() override;
    QString failureText(const std::exception& failure) const override;

private:
    bool handleEdit(int row, int role, const QVariant& value);
    void changeCard(int row, decks::CardType after, const QString& text, bool countOnly);
    void replaceDeck(decks::Deck deck, const QString& text);
    // A value of attribute `attribute` in the interface language.
    QString valueText(const std::string& attribute, const std::string& value) const;
    void clear();

    QString ruleset_;
    nlohmann::json params_ = nlohmann::json::object();
    // The design's set-up without its deck (e.g. fixed stack sizes), kept on save.
    nlohmann::json otherSetup_ = nlohmann::json::object();
    const decks::DeckRuleset* rules_ = nullptr;
    const decks::DeckRuleset* ownRules_ = nullptr;
    DeckModel cards_;
    QUndoStack undoStack_;
    bool savedDeck_ = false;
};

} // namespace pb::gui
