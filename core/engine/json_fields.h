#pragma once

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string_view>

namespace pb {

// Refuses an object with a key outside `allowed` (throws InvalidInput naming
// the stray key, what it was found in and the keys that belong there). A
// decision or state that carries a field its reader does not know is a typo
// or another program's data: ignoring it would act on something other than
// what the sender meant. `what` names the object, as "endTurn decision".
void requireOnlyFields(const nlohmann::json& object,
                       std::initializer_list<std::string_view> allowed, std::string_view what);

} // namespace pb
