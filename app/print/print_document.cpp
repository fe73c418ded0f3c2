#include "print_document.h"

#include "board_pages.h"
#include "card_grid.h"
#include "card_sheets.h"
#include "design/design_file.h"
#include "engine/ruleset.h"
#include "print_registry.h"
#include "rules_sheet.h"
#include "ruleset_print.h"
#include "token_sheets.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <stdexcept>

namespace pb::print {

namespace {

// The words of this file, in the translations under "PrintDocument".
struct Words {
    Q_DECLARE_TR_FUNCTIONS(PrintDocument)
};

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString mm(double value) {
    return QLocale().toString(value, 'g', 4);
}

int choosePlayers(const Ruleset& ruleset, int asked) {
    if (asked == 0)
        return ruleset.minPlayers();
    if (asked < ruleset.minPlayers() || asked > ruleset.maxPlayers())
        throw PrintError(Words::tr("%1 plays with %2 to %3 players, not %4.")
                             .arg(fromStd(ruleset.displayName()))
                             .arg(ruleset.minPlayers())
                             .arg(ruleset.maxPlayers())
                             .arg(asked)
                             .toStdString());
    return asked;
}

} // namespace

void checkPrintOptions(const PrintOptions& options) {
    if (options.paper != QPageSize::A4 && options.paper != QPageSize::Letter)
        throw PrintError(Words::tr("The paper \"%1\" cannot be printed on: choose A4 or Letter.")
                             .arg(QPageSize::name(options.paper))
                             .toStdString());
    const QSizeF paper = QPageSize::size(options.paper, QPageSize::Millimeter);
    const double room = std::min(paper.width(), paper.height()) - 2 * options.marginMm;
    if (options.marginMm < 0 || room < 50)
        throw PrintError(Words::tr("A margin of %1 mm leaves no room to print on %2 paper.")
                             .arg(mm(options.marginMm), QPageSize::name(options.paper))
                             .toStdString());
    if (options.cards)
        cardGrid(printPage(options, 72), options.card);
    if (!(options.squareMm > 0))
        throw PrintError(
            Words::tr("A square of %1 mm cannot be printed: it must be larger than 0 mm.")
                .arg(mm(options.squareMm))
                .toStdString());
}

PrintSummary writePrintPdf(const pb::design::DesignFile& design, const PrintOptions& options,
                           const QString& path) {
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        throw std::logic_error("writePrintPdf needs a QGuiApplication");
    checkPrintOptions(options);
    const Ruleset* ruleset = nullptr;
    nlohmann::json params;
    try {
        pb::design::validateDesign(design);
        ruleset = &pb::design::designRuleset(design);
        params = ruleset->parameters().resolve(design.params);
    } catch (const InvalidInput& e) {
        throw InvalidInput(Words::tr("The design \"%1\" does not load: %2")
                               .arg(fromStd(design.name), fromStd(e.what()))
                               .toStdString());
    }
    const int players = choosePlayers(*ruleset, options.players);
    const PrintInput input{design, *ruleset, params, players, options};
    const RulesetPrint& print = findRulesetPrint(design.ruleset);

    // Everything the parts need is gathered and checked before the first
    // page, so a refused setting leaves no file behind.
    const std::vector<BoardSheet> boards =
        options.board ? print.boards(input) : std::vector<BoardSheet>{};
    const std::vector<PrintDeck> decks =
        options.cards ? print.decks(input) : std::vector<PrintDeck>{};
    const std::vector<TokenGroup> tokens =
        options.tokens ? print.tokens(input) : std::vector<TokenGroup>{};
    const QStringList setup = options.rulesSheet ? print.setup(input) : QStringList{};
    const PrintStyle style(options.greyScale);
    checkDecks(decks, options);

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw std::runtime_error(Words::tr("The file %1 cannot be written: %2.")
                                     .arg(path, file.errorString())
                                     .toStdString());
    PrintSummary summary;
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(options.paper));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        writer.setResolution(1200);
        writer.setTitle(Words::tr("%1 - print and play").arg(fromStd(design.name)));
        writer.setCreator(QStringLiteral("Playbench"));
        QPainter painter;
        if (!painter.begin(&writer))
            throw std::runtime_error(
                Words::tr("The file %1 cannot be written: the PDF writer did not start.")
                    .arg(path)
                    .toStdString());
        painter.setRenderHint(QPainter::Antialiasing);
        bool firstPage = true;
        auto firstOf = [&summary](int pages) { return pages > 0 ? summary.pages + 1 : 0; };
        if (options.rulesSheet) {
            summary.rulesPages = drawRulesSheet(writer, painter, input, setup, firstPage);
            summary.pages += summary.rulesPages;
        }
        if (!boards.empty()) {
            const int first = summary.pages + 1;
            summary.boardPages = drawBoardPages(writer, painter, boards, options, style, firstPage);
            if (summary.boardPages > 0) {
                firstPage = false;
                summary.firstBoardPage = first;
            }
            summary.pages += summary.boardPages;
        }
        const CardSheets cards = drawCardSheets(writer, painter, decks, options, style, firstPage);
        summary.firstCardPage = firstOf(cards.pages);
        summary.cardPages = cards.pages;
        summary.cards = cards.cards;
        summary.pages += cards.pages;
        const TokenSheets drawn =
            drawTokenSheets(writer, painter, tokens, options, style, firstPage);
        summary.firstTokenPage = firstOf(drawn.pages);
        summary.tokenPages = drawn.pages;
        summary.tokens = drawn.tokens;
        summary.pages += drawn.pages;
        painter.end();
    }
    if (!file.commit())
        throw std::runtime_error(Words::tr("The file %1 cannot be written: %2.")
                                     .arg(path, file.errorString())
                                     .toStdString());
    return summary;
}

} // namespace pb::print
