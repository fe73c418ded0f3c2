#include "ruleset_print.h"

namespace pb::print {

namespace {
// The workbench's seat colours (qml/components/ColorScheme.qml, seatColors),
// chosen to stay apart for the colour-blind.
constexpr QRgb kSeatColours[] = {0x0072b2, 0xd55e00, 0x009e73, 0xcc79a7};
} // namespace

QColor PrintStyle::seat(int seat) const {
    const int count = static_cast<int>(std::size(kSeatColours));
    return colour(QColor(kSeatColours[((seat % count) + count) % count]));
}

QColor PrintStyle::colour(const QColor& colour) const {
    if (!grey_ || !colour.isValid())
        return colour;
    const int grey = qGray(colour.rgb());
    return QColor(grey, grey, grey, colour.alpha());
}

std::vector<BoardSheet> RulesetPrint::boards(const PrintInput&) const {
    return {};
}

std::vector<PrintDeck> RulesetPrint::decks(const PrintInput&) const {
    return {};
}

std::vector<TokenGroup> RulesetPrint::tokens(const PrintInput&) const {
    return {};
}

QStringList RulesetPrint::setup(const PrintInput&) const {
    return {};
}

} // namespace pb::print
