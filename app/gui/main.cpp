// The `playbench` executable: everything but the QApplication lives in
// playbench_app (see gui_app.h), so tests exercise the same code.
#include "gui_app.h"

#include <QApplication>
#include <QCoreApplication>
#include <QStringList>
#include <QtQml/QQmlExtensionPlugin>

// The QML module Playbench is linked statically; this registers its plugin.
Q_IMPORT_QML_PLUGIN(PlaybenchPlugin)

int main(int argc, char* argv[]) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    if (pb::gui::asksForHelpOrVersion(arguments)) {
        // No QApplication: it would need a display just to print text.
        QCoreApplication app(argc, argv);
        return pb::gui::printHelpOrVersion(app);
    }
    QApplication app(argc, argv);
    return pb::gui::runGui(app);
}
