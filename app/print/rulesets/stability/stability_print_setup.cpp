// Stability's pieces and set-up (docs/rules/stability.md, "Board and set-up").
#include "engine/ruleset.h"
#include "games/stability/stability_game.h"
#include "stability_print.h"

#include <QCoreApplication>

namespace pb::print::stability {

namespace {

// The words of this file, in the translations under "StabilityPrint".
struct Words {
    Q_DECLARE_TR_FUNCTIONS(StabilityPrint)
};

const pb::stability::Rules& rulesOf(const PrintInput& input, std::shared_ptr<const Game>& keep) {
    keep = input.ruleset.makeGame(input.params, input.players);
    return static_cast<const pb::stability::StabilityGame&>(*keep).rules();
}

} // namespace

std::vector<TokenGroup> StabilityPrint::tokens(const PrintInput& input) const {
    std::shared_ptr<const Game> game;
    const pb::stability::Rules& rules = rulesOf(input, game);
    const double square = std::min(18.0, input.options.squareMm * 0.75);
    TokenGroup homunculi{Words::tr("Homunculi"), {}};
    TokenGroup counts{Words::tr("Permeation count markers"), {}};
    for (int seat = 0; seat < input.players; ++seat) {
        homunculi.tokens.push_back(
            {QStringLiteral("H%1").arg(seat + 1), seat, 1, square, PrintToken::Shape::Circle});
        counts.tokens.push_back(
            {QStringLiteral("P%1").arg(seat + 1), seat, 1, 12.0, PrintToken::Shape::Square});
    }
    // An afflicted tile shows its new number on a counter laid over it.
    TokenGroup tiles{Words::tr("Tile counters"), {}};
    for (int value = rules.minTile; value <= rules.maxTile; ++value)
        tiles.tokens.push_back(
            {QString::number(value), -1, 6, std::min(18.0, square), PrintToken::Shape::Square});
    return {homunculi, counts, tiles};
}

QStringList StabilityPrint::setup(const PrintInput& input) const {
    std::shared_ptr<const Game> game;
    const pb::stability::Rules& rules = rulesOf(input, game);
    QStringList steps;
    steps << Words::tr("Lay out the %1 x %1 board: every square shows its number.").arg(rules.size);
    // Seats start in the corners in this order (docs/rules/stability.md).
    const QStringList corners{
        Words::tr("the top-left corner"), Words::tr("the bottom-right corner"),
        Words::tr("the top-right corner"), Words::tr("the bottom-left corner")};
    for (int seat = 0; seat < input.players && seat < corners.size(); ++seat)
        steps << Words::tr("Player %1 puts homunculus H%1 on %2.").arg(seat + 1).arg(corners[seat]);
    steps << Words::tr("Every player's permeation count starts at 0 (keep it with the P marker).");
    steps << Words::tr("Keep the tile counters (%1 to %2) at hand for afflicted squares.")
                 .arg(rules.minTile)
                 .arg(rules.maxTile);
    steps << Words::tr("Roll a die to choose who moves first; play then goes round in seat order.");
    return steps;
}

} // namespace pb::print::stability
