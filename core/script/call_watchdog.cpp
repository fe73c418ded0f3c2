#include "script/call_watchdog.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <csignal>
#include <lua5.4/lua.hpp>
#include <mutex>
#include <pthread.h>
#include <thread>
#include <vector>

namespace pb::script {

namespace {

std::atomic<long long> limitMs{5000};

// One per thread that runs scripts. `epoch` is odd while a call is under way.
struct Slot {
    pthread_t thread{};
    std::atomic<lua_State*> L{nullptr};
    std::atomic<unsigned long long> epoch{0};
    std::atomic<unsigned long long> interrupt{0}; // the epoch to stop, set before the signal
    std::atomic<bool> hookArmed{false};
    // The watchdog's own notes.
    unsigned long long seenEpoch = 0;
    std::chrono::steady_clock::time_point seenAt;
};

void timeoutHook(lua_State* L, lua_Debug*) {
    lua_sethook(L, nullptr, 0, 0);
    luaL_where(L, 0);
    lua_pushfstring(L, "the call ran for more than %d ms (a loop that never ends?)",
                    static_cast<int>(limitMs.load()));
    lua_concat(L, 2);
    lua_error(L);
}

thread_local Slot* currentSlot = nullptr;

void onSignal(int) {
    Slot* slot = currentSlot;
    if (!slot)
        return;
    lua_State* L = slot->L.load();
    if (L && slot->epoch.load() == slot->interrupt.load()) {
        slot->hookArmed.store(true);
        lua_sethook(L, timeoutHook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
    }
}

class Watchdog {
public:
    Watchdog() {
        struct sigaction action {};
        action.sa_handler = onSignal;
        action.sa_flags = SA_RESTART;
        sigemptyset(&action.sa_mask);
        sigaction(SIGURG, &action, nullptr);
        std::thread([this] { watch(); }).detach();
    }

    void add(Slot* slot) {
        std::lock_guard lock(mutex_);
        slots_.push_back(slot);
    }
    void remove(Slot* slot) {
        std::lock_guard lock(mutex_);
        slots_.erase(std::remove(slots_.begin(), slots_.end(), slot), slots_.end());
    }

private:
    void watch() {
        std::unique_lock lock(mutex_);
        for (;;) {
            const auto limit = std::chrono::milliseconds(limitMs.load());
            wake_.wait_for(lock, std::clamp(limit / 4, std::chrono::milliseconds(10),
                                            std::chrono::milliseconds(1000)));
            const auto now = std::chrono::steady_clock::now();
            for (Slot* slot : slots_) {
                const unsigned long long epoch = slot->epoch.load();
                if (epoch % 2 == 0 || epoch != slot->seenEpoch) {
                    slot->seenEpoch = epoch;
                    slot->seenAt = now;
                } else if (now - slot->seenAt >= limit && slot->interrupt.load() != epoch) {
                    slot->interrupt.store(epoch);
                    pthread_kill(slot->thread, SIGURG);
                }
            }
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_;
    std::vector<Slot*> slots_;
};

// Never destroyed: threads that run scripts may end after static destruction.
Watchdog& watchdog() {
    static Watchdog* instance = new Watchdog;
    return *instance;
}

struct ThreadSlot {
    Slot slot;
    ThreadSlot() {
        slot.thread = pthread_self();
        watchdog().add(&slot);
        currentSlot = &slot;
    }
    ~ThreadSlot() {
        currentSlot = nullptr;
        watchdog().remove(&slot);
    }
};

Slot& threadSlot() {
    thread_local ThreadSlot slot;
    return slot.slot;
}

} // namespace

// Only this thread writes its slot's epoch and L, and its signal handler runs
// on this thread too, so plain loads and stores do (no locked instruction on
// the path every call takes). The handler arms the hook only while the
// epoch it was sent for is the current, odd one.
CallGuard::CallGuard(lua_State* L) {
    Slot& slot = threadSlot();
    if (slot.hookArmed.load(std::memory_order_relaxed)) {
        slot.hookArmed.store(false, std::memory_order_relaxed);
        lua_sethook(L, nullptr, 0, 0);
    }
    slot.L.store(L, std::memory_order_relaxed);
    slot.epoch.store(slot.epoch.load(std::memory_order_relaxed) + 1,
                     std::memory_order_release); // odd: under way
}

CallGuard::~CallGuard() {
    Slot& slot = threadSlot();
    slot.epoch.store(slot.epoch.load(std::memory_order_relaxed) + 1, std::memory_order_release);
    if (slot.hookArmed.load(std::memory_order_relaxed)) {
        slot.hookArmed.store(false, std::memory_order_relaxed);
        lua_sethook(slot.L.load(std::memory_order_relaxed), nullptr, 0, 0);
    }
    slot.L.store(nullptr, std::memory_order_relaxed);
}

void setCallTimeLimit(std::chrono::milliseconds limit) {
    limitMs.store(limit.count());
}

std::chrono::milliseconds callTimeLimit() {
    return std::chrono::milliseconds(limitMs.load());
}

} // namespace pb::script
