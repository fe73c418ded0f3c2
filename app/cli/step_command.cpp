#include "cli_support.h"
#include "commands.h"
#include "engine/game.h"
#include "engine/state.h"
#include "step_session.h"

#include <iostream>
#include <string>

namespace pb::cli {

int runStepCommand(const QStringList& arguments) {
    CommandLine line(
        QStringLiteral("step"),
        QStringLiteral(
            "Plays a game one decision at a time for scripts and external bots.\n"
            "Prints {\"state\", \"actor\", \"legal\"} as one JSON line, then reads one decision "
            "JSON per line on stdin and answers each with the next such line, or with "
            "{\"error\": ...} leaving the state unchanged. At a chance node \"legal\" lists the "
            "chance outcomes, with \"probabilities\" beside them (send one, e.g. "
            "{\"type\":\"chance\",\"outcome\":1}); at the end a "
            "\"result\" is added. Blank lines are ignored; ends at the end of input.\n"
            "Start from --state FILE, or from a new game (--game and its options)."));
    line.addOption(QCommandLineOption(QStringLiteral("state"),
                                      QStringLiteral("The state file to start from."),
                                      QStringLiteral("file")));
    line.addGameOptions();
    if (!line.parse(arguments))
        return kExitOk;

    std::unique_ptr<State> state;
    if (line.isSet(QStringLiteral("state"))) {
        for (const char* option : {"game", "players", "seed", "param"})
            if (line.isSet(QLatin1String(option)))
                throw UsageError(std::string("step: give --state or --game, not both (--") +
                                 option + " describes a new game)");
        const QString path = line.value(QStringLiteral("state"));
        if (path == QStringLiteral("-"))
            throw UsageError("step: --state cannot be '-': standard input carries the decisions");
        state = loadStateFile(path);
    } else {
        if (!line.hasGame())
            throw UsageError("step: missing required option --state, --game or --script");
        state = line.game()->newInitialState(line.seed());
    }

    // The protocol itself lives in StepSession, which the fuzz target drives too.
    StepSession session(std::move(state));
    printJsonLine(session.stateLine());
    std::string text;
    while (std::getline(std::cin, text))
        if (const auto answer = session.answer(text))
            printJsonLine(*answer);
    return kExitOk;
}

} // namespace pb::cli
