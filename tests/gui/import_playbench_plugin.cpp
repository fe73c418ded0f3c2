// The QML module Playbench is linked statically (as in the application); this
// registers its plugin once for every test of gui_tests.
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(PlaybenchPlugin)
