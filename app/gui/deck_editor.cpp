#include "deck_editor.h"

#include "deck_commands.h"
#include "deck_words.h"
#include "decks/deck_csv.h"
#include "decks/deck_schema.h"
#include "design_ruleset.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "language_watch.h"
#include "ruleset_ui.h"

#include <QRegularExpression>
#include <QVariantMap>
#include <algorithm>
#include <exception>

namespace pb::gui {

namespace {

// A template's name and description in the interface language (the ruleset's
// words), or the core's English.
std::pair<QString, QString> templateWords(const decks::DeckTemplate& t, const QString& rulesetId) {
    QString name;
    QString description;
    if (const RulesetUi* ui = findRulesetUi(rulesetId.toStdString())) {
        name = ui->deckTemplateName(t.id);
        description = ui->deckTemplateDescription(t.id);
    }
    return {name.isEmpty() ? QString::fromStdString(t.name) : name,
            description.isEmpty() ? QString::fromStdString(t.description) : description};
}

} // namespace

// "deck.cards[3].suit: problem" as the table shows it: "Row 4, Suit: problem",
// the problem in the interface language where the error has a code (the
// ruleset's words first), else the core's English.
QString DeckEditor::deckProblemText(const std::exception& failure, const QString& rulesetId) {
    const auto* error = dynamic_cast<const decks::DeckError*>(&failure);
    if (!error)
        return QString::fromUtf8(failure.what());
    static const QRegularExpression card(QStringLiteral(R"(^deck\.cards\[(\d+)\]\.(\w+)$)"));
    const QString path = QString::fromStdString(error->path());
    QString problem;
    if (const RulesetUi* ui = findRulesetUi(rulesetId.toStdString()))
        problem = ui->deckProblemText(*error);
    if (problem.isEmpty() && error->code() == "deckTooLarge" && error->values().size() == 1)
        problem = tr("the deck holds more than %1 cards").arg(error->values()[0]);
    if (problem.isEmpty())
        problem = QString::fromStdString(error->problem());
    const auto match = card.match(path);
    if (match.hasMatch())
        return tr("Row %1, %2: %3")
            .arg(match.captured(1).toInt() + 1)
            .arg(deckColumnWords(match.captured(2), rulesetId.toStdString()), problem);
    return problem;
}

DeckEditor::DeckEditor(QObject* parent) : DesignPartEditor(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this, &DeckEditor::dirtyChanged);
    connect(&cards_, &DeckModel::totalsChanged, this, &DeckEditor::deckChanged);
    cards_.setEditHandler(
        [this](int row, int role, const QVariant& value) { return handleEdit(row, role, value); });
    connect(this, &DeckEditor::deckLoaded, this, &DeckEditor::wordsChanged);
    cards_.setNameWords([this](const decks::Deck& deck, int row) {
        const RulesetUi* ui = findRulesetUi(ruleset_.toStdString());
        return ui ? ui->cardTypeName(deck, row) : QString();
    });
    onLanguageChange(this, [this] {
        if (!rules_)
            return;
        emit wordsChanged();
        emit deckChanged();
        cards_.rewordNames();
    });
}

QString DeckEditor::valueText(const std::string& attribute, const std::string& value) const {
    if (const RulesetUi* ui = findRulesetUi(ruleset_.toStdString()))
        if (QString words = ui->deckValueLabel(attribute, value); !words.isEmpty())
            return words;
    return QString::fromStdString(value);
}

DeckEditor::~DeckEditor() {
    // The commands hold the model; they go before it.
    undoStack_.clear();
}

void DeckEditor::setDeckRules(const decks::DeckRuleset* rules) {
    ownRules_ = rules;
    reload();
}

nlohmann::json DeckEditor::setup() const {
    nlohmann::json setup = otherSetup_;
    setup["deck"] = decks::deckToJson(cards_.deck());
    return setup;
}

// Parameters saved on the Designs page change what the deck must satisfy and
// what it deals, never the deck being edited.
void DeckEditor::onDesignsChanged() {
    if (!rules_)
        return;
    if (const auto row = readDesign())
        params_ = row->params;
    emit parametersChanged();
}

QVariantList DeckEditor::templates() const {
    QVariantList out;
    if (!rules_)
        return out;
    for (const decks::DeckTemplate& t : rules_->templates) {
        const auto [name, description] = templateWords(t, ruleset_);
        out << QVariantMap{{QStringLiteral("id"), QString::fromStdString(t.id)},
                           {QStringLiteral("name"), name},
                           {QStringLiteral("description"), description},
                           {QStringLiteral("cards"), t.deck.totalCards()}};
    }
    return out;
}

