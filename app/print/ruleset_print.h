#pragma once

#include "print_options.h"

#include <QColor>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <functional>
#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

class QPainter;

namespace pb {
class Ruleset;
}
namespace pb::design {
struct DesignFile;
}

namespace pb::print {

// How colour reaches paper: the seat colours (the workbench's own, so a
// printed homunculus is the colour of the one on screen) and grey scale.
class PrintStyle {
public:
    explicit PrintStyle(bool greyScale) : grey_(greyScale) {}
    bool greyScale() const { return grey_; }
    // Seat `seat`'s colour (0-based), as printed.
    QColor seat(int seat) const;
    // `colour` as printed: itself, or its grey of the same lightness.
    QColor colour(const QColor& colour) const;

private:
    bool grey_;
};

// What every part of a print reads: the design, the ruleset it plays, its
// parameters resolved through the ruleset's schema, the chosen player count
// and the options.
struct PrintInput {
    const pb::design::DesignFile& design;
    const pb::Ruleset& ruleset;
    nlohmann::json params; // resolved: every parameter, defaults filled
    int players;           // the chosen player count, within the ruleset's range
    const PrintOptions& options;
};

// One board (or one part of a board, such as an era) at its true size. The
// painter's unit is one millimetre and its origin the board's top left corner;
// the shared tiler (board_pages) splits a board larger than a page.
struct BoardSheet {
    QString title; // "Era 1", or empty for the only board
    QSizeF sizeMm;
    std::function<void(QPainter&, const PrintStyle&)> draw;
};

// One kind of card, printed `copies` times.
struct PrintCard {
    QString name;       // the designer's own name for it
    QStringList values; // one line each, "Suit: Fire"
    QString text;       // what the card does, or empty
    QColor accent;      // a band in the card's colour, or invalid for none
    int copies = 1;
};

// One deck: its cards at the chosen card size, nine to a page.
struct PrintDeck {
    QString title;    // "System cards"
    QString backText; // what each card's back shows (the game and the deck)
    std::vector<PrintCard> cards;
};

// A token or counter to cut out.
struct PrintToken {
    enum class Shape { Circle, Square };
    QString label; // printed on it: "H", "3", "♛"
    int seat = -1; // drawn in seat `seat`'s colour, or -1: neutral
    int copies = 1;
    double sizeMm = 16.0;
    Shape shape = Shape::Circle;
};

struct TokenGroup {
    QString title; // "Homunculi", "Markers"
    std::vector<PrintToken> tokens;
};

// What one ruleset prints of a design. Each ruleset's print folder
// (app/print/rulesets/<name>/) gives one, through the print registry; what
// a ruleset does not override prints nothing. The rules sheet (name,
// ruleset, changed parameters) is shared; a ruleset adds its set-up.
class RulesetPrint {
public:
    virtual ~RulesetPrint() = default;
    // The id of the ruleset this prints ("stability"); empty for the
    // fallback that prints only the shared parts.
    virtual std::string_view rulesetId() const { return {}; }
    virtual std::vector<BoardSheet> boards(const PrintInput& input) const;
    virtual std::vector<PrintDeck> decks(const PrintInput& input) const;
    virtual std::vector<TokenGroup> tokens(const PrintInput& input) const;
    // The set-up for input.players, one sentence or step each.
    virtual QStringList setup(const PrintInput& input) const;
};

} // namespace pb::print
