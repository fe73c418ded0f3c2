#pragma once

#include "script/script_declaration.h"

#include <cstddef>
#include <string>

namespace pb::script {

// A loaded script: its text, the hash the store keeps it by, and what its
// declaration says. Immutable and shared by every interpreter that runs it.
struct ScriptProgram {
    std::string fileName; // as errors name it: the file's name without its folder
    std::string text;
    std::string hash; // scriptHash(text)
    std::size_t memoryCap = 0;
    ScriptDeclaration declaration;
};

// 16 hex digits of FNV-1a 64 over the script's bytes: the name a version of
// a script is stored and replayed by.
std::string scriptHash(const std::string& text);

} // namespace pb::script
