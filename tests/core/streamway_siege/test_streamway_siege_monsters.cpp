#include "streamway_siege_test_support.h"
#include "test_registry.h"

class TestStreamwaySiegeMonsters : public QObject {
    Q_OBJECT
private slots:
    void placeholder() {}
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeMonsters)
#include "test_streamway_siege_monsters.moc"
