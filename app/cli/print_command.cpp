#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/stored_design_file.h"
#include "design/design_file.h"
#include "print_document.h"
#include "print_options.h"

#include <QLocale>
#include <limits>

namespace pb::cli {

namespace {

void addOption(CommandLine& line, const char* name, const char* description,
               const char* valueName = nullptr) {
    line.addOption(valueName ? QCommandLineOption(QLatin1String(name), QLatin1String(description),
                                                  QLatin1String(valueName))
                             : QCommandLineOption(QLatin1String(name), QLatin1String(description)));
}

print::PrintOptions printOptions(const CommandLine& line) {
    print::PrintOptions options;
    options.paper = print::defaultPaper(QLocale::system());
    if (line.isSet(QStringLiteral("paper"))) {
        const QString name = line.value(QStringLiteral("paper"));
        const std::optional<QPageSize::PageSizeId> paper = print::paperFromName(name);
        if (!paper)
            throw UsageError("print: the paper \"" + toStd(name) +
                             "\" is not known: choose A4 or Letter.");
        options.paper = *paper;
    }
    if (line.isSet(QStringLiteral("card"))) {
        const QString name = line.value(QStringLiteral("card"));
        const std::optional<print::CardSize> card = print::cardSizeFromName(name);
        if (!card)
            throw UsageError("print: the card size \"" + toStd(name) +
                             "\" is not known: choose poker, bridge or WIDTHxHEIGHT in mm.");
        options.card = *card;
    }
    // Wide ranges: writePrintPdf says in one sentence what a value cannot print.
    options.marginMm = line.doubleValue(QStringLiteral("margin"), options.marginMm, -1000, 1000);
    options.squareMm = line.doubleValue(QStringLiteral("square"), options.squareMm, -1000, 1000);
    options.players = line.intValue(QStringLiteral("players"), 0, 1, 64);
    options.seed = line.uint64Value(QStringLiteral("seed"), 1);
    options.cardBacks = line.isSet(QStringLiteral("backs"));
    options.greyScale = line.isSet(QStringLiteral("grey"));
    options.board = !line.isSet(QStringLiteral("no-board"));
    options.cards = !line.isSet(QStringLiteral("no-cards"));
    options.tokens = !line.isSet(QStringLiteral("no-tokens"));
    options.rulesSheet = !line.isSet(QStringLiteral("no-rules"));
    return options;
}

} // namespace

int runPrintCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("print"),
                     QStringLiteral("Writes a design's print-and-play PDF: a rules sheet, the "
                                    "board at its true size split over pages, every deck's cards "
                                    "with crop marks (and mirrored backs) and the tokens "
                                    "(docs/workbench.md, \"Print and play\")."));
    addOption(line, "db", "The store holding the design.", "file");
    addOption(line, "design-id", "The stored design's id (with --db).", "id");
    addOption(line, "design", "A .playbench.json design file, instead of --db.", "file");
    addOption(line, "out", "The PDF to write (replaced whole, or not at all).", "file");
    addOption(line, "paper", "A4 or Letter (default: the locale's).", "paper");
    addOption(line, "margin", "The margin printers cannot print in, in mm (default 5).", "mm");
    addOption(line, "square", "A board square's size in mm (default 25).", "mm");
    addOption(line, "card", "poker (63x88, default), bridge (57x89) or WIDTHxHEIGHT in mm.",
              "size");
    addOption(line, "backs", "Card backs after each page of fronts, mirrored for duplex.");
    addOption(line, "grey", "Grey scale instead of colour.");
    addOption(line, "players", "The player count the set-up is for (default: the smallest).", "n");
    addOption(line, "seed", "The seed of a set-up generated per game (default 1).", "seed");
    addOption(line, "no-board", "Leave out the board.");
    addOption(line, "no-cards", "Leave out the cards.");
    addOption(line, "no-tokens", "Leave out the tokens.");
    addOption(line, "no-rules", "Leave out the rules sheet.");
    if (!line.parse(arguments))
        return kExitOk;
    const QString out = line.required(QStringLiteral("out"));
    const bool fromStore = line.isSet(QStringLiteral("db"));
    if (fromStore == line.isSet(QStringLiteral("design")))
        throw UsageError("print: give either --db FILE --design-id ID or --design FILE");
    const print::PrintOptions options = printOptions(line);

    design::DesignFile design;
    if (fromStore) {
        const QString dbPath = line.value(QStringLiteral("db"));
        line.required(QStringLiteral("design-id"));
        const qint64 designId =
            line.intValue(QStringLiteral("design-id"), 0, 1, std::numeric_limits<int>::max());
        db::Database database(dbPath, db::Database::OpenMode::ReadOnly);
        std::optional<design::DesignFile> stored = db::storedDesignFile(database, designId);
        if (!stored)
            throw CommandError("The design " + std::to_string(designId) + " is not in the store " +
                               toStd(dbPath) + ".");
        design = std::move(*stored);
    } else {
        design = loadDesignFile(line.value(QStringLiteral("design")));
    }
    const print::PrintSummary summary = print::writePrintPdf(design, options, out);
    printJsonLine({{"out", toStd(out)},
                   {"design", design.name},
                   {"ruleset", design.ruleset},
                   {"pages", summary.pages},
                   {"rules_pages", summary.rulesPages},
                   {"board_pages", summary.boardPages},
                   {"card_pages", summary.cardPages},
                   {"cards", summary.cards},
                   {"token_pages", summary.tokenPages},
                   {"tokens", summary.tokens}});
    return kExitOk;
}

} // namespace pb::cli
