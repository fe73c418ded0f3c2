#pragma once

namespace pb {
class Ruleset;
}

namespace pb::nim {

// Nim, the tests' own ruleset (tests/rulesets/README.md): piles of stones, a
// turn takes stones from one pile, and whoever takes the last stone wins (or
// loses, with "misere"). It exists to prove that a ruleset joins Playbench by
// its folders and one line in rulesets.cmake; it ships in no product.
const Ruleset& ruleset();

} // namespace pb::nim
