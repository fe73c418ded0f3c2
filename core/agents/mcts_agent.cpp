#include "agents/mcts_agent.h"

#include "agents/agent_spec.h"
#include "agents/rollout.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace pb {

namespace {

const AgentOption kIterations =
    AgentOption::integer("iterations", 1000, 1, 100000000, 100, /*everyday=*/true);
const AgentOption kMilliseconds = AgentOption::integer("ms", 0, 0, 3600000, 100);
const AgentOption kExploration = AgentOption::number("c", 1.4, 0.0, 100.0, 0.1);
const AgentOption kRollout = AgentOption::choice("rollout", "auto", {"auto", "random", "eval"});

} // namespace

const AgentDescription& MctsAgent::description() {
    static const AgentDescription description{"mcts",
                                              {kIterations, kMilliseconds, kExploration, kRollout}};
    return description;
}

MctsAgent::MctsAgent(AgentSpec& spec, std::uint64_t seed) : rng_(seed) {
    iterations_ = spec.intOption(kIterations);
    milliseconds_ = spec.intOption(kMilliseconds);
    exploration_ = spec.doubleOption(kExploration);
    rollout_ = spec.choiceOption(kRollout);
}

std::string MctsAgent::spec() const {
    char c[32];
    std::snprintf(c, sizeof c, "%g", exploration_);
    std::string out = "mcts:";
    out += milliseconds_ > 0 ? "ms=" + std::to_string(milliseconds_)
                             : "iterations=" + std::to_string(iterations_);
    return out + ",c=" + c + ",rollout=" + rollout_;
}

Decision MctsAgent::choose(const State& state) {
    state.legalDecisions(legal_);
    lastIterations_ = 0;
    if (legal_.size() == 1)
        return legal_[0];
    search(state, state.currentActor(), -1);

    const std::int32_t best = mostVisitedLegalChild(state);
    return best >= 0 ? nodes_[best].decision : legal_[0];
}

std::int32_t MctsAgent::mostVisitedLegalChild(const State& state) const {
    // A proven win first, a proven loss last, then by visits (proofs exist
    // only when the root is certain, so every child is then legal).
    std::int32_t best = -1;
    for (std::int32_t c = nodes_[0].firstChild; c >= 0; c = nodes_[c].nextSibling) {
        if (!state.isLegal(nodes_[c].decision))
            continue;
        if (nodes_[c].proof > 0)
            return c;
        if (best >= 0 && (nodes_[c].proof < 0) != (nodes_[best].proof < 0)) {
            if (nodes_[best].proof < 0)
                best = c;
            continue;
        }
        if (best < 0 || nodes_[c].visits > nodes_[best].visits ||
            (nodes_[c].visits == nodes_[best].visits && nodes_[c].value > nodes_[best].value))
            best = c;
    }
    return best;
}

int MctsAgent::shareProof(int proof, int from, int to) const {
    if (proof == 0 || from < 0 || to < 0)
        return 0;
    if (from == to || sharing_ == ProofSharing::Shared)
        return proof;
    if (sharing_ == ProofSharing::ZeroSumPair)
        return -proof;
    return 0;
}

void MctsAgent::proveTerminal(const Outcome& outcome) {
    Node& leaf = nodes_[path_.back()];
    if (leaf.proof != 0)
        return;
    const double own = outcome.score[static_cast<std::size_t>(leaf.actor)];
    if (own != 1.0 && own != 0.0)
        return;
    // The proof passes between seats only as the sharing rule says, so a
    // finished game that breaks the rule proves nothing.
    if (sharing_ == ProofSharing::ZeroSumPair && outcome.score[0] + outcome.score[1] != 1.0)
        return;
    if (sharing_ == ProofSharing::Shared) {
        for (int k = 0; k < outcome.numSeats; ++k)
            if (outcome.score[static_cast<std::size_t>(k)] != own)
                return;
    }
    leaf.proof = own == 1.0 ? 1 : -1;
    propagateProof();
}

