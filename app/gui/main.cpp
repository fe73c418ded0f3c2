// The `playbench` executable: everything but the QApplication lives in
// playbench_app (see gui_app.h), so tests exercise the same code.
#include "gui_app.h"

#include <QApplication>
#include <QtQml/QQmlExtensionPlugin>

// The QML module Playbench is linked statically; this registers its plugin.
Q_IMPORT_QML_PLUGIN(PlaybenchPlugin)

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    return pb::gui::runGui(app);
}
