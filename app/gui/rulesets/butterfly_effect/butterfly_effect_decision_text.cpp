// Butterfly Effect's decisions in the interface language: in English, the
// engine's texts (butterfly_effect_messages.cpp) word for word but for the
// squares, named as the era boards' edges label them ("C4", not the engine's
// "(4,3)"). Species and evolution cards keep the designer's names.

#include "butterfly_effect_board_presenter.h"
#include "games/butterfly_effect/butterfly_effect_state.h"

namespace pb::gui {

QString ButterflyEffectBoardPresenter::decisionText(const pb::State& state,
                                                    const pb::Decision& d) const {
    using namespace pb::butterfly_effect;
    const auto& s = static_cast<const ButterflyEffectState&>(state);
    const Content& content = s.content();
    const int size = content.size;
    auto sq = [&](int square) { return squareName(square, size); };
    auto sp = [&](int species) {
        return species >= 0 && species < kSpecies
                   ? QString::fromStdString(content.species[static_cast<std::size_t>(species)].name)
                   : QStringLiteral("?");
    };
    auto evo = [&](int e) {
        return e >= 0 && e < content.evolutionCount()
                   ? QString::fromStdString(content.evolutions[static_cast<std::size_t>(e)].name)
                   : QStringLiteral("?");
    };
    switch (d.kind) {
    case kDrawKind:
        //: %1 a player (P1), %2 a card (a species or an evolution)
        return tr("%1 draws %2")
            .arg(seatLabel(d.a), d.b < kSpeciesPerSide ? sp(s.sideOf(d.a) * kSpeciesPerSide + d.b)
                                                       : evo(d.b - kSpeciesPerSide));
    case kFirstKind:
        //: %1 a player (P1)
        return tr("%1 goes first").arg(seatLabel(d.a));
    case kRollKind:
        //: %1 the die's face
        return tr("roll %1").arg(d.a);
    case kSetupSpeciesKind:
        //: %1 a species
        return tr("set up %1").arg(sp(d.a));
    case kSetupSquareKind:
        //: %1 a square as the board's edges label it (C4)
        return tr("set up at %1").arg(sq(d.a));
    case kReproduceKind:
        //: %1 the pattern's turn (0-7), %2 its cell laid on the piece (from 1)
        return tr("reproduce: orientation %1, cell %2").arg(d.a).arg(d.b + 1);
    case kExtraKind:
        //: Fertility; %1 a square as the board's edges label it (C4)
        return tr("extra piece at %1").arg(sq(d.a));
    case kDeclineExtraKind:
        return tr("no extra piece");
    case kEvolveKind:
        //: %1 a species, %2 an evolution card
        return tr("evolve %1 with %2").arg(sp(d.b), evo(d.a));
    case kPassKind:
        return tr("no evolution");
    case kPlaceCardKind:
        //: %1 a species card
        return tr("play %1").arg(sp(d.a));
    case kPlaceEraKind:
        //: %1 an era ("the past")
        return tr("in %1").arg(eraName(d.a));
    case kPlaceSquareKind:
        //: %1 a square as the board's edges label it (C4)
        return tr("place at %1").arg(sq(d.a));
    case kSkipPlaceKind:
        return tr("place nothing");
    case kMoveFromKind:
        //: %1 a square as the board's edges label it (C4), %2 an era ("the past")
        return tr("move from %1 in %2").arg(sq(d.b), eraName(d.a));
    case kMoveToKind:
        //: %1 a square as the board's edges label it (C4)
        return tr("move to %1").arg(sq(d.a));
    case kSkipMoveKind:
        return tr("move nothing");
    case kDeathPatternKind:
        //: %1 the pattern's turn (0-7), %2 its cell laid on the dead piece (from 1)
        return tr("death pattern: orientation %1, cell %2").arg(d.a).arg(d.b + 1);
    case kStealKind:
        //: %1 an evolution card, %2 the player whose deck it came from (P1)
        return tr("steal %1 (%2's card)").arg(evo(d.a), seatLabel(d.b));
    case kNoStealKind:
        return tr("steal nothing");
    default:
        break;
    }
    return BoardPresenter::decisionText(state, d);
}

} // namespace pb::gui
