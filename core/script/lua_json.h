#pragma once

#include <nlohmann/json.hpp>

struct lua_State;

namespace pb::script {

// Pushes `value` as Lua sees JSON: objects as tables by key, arrays as lists
// from 1, numbers, strings, booleans, null as nil.
void pushJson(lua_State* L, const nlohmann::json& value);

} // namespace pb::script
