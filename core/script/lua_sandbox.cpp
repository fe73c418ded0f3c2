#include "script/lua_sandbox.h"

#include "engine/rng.h"
#include "script/script_error.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <lua5.4/lua.hpp>

namespace pb::script {

namespace {

const char* const kRngType = "playbench.rng";

Rng* boundRng(lua_State* L, int index) {
    auto* slot = static_cast<Rng**>(luaL_checkudata(L, index, kRngType));
    if (!*slot)
        luaL_error(L, "rng is only valid during setup, sample and resample");
    return *slot;
}

std::uint32_t checkBound(lua_State* L, int index) {
    const lua_Integer n = luaL_checkinteger(L, index);
    if (n < 1 || n > 0x7FFFFFFF)
        luaL_error(L, "rng:below(n) takes n from 1 to 2^31-1, not %I", n);
    return static_cast<std::uint32_t>(n);
}

int rngBelow(lua_State* L) {
    Rng* rng = boundRng(L, 1);
    lua_pushinteger(L, rng->below(checkBound(L, 2)));
    return 1;
}

int rngRoll(lua_State* L) {
    Rng* rng = boundRng(L, 1);
    lua_pushinteger(L, static_cast<lua_Integer>(rng->below(checkBound(L, 2))) + 1);
    return 1;
}

// Fisher-Yates from the end, as the engine's own shuffles draw.
int shuffle(lua_State* L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    Rng* rng = boundRng(L, 2);
    const auto n = static_cast<lua_Integer>(lua_rawlen(L, 1));
    for (lua_Integer i = n; i >= 2; --i) {
        const lua_Integer j =
            static_cast<lua_Integer>(rng->below(static_cast<std::uint32_t>(i))) + 1;
        lua_rawgeti(L, 1, i);
        lua_rawgeti(L, 1, j);
        lua_rawseti(L, 1, i);
        lua_rawseti(L, 1, j);
    }
    return 0;
}

// next() that refuses the keys Lua 5.4 orders differently in every run:
// strings (their hash is seeded per run) and tables, functions and the like
// (ordered by address). Integer and boolean keys come in a fixed order.
int checkedNext(lua_State* L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    if (!lua_next(L, 1)) {
        lua_pushnil(L);
        return 1;
    }
    const int t = lua_type(L, -2);
    if (t != LUA_TNUMBER && t != LUA_TBOOLEAN) {
        if (t == LUA_TSTRING)
            return luaL_error(L,
                              "pairs met the key '%s': Lua orders string keys differently in "
                              "every run, so a game would not replay; walk a list with ipairs",
                              lua_tostring(L, -2));
        return luaL_error(L,
                          "pairs met a %s key, whose order changes from run to run; walk a "
                          "list with ipairs",
                          luaL_typename(L, -2));
    }
    return 2;
}

int checkedPairs(lua_State* L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_pushcfunction(L, checkedNext);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

int print(lua_State* L) {
    lua_getfield(L, LUA_REGISTRYINDEX, "playbench.file");
    std::string line = std::string(lua_tostring(L, -1)) + ":";
    lua_pop(L, 1);
    const int n = lua_gettop(L);
    for (int i = 1; i <= n; ++i)
        line += std::string(i == 1 ? " " : "\t") + luaL_tolstring(L, i, nullptr);
    line += '\n';
    std::fputs(line.c_str(), stderr);
    return 0;
}

// load() of source text only: a precompiled chunk could break the VM.
int loadText(lua_State* L) {
    std::size_t length = 0;
    const char* text = luaL_checklstring(L, 1, &length);
    const char* name = luaL_optstring(L, 2, "=(load)");
    const bool hasEnv = !lua_isnone(L, 4);
    if (luaL_loadbufferx(L, text, length, name, "t") != LUA_OK) {
        lua_pushnil(L);
        lua_insert(L, -2);
        return 2;
    }
    if (hasEnv) {
        lua_pushvalue(L, 4);
        if (!lua_setupvalue(L, -2, 1))
            lua_pop(L, 1);
    }
    return 1;
}

} // namespace

void* LuaSandbox::allocate(void* ud, void* ptr, std::size_t oldSize, std::size_t newSize) {
    auto* self = static_cast<LuaSandbox*>(ud);
    const std::size_t old = ptr ? oldSize : 0;
    if (newSize == 0) {
        std::free(ptr);
        self->used_ -= old;
        return nullptr;
    }
    if (newSize > old && self->used_ - old + newSize > self->cap_)
        return nullptr;
    void* block = std::realloc(ptr, newSize);
    if (block)
        self->used_ = self->used_ - old + newSize;
    return block;
}

LuaSandbox::LuaSandbox(std::string fileName, std::size_t memoryCap)
    : fileName_(std::move(fileName)), cap_(memoryCap) {
    L_ = lua_newstate(&LuaSandbox::allocate, this);
    if (!L_)
        throw ScriptError(fileName_ + ": no memory for a Lua interpreter");
    static const luaL_Reg libraries[] = {{LUA_GNAME, luaopen_base},
                                         {LUA_STRLIBNAME, luaopen_string},
                                         {LUA_TABLIBNAME, luaopen_table},
                                         {LUA_MATHLIBNAME, luaopen_math},
                                         {LUA_UTF8LIBNAME, luaopen_utf8}};
    for (const luaL_Reg& lib : libraries) {
        luaL_requiref(L_, lib.name, lib.func, 1);
        lua_pop(L_, 1);
    }
    // What a script must not reach: files, code from elsewhere, the
    // collector, and randomness other than the game's.
    for (const char* name : {"dofile", "loadfile", "collectgarbage", "require"}) {
        lua_pushnil(L_);
        lua_setglobal(L_, name);
    }
    lua_getglobal(L_, LUA_STRLIBNAME);
    lua_pushnil(L_);
    lua_setfield(L_, -2, "dump");
    lua_pop(L_, 1);
    lua_getglobal(L_, LUA_MATHLIBNAME);
    for (const char* name : {"random", "randomseed"}) {
        lua_pushnil(L_);
        lua_setfield(L_, -2, name);
    }
    lua_pop(L_, 1);
    lua_register(L_, "pairs", checkedPairs);
    lua_register(L_, "next", checkedNext);
    lua_register(L_, "print", print);
    lua_register(L_, "load", loadText);
    lua_register(L_, "shuffle", shuffle);
    lua_pushinteger(L_, kLuaChance);
    lua_setglobal(L_, "CHANCE");
    lua_pushinteger(L_, kLuaEnd);
    lua_setglobal(L_, "END");
    lua_pushstring(L_, fileName_.c_str());
    lua_setfield(L_, LUA_REGISTRYINDEX, "playbench.file");

    luaL_newmetatable(L_, kRngType);
    lua_newtable(L_);
    lua_pushcfunction(L_, rngBelow);
    lua_setfield(L_, -2, "below");
    lua_pushcfunction(L_, rngRoll);
    lua_setfield(L_, -2, "roll");
    lua_setfield(L_, -2, "__index");
    lua_pop(L_, 1);
    *static_cast<Rng**>(lua_newuserdatauv(L_, sizeof(Rng*), 0)) = nullptr;
    luaL_setmetatable(L_, kRngType);
    rngRef_ = luaL_ref(L_, LUA_REGISTRYINDEX);
}

LuaSandbox::~LuaSandbox() {
    if (L_)
        lua_close(L_);
}

void LuaSandbox::run(const std::string& text) {
    if (!text.empty() && text[0] == LUA_SIGNATURE[0])
        throw ScriptError(fileName_ + ": a precompiled Lua chunk; Playbench runs Lua source only");
    const std::string chunkName = "@" + fileName_;
    int status = luaL_loadbufferx(L_, text.data(), text.size(), chunkName.c_str(), "t");
    if (status == LUA_OK)
        status = lua_pcall(L_, 0, 0, 0);
    if (status != LUA_OK) {
        std::string message = status == LUA_ERRMEM
                                  ? fileName_ + ": the script used more than its " +
                                        std::to_string(cap_ >> 20) + " MiB of memory"
                                  : std::string(lua_tostring(L_, -1) ? lua_tostring(L_, -1)
                                                                     : "an error without text");
        lua_pop(L_, 1);
        throw ScriptError(message + " (while loading the script)");
    }
}

void LuaSandbox::pushRng(Rng& rng) {
    lua_rawgeti(L_, LUA_REGISTRYINDEX, rngRef_);
    *static_cast<Rng**>(lua_touserdata(L_, -1)) = &rng;
}

void LuaSandbox::unbindRng() {
    lua_rawgeti(L_, LUA_REGISTRYINDEX, rngRef_);
    *static_cast<Rng**>(lua_touserdata(L_, -1)) = nullptr;
    lua_pop(L_, 1);
}

} // namespace pb::script
