#pragma once

#include <QColor>
#include <QSizeF>
#include <QString>
#include <vector>

class QPainter;

namespace pb::print {

class PrintStyle;

// One cell of a printed hex grid, placed as the on-screen grid places it.
struct HexCell {
    int drawColumn = 0;
    int drawRow = 0;
    bool shift = false; // shifted right by half a cell (every second row)
    QString text;       // what stands there, or its label
    QColor textColour = Qt::black;
    QColor disc; // a piece without a label, or invalid
};

// A pointy-topped hex grid whose cells are `squareMm` across their flat
// sides, rows three quarters of a cell's height apart (as ScriptGrid.qml).
struct HexGrid {
    int columns = 0;
    int rows = 0;
    double squareMm = 25.0;
    std::vector<HexCell> cells;
};

QSizeF hexGridSizeMm(const HexGrid& grid);
void drawHexGrid(QPainter& painter, const PrintStyle& style, const HexGrid& grid);

} // namespace pb::print
