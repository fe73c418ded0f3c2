#pragma once

namespace pb {
class Ruleset;
}

namespace pb::torus_lab {

// The Torus Lab ruleset (docs/rules/torus-lab.md).
const Ruleset& ruleset();

} // namespace pb::torus_lab
