#include "streamway_siege_board_editor.h"

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/streamway_siege/streamway_siege_board.h"
#include "games/streamway_siege/streamway_siege_game.h"
#include "games/streamway_siege/streamway_siege_generator.h"
#include "streamway_siege_board_commands.h"
#include "streamway_siege_board_words.h"

#include <QVariantMap>
#include <cmath>

namespace pb::gui {

using nlohmann::json;
using namespace pb::gui::streamway_siege;
namespace ss = pb::streamway_siege;

namespace {

constexpr const char* kRuleset = "streamway-siege";

json falses(std::size_t n) {
    json out = json::array();
    for (std::size_t i = 0; i < n; ++i)
        out.push_back(false);
    return out;
}

json snapshotOf(const ss::Board& board) {
    json board_ = ss::boardToJson(board);
    const std::size_t snakes = board_["snakes"].size(), ladders = board_["ladders"].size();
    return {{"board", std::move(board_)},
            {"snakeLocks", falses(snakes)},
            {"ladderLocks", falses(ladders)}};
}

// The step a refusal names, or -1.
int namedStep(const ss::BoardProblem& problem) {
    return problem.step > 0 ? problem.step : -1;
}

} // namespace

StreamwaySiegeBoardEditor::StreamwaySiegeBoardEditor(QObject* parent) : DesignPartEditor(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this, &StreamwaySiegeBoardEditor::dirtyChanged);
    connect(&undoStack_, &QUndoStack::indexChanged, this, [this] { setStatusMessage({}); });
}

// The stack clears itself as it is destroyed, after the members its handler writes.
StreamwaySiegeBoardEditor::~StreamwaySiegeBoardEditor() {
    undoStack_.disconnect(this);
}

int StreamwaySiegeBoardEditor::steps() const {
    return game_ ? snapshot_["board"].value("steps", 0) : 0;
}

int StreamwaySiegeBoardEditor::columns() const {
    return game_ ? snapshot_["board"].value("columns", 0) : 0;
}

int StreamwaySiegeBoardEditor::drawnColumns() const {
    // As the board presenter draws it: the grid, or a square-ish path.
    if (columns() > 0)
        return columns();
    return std::max(1, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(steps())))));
}

int StreamwaySiegeBoardEditor::rows() const {
    const int c = drawnColumns();
    return steps() > 0 ? (steps() + c - 1) / c : 1;
}

QVariantList StreamwaySiegeBoardEditor::cells() const {
    QVariantList out;
    ss::Board grid;
    grid.steps = steps();
    grid.columns = drawnColumns();
    for (int step = 1; step <= grid.steps; ++step)
        out.append(QVariantMap{{QStringLiteral("step"), step},
                               {QStringLiteral("row"), grid.row(step)},
                               {QStringLiteral("column"), grid.column(step)}});
    return out;
}

QVariantList StreamwaySiegeBoardEditor::snakes() const {
    QVariantList out;
    if (!game_)
        return out;
    const json& list = snapshot_["board"]["snakes"];
    for (std::size_t i = 0; i < list.size(); ++i)
        out.append(QVariantMap{{QStringLiteral("head"), list[i][0].get<int>()},
                               {QStringLiteral("tail"), list[i][1].get<int>()},
                               {QStringLiteral("locked"), snapshot_["snakeLocks"][i].get<bool>()}});
    return out;
}

QVariantList StreamwaySiegeBoardEditor::ladders() const {
    QVariantList out;
    if (!game_)
        return out;
    const json& list = snapshot_["board"]["ladders"];
    for (std::size_t i = 0; i < list.size(); ++i)
        out.append(
            QVariantMap{{QStringLiteral("bottom"), list[i][0].get<int>()},
                        {QStringLiteral("top"), list[i][1].get<int>()},
                        {QStringLiteral("locked"), snapshot_["ladderLocks"][i].get<bool>()}});
    return out;
}

int StreamwaySiegeBoardEditor::totalDrop() const {
    int n = 0;
    for (const QVariant& s : snakes())
        n += s.toMap().value(QStringLiteral("tail")).toInt() -
             s.toMap().value(QStringLiteral("head")).toInt();
    return n;
}