void MctsAgent::propagateProof() {
    // Up the path while each step proves the position above it.
    for (std::size_t i = path_.size(); i-- > 0;) {
        const Node& child = nodes_[path_[i]];
        const std::int32_t parent = i > 0 ? path_[i - 1] : 0;
        int position = 1; // the parent's position for child.actor, its mover
        if (child.proof < 0) {
            for (std::int32_t c = nodes_[parent].firstChild; c >= 0; c = nodes_[c].nextSibling)
                if (nodes_[c].proof >= 0)
                    return;
            position = -1;
        } else if (child.proof == 0) {
            return;
        }
        if (i == 0) {
            rootProof_ = shareProof(position, child.actor, rootMover_);
            return;
        }
        Node& above = nodes_[parent];
        if (above.proof != 0)
            return;
        above.proof = static_cast<std::int8_t>(shareProof(position, child.actor, above.actor));
    }
}

double MctsAgent::search(const State& state, int viewSeat, int scoreSeat) {
    if (!scratch_ || &scratch_->game() != &state.game())
        scratch_ = state.clone();
    nodes_.clear();
    nodes_.push_back(Node{});
    lastIterations_ = 0;
    scoreSeat_ = scoreSeat;
    rootProof_ = 0;
    rootMover_ = state.isChance() ? -1 : state.currentActor();
    const Game& game = state.game();
    sharing_ = game.ruleset().cooperative() ? ProofSharing::Shared
               : game.numPlayers() == 2     ? ProofSharing::ZeroSumPair
                                            : ProofSharing::OwnSeat;
    double sum = 0.0;
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(milliseconds_);
    for (int i = 0;; ++i) {
        if (milliseconds_ > 0 ? (i % 16 == 0 && i > 0 && Clock::now() >= deadline)
                              : i >= iterations_)
            break;
        // A proven root needs no more search: the answer is exact.
        if (rootProof_ != 0)
            break;
        const auto scores = runIteration(state, viewSeat);
        if (scoreSeat >= 0)
            sum += scores[static_cast<std::size_t>(scoreSeat)];
        ++lastIterations_;
    }
    return sum;
}

double MctsAgent::estimate(const State& state, int seat) {
    if (state.isTerminal())
        return state.outcome().score[static_cast<std::size_t>(seat)];
    const double sum = search(state, seat, seat);
    if (const int proof = shareProof(rootProof_, rootMover_, seat); proof != 0)
        return proof > 0 ? 1.0 : 0.0;
    return lastIterations_ > 0 ? sum / lastIterations_ : 0.0;
}

MctsAgent::Appraisal MctsAgent::appraise(const State& state, int seat) {
    Appraisal a;
    if (state.isTerminal()) {
        a.value = state.outcome().score[static_cast<std::size_t>(seat)];
        return a;
    }
    const double sum = search(state, seat, seat);
    const auto stdError = [](double mean, int n) {
        // Scores lie in [0, 1]: the binomial bound, kept above nothing so
        // a child every iteration of which scored the same is still n draws.
        const double v = std::max(mean * (1.0 - mean), 0.25 / std::max(1, n));
        return n > 0 ? std::sqrt(v / n) : 0.5;
    };
    a.samples = lastIterations_;
    a.value = lastIterations_ > 0 ? sum / lastIterations_ : 0.0;
    a.stdError = stdError(a.value, a.samples);
    if (state.isChance())
        return a;
    const std::int32_t best = mostVisitedLegalChild(state);
    if (const int proof = shareProof(rootProof_, rootMover_, seat); proof != 0) {
        a.proven = true;
        a.value = proof > 0 ? 1.0 : 0.0;
        a.stdError = 0.0;
        if (best >= 0) {
            a.best = nodes_[best].decision;
            a.hasBest = true;
        }
        return a;
    }
    if (best < 0 || nodes_[best].visits == 0)
        return a;
    a.best = nodes_[best].decision;
    a.hasBest = true;
    a.samples = static_cast<int>(nodes_[best].visits);
    a.value = nodes_[best].seatValue / nodes_[best].visits;
    a.stdError = stdError(a.value, a.samples);
    return a;
}

