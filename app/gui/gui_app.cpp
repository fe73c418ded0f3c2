#include "gui_app.h"

#include "design_editor.h"
#include "gui_logging.h"
#include "launch_options.h"
#include "playtest_session.h"
#include "preferences.h"
#include "window_memory.h"
#include "window_screenshot.h"
#include "workbench.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QUrl>
#include <cstdio>

namespace pb::gui {

namespace {

// Qt 6.4 has no loadFromModule; the module is built with RESOURCE_PREFIX /qt/qml.
const QString kImportPath = QStringLiteral("qrc:/qt/qml");
const QUrl kMainQml(QStringLiteral("qrc:/qt/qml/Playbench/Main.qml"));
// How long --quit-after-load keeps running after the first frame, so warnings
// from late bindings and delegates still reach stderr.
constexpr int kQuitSettleMs = 300;
constexpr int kFirstFrameTimeoutMs = 20000;

void printError(const QString& message) {
    std::fprintf(stderr, "playbench: %s\n", qUtf8Printable(message));
}

// QSettings and QStandardPaths derive their folders from these names.
void setApplicationNames() {
    QCoreApplication::setOrganizationName(QStringLiteral("playbench"));
    QCoreApplication::setApplicationName(QStringLiteral("playbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PLAYBENCH_VERSION));
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        QGuiApplication::setApplicationDisplayName(QStringLiteral("Playbench"));
}

} // namespace

QQuickWindow* loadMainWindow(QQmlApplicationEngine& engine, Workbench& workbench,
                             Preferences& preferences) {
    // Fusion draws everything itself, so it looks the same with the software
    // renderer (offscreen, virtual machines) as with OpenGL, and it draws with
    // the palette Main.qml sets for the light or dark scheme.
    // Set once per process: a second window (tests load several) may not set it again.
    if (QQuickStyle::name() != QLatin1String("Fusion"))
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
    preferences.setEngine(&engine);
    engine.addImportPath(kImportPath);
    engine.setInitialProperties({
        {QStringLiteral("workbench"), QVariant::fromValue(&workbench)},
        {QStringLiteral("preferences"), QVariant::fromValue(&preferences)},
    });
    engine.load(kMainQml);
    const QList<QObject*> roots = engine.rootObjects();
    return roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(roots.constFirst());
}

bool asksForHelpOrVersion(const QStringList& arguments) {
    static const QStringList kOptions{
        QStringLiteral("-h"),         QStringLiteral("--help"), QStringLiteral("-?"),
        QStringLiteral("--help-all"), QStringLiteral("-v"),     QStringLiteral("--version"),
    };
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (kOptions.contains(arguments.at(i)))
            return true;
    }
    return false;
}

int printHelpOrVersion(QCoreApplication& app) {
    setApplicationNames();
    // So that --help speaks the saved language.
    Preferences preferences;
    LaunchOptions options;
    QCommandLineParser parser;
    QString usageError;
    // Prints and exits the process for --help and --version.
    if (!parseLaunchOptions(parser, app.arguments(), options, usageError)) {
        printError(usageError);
        return 2;
    }
    return 0;
}

int runGui(QApplication& app) {
    setApplicationNames();

    // First, so that even usage errors speak the saved language.
    Preferences preferences;

    LaunchOptions options;
    QCommandLineParser parser;
    QString usageError;
    if (!parseLaunchOptions(parser, app.arguments(), options, usageError)) {
        printError(usageError);
        return 2;
    }

    Workbench workbench;
    if (options.databasePath.isEmpty())
        workbench.openDemoDatabase(Workbench::defaultDemoDatabasePath());
    else
        workbench.openDatabase(options.databasePath, true);
    if (!workbench.isOpen() && options.isUnattended()) {
        printError(workbench.errorMessage());
        return 1;
    }

    QQmlApplicationEngine engine;
    QQuickWindow* window = loadMainWindow(engine, workbench, preferences);
    if (!window) {
        // The engine has already printed the QML errors.
        printError(QCoreApplication::translate("GuiApp", "Could not load the user interface."));
        return 1;
    }

    if (!options.page.isEmpty()) {
        const QStringList pageKeys = window->property("pageKeys").toStringList() +
                                     window->property("helpPageKeys").toStringList();
        if (!pageKeys.contains(options.page)) {
            printError(
                QCoreApplication::translate("GuiApp", "Unknown page '%1'; the pages are: %2.")
                    .arg(options.page, pageKeys.join(QStringLiteral(", "))));
            return 2;
        }
        window->setProperty("currentPage", options.page);
    }
    // Unattended runs (screenshots, tests) neither read nor change what a designer's window
    // remembers.
    const bool remember = !options.isUnattended();
    if (remember) {
        if (!options.windowSizeGiven)
            options.windowSize = window_memory::savedSize(options.windowSize);
        window_memory::attach(window, workbench, window->findChild<DesignEditor*>());
    }
    window->resize(options.windowSize);
    if (options.playtestDemo) {
        auto* playtest = window->findChild<PlaytestSession*>(QStringLiteral("playtestSession"));
        if (playtest == nullptr || !playtest->startDemo()) {
            printError(
                QCoreApplication::translate("GuiApp", "Could not start the demo playtest: %1")
                    .arg(playtest ? playtest->errorMessage() : QString()));
            return 1;
        }
    }

    WindowScreenshot screenshot(window, options.screenshotPath);
    QTimer firstFrameTimeout;
    if (!options.screenshotPath.isEmpty()) {
        QObject::connect(&screenshot, &WindowScreenshot::finished, &app,
                         [](bool ok, const QString& error) {
                             if (!ok)
                                 printError(error);
                             QCoreApplication::exit(ok ? 0 : 1);
                         });
        screenshot.start();
    } else if (options.quitAfterLoad) {
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [] { QTimer::singleShot(kQuitSettleMs, qApp, [] { QCoreApplication::exit(0); }); },
            static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
        firstFrameTimeout.setSingleShot(true);
        QObject::connect(&firstFrameTimeout, &QTimer::timeout, &app, [] {
            printError(QCoreApplication::translate("GuiApp", "The window did not render."));
            QCoreApplication::exit(1);
        });
        firstFrameTimeout.start(kFirstFrameTimeoutMs);
    }

    qCInfo(lcGui) << "showing the window at" << options.windowSize;
    if (remember && !options.windowSizeGiven && window_memory::savedMaximized())
        window->showMaximized();
    else
        window->show();
    return QApplication::exec();
}

} // namespace pb::gui
