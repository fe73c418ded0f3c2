#include "butterfly_effect_setup_words.h"

#include "butterfly_effect_editor.h"
#include "deck_words.h"
#include "decks/deck_csv.h"
#include "games/butterfly_effect/butterfly_effect_setup_error.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace pb::gui::butterfly_effect {

namespace {

using nlohmann::json;

// A card's column as the editor's table heads it.
QString columnWords(const QString& key) {
    if (key == QLatin1String("name"))
        return ButterflyEffectEditor::tr("Name");
    if (key == QLatin1String("strength"))
        return ButterflyEffectEditor::tr("Strength");
    if (key == QLatin1String("move"))
        return ButterflyEffectEditor::tr("Move");
    if (key == QLatin1String("health"))
        return ButterflyEffectEditor::tr("Health");
    if (key == QLatin1String("copies"))
        return ButterflyEffectEditor::tr("Copies");
    if (key == QLatin1String("pattern"))
        return ButterflyEffectEditor::tr("Pattern");
    if (key == QLatin1String("effect"))
        return ButterflyEffectEditor::tr("Effect");
    if (key == QLatin1String("value"))
        //: The number n of an evolution card's effect, as its column is headed
        return ButterflyEffectEditor::tr("n");
    if (key == QLatin1String("green"))
        return ButterflyEffectEditor::tr("Green spots");
    if (key == QLatin1String("cities"))
        return ButterflyEffectEditor::tr("Cities");
    if (key == QLatin1String("size"))
        return ButterflyEffectEditor::tr("Size");
    if (key == QLatin1String("locked"))
        return ButterflyEffectEditor::tr("Locks");
    return key;
}

// The card `index` of `list` ("species", "evolutions") by its name in the
// set-up being edited, else by its number.
QString cardWords(const QString& list, int index, const json& setup) {
    const std::string key = list.toStdString();
    if (setup.is_object() && setup.contains(key) && setup[key].is_array() && index >= 0 &&
        index < static_cast<int>(setup[key].size())) {
        const json& card = setup[key][static_cast<std::size_t>(index)];
        if (card.is_object() && card.contains("name") && card["name"].is_string() &&
            !card["name"].get<std::string>().empty())
            return QString::fromStdString(card["name"].get<std::string>());
    }
    return list == QLatin1String("species")
               ? ButterflyEffectEditor::tr("Species %1").arg(index + 1)
               : ButterflyEffectEditor::tr("Evolution card %1").arg(index + 1);
}

// The field's path ("species[2].move", "board.past.green[3]") as a person reads it.
QString fieldWords(const QString& field, const json& setup) {
    static const QRegularExpression card(
        QStringLiteral(R"(^(species|evolutions)(?:\[(\d+)\])?(?:\.(\w+))?)"));
    static const QRegularExpression board(QStringLiteral(R"(^board(\.past)?(?:\.(\w+))?)"));
    if (const auto m = card.match(field); m.hasMatch()) {
        if (m.captured(2).isEmpty())
            return m.captured(1) == QLatin1String("species")
                       ? ButterflyEffectEditor::tr("Species")
                       : ButterflyEffectEditor::tr("Evolution cards");
        const QString who = cardWords(m.captured(1), m.captured(2).toInt(), setup);
        if (m.captured(3).isEmpty())
            return who;
        //: %1 a card's name or a board, %2 a column or part of it ("Lion, Move")
        return ButterflyEffectEditor::tr("%1, %2").arg(who, columnWords(m.captured(3)));
    }
    if (const auto m = board.match(field); m.hasMatch()) {
        const QString which = m.captured(1).isEmpty()
                                  ? ButterflyEffectEditor::tr("Board")
                                  : ButterflyEffectEditor::tr("Board of the past");
        if (m.captured(2).isEmpty())
            return which;
        //: %1 a card's name or a board, %2 a column or part of it ("Lion, Move")
        return ButterflyEffectEditor::tr("%1, %2").arg(which, columnWords(m.captured(2)));
    }
    return ButterflyEffectEditor::tr("Set-up");
}

// A square as the editor's board edges label it: column letter, row number ("C4").
QString squareWords(long long row, long long column) {
    return QString(QChar(static_cast<char16_t>(u'A' + column))) + QString::number(row + 1);
}

QString problemWords(const pb::butterfly_effect::SetupError& error) {
    const std::string& code = error.code();
    const auto& v = error.values();
    auto name = [&](std::size_t i) {
        return i < error.names().size() ? QString::fromStdString(error.names()[i]) : QString();
    };
    if (code == "notInteger")
        return ButterflyEffectEditor::tr("must be a whole number");
    if (code == "outside" && v.size() == 3)
        return ButterflyEffectEditor::tr("%1 is not within %2..%3").arg(v[0]).arg(v[1]).arg(v[2]);
    if (code == "nameEmpty")
        return ButterflyEffectEditor::tr("a name is needed");
    if ((code == "patternRows" || code == "patternCells") && v.size() == 1)
        return ButterflyEffectEditor::tr("a pattern fits in %1 × %1 cells").arg(v[0]);
    if (code == "patternCell" || code == "patternForm")
        return ButterflyEffectEditor::tr("a pattern is drawn as rows of X (a cell) and . (none)");
    if (code == "patternEmpty")
        return ButterflyEffectEditor::tr("a pattern needs at least one cell");
    if (code == "squareForm")
        return ButterflyEffectEditor::tr("not a list of squares");
    if (code == "tooManySquares" && v.size() == 1)
        return ButterflyEffectEditor::tr("at most %1 squares").arg(v[0]);
    if (code == "offBoard" && v.size() == 1)
        return ButterflyEffectEditor::tr("a square lies off the %1 × %1 board").arg(v[0]);
    if (code == "listedTwice")
        return ButterflyEffectEditor::tr("a square is listed twice");
    if (code == "noCity")
        return ButterflyEffectEditor::tr("a board needs at least one city");
    if (code == "greenCity" && v.size() == 2)
        return ButterflyEffectEditor::tr(
                   "%1 would be a green spot and a city; a square is one or the other")
            .arg(squareWords(v[0], v[1]));
    if (code == "speciesCount")
        return ButterflyEffectEditor::tr(
            "six species are needed: three animals, then three plants");
    if (code == "notObject" || code == "setupForm")
        return ButterflyEffectEditor::tr("cannot be read");
    if (code == "tooManyEvolutions" && v.size() == 1)
        return ButterflyEffectEditor::tr("at most %1 evolution cards").arg(v[0]);
    if (code == "effectRequired")
        return ButterflyEffectEditor::tr("an effect is needed");
    if (code == "unknownEffect")
        return ButterflyEffectEditor::tr("\"%1\" is not an effect of the list").arg(name(0));
    if (code == "nameTwice")
        return ButterflyEffectEditor::tr("\"%1\" would name two cards").arg(name(0));
    if (code == "deckSize" && v.size() == 2)
        return ButterflyEffectEditor::tr("each seat's deck must hold %1 to %2 cards")
            .arg(v[0])
            .arg(v[1]);
    if (code == "unknownKey")
        return ButterflyEffectEditor::tr("\"%1\" is not part of a set-up").arg(name(0));
    if (code == "pastNeedsSeparate")
        return ButterflyEffectEditor::tr(
                   "both eras share one board; the parameter \"%1\" lets the past have "
                   "its own")
            .arg(QCoreApplication::translate("ParameterWords", "Own layout for the past"));
    if (code == "tooFewGreen" && v.size() == 1)
        return ButterflyEffectEditor::tr("the set-up needs at least %1 green spots").arg(v[0]);
    return {};
}

} // namespace

