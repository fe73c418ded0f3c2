#include "cli_support.h"
#include "commands.h"
#include "engine/ruleset.h"
#include "games/registry.h"

namespace pb::cli {

int runGamesCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("games"),
                     QStringLiteral("Prints every ruleset with its players, parameters, "
                                    "decision kinds and counters."));
    if (!line.parse(arguments))
        return kExitOk;
    nlohmann::json list = nlohmann::json::array();
    for (const Ruleset* ruleset : allRulesets())
        list.push_back(ruleset->describe());
    printJsonLine(list);
    return kExitOk;
}

} // namespace pb::cli