int StreamwaySiegeBoardEditor::totalClimb() const {
    int n = 0;
    for (const QVariant& l : ladders())
        n += l.toMap().value(QStringLiteral("bottom")).toInt() -
             l.toMap().value(QStringLiteral("top")).toInt();
    return n;
}

QVariantMap StreamwaySiegeBoardEditor::pieceAt(int step) const {
    if (!game_)
        return {};
    for (bool snake : {true, false}) {
        const json& list = snapshot_["board"][snake ? "snakes" : "ladders"];
        for (std::size_t i = 0; i < list.size(); ++i)
            for (int end = 0; end < 2; ++end)
                if (list[i][static_cast<std::size_t>(end)].get<int>() == step)
                    return {{QStringLiteral("kind"),
                             snake ? QStringLiteral("snake") : QStringLiteral("ladder")},
                            {QStringLiteral("index"), int(i)},
                            {QStringLiteral("end"), end}};
    }
    return {};
}

void StreamwaySiegeBoardEditor::load(const std::optional<db::DesignRow>& row) {
    game_.reset();
    snapshot_ = json::object();
    if (row && row->ruleset == QLatin1String(kRuleset)) {
        try {
            game_ = std::static_pointer_cast<const ss::StreamwaySiegeGame>(
                rulesetOrThrow(kRuleset).makeGame(row->params, 2));
            snapshot_ = loadedSnapshot(row->setup);
        } catch (const std::exception& failure) {
            // Parameters the rules refuse: nothing to edit.
            game_.reset();
            setErrorMessage(QString::fromUtf8(failure.what()));
        }
    }
    emit boardChanged();
}

// The saved board, or the one the design's parameters make when there is
// none or the game no longer reads it (the error line then says why).
json StreamwaySiegeBoardEditor::loadedSnapshot(const json& setup) {
    try {
        return setup.is_object() && setup.contains("board")
                   ? snapshotOf(ss::boardFromJson(setup["board"], game_->rules().allowEdgeEnds))
                   : snapshotOf(game_->defaultBoard(1));
    } catch (const ss::BoardError& failure) {
        setErrorMessage(tr("The saved board cannot be read (%1); the design's "
                           "board is shown.")
                            .arg(boardProblemText(failure.problem())),
                        namedStep(failure.problem()));
    } catch (const InvalidInput& failure) {
        setErrorMessage(tr("The saved board cannot be read (%1); the design's "
                           "board is shown.")
                            .arg(QString::fromUtf8(failure.what())));
    }
    return snapshotOf(game_->defaultBoard(1));
}

bool StreamwaySiegeBoardEditor::save() {
    setErrorMessage({});
    if (!game_)
        return false;
    return storeDesign(
        [this](db::DesignRow& row) {
            row.setup = json{{"board", snapshot_["board"]}};
        },
        tr("Board saved."));
}

void StreamwaySiegeBoardEditor::applySnapshot(const json& snapshot) {
    snapshot_ = snapshot;
    emit boardChanged();
}

bool StreamwaySiegeBoardEditor::push(std::unique_ptr<BoardCommand> command) {
    try {
        // The core's check and its normal form (boardFromJson, then back).
        json after = command->after();
        after["board"] =
            ss::boardToJson(ss::boardFromJson(after["board"], game_->rules().allowEdgeEnds));
        command->setAfter(std::move(after));
    } catch (const ss::BoardError& failure) {
        // Worded here, in the interface's language, with the step it names.
        setErrorMessage(tr("Not taken: %1").arg(boardProblemText(failure.problem())),
                        namedStep(failure.problem()));
        return false;
    } catch (const InvalidInput& failure) {
        setErrorMessage(tr("Not taken: %1").arg(QString::fromUtf8(failure.what())));
        return false;
    }
    setErrorMessage({});
    if (command->after() == snapshot_)
        return true; // nothing changes: nothing to undo
    undoStack_.push(command.release());
    return true;
}

