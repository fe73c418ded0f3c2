// Boards printed at their true size: the tiler's pages measured on paper
// (pdftoppm, pdftotext), its refusals, and every ruleset's board and the
// scripted views' from their designs.
#include "board_pages.h"
#include "design/design_file.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "print_document.h"
#include "print_registry.h"
#include "ruleset_print.h"
#include "script/script_print.h"
#include "script/script_ruleset.h"
#include "test_registry.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <optional>

using pb::print::BoardSheet;
using pb::print::PrintOptions;
using pb::print::PrintStyle;

namespace {

constexpr double kMmPerPoint = 25.4 / 72.0;

// A PDF of `boards` through drawBoardPages on a writer without margins, as
// the document makes it; returns the pages drawn.
int writeBoards(const QString& path, const std::vector<BoardSheet>& boards,
                const PrintOptions& options) {
    QPdfWriter writer(path);
    writer.setResolution(600);
    writer.setPageLayout(QPageLayout(QPageSize(options.paper), QPageLayout::Portrait, QMarginsF()));
    QPainter painter(&writer);
    return pb::print::drawBoardPages(writer, painter, boards, options,
                                     PrintStyle(options.greyScale), true);
}

QString run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The page of `pdf` as an image at `dpi` (pdftoppm, pages from 1).
QImage renderPage(const QString& pdf, int page, int dpi) {
    const QString stem = pdf + QStringLiteral("-p%1").arg(page);
    run(QStringLiteral("pdftoppm"),
        {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"), QString::number(page),
         QStringLiteral("-l"), QString::number(page), QStringLiteral("-singlefile"),
         QStringLiteral("-png"), pdf, stem});
    return QImage(stem + QStringLiteral(".png"));
}

int pdfPages(const QString& pdf) {
    const QString info = run(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// Each word pdftotext finds with the centre of its box in millimetres.
struct Word {
    QString text;
    QPointF centreMm;
    int page;
};
std::vector<Word> pdfWords(const QString& pdf) {
    const QString html =
        run(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    std::vector<Word> words;
    int page = 0;
    static const QRegularExpression word(
        QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" "
                       "yMax=\"([\\d.]+)\">([^<]*)</word>"));
    for (const QString& line : html.split(QLatin1Char('\n'))) {
        if (line.contains(QLatin1String("<page ")))
            ++page;
        const QRegularExpressionMatch m = word.match(line);
        if (m.hasMatch())
            words.push_back({m.captured(5),
                             QPointF((m.captured(1).toDouble() + m.captured(3).toDouble()) / 2,
                                     (m.captured(2).toDouble() + m.captured(4).toDouble()) / 2) *
                                 kMmPerPoint,
                             page});
    }
    return words;
}

// The leftmost word `text`: an edge label rather than a tile's value.
std::optional<Word> findWord(const std::vector<Word>& words, const QString& text) {
    std::optional<Word> found;
    for (const Word& w : words)
        if (w.text == text && (!found || w.centreMm.x() < found->centreMm.x()))
            found = w;
    return found;
}

bool isDark(QRgb pixel) {
    return qGray(pixel) < 100;
}

// The centre of the dark pixels within `radiusMm` of `aroundMm`, in
// millimetres, or nothing when there are too few to be a mark.
std::optional<QPointF> darkCentre(const QImage& image, int dpi, QPointF aroundMm, double radiusMm) {
    const double perMm = dpi / 25.4;
    double sx = 0, sy = 0;
    int count = 0;
    const QPoint c = (aroundMm * perMm).toPoint();
    const int r = static_cast<int>(radiusMm * perMm);
    for (int y = c.y() - r; y <= c.y() + r; ++y)
        for (int x = c.x() - r; x <= c.x() + r; ++x)
            if (image.valid(x, y) && isDark(image.pixel(x, y))) {
                sx += x;
                sy += y;
                ++count;
            }
    if (count < 20)
        return std::nullopt;
    return QPointF(sx / count, sy / count) / perMm;
}

// A test board: a row of black squares `squareMm` wide with white between,
// so that runs of dark pixels measure the square on paper.
BoardSheet checkerBoard(int squares, double squareMm) {
    return {QStringLiteral("Test board"), QSizeF(2 * squares * squareMm, squareMm),
            [squares, squareMm](QPainter& painter, const PrintStyle&) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(Qt::black);
                for (int i = 0; i < squares; ++i)
                    painter.drawRect(QRectF(2 * i * squareMm, 0, squareMm, squareMm));
            }};
}

// A white board with a thin frame: only the marks are dark on its overlaps.
BoardSheet blankBoard(QSizeF sizeMm) {
    return {QString(), sizeMm, [sizeMm](QPainter& painter, const PrintStyle&) {
                painter.setPen(QPen(QColor(200, 200, 200), 0.2));
                painter.drawRect(QRectF(QPointF(), sizeMm));
            }};
}

// A design of `ruleset`'s demo, or of its defaults.
pb::design::DesignFile demoDesignOf(const pb::Ruleset& ruleset, int& players) {
    pb::design::DesignFile design;
    design.name = "Demo";
    design.ruleset = std::string(ruleset.id());
    players = ruleset.minPlayers();
    if (const auto demo = ruleset.demoDesign()) {
        design.params = demo->params;
        design.setup = demo->setup;
        players = demo->players;
    }
    return design;
}

std::vector<BoardSheet> boardsOf(const pb::design::DesignFile& design, const pb::Ruleset& ruleset,
                                 int players, const PrintOptions& options) {
    const pb::print::PrintInput input{design, ruleset, ruleset.parameters().resolve(design.params),
                                      players, options};
    return pb::print::findRulesetPrint(ruleset.id()).boards(input);
}

} // namespace

class TestPrintBoards : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void squaresAreTrueSizeOnPaper_data();
    void squaresAreTrueSizeOnPaper();
    void largeBoardSplitsWithMarksThatMeet();
    void refusesWhatCannotPrint();
    void everyRulesetPrintsItsBoard_data();
    void everyRulesetPrintsItsBoard();
    void scriptedViewsPrint_data();
    void scriptedViewsPrint();
    void greyScalePrintsNoColour();

private:
    QTemporaryDir dir_;
    // PLAYBENCH_PICTURES set: the PDFs are kept there to look at.
    QString out(const QString& name) const {
        const QString pictures = qEnvironmentVariable("PLAYBENCH_PICTURES");
        return QDir(pictures.isEmpty() ? dir_.path() : pictures).filePath(name);
    }
};

