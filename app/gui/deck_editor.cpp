#include "deck_editor.h"

#include "db/design_store.h"
#include "deck_commands.h"
#include "deck_words.h"
#include "decks/deck_csv.h"
#include "decks/deck_schema.h"
#include "engine/game.h"
#include "engine/parameter_conflict.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "language_watch.h"
#include "parameter_words.h"
#include "ruleset_ui.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUrl>
#include <QVariantMap>
#include <exception>

namespace pb::gui {

namespace {

// "deck.cards[3].suit: problem" as the table shows it: "Row 4, Suit: problem",
// the problem in the interface language where the error has a code (the
// ruleset's words first), else the core's English.
QString describe(const decks::DeckError& error, const QString& rulesetId) {
    static const QRegularExpression card(QStringLiteral(R"(^deck\.cards\[(\d+)\]\.(\w+)$)"));
    const QString path = QString::fromStdString(error.path());
    QString problem;
    if (const RulesetUi* ui = findRulesetUi(rulesetId.toStdString()))
        problem = ui->deckProblemText(error);
    if (problem.isEmpty() && error.code() == "deckTooLarge" && error.values().size() == 1)
        problem = DeckEditor::tr("the deck holds more than %1 cards").arg(error.values()[0]);
    if (problem.isEmpty())
        problem = QString::fromStdString(error.problem());
    const auto match = card.match(path);
    if (match.hasMatch())
        return DeckEditor::tr("Row %1, %2: %3")
            .arg(match.captured(1).toInt() + 1)
            .arg(deckColumnWords(match.captured(2)), problem);
    return problem;
}

QString localPath(const QString& pathOrUrl) {
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

} // namespace

DeckEditor::DeckEditor(QObject* parent) : DesignPartEditor(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this, &DeckEditor::dirtyChanged);
    connect(&cards_, &DeckModel::totalsChanged, this, [this] {
        emit deckChanged();
        refreshPreview();
    });
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
        refreshPreview();
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

// Parameters saved on the Designs page change what the deck must satisfy and
// what it deals, never the deck being edited.
void DeckEditor::onDesignsChanged() {
    if (!rules_ || !workbench_ || !workbench_->isOpen())
        return;
    try {
        if (const auto row = db::DesignStore(*workbench_->database()).get(designId_))
            params_ = row->params;
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "rereading design" << designId_ << "failed:" << failure.what();
    }
    refreshPreview();
}

void DeckEditor::setPreviewPlayers(int players) {
    players = std::clamp(players, minPlayers_, std::max(minPlayers_, maxPlayers_));
    if (players == previewPlayers_)
        return;
    previewPlayers_ = players;
    refreshPreview();
}

namespace {

// A template's name and description in the interface language (the core's
// English, with the rules' clause ids, stays for the CLI and files).
std::pair<QString, QString> templateWords(const decks::DeckTemplate& t) {
    if (t.id == "two-decks")
        return {DeckEditor::tr("Two standard decks"),
                DeckEditor::tr("Two 52-card decks shuffled together, no jokers: 104 cards.")};
    if (t.id == "land-variant")
        return {DeckEditor::tr("Two decks and lands"),
                DeckEditor::tr("The harder variant: two standard decks and 26 lands as a fifth "
                               "suit, 130 cards. Set Suits to 5 and Codes to win to 5.")};
    return {QString::fromStdString(t.name), QString::fromStdString(t.description)};
}

} // namespace

QVariantList DeckEditor::templates() const {
    QVariantList out;
    if (!rules_)
        return out;
    for (const decks::DeckTemplate& t : rules_->templates)
        out << QVariantMap{{QStringLiteral("id"), QString::fromStdString(t.id)},
                           {QStringLiteral("name"), templateWords(t).first},
                           {QStringLiteral("description"), templateWords(t).second},
                           {QStringLiteral("cards"), t.deck.totalCards()}};
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
    problem_.clear();
    previewHands_.clear();
    stacks_.setStacks({});
    cards_.setDeck({});
}

void DeckEditor::reload() {
    setErrorMessage({});
    setStatusMessage({});
    undoStack_.clear();
    clear();
    std::optional<db::DesignRow> row;
    if (designId_ > 0 && workbench_ && workbench_->isOpen()) {
        try {
            row = db::DesignStore(*workbench_->database()).get(designId_);
        } catch (const std::exception& failure) {
            setErrorMessage(QString::fromUtf8(failure.what()));
        }
    }
    const Ruleset* ruleset = row ? findRuleset(row->ruleset.toStdString()) : nullptr;
    rules_ = row ? decks::deckRulesetFor(row->ruleset.toStdString()) : nullptr;
    if (!rules_ || !ruleset) {
        rules_ = nullptr;
        emit deckLoaded();
        emit deckChanged();
        emit previewChanged();
        return;
    }
    ruleset_ = row->ruleset;
    params_ = row->params;
    if (row->setup.is_object()) {
        otherSetup_ = row->setup;
        otherSetup_.erase("deck");
    }
    minPlayers_ = ruleset->minPlayers();
    maxPlayers_ = ruleset->maxPlayers();
    previewPlayers_ = std::clamp(previewPlayers_, minPlayers_, maxPlayers_);
    decks::Deck deck = rules_->schema.emptyDeck();
    try {
        if (row->setup.is_object() && row->setup.contains("deck")) {
            deck = decks::deckFromJson(row->setup["deck"]);
            savedDeck_ = true;
        } else {
            deck = rules_->defaultDeck(*ruleset->makeGame(params_, minPlayers_));
        }
    } catch (const decks::DeckError& failure) {
        setErrorMessage(tr("The saved deck cannot be read: %1").arg(describe(failure, ruleset_)));
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
    }
    // The player range first, so that a view clamping to it sees the preview's count.
    emit deckLoaded();
    cards_.setDeck(std::move(deck)); // emits deckChanged and refreshes the preview
}

bool DeckEditor::save() {
    setErrorMessage({});
    if (!rules_ || !workbench_ || !workbench_->isOpen())
        return false;
    try {
        db::DesignStore store(*workbench_->database());
        std::optional<db::DesignRow> row = store.get(designId_);
        if (!row) {
            setErrorMessage(tr("Design %1 no longer exists.").arg(designId_));
            return false;
        }
        nlohmann::json setup = row->setup.is_object() ? row->setup : nlohmann::json::object();
        setup["deck"] = decks::deckToJson(cards_.deck());
        // The check design import makes: the smallest table must be able to play it.
        const Ruleset& ruleset = rulesetOrThrow(ruleset_.toStdString());
        ruleset.makeGame(row->params, ruleset.minPlayers())->newInitialState(0, setup);
        row->setup = std::move(setup);
        store.update(*row);
        undoStack_.setClean();
        savedDeck_ = true;
        setStatusMessage(tr("Deck saved: %n card(s).", nullptr, cards_.totalCards()));
        workbench_->notifyDesignsChanged();
        emit deckLoaded();
        emit saved();
        return true;
    } catch (const decks::DeckError& failure) {
        setErrorMessage(tr("Not saved: %1").arg(describe(failure, ruleset_)));
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "saving the deck of design" << designId_ << "failed:" << failure.what();
        setErrorMessage(tr("Not saved: %1").arg(QString::fromUtf8(failure.what())));
    }
    return false;
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
        setErrorMessage(deckValueProblem(value, QString::fromStdString(spec.name)));
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
    setErrorMessage({});
    replaceDeck(t->deck, tr("Apply template %1").arg(templateWords(*t).first));
    setStatusMessage(tr("Template applied: %1.").arg(templateWords(*t).first));
    return true;
}

bool DeckEditor::importCsv(const QString& pathOrUrl) {
    if (!rules_)
        return false;
    const QString path = localPath(pathOrUrl);
    const QString file = QFileInfo(path).fileName();
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        setErrorMessage(tr("Cannot read %1: %2").arg(file, in.errorString()));
        return false;
    }
    const QByteArray text = in.readAll();
    try {
        decks::Deck deck = decks::deckFromCsv(
            std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
            rules_->schema);
        const int types = static_cast<int>(deck.cards.size());
        setErrorMessage({});
        replaceDeck(std::move(deck), tr("Import %1").arg(file));
        setStatusMessage(tr("Imported %n card type(s) from %1.", nullptr, types).arg(file));
        return true;
    } catch (const decks::DeckCsvError& failure) {
        setErrorMessage(tr("%1 was not imported: %2").arg(file, deckCsvProblemText(failure)));
        return false;
    }
}

bool DeckEditor::exportCsv(const QString& pathOrUrl) {
    if (!rules_)
        return false;
    const QString path = localPath(pathOrUrl);
    const QString file = QFileInfo(path).fileName();
    QSaveFile out(path);
    const std::string text = decks::deckToCsv(cards_.deck());
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !out.commit()) {
        setErrorMessage(tr("Cannot write %1: %2").arg(file, out.errorString()));
        return false;
    }
    setErrorMessage({});
    setStatusMessage(
        tr("Exported %n card type(s) to %1.", nullptr, static_cast<int>(cards_.deck().cards.size()))
            .arg(file));
    return true;
}

