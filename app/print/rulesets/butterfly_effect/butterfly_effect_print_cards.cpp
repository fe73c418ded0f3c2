// Butterfly Effect's decks (species and evolution cards), pieces and set-up
// (docs/rules/butterfly-effect.md).
#include "butterfly_effect_print.h"
#include "design/design_file.h"
#include "engine/ruleset.h"
#include "games/butterfly_effect/butterfly_effect_game.h"

#include <QCoreApplication>

namespace pb::print::butterfly_effect {

using namespace pb::butterfly_effect;

namespace {

// The words of this file, in the translations under "ButterflyEffectPrint".
struct Words {
    Q_DECLARE_TR_FUNCTIONS(ButterflyEffectPrint)
};

QString fromStd(const std::string& text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

struct Loaded {
    std::shared_ptr<const Game> game;
    const ButterflyEffectGame* be = nullptr;
    std::shared_ptr<const Content> content;
};

Loaded load(const PrintInput& input) {
    Loaded loaded;
    loaded.game = input.ruleset.makeGame(input.params, input.players);
    loaded.be = static_cast<const ButterflyEffectGame*>(loaded.game.get());
    loaded.content = loaded.be->contentFromJson(input.design.setup);
    return loaded;
}

QString sideName(int side) {
    return side == 0 ? Words::tr("Animals (Bastet)") : Words::tr("Plants (Osiris)");
}

QString deckTitle(int side) {
    return side == 0 ? Words::tr("Bastet's deck (animals)") : Words::tr("Osiris' deck (plants)");
}

// What an evolution card does, in the player's words.
QString effectText(Effect effect, int value) {
    switch (effect) {
    case Effect::Strength:
        return Words::tr("+%1 strength.").arg(value);
    case Effect::DefenceStrength:
        return Words::tr("+%1 strength when defending.").arg(value);
    case Effect::AttackStrength:
        return Words::tr("+%1 strength when attacking.").arg(value);
    case Effect::Move:
        return Words::tr("+%1 move.").arg(value);
    case Effect::Camouflage:
        return Words::tr("A beaten piece of this species survives on a die of %1 or more.")
            .arg(value);
    case Effect::Vines:
        return Words::tr("Enemies starting a move next to this species move %1 less (at least 1).")
            .arg(value);
    case Effect::Fertility:
        return Words::tr("%1 extra piece(s) after this species reproduces.").arg(value);
    case Effect::DeepRoots:
        return Words::tr("This species' death pattern is only its own square.");
    }
    return {};
}

// The pattern as rows of filled and empty squares.
QString patternText(const SpeciesCard& species) {
    QStringList rows;
    for (const std::string& row : species.pattern) {
        QString line;
        for (char c : row)
            line += c == 'X' ? QStringLiteral("■ ") : QStringLiteral("□ ");
        rows << line;
    }
    return Words::tr("Reproduction and death pattern:") + QLatin1Char('\n') +
           rows.join(QLatin1Char('\n'));
}

} // namespace

std::vector<PrintDeck> ButterflyEffectPrint::decks(const PrintInput& input) const {
    const Loaded loaded = load(input);
    const Content& content = *loaded.content;
    std::vector<PrintDeck> decks;
    for (int side = 0; side < 2; ++side) {
        PrintDeck deck;
        deck.title = deckTitle(side);
        deck.backText = Words::tr("Butterfly Effect\n%1").arg(sideName(side));
        const QColor accent = side == 0 ? QColor(0xb0, 0x6a, 0x2c) : QColor(0x3c, 0x8d, 0x3f);
        for (int s = 0; s < kSpeciesPerSide; ++s) {
            const SpeciesCard& species = content.species[std::size_t(side * kSpeciesPerSide + s)];
            PrintCard card;
            card.name = fromStd(species.name);
            card.values << Words::tr("Strength: %1").arg(species.strength)
                        << Words::tr("Move: %1").arg(species.move)
                        << Words::tr("Health: %1").arg(species.health);
            card.text = patternText(species);
            card.accent = accent;
            card.copies = content.copies(side, s);
            deck.cards.push_back(card);
        }
        for (const EvolutionCard& evolution : content.evolutions) {
            PrintCard card;
            card.name = fromStd(evolution.name);
            card.values << Words::tr("Evolution");
            card.text = effectText(evolution.effect, evolution.value);
            card.accent = QColor(0x6a, 0x4c, 0x93);
            card.copies = evolution.copies;
            deck.cards.push_back(card);
        }
        decks.push_back(deck);
    }
    return decks;
}

std::vector<TokenGroup> ButterflyEffectPrint::tokens(const PrintInput& input) const {
    const Loaded loaded = load(input);
    const Rules& rules = loaded.be->rules();
    const double size = std::min(16.0, input.options.squareMm * 0.7);
    std::vector<TokenGroup> groups;
    for (int side = 0; side < 2; ++side) {
        TokenGroup group{Words::tr("%1: pieces").arg(sideName(side)), {}};
        const int seat = side == 0 ? rules.animalsSeat : 1 - rules.animalsSeat;
        // A piece limit caps the pieces on the board; without one, a dozen of
        // each species covers both eras in a usual game.
        const int copies = rules.pieceLimit > 0 ? rules.pieceLimit : 12;
        for (int s = 0; s < kSpeciesPerSide; ++s) {
            const SpeciesCard& species =
                loaded.content->species[std::size_t(side * kSpeciesPerSide + s)];
            group.tokens.push_back(
                {fromStd(species.name), seat, copies, size,
                 side == 0 ? PrintToken::Shape::Circle : PrintToken::Shape::Square});
        }
        groups.push_back(group);
    }
    TokenGroup evolved{
        Words::tr("Evolution markers"),
        {{QStringLiteral("E"), -1, 2 * kSpeciesPerSide * rules.maxEvolutionsPerSpecies, 12.0,
          PrintToken::Shape::Circle}}};
    groups.push_back(evolved);
    return groups;
}

QStringList ButterflyEffectPrint::setup(const PrintInput& input) const {
    const Loaded loaded = load(input);
    const Rules& rules = loaded.be->rules();
    QStringList steps;
    steps << Words::tr("Player %1 plays the animals (Bastet), player %2 the plants (Osiris).")
                 .arg(rules.animalsSeat + 1)
                 .arg(2 - rules.animalsSeat);
    steps << Words::tr("Lay out both boards, the past and the present, side by side.");
    steps << Words::tr("Each player shuffles their own deck and draws a hand (cards: %1).")
                 .arg(rules.handSize);
    steps << Words::tr("Each player takes one piece of each of their three species.");
    steps << Words::tr("Roll a die to choose who goes first.");
    steps << (rules.placeOn == PlaceOn::GreenSpots
                  ? Words::tr("Taking turns, place those pieces on green spots of the present.")
                  : Words::tr("Taking turns, place those pieces on empty squares of the present."));
    steps << Words::tr(
                 "Win by controlling a city in the present and one in the past (turn ends to hold "
                 "them: %1).")
                 .arg(rules.holdTurnEnds);
    return steps;
}

} // namespace pb::print::butterfly_effect