void TestPrintBoards::initTestCase() {
    QVERIFY(dir_.isValid());
    for (const char* tool : {"pdftoppm", "pdftotext", "pdfinfo"})
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            QSKIP("poppler-utils (pdftoppm, pdftotext, pdfinfo) is not installed");
}

void TestPrintBoards::squaresAreTrueSizeOnPaper_data() {
    QTest::addColumn<double>("squareMm");
    QTest::newRow("25 mm, the default") << 25.0;
    QTest::newRow("30 mm") << 30.0;
}

void TestPrintBoards::squaresAreTrueSizeOnPaper() {
    QFETCH(double, squareMm);
    PrintOptions options;
    options.squareMm = squareMm;
    // The tiler's own scale: runs of dark pixels at 300 dpi.
    const QString pdf = out(QStringLiteral("true-size-%1.pdf").arg(squareMm));
    QCOMPARE(writeBoards(pdf, {checkerBoard(3, squareMm)}, options), 1);
    constexpr int dpi = 300;
    const QImage page = renderPage(pdf, 1, dpi);
    QVERIFY(!page.isNull());
    // The board is centred on the page: scan the line through its middle.
    const int y = static_cast<int>(
        (options.marginMm + (297 - 2 * options.marginMm - pb::print::kBoardLabelMm) / 2) * dpi /
        25.4);
    std::vector<int> runs;
    int run = 0;
    for (int x = 0; x < page.width(); ++x) {
        if (isDark(page.pixel(x, y)))
            ++run;
        else if (run > 0) {
            runs.push_back(run);
            run = 0;
        }
    }
    QCOMPARE(runs.size(), std::size_t(3));
    for (int r : runs)
        QVERIFY2(std::abs(r * 25.4 / dpi - squareMm) < 0.5,
                 qPrintable(QString::number(r * 25.4 / dpi)));

    // A ruleset's board through the same tiler: Stability's column letters
    // stand one square apart on paper.
    const pb::Ruleset& stability = pb::rulesetOrThrow("stability");
    int players = 0;
    pb::design::DesignFile design = demoDesignOf(stability, players);
    design.params["size"] = 5;
    design.setup = nullptr;
    const QString boardPdf = out(QStringLiteral("stability-%1.pdf").arg(squareMm));
    QCOMPARE(writeBoards(boardPdf, boardsOf(design, stability, players, options), options), 1);
    const std::vector<Word> words = pdfWords(boardPdf);
    const auto a = findWord(words, QStringLiteral("A")), e = findWord(words, QStringLiteral("E"));
    QVERIFY(a && e);
    QVERIFY2(std::abs((e->centreMm.x() - a->centreMm.x()) / 4 - squareMm) < 0.5,
             qPrintable(QString::number((e->centreMm.x() - a->centreMm.x()) / 4)));
    const auto one = findWord(words, QStringLiteral("1")),
               five = findWord(words, QStringLiteral("5"));
    QVERIFY(one && five);
    QVERIFY(std::abs((five->centreMm.y() - one->centreMm.y()) / 4 - squareMm) < 0.5);
}

