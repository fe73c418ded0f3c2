#include "deck_words.h"

#include "deck_editor.h"
#include "decks/deck_csv.h"
#include "ruleset_ui.h"

#include <QCoreApplication>
#include <QStringList>

namespace pb::gui {

namespace {

QString problemOf(const decks::DeckCsvError& error, std::string_view rulesetId) {
    const std::string& code = error.code();
    const auto& values = error.values();
    const auto& names = error.names();
    auto name = [&](std::size_t i) {
        return i < names.size() ? QString::fromStdString(names[i]) : QString();
    };
    if (code == "unclosedQuote")
        return DeckEditor::tr("a quoted field is not closed");
    if (code == "textAfterQuote")
        return DeckEditor::tr("text after a closing quote");
    if (code == "quoteInField")
        return DeckEditor::tr(
            "a quote inside an unquoted field (quote the whole field and double the quote)");
    if (code == "emptyFile")
        return DeckEditor::tr("the file is empty; the first row must name the columns");
    if (code == "unknownColumn" && names.size() == 1)
        return DeckEditor::tr("not a column of this deck (columns: %1)").arg(name(0));
    if (code == "columnTwice")
        return DeckEditor::tr("the column is named twice");
    if (code == "missingColumn" && names.size() == 2)
        return DeckEditor::tr("no column \"%1\" (columns: %2)").arg(name(0), name(1));
    if (code == "fieldCount" && values.size() == 2)
        return DeckEditor::tr("%n field(s), but the header has %1", nullptr,
                              static_cast<int>(values[0]))
            .arg(values[1]);
    if (code == "badCount" && values.size() == 1 && names.size() == 1)
        return DeckEditor::tr("'%1' is not a count (a whole number 0..%2)")
            .arg(name(0))
            .arg(values[0]);
    if (code == "badValue" && names.size() == 2)
        return deckValueProblem(name(0), name(1), rulesetId);
    if (code == "deckTooLarge" && values.size() == 1)
        return DeckEditor::tr("the deck holds more than %1 cards").arg(values[0]);
    return {};
}

} // namespace

QString deckColumnWords(const QString& column, std::string_view rulesetId) {
    if (const RulesetUi* ui = findRulesetUi(rulesetId))
        if (QString words = ui->deckAttributeLabel(column.toStdString()); !words.isEmpty())
            return words;
    if (column == QLatin1String("count"))
        return DeckEditor::tr("Count");
    if (column == QLatin1String("name"))
        return DeckEditor::tr("Name");
    return column;
}

QString deckValueProblem(const QString& value, const QString& column, std::string_view rulesetId) {
    return DeckEditor::tr("'%1' is not a valid value for %2.")
        .arg(value, deckColumnWords(column, rulesetId));
}

QString deckCsvProblemText(const decks::DeckCsvError& error,
                           const std::function<QString(const decks::DeckCsvError&)>& ownProblem,
                           std::string_view rulesetId) {
    QString problem = ownProblem ? ownProblem(error) : QString();
    if (problem.isEmpty())
        problem = problemOf(error, rulesetId);
    if (problem.isEmpty())
        return QString::fromUtf8(error.what());
    const QString column = QString::fromStdString(error.column());
    if (column.isEmpty())
        return DeckEditor::tr("Row %1: %2").arg(error.row()).arg(problem);
    return DeckEditor::tr("Row %1, column %2: %3").arg(error.row()).arg(column, problem);
}

} // namespace pb::gui
