#pragma once

#include "agents/agent.h"
#include "engine/rng.h"
#include "engine/state.h"

#include <array>
#include <memory>
#include <vector>

namespace pb {

class AgentSpec;

// UCT (Kocsis and Szepesvari 2006) over an open-loop tree of seat decisions:
// chance is sampled as the playout meets it, and hidden information is
// determinized once per iteration (State::resampleHidden for the deciding
// seat), with UCB counting how often a child was available (information-set
// MCTS, Cowling et al. 2012), so it is correct for card games too.
// Spec: "mcts[:iterations=N,ms=T,c=X,rollout=auto|random|eval]": a time budget
// (ms > 0) replaces the iteration budget and is then not deterministic.
// rollout=random scores a new leaf by one random playout; eval by the
// ruleset's State::evaluate; auto (the default) uses eval where the ruleset
// has an evaluation and random playouts elsewhere. In Stability random
// playouts are too noisy to beat the greedy agent (mostly turn-limit draws),
// while eval leaves beat it in every game measured.
//
// MCTS-Solver (Winands, Bjornsson and Saito 2008): where the tree's line is
// certain (no chance met and no hidden information since the root, so a node
// stands for one position), a decision that ends the game with its actor's
// score 1 is a proven win and one with score 0 a proven loss; a position
// where the mover has a proven win is won for it, and one where every
// decision is a proven loss is lost for it. The search takes a proven win at
// once, never takes a proven loss while another decision exists, and stops
// when the root is proven. Passing a proof from the mover to the seat that
// moved before is sound only when one seat's result fixes the other's: a
// seat's own consecutive decisions always; a two-seat game whose every
// finished game gives scores that add up to 1 (a win is the other's loss);
// a cooperative game whose every finished game gives all seats the same
// score. With three or more competing seats a proof stays within a seat's
// own decisions. Draws (other scores) prove nothing.
class MctsAgent final : public Agent {
public:
    MctsAgent(AgentSpec& spec, std::uint64_t seed);
    // Its name in a spec and the options it reads.
    static const AgentDescription& description();
    std::string spec() const override;
    void reset(std::uint64_t seed) override { rng_.reseed(seed); }
    Decision choose(const State& state) override;

    // Iterations run by the last choose() (for benchmarks and reports).
    int lastIterations() const { return lastIterations_; }

    // `seat`'s expected score at `state` (its win chance, a draw's share
    // counted) as this search sees it: the mean of its iterations' scores, the
    // tree's best replies growing more likely as it learns them. Any state: at
    // a chance node the iterations sample it; at the end it is the outcome.
    // Runs the iteration budget (or the time budget).
    double estimate(const State& state, int seat);

    // What one search says of `state` for `seat`, along the line it would
    // play: the decision the search prefers (its most visited child, the one
    // choose() takes; at a seat's decision) and `seat`'s mean score over that
    // child's iterations, not over all of them (the mean of the whole search
    // counts every poor line it tried on the way: a move the same player's
    // next decision repairs looked lost). At a chance node, or with hidden
    // information the search cannot follow, the mean over all iterations;
    // at the end the outcome. `stdError` is the value's standard error over
    // `samples` iterations (0 at the end), for telling a loss from noise.
    // When the search proved the position won or lost for `seat` (see the
    // class comment), `proven` is set, the value is 1 or 0 and the standard
    // error 0; with a proven win `best` is the winning decision.
    struct Appraisal {
        Decision best;
        bool hasBest = false;
        double value = 0.0;
        double stdError = 0.0;
        int samples = 0;
        bool proven = false;
    };
    Appraisal appraise(const State& state, int seat);

private:
    struct Node {
        Decision decision;
        int actor = 0; // the seat that takes `decision`
        std::uint32_t visits = 0;
        std::uint32_t available = 0;
        double value = 0.0;     // sum of the actor's scores
        double seatValue = 0.0; // sum of scoreSeat_'s scores, while a search keeps one
        std::int32_t firstChild = -1;
        std::int32_t nextSibling = -1;
        bool expanded = false;
        std::int8_t proof = 0; // +1 a proven win for `actor`, -1 a proven loss, 0 not proven
    };

    // How a proof passes from one seat to another (the class comment).
    enum class ProofSharing : std::uint8_t { OwnSeat, ZeroSumPair, Shared };

    // One iteration from `root` (the tree's root, for `seat`'s view of hidden
    // information); returns every seat's score at its end.
    std::array<double, kMaxSeats> runIteration(const State& root, int seat);
    // Runs the budget from `state` into a new tree; returns the sum of `scoreSeat`'s
    // scores (or nothing with scoreSeat < 0).
    double search(const State& state, int viewSeat, int scoreSeat);
    // `certain`: the scratch state is the one this node was expanded from (no
    // chance or hidden information on the way), so every child is legal.
    std::int32_t selectChild(std::int32_t node, bool certain);
    // The root's most visited child legal in `state` (the real state, not a
    // determinization), or -1: the decision a search recommends.
    std::int32_t mostVisitedLegalChild(const State& state) const;
    void addMissingChildren(std::int32_t node);
    // Marks the leaf of path_ from the finished game in scratch_, then
    // proves what follows up the path (only on a certain line).
    void proveTerminal(const Outcome& outcome);
    void propagateProof();
    // `proof` for seat `from` read for seat `to`, or 0 when it says nothing.
    int shareProof(int proof, int from, int to) const;

    int scoreSeat_ = -1; // the seat search() adds up in Node::seatValue, or -1
    ProofSharing sharing_ = ProofSharing::OwnSeat;
    int rootMover_ = -1; // the seat to move at the root, or -1 at a chance node
    int rootProof_ = 0;  // the root position proven for rootMover_ (+1 won, -1 lost)
    int iterations_ = 1000;
    int milliseconds_ = 0;
    double exploration_ = 1.4;
    std::string rollout_ = "auto";
    Rng rng_;
    int lastIterations_ = 0;
    std::vector<Node> nodes_;
    std::vector<std::int32_t> path_;
    std::vector<Decision> legal_;
    std::unique_ptr<State> scratch_;
};

} // namespace pb