void TestPrintBoards::largeBoardSplitsWithMarksThatMeet() {
    // 150 x 400 mm on A4 (190 x 270 mm printable above the label): two pages
    // upright, one below the other (three turned).
    PrintOptions options;
    const QString pdf = out(QStringLiteral("split.pdf"));
    QCOMPARE(writeBoards(pdf, {blankBoard(QSizeF(150, 400))}, options), 2);
    QCOMPARE(pdfPages(pdf), 2);
    // 400 x 150 mm: three pages upright, two turned a quarter.
    QCOMPARE(pb::print::tileBoard(QSizeF(400, 150), {}, QSizeF(210, 297), options).pages(), 2);
    QVERIFY(pb::print::tileBoard(QSizeF(400, 150), {}, QSizeF(210, 297), options).turned);

    constexpr int dpi = 150;
    const QImage first = renderPage(pdf, 1, dpi), second = renderPage(pdf, 2, dpi);
    QVERIFY(!first.isNull() && !second.isNull());
    // The seam: page 2 starts 270 - 10 mm further down the board; the marks
    // sit in the middle of the overlap, a quarter and three quarters across.
    const double room = 297 - 2 * options.marginMm - pb::print::kBoardLabelMm;
    const double step = room - pb::print::kBoardOverlapMm;
    const double left = options.marginMm + (210 - 2 * options.marginMm - 150) / 2.0;
    for (const double across : {150 / 4.0, 150 * 3 / 4.0}) {
        const double boardY = step + pb::print::kBoardOverlapMm / 2;
        const auto onFirst =
            darkCentre(first, dpi, {left + across, options.marginMm + boardY}, 4.5);
        const auto onSecond =
            darkCentre(second, dpi, {left + across, options.marginMm + boardY - step}, 4.5);
        QVERIFY2(onFirst && onSecond, "an alignment mark is missing");
        // Laid over by the pages' offset, the two marks are one.
        QVERIFY(std::abs(onFirst->x() - onSecond->x()) < 0.3);
        QVERIFY(std::abs((onFirst->y() - step) - onSecond->y()) < 0.3);
        QVERIFY(std::abs(onFirst->x() - (left + across)) < 0.5);
    }
    // No mark where the board is not split.
    QVERIFY(!darkCentre(first, dpi, {left + 75, options.marginMm + 100}, 4.5));
    // Each page says where it goes.
    const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(text.contains(QLatin1String("row 1, column 1 of 2 x 1")));
    QVERIFY(text.contains(QLatin1String("row 2, column 1 of 2 x 1")));
}

