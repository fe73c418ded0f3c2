#include "butterfly_effect_editor.h"

#include "butterfly_effect_board_presenter.h"
#include "butterfly_effect_editor_commands.h"
#include "butterfly_effect_setup_words.h"
#include "decks/deck_csv.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/butterfly_effect/butterfly_effect_cards_csv.h"
#include "games/butterfly_effect/butterfly_effect_game.h"
#include "games/butterfly_effect/butterfly_effect_setup_error.h"
#include "games/registry.h"

#include <QCoreApplication>
#include <QEvent>
#include <QVariantMap>

namespace pb::gui {

using nlohmann::json;
using namespace pb::gui::butterfly_effect;
namespace be = pb::butterfly_effect;

namespace {

constexpr const char* kRuleset = "butterfly-effect";

int squareIndex(const json& sq, int size) {
    return sq[0].get<int>() * size + sq[1].get<int>();
}

} // namespace

ButterflyEffectEditor::ButterflyEffectEditor(QObject* parent) : DesignPartEditor(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this, &ButterflyEffectEditor::dirtyChanged);
    // Installing a translator sends the application a LanguageChange.
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
    connect(&undoStack_, &QUndoStack::indexChanged, this, [this] { setStatusMessage({}); });
}

// The stack clears itself as it is destroyed, after the members its handler writes.
ButterflyEffectEditor::~ButterflyEffectEditor() {
    undoStack_.disconnect(this);
}

QVariantList ButterflyEffectEditor::species() const {
    QVariantList out;
    if (!setup_.contains("species"))
        return out;
    int index = 0;
    for (const json& s : setup_["species"]) {
        QVariantList grid;
        const json& rows = s["pattern"];
        for (int r = 0; r < be::kMaxPatternSide; ++r)
            for (int c = 0; c < be::kMaxPatternSide; ++c) {
                const std::string line = r < static_cast<int>(rows.size())
                                             ? rows[static_cast<std::size_t>(r)].get<std::string>()
                                             : std::string();
                grid.append(c < static_cast<int>(line.size()) &&
                            line[static_cast<std::size_t>(c)] == 'X');
            }
        out.append(QVariantMap{{QStringLiteral("name"), QString::fromStdString(s["name"])},
                               {QStringLiteral("strength"), s["strength"].get<int>()},
                               {QStringLiteral("move"), s["move"].get<int>()},
                               {QStringLiteral("health"), s["health"].get<int>()},
                               {QStringLiteral("copies"), s["copies"].get<int>()},
                               {QStringLiteral("animal"), index < be::kSpeciesPerSide},
                               {QStringLiteral("grid"), grid}});
        ++index;
    }
    return out;
}

QVariantList ButterflyEffectEditor::evolutions() const {
    QVariantList out;
    if (!setup_.contains("evolutions"))
        return out;
    for (const json& e : setup_["evolutions"])
        out.append(QVariantMap{{QStringLiteral("name"), QString::fromStdString(e["name"])},
                               {QStringLiteral("effect"), QString::fromStdString(e["effect"])},
                               {QStringLiteral("value"), e["value"].get<int>()},
                               {QStringLiteral("copies"), e["copies"].get<int>()}});
    return out;
}

QVariantList ButterflyEffectEditor::effects() const {
    // What each effect does with a number "n", in the interface language.
    QVariantList out;
    for (int e = 0; e < be::kEffectCount; ++e) {
        out.append(QVariantMap{
            {QStringLiteral("name"),
             QString::fromLatin1(be::effectName(static_cast<be::Effect>(e)))},
            {QStringLiteral("label"), ButterflyEffectBoardPresenter::effectText(e, 1).replace(
                                          QLatin1Char('1'), QStringLiteral("n"))}});
    }
    return out;
}

int ButterflyEffectEditor::boardSize() const {
    return setup_.contains("board") ? setup_["board"].value("size", 0) : 0;
}

QVariantList ButterflyEffectEditor::squares() const {
    const int size = boardSize();
    QVariantList out;
    if (size <= 0)
        return out;
    std::vector<bool> green(static_cast<std::size_t>(size * size), false);
    std::vector<int> city(static_cast<std::size_t>(size * size), 0);
    const json& layout = eraLayout();
    for (const json& sq : layout["green"])
        green[static_cast<std::size_t>(squareIndex(sq, size))] = true;
    int number = 0;
    for (const json& sq : layout["cities"])
        city[static_cast<std::size_t>(squareIndex(sq, size))] = ++number;
    for (int sq = 0; sq < size * size; ++sq)
        out.append(
            QVariantMap{{QStringLiteral("green"), bool(green[static_cast<std::size_t>(sq)])},
                        {QStringLiteral("city"), city[static_cast<std::size_t>(sq)]},
                        {QStringLiteral("locked"), sq < static_cast<int>(locks_.size()) &&
                                                       locks_[static_cast<std::size_t>(sq)]}});
    return out;
}

int ButterflyEffectEditor::greenCount() const {
    return setup_.contains("board") ? static_cast<int>(eraLayout()["green"].size()) : 0;
}

