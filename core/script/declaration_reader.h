#pragma once

#include "script/script_declaration.h"
#include "script/script_error.h"

#include <initializer_list>
#include <lua5.4/lua.hpp>
#include <optional>
#include <set>
#include <string>

namespace pb::script {

// Reads one table of the declaration, on top of the stack; every error names
// the file and the path to the value ("game.params[2].max").
class DeclarationReader {
public:
    DeclarationReader(lua_State* L, std::string file, std::string path)
        : L_(L), file_(std::move(file)), path_(std::move(path)) {}

    [[noreturn]] void fail(const std::string& key, const std::string& what) const {
        throw ScriptError(file_ + ": " + path_ + (key.empty() ? "" : "." + key) + ": " + what);
    }
    const std::string& path() const { return path_; }
    lua_State* luaState() const { return L_; }

    // The keys this table may hold; any other is refused (a typo would
    // otherwise be ignored silently).
    void allowOnly(std::initializer_list<const char*> keys) const {
        const std::set<std::string> allowed(keys.begin(), keys.end());
        lua_pushnil(L_);
        while (lua_next(L_, -2)) {
            lua_pop(L_, 1);
            if (lua_type(L_, -1) == LUA_TNUMBER)
                continue; // list entries are checked by their reader
            if (lua_type(L_, -1) != LUA_TSTRING) {
                lua_pop(L_, 1);
                fail("", "a key that is not a name");
            }
            const std::string key = lua_tostring(L_, -1);
            if (!allowed.count(key)) {
                lua_pop(L_, 1);
                std::string list;
                for (const char* k : keys)
                    list += (list.empty() ? "" : ", ") + std::string(k);
                fail(key, "not a key of this table (it takes " + list + ")");
            }
        }
    }

    bool has(const char* key) const {
        lua_getfield(L_, -1, key);
        const bool present = !lua_isnil(L_, -1);
        lua_pop(L_, 1);
        return present;
    }
    int type(const char* key) const {
        lua_getfield(L_, -1, key);
        const int t = lua_type(L_, -1);
        lua_pop(L_, 1);
        return t;
    }

    std::string text(const char* key, bool required = true, std::string fallback = {}) const {
        lua_getfield(L_, -1, key);
        if (lua_isnil(L_, -1)) {
            lua_pop(L_, 1);
            if (required)
                fail(key, "missing");
            return fallback;
        }
        if (lua_type(L_, -1) != LUA_TSTRING) {
            lua_pop(L_, 1);
            fail(key, "must be a string");
        }
        std::string value = lua_tostring(L_, -1);
        lua_pop(L_, 1);
        return value;
    }

    std::optional<int> integer(const char* key) const {
        lua_getfield(L_, -1, key);
        if (lua_isnil(L_, -1)) {
            lua_pop(L_, 1);
            return std::nullopt;
        }
        int isInteger = 0;
        const lua_Integer value = lua_tointegerx(L_, -1, &isInteger);
        lua_pop(L_, 1);
        if (!isInteger || value < -1000000000 || value > 1000000000)
            fail(key, "must be an integer");
        return static_cast<int>(value);
    }

    bool boolean(const char* key, bool fallback) const {
        lua_getfield(L_, -1, key);
        if (lua_isnil(L_, -1)) {
            lua_pop(L_, 1);
            return fallback;
        }
        if (!lua_isboolean(L_, -1)) {
            lua_pop(L_, 1);
            fail(key, "must be true or false");
        }
        const bool value = lua_toboolean(L_, -1);
        lua_pop(L_, 1);
        return value;
    }

    // Calls `each(reader)` with every entry of the list at `key` pushed.
    template <typename Each> void list(const char* key, bool required, Each each) const {
        lua_getfield(L_, -1, key);
        if (lua_isnil(L_, -1)) {
            lua_pop(L_, 1);
            if (required)
                fail(key, "missing");
            return;
        }
        if (!lua_istable(L_, -1)) {
            lua_pop(L_, 1);
            fail(key, "must be a list, { {...}, {...} }");
        }
        const auto n = static_cast<int>(lua_rawlen(L_, -1));
        for (int i = 1; i <= n; ++i) {
            lua_rawgeti(L_, -1, i);
            DeclarationReader entry(L_, file_, path_ + "." + key + "[" + std::to_string(i) + "]");
            if (!lua_istable(L_, -1) && !lua_isstring(L_, -1)) {
                lua_pop(L_, 2);
                entry.fail("", "must be a table");
            }
            each(entry);
            lua_pop(L_, 1);
        }
        lua_pop(L_, 1);
    }

    // Calls `each(reader)` with the table at `key` pushed, if there is one;
    // whether there was.
    template <typename Each> bool table(const char* key, Each each) const {
        lua_getfield(L_, -1, key);
        if (lua_isnil(L_, -1)) {
            lua_pop(L_, 1);
            return false;
        }
        if (!lua_istable(L_, -1)) {
            lua_pop(L_, 1);
            fail(key, "must be a table, { ... }");
        }
        DeclarationReader entry(L_, file_, path_ + "." + key);
        each(entry);
        lua_pop(L_, 1);
        return true;
    }

    SizeSpec size(const char* key, const ScriptDeclaration& d) const {
        SizeSpec s;
        lua_getfield(L_, -1, key);
        const int t = lua_type(L_, -1);
        if (t == LUA_TNUMBER && lua_isinteger(L_, -1)) {
            const lua_Integer v = lua_tointeger(L_, -1);
            lua_pop(L_, 1);
            if (v < 1 || v > 4096)
                fail(key, "must be from 1 to 4096, not " + std::to_string(v));
            s.value = static_cast<int>(v);
        } else if (t == LUA_TSTRING) {
            s.param = lua_tostring(L_, -1);
            lua_pop(L_, 1);
            bool found = false;
            for (const ParameterSpec& p : d.params)
                found = found || (p.name == s.param && p.type == ParameterType::Int);
            if (!found)
                fail(key, "'" + s.param + "' is not an int parameter of game.params");
        } else if (t == LUA_TFUNCTION) {
            lua_pop(L_, 1);
            s.function = true;
        } else {
            lua_pop(L_, 1);
            fail(key, "must be a number, an int parameter's name or a function(params)");
        }
        return s;
    }

private:
    lua_State* L_;
    std::string file_;
    std::string path_;
};

} // namespace pb::script
