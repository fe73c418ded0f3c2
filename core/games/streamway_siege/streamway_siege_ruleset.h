#pragma once

namespace pb {
class Ruleset;
}

namespace pb::streamway_siege {

// The Streamway Siege ruleset (docs/rules/streamway-siege.md).
const Ruleset& ruleset();

} // namespace pb::streamway_siege
