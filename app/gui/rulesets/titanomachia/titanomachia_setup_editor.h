#pragma once

#include "design_part_editor.h"
#include "games/titanomachia/titanomachia_setup.h"

#include <QString>
#include <QUndoStack>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>

namespace pb::gui {

// The set-up of a Titanomachia design, being edited on the Board page: each
// player's Titan built from its five System cards (Armour and scores), its
// Initiative bid, its Objectives chosen from the four templates, and its
// terrain markers placed on its home half by hand or drawn from a seed under
// what its budget leaves. The point cost is the core's (pointCost) and shown
// live against the budget; a player over the budget is flagged and save()
// refuses it, naming the player and the points (budgetProblem). Every edit is an undo command
// (titanomachia_setup_commands.h). save() writes the set-up JSON of
// docs/rules/titanomachia.md with a terrainLayout for each player.
class TitanomachiaSetupEditor : public pb::gui::DesignPartEditor {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool isTitanomachia READ isTitanomachia NOTIFY setupChanged)
    // The player whose Titan, bid, Objectives and terrain are edited (0 or 1).
    Q_PROPERTY(int seat READ seat WRITE setSeat NOTIFY setupChanged)
    // The seat's System cards: [{system, name, cost, fields [{k (-1 Armour), label, value, min,
    // max}]}].
    Q_PROPERTY(QVariantList systems READ systems NOTIFY setupChanged)
    // Both players' points: [{seat, label, titan, terrain, objectives, bid, total, budget, left,
    // over}].
    Q_PROPERTY(QVariantList costs READ costs NOTIFY setupChanged)
    // The four templates for the seat: [{type, name, goal, price, deadline, chosen}].
    Q_PROPERTY(QVariantList objectives READ objectives NOTIFY setupChanged)
    Q_PROPERTY(int bid READ bid NOTIFY setupChanged)
    Q_PROPERTY(int budget READ budget NOTIFY setupChanged)
    // The board: [{index, name, terrainIndex, terrain, editable (in the seat's half)}] x 100.
    Q_PROPERTY(QVariantList squares READ squares NOTIFY setupChanged)
    // [{index, name, armour, difficulty, interference, cost}].
    Q_PROPERTY(QVariantList terrainTypes READ terrainTypes NOTIFY setupChanged)
    // The terrain type a click on the board places.
    Q_PROPERTY(int brush READ brush WRITE setBrush NOTIFY brushChanged)
    Q_PROPERTY(bool overBudget READ overBudget NOTIFY setupChanged)
    // Why the set-up cannot be saved as it stands, in the designer's words
    // ("P1 spends 73 points; the budget is 70."), or empty.
    Q_PROPERTY(QString budgetProblem READ budgetProblem NOTIFY setupChanged)

public:
    explicit TitanomachiaSetupEditor(QObject* parent = nullptr);
    ~TitanomachiaSetupEditor() override;

    bool isTitanomachia() const { return loaded_; }
    int seat() const { return seat_; }
    void setSeat(int seat);
    QVariantList systems() const;
    QVariantList costs() const;
    QVariantList objectives() const;
    int bid() const { return setup_.players[std::size_t(seat_)].bid; }
    int budget() const { return prices_.budget; }
    QVariantList squares() const;
    QVariantList terrainTypes() const;
    int brush() const { return brush_; }
    void setBrush(int type);
    bool overBudget() const;
    QString budgetProblem() const;

    bool isDirty() const override { return !undoStack_.isClean(); }
    QUndoStack* undoStack() override { return &undoStack_; }
    bool save() override;

    // The seat's System `system` score `k` (-1: Armour) set to `value`; false
    // with errorMessage for a value out of its range.
    Q_INVOKABLE bool setScore(int system, int k, int value);
    Q_INVOKABLE bool setBid(int value);
    // Buys or gives up Objective `type`; a player keeps at least one.
    Q_INVOKABLE bool toggleObjective(int type);
    // Places the brush's terrain on `square` of the seat's home half.
    Q_INVOKABLE bool placeTerrain(int square);
    // Draws the seat's home half from `seedText` under what its budget leaves for terrain.
    Q_INVOKABLE bool randomizeTerrain(const QString& seedText);
    // Rebuilds the seat's Titan in the proportions of preset `preset`
    // ("warhound", "reaver") from what its budget leaves after terrain,
    // Objectives and bid: the core's autoTitan, the set-up's "auto:<preset>".
    // One undo step; false with errorMessage when the points are too few.
    Q_INVOKABLE bool autoBuild(const QString& preset);

    // The point cost of seat `seat`'s entry, as pointCost returns it.
    nlohmann::json costOf(int seat) const;
    // The set-up as save() writes it.
    nlohmann::json setupJson() const;

    // For the commands: change the set-up without touching the undo stack.
    void applyScore(int seat, int system, int k, int value);
    void applyBid(int seat, int value);
    void applyToggleObjective(int seat, int type);
    void applyTerrain(int square, int type);
    void applyLayout(int seat, const std::vector<int>& layout);
    void applyTitan(int seat, const pb::titanomachia::Titan& titan);

signals:
    void setupChanged();
    void brushChanged();

protected:
    void load(const std::optional<db::DesignRow>& row) override;
    void onDesignsChanged() override;
    // A new language rewords the cards, scores and Objectives built in C++.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void changed();
    int seatOfSquare(int square) const;

    bool loaded_ = false;
    int seat_ = 0;
    int brush_ = 1;
    nlohmann::json params_ = nlohmann::json::object();
    pb::titanomachia::Prices prices_;
    pb::titanomachia::Setup setup_;
    QUndoStack undoStack_;
};

} // namespace pb::gui
