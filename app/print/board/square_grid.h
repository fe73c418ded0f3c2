#pragma once

#include <QColor>
#include <QPointF>
#include <QSizeF>
#include <QString>
#include <vector>

class QPainter;

namespace pb::print {

class PrintStyle;

// One square of a printed grid: what the on-screen square shows of the
// starting position, in the board's own words.
struct GridSquare {
    QColor fill;                    // invalid: white
    QString text;                   // centred and large: a tile's value
    QColor textColour = Qt::black;  //
    QString corner;                 // top left and small: "♖1", "2·1·0"
    QString note;                   // bottom and small: "P1" on a starting square
    QColor ring;                    // a ring just inside the border (a city), or invalid
    QColor disc;                    // a piece standing there, or invalid
    QString discText;               // on the piece
    QString badge;                  // top right and small: an Objective's flag
    QColor badgeColour = Qt::black; //
};

// A grid of squares `squareMm` wide, its columns lettered from A above and its
// rows numbered from 1 on the left when `edgeLabels` (as the views and the
// decision texts name squares, "C4"). Squares are row-major, row 1 first.
struct SquareGrid {
    int columns = 0;
    int rows = 0;
    double squareMm = 25.0;
    bool edgeLabels = true;
    std::vector<GridSquare> squares;
};

// The band the edge labels take above and left of the squares.
inline constexpr double kEdgeLabelMm = 8.0;

// The grid's size on paper: its squares and, with edge labels, their band.
QSizeF squareGridSizeMm(const SquareGrid& grid);

// Draws `grid` with its top left corner (the edge labels' corner) at `topLeft`.
void drawSquareGrid(QPainter& painter, const PrintStyle& style, const SquareGrid& grid,
                    QPointF topLeft = {});

} // namespace pb::print
