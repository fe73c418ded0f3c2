#pragma once

namespace pb {
class Ruleset;
}

namespace pb::titanomachia {

// The Titanomachia ruleset (docs/rules/titanomachia.md).
const Ruleset& ruleset();

} // namespace pb::titanomachia
