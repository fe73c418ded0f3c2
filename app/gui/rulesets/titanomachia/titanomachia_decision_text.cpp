// Titanomachia's decisions in the interface language: in English, the
// engine's texts (titanomachia_json.cpp) word for word, with squares named as
// the board's edges label them.

#include "games/titanomachia/titanomachia_state.h"
#include "rulesets/titanomachia/titanomachia_board_presenter.h"
#include "rulesets/titanomachia/titanomachia_names.h"

namespace pb::gui {

QString TitanomachiaBoardPresenter::decisionText(const pb::State& state,
                                                 const pb::Decision& d) const {
    using namespace pb::titanomachia;
    using pb::gui::titanomachia::TitanNames;
    const auto& s = static_cast<const TitanomachiaState&>(state);
    const QString square = TitanNames::square(d.a);
    const QString system = TitanNames::system(d.a);
    auto shieldActive = [&s] { return s.activeSystem() == kShield; };
    switch (d.kind) {
    case kCoinKind:
        //: %1 a player (P1)
        return tr("coin: %1 goes first").arg(seatLabel(d.a));
    case kDesignateKind:
        //: %1 a square (C3)
        return tr("objective marker on %1").arg(square);
    case kActivateKind:
        //: %1 a System (Fire Control)
        return tr("activate %1").arg(system);
    case kEndTurnKind:
        return s.activatedThisTurn() ? tr("end turn")
                                     //: a turn without activations
                                     : tr("pass");
    case kRepairKind:
        //: %1 a System
        return tr("repair %1").arg(system);
    case kStepKind:
        //: %1 a square
        return tr("step to %1").arg(square);
    case kExitKind:
        //: %1 a compass direction (N)
        return tr("exit %1").arg(TitanNames::direction(d.a));
    case kPlaceKind:
        //: %1 a square
        return shieldActive() ? tr("shield on %1").arg(square) : tr("target on %1").arg(square);
    case kLiftKind:
        //: %1 a square
        return shieldActive() ? tr("lift the shield on %1").arg(square)
                              //: %1 a square
                              : tr("lift the target on %1").arg(square);
    case kFireKind:
        //: %1 a square
        return tr("fire at %1").arg(square);
    case kSplashKind:
        //: %1 a square next to the fired Target: an Area of Effect Blast
        return tr("splash %1").arg(square);
    case kStopKind:
        //: ends an activation
        return tr("stop");
    case kNominateKind: {
        //: %1 the hit Titan's player (P2), %2 the System named
        return tr("hit %1's %2").arg(seatLabel(s.hitDefender()), system);
    }
    default:
        break;
    }
    return BoardPresenter::decisionText(state, d);
}

} // namespace pb::gui
