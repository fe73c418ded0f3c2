#include "cli_support.h"
#include "commands.h"
#include "engine/errors.h"
#include "engine/state.h"

namespace pb::cli {

int runApplyCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("apply"),
                     QStringLiteral("Prints the state after applying one decision to a state."));
    line.addOption(QCommandLineOption(QStringLiteral("state"),
                                      QStringLiteral("The state file ('-' for stdin)."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("decision"),
                                      QStringLiteral("The decision as JSON, e.g. "
                                                     "'{\"type\":\"skip\"}'."),
                                      QStringLiteral("json")));
    line.addScriptOption();
    if (!line.parse(arguments))
        return kExitOk;
    const QString path = line.required(QStringLiteral("state"));
    const std::string text = toStd(line.required(QStringLiteral("decision")));
    const auto state = loadStateFile(path);
    const Decision decision = parseDecision(*state, text);
    try {
        state->apply(decision);
    } catch (const IllegalDecision& e) {
        throw IllegalDecision("illegal decision " + state->decisionToJson(decision).dump() + ": " +
                              e.what());
    }
    printJsonLine(state->toJson());
    return kExitOk;
}

} // namespace pb::cli
