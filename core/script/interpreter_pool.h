#pragma once

#include "script/script_program.h"

#include <memory>
#include <mutex>
#include <vector>

namespace pb::script {

class Interpreter;

// The interpreters of one script: a thread takes one the first time it plays
// the script and gives it back when it ends, so a pool of worker threads
// reuses as many interpreters as it has threads.
class InterpreterPool : public std::enable_shared_from_this<InterpreterPool> {
public:
    explicit InterpreterPool(std::shared_ptr<const ScriptProgram> program);
    ~InterpreterPool();

    // This thread's interpreter (made on first use).
    Interpreter& forThisThread();

    void release(Interpreter* interpreter);

private:
    std::shared_ptr<const ScriptProgram> program_;
    std::mutex mutex_;
    std::vector<std::unique_ptr<Interpreter>> all_;
    std::vector<Interpreter*> free_;
};

} // namespace pb::script
