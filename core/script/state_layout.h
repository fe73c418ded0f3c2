#pragma once

#include "script/script_declaration.h"

#include <cstdint>
#include <vector>

namespace pb::script {

// Where each declared field lives in a state's flat array of integers, for one
// game (sizes may depend on its parameters and players). A field is
// `instances` blocks (one, or one per seat) of `stride` cells; a zone's block
// is its length followed by `capacity` cards. Counters (one per seat each)
// come last and are left out of the hash.
struct FieldSlot {
    int offset = 0;
    int instances = 1;
    int length = 1; // cells of an array or grid, a zone's capacity, 1 for a scalar
    int width = 0;  // a grid's width
    int stride = 1; // cells per instance: length, or 1 + capacity for a zone
};

struct StateLayout {
    std::vector<FieldSlot> fields; // as ScriptDeclaration::fields
    int countersOffset = 0;
    int size = 0;
};

} // namespace pb::script