QStringList DeckEditor::attributeLabels() const {
    QStringList out;
    if (!rules_)
        return out;
    for (const decks::AttributeSpec& spec : rules_->schema.attributes)
        out << deckColumnWords(QString::fromStdString(spec.name), ruleset_.toStdString());
    return out;
}

QVariantList DeckEditor::attributeOptions() const {
    QVariantList out;
    if (!rules_)
        return out;
    for (const decks::AttributeSpec& spec : rules_->schema.attributes) {
        QVariantList values;
        for (const std::string& value : spec.values)
            values << QVariantMap{{QStringLiteral("value"), QString::fromStdString(value)},
                                  {QStringLiteral("text"), valueText(spec.name, value)}};
        out << QVariant(values);
    }
    return out;
}

QVariantList DeckEditor::totals() const {
    QVariantList out;
    if (!rules_ || rules_->schema.attributes.empty())
        return out;
    const decks::AttributeSpec& first = rules_->schema.attributes.front();
    const decks::Deck& deck = cards_.deck();
    for (const std::string& value : first.values) {
        int count = 0;
        for (const decks::CardType& card : deck.cards)
            if (!card.values.empty() && card.values.front() == value)
                count += card.count;
        if (count > 0)
            out << QVariantMap{{QStringLiteral("value"), QString::fromStdString(value)},
                               {QStringLiteral("text"), valueText(first.name, value)},
                               {QStringLiteral("count"), count}};
    }
    return out;
}

void DeckEditor::clear() {
    rules_ = nullptr;
    ruleset_.clear();
    params_ = nlohmann::json::object();
    otherSetup_ = nlohmann::json::object();
    savedDeck_ = false;
    cards_.setDeck({});
}

void DeckEditor::load(const std::optional<db::DesignRow>& row) {
    clear();
    const Ruleset* ruleset = row ? findRuleset(designRulesetKey(*row).toStdString()) : nullptr;
    if (ruleset)
        rules_ = ownRules_ ? ownRules_ : ruleset->deckRules();
    if (!rules_) {
        emit deckLoaded();
        emit deckChanged();
        emit parametersChanged();
        return;
    }
    ruleset_ = designRulesetKey(*row);
    params_ = row->params;
    if (row->setup.is_object()) {
        otherSetup_ = row->setup;
        otherSetup_.erase("deck");
    }
    decks::Deck deck = rules_->schema.emptyDeck();
    try {
        if (row->setup.is_object() && row->setup.contains("deck")) {
            deck = decks::deckFromJson(row->setup["deck"]);
            savedDeck_ = true;
        } else {
            deck = rules_->defaultDeck(*ruleset->makeGame(params_, ruleset->minPlayers()));
        }
    } catch (const decks::DeckError& failure) {
        setErrorMessage(
            tr("The saved deck cannot be read: %1").arg(deckProblemText(failure, ruleset_)));
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
    }
    // The design first, so that what reads the deck on deckChanged sees its rules.
    emit deckLoaded();
    emit parametersChanged();
    cards_.setDeck(std::move(deck)); // emits deckChanged
}

QString DeckEditor::failureText(const std::exception& failure) const {
    return deckProblemText(failure, ruleset_);
}

bool DeckEditor::save() {
    setErrorMessage({});
    if (!rules_)
        return false;
    const bool stored = storeDesign(
        [this](db::DesignRow& row) {
            nlohmann::json setup = row.setup.is_object() ? row.setup : nlohmann::json::object();
            setup["deck"] = decks::deckToJson(cards_.deck());
            // The check design import makes: the smallest table must be able to play it.
            const Ruleset& ruleset = rulesetOrThrow(ruleset_.toStdString());
            ruleset.makeGame(row.params, ruleset.minPlayers())->newInitialState(0, setup);
            row.setup = std::move(setup);
        },
        tr("Deck saved: %n card(s).", nullptr, cards_.totalCards()));
    if (stored) {
        savedDeck_ = true;
        emit deckLoaded();
    }
    return stored;
}

bool DeckEditor::handleEdit(int row, int role, const QVariant& value) {
    switch (role) {
    case DeckModel::NameRole:
        setName(row, value.toString());
        return true;
    case DeckModel::CountRole:
        setCount(row, value.toInt());
        return true;
    case DeckModel::ValuesRole: {
        const QStringList values = value.toStringList();
        decks::CardType after = cards_.card(row);
        if (values.size() != static_cast<int>(after.values.size()))
            return false;
        for (int c = 0; c < values.size(); ++c)
            if (!setAttribute(row, c, values[c]))
                return false;
        return true;
    }
    default:
        return false;
    }
}

