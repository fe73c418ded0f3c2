#include "cli_app.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLoggingCategory>
#include <cerrno>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char* argv[]) {
    // Only a PDF (a report, a print) draws: it alone pays for a QGuiApplication, on the
    // offscreen platform when there is no display (a server, a batch job, CI).
    std::unique_ptr<QCoreApplication> app;
    if (pb::cli::needsGuiApplication(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") &&
            qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // Qt warns on stderr when it has to pick a runtime folder itself; stderr
        // is for the one error line, so pick it here (as Qt would: private, in /tmp).
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            const QByteArray runtime = "/tmp/runtime-" + QByteArray::number(getuid());
            if (::mkdir(runtime.constData(), 0700) == 0 || errno == EEXIST)
                qputenv("XDG_RUNTIME_DIR", runtime);
        }
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("playbench-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PLAYBENCH_VERSION));
    // stdout carries JSON and stderr at most one error line, which already
    // says what the store's log would; QT_LOGGING_RULES still turns it back on.
    QLoggingCategory::setFilterRules(QStringLiteral("playbench.*=false"));
    return pb::cli::runCli(QCoreApplication::arguments());
}
