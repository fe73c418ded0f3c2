#pragma once

#include <QStringList>

namespace pb::cli {

// One function per subcommand. `arguments` starts with the subcommand's name;
// each prints its JSON on stdout and returns the exit code, and reports a
// failure by throwing (runCli turns the exception into one stderr line).
int runGamesCommand(const QStringList& arguments);
int runNewCommand(const QStringList& arguments);
int runSetupCostCommand(const QStringList& arguments);
int runLegalCommand(const QStringList& arguments);
int runApplyCommand(const QStringList& arguments);
int runStepCommand(const QStringList& arguments);
int runPlayCommand(const QStringList& arguments);
int runSimulateCommand(const QStringList& arguments);
int runCompareCommand(const QStringList& arguments);
int runBalanceCommand(const QStringList& arguments);
int runSkillTraceCommand(const QStringList& arguments);
int runAnalyseCommand(const QStringList& arguments);
int runReplayCommand(const QStringList& arguments);
int runBenchCommand(const QStringList& arguments);
int runCheckCommand(const QStringList& arguments);
int runDesignCommand(const QStringList& arguments);
int runReportCommand(const QStringList& arguments);
int runMergeCommand(const QStringList& arguments);
int runClusterCommand(const QStringList& arguments);
int runPrintCommand(const QStringList& arguments);

} // namespace pb::cli
