// Print and play (app/print, `playbench-cli print`): the PDF's pages rendered
// with poppler's pdftoppm and measured, its text read with pdftotext.
#include "card_sheets.h"
#include "cli_run.h"
#include "db/database.h"
#include "db/design_store.h"
#include "design/design_file.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "print_document.h"
#include "print_options.h"
#include "print_registry.h"
#include "ruleset_print.h"
#include "script/script_program.h"
#include "test_registry.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using namespace pb::print;

namespace {

constexpr double kPxPerMmAt300 = 300 / 25.4;

// Page `page` (1-based) of `pdf` as pdftoppm draws it at `dpi`.
QImage renderPage(const QString& pdf, int page, int dpi) {
    const QString prefix = pdf + QStringLiteral("-p%1-%2").arg(page).arg(dpi);
    QProcess process;
    process.start(QStringLiteral("pdftoppm"),
                  {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"),
                   QString::number(page), QStringLiteral("-l"), QString::number(page),
                   QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf, prefix});
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        qWarning("pdftoppm failed: %s", process.readAllStandardError().constData());
        return {};
    }
    return QImage(prefix + QStringLiteral(".png")).convertToFormat(QImage::Format_RGB32);
}

QString pdfText(const QString& pdf) {
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!process.waitForFinished(60000))
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

bool dark(QRgb pixel) {
    return qGray(pixel) < 160;
}

// The centres of the runs of dark pixels along a row (or a column).
std::vector<double> runCentres(const QImage& image, int fixed, bool alongRow) {
    std::vector<double> centres;
    const int length = alongRow ? image.width() : image.height();
    int start = -1;
    for (int i = 0; i <= length; ++i) {
        const bool ink =
            i < length && dark(alongRow ? image.pixel(i, fixed) : image.pixel(fixed, i));
        if (ink && start < 0)
            start = i;
        if (!ink && start >= 0) {
            centres.push_back((start + i - 1) / 2.0);
            start = -1;
        }
    }
    return centres;
}

int firstInkRow(const QImage& image) {
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (dark(image.pixel(x, y)))
                return y;
    return -1;
}

int firstInkColumn(const QImage& image) {
    for (int x = 0; x < image.width(); ++x)
        for (int y = 0; y < image.height(); ++y)
            if (dark(image.pixel(x, y)))
                return x;
    return -1;
}

// Whether the cell between the cut lines holds ink (a card's frame).
bool cellInked(const QImage& image, double left, double top, double right, double bottom) {
    const double inset = 0.2 * (right - left) / 10; // keep clear of the cut and its marks
    for (int y = int(top + inset); y < int(bottom - inset); y += 2)
        for (int x = int(left + inset); x < int(right - inset); x += 2)
            if (dark(image.pixel(x, y)))
                return true;
    return false;
}

PrintDeck numberedDeck(int cards) {
    PrintDeck deck;
    deck.title = QStringLiteral("Test deck");
    deck.backText = QStringLiteral("Back");
    for (int i = 0; i < cards; ++i)
        deck.cards.push_back({QStringLiteral("Card %1").arg(i + 1),
                              {QStringLiteral("Value: %1").arg(i)},
                              QStringLiteral("Some text."),
                              QColor(Qt::red),
                              1});
    return deck;
}

// Draws `decks` alone into `path`, as writePrintPdf lays out its card pages.
CardSheets writeCardsOnly(const QString& path, const std::vector<PrintDeck>& decks,
                          const PrintOptions& options) {
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(options.paper));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    writer.setResolution(1200);
    QPainter painter(&writer);
    bool first = true;
    const CardSheets drawn =
        drawCardSheets(writer, painter, decks, options, PrintStyle(options.greyScale), first);
    painter.end();
    return drawn;
}

pb::design::DesignFile demoDesignOf(std::string_view rulesetId) {
    const pb::Ruleset& ruleset = pb::rulesetOrThrow(rulesetId);
    const pb::DemoDesign demo = *ruleset.demoDesign();
    pb::design::DesignFile design;
    design.name = demo.name;
    design.ruleset = std::string(rulesetId);
    design.params = demo.params;
    design.setup = demo.setup;
    design.notes = demo.notes;
    return design;
}

QString writeDesignFile(const QString& path, const pb::design::DesignFile& design) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QByteArray::fromStdString(pb::design::designFileToText(design)));
    return path;
}

} // namespace

