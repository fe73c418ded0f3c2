#pragma once

#include <QStringList>

namespace pb::cli {

// Runs one invocation of playbench-cli (`arguments` as QCoreApplication::arguments()
// gives them): prints the result as JSON on stdout, or exactly one line
// "playbench-cli: <message>" on stderr, and returns the process exit code
// (0 success, 1 bad input or a runtime error, 2 a usage error). Never throws.
int runCli(const QStringList& arguments);

// Whether this command line draws (print; report --format pdf, or --out *.pdf): it then
// needs a QGuiApplication (fonts, painting) instead of a QCoreApplication.
bool needsGuiApplication(int argc, const char* const* argv);

} // namespace pb::cli
