#pragma once

#include <QStringList>

class QApplication;
class QCoreApplication;
class QQmlApplicationEngine;
class QQuickWindow;

namespace pb::gui {

class Preferences;
class Workbench;

// Runs the workbench in `app`: reads the command line, opens the database,
// loads Main.qml and runs the event loop (or, with --screenshot or
// --quit-after-load, renders once and exits). Returns the process exit code:
// 0 success, 1 the database or the interface could not be opened (or the
// screenshot not saved), 2 a usage error such as an unknown page. Never
// throws; in an interactive run a database error is shown in a dialog instead.
int runGui(QApplication& app);

// Whether `arguments` (argv) ask for --help or --version: the executable then
// answers them with printHelpOrVersion before any GUI application exists, so
// they work without a display.
bool asksForHelpOrVersion(const QStringList& arguments);
// Prints the usage or the version in the saved language and exits the
// process (2 for a usage error it finds first).
int printHelpOrVersion(QCoreApplication& app);

// Loads Main.qml into `engine` (Fusion style, the module's import path) with
// `workbench` and `preferences` as its required properties, and ties
// `preferences` to the engine for retranslation. Returns the window, not yet
// shown, or nullptr when the QML failed to load (the engine has printed why).
// runGui and the tests use it; the executable must import PlaybenchPlugin.
QQuickWindow* loadMainWindow(QQmlApplicationEngine& engine, Workbench& workbench,
                             Preferences& preferences);

} // namespace pb::gui