std::array<double, kMaxSeats> MctsAgent::runIteration(const State& root, int seat) {
    State& s = *scratch_;
    s.copyFrom(root);
    s.resampleHidden(seat, rng_);
    path_.clear();
    std::int32_t node = 0;
    bool certain = !s.hasHiddenInformation();
    for (;;) {
        while (s.isChance()) {
            s.applyUnchecked(s.sampleChance(rng_));
            certain = false;
        }
        if (s.isTerminal())
            break;
        if (!nodes_[node].expanded) {
            const int actor = s.currentActor();
            s.legalDecisions(legal_);
            for (const Decision& d : legal_) {
                Node child;
                child.decision = d;
                child.actor = actor;
                child.nextSibling = nodes_[node].firstChild;
                nodes_.push_back(child);
                nodes_[node].firstChild = static_cast<std::int32_t>(nodes_.size() - 1);
            }
            nodes_[node].expanded = true;
        } else if (!certain) {
            addMissingChildren(node);
        }
        const std::int32_t child = selectChild(node, certain);
        if (child < 0)
            break;
        s.applyUnchecked(nodes_[child].decision);
        path_.push_back(child);
        node = child;
        if (nodes_[child].visits == 0)
            break;
    }
    std::array<double, kMaxSeats> scores{};
    if (s.isTerminal()) {
        const Outcome outcome = s.outcome();
        scores = outcome.score;
        if (certain && !path_.empty())
            proveTerminal(outcome);
    } else if (rollout_ != "random" && s.evaluate(0)) {
        for (int k = 0; k < s.game().numPlayers(); ++k)
            scores[k] = s.evaluate(k).value_or(0.0);
    } else {
        scores = randomRollout(s, rng_);
    }
    ++nodes_[0].visits;
    for (std::int32_t n : path_) {
        ++nodes_[n].visits;
        nodes_[n].value += scores[nodes_[n].actor];
        if (scoreSeat_ >= 0)
            nodes_[n].seatValue += scores[static_cast<std::size_t>(scoreSeat_)];
    }
    return scores;
}

void MctsAgent::addMissingChildren(std::int32_t node) {
    // A chance outcome or another determinization can make decisions legal
    // that this node has not seen yet; list them only when counts disagree.
    const State& s = *scratch_;
    std::size_t legalChildren = 0;
    for (std::int32_t c = nodes_[node].firstChild; c >= 0; c = nodes_[c].nextSibling)
        legalChildren += s.isLegal(nodes_[c].decision) ? 1 : 0;
    s.legalDecisions(legal_);
    if (legalChildren == legal_.size())
        return;
    for (const Decision& d : legal_) {
        bool present = false;
        for (std::int32_t c = nodes_[node].firstChild; c >= 0 && !present;
             c = nodes_[c].nextSibling)
            present = nodes_[c].decision == d;
        if (present)
            continue;
        Node child;
        child.decision = d;
        child.actor = s.currentActor();
        child.nextSibling = nodes_[node].firstChild;
        nodes_.push_back(child);
        nodes_[node].firstChild = static_cast<std::int32_t>(nodes_.size() - 1);
    }
}

std::int32_t MctsAgent::selectChild(std::int32_t node, bool certain) {
    const State& s = *scratch_;
    std::int32_t best = -1, unvisited = -1, bestLost = -1;
    std::uint32_t unvisitedSeen = 0;
    double bestScore = -1.0, bestLostScore = -1.0;
    for (std::int32_t c = nodes_[node].firstChild; c >= 0; c = nodes_[c].nextSibling) {
        if (!certain && !s.isLegal(nodes_[c].decision))
            continue;
        Node& child = nodes_[c];
        ++child.available;
        // Proofs exist only on certain lines: take a proven win, and a
        // proven loss only when every decision is one.
        if (child.proof > 0)
            return c;
        if (child.visits == 0) {
            // Reservoir sampling: every unvisited child equally likely.
            if (rng_.below(++unvisitedSeen) == 0)
                unvisited = c;
            continue;
        }
        const double mean = child.value / child.visits;
        const double ucb =
            mean + exploration_ * std::sqrt(std::log(static_cast<double>(child.available)) /
                                            static_cast<double>(child.visits));
        if (child.proof < 0) {
            if (ucb > bestLostScore) {
                bestLostScore = ucb;
                bestLost = c;
            }
        } else if (ucb > bestScore) {
            bestScore = ucb;
            best = c;
        }
    }
    return unvisited >= 0 ? unvisited : best >= 0 ? best : bestLost;
}

} // namespace pb
