#include "print_initial_state.h"

#include "design/design_file.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "ruleset_print.h"

namespace pb::print {

std::unique_ptr<const pb::State> printInitialState(const PrintInput& input) {
    const std::shared_ptr<const pb::Game> game =
        input.ruleset.makeGame(input.params, input.players);
    return game->newInitialState(input.options.seed, input.design.setup);
}

} // namespace pb::print
