#pragma once

#include "design/design_file.h"

#include <QtGlobal>
#include <optional>

namespace pb::db {

class Database;

// A stored design as a design file carries it (name, ruleset, parameters,
// set-up, notes, and for a scripted design the script version the store
// keeps), for what takes a design out of the store: `design export`, `print`,
// File > Print and play. Unvalidated: a design this build would refuse still
// comes out. Empty when the store has no design `designId`; throws
// InvalidInput when the design names a script the store does not hold.
std::optional<design::DesignFile> storedDesignFile(Database& database, qint64 designId);

} // namespace pb::db
