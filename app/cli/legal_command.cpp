#include "cli_support.h"
#include "commands.h"
#include "engine/state.h"

namespace pb::cli {

int runLegalCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("legal"),
                     QStringLiteral("Prints the legal decisions of a state (the chance outcomes "
                                    "at a chance node; none at the end) as a JSON array."));
    line.addOption(QCommandLineOption(QStringLiteral("state"),
                                      QStringLiteral("The state file ('-' for stdin)."),
                                      QStringLiteral("file")));
    line.addScriptOption();
    if (!line.parse(arguments))
        return kExitOk;
    const auto state = loadStateFile(line.required(QStringLiteral("state")));
    printJsonLine(legalDecisionsJson(*state));
    return kExitOk;
}

} // namespace pb::cli
