#include "script/interpreter_pool.h"

#include "script/script_interpreter.h"

#include <algorithm>

namespace pb::script {

namespace {

struct Held {
    std::shared_ptr<InterpreterPool> pool;
    Interpreter* interpreter;
};

// What this thread holds; given back when the thread ends.
struct ThreadInterpreters {
    std::vector<Held> held;
    ~ThreadInterpreters() {
        for (Held& h : held)
            h.pool->release(h.interpreter);
    }
};

thread_local ThreadInterpreters threadInterpreters;

} // namespace

InterpreterPool::InterpreterPool(std::shared_ptr<const ScriptProgram> program)
    : program_(std::move(program)) {}

InterpreterPool::~InterpreterPool() = default;

Interpreter& InterpreterPool::forThisThread() {
    std::vector<Held>& held = threadInterpreters.held;
    for (Held& h : held)
        if (h.pool.get() == this)
            return *h.interpreter;
    Interpreter* interpreter = nullptr;
    {
        std::lock_guard lock(mutex_);
        if (!free_.empty()) {
            interpreter = free_.back();
            free_.pop_back();
        }
    }
    if (!interpreter) {
        auto made = std::make_unique<Interpreter>(program_);
        interpreter = made.get();
        std::lock_guard lock(mutex_);
        all_.push_back(std::move(made));
    }
    // The pool outlives the thread's use of it: the thread holds it too.
    held.push_back({shared_from_this(), interpreter});
    return *interpreter;
}

void InterpreterPool::release(Interpreter* interpreter) {
    std::lock_guard lock(mutex_);
    free_.push_back(interpreter);
}

} // namespace pb::script