void TestPrintBoards::refusesWhatCannotPrint() {
    PrintOptions options;
    options.marginMm = 10; // A4 then holds 190 mm across, 180 beside the overlap
    options.squareMm = 200;
    try {
        pb::print::tileBoard(QSizeF(200, 200), {}, QSizeF(210, 297), options);
        QFAIL("a 200 mm square was accepted on A4");
    } catch (const pb::print::PrintError& e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.contains(QLatin1String("200 mm")), e.what());
        QVERIFY2(message.contains(QLatin1String("at most 180 mm")), e.what());
    }
    options.squareMm = 25;
    try {
        pb::print::tileBoard(QSizeF(2000, 2000), QStringLiteral("The past"), QSizeF(210, 297),
                             options);
        QFAIL("a 2 m board was accepted");
    } catch (const pb::print::PrintError& e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.contains(QLatin1String("The past would take 96 pages")), e.what());
        QVERIFY2(message.contains(QLatin1String("smaller square size")), e.what());
    }
    // Nothing is drawn when any board is refused.
    const QString pdf = out(QStringLiteral("refused.pdf"));
    QPdfWriter writer(pdf);
    QPainter painter(&writer);
    QVERIFY_THROWS_EXCEPTION(
        pb::print::PrintError,
        pb::print::drawBoardPages(writer, painter,
                                  {blankBoard({100, 100}), blankBoard({4000, 4000})}, options,
                                  PrintStyle(false), true));
}

void TestPrintBoards::everyRulesetPrintsItsBoard_data() {
    QTest::addColumn<QString>("id");
    for (const pb::Ruleset* ruleset : pb::allRulesets())
        if (pb::isShippedRuleset(ruleset->id()))
            QTest::newRow(std::string(ruleset->id()).c_str()) << QString::fromUtf8(ruleset->id());
}

void TestPrintBoards::everyRulesetPrintsItsBoard() {
    QFETCH(QString, id);
    const pb::Ruleset& ruleset = pb::rulesetOrThrow(id.toStdString());
    int players = 0;
    const pb::design::DesignFile design = demoDesignOf(ruleset, players);
    PrintOptions options;
    options.squareMm = 20;
    const std::vector<BoardSheet> boards = boardsOf(design, ruleset, players, options);
    QVERIFY(!boards.empty());
    const nlohmann::json params = ruleset.parameters().resolve(design.params);
    for (const BoardSheet& board : boards)
        QVERIFY(board.sizeMm.width() > 0 && board.sizeMm.height() > 0 && board.draw);
    const double edge = 8.0; // the edge labels' band
    if (id == QLatin1String("stability")) {
        const int n = params.at("size").get<int>();
        QCOMPARE(boards.size(), std::size_t(1));
        QCOMPARE(boards[0].sizeMm, QSizeF(n * 20 + edge, n * 20 + edge));
    } else if (id == QLatin1String("butterfly-effect")) {
        QCOMPARE(boards.size(), std::size_t(2)); // the past and the present
        const int n = params.at("boardSize").get<int>();
        for (const BoardSheet& board : boards)
            QCOMPARE(board.sizeMm, QSizeF(n * 20 + edge, n * 20 + edge));
        QVERIFY(boards[0].title != boards[1].title);
    } else if (id == QLatin1String("titanomachia")) {
        QCOMPARE(boards[0].sizeMm.width(), 10 * 20 + edge);
    }
    // Drawn through the tiler, every page holds the board's words.
    const QString pdf = out(QStringLiteral("board-%1.pdf").arg(id));
    const int pages = writeBoards(pdf, boards, options);
    QVERIFY(pages >= int(boards.size()));
    QCOMPARE(pdfPages(pdf), pages);
    const QString text =
        run(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    const QStringList words =
        text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    if (id == QLatin1String("stability")) {
        const int n = params.at("size").get<int>();
        for (int i = 0; i < n; ++i) {
            QVERIFY2(words.contains(QString(QChar(u'A' + i))), "a column's letter is missing");
            QVERIFY2(words.contains(QString::number(i + 1)), "a row's number is missing");
        }
        QVERIFY(words.contains(QLatin1String("P1")));
    } else if (id == QLatin1String("streamway-siege")) {
        int steps = 0;
        for (int i = 1; i <= 200; ++i)
            if (words.contains(QString::number(i)))
                steps = i;
        QVERIFY2(steps >= 20, qPrintable(text.left(200)));
        for (int i = 1; i <= steps; ++i)
            QVERIFY2(words.contains(QString::number(i)), qPrintable(QString::number(i)));
        QVERIFY(words.contains(QLatin1String("start")) && words.contains(QLatin1String("end")));
    } else if (id == QLatin1String("butterfly-effect")) {
        QVERIFY(text.contains(QLatin1String("The past")) &&
                text.contains(QLatin1String("The present")));
    } else if (id == QLatin1String("titanomachia")) {
        QVERIFY(text.contains(QLatin1String("Armour")));
    }
}

void TestPrintBoards::scriptedViewsPrint_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expect");
    QTest::newRow("a track with links")
        << QStringLiteral("snakes-and-ladders.lua") << QStringLiteral("100");
    QTest::newRow("a hex grid") << QStringLiteral("hex-connect.lua") << QString();
    QTest::newRow("a square grid") << QStringLiteral("connect-four.lua") << QString();
}

