#include "streamway_siege_test_support.h"
#include "test_registry.h"

class TestStreamwaySiegeFlow : public QObject {
    Q_OBJECT
private slots:
    void placeholder() {}
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeFlow)
#include "test_streamway_siege_flow.moc"
