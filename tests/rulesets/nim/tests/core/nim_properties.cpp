// Nim's part of the property harness: a few set-ups, and what must hold of
// every Nim state (stones only ever leave, one pile at a time).
#include "ruleset_properties.h"

using rulesettest::json;

namespace {

class NimInvariants final : public rulesettest::GameInvariants {
public:
    std::string checkStep(const json& before, const json& decision, const json& after) override {
        int changed = 0;
        for (std::size_t p = 0; p < before["piles"].size(); ++p) {
            const int taken = before["piles"][p].get<int>() - after["piles"][p].get<int>();
            if (taken < 0)
                return "a pile grew";
            if (taken > 0 &&
                (static_cast<int>(p) != decision["pile"] || taken != decision["count"]))
                return "stones left another pile, or another count, than the decision's";
            changed += taken > 0 ? 1 : 0;
        }
        return changed == 1 ? "" : "a take changed " + std::to_string(changed) + " piles";
    }
};

class NimProperties final : public rulesettest::RulesetProperties {
public:
    std::string rulesetId() const override { return "nim"; }
    int probeArgumentMax() const override { return 12; }
    std::unique_ptr<rulesettest::GameInvariants> invariants(const pb::Game&) const override {
        return std::make_unique<NimInvariants>();
    }
    std::vector<rulesettest::PropertySetup> setups() const override {
        return {{"default", json::object(), 2, 100},
                {"at most two a turn, misere", {{"maxTake", 2}, {"misere", true}}, 2, 100},
                {"six piles", {{"piles", 6}, {"firstPile", 1}}, 2, 60}};
    }
};

} // namespace

PLAYBENCH_RULESET_PROPERTIES(NimProperties)
