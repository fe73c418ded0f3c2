#pragma once

#include <string>
#include <vector>

namespace pb {
class Rng;
}

namespace pb::stability {

// What the generator was asked for. A locked square keeps its value: -1 in
// `locked` means free (empty `locked` = all free).
struct BoardRequest {
    int size = 10;
    int minValue = 1;
    int maxValue = 8;
    int cornerValue = 1;
    std::vector<int> locked; // size*size entries or empty
    bool describe = true;    // write GeneratedBoard::note (playouts skip the text)
};

// A generated board (row-major values) and how it was balanced.
struct GeneratedBoard {
    std::vector<int> values;
    bool exact = true; // every value in minValue..maxValue appears equally often
    std::string note;  // one sentence: how the free squares were balanced (if asked)
};

// The corners get cornerValue; the other free squares get the values
// minValue..maxValue equally often, shuffled with `rng` (Fisher-Yates on
// Rng::below). When the count does not divide, the values that get one square
// more are drawn at random and the note names them. Locked squares keep their
// value and count towards the balance. Throws InvalidInput for an impossible
// request (size, range).
GeneratedBoard generateBoard(const BoardRequest& request, Rng& rng);

} // namespace pb::stability
