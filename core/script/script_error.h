#pragma once

#include "engine/errors.h"

namespace pb::script {

// A scripted ruleset that cannot be loaded or that failed while it ran: what()
// is one line, starting with the script's file and line where Lua knows them
// ("connect-four.lua:14: ...") and ending with what was being done.
class ScriptError : public InvalidInput {
public:
    using InvalidInput::InvalidInput;
};

} // namespace pb::script
