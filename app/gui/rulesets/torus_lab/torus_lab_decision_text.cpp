// Torus Lab's decisions in the interface language: in English, the engine's
// texts (torus_lab_messages.cpp) word for word.

#include "games/torus_lab/torus_lab_state.h"
#include "torus_lab_board_presenter.h"

namespace pb::gui {

QString TorusLabBoardPresenter::decisionText(const pb::State& state, const pb::Decision& d) const {
    using namespace pb::torus_lab;
    //: %1 a space's number
    auto space = [](int s) { return tr("space %1").arg(s + 1); };
    const QString seat = seatLabel(d.a);
    switch (d.kind) {
    case kDealKind:
        //: %1 a card suit (singular), %2 a player (P1)
        return tr("deal a %1 to %2").arg(singularName(d.b), seat);
    case kRevealKind:
        //: %1 a card suit (singular), %2 a space
        return tr("reveal a %1 on top of %2").arg(singularName(d.b), space(d.a));
    case kFirstKind:
        //: %1 a player (P1)
        return tr("%1 is drawn to play first").arg(seat);
    case kRollKind:
        //: %1 the die's face
        return tr("roll %1").arg(d.a);
    case kEmergeCountKind:
        return tr("%n particle(s) emerge", nullptr, d.a);
    case kEmergeSpaceKind:
        //: %1 a space
        return tr("they emerge on %1").arg(space(d.a));
    case kMoveKind:
        return tr("move (roll the die)");
    case kMoveToKind:
        //: %1 a space
        return tr("move to %1").arg(space(d.a));
    case kAttemptKind:
        return tr("try to neutralize a particle (roll)");
    case kResolveKind:
        return tr("let the neutralization die stand");
    case kStopKind:
        return tr("stop neutralizing");
    case kCollectKind:
        return tr("collect %n card(s)", nullptr, d.a);
    case kSpendKind:
    case kSpendWildKind: {
        const QString suit = singularName(d.a);
        //: %1 a card suit (singular): a land spent for another suit's power
        const QString card = d.kind == kSpendWildKind ? tr("a land as a %1").arg(suit)
                                                      //: %1 a card suit (singular)
                                                      : tr("a %1").arg(suit);
        switch (d.a) {
        case kHearts:
            //: %1 the card spent ("a heart")
            return tr("spend %1: reroll").arg(card);
        case kClubs:
            //: %1 the card spent ("a club")
            return tr("spend %1: +1 to the die").arg(card);
        case kDiamonds:
            //: %1 the card spent ("a diamond"), %2 a space
            return tr("spend %1: pawn to %2").arg(card, space(d.b));
        case kSpades:
            //: %1 the card spent ("a spade"), %2 and %3 spaces
            return tr("spend %1: particle from %2 to %3").arg(card, space(d.b), space(d.c));
        default:
            break;
        }
        break;
    }
    case kGiveKind:
        //: %1 a card suit (singular), %2 a player (P1)
        return tr("give a %1 to %2").arg(singularName(d.b), seat);
    case kDoneSharingKind:
        return tr("done sharing");
    case kEnterCodeKind:
        //: %1 a card suit (singular)
        return tr("enter the %1 code").arg(singularName(d.a));
    case kDiscardKind:
        //: %1 a card suit (singular)
        return tr("discard a %1").arg(singularName(d.a));
    case kSpillKind:
        //: %1 a space
        return tr("spill a particle onto %1").arg(space(d.a));
    case kEndTurnKind:
        return tr("end the turn");
    default:
        break;
    }
    return BoardPresenter::decisionText(state, d);
}

} // namespace pb::gui