void TestPrintBoards::scriptedViewsPrint() {
    QFETCH(QString, file);
    QFETCH(QString, expect);
    const auto script = pb::script::ScriptRuleset::fromFile(
        QDir(QStringLiteral(PLAYBENCH_SCRIPT_EXAMPLES)).filePath(file).toStdString());
    const pb::Ruleset& ruleset = pb::registerScriptRuleset(script);
    pb::design::DesignFile design;
    design.name = "Scripted";
    design.ruleset = std::string(ruleset.id());
    PrintOptions options;
    options.squareMm = 20;
    const std::vector<BoardSheet> boards = boardsOf(design, ruleset, ruleset.minPlayers(), options);
    QCOMPARE(boards.size(), std::size_t(1));
    QVERIFY(boards[0].sizeMm.width() >= 3 * 20 && boards[0].sizeMm.height() >= 3 * 20);
    const QString pdf = out(QStringLiteral("script-%1.pdf").arg(file));
    QVERIFY(writeBoards(pdf, boards, options) >= 1);
    if (!expect.isEmpty()) {
        const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.contains(expect));
    }
}

void TestPrintBoards::greyScalePrintsNoColour() {
    const pb::Ruleset& ruleset = pb::rulesetOrThrow("streamway-siege");
    int players = 0;
    const pb::design::DesignFile design = demoDesignOf(ruleset, players);
    PrintOptions options;
    options.squareMm = 15; // one page: snakes, ladders, and the start and end in colour
    for (const bool grey : {false, true}) {
        options.greyScale = grey;
        const QString pdf = out(QStringLiteral("grey-%1.pdf").arg(grey));
        QCOMPARE(writeBoards(pdf, boardsOf(design, ruleset, players, options), options), 1);
        const QImage page = renderPage(pdf, 1, 30);
        QVERIFY(!page.isNull());
        int coloured = 0;
        for (int y = 0; y < page.height(); ++y)
            for (int x = 0; x < page.width(); ++x) {
                const QColor c = page.pixelColor(x, y);
                if (std::max({c.red(), c.green(), c.blue()}) -
                        std::min({c.red(), c.green(), c.blue()}) >
                    8)
                    ++coloured;
            }
        if (grey)
            QCOMPARE(coloured, 0);
        else
            QVERIFY(coloured > 1000);
    }
}

PLAYBENCH_TEST_MAIN(TestPrintBoards)
#include "test_print_boards.moc"
