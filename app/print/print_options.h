#pragma once

#include <QLocale>
#include <QPageSize>
#include <QString>
#include <cstdint>
#include <optional>

namespace pb::print {

// A card's cut size in millimetres.
struct CardSize {
    double widthMm = 63.0; // poker
    double heightMm = 88.0;

    friend bool operator==(const CardSize&, const CardSize&) = default;
};

inline constexpr CardSize kPokerCard{63.0, 88.0};
inline constexpr CardSize kBridgeCard{57.0, 89.0};

// What the designer chose in File > Print and play... or on the command line
// (`playbench-cli print`); docs/workbench.md, "Print and play".
struct PrintOptions {
    QPageSize::PageSizeId paper = QPageSize::A4; // A4 or Letter
    // Printers that cannot print to the edge; 5 mm leaves room for the crop
    // marks around nine poker cards on A4 and on Letter.
    double marginMm = 5.0;
    double squareMm = 25.0; // one square (space, hex) of a board
    CardSize card = kPokerCard;
    bool cardBacks = false; // backs on the following page, mirrored for duplex
    bool greyScale = false;
    int players = 0;        // 0: the ruleset's smallest player count
    std::uint64_t seed = 1; // for a design whose set-up is generated per seed
    bool board = true;
    bool cards = true;
    bool tokens = true;
    bool rulesSheet = true;
};

// Letter where the locale's territory uses it (the United States, Canada,
// Mexico, ...), A4 elsewhere.
QPageSize::PageSizeId defaultPaper(const QLocale& locale);

// "A4" or "Letter" (any case), as the command line and settings name them;
// nothing for another name.
std::optional<QPageSize::PageSizeId> paperFromName(const QString& name);

// "poker", "bridge" or a custom "WxH" in millimetres ("70x120"); nothing for
// text that is none of these.
std::optional<CardSize> cardSizeFromName(const QString& name);

} // namespace pb::print
