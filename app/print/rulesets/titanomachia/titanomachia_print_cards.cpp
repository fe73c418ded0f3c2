// Titanomachia's System cards, markers and set-up (docs/rules/titanomachia.md).
#include "design/design_file.h"
#include "engine/ruleset.h"
#include "games/titanomachia/titanomachia_game.h"
#include "games/titanomachia/titanomachia_state.h"
#include "titanomachia_print.h"

#include <QCoreApplication>

namespace pb::print::titanomachia {

using namespace pb::titanomachia;

namespace {

// The words of this file, in the translations under "TitanomachiaPrint".
struct Words {
    Q_DECLARE_TR_FUNCTIONS(TitanomachiaPrint)
};

QString fromStd(const std::string& text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The set-up as a game plays it: presets built, terrain laid out by the seed.
std::shared_ptr<const Fixed> fixedOf(const PrintInput& input) {
    const auto game = input.ruleset.makeGame(input.params, input.players);
    const auto state = game->newInitialState(input.options.seed, input.design.setup);
    return std::make_shared<const Fixed>(static_cast<const TitanomachiaState&>(*state).fixed());
}

QString systemTitle(int system) {
    switch (system) {
    case kCrew:
        return Words::tr("Crew");
    case kPropulsion:
        return Words::tr("Propulsion");
    case kFireControl:
        return Words::tr("Fire Control");
    case kShield:
        return Words::tr("Shield Generator");
    default:
        return Words::tr("Weapon");
    }
}

QString scoreTitle(int system, int score) {
    static const char* const kTitles[kSystemCount][4] = {
        {QT_TRANSLATE_NOOP("TitanomachiaPrint", "Skill"),
         QT_TRANSLATE_NOOP("TitanomachiaPrint", "Stamina"), nullptr, nullptr},
        {QT_TRANSLATE_NOOP("TitanomachiaPrint", "Speed"),
         QT_TRANSLATE_NOOP("TitanomachiaPrint", "Traction"), nullptr, nullptr},
        {QT_TRANSLATE_NOOP("TitanomachiaPrint", "Acuity"),
         QT_TRANSLATE_NOOP("TitanomachiaPrint", "Gain"), nullptr, nullptr},
        {QT_TRANSLATE_NOOP("TitanomachiaPrint", "Strength"),
         QT_TRANSLATE_NOOP("TitanomachiaPrint", "Coherence"), nullptr, nullptr},
        {QT_TRANSLATE_NOOP("TitanomachiaPrint", "Range"),
         QT_TRANSLATE_NOOP("TitanomachiaPrint", "Rate of Fire"),
         QT_TRANSLATE_NOOP("TitanomachiaPrint", "Power"),
         QT_TRANSLATE_NOOP("TitanomachiaPrint", "Area of Effect")},
    };
    return Words::tr(kTitles[system][score]);
}

// What activating a System does (T15-T19).
QString systemText(int system) {
    switch (system) {
    case kCrew:
        return Words::tr("Governs Activation markers. Activate: repair one other System a step.");
    case kPropulsion:
        return Words::tr("Governs Position markers. Activate: move the Titan.");
    case kFireControl:
        return Words::tr("Governs Target markers. Activate: place Targets within Acuity.");
    case kShield:
        return Words::tr("Governs Shield markers. Activate: place Shields.");
    default:
        return Words::tr("Governs Blast markers. Activate: fire at your Targets.");
    }
}

} // namespace

std::vector<PrintDeck> TitanomachiaPrint::decks(const PrintInput& input) const {
    const std::shared_ptr<const Fixed> fixed = fixedOf(input);
    PrintDeck deck;
    deck.title = Words::tr("System cards");
    deck.backText = Words::tr("Titanomachia\nSystem card");
    for (int seat = 0; seat < kSeats; ++seat) {
        const Titan& titan = fixed->setup.players[std::size_t(seat)].titan;
        const QString titanName = titan.name.empty() ? Words::tr("Titan of player %1").arg(seat + 1)
                                                     : fromStd(titan.name);
        for (int system = 0; system < kSystemCount; ++system) {
            const SystemCard& card = titan.systems[std::size_t(system)];
            PrintCard printed;
            printed.name = systemTitle(system);
            printed.values << Words::tr("%1 (player %2)").arg(titanName).arg(seat + 1)
                           << Words::tr("Armour: %1").arg(card.armour);
            for (int score = 0; score < kScoreCount[std::size_t(system)]; ++score)
                printed.values << Words::tr("%1: %2")
                                      .arg(scoreTitle(system, score))
                                      .arg(card.scores[std::size_t(score)]);
            printed.text = systemText(system);
            printed.accent = seat == 0 ? QColor(0x0072b2) : QColor(0xd55e00);
            deck.cards.push_back(printed);
        }
    }
    return {deck};
}

std::vector<TokenGroup> TitanomachiaPrint::tokens(const PrintInput& input) const {
    const std::shared_ptr<const Fixed> fixed = fixedOf(input);
    const int most = pricesFromParams(input.params).maxScore;
    const double square = std::min(18.0, input.options.squareMm * 0.75);
    TokenGroup titans{Words::tr("Titans"), {}};
    TokenGroup markers{Words::tr("System markers"), {}};
    TokenGroup objectives{Words::tr("Objective markers"), {}};
    TokenGroup terrain{Words::tr("Terrain markers"), {}};
    for (int seat = 0; seat < kSeats; ++seat) {
        titans.tokens.push_back(
            {QStringLiteral("T%1").arg(seat + 1), seat, 1, square, PrintToken::Shape::Square});
        // Activation, Position, Target, Shield and Blast: at most the largest score each.
        for (const char* label : {"A", "P", "T", "S", "B"})
            markers.tokens.push_back(
                {QLatin1String(label), seat, most, 10.0, PrintToken::Shape::Circle});
        const PlayerSetup& player = fixed->setup.players[std::size_t(seat)];
        objectives.tokens.push_back({QStringLiteral("O%1").arg(seat + 1), seat,
                                     static_cast<int>(player.objectives.size()), 12.0,
                                     PrintToken::Shape::Circle});
    }
    // Open ground is the board itself: only the other terrain types are markers.
    for (std::size_t type = 1; type < fixed->setup.terrainTypes.size(); ++type) {
        int count = 0;
        for (const PlayerSetup& player : fixed->setup.players)
            if (type < player.terrainCount.size())
                count += player.terrainCount[type];
        if (count > 0)
            terrain.tokens.push_back({fromStd(fixed->setup.terrainTypes[type].name), -1, count,
                                      std::min(16.0, square), PrintToken::Shape::Square});
    }
    return {titans, markers, objectives, terrain};
}

QStringList TitanomachiaPrint::setup(const PrintInput& input) const {
    const std::shared_ptr<const Fixed> fixed = fixedOf(input);
    QStringList steps;
    steps << Words::tr(
        "Lay out the 10 x 10 board; each player's home half is the five rows nearest them.");
    for (int seat = 0; seat < kSeats; ++seat) {
        const PlayerSetup& player = fixed->setup.players[std::size_t(seat)];
        steps << Words::tr(
                     "Player %1: place your terrain markers in your home half as the board shows, "
                     "your Titan on its start square, and your Objective markers (%2).")
                     .arg(seat + 1)
                     .arg(player.objectives.size());
        steps << Words::tr("Player %1 bid %2 points for the first turn.")
                     .arg(seat + 1)
                     .arg(player.bid);
    }
    steps << Words::tr("The higher bid takes the first turn (a coin decides a tie).");
    steps << Words::tr("Each player lays out their five System cards and takes Activation markers "
                       "equal to Crew Skill.");
    return steps;
}

} // namespace pb::print::titanomachia