int ButterflyEffectEditor::cityCount() const {
    return setup_.contains("board") ? static_cast<int>(eraLayout()["cities"].size()) : 0;
}

const json& ButterflyEffectEditor::eraLayout() const {
    const json& board = setup_["board"];
    return era_ == be::kPast && board.contains("past") ? board["past"] : board;
}

bool ButterflyEffectEditor::separateEras() const {
    return game_ && game_->rules().separateEraLayouts;
}

bool ButterflyEffectEditor::pastDiffers() const {
    return setup_.contains("board") && setup_["board"].contains("past");
}

void ButterflyEffectEditor::setEra(int era) {
    if (era != be::kPast && era != be::kPresent)
        return;
    if (era == era_)
        return;
    // Which board the editor shows is a view, not an edit: no undo step.
    era_ = era;
    emit setupChanged();
}

void ButterflyEffectEditor::load(const std::optional<db::DesignRow>& row) {
    game_.reset();
    setup_ = json::object();
    locks_.clear();
    if (row && row->ruleset == QLatin1String(kRuleset)) {
        std::shared_ptr<const be::ButterflyEffectGame> game;
        try {
            game = std::static_pointer_cast<const be::ButterflyEffectGame>(
                rulesetOrThrow(kRuleset).makeGame(row->params, 2));
        } catch (const std::exception& failure) {
            // Parameters the rules refuse: nothing to edit, and the views say so.
            setErrorMessage(QString::fromUtf8(failure.what()));
            emit setupChanged();
            emit effectsChanged();
            return;
        }
        json setup;
        try {
            setup = game->contentFromJson(row->setup)->toJson();
        } catch (const InvalidInput& failure) {
            // A set-up the game no longer takes: start from the defaults.
            const auto* refusal = dynamic_cast<const be::SetupError*>(&failure);
            setErrorMessage(tr("The saved cards cannot be read (%1); the defaults are shown.")
                                .arg(refusal ? setupProblemText(*refusal, row->setup)
                                             : QString::fromUtf8(failure.what())));
            setup = game->defaultContent()->toJson();
        }
        game_ = std::move(game);
        setup_ = std::move(setup);
        locks_.assign(static_cast<std::size_t>(boardSize() * boardSize()), false);
        readLocks(row->setup);
    }
    emit setupChanged();
    emit effectsChanged();
}

bool ButterflyEffectEditor::save() {
    setErrorMessage({});
    if (!game_)
        return false;
    return storeDesign(
        [this](db::DesignRow& row) {
            row.setup = setup_;
            // The locks go with the board they were set on (board.locked).
            json locked = json::array();
            const int size = boardSize();
            for (int sq = 0; sq < static_cast<int>(locks_.size()); ++sq)
                if (locks_[static_cast<std::size_t>(sq)])
                    locked.push_back({sq / size, sq % size});
            if (!locked.empty())
                row.setup["board"]["locked"] = std::move(locked);
        },
        tr("Cards and boards saved."));
}

bool ButterflyEffectEditor::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        emit effectsChanged();
        if (refusal_)
            setErrorMessage(butterfly_effect::setupProblemText(*refusal_, refusalSetup_));
    }
    return DesignPartEditor::eventFilter(watched, event);
}

void ButterflyEffectEditor::readLocks(const json& saved) {
    // A set-up the game took has its locks on the board it shows; one it
    // refused (the defaults shown instead) keeps none.
    if (!errorMessage().isEmpty() || !saved.is_object() || !saved.contains("board") ||
        !saved["board"].is_object() || !saved["board"].contains("locked") ||
        !saved["board"]["locked"].is_array())
        return;
    const int size = boardSize();
    for (const json& sq : saved["board"]["locked"]) {
        const int index = squareIndex(sq, size);
        if (index >= 0 && index < static_cast<int>(locks_.size()))
            locks_[static_cast<std::size_t>(index)] = true;
    }
}

void ButterflyEffectEditor::applySetup(const json& setup) {
    const int oldSize = boardSize();
    setup_ = setup;
    if (boardSize() != oldSize)
        locks_.assign(static_cast<std::size_t>(boardSize() * boardSize()), false);
    emit setupChanged();
}

void ButterflyEffectEditor::applyToggleLock(int square) {
    if (square < 0 || square >= static_cast<int>(locks_.size()))
        return;
    locks_[static_cast<std::size_t>(square)] = !locks_[static_cast<std::size_t>(square)];
    emit setupChanged();
}

bool ButterflyEffectEditor::push(std::unique_ptr<SetupCommand> command) {
    try {
        command->setAfter(game_->contentFromJson(command->after())->toJson());
    } catch (const be::SetupError& failure) {
        // Worded here, in the interface language, and again on a language switch.
        refusal_ = std::make_unique<be::SetupError>(failure);
        refusalSetup_ = setup_;
        setErrorMessage(butterfly_effect::setupProblemText(failure, refusalSetup_));
        return false;
    } catch (const InvalidInput& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
        return false;
    }
    setErrorMessage({});
    if (command->after() == setup_)
        return true; // nothing changes: nothing to undo
    undoStack_.push(command.release());
    return true;
}

