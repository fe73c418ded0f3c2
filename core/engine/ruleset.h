#pragma once

#include "engine/parameter_schema.h"

#include <array>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

class Game;
class State;
namespace decks {
struct DeckRuleset;
}

// A named event a ruleset counts per seat during play (for balance reports).
struct CounterSpec {
    std::string id;
    std::string description;
    // Whether reports chart how this counter's per-game value is spread over a
    // run's games (a histogram, as of game length). A game's value is its
    // largest seat's, so a team's counter that every seat holds alike counts once.
    bool distribution = false;
};

// A ready design of a ruleset that a new user meets in the demo database, and
// how its demo games are played. Plain data: the store writes it as a design,
// a logged playtest between `playtestAgents` (annotated with `moveNotes` on its
// second, middle and last decision) and a batch run of `runGames` games
// between `runAgents`.
struct DemoDesign {
    std::string name;
    std::string notes;
    nlohmann::json params = nlohmann::json::object(); // partial; the schema fills it
    nlohmann::json setup;                             // null: the game's own set-up
    int players = 2;
    std::vector<std::string> playtestAgents; // one spec per seat
    std::array<std::string, 3> moveNotes;    // opening, middle, end
    std::vector<std::string> runAgents;      // one spec per seat
    int runGames = 100;
};

// The static description of one ruleset: identity, player range, parameters,
// decision kinds and counters, and the factories of games and parsed states.
// One instance per ruleset lives in the registry (games/registry.h).
class Ruleset {
public:
    virtual ~Ruleset() = default;

    virtual std::string_view id() const = 0;
    virtual std::string_view displayName() const = 0;
    virtual int minPlayers() const = 0;
    virtual int maxPlayers() const = 0;
    // Whether the seats win or lose together, as a team: reports then speak of
    // the team's win rate, and first-player advantage does not apply.
    virtual bool cooperative() const { return false; }
    virtual const ParameterSchema& parameters() const = 0;
    // Names of Decision::kind values, indexed by kind.
    virtual const std::vector<std::string>& decisionKinds() const = 0;
    // Per-seat counters, indexed as State::counter expects.
    virtual const std::vector<CounterSpec>& counters() const = 0;

    // A game with `params` (a partial object; the schema fills and checks it).
    // Throws InvalidInput for a bad parameter or player count.
    virtual std::shared_ptr<const Game> makeGame(const nlohmann::json& params,
                                                 int numPlayers) const = 0;

    // Parses the interchange JSON of a state (it carries its own parameters and
    // players); throws InvalidInput naming the first problem. A state no game
    // can reach is refused too: the parsed state must pass
    // State::invariantViolation(), the check the property harness runs after
    // every decision, so play never goes on from an impossible position.
    std::unique_ptr<State> stateFromJson(const nlohmann::json& json) const;

    // Which counters can fire in a game that starts as `initial` (its board,
    // its number of waves), indexed as counters(); empty when every one can.
    // Reports leave out a counter that cannot fire and did not, so a fixed
    // block of per-piece or per-wave counters lists only what the design has,
    // while a rule that could fire and never did is still flagged.
    virtual std::vector<bool> countersThatCanFireFrom(const State& initial) const;

    // countersThatCanFireFrom() for a game of `params` and `numPlayers` set up
    // as `setup` (the design's set-up, or null: generated from seed 0). Empty
    // (every counter can fire) when the game or its set-up is refused.
    std::vector<bool> countersThatCanFire(const nlohmann::json& params, int numPlayers,
                                          const nlohmann::json& setup = {}) const;

    // The design the demo database holds for this ruleset, or none. Seeded and
    // small: building every ruleset's demo runs on a new user's first start.
    virtual std::optional<DemoDesign> demoDesign() const { return std::nullopt; }

    // The deck rules of a card ruleset (its schema, templates and set-up
    // preview, for the deck editor), or nullptr for a ruleset without a deck.
    virtual const decks::DeckRuleset* deckRules() const { return nullptr; }

    // How a command line names this ruleset: "--game <id>", or for a
    // scripted ruleset "--script <its file>".
    virtual std::string commandLineName() const;

    // The ruleset, its players and parameters, as `playbench-cli games` prints it.
    nlohmann::json describe() const;

protected:
    void checkPlayerCount(int numPlayers) const;

    // The ruleset's own parser behind stateFromJson: the fields, their ranges
    // and what one field says of another as it reads them; stateFromJson then
    // asks the parsed state for its invariants.
    virtual std::unique_ptr<State> parseState(const nlohmann::json& json) const = 0;

    // The parts every state's JSON shares: an object whose optional "game" is
    // this ruleset's id, optional "params", and a "players" array within the
    // player range. Throws InvalidInput naming the problem.
    struct StateEnvelope {
        nlohmann::json params;
        int numPlayers = 0;
    };
    StateEnvelope readStateEnvelope(const nlohmann::json& json) const;
};

} // namespace pb