class TestPrint : public QObject {
    Q_OBJECT

public:
    // PLAYBENCH_KEEP_TEST_FILES=1 keeps the PDFs and pages to look at.
    TestPrint() { dir_.setAutoRemove(qEnvironmentVariableIsEmpty("PLAYBENCH_KEEP_TEST_FILES")); }

private slots:
    void cardSheetMeasuresTrueSize();
    void backsMirrorTheirFronts();
    void letterPaperIsLetterSized();
    void everyCardNameIsPrinted();
    void scriptedDesignPrintsItsCards();
    void greyScaleHasNoColour();
    void printsEveryDemoDesign();
    void errorsAreOneSentence();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestPrint::cardSheetMeasuresTrueSize() {
    const QString pdf = path(QStringLiteral("cards.pdf"));
    PrintOptions options;
    options.paper = QPageSize::A4;
    const CardSheets drawn = writeCardsOnly(pdf, {numberedDeck(7)}, options);
    QCOMPARE(drawn.cards, 7);
    QCOMPARE(drawn.pages, 1);

    const QImage page = renderPage(pdf, 1, 300);
    // Qt writes the page size in whole points (A4: 595 x 842 pt), so pdftoppm
    // draws A4 one pixel taller than 297 mm at 300 dpi (3507.9 px) rounds to.
    QCOMPARE(page.width(), 2480);
    QVERIFY2(page.height() == 3508 || page.height() == 3509,
             qPrintable(QString::number(page.height())));
    // The top marks: the first ink from the top, one at every column cut.
    const int top = firstInkRow(page);
    QVERIFY(top > 0);
    const std::vector<double> columns = runCentres(page, top + 5, true);
    QCOMPARE(columns.size(), std::size_t(4));
    for (std::size_t i = 1; i < columns.size(); ++i)
        QVERIFY2(std::abs((columns[i] - columns[i - 1]) / kPxPerMmAt300 - 63.0) <= 0.5,
                 qPrintable(QString::number((columns[i] - columns[i - 1]) / kPxPerMmAt300)));
    // The left marks, one at every row cut.
    const int left = firstInkColumn(page);
    const std::vector<double> rows = runCentres(page, left + 5, false);
    QCOMPARE(rows.size(), std::size_t(4));
    for (std::size_t i = 1; i < rows.size(); ++i)
        QVERIFY2(std::abs((rows[i] - rows[i - 1]) / kPxPerMmAt300 - 88.0) <= 0.5,
                 qPrintable(QString::number((rows[i] - rows[i - 1]) / kPxPerMmAt300)));
    // The marks stay off the cards: nothing between the first mark's end and the cut.
    QVERIFY(!dark(page.pixel(int(columns[1]), int(rows[0]) - 3)));
    // Seven cards counted on the page, in reading order.
    int inked = 0;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            inked += cellInked(page, columns[c], rows[r], columns[c + 1], rows[r + 1]) ? 1 : 0;
    QCOMPARE(inked, 7);
    QVERIFY(!cellInked(page, columns[2], rows[2], columns[3], rows[3]));
}

void TestPrint::backsMirrorTheirFronts() {
    const QString pdf = path(QStringLiteral("backs.pdf"));
    PrintOptions options;
    options.paper = QPageSize::A4;
    options.cardBacks = true;
    const CardSheets drawn = writeCardsOnly(pdf, {numberedDeck(7)}, options);
    QCOMPARE(drawn.pages, 2);
    const QImage fronts = renderPage(pdf, 1, 100);
    const QImage backs = renderPage(pdf, 2, 100);
    QCOMPARE(backs.size(), fronts.size());
    const double px = 100 / 25.4;
    const double left = (210 - 3 * 63) / 2.0 * px;
    const double top = (297 - 3 * 88) / 2.0 * px;
    QString frontCells;
    QString backCells;
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) {
            const double x0 = left + c * 63 * px;
            const double y0 = top + r * 88 * px;
            const double x1 = x0 + 63 * px;
            const double y1 = y0 + 88 * px;
            frontCells += cellInked(fronts, x0, y0, x1, y1) ? u'#' : u'.';
            backCells += cellInked(backs, x0, y0, x1, y1) ? u'#' : u'.';
        }
        frontCells += u'/';
        backCells += u'/';
    }
    QCOMPARE(frontCells, QStringLiteral("###/###/#../"));
    // The last row's lone card is in the right-hand column on the back.
    QCOMPARE(backCells, QStringLiteral("###/###/..#/"));
}

