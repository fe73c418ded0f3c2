#include "print_controller.h"

#include "db/stored_design_file.h"
#include "engine/errors.h"
#include "print_document.h"
#include "print_options.h"
#include "workbench.h"

#include <QLocale>
#include <QSettings>
#include <QVariantMap>
#include <exception>

namespace pb::gui {

namespace {

const QString kPaperKey = QStringLiteral("print/paper");
const QString kMarginKey = QStringLiteral("print/marginMm");
const QString kSquareKey = QStringLiteral("print/squareMm");
const QString kCardSizeKey = QStringLiteral("print/cardSize");
const QString kCardWidthKey = QStringLiteral("print/cardWidthMm");
const QString kCardHeightKey = QStringLiteral("print/cardHeightMm");
const QString kBacksKey = QStringLiteral("print/cardBacks");
const QString kGreyKey = QStringLiteral("print/greyScale");

// The limits the dialog's fields keep; the print layer refuses what still
// cannot print (a card larger than the page) in its own words.
constexpr double kMaxMarginMm = 30.0;
constexpr double kMinSquareMm = 5.0;
constexpr double kMaxSquareMm = 100.0;
constexpr double kMinCardMm = 20.0;
constexpr double kMaxCardMm = 200.0;

double clamped(double value, double low, double high) {
    return value < low ? low : (value > high ? high : value);
}

} // namespace

PrintController::PrintController(QObject* parent) : QObject(parent) {
    const QSettings settings;
    // A designer who never chose a paper gets their locale's.
    const int localePaper = print::defaultPaper(QLocale::system()) == QPageSize::Letter ? 1 : 0;
    paper_ = settings.value(kPaperKey, localePaper).toInt() == 1 ? 1 : 0;
    marginMm_ = clamped(settings.value(kMarginKey, marginMm_).toDouble(), 0.0, kMaxMarginMm);
    squareMm_ =
        clamped(settings.value(kSquareKey, squareMm_).toDouble(), kMinSquareMm, kMaxSquareMm);
    cardSize_ = qBound(0, settings.value(kCardSizeKey, 0).toInt(), 2);
    cardWidthMm_ =
        clamped(settings.value(kCardWidthKey, cardWidthMm_).toDouble(), kMinCardMm, kMaxCardMm);
    cardHeightMm_ =
        clamped(settings.value(kCardHeightKey, cardHeightMm_).toDouble(), kMinCardMm, kMaxCardMm);
    cardBacks_ = settings.value(kBacksKey, false).toBool();
    greyScale_ = settings.value(kGreyKey, false).toBool();
}

void PrintController::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = workbench;
    if (workbench_) {
        connect(workbench_, &Workbench::databaseChanged, this, &PrintController::readDesign);
        connect(workbench_, &Workbench::designsChanged, this, &PrintController::readDesign);
    }
    emit workbenchChanged();
    readDesign();
}

void PrintController::setDesignId(int designId) {
    if (designId_ == designId)
        return;
    designId_ = designId;
    readDesign();
}

void PrintController::readDesign() {
    const QVariantMap info =
        workbench_ && designId_ > 0 ? workbench_->designInfo(designId_) : QVariantMap();
    designName_ = info.value(QStringLiteral("name")).toString();
    minPlayers_ = info.value(QStringLiteral("minPlayers"), 1).toInt();
    maxPlayers_ = qMax(minPlayers_, info.value(QStringLiteral("maxPlayers"), 1).toInt());
    players_ = qBound(minPlayers_, info.value(QStringLiteral("players"), minPlayers_).toInt(),
                      maxPlayers_);
    setResult({}, {});
    emit designChanged();
    emit settingsChanged();
}

void PrintController::setPaper(int paper) {
    paper = paper == 1 ? 1 : 0;
    if (paper_ == paper)
        return;
    paper_ = paper;
    emit settingsChanged();
}

void PrintController::setMarginMm(double mm) {
    mm = clamped(mm, 0.0, kMaxMarginMm);
    if (marginMm_ == mm)
        return;
    marginMm_ = mm;
    emit settingsChanged();
}

void PrintController::setSquareMm(double mm) {
    mm = clamped(mm, kMinSquareMm, kMaxSquareMm);
    if (squareMm_ == mm)
        return;
    squareMm_ = mm;
    emit settingsChanged();
}

void PrintController::setCardSize(int size) {
    size = qBound(0, size, 2);
    if (cardSize_ == size)
        return;
    cardSize_ = size;
    emit settingsChanged();
}

