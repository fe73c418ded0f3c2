#include "streamway_siege_test_support.h"
#include "test_registry.h"

class TestStreamwaySiegeBoard : public QObject {
    Q_OBJECT
private slots:
    void placeholder() {}
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeBoard)
#include "test_streamway_siege_board.moc"
