#pragma once

#include <QColor>
#include <QSizeF>
#include <QString>
#include <vector>

class QPainter;

namespace pb::print {

class PrintStyle;

// One square of a numbered path, at its cell of the grid the path winds over.
struct PathSquare {
    int number = 0;
    int column = 0;
    int row = 0;  // from the top
    QColor fill;  // invalid: white
    QString note; // bottom right, small: "start", "end"
};

// How a link between two squares is drawn: a ladder (from its bottom to its
// top), a snake (from its head to its tail) or an arrow (green forwards, red
// backwards, as the scripted track draws them).
enum class LinkLook { Ladder, Snake, Arrow };

struct PathLink {
    int from = 0; // square numbers
    int to = 0;
    LinkLook look = LinkLook::Arrow;
};

// A piece on the path at the start: its label in a seat's colour, or in
// `colour` when that is valid (a monster).
struct PathPiece {
    int seat = 0;
    int square = 0;
    QString label; // "P1"
    QColor colour = {};
};

// A numbered track over a grid of `columns` x `rows` squares `squareMm`
// wide, with its links over the squares and its pieces on top.
struct NumberedPath {
    int columns = 0;
    int rows = 0;
    double squareMm = 25.0;
    std::vector<PathSquare> squares;
    std::vector<PathLink> links;
    std::vector<PathPiece> pieces;
};

QSizeF numberedPathSizeMm(const NumberedPath& path);
void drawNumberedPath(QPainter& painter, const PrintStyle& style, const NumberedPath& path);

} // namespace pb::print
