#pragma once

namespace pb {
class Ruleset;
}

namespace pb::butterfly_effect {

// The Butterfly Effect ruleset (docs/rules/butterfly-effect.md).
const Ruleset& ruleset();

} // namespace pb::butterfly_effect
