#include "cli_support.h"
#include "commands.h"
#include "engine/game.h"
#include "engine/state.h"

namespace pb::cli {

int runNewCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("new"),
                     QStringLiteral("Prints the initial state of a game (its set-up generated "
                                    "from the seed)."));
    line.addGameOptions();
    if (!line.parse(arguments))
        return kExitOk;
    const auto game = line.game();
    printJsonLine(game->newInitialState(line.seed())->toJson());
    return kExitOk;
}

} // namespace pb::cli
