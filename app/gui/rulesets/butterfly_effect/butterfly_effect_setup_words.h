#pragma once

#include <QString>
#include <nlohmann/json.hpp>

namespace pb::butterfly_effect {
class SetupError;
}

namespace pb::gui::butterfly_effect {

// A set-up the game refused, in the interface language: the field as the
// editor heads it, cards by their names in `setup` (the cards being edited),
// then the problem ("Lion, Move: 0 is not within 1..6."). The core words it
// only in English (what()), which the CLI keeps.
QString setupProblemText(const pb::butterfly_effect::SetupError& error,
                         const nlohmann::json& setup);

} // namespace pb::gui::butterfly_effect
