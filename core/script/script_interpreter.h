#pragma once

#include "engine/decision.h"
#include "script/lua_sandbox.h"
#include "script/script_program.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace pb::script {

class ScriptGame;
class ScriptState;

// One Lua state running one script, used by one thread at a time. It keeps
// one state table `s`, the copy of some ScriptState's integers that the rule
// functions read and change: `tableVersion` names the content it holds, so a
// state (or any clone of it) played on here is not copied in again, and after
// a change the table is newer than the state's own integers (`dirtyOwner`)
// until something outside Lua needs them. The mutex is held for every use,
// so another thread can take a state's newer content back safely.
class Interpreter {
public:
    explicit Interpreter(std::shared_ptr<const ScriptProgram> program);

    const ScriptProgram& program() const { return *program_; }
    const ScriptDeclaration& declaration() const { return program_->declaration; }
    lua_State* L() const { return sandbox_.L(); }
    LuaSandbox& sandbox() { return sandbox_; }
    std::mutex& mutex() { return mutex_; }

    // With the mutex held: makes the state table hold `state`'s content, for
    // `state`'s game (parameters and players). `state` is not newer elsewhere.
    void bind(const ScriptState& state);
    // With the mutex held: writes the table back into the state it is newer
    // than, if any, and forgets it.
    void flushDirty();
    // With the mutex held: `state` was just changed by a rule function here.
    void markChanged(ScriptState& state);
    // With the mutex held: `state` is going away; forget it as dirty owner.
    void forget(const ScriptState& state);
    bool isDirtyOwner(const ScriptState& state) const { return dirtyOwner_ == &state; }

    // Pushes the rule function `f` and the state table.
    void pushCall(Function f);
    // Pushes a decision's kind name and its three arguments.
    void pushDecision(const Decision& d);
    // Runs the call pushed (function, arguments); throws ScriptError naming
    // the script's line and, through `context`, what was being done.
    void call(int args, int results, const std::function<std::string()>& context);

    // Reads a decision a rule function returned at stack index `at` (kind name,
    // then up to three integers); throws ScriptError.
    Decision decisionAt(int at, const char* what);
    // The kind index of the name at `at`, or -1.
    int kindIndex(int at) const;

    // Reads the scalar field `field` of the table.
    long long scalar(int field) const;

    // Collectors of `add` in legal and chance.
    std::vector<Decision>* collect = nullptr;
    std::vector<std::pair<Decision, std::uint32_t>>* collectChance = nullptr;

    // Checks the table against the state it holds, for strict mode: "" or the
    // first field a read-only rule function changed.
    std::string tableDiffers(const ScriptState& state);
    // Reads the table into `cells` laid out for `state`'s game; throws
    // ScriptError naming a field that holds no integer or a zone over capacity.
    void readTable(const ScriptState& state, std::vector<std::int32_t>& cells);

private:
    void switchGame(const ScriptGame& game);
    void load(const ScriptState& state);

    std::shared_ptr<const ScriptProgram> program_;
    LuaSandbox sandbox_;
    std::mutex mutex_;
    int functionRef_[kFunctionCount];
    std::vector<int> kindRef_;
    std::vector<const char*> kindName_;
    std::vector<int> fieldNameRef_;
    std::vector<int> counterNameRef_;
    int stateRef_ = -1;
    int addRef_ = -1;
    int addChanceRef_ = -1;
    std::uint64_t tableVersion_ = 0;
    std::uint64_t tableGame_ = 0;
    ScriptState* dirtyOwner_ = nullptr;
};

} // namespace pb::script
