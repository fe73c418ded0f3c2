#include "check/determinism_check.h"

#include "check/check_names.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace pb::check {

namespace {

// One game played from `seed` by seeded random choices: its decisions, and
// the hash of every state it passed through ([0] the initial state's).
struct SeededGame {
    std::vector<std::uint64_t> hashes;
    std::vector<Decision> decisions;
};

SeededGame playSeeded(const Game& game, std::uint64_t seed, const nlohmann::json& setup,
                      int maxDecisions) {
    SeededGame played;
    auto s = game.newInitialState(seed, setup);
    Rng rng(seed);
    played.hashes.push_back(s->hash());
    while (!s->isTerminal() && played.hashes.size() < static_cast<std::size_t>(maxDecisions)) {
        const Decision d = s->isChance() ? s->sampleChance(rng) : s->sampleUniformLegal(rng);
        s->applyUnchecked(d);
        played.decisions.push_back(d);
        played.hashes.push_back(s->hash());
    }
    return played;
}

// The break of a seed that gave two games: the reproduction leads to the
// first state whose hash differs (or where one game ended and the other not).
CheckBreak seedGaveTwoGames(const Game& game, std::uint64_t seed, const nlohmann::json& setup,
                            const SeededGame& first, const SeededGame& second) {
    const auto parted = std::mismatch(first.hashes.begin(), first.hashes.end(),
                                      second.hashes.begin(), second.hashes.end());
    const auto step = static_cast<std::size_t>(parted.first - first.hashes.begin());
    CheckBreak found;
    found.check = names::kDeterminism;
    found.gameIndex = -1;
    found.step = static_cast<int>(step);
    found.message = "seed " + std::to_string(seed) + " gave two games: ";
    if (parted.first == first.hashes.end() || parted.second == second.hashes.end())
        found.message += "one has " + std::to_string(first.decisions.size()) +
                         " decisions, the other " + std::to_string(second.decisions.size());
    else
        found.message += "they part after " + std::to_string(step) + " decisions";
    found.reproduction = {
        std::string(game.ruleset().id()), game.params(), game.numPlayers(), setup, seed, {}};
    auto s = game.newInitialState(seed, setup);
    for (std::size_t i = 0; i < step && i < first.decisions.size(); ++i) {
        found.reproduction.decisions.push_back(s->decisionToJson(first.decisions[i]));
        s->applyUnchecked(first.decisions[i]);
    }
    found.step = static_cast<int>(found.reproduction.decisions.size());
    found.state = s->toJson();
    return found;
}

} // namespace

std::optional<CheckBreak> checkSameSeedSameGame(const Game& game, const nlohmann::json& setup,
                                                int maxDecisions) {
    std::uint64_t seed = 0;
    try {
        bool someDiffer = false;
        for (std::uint64_t s : {1u, 2u, 3u}) {
            seed = s;
            const SeededGame first = playSeeded(game, seed, setup, maxDecisions);
            const SeededGame second = playSeeded(game, seed, setup, maxDecisions);
            if (first.hashes != second.hashes)
                return seedGaveTwoGames(game, seed, setup, first, second);
            seed = s + 100;
            someDiffer =
                someDiffer || first.hashes != playSeeded(game, seed, setup, maxDecisions).hashes;
        }
        if (!someDiffer) {
            CheckBreak found;
            found.check = names::kSeedsDiffer;
            found.message = "seeds 101 to 103 gave the same three games as seeds 1 to 3";
            found.gameIndex = -1;
            found.reproduction = {
                std::string(game.ruleset().id()), game.params(), game.numPlayers(), setup, 1, {}};
            found.state = game.newInitialState(1, setup)->toJson();
            return found;
        }
    } catch (const std::exception& e) {
        CheckBreak found;
        found.check = names::kException;
        found.message = "a game from seed " + std::to_string(seed) + " threw: " + e.what();
        found.gameIndex = -1;
        found.reproduction = {
            std::string(game.ruleset().id()), game.params(), game.numPlayers(), setup, seed, {}};
        return found;
    }
    return std::nullopt;
}

} // namespace pb::check
