#include "cli_support.h"
#include "commands.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/state.h"
#include "sim/game_record.h"

#include <iostream>
#include <string>

namespace pb::cli {

namespace {

// What a script or bot needs to act: the state, who acts, the legal decisions,
// and the result once the game is over.
nlohmann::json stepLine(const State& state) {
    nlohmann::json line{{"state", state.toJson()},
                        {"actor", actorJson(state)},
                        {"legal", legalDecisionsJson(state)}};
    if (state.isChance()) {
        // Parallel to "legal": a bot that plays chance itself needs the odds.
        std::vector<ChanceOutcome> outcomes;
        state.chanceOutcomes(outcomes);
        nlohmann::json probabilities = nlohmann::json::array();
        for (const auto& outcome : outcomes)
            probabilities.push_back(outcome.probability);
        line["probabilities"] = std::move(probabilities);
    }
    if (state.isTerminal())
        line["result"] = outcomeToJson(state.outcome());
    return line;
}

std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

} // namespace

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
        if (!line.isSet(QStringLiteral("game")))
            throw UsageError("step: missing required option --state or --game");
        state = line.game()->newInitialState(line.seed());
    }

    printJsonLine(stepLine(*state));
    std::string text;
    while (std::getline(std::cin, text)) {
        text = trimmed(text);
        if (text.empty())
            continue;
        try {
            const Decision decision = parseDecision(*state, text);
            try {
                state->apply(decision);
            } catch (const IllegalDecision& e) {
                throw IllegalDecision("illegal decision " + state->decisionToJson(decision).dump() +
                                      ": " + e.what());
            }
        } catch (const PlaybenchError& e) {
            printJsonLine({{"error", e.what()}});
            continue;
        }
        printJsonLine(stepLine(*state));
    }
    return kExitOk;
}

} // namespace pb::cli
