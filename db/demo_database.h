#pragma once

#include <QString>

namespace pb::db {

// The design the demo database holds.
inline constexpr const char* kDemoDesignName = "Stability — demo";

// If no file exists at `path`, creates a store there (and its folder) holding one
// ready design, kDemoDesignName: Stability with default parameters and the board
// pb::stability::generateBoard makes from seed 1, as setup {"board": [[...], ...]},
// one finished, annotated playtest of it (two random seats, seed 1), and one
// finished batch run of it (100 games, greedy against random, moves kept).
// An existing file is left alone. The file appears complete or not at all; on
// failure StoreError says why.
void ensureDemoDatabase(const QString& path);

} // namespace pb::db
