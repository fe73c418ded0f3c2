#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace pb::gui {

// What the command line asked the workbench to do.
struct LaunchOptions {
    // The store to open; empty means the demo database in the app data folder.
    QString databasePath;
    // Non-empty in screenshot mode: render `page`, save a PNG here and exit.
    QString screenshotPath;
    // The page to show first, a key such as "designs" (see Main.qml's pageKeys).
    QString page;
    QSize windowSize{1280, 800};
    // Whether --size chose windowSize; otherwise the size the window had when
    // it last closed is used (WindowMemory).
    bool windowSizeGiven = false;
    // Start, show the window, render one frame and exit with 0.
    bool quitAfterLoad = false;
    // Start a short demo playtest of the open design (for screenshots of a game
    // in progress); the game is stored like any other.
    bool playtestDemo = false;

    // True when nobody is there to read a dialog: errors go to stderr and the
    // exit code instead.
    bool isUnattended() const { return quitAfterLoad || !screenshotPath.isEmpty(); }
};

// Adds the workbench's options to `parser` and parses `arguments` (argv as
// QCoreApplication::arguments() gives it). --help and --version print and exit
// the process, as in every Qt program. On a usage error returns false and sets
// `error` to one line saying what is wrong.
bool parseLaunchOptions(QCommandLineParser& parser, const QStringList& arguments,
                        LaunchOptions& options, QString& error);

// "1280x800" -> QSize(1280, 800); an invalid QSize for anything else, or for a
// side outside 320..7680.
QSize parseWindowSize(const QString& text);

} // namespace pb::gui