void DeckEditor::changeCard(int row, decks::CardType after, const QString& text, bool countOnly) {
    if (row < 0 || row >= cards_.rowCount() || after == cards_.card(row))
        return;
    undoStack_.push(new ChangeCardTypeCommand(&cards_, row, cards_.card(row), std::move(after),
                                              text, countOnly));
}

void DeckEditor::addCardType(int row) {
    if (!rules_)
        return;
    decks::CardType card;
    const int source = row >= 0 && row < cards_.rowCount() ? row : cards_.rowCount() - 1;
    if (source >= 0) {
        card.values = cards_.card(source).values;
    } else {
        for (const decks::AttributeSpec& spec : rules_->schema.attributes)
            card.values.push_back(spec.values.empty() ? std::string() : spec.values.front());
    }
    card.name = tr("New card").toStdString();
    card.count = 1;
    undoStack_.push(new AddCardTypeCommand(&cards_, source + 1, std::move(card)));
}

void DeckEditor::removeCardType(int row) {
    if (row < 0 || row >= cards_.rowCount())
        return;
    undoStack_.push(new RemoveCardTypeCommand(&cards_, row));
}

void DeckEditor::setName(int row, const QString& name) {
    if (row < 0 || row >= cards_.rowCount())
        return;
    decks::CardType after = cards_.card(row);
    after.name = name.trimmed().toStdString();
    changeCard(row, std::move(after), tr("Rename card type"), false);
}

bool DeckEditor::setAttribute(int row, int column, const QString& value) {
    if (!rules_ || row < 0 || row >= cards_.rowCount() || column < 0 ||
        column >= static_cast<int>(rules_->schema.attributes.size()))
        return false;
    const decks::AttributeSpec& spec = rules_->schema.attributes[static_cast<std::size_t>(column)];
    if (!decks::DeckSchema::allows(spec, value.toStdString())) {
        setErrorMessage(
            deckValueProblem(value, QString::fromStdString(spec.name), ruleset_.toStdString()));
        return false;
    }
    setErrorMessage({});
    decks::CardType after = cards_.card(row);
    after.values[static_cast<std::size_t>(column)] = value.toStdString();
    changeCard(row, std::move(after), tr("Change %1").arg(QString::fromStdString(spec.name)),
               false);
    return true;
}

void DeckEditor::setCount(int row, int count) {
    if (row < 0 || row >= cards_.rowCount())
        return;
    decks::CardType after = cards_.card(row);
    after.count = std::clamp(count, 0, decks::kMaxCopies);
    changeCard(row, std::move(after), tr("Change count"), true);
}

void DeckEditor::replaceDeck(decks::Deck deck, const QString& text) {
    if (deck == cards_.deck())
        return;
    undoStack_.push(new ReplaceDeckCommand(&cards_, cards_.deck(), std::move(deck), text));
}

bool DeckEditor::applyTemplate(const QString& id) {
    const decks::DeckTemplate* t = rules_ ? rules_->findTemplate(id.toStdString()) : nullptr;
    if (!t)
        return false;
    const QString name = templateWords(*t, ruleset_).first;
    setErrorMessage({});
    replaceDeck(t->deck, tr("Apply template %1").arg(name));
    setStatusMessage(tr("Template applied: %1.").arg(name));
    return true;
}

bool DeckEditor::importCsv(const QString& pathOrUrl) {
    if (!rules_)
        return false;
    return importFile(pathOrUrl, [this](std::string_view text, const QString& file) {
        try {
            decks::Deck deck = decks::deckFromCsv(text, rules_->schema);
            const int types = static_cast<int>(deck.cards.size());
            setErrorMessage({});
            replaceDeck(std::move(deck), tr("Import %1").arg(file));
            setStatusMessage(tr("Imported %n card type(s) from %1.", nullptr, types).arg(file));
            return true;
        } catch (const decks::DeckCsvError& failure) {
            setErrorMessage(
                tr("%1 was not imported: %2")
                    .arg(file, deckCsvProblemText(failure, {}, ruleset_.toStdString())));
            return false;
        }
    });
}

bool DeckEditor::exportCsv(const QString& pathOrUrl) {
    if (!rules_)
        return false;
    const int types = static_cast<int>(cards_.deck().cards.size());
    return exportFile(pathOrUrl, decks::deckToCsv(cards_.deck()), [types](const QString& file) {
        return tr("Exported %n card type(s) to %1.", nullptr, types).arg(file);
    });
}

} // namespace pb::gui
