#include "sim/golden_playthrough.h"

#include "agents/agent.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "sim/game_runner.h"

#include <algorithm>
#include <memory>

namespace pb {

namespace {

// Small budgets: the test replays every game, also under the sanitizers.
constexpr const char* kGreedy = "greedy:rollouts=2";
constexpr const char* kMcts = "mcts:iterations=12";

GoldenGame allOf(int players, std::uint64_t seed, const std::string& first,
                 const std::string& rest) {
    GoldenGame game{players, seed, {}};
    for (int seat = 0; seat < players; ++seat)
        game.agents.push_back(seat == 0 ? first : rest);
    return game;
}

} // namespace

std::vector<GoldenGame> goldenGames(const Ruleset& ruleset) {
    const int players = std::clamp(2, ruleset.minPlayers(), ruleset.maxPlayers());
    std::vector<GoldenGame> games{allOf(players, 1, "random", "random"),
                                  allOf(players, 2, kGreedy, "random"),
                                  allOf(players, 3, kMcts, kGreedy)};
    if (ruleset.maxPlayers() >= 3 && players < 3)
        games.push_back(allOf(3, 4, "random", "random"));
    return games;
}

std::vector<std::string> goldenPlaythroughLines(const Ruleset& ruleset) {
    std::vector<std::string> lines{"# Golden playthroughs of " + std::string(ruleset.id()) +
                                   ": actor, state hash after, decision. Regenerate with "
                                   "scripts/golden-playthroughs.sh."};
    int number = 0;
    for (const GoldenGame& pinned : goldenGames(ruleset)) {
        const auto game = ruleset.makeGame(nlohmann::json::object(), pinned.players);
        std::vector<std::unique_ptr<Agent>> owned;
        std::vector<Agent*> agents;
        std::string header = "game " + std::to_string(++number) + ": players " +
                             std::to_string(pinned.players) + ", seed " +
                             std::to_string(pinned.seed) + ", agents";
        for (std::size_t seat = 0; seat < pinned.agents.size(); ++seat) {
            owned.push_back(makeAgent(pinned.agents[seat], agentSeed(pinned.seed, seat)));
            agents.push_back(owned.back().get());
            header += " " + pinned.agents[seat];
        }
        const GameRecord record = playGame(*game, pinned.seed, agents);
        lines.push_back(header);
        // Each decision rendered at the state it was taken in.
        auto state = game->newInitialState(pinned.seed, nullptr);
        lines.push_back("start " + hashToHex(state->hash()));
        for (const RecordedDecision& d : record.decisions) {
            const std::string decision = state->decisionToJson(d.decision).dump();
            state->applyUnchecked(d.decision);
            lines.push_back((d.actor >= 0 ? std::to_string(d.actor) : std::string("chance")) + " " +
                            hashToHex(state->hash()) + " " + decision);
        }
        lines.push_back("result " + outcomeToJson(record.outcome).dump());
    }
    return lines;
}

} // namespace pb
