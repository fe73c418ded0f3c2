#pragma once

namespace pb {
class Ruleset;
}

namespace pb::stability {

// The Stability ruleset (docs/rules/stability.md).
const Ruleset& ruleset();

} // namespace pb::stability
