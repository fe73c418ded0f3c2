#pragma once

// Real games written to a store for the Review tests: random Stability games
// logged move by move with db::GameLogger, so that they replay.

#include "agents/agent.h"
#include "db/database.h"
#include "db/game_logger.h"
#include "db/game_store.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/game_runner.h"

#include <memory>
#include <optional>
#include <vector>

namespace pb::gui::test {

// How a logged game ends in the store.
enum class GameEnd { Finished, Running, Abandoned };

struct LoggedGame {
    qint64 gameId = 0;
    std::vector<pb::db::AppendedMove> moves; // one per log row, in order
    std::vector<std::uint64_t> hashes;       // the state hash after each row
    std::uint64_t initialHash = 0;
};

inline std::shared_ptr<const pb::Game> stabilityGame() {
    return pb::rulesetOrThrow("stability").makeGame(nlohmann::json::object(), 2);
}

// Plays a random 2-seat game of `game` from `seed` and logs it. With an end
// other than Finished only the first `keepRows` rows are logged (then it is
// left running or marked abandoned).
inline LoggedGame logRandomGame(pb::db::Database& db, const pb::Game& game, std::uint64_t seed,
                                std::optional<qint64> designId = std::nullopt,
                                GameEnd end = GameEnd::Finished, int keepRows = 6) {
    const auto initial = game.newInitialState(seed);
    std::vector<std::unique_ptr<pb::Agent>> owned;
    std::vector<pb::Agent*> agents;
    for (int seat = 0; seat < 2; ++seat) {
        owned.push_back(pb::makeAgent("random", 0));
        agents.push_back(owned.back().get());
    }
    pb::db::GameStore store(db);
    pb::db::GameLogger logger(store, *initial, {QStringLiteral("random"), QStringLiteral("human")},
                              seed, designId);
    LoggedGame logged;
    logged.gameId = logger.gameId();
    logged.initialHash = initial->hash();
    pb::playGame(game, seed, agents, {},
                 [&](const pb::State& after, const pb::RecordedDecision& decision) {
                     if (end != GameEnd::Finished && int(logged.moves.size()) >= keepRows)
                         return;
                     logged.moves.push_back(logger.log(after, decision));
                     logged.hashes.push_back(after.hash());
                     if (end == GameEnd::Finished && after.isTerminal())
                         logger.finish(after);
                 });
    if (end == GameEnd::Abandoned)
        logger.abandon();
    return logged;
}

inline LoggedGame logStabilityGame(pb::db::Database& db, std::uint64_t seed,
                                   std::optional<qint64> designId = std::nullopt,
                                   GameEnd end = GameEnd::Finished, int keepRows = 6) {
    return logRandomGame(db, *stabilityGame(), seed, designId, end, keepRows);
}

// A finished 2-seat Torus Lab game (cooperative) that the team won, or lost,
// from the first seed that gives it; `won` says which.
inline LoggedGame logTorusLabGame(pb::db::Database& db, bool won) {
    // Easy enough that random play wins now and then (torus_lab_test_support.h).
    const auto game = pb::rulesetOrThrow("torus-lab")
                          .makeGame({{"emergenceDie", 2},
                                     {"basicActionRule", "eachOnce"},
                                     {"handLimit", 10},
                                     {"codeSize", 2},
                                     {"codesToWin", 2}},
                                    2);
    for (std::uint64_t seed = 1;; ++seed) {
        std::vector<std::unique_ptr<pb::Agent>> agents;
        std::vector<pb::Agent*> seats;
        for (int seat = 0; seat < 2; ++seat) {
            agents.push_back(pb::makeAgent("random", 0));
            seats.push_back(agents.back().get());
        }
        if (pb::playGame(*game, seed, seats).outcome.won(0) == won)
            return logRandomGame(db, *game, seed);
    }
}

} // namespace pb::gui::test
