#pragma once

#include "engine/decision.h"
#include "engine/outcome.h"
#include "engine/rng.h"

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace pb {

class Game;

// Who acts at a state: a seat index (0-based), or one of these.
inline constexpr int kChanceActor = -1;
inline constexpr int kTerminalActor = -2;

// A position of one game: copyable, owned by the caller, changed only by
// applying decisions. Every ruleset implements this one interface; agents,
// simulation, the CLI, the store and the GUI see nothing else.
//
// The hot path (random playouts, search) uses sampleUniformLegal / isLegal /
// applyUnchecked, which must not allocate. The checked path (apply, JSON, text)
// is for people, files and external bots.
class State {
public:
    explicit State(std::shared_ptr<const Game> game) : game_(std::move(game)) {}
    virtual ~State() = default;

    const Game& game() const { return *game_; }

    // A deep copy.
    virtual std::unique_ptr<State> clone() const = 0;
    // Becomes a copy of `other` (same ruleset) without allocating: for search
    // and playouts that reuse one scratch state.
    virtual void copyFrom(const State& other) = 0;

    // The seat to act, kChanceActor, or kTerminalActor.
    virtual int currentActor() const = 0;
    bool isTerminal() const { return currentActor() == kTerminalActor; }
    bool isChance() const { return currentActor() == kChanceActor; }

    // Every legal decision of the current decision point (chance outcomes at a
    // chance node), appended to `out` after clearing it, in a stable order.
    virtual void legalDecisions(std::vector<Decision>& out) const = 0;
    std::vector<Decision> legalDecisions() const;

    // The outcomes of a chance node with their probabilities.
    virtual void chanceOutcomes(std::vector<ChanceOutcome>& out) const;

    // A legal decision drawn uniformly from the legal decisions of a seat's
    // decision point. The default lists and picks; rulesets override it with
    // something faster that has exactly the same distribution.
    virtual Decision sampleUniformLegal(Rng& rng) const;

    // A chance outcome drawn with its probability.
    virtual Decision sampleChance(Rng& rng) const;

    // Whether `d` is legal now. The default searches legalDecisions().
    virtual bool isLegal(const Decision& d) const;

    // Empty if `d` is legal; otherwise one sentence saying why not. The default
    // asks isLegal and says only that `d` is not legal: a ruleset may start
    // with legalDecisions alone and add reasons, and the fast paths above,
    // later (the property harness checks that they agree with the list).
    virtual std::string whyIllegal(const Decision& d) const;

    // Applies a legal decision; throws IllegalDecision (state unchanged) otherwise.
    void apply(const Decision& d);

    // Applies a decision known to be legal; behaviour is undefined otherwise.
    virtual void applyUnchecked(const Decision& d) = 0;

    // The result; meaningful only at a terminal state.
    virtual Outcome outcome() const = 0;

    // Completed turns (the unit of a turn limit and of game length).
    virtual int turnsCompleted() const = 0;

    // The ruleset's interchange JSON (docs/rules/<id>.md); parsed back by
    // Ruleset::stateFromJson into an equal state with an equal hash.
    virtual nlohmann::json toJson() const = 0;

    // What `seat` may see: the state with other seats' hidden information
    // removed. Rulesets without hidden information return toJson().
    virtual nlohmann::json observationJson(int seat) const;

    // Whether some seat cannot see part of this state (hands, decks).
    virtual bool hasHiddenInformation() const { return false; }

    // Redraws everything `seat` cannot see from the distribution consistent
    // with what it can (determinization for search over information sets).
    // A no-op for rulesets without hidden information.
    virtual void resampleHidden(int seat, Rng& rng);

    virtual nlohmann::json decisionToJson(const Decision& d) const = 0;
    // Parses a decision's JSON; throws InvalidInput naming the bad field. Does
    // not check legality (see whyIllegal).
    virtual Decision decisionFromJson(const nlohmann::json& json) const = 0;
    // A short human text such as "move to (3,0)".
    virtual std::string decisionToText(const Decision& d) const = 0;

    // A 64-bit hash of everything that affects play, stable across runs,
    // compilers and platforms (FNV-1a over a fixed byte layout).
    virtual std::uint64_t hash() const = 0;

    // A heuristic value of this position for `seat` in [0, 1] (1 = sure win),
    // for one-step lookahead agents; rulesets without one return nullopt and
    // agents fall back to random rollouts. Terminal states need not be handled.
    virtual std::optional<double> evaluate(int seat) const;

    // "" when this state is one a game can reach, as far as one state can show
    // (the invariants of section 5 of the ruleset's reading); otherwise one
    // line naming the invariant and the field that breaks it, such as
    // "invariant S7 (one man a step): men of team 0 and team 1 share step 12".
    // Ruleset::stateFromJson refuses a state that breaks one, and the property
    // harness checks every state reached in play. Not for the hot path.
    virtual std::string invariantViolation() const { return {}; }

    // Value of counter `index` (Ruleset::counters()) for `seat`.
    virtual std::uint32_t counter(int seat, int index) const = 0;

private:
    std::shared_ptr<const Game> game_;
};

} // namespace pb
