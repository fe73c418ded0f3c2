// Streamway Siege's decisions in the interface language: in English, the
// engine's texts (streamway_siege_messages.cpp) word for word.

#include "games/streamway_siege/streamway_siege_state.h"
#include "streamway_siege_board_presenter.h"

namespace pb::gui {

QString StreamwaySiegeBoardPresenter::decisionText(const pb::State& state,
                                                   const pb::Decision& d) const {
    using namespace pb::streamway_siege;
    const auto& s = static_cast<const StreamwaySiegeState&>(state);
    switch (d.kind) {
    case kRollKind:
        //: %1 the die's face
        return tr("roll %1").arg(d.a);
    case kAbilityKind:
        //: %1 the ability's number (1..6)
        return tr("monster ability %1").arg(d.a);
    case kDeployKind:
        return d.a ? tr("deploy a man") : tr("deploy no man");
    case kMonsterDieKind:
        //: %1 a step of the streamway, %2 the die's value
        return tr("move the monster on step %1 by %2").arg(d.b).arg(d.a);
    case kDieKind:
        //: %1 a step of the streamway, %2 the die's value
        return tr("move the man on step %1 by %2").arg(d.b).arg(d.a);
    case kLadderKind:
        return d.a ? tr("take the ladder") : tr("stay off the ladder");
    case kBoxcarsKind:
        if (d.a < 0)
            return tr("no boxcars reward");
        // Teams counted from 1 (the decision's team is 0-based).
        //: %1 a team's number (from 1)
        return s.teamDead(s.teamOf(s.player())) ? tr("steal a man from team %1").arg(d.a + 1)
                                                //: %1 a team's number (from 1)
                                                : tr("give a man to team %1").arg(d.a + 1);
    default:
        break;
    }
    return BoardPresenter::decisionText(state, d);
}

} // namespace pb::gui
