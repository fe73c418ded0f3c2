#include "streamway_siege_test_support.h"
#include "test_registry.h"

class TestStreamwaySiegeRules : public QObject {
    Q_OBJECT
private slots:
    void placeholder() {}
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeRules)
#include "test_streamway_siege_rules.moc"
