#pragma once

#include <QStringList>

namespace pb::cli {

// Runs one invocation of playbench-cli (`arguments` as QCoreApplication::arguments()
// gives them): prints the result as JSON on stdout, or exactly one line
// "playbench-cli: <message>" on stderr, and returns the process exit code
// (0 success, 1 bad input or a runtime error, 2 a usage error). Never throws.
int runCli(const QStringList& arguments);

} // namespace pb::cli
