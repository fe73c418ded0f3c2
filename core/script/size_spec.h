#pragma once

#include <string>

namespace pb::script {

// How a size in the declaration is given: a number, the name of an int
// parameter, or a function of the parameters (evaluated per game by the
// interpreter, as `game.state[field].<key>`).
struct SizeSpec {
    int value = -1;
    std::string param;
    bool function = false;
};

} // namespace pb::script
