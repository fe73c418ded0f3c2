// `playbench --screenshot FILE --page NAME --size WxH` renders every page at
// the common desktop sizes into a PNG of exactly that size that shows
// something (not one flat colour), without QML warnings.

#include "db/demo_database.h"
#include "gui_test_support.h"
#include "test_registry.h"

#include <QImage>
#include <QSet>
#include <QTest>

using pb::gui::test::IsolatedHome;
using pb::gui::test::qmlWarnings;
using pb::gui::test::runPlaybench;
using pb::gui::test::RunResult;

class TestScreenshots : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rendersEveryPage_data();
    void rendersEveryPage();

private:
    IsolatedHome home_;
    QString database_;
};

void TestScreenshots::initTestCase() {
    QVERIFY(home_.isValid());
    database_ = home_.path(QStringLiteral("designs.sqlite"));
    pb::db::ensureDemoDatabase(database_);
}

void TestScreenshots::rendersEveryPage_data() {
    QTest::addColumn<QString>("page");
    QTest::addColumn<QSize>("size");
    for (const char* page : {"designs", "board", "playtest", "review", "reports", "settings"}) {
        for (const QSize& size : {QSize(1280, 800), QSize(1920, 1080)}) {
            QTest::addRow("%s-%dx%d", page, size.width(), size.height())
                << QString::fromLatin1(page) << size;
        }
    }
}

void TestScreenshots::rendersEveryPage() {
    QFETCH(QString, page);
    QFETCH(QSize, size);
    const QString file =
        home_.path(QStringLiteral("%1-%2x%3.png").arg(page).arg(size.width()).arg(size.height()));
    const RunResult result = runPlaybench(
        home_, {QStringLiteral("--database"), database_, QStringLiteral("--screenshot"), file,
                QStringLiteral("--page"), page, QStringLiteral("--size"),
                QStringLiteral("%1x%2").arg(size.width()).arg(size.height())});
    QVERIFY2(result.finished, "playbench did not exit");
    QVERIFY2(result.exitCode == 0, qPrintable(result.standardError));
    const QStringList warnings = qmlWarnings(result.standardError);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));

    QVERIFY(QFileInfo(file).size() > 0);
    const QImage image(file, "PNG");
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), size);
    // Text, rail and frames: a rendered page has many colours, a blank one a single one.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY2(colours.size() > 8, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
}

PLAYBENCH_TEST_GUILESS_MAIN(TestScreenshots)
#include "test_screenshots.moc"
