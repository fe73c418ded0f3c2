#include "agents/greedy_agent.h"

#include "agents/agent_spec.h"
#include "agents/rollout.h"
#include "engine/state.h"

namespace pb {

namespace {

const AgentOption kRollouts = AgentOption::integer("rollouts", 4, 1, 100000);
const AgentOption kScore = AgentOption::choice("score", "eval", {"eval", "rollout"});

} // namespace

const AgentDescription& GreedyAgent::description() {
    static const AgentDescription description{"greedy", {kRollouts, kScore}};
    return description;
}

GreedyAgent::GreedyAgent(AgentSpec& spec, std::uint64_t seed) : rng_(seed) {
    rollouts_ = spec.intOption(kRollouts);
    useEvaluation_ = spec.choiceOption(kScore) == "eval";
}

std::string GreedyAgent::spec() const {
    return "greedy:rollouts=" + std::to_string(rollouts_) +
           ",score=" + (useEvaluation_ ? "eval" : "rollout");
}

double GreedyAgent::score(const State& after, int seat) {
    if (after.isTerminal())
        return after.outcome().score[seat];
    if (useEvaluation_)
        if (const auto value = after.evaluate(seat))
            return *value;
    double total = 0.0;
    for (int i = 0; i < rollouts_; ++i) {
        scratch_->copyFrom(after);
        total += randomRollout(*scratch_, rng_)[seat];
    }
    return total / rollouts_;
}

Decision GreedyAgent::choose(const State& state) {
    state.legalDecisions(legal_);
    if (legal_.size() == 1)
        return legal_[0];
    if (!child_ || &child_->game() != &state.game()) {
        child_ = state.clone();
        scratch_ = state.clone();
    }
    const int seat = state.currentActor();
    double best = -1.0;
    Decision chosen = legal_[0];
    int ties = 0;
    for (const Decision& d : legal_) {
        child_->copyFrom(state);
        child_->applyUnchecked(d);
        const double value = score(*child_, seat);
        if (value > best + 1e-12) {
            best = value;
            chosen = d;
            ties = 1;
        } else if (value > best - 1e-12 && rng_.below(static_cast<std::uint32_t>(++ties)) == 0) {
            chosen = d; // reservoir sampling keeps every tied decision equally likely
        }
    }
    return chosen;
}

} // namespace pb