void TestPrint::letterPaperIsLetterSized() {
    const QString pdf = path(QStringLiteral("letter.pdf"));
    PrintOptions options;
    options.paper = QPageSize::Letter;
    const CardSheets drawn = writeCardsOnly(pdf, {numberedDeck(9)}, options);
    QCOMPARE(drawn.pages, 1);
    // Nine poker cards fit Letter with the default margin.
    QCOMPARE(drawn.cards, 9);
    const QImage page = renderPage(pdf, 1, 100);
    QCOMPARE(page.size(), QSize(850, 1100));
}

void TestPrint::everyCardNameIsPrinted() {
    pb::design::DesignFile design = demoDesignOf("butterfly-effect");
    design.params["handSize"] = 6; // a changed rule, on the rules sheet in the ruleset's words
    const QString pdf = path(QStringLiteral("butterfly.pdf"));
    PrintOptions options;
    const PrintSummary summary = writePrintPdf(design, options, pdf);
    const pb::Ruleset& ruleset = pb::design::designRuleset(design);
    const PrintInput input{design, ruleset, ruleset.parameters().resolve(design.params),
                           ruleset.minPlayers(), options};
    const std::vector<PrintDeck> decks = findRulesetPrint(design.ruleset).decks(input);
    QCOMPARE(decks.size(), std::size_t(2));
    int copies = 0;
    // Ligatures ("fl" in Camouflage) come out of pdftotext as one character.
    const QString text = pdfText(pdf).normalized(QString::NormalizationForm_KC);
    for (const PrintDeck& deck : decks) {
        for (const PrintCard& card : deck.cards) {
            copies += card.copies;
            QVERIFY2(text.contains(card.name), qPrintable(card.name));
        }
    }
    QCOMPARE(summary.cards, copies);
    QVERIFY(summary.firstCardPage > 0);
    QCOMPARE(summary.cardPages, (copies / 2 + 8) / 9 * 2);
    // The rules sheet names the design and its ruleset.
    QVERIFY(text.contains(QString::fromStdString(design.name)));
    QVERIFY(text.contains(QStringLiteral("Set-up")));
    QVERIFY(text.contains(QStringLiteral("Cards in hand after the draw")));
}

void TestPrint::scriptedDesignPrintsItsCards() {
    QFile script(QStringLiteral(PLAYBENCH_SCRIPT_EXAMPLES "/trick-taking.lua"));
    QVERIFY(script.open(QIODevice::ReadOnly));
    const std::string text = script.readAll().toStdString();
    pb::design::DesignFile design{
        "Short whist",
        "script:trick-taking",
        {{"ranks", 6}, {"trumps", false}},
        nullptr,
        "",
        pb::design::DesignScript{"trick-taking.lua", pb::script::scriptHash(text), text}};
    const QString pdf = path(QStringLiteral("whist.pdf"));
    PrintOptions options;
    options.tokens = false;
    const PrintSummary summary = writePrintPdf(design, options, pdf);
    QCOMPARE(summary.cards, 4 * 6); // the script's default deck at ranks=6
    QCOMPARE(summary.cardPages, 3);
    const QString text2 = pdfText(pdf);
    QVERIFY(text2.contains(QStringLiteral("Cards in each of the four suits")));
    QVERIFY(text2.contains(QStringLiteral("Spades beat the other suits")));
    QVERIFY(text2.contains(QStringLiteral("suit: hearts")));
}

void TestPrint::greyScaleHasNoColour() {
    const pb::design::DesignFile design = demoDesignOf("stability");
    PrintOptions options;
    options.board = false;
    options.rulesSheet = false;
    const QString colourPdf = path(QStringLiteral("colour.pdf"));
    const QString greyPdf = path(QStringLiteral("grey.pdf"));
    QCOMPARE(writePrintPdf(design, options, colourPdf).firstTokenPage, 1);
    options.greyScale = true;
    QCOMPARE(writePrintPdf(design, options, greyPdf).firstTokenPage, 1);
    auto colouredPixels = [](const QImage& image) {
        int coloured = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRgb p = image.pixel(x, y);
                if (std::max({qRed(p), qGreen(p), qBlue(p)}) -
                        std::min({qRed(p), qGreen(p), qBlue(p)}) >
                    8)
                    ++coloured;
            }
        return coloured;
    };
    QVERIFY(colouredPixels(renderPage(colourPdf, 1, 50)) > 100);
    QCOMPARE(colouredPixels(renderPage(greyPdf, 1, 50)), 0);
}

