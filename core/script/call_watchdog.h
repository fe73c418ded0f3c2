#pragma once

#include <chrono>

struct lua_State;

namespace pb::script {

// Stops a script call that runs too long (a loop that never ends) without
// slowing the calls that do not: a watchdog thread looks at the calls under
// way a few times per time limit and interrupts one that overran by a signal
// to its own thread, whose handler sets a Lua hook (as lua.c's Ctrl-C does);
// the hook raises "ran for more than N s". A count hook on every call would
// cost about 40% of a scripted game's speed.
class CallGuard {
public:
    explicit CallGuard(lua_State* L);
    ~CallGuard();
    CallGuard(const CallGuard&) = delete;
    CallGuard& operator=(const CallGuard&) = delete;
};

// The time one call may run: 5 s unless set (tests set less).
void setCallTimeLimit(std::chrono::milliseconds limit);
std::chrono::milliseconds callTimeLimit();

} // namespace pb::script