bool ButterflyEffectEditor::setSpeciesValue(int species, const QString& field,
                                            const QVariant& value) {
    static const QStringList fields = {QStringLiteral("name"), QStringLiteral("strength"),
                                       QStringLiteral("move"), QStringLiteral("health"),
                                       QStringLiteral("copies")};
    if (!game_ || species < 0 || species >= be::kSpecies || !fields.contains(field))
        return false;
    return push(std::make_unique<SetSpeciesValueCommand>(this, setup_, species, field, value));
}

bool ButterflyEffectEditor::togglePatternCell(int species, int row, int column) {
    if (!game_ || species < 0 || species >= be::kSpecies || row < 0 || row >= be::kMaxPatternSide ||
        column < 0 || column >= be::kMaxPatternSide)
        return false;
    return push(std::make_unique<TogglePatternCellCommand>(this, setup_, species, row, column));
}

bool ButterflyEffectEditor::setEvolutionValue(int evolution, const QString& field,
                                              const QVariant& value) {
    static const QStringList fields = {QStringLiteral("name"), QStringLiteral("effect"),
                                       QStringLiteral("value"), QStringLiteral("copies")};
    if (!game_ || evolution < 0 || evolution >= static_cast<int>(setup_["evolutions"].size()) ||
        !fields.contains(field))
        return false;
    return push(std::make_unique<SetEvolutionValueCommand>(this, setup_, evolution, field, value));
}

bool ButterflyEffectEditor::addEvolution() {
    if (!game_)
        return false;
    // A name no other card has: "Evolution 9", "Evolution 10", ...
    const std::string dump = setup_.dump();
    int n = static_cast<int>(setup_["evolutions"].size()) + 1;
    while (dump.find("\"Evolution " + std::to_string(n) + "\"") != std::string::npos)
        ++n;
    // Designer's data, like the default cards' names: not translated.
    return push(
        std::make_unique<AddEvolutionCommand>(this, setup_, QStringLiteral("Evolution %1").arg(n)));
}

bool ButterflyEffectEditor::removeEvolution(int evolution) {
    if (!game_ || evolution < 0 || evolution >= static_cast<int>(setup_["evolutions"].size()))
        return false;
    return push(std::make_unique<RemoveEvolutionCommand>(this, setup_, evolution));
}

bool ButterflyEffectEditor::setBoardSize(int size) {
    if (!game_ || size == boardSize())
        return false;
    return push(std::make_unique<SetBoardSizeCommand>(this, setup_, size));
}

bool ButterflyEffectEditor::toggleGreen(int square) {
    if (!game_ || square < 0 || square >= boardSize() * boardSize())
        return false;
    return push(std::make_unique<ToggleGreenCommand>(this, setup_, era_, square, separateEras()));
}

bool ButterflyEffectEditor::toggleCity(int square) {
    if (!game_ || square < 0 || square >= boardSize() * boardSize())
        return false;
    return push(std::make_unique<ToggleCityCommand>(this, setup_, era_, square, separateEras()));
}

void ButterflyEffectEditor::toggleLock(int square) {
    if (!game_ || square < 0 || square >= static_cast<int>(locks_.size()))
        return;
    undoStack_.push(new ToggleBoardLockCommand(this, square));
}

bool ButterflyEffectEditor::randomizeBoard(const QString& seedText) {
    if (!game_)
        return false;
    bool ok = false;
    const qulonglong seed = seedText.trimmed().toULongLong(&ok);
    if (!ok) {
        setErrorMessage(
            tr("The seed must be a whole number of at least 0, not '%1'.").arg(seedText));
        return false;
    }
    return push(
        std::make_unique<RandomizeBoardCommand>(this, setup_, era_, locks_, seed, separateEras()));
}

bool ButterflyEffectEditor::importCsv(const QString& pathOrUrl) {
    if (!game_)
        return false;
    return importFile(pathOrUrl, [this](std::string_view text, const QString& file) {
        json cards;
        try {
            cards = be::cardsFromCsv(text);
        } catch (const decks::DeckCsvError& failure) {
            setErrorMessage(tr("%1 was not imported: %2")
                                .arg(file, butterfly_effect::cardsCsvProblemText(failure)));
            return false;
        }
        if (!push(std::make_unique<ImportCardsCommand>(this, setup_, cards, file))) {
            setErrorMessage(tr("%1 was not imported: %2").arg(file, errorMessage()));
            return false;
        }
        setStatusMessage(tr("Imported the cards from %1.").arg(file));
        return true;
    });
}

bool ButterflyEffectEditor::exportCsv(const QString& pathOrUrl) {
    if (!game_)
        return false;
    return exportFile(pathOrUrl, be::cardsToCsv(setup_), [](const QString& file) {
        return tr("Exported the cards to %1.").arg(file);
    });
}

void ButterflyEffectEditor::setErrorMessage(const QString& message) {
    // Another message, or none: the refusal it replaces is no longer re-worded.
    if (refusal_ && message != butterfly_effect::setupProblemText(*refusal_, refusalSetup_))
        refusal_.reset();
    DesignPartEditor::setErrorMessage(message);
}

} // namespace pb::gui