QString setupProblemText(const pb::butterfly_effect::SetupError& error, const json& setup) {
    const QString problem = problemWords(error);
    // A code this file does not know yet: the core's English, not nothing.
    if (problem.isEmpty())
        return QString::fromUtf8(error.what());
    //: %1 the field ("Lion, Move", "Board of the past"), %2 the problem
    return ButterflyEffectEditor::tr("%1: %2.").arg(
        fieldWords(QString::fromStdString(error.field()), setup), problem);
}

namespace {

// The problems of the cards file's own codes (butterfly_effect_cards_csv.cpp).
QString cardsProblem(const pb::decks::DeckCsvError& error) {
    const std::string& code = error.code();
    const auto& values = error.values();
    const auto& names = error.names();
    const auto name = [&](std::size_t i) {
        return i < names.size() ? QString::fromStdString(names[i]) : QString();
    };
    if (code == "notWholeNumber" && names.size() == 1)
        return ButterflyEffectEditor::tr("'%1' is not a whole number").arg(name(0));
    if (code == "outOfRange" && names.size() == 1 && values.size() == 2)
        return ButterflyEffectEditor::tr("'%1' is not within %2..%3")
            .arg(name(0))
            .arg(values[0])
            .arg(values[1]);
    if (code == "badPattern" && names.size() == 1)
        return ButterflyEffectEditor::tr("'%1' is not a pattern (1 to 4 rows of 1 to 4 'X' or "
                                         "'.', joined by '/', at least one X, e.g. X./XX)")
            .arg(name(0));
    if (code == "valueNeeded")
        return ButterflyEffectEditor::tr("a value is needed here");
    if (code == "nameTwice" && names.size() == 1)
        return ButterflyEffectEditor::tr("'%1' names two cards").arg(name(0));
    if (code == "tooManySpecies" && values.size() == 1)
        return ButterflyEffectEditor::tr("more than %1 species").arg(values[0]);
    if (code == "tooManyEvolutions" && values.size() == 1)
        return ButterflyEffectEditor::tr("more than %1 evolution cards").arg(values[0]);
    if (code == "unknownEffect" && names.size() == 2)
        return ButterflyEffectEditor::tr("'%1' is not an effect (%2)").arg(name(0), name(1));
    if (code == "unknownKind" && names.size() == 1)
        return ButterflyEffectEditor::tr("'%1' is neither species nor evolution").arg(name(0));
    if (code == "speciesCount" && values.size() == 2)
        return ButterflyEffectEditor::tr(
                   "the file has %1 species; it needs %2 (3 animals, then 3 plants)")
            .arg(values[0])
            .arg(values[1]);
    return {};
}

} // namespace

QString cardsCsvProblemText(const pb::decks::DeckCsvError& error) {
    return deckCsvProblemText(error, cardsProblem);
}

} // namespace pb::gui::butterfly_effect
