#pragma once

#include "engine/errors.h"

#include <string>

namespace pb::db {

// A store operation that failed. what() is one line naming the database file and
// the problem; kind() lets a caller choose an exit code or a dialog without
// parsing the text. Whatever threw it, earlier committed data is intact.
class StoreError : public pb::PlaybenchError {
public:
    enum class Kind {
        Missing,      // the file or its folder does not exist (and may not be created)
        NotAFile,     // a directory or something else that is not a regular file
        NotADatabase, // not SQLite at all, or SQLite but not a Playbench store
        Corrupt,      // SQLite reports the file damaged or truncated
        ReadOnly,     // the file (or its folder) may not be written
        Locked,       // another connection holds a lock longer than the busy timeout
        NewerSchema,  // written by a newer Playbench; refused untouched
        OlderSchema,  // needs an upgrade, but was opened read-only
        NotFound,     // a row (design, game, move, run) that does not exist
        InvalidValue, // a value the store refuses (bad JSON, empty name, wrong state)
        Failed,       // any other SQLite or file-system failure
    };

    StoreError(Kind kind, const std::string& message) : PlaybenchError(message), kind_(kind) {}

    Kind kind() const { return kind_; }

private:
    Kind kind_;
};

} // namespace pb::db
