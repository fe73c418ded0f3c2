// What a Streamway Siege decision set off, for the move log: the engine's own
// record of the landing chain (StreamwaySiegeState::event), worded one event
// at a time in the order it happened. Teams are counted from 1.

#include "games/streamway_siege/streamway_siege_state.h"
#include "streamway_siege_board_presenter.h"

#include <QStringList>

namespace pb::gui {

QString StreamwaySiegeBoardPresenter::manName(const pb::State& state, int man) {
    const auto& s = static_cast<const pb::streamway_siege::StreamwaySiegeState&>(state);
    //: A man (a playing piece) by his team, counted from 1
    return tr("team %1's man").arg(s.man(man).team + 1);
}

QString StreamwaySiegeBoardPresenter::eventText(const pb::State& after, int index) {
    using pb::streamway_siege::EventKind;
    using pb::streamway_siege::StreamwaySiegeState;
    const auto& s = static_cast<const StreamwaySiegeState&>(after);
    const pb::streamway_siege::Event& e = s.event(index);
    // Men keep their team through a chain (only a reserve man changes team), so
    // the state after names them as they were.
    const QString piece = e.kind < EventKind::MonsterMoved ? manName(s, e.piece) : QString();
    const QString by = e.by >= 0 && (e.kind == EventKind::Bumped || e.kind == EventKind::Pushed ||
                                     e.kind == EventKind::MonsterThrown)
                           ? manName(s, e.by)
                           : QString();
    switch (e.kind) {
    case EventKind::Deployed:
        //: %1 a man ("team 1's man"), %2 a step
        return tr("%1 enters on step %2").arg(piece).arg(e.to);
    case EventKind::Moved:
        if (e.to == 0)
            //: %1 a man, %2 the step he moved from
            return tr("%1 moves past the end from step %2 and is lost").arg(piece).arg(e.from);
        //: %1 a man, %2 and %3 steps
        return tr("%1 moves from step %2 to step %3").arg(piece).arg(e.from).arg(e.to);
    case EventKind::Snake:
        //: %1 a man, %2 the snake's number (from 1), %3 its head, %4 its tail
        return tr("%1 slides down snake %2 from step %3 to step %4")
            .arg(piece)
            .arg(e.which)
            .arg(e.from)
            .arg(e.to);
    case EventKind::Ladder:
        // Up from the bottom (toward step 1, away from the end), or down from the top.
        if (e.from == s.board().ladders[e.which - 1][0])
            //: %1 a man, %2 the ladder's number (from 1), %3 its bottom, %4 its top
            return tr("%1 climbs ladder %2 from step %3 to step %4")
                .arg(piece)
                .arg(e.which)
                .arg(e.from)
                .arg(e.to);
        //: %1 a man, %2 the ladder's number (from 1), %3 its top, %4 its bottom
        return tr("%1 goes down ladder %2 from step %3 to step %4")
            .arg(piece)
            .arg(e.which)
            .arg(e.from)
            .arg(e.to);
    case EventKind::Bumped:
        if (e.to == 0)
            //: %1 the man landing, %2 the man he bumps, %3 their step
            return tr("%1 bumps %2 off step %3 back to the reserve").arg(by, piece).arg(e.from);
        //: %1 the man landing, %2 the man he bumps, %3 their step, %4 where the bumped man goes
        return tr("%1 bumps %2 from step %3 back to step %4").arg(by, piece).arg(e.from).arg(e.to);
    case EventKind::Pushed:
        if (e.to == 0)
            //: %1 the man landing, %2 the man he pushes (of his own team), %3 their step
            return tr("%1 pushes %2 off the end from step %3: he is lost")
                .arg(by, piece)
                .arg(e.from);
        //: %1 the man landing, %2 the man he pushes, %3 their step, %4 the next step
        return tr("%1 pushes %2 from step %3 on to step %4").arg(by, piece).arg(e.from).arg(e.to);
    case EventKind::Thrown:
        if (e.to == 0)
            //: %1 a man, %2 his step
            return tr("a monster throws %1 past the end from step %2: he is lost")
                .arg(piece)
                .arg(e.from);
        //: %1 a man, %2 and %3 steps
        return tr("a monster throws %1 from step %2 to step %3").arg(piece).arg(e.from).arg(e.to);
    case EventKind::Shifted:
        if (e.to == 0)
            //: %1 a man, %2 his step
            return tr("the wave's end shifts %1 off step %2 back to the reserve")
                .arg(piece)
                .arg(e.from);
        //: %1 a man, %2 and %3 steps
        return tr("the wave's end shifts %1 from step %2 to step %3")
            .arg(piece)
            .arg(e.from)
            .arg(e.to);
    case EventKind::MonsterMoved:
        //: %1 and %2 steps
        return tr("the monster on step %1 moves to step %2").arg(e.from).arg(e.to);
    case EventKind::MonsterThrown:
        if (e.to == 0)
            //: %1 a man, %2 the monster's step
            return tr("%1 throws the monster on step %2 past the end: it is destroyed")
                .arg(by)
                .arg(e.from);
        //: %1 a man, %2 and %3 steps
        return tr("%1 throws the monster on step %2 to step %3").arg(by).arg(e.from).arg(e.to);
    case EventKind::MonsterSnake:
        //: %1 the snake's number (from 1), %2 and %3 steps
        return tr("the monster slides down snake %1 from step %2 to step %3")
            .arg(e.which)
            .arg(e.from)
            .arg(e.to);
    case EventKind::MonsterLadder:
        //: %1 the ladder's number (from 1), %2 and %3 steps
        return tr("the monster climbs ladder %1 from step %2 to step %3")
            .arg(e.which)
            .arg(e.from)
            .arg(e.to);
    }
    return {};
}

QString StreamwaySiegeBoardPresenter::decisionOutcome(const pb::State& before,
                                                      const pb::Decision& decision,
                                                      const pb::State& after) const {
    (void)before;
    (void)decision;
    const auto& s = static_cast<const pb::streamway_siege::StreamwaySiegeState&>(after);
    QStringList events;
    for (int i = 0; i < s.eventCount(); ++i)
        events.append(eventText(s, i));
    if (s.eventsCut())
        events.append(QStringLiteral("…"));
    //: Between the events one decision set off, in the order they happened
    return events.join(tr("; "));
}

} // namespace pb::gui