void TestPrint::printsEveryDemoDesign() {
    // The demo database's designs, stored as ensureDemoDatabase stores them
    // (db/demo_database.cpp, designRow) without the playtests and runs it
    // plays, which would take most of this file's time budget.
    const QString db = path(QStringLiteral("demo.sqlite"));
    int demos = 0;
    {
        pb::db::Database database(db);
        pb::db::DesignStore designs(database);
        for (const pb::Ruleset* ruleset : pb::allRulesets()) {
            const std::optional<pb::DemoDesign> demo = ruleset->demoDesign();
            if (!demo)
                continue;
            pb::db::DesignRow row;
            row.name = QString::fromStdString(demo->name);
            row.ruleset = QString::fromStdString(std::string(ruleset->id()));
            row.params = ruleset->parameters().resolve(demo->params);
            row.setup = demo->setup;
            row.notes = QString::fromStdString(demo->notes);
            designs.create(row);
            ++demos;
        }
    }
    QCOMPARE(demos, 5);
    int printed = 0;
    for (int id = 1;; ++id) {
        const QString pdf = path(QStringLiteral("demo-%1.pdf").arg(id));
        const CliRun run = runCli({QStringLiteral("print"), QStringLiteral("--db"), db,
                                   QStringLiteral("--design-id"), QString::number(id),
                                   QStringLiteral("--out"), pdf, QStringLiteral("--backs")});
        if (run.exitCode != 0) {
            QVERIFY2(run.err.contains("is not in the store"), run.err.constData());
            break;
        }
        const QJsonObject out = parseJson(run.out).object();
        QVERIFY2(out.value(QStringLiteral("pages")).toInt() >= 2, run.out.constData());
        QVERIFY2(out.value(QStringLiteral("tokens")).toInt() > 0, run.out.constData());
        QVERIFY(QFileInfo(pdf).size() > 1000);
        ++printed;
    }
    QCOMPARE(printed, demos);
}

void TestPrint::errorsAreOneSentence() {
    // An empty deck, before anything is drawn.
    PrintDeck empty = numberedDeck(0);
    empty.title = QStringLiteral("Empty");
    try {
        checkDecks({empty}, PrintOptions{});
        QFAIL("an empty deck printed");
    } catch (const PrintError& e) {
        QCOMPARE(QString::fromUtf8(e.what()),
                 QStringLiteral("The deck \"Empty\" has no cards to print."));
    }

    const QString design =
        writeDesignFile(path(QStringLiteral("torus.playbench.json")), demoDesignOf("torus-lab"));
    const QString out = path(QStringLiteral("refused.pdf"));
    auto print = [&](QStringList extra) {
        return runCli(QStringList{QStringLiteral("print"), QStringLiteral("--design"), design,
                                  QStringLiteral("--out"), out} +
                      extra);
    };
    CliRun run = print({QStringLiteral("--card"), QStringLiteral("200x300")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err.trimmed(), QByteArray("playbench-cli: A card of 200 x 300 mm does not fit on "
                                           "the page inside margins of 5 mm."));
    QVERIFY(!QFileInfo::exists(out));
    run = print({QStringLiteral("--margin"), QStringLiteral("100")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("A margin of 100 mm leaves no room to print on"),
             run.err.constData());
    run = print({QStringLiteral("--paper"), QStringLiteral("A3")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("the paper \"A3\" is not known: choose A4 or Letter."),
             run.err.constData());
    // An output that cannot be written leaves nothing behind.
    const QString nowhere = path(QStringLiteral("no-such-folder/out.pdf"));
    run = runCli({QStringLiteral("print"), QStringLiteral("--design"), design,
                  QStringLiteral("--out"), nowhere});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("cannot be written"), run.err.constData());
    QVERIFY(!QFileInfo::exists(nowhere));
    run = runCli({QStringLiteral("print"), QStringLiteral("--db"),
                  path(QStringLiteral("none.sqlite")), QStringLiteral("--design-id"),
                  QStringLiteral("3"), QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(!QFileInfo::exists(out));
}

PLAYBENCH_TEST_MAIN_WRAPPER(TestPrint, QTEST_QAPP_SETUP(QGuiApplication))
#include "test_print.moc"
