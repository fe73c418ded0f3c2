#pragma once

// The property harness every ruleset runs (STYLE.md habit 3, as OpenSpiel's
// random-simulation tests run over every game): random games of one game's
// set-up, checking after every decision what the State API promises of any
// ruleset (state_checks.h, mutation_check.h), then the caller's extra
// invariants (game_invariants.h), and finally that a seed gives one game
// (determinism_check.h). The ruleset tests run it over every registered
// ruleset; `playbench-cli check` runs it over one game, a script's too.

#include "check/check_report.h"
#include "check/game_invariants.h"

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>

namespace pb {
class Game;
} // namespace pb

namespace pb::check {

struct CheckOptions {
    int games = 50;
    // Game g plays from deriveSeed(seed, g): its initial state, and its chance
    // and seat draws (Rng(seed) and Rng(seed + 1)).
    std::uint64_t seed = 77;
    // A game still running after this many decisions breaks "termination".
    int maxDecisions = 100000;
    nlohmann::json setup; // Game::newInitialState's set-up; null: generated from each seed
    // Probes of decisions that are mostly illegal take arguments in
    // -1..probeArgumentMax (a board's squares, a deck's cards).
    int probeArgumentMax = 16;
    bool determinism = true; // also run checkSameSeedSameGame after the games
    // Called after each game that passed (and so before the determinism
    // check), from the thread running the checks: false stops the run there,
    // which the report then says (CheckReport::stopped). A window shows its
    // progress and offers Cancel with it.
    std::function<bool(int gamesDone, int games)> progress;
};

// Plays `options.games` random games of `game` (uniform seat decisions,
// chance by its probabilities), checking every reached state and every
// decision, and stops at the first break. `invariants` makes each game's
// extra invariants (none when empty). A ruleset that throws where the API
// promises no exception breaks "exception" instead of throwing.
CheckReport runPropertyChecks(const Game& game, const CheckOptions& options = {},
                              const InvariantsFactory& invariants = {});

} // namespace pb::check
