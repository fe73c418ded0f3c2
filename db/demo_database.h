#pragma once

#include <QString>
#include <functional>
#include <string>
#include <string_view>

namespace pb::db {

// The first design the demo database holds (by name), the one the window opens.
inline constexpr const char* kDemoDesignName = "Stability — demo";

// If no file exists at `path`, creates a store there (and its folder) holding
// one ready design of every ruleset that has one (pb::Ruleset::demoDesign, in
// the registry's order), each with one finished playtest of it (seed 1, its
// second, middle and last move annotated and tagged) and one finished batch
// run of it (moves kept). Stability's is kDemoDesignName: default parameters
// and the board pb::stability::generateBoard makes from seed 1.
// An existing file is left alone. The file appears complete or not at all; on
// failure StoreError says why.
//
// `words` gives a design's notes and its moves' notes in the interface
// language (the ruleset's id and the core's English text in; empty out keeps
// the English), so a designer reads the demo in the language they start in.
// The designs' names stay as the core writes them: the window finds the
// first by kDemoDesignName.
using DemoWords = std::function<QString(std::string_view rulesetId, const std::string& english)>;
void ensureDemoDatabase(const QString& path, const DemoWords& words = {});

} // namespace pb::db
