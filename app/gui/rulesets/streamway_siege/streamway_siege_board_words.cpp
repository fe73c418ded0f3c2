#include "streamway_siege_board_words.h"

#include "games/streamway_siege/streamway_siege_board.h"

#include <QCoreApplication>

namespace pb::gui::streamway_siege {

namespace ss = pb::streamway_siege;

QString boardProblemText(const ss::BoardProblem& p) {
    using Code = ss::BoardProblemCode;
    // The piece as "the snake 8->27" / "the ladder 96->77", from its upstream
    // or downstream end as the board's list gives it.
    const QString piece =
        p.snake ? QCoreApplication::translate("StreamwaySiegeBoardEditor", "the snake %1->%2")
                      .arg(p.from)
                      .arg(p.to)
                : QCoreApplication::translate("StreamwaySiegeBoardEditor", "the ladder %1->%2")
                      .arg(p.from)
                      .arg(p.to);
    switch (p.code) {
    case Code::None:
        return {};
    case Code::SnakeUpstream:
        //: %1 a snake ("the snake 9->5"), %2 a step number
        return QCoreApplication::translate(
                   "StreamwaySiegeBoardEditor",
                   "%1 must lead downstream (its tail after its head), at step %2")
            .arg(piece)
            .arg(p.step);
    case Code::LadderDownstream:
        //: %1 a ladder ("the ladder 5->9"), %2 a step number
        return QCoreApplication::translate(
                   "StreamwaySiegeBoardEditor",
                   "%1 must lead upstream (its top before its bottom), at step %2")
            .arg(piece)
            .arg(p.step);
    case Code::EndOffBoard:
        //: %1 a snake or ladder, %2 a step number
        return QCoreApplication::translate("StreamwaySiegeBoardEditor",
                                           "%1 ends off the board, at step %2")
            .arg(piece)
            .arg(p.step);
    case Code::EndOnFirstStep:
        //: %1 a snake or ladder, %2 the step number (1)
        return QCoreApplication::translate("StreamwaySiegeBoardEditor",
                                           "%1 ends on the first step, step %2")
            .arg(piece)
            .arg(p.step);
    case Code::EndOnLastStep:
        //: %1 a snake or ladder, %2 the last step's number
        return QCoreApplication::translate("StreamwaySiegeBoardEditor",
                                           "%1 ends on the last step, step %2")
            .arg(piece)
            .arg(p.step);
    case Code::TwoEnds:
        //: %1 a step number, %2 the snake or ladder that would put a second end there
        return QCoreApplication::translate("StreamwaySiegeBoardEditor",
                                           "step %1 holds two snake or ladder ends (%2)")
            .arg(p.step)
            .arg(piece);
    case Code::StepsRange:
        return QCoreApplication::translate("StreamwaySiegeBoardEditor",
                                           "the streamway must have 8..%1 steps")
            .arg(p.value);
    case Code::ColumnsRange:
        return QCoreApplication::translate(
            "StreamwaySiegeBoardEditor",
            "the grid's columns must be 0 (a bare path) up to the steps");
    case Code::TooManyPieces:
        return QCoreApplication::translate("StreamwaySiegeBoardEditor",
                                           "at most %1 snakes and %1 ladders")
            .arg(p.value);
    case Code::TooManyLocked:
        return QCoreApplication::translate("StreamwaySiegeBoardEditor",
                                           "more pieces are locked than the board is to have");
    case Code::LengthRange:
        return QCoreApplication::translate(
            "StreamwaySiegeBoardEditor",
            "the length range must be 1 or more, its least no more than its most");
    case Code::NegativeTolerance:
        return QCoreApplication::translate("StreamwaySiegeBoardEditor",
                                           "the tolerance must not be negative");
    case Code::TooFewSteps:
        return QCoreApplication::translate(
            "StreamwaySiegeBoardEditor",
            "the streamway has too few steps for that many snakes and ladders");
    case Code::NoBoardWithinTolerance:
        //: %1 the tolerance, a number of steps
        return QCoreApplication::translate(
                   "StreamwaySiegeBoardEditor",
                   "no board was found whose total climb and total drop are at most %1 "
                   "apart; widen the tolerance or the lengths")
            .arg(p.value);
    }
    return QString::fromStdString(p.text);
}

} // namespace pb::gui::streamway_siege