bool StreamwaySiegeBoardEditor::validPiece(const QString& kind, int index) const {
    const bool snake = kind == QLatin1String("snake");
    if (!game_ || (!snake && kind != QLatin1String("ladder")) || index < 0)
        return false;
    return index < static_cast<int>(snapshot_["board"][snake ? "snakes" : "ladders"].size());
}

bool StreamwaySiegeBoardEditor::setLayout(int steps, int columns) {
    if (!game_)
        return false;
    if (steps < 8 || steps > ss::kMaxSteps || columns < 0 || columns > steps) {
        setErrorMessage(tr("A streamway has 8 to %1 steps and at most as many columns as steps.")
                            .arg(ss::kMaxSteps));
        return false;
    }
    return push(std::make_unique<SetLayoutCommand>(this, snapshot_, steps, columns));
}

bool StreamwaySiegeBoardEditor::addPiece(const QString& kind, int from, int to) {
    if (!game_ || (kind != QLatin1String("snake") && kind != QLatin1String("ladder")))
        return false;
    const bool snake = kind == QLatin1String("snake");
    if (from == to) {
        setErrorMessage(tr("Drag from one step to another."));
        return false;
    }
    const int max = snake ? ss::kMaxSnakes : ss::kMaxLadders;
    if (static_cast<int>(snapshot_["board"][snake ? "snakes" : "ladders"].size()) >= max) {
        setErrorMessage(snake ? tr("A board has at most %1 snakes.").arg(max)
                              : tr("A board has at most %1 ladders.").arg(max));
        return false;
    }
    return push(std::make_unique<AddPieceCommand>(this, snapshot_, snake, from, to));
}

bool StreamwaySiegeBoardEditor::movePieceEnd(const QString& kind, int index, int end, int step) {
    if (!validPiece(kind, index) || (end != 0 && end != 1))
        return false;
    return push(std::make_unique<MovePieceEndCommand>(
        this, snapshot_, kind == QLatin1String("snake"), index, end, step));
}

bool StreamwaySiegeBoardEditor::removePiece(const QString& kind, int index) {
    if (!validPiece(kind, index))
        return false;
    return push(std::make_unique<RemovePieceCommand>(this, snapshot_,
                                                     kind == QLatin1String("snake"), index));
}

bool StreamwaySiegeBoardEditor::toggleLock(const QString& kind, int index) {
    if (!validPiece(kind, index))
        return false;
    return push(std::make_unique<TogglePieceLockCommand>(this, snapshot_,
                                                         kind == QLatin1String("snake"), index));
}

bool StreamwaySiegeBoardEditor::randomize(const QString& seedText, int snakes, int ladders,
                                          int minLength, int maxLength, int tolerance) {
    if (!game_)
        return false;
    bool ok = false;
    const qulonglong seed = seedText.trimmed().toULongLong(&ok);
    if (!ok) {
        setErrorMessage(
            tr("The seed must be a whole number of at least 0, not '%1'.").arg(seedText));
        return false;
    }
    const json request{{"snakes", snakes},
                       {"ladders", ladders},
                       {"minLength", minLength},
                       {"maxLength", maxLength},
                       {"tolerance", tolerance}};
    std::unique_ptr<BoardCommand> command;
    try {
        command = std::make_unique<RandomizeBoardCommand>(this, snapshot_, request,
                                                          game_->rules().allowEdgeEnds, seed);
    } catch (const ss::BoardError& failure) {
        setErrorMessage(tr("Not drawn: %1").arg(boardProblemText(failure.problem())),
                        namedStep(failure.problem()));
        return false;
    } catch (const InvalidInput& failure) {
        setErrorMessage(tr("Not drawn: %1").arg(QString::fromUtf8(failure.what())));
        return false;
    }
    return push(std::move(command));
}

void StreamwaySiegeBoardEditor::setErrorMessage(const QString& message, int step) {
    if (step != problemStep_) {
        problemStep_ = step;
        emit problemStepChanged();
    }
    DesignPartEditor::setErrorMessage(message);
}

} // namespace pb::gui