void PrintController::setCardWidthMm(double mm) {
    mm = clamped(mm, kMinCardMm, kMaxCardMm);
    if (cardWidthMm_ == mm)
        return;
    cardWidthMm_ = mm;
    emit settingsChanged();
}

void PrintController::setCardHeightMm(double mm) {
    mm = clamped(mm, kMinCardMm, kMaxCardMm);
    if (cardHeightMm_ == mm)
        return;
    cardHeightMm_ = mm;
    emit settingsChanged();
}

void PrintController::setCardBacks(bool on) {
    if (cardBacks_ == on)
        return;
    cardBacks_ = on;
    emit settingsChanged();
}

void PrintController::setGreyScale(bool on) {
    if (greyScale_ == on)
        return;
    greyScale_ = on;
    emit settingsChanged();
}

void PrintController::setPlayers(int players) {
    players = qBound(minPlayers_, players, maxPlayers_);
    if (players_ == players)
        return;
    players_ = players;
    emit settingsChanged();
}

void PrintController::setBoard(bool on) {
    if (board_ == on)
        return;
    board_ = on;
    emit settingsChanged();
}

void PrintController::setCards(bool on) {
    if (cards_ == on)
        return;
    cards_ = on;
    emit settingsChanged();
}

void PrintController::setTokens(bool on) {
    if (tokens_ == on)
        return;
    tokens_ = on;
    emit settingsChanged();
}

void PrintController::setRulesSheet(bool on) {
    if (rulesSheet_ == on)
        return;
    rulesSheet_ = on;
    emit settingsChanged();
}

QString PrintController::suggestedFileName() const {
    //: The file name File > Print and play suggests when the design has no name
    QString name = designName_.isEmpty() ? tr("print-and-play") : designName_;
    // A name is a file name, not a path.
    name.replace(QLatin1Char('/'), QLatin1Char('-'));
    return name + QStringLiteral(".pdf");
}

bool PrintController::print(const QString& path) {
    if (!workbench_ || !workbench_->database() || designId_ <= 0) {
        setResult(tr("Open a design to print it."), {});
        return false;
    }
    if (!board_ && !cards_ && !tokens_ && !rulesSheet_) {
        setResult(tr("Choose at least one part to print."), {});
        return false;
    }
    print::PrintOptions options;
    options.paper = paper_ == 1 ? QPageSize::Letter : QPageSize::A4;
    options.marginMm = marginMm_;
    options.squareMm = squareMm_;
    options.card = cardSize_ == 0   ? print::kPokerCard
                   : cardSize_ == 1 ? print::kBridgeCard
                                    : print::CardSize{cardWidthMm_, cardHeightMm_};
    options.cardBacks = cardBacks_;
    options.greyScale = greyScale_;
    options.players = players_;
    options.board = board_;
    options.cards = cards_;
    options.tokens = tokens_;
    options.rulesSheet = rulesSheet_;
    try {
        const std::optional<pb::design::DesignFile> design =
            db::storedDesignFile(*workbench_->database(), designId_);
        if (!design) {
            setResult(tr("The design is no longer in the database."), {});
            return false;
        }
        const print::PrintSummary summary = print::writePrintPdf(*design, options, path);
        remember();
        //: What File > Print and play wrote; %1 is a number of pages
        setResult({}, tr("Pages: %1").arg(summary.pages));
        return true;
    } catch (const std::exception& e) {
        // The print layer words its refusals for the designer (PrintError,
        // translated); the design's own problems come in the core's words.
        setResult(QString::fromUtf8(e.what()), {});
        return false;
    }
}

void PrintController::setResult(const QString& error, const QString& result) {
    if (errorMessage_ == error && resultText_ == result)
        return;
    errorMessage_ = error;
    resultText_ = result;
    emit resultChanged();
}

void PrintController::remember() const {
    QSettings settings;
    settings.setValue(kPaperKey, paper_);
    settings.setValue(kMarginKey, marginMm_);
    settings.setValue(kSquareKey, squareMm_);
    settings.setValue(kCardSizeKey, cardSize_);
    settings.setValue(kCardWidthKey, cardWidthMm_);
    settings.setValue(kCardHeightKey, cardHeightMm_);
    settings.setValue(kBacksKey, cardBacks_);
    settings.setValue(kGreyKey, greyScale_);
}

} // namespace pb::gui
