#pragma once

#include "script/size_spec.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pb::script {

// What a click on a view's target says (docs/scripting.md, "The board"): the
// decision kind and, for each of its leading arguments, a property of the
// clicked target ("col", "row", "square", "card", "index") or a number. A
// mapping may name fewer arguments than the decision takes: the others are
// free, so several legal decisions share the target and the decision list
// tells them apart.
struct ClickArg {
    std::string property; // empty: `constant`
    int constant = 0;
};

struct ClickSpec {
    int decision = -1; // index into ScriptDeclaration::decisions; -1: no click
    std::vector<ClickArg> args;

    bool uses(const std::string& property) const {
        for (const ClickArg& a : args)
            if (a.property == property)
                return true;
        return false;
    }
};

enum class GridShape { Square, Hex };
enum class CellShow { Pieces, Numbers };

struct GridView {
    int field = -1; // a grid field
    GridShape shape = GridShape::Square;
    CellShow show = CellShow::Pieces;
    bool originBottom = false;       // row 1 drawn at the bottom
    std::vector<std::string> labels; // value v >= 1 shows labels[v - 1]
    int highlight =
        -1; // a scalar field (a cell, 1-based; 0: none) or a grid field of the same size
    std::string label;
    ClickSpec click;
};

struct TrackView {
    SizeSpec length;    // a number or an int parameter
    int positions = -1; // a per-seat scalar field: the square of each seat (0: not yet on)
    std::vector<std::pair<int, int>> links; // from -> to
    int linksField = -1; // or an array field: square i leads to links[i] (0 or i: nowhere)
    int columns = 10;    // squares per row, the rows winding back and forth from the bottom
    std::string label;
    ClickSpec click;
};

// A zone drawn as hands (one per seat: face up for who may see them) or a
// pile (a count, with its top card or all its cards face up when visible).
struct ZoneView {
    int field = -1;
    bool spread = false; // a pile: every card face up, not only the top one
    std::string label;
    ClickSpec click;
};

// A scalar field shown with its label: on the board (a counter) or, per
// seat, in the player panel (a zone in the panel shows its size).
struct ValueView {
    int field = -1;
    std::string label;
};

// How the cards of hands and piles read: card c is rank (c - 1) % ranks + 1
// of suit (c - 1) / ranks + 1. Without suits a card reads as its number.
struct CardLook {
    std::vector<std::string> suits;
    SizeSpec ranks;
    std::vector<std::string> rankLabels; // fewer ranks than labels take the last (highest) ones
};

// The board a script's `game.view` describes, checked against its state.
struct ViewSpec {
    std::optional<GridView> grid;
    std::optional<TrackView> track;
    std::vector<ZoneView> hands;
    std::vector<ZoneView> piles;
    std::vector<ValueView> counters;
    std::vector<ValueView> panel;
    CardLook cards;
};

class DeclarationReader;
struct ScriptDeclaration;

// Reads `game.view` (the reader on it) against the declaration read so far;
// throws ScriptError naming the path ("game.view.grid.field: no state field
// 'bord'").
ViewSpec readView(const DeclarationReader& r, const ScriptDeclaration& d);

} // namespace pb::script
