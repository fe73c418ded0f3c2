#include "engine/state.h"

#include "engine/errors.h"

#include <algorithm>

namespace pb {

std::vector<Decision> State::legalDecisions() const {
    std::vector<Decision> out;
    legalDecisions(out);
    return out;
}

void State::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
}

Decision State::sampleUniformLegal(Rng& rng) const {
    thread_local std::vector<Decision> scratch;
    legalDecisions(scratch);
    return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
}

Decision State::sampleChance(Rng& rng) const {
    thread_local std::vector<ChanceOutcome> scratch;
    chanceOutcomes(scratch);
    double x = rng.unit();
    for (const auto& outcome : scratch) {
        if (x < outcome.probability)
            return outcome.decision;
        x -= outcome.probability;
    }
    return scratch.back().decision;
}

bool State::isLegal(const Decision& d) const {
    thread_local std::vector<Decision> scratch;
    legalDecisions(scratch);
    return std::find(scratch.begin(), scratch.end(), d) != scratch.end();
}

std::string State::whyIllegal(const Decision& d) const {
    if (isLegal(d))
        return {};
    if (isTerminal())
        return "the game is over";
    return "kind " + std::to_string(d.kind) + " (" + std::to_string(d.a) + ", " +
           std::to_string(d.b) + ", " + std::to_string(d.c) + ") is not a legal decision now";
}

void State::apply(const Decision& d) {
    if (std::string why = whyIllegal(d); !why.empty())
        throw IllegalDecision(why);
    applyUnchecked(d);
}

nlohmann::json State::observationJson(int) const {
    return toJson();
}

void State::resampleHidden(int, Rng&) {}

std::optional<double> State::evaluate(int) const {
    return std::nullopt;
}

} // namespace pb
