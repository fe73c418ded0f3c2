#pragma once

#include <QString>

namespace pb::streamway_siege {
struct BoardProblem;
}

namespace pb::gui::streamway_siege {

// A board or generator refusal in the interface language, naming the piece
// and the offending step: the core's sentence is English only ("the snake
// 1->9 ends on the first step, step 1"). A problem without a known code keeps
// the core's English.
QString boardProblemText(const pb::streamway_siege::BoardProblem& problem);

} // namespace pb::gui::streamway_siege
