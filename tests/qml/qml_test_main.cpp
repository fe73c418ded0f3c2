// Runs every tst_*.qml of tests/qml against the Playbench QML module, linked
// into this executable the way the application links it.
#include <QQmlEngine>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(PlaybenchPlugin)

namespace {

// Makes `import Playbench` resolve to the module embedded under qrc:/qt/qml.
class PlaybenchQmlSetup : public QObject {
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

} // namespace

QUICK_TEST_MAIN_WITH_SETUP(playbench_qml, PlaybenchQmlSetup)

#include "qml_test_main.moc"
