#include "cli_support.h"

#include "agents/agent.h"
#include "design/design_file.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "script/script_ruleset.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <csignal>
#include <cstdio>
#include <limits>

namespace pb::cli {

void printJsonLine(const nlohmann::json& json) {
    // Replacing invalid UTF-8 rather than throwing: output must never fail on
    // a string a ruleset or a file let through.
    std::string text = json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    text += '\n';
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

std::string jsonErrorText(const nlohmann::json::exception& error) {
    std::string text = error.what();
    if (text.starts_with("[json.exception.")) {
        const auto close = text.find("] ");
        if (close != std::string::npos)
            text.erase(0, close + 2);
    }
    return text;
}

std::string toStd(const QString& text) {
    return text.toStdString();
}

namespace {

// "Unknown option 'x'." -> "unknown option 'x'", to read like our own messages.
QString asClause(QString text) {
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    if (!text.isEmpty())
        text[0] = text[0].toLower();
    return text;
}

} // namespace

std::vector<std::string> splitAgentList(const std::string& list) {
    std::vector<std::string> specs;
    std::size_t start = 0;
    while (start <= list.size()) {
        auto end = list.find(',', start);
        if (end == std::string::npos)
            end = list.size();
        std::string piece = list.substr(start, end - start);
        const bool continuesOptions = !specs.empty() && piece.find('=') != std::string::npos &&
                                      piece.find(':') == std::string::npos &&
                                      specs.back().find(':') != std::string::npos;
        if (continuesOptions)
            specs.back() += "," + piece;
        else
            specs.push_back(std::move(piece));
        start = end + 1;
    }
    return specs;
}

CommandLine::CommandLine(QString command, QString description) : command_(std::move(command)) {
    parser_.setApplicationDescription(description);
    parser_.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
}

void CommandLine::addOption(const QCommandLineOption& option) {
    parser_.addOption(option);
}

void CommandLine::addPositional(const QString& name, const QString& description,
                                const QString& syntax) {
    parser_.addPositionalArgument(name, description, syntax);
    positionalAllowed_ = true;
}

void CommandLine::addGameOptions() {
    addOption(QCommandLineOption(QStringLiteral("game"),
                                 QStringLiteral("The ruleset id (see 'playbench-cli games')."),
                                 QStringLiteral("id")));
    addScriptOption();
    addOption(QCommandLineOption(QStringLiteral("players"),
                                 QStringLiteral("Number of players (default: the ruleset's "
                                                "minimum)."),
                                 QStringLiteral("n")));
    addOption(QCommandLineOption(QStringLiteral("seed"), QStringLiteral("Seed (default 1)."),
                                 QStringLiteral("s")));
    addOption(QCommandLineOption(QStringLiteral("param"),
                                 QStringLiteral("Set a rule parameter; repeat for several."),
                                 QStringLiteral("name=value")));
}

void CommandLine::addScriptOption() {
    addOption(QCommandLineOption(QStringLiteral("script"),
                                 QStringLiteral("A scripted ruleset: a Lua file "
                                                "(docs/scripting.md), instead of --game."),
                                 QStringLiteral("file.lua")));
    scriptOption_ = true;
}

const Ruleset& CommandLine::ruleset() const {
    if (script_) {
        if (isSet(QStringLiteral("game")))
            throw UsageError(toStd(command_) + ": give --game or --script, not both");
        return *script_;
    }
    if (!isSet(QStringLiteral("game")))
        throw UsageError(toStd(command_) + ": missing required option --game" +
                         (scriptOption_ ? " (or --script)" : ""));
    return rulesetOrThrow(toStd(value(QStringLiteral("game"))));
}

bool CommandLine::hasGame() const {
    return isSet(QStringLiteral("game")) || script_;
}

void CommandLine::addAgentsOption() {
    addOption(QCommandLineOption(QStringLiteral("agents"),
                                 QStringLiteral("Agent specs, one per seat or one for every seat "
                                                "(default random), e.g. "
                                                "mcts:iterations=1000,random."),
                                 QStringLiteral("a,b")));
}

void CommandLine::addThreadsOption() {
    addOption(QCommandLineOption(QStringLiteral("threads"),
                                 QStringLiteral("Worker threads (default 1)."),
                                 QStringLiteral("t")));
}

void CommandLine::addProgressOption(const QString& unit) {
    addOption(
        QCommandLineOption(QStringLiteral("progress"),
                           QStringLiteral("Print \"%1 done/total\" lines on stderr.").arg(unit)));
}

void CommandLine::addOutOption() {
    addOption(QCommandLineOption(QStringLiteral("out"),
                                 QStringLiteral("Also write the output to this file."),
                                 QStringLiteral("file")));
}

std::function<void(std::uint64_t, std::uint64_t)> CommandLine::progressPrinter() const {
    if (!isSet(QStringLiteral("progress")))
        return {};
    return [](std::uint64_t done, std::uint64_t total) {
        std::fprintf(stderr, "%llu/%llu\n", static_cast<unsigned long long>(done),
                     static_cast<unsigned long long>(total));
    };
}

void CommandLine::printOutput(const nlohmann::json& json) const {
    if (isSet(QStringLiteral("out")))
        writeJsonFile(value(QStringLiteral("out")), json);
    printJsonLine(json);
}

bool CommandLine::parse(const QStringList& arguments) {
    if (!parser_.parse(arguments))
        throw UsageError(toStd(command_ + QStringLiteral(": ") + asClause(parser_.errorText())));
    if (parser_.isSet(QStringLiteral("help"))) {
        // QCommandLineParser names the program in its usage line; name the
        // subcommand too.
        QString help = parser_.helpText();
        const auto firstLineEnd = help.indexOf(QLatin1Char('\n'));
        help.replace(0, firstLineEnd,
                     QStringLiteral("Usage: playbench-cli %1 [options]").arg(command_));
        const QByteArray bytes = help.toUtf8();
        std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
        std::fflush(stdout);
        return false;
    }
    if (!positionalAllowed_ && !parser_.positionalArguments().isEmpty())
        throw UsageError(toStd(command_ + QStringLiteral(": unexpected argument '") +
                               parser_.positionalArguments().constFirst() + QStringLiteral("'")));
    // Loaded at once, so a broken script is the first thing reported.
    if (scriptOption_ && isSet(QStringLiteral("script")))
        script_ = &registerScriptRuleset(
            script::ScriptRuleset::fromFile(toStd(value(QStringLiteral("script")))));
    return true;
}

QString CommandLine::required(const QString& name) const {
    if (!parser_.isSet(name))
        throw UsageError(toStd(command_ + QStringLiteral(": missing required option --") + name));
    return parser_.value(name);
}

int CommandLine::intValue(const QString& name, int defaultValue, int minValue, int maxValue) const {
    if (!parser_.isSet(name))
        return defaultValue;
    bool ok = false;
    const int value = parser_.value(name).toInt(&ok);
    if (!ok)
        throw UsageError(toStd(command_ + QStringLiteral(": --%1 must be a whole number, not '%2'")
                                              .arg(name, parser_.value(name))));
    if (value < minValue || value > maxValue)
        throw UsageError(toStd(command_ + QStringLiteral(": --%1 must be between %2 and %3, not %4")
                                              .arg(name)
                                              .arg(minValue)
                                              .arg(maxValue)
                                              .arg(value)));
    return value;
}

std::uint64_t CommandLine::uint64Value(const QString& name, std::uint64_t defaultValue) const {
    if (!parser_.isSet(name))
        return defaultValue;
    bool ok = false;
    const QString text = parser_.value(name);
    const std::uint64_t value = text.startsWith(QLatin1Char('-')) ? 0 : text.toULongLong(&ok);
    if (!ok)
        throw UsageError(
            toStd(command_ +
                  QStringLiteral(": --%1 must be a whole number from 0 to 18446744073709551615, "
                                 "not '%2'")
                      .arg(name, text)));
    return value;
}

double CommandLine::doubleValue(const QString& name, double defaultValue, double minValue,
                                double maxValue) const {
    if (!parser_.isSet(name))
        return defaultValue;
    bool ok = false;
    const double value = parser_.value(name).toDouble(&ok);
    if (!ok || !(value >= minValue && value <= maxValue))
        throw UsageError(toStd(command_ + QStringLiteral(": --%1 must be a number from %2 to %3, "
                                                         "not '%4'")
                                              .arg(name)
                                              .arg(minValue)
                                              .arg(maxValue)
                                              .arg(parser_.value(name))));
    return value;
}

std::shared_ptr<const Game> CommandLine::game() const {
    const Ruleset& ruleset = this->ruleset();
    const int players = intValue(QStringLiteral("players"), ruleset.minPlayers(),
                                 std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    nlohmann::json overrides = nlohmann::json::object();
    for (const QString& assignment : values(QStringLiteral("param")))
        overrides.update(ruleset.parameters().parseAssignment(toStd(assignment)));
    return ruleset.makeGame(overrides, players);
}

std::vector<std::string> CommandLine::agentSpecs(int numPlayers) const {
    const std::string list = parser_.isSet(QStringLiteral("agents"))
                                 ? toStd(parser_.value(QStringLiteral("agents")))
                                 : std::string("random");
    std::vector<std::string> specs = splitAgentList(list);
    for (const auto& spec : specs) {
        if (spec.empty())
            throw UsageError(toStd(command_) + ": --agents '" + list + "' has an empty agent");
        makeAgent(spec, 0); // throws InvalidInput for an unknown agent or option
    }
    if (specs.size() == 1)
        specs.resize(static_cast<std::size_t>(numPlayers), specs.front());
    if (specs.size() != static_cast<std::size_t>(numPlayers))
        throw UsageError(toStd(command_) + ": --agents lists " + std::to_string(specs.size()) +
                         " agents for " + std::to_string(numPlayers) +
                         " players (give one per seat, or one for every seat)");
    return specs;
}

namespace {

std::atomic<bool> stopRequested{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onStopSignal(int) {
    stopRequested.store(true);
}

} // namespace

StopOnSignal::StopOnSignal() {
    stopRequested = false;
    previousInt_ = std::signal(SIGINT, onStopSignal);
    previousTerm_ = std::signal(SIGTERM, onStopSignal);
}

StopOnSignal::~StopOnSignal() {
    std::signal(SIGINT, previousInt_);
    std::signal(SIGTERM, previousTerm_);
}

const std::atomic<bool>& StopOnSignal::requested() {
    return stopRequested;
}

namespace {

// A design file larger than this is not one Playbench wrote (boards and decks
// are a few kilobytes); refusing it keeps a wrong file from filling memory.
constexpr qint64 kMaxDesignFileBytes = 64 * 1024 * 1024;

QByteArray readDesignFile(const QString& path) {
    const std::string name = "design file " + toStd(path);
    const QFileInfo info(path);
    if (!info.exists())
        throw CommandError(name + " does not exist");
    if (info.isDir())
        throw CommandError(name + " is a directory, not a file");
    if (info.size() > kMaxDesignFileBytes)
        throw CommandError(name + " is " + std::to_string(info.size()) +
                           " bytes, too large to be a design file");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CommandError("cannot read " + name + ": " + toStd(file.errorString()));
    QByteArray bytes = file.read(kMaxDesignFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        throw CommandError("cannot read " + name + ": " + toStd(file.errorString()));
    return bytes;
}

} // namespace

design::DesignFile loadDesignFile(const QString& path) {
    const QByteArray bytes = readDesignFile(path);
    try {
        return design::parseDesignFile(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    } catch (const InvalidInput& e) {
        throw InvalidInput("design file " + toStd(path) + ": " + e.what());
    }
}

DesignSource designOrGame(const CommandLine& line) {
    DesignSource source;
    if (line.isSet(QStringLiteral("design"))) {
        if (line.hasGame() || line.isSet(QStringLiteral("param")))
            throw UsageError(toStd(line.command()) +
                             ": a design file brings its own ruleset and parameters; give "
                             "--design or --game, not both");
        design::DesignFile file = loadDesignFile(line.value(QStringLiteral("design")));
        source.ruleset = &design::designRuleset(file); // a script's version, as carried
        source.params = std::move(file.params);
        source.setup = std::move(file.setup);
        return source;
    }
    source.ruleset = &line.ruleset();
    for (const QString& assignment : line.values(QStringLiteral("param")))
        source.params.update(source.ruleset->parameters().parseAssignment(toStd(assignment)));
    return source;
}

std::unique_ptr<State> loadStateFile(const QString& path) {
    const bool fromStdin = path == QStringLiteral("-");
    const std::string name =
        fromStdin ? "the state on standard input" : "state file " + toStd(path);
    QByteArray bytes;
    if (fromStdin) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            throw CommandError("cannot read standard input: " + toStd(in.errorString()));
        bytes = in.readAll();
    } else {
        const QFileInfo info(path);
        if (!info.exists())
            throw CommandError(name + " does not exist");
        if (info.isDir())
            throw CommandError(name + " is a directory, not a file");
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            throw CommandError("cannot read " + name + ": " + toStd(file.errorString()));
        bytes = file.readAll();
        if (file.error() != QFileDevice::NoError)
            throw CommandError("cannot read " + name + ": " + toStd(file.errorString()));
    }

    nlohmann::json json;
    try {
        json = nlohmann::json::parse(bytes.cbegin(), bytes.cend());
    } catch (const nlohmann::json::exception& e) {
        throw InvalidInput(name + " is not valid JSON: " + jsonErrorText(e));
    }
    if (!json.is_object())
        throw InvalidInput(name + " is not a state (a JSON object)");
    const auto id = json.find("game");
    if (id == json.end() || !id->is_string())
        throw InvalidInput(name + " has no \"game\" field naming its ruleset");
    const Ruleset& ruleset = rulesetOrThrow(id->get_ref<const std::string&>());
    try {
        return ruleset.stateFromJson(json);
    } catch (const InvalidInput& e) {
        throw InvalidInput(name + " is not a valid " + std::string(ruleset.id()) +
                           " state: " + e.what());
    } catch (const nlohmann::json::exception& e) {
        throw InvalidInput(name + " is not a valid " + std::string(ruleset.id()) +
                           " state: " + jsonErrorText(e));
    }
}

nlohmann::json actorJson(const State& state) {
    const int actor = state.currentActor();
    if (actor == kChanceActor)
        return "chance";
    if (actor == kTerminalActor)
        return "terminal";
    return actor;
}

nlohmann::json legalDecisionsJson(const State& state) {
    nlohmann::json list = nlohmann::json::array();
    if (state.isTerminal())
        return list;
    for (const Decision& d : state.legalDecisions())
        list.push_back(state.decisionToJson(d));
    return list;
}

Decision parseDecision(const State& state, const std::string& text) {
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        throw InvalidInput("decision is not valid JSON: " + jsonErrorText(e));
    }
    try {
        return state.decisionFromJson(json);
    } catch (const nlohmann::json::exception& e) {
        throw InvalidInput("decision " + json.dump() + " is not valid: " + jsonErrorText(e));
    }
}

void writeTextFile(const QString& path, const std::string& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw CommandError("cannot write " + toStd(path) + ": " + toStd(file.errorString()));
    file.write(bytes.data(), static_cast<qint64>(bytes.size()));
    if (!file.commit())
        throw CommandError("cannot write " + toStd(path) + ": " + toStd(file.errorString()));
}

std::string programVersion() {
    return "playbench-cli " PLAYBENCH_VERSION;
}

void writeJsonFile(const QString& path, const nlohmann::json& json) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw CommandError("cannot write " + toStd(path) + ": " + toStd(file.errorString()));
    std::string text = json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    text += '\n';
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit())
        throw CommandError("cannot write " + toStd(path) + ": " + toStd(file.errorString()));
}

} // namespace pb::cli
