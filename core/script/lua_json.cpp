#include "script/lua_json.h"

#include <lua5.4/lua.hpp>

namespace pb::script {

void pushJson(lua_State* L, const nlohmann::json& value) {
    luaL_checkstack(L, 4, "a set-up nested too deep");
    switch (value.type()) {
    case nlohmann::json::value_t::object:
        lua_createtable(L, 0, static_cast<int>(value.size()));
        for (const auto& [key, item] : value.items()) {
            pushJson(L, item);
            lua_setfield(L, -2, key.c_str());
        }
        return;
    case nlohmann::json::value_t::array: {
        lua_createtable(L, static_cast<int>(value.size()), 0);
        lua_Integer i = 0;
        for (const auto& item : value) {
            pushJson(L, item);
            lua_rawseti(L, -2, ++i);
        }
        return;
    }
    case nlohmann::json::value_t::boolean:
        lua_pushboolean(L, value.get<bool>());
        return;
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
        lua_pushinteger(L, value.get<lua_Integer>());
        return;
    case nlohmann::json::value_t::number_float:
        lua_pushnumber(L, value.get<double>());
        return;
    case nlohmann::json::value_t::string:
        lua_pushstring(L, value.get_ref<const std::string&>().c_str());
        return;
    default:
        lua_pushnil(L);
    }
}

} // namespace pb::script
