#pragma once

#include "engine/decision.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace pb::design {
struct DesignFile;
}

namespace pb {
class Game;
class Ruleset;
class State;
} // namespace pb

namespace pb::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1; // bad input or a runtime error
inline constexpr int kExitUsage = 2;   // a command line that does not fit the synopsis

// A command line that does not fit a subcommand's synopsis (exit code 2).
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A failure the core and the store do not report themselves, such as a file
// that cannot be read or written (exit code 1).
class CommandError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Writes `json` as one compact line on stdout and flushes, so a script or bot
// reading a pipe sees each line as soon as it is complete.
void printJsonLine(const nlohmann::json& json);

// The message of a nlohmann::json exception without its "[json.exception...]" tag.
std::string jsonErrorText(const nlohmann::json::exception& error);

std::string toStd(const QString& text);

// A subcommand's QCommandLineParser with the CLI's conventions: `--help` prints
// the subcommand's help on stdout; every other problem throws UsageError naming
// the subcommand; typed accessors throw UsageError for a malformed value.
class CommandLine {
public:
    CommandLine(QString command, QString description);

    void addOption(const QCommandLineOption& option);
    // Accepts positional arguments (listed in the help as `syntax`); without
    // this call a positional argument is a usage error.
    void addPositional(const QString& name, const QString& description, const QString& syntax);
    QStringList positional() const { return parser_.positionalArguments(); }
    // Adds --game, --script, --players, --seed and --param.
    void addGameOptions();
    // Adds --script alone, for commands that read a scripted game's state.
    void addScriptOption();
    // The options long commands share: --agents (one spec per seat or one for
    // every seat, default random), --threads (default 1), --progress ("done/total"
    // lines of `unit` on stderr) and --out (the output to a file too).
    void addAgentsOption();
    void addThreadsOption();
    void addProgressOption(const QString& unit);
    void addOutOption();
    // --threads' value.
    int threads() const { return intValue(QStringLiteral("threads"), 1, 1, 256); }
    // With --progress, a callback printing "done/total" on stderr; else empty.
    std::function<void(std::uint64_t done, std::uint64_t total)> progressPrinter() const;
    // Prints `json` as the command's output line, and writes it to --out when set.
    void printOutput(const nlohmann::json& json) const;

    // Parses `arguments` (the subcommand's name first). Returns false when
    // --help was given and has been printed: the command is done.
    bool parse(const QStringList& arguments);

    bool isSet(const QString& name) const { return parser_.isSet(name); }
    QString value(const QString& name) const { return parser_.value(name); }
    QStringList values(const QString& name) const { return parser_.values(name); }
    // The value of an option the subcommand cannot do without.
    QString required(const QString& name) const;

    int intValue(const QString& name, int defaultValue, int minValue, int maxValue) const;
    std::uint64_t uint64Value(const QString& name, std::uint64_t defaultValue) const;
    double doubleValue(const QString& name, double defaultValue, double minValue,
                       double maxValue) const;

    // The ruleset of --game, or the scripted ruleset --script loaded (and
    // registered, so its states' files are read too); a usage error when
    // neither or both are given.
    const Ruleset& ruleset() const;
    // Whether --game or --script is given.
    bool hasGame() const;

    // The game chosen by --game or --script, --players (default: the ruleset's minimum) and
    // --param name=value (repeatable); throws for an unknown game or parameter.
    std::shared_ptr<const Game> game() const;
    // --seed, default 1.
    std::uint64_t seed() const { return uint64Value(QStringLiteral("seed"), 1); }

    // --agents "a,b,..": one spec per seat, or one spec for every seat; each is
    // checked by building it once, so an unknown agent fails before any play.
    std::vector<std::string> agentSpecs(int numPlayers) const;

    const QString& command() const { return command_; }

private:
    QString command_;
    QCommandLineParser parser_;
    bool scriptOption_ = false;
    const Ruleset* script_ = nullptr;
    bool positionalAllowed_ = false;
};

// The agent specs of a comma-separated list. Agent options are themselves
// comma-separated ("mcts:iterations=1000,c=1.4"), so a piece that holds an '='
// but no ':' continues the previous spec.
std::vector<std::string> splitAgentList(const std::string& list);

// While one lives, SIGINT and SIGTERM raise requested() instead of killing the
// process, so a long command stops after the work under way and reports what it
// has (a Slurm or Kubernetes job is sent SIGTERM before it is killed). The
// previous handlers come back with its end.
class StopOnSignal {
public:
    StopOnSignal();
    ~StopOnSignal();
    StopOnSignal(const StopOnSignal&) = delete;
    StopOnSignal& operator=(const StopOnSignal&) = delete;

    static const std::atomic<bool>& requested();

private:
    void (*previousInt_)(int);
    void (*previousTerm_)(int);
};

// Reads and checks a .playbench.json design file; throws CommandError for a
// file that cannot be read and InvalidInput ("design file F: $.params...") for
// one that is not a valid design.
design::DesignFile loadDesignFile(const QString& path);

// What a command plays: a design file's ruleset, parameters and set-up
// (--design FILE), or --game with --param and no set-up.
struct DesignSource {
    const Ruleset* ruleset = nullptr;
    nlohmann::json params = nlohmann::json::object();
    nlohmann::json setup;
};
// Reads --design or --game/--param of `line` (a command that added the
// --design option); UsageError when both or neither are given.
DesignSource designOrGame(const CommandLine& line);

// Reads a state file ("-" reads standard input) and parses it with the ruleset
// its "game" field names.
std::unique_ptr<State> loadStateFile(const QString& path);

// Who acts: the seat number, "chance" or "terminal".
nlohmann::json actorJson(const State& state);

// The decisions legal now (the chance outcomes at a chance node) as decision JSON.
nlohmann::json legalDecisionsJson(const State& state);

// Parses the JSON text of one decision for `state`; throws InvalidInput naming
// the problem. Does not check legality.
Decision parseDecision(const State& state, const std::string& text);

// Writes `json` and a newline to `path` atomically (QSaveFile); throws CommandError.
void writeJsonFile(const QString& path, const nlohmann::json& json);

// Writes `bytes` to `path` atomically (QSaveFile); throws CommandError.
void writeTextFile(const QString& path, const std::string& bytes);

// This program's name and version, as stored with runs: "playbench-cli 0.1.0".
std::string programVersion();

} // namespace pb::cli
