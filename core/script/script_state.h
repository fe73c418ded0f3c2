#pragma once

#include "engine/state.h"
#include "script/script_game.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace pb::script {

class Interpreter;
class ScriptRuleset;

// A position of a scripted game. Its content is a flat array of integers laid
// out from the declaration (StateLayout), so copies, hashes, JSON and the
// redrawing of hidden zones need no script code. The rule functions work on
// an interpreter's table copy of it (Interpreter): after a change the table
// is the newer copy, and the integers are brought up to date only when
// something outside Lua reads them, which keeps random playouts from copying
// every field back after every decision.
class ScriptState final : public State {
public:
    explicit ScriptState(std::shared_ptr<const ScriptGame> game);
    ScriptState(const ScriptState& other);
    ~ScriptState() override;
    ScriptState& operator=(const ScriptState&) = delete;

    const ScriptGame& scriptGame() const { return static_cast<const ScriptGame&>(game()); }

    std::unique_ptr<State> clone() const override;
    void copyFrom(const State& other) override;
    int currentActor() const override { return actor_; }
    void legalDecisions(std::vector<Decision>& out) const override;
    void chanceOutcomes(std::vector<ChanceOutcome>& out) const override;
    Decision sampleUniformLegal(Rng& rng) const override;
    Decision sampleChance(Rng& rng) const override;
    bool isLegal(const Decision& d) const override;
    std::string whyIllegal(const Decision& d) const override;
    void applyUnchecked(const Decision& d) override;
    Outcome outcome() const override;
    int turnsCompleted() const override { return turns_; }
    nlohmann::json toJson() const override;
    nlohmann::json observationJson(int seat) const override;
    bool hasHiddenInformation() const override;
    void resampleHidden(int seat, Rng& rng) override;
    nlohmann::json decisionToJson(const Decision& d) const override;
    Decision decisionFromJson(const nlohmann::json& json) const override;
    std::string decisionToText(const Decision& d) const override;
    std::uint64_t hash() const override;
    std::optional<double> evaluate(int seat) const override;
    std::string invariantViolation() const override;
    std::uint32_t counter(int seat, int index) const override;

    // Runs the script's setup on a state holding the declared initial values
    // and the editable grids `given` holds; a script with cards gets
    // `given.deck`, the design's deck or else its default. Throws InvalidInput
    // (decks::DeckError for the deck) for a set-up it refuses.
    void runSetup(std::uint64_t seed, const nlohmann::json& given);
    // Reads the fields of a state's JSON (the envelope already read); throws
    // InvalidInput naming the first bad field.
    void readFields(const nlohmann::json& json);

    // The integers brought up to date, laid out as scriptGame().layout() says:
    // what views read without calling the script.
    const std::vector<std::int32_t>& values() const {
        sync();
        return cells_;
    }

    // For the interpreter: the integers, and the version naming their content
    // (equal versions, equal content).
    std::vector<std::int32_t>& cells() const { return cells_; }
    std::uint64_t version() const { return version_; }
    void setVersion(std::uint64_t version) const { version_ = version; }
    std::atomic<Interpreter*>& dirtyIn() const { return dirtyIn_; }

private:
    const ScriptRuleset& ruleset() const;
    // Runs `f(interpreter)` on this thread's interpreter, its table holding
    // this state, with the interpreter's lock held.
    template <typename F> decltype(auto) withLua(F&& f) const;
    // Brings the integers up to date if an interpreter holds newer content.
    void sync() const;
    void takeBack(const Interpreter* except) const;
    // Takes `o`'s content (brought up to date first) and derived values.
    void copyContent(const ScriptState& o);
    // This state's content is about to change outside Lua: no interpreter
    // may hold it as newer.
    void forgetResidency();
    // After a rule function changed the state: the actor and turns it shows.
    void afterChange(Interpreter& in);
    void readDerived(Interpreter& in);
    // Writes the editable grids a design's set-up gives into the integers.
    void placeGivenGrids(const nlohmann::json& given);
    void refreshDerived();
    std::string context(const char* doing, const Decision* d) const;
    std::string kindText(const Decision& d) const;
    void checkRead(Interpreter& in, const char* function) const;

    mutable std::vector<std::int32_t> cells_;
    mutable std::uint64_t version_ = 0;
    mutable std::atomic<Interpreter*> dirtyIn_{nullptr};
    int actor_ = kTerminalActor;
    int turns_ = 0;
    std::uint64_t seed_ = 0;
    bool seeded_ = false;
    std::uint32_t decisionsMade_ = 0;
};

// A fresh version number: unique to this thread and never repeated.
std::uint64_t freshVersion();

} // namespace pb::script
