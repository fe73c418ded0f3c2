#include "cli_app.h"

#include <QCoreApplication>
#include <QLoggingCategory>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("playbench-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PLAYBENCH_VERSION));
    // stdout carries JSON and stderr at most one error line, which already
    // says what the store's log would; QT_LOGGING_RULES still turns it back on.
    QLoggingCategory::setFilterRules(QStringLiteral("playbench.*=false"));
    return pb::cli::runCli(QCoreApplication::arguments());
}
