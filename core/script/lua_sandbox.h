#pragma once

#include <cstddef>
#include <string>

struct lua_State;

namespace pb {
class Rng;
}

namespace pb::script {

// A Lua state that runs a designer's script and nothing else it could harm:
// only string (without dump), table, math (without random), utf8 and
// coroutine, a `load` of source text, a `pairs`/`next` that refuse keys whose
// order changes from run to run, `print` to stderr, and the helpers every
// script may use (CHANCE, END, shuffle, the rng object). Its allocations are
// capped: past the cap Lua raises "not enough memory".
class LuaSandbox {
public:
    LuaSandbox(std::string fileName, std::size_t memoryCap);
    ~LuaSandbox();
    LuaSandbox(const LuaSandbox&) = delete;
    LuaSandbox& operator=(const LuaSandbox&) = delete;

    lua_State* L() const { return L_; }
    const std::string& fileName() const { return fileName_; }
    std::size_t memoryUsed() const { return used_; }
    std::size_t memoryCap() const { return cap_; }

    // Runs the script's text once (source only: precompiled chunks are
    // refused); throws ScriptError with Lua's "file:line: message".
    void run(const std::string& text);

    // Pushes the rng object scripts call rng:below(n) / rng:roll(n) on, bound
    // to `rng` until unbindRng().
    void pushRng(Rng& rng);
    void unbindRng();

private:
    static void* allocate(void* ud, void* ptr, std::size_t oldSize, std::size_t newSize);

    std::string fileName_;
    std::size_t cap_;
    std::size_t used_ = 0;
    lua_State* L_ = nullptr;
    int rngRef_ = -1;
};

// The Lua actor values CHANCE and END.
inline constexpr int kLuaChance = 0;
inline constexpr int kLuaEnd = -1;

} // namespace pb::script
