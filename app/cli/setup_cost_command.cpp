#include "cli_support.h"
#include "commands.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/setup_cost.h"

#include <QFile>

namespace pb::cli {

// The ruleset prices the set-up (engine/setup_cost.h, registered from its own
// folder); the CLI only reads the set-up and prints the answer, so any ruleset
// that buys its set-up from a budget gets the command.
int runSetupCostCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("setup-cost"),
                     QStringLiteral("Prints what a set-up costs from the ruleset's budget, per "
                                    "player, and whether it can be played (the same prices as "
                                    "the titan builder)."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(
        QStringLiteral("setup"),
        QStringLiteral("The set-up JSON to price (the ruleset's \"setup\" of a design, "
                       "docs/rules/<id>.md; '-' for stdin); without it, the default set-up."),
        QStringLiteral("file")));
    if (!line.parse(arguments))
        return kExitOk;
    const auto game = line.game();
    nlohmann::json setup;
    if (line.isSet(QStringLiteral("setup"))) {
        const QString path = line.value(QStringLiteral("setup"));
        QFile file;
        const bool ok = path == QStringLiteral("-")
                            ? file.open(stdin, QIODevice::ReadOnly)
                            : (file.setFileName(path), file.open(QIODevice::ReadOnly));
        if (!ok)
            throw CommandError("setup-cost: cannot read --setup " + toStd(path) + ": " +
                               toStd(file.errorString()));
        const QByteArray bytes = file.readAll();
        try {
            setup = nlohmann::json::parse(bytes.cbegin(), bytes.cend());
        } catch (const nlohmann::json::exception& e) {
            throw InvalidInput("setup-cost: --setup " + toStd(path) +
                               " is not valid JSON: " + jsonErrorText(e));
        }
    }
    const SetupCostFunction cost = setupCostFor(game->ruleset().id());
    if (!cost)
        throw InvalidInput("setup-cost: " + std::string(game->ruleset().id()) +
                           " does not buy its set-up from a budget");
    printJsonLine(cost(*game, setup));
    return kExitOk;
}

} // namespace pb::cli