bool DeckEditor::shufflePreview(const QString& seedText) {
    bool ok = false;
    const qulonglong seed = seedText.trimmed().toULongLong(&ok);
    if (!ok) {
        setErrorMessage(
            tr("The seed must be a whole number of at least 0, not '%1'.").arg(seedText));
        return false;
    }
    setErrorMessage({});
    previewSeed_ = seed;
    refreshPreview();
    return true;
}

void DeckEditor::refreshPreview() {
    problem_.clear();
    previewHands_.clear();
    std::vector<decks::StackView> stacks;
    if (rules_) {
        try {
            const Ruleset& ruleset = rulesetOrThrow(ruleset_.toStdString());
            const auto game = ruleset.makeGame(params_, previewPlayers_);
            nlohmann::json setup = otherSetup_;
            setup["deck"] = decks::deckToJson(cards_.deck());
            const decks::SetupView view = rules_->preview(*game, previewSeed_, setup);
            // The core names the cards in English; the ruleset's interface
            // words each from its card type, or its suit where the deck has none.
            const RulesetUi* ui = findRulesetUi(ruleset_.toStdString());
            const decks::Deck& deck = cards_.deck();
            auto word = [&](int type, const std::string& suit, const std::string& english) {
                QString text = ui && type >= 0 ? ui->cardLabel(deck, type) : QString();
                if (text.isEmpty() && type < 0 && !suit.empty())
                    text = valueText("suit", suit);
                return text.isEmpty() ? QString::fromStdString(english) : text;
            };
            stacks = view.stacks;
            for (decks::StackView& stack : stacks)
                for (std::size_t i = 0; i < stack.order.size(); ++i)
                    if (i < stack.types.size() && i < stack.suits.size())
                        stack.order[i] =
                            word(stack.types[i], stack.suits[i], stack.order[i]).toStdString();
            for (std::size_t seat = 0; seat < view.hands.size(); ++seat) {
                QStringList cards;
                if (seat < view.handTypes.size() && seat < view.handSuits.size())
                    for (std::size_t i = 0; i < view.handTypes[seat].size(); ++i)
                        cards << word(view.handTypes[seat][i], view.handSuits[seat][i], {});
                previewHands_ << (cards.isEmpty() ? QString::fromStdString(view.hands[seat])
                                                  : cards.join(QStringLiteral(", ")));
            }
        } catch (const decks::DeckError& failure) {
            problem_ = describe(failure, ruleset_);
        } catch (const ParameterConflict& failure) {
            problem_ = ParameterWords::conflict(ruleset_.toStdString(), failure);
        } catch (const std::exception& failure) {
            problem_ = QString::fromUtf8(failure.what());
        }
    }
    stacks_.setStacks(std::move(stacks));
    emit previewChanged();
}

} // namespace pb::gui
