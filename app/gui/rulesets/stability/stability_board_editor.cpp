#include "stability_board_editor.h"

#include "db/design_store.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/stability/stability_board_generator.h"
#include "games/stability/stability_parameter_names.h"
#include "gui_logging.h"

#include <QRandomGenerator>
#include <QVariantMap>
#include <algorithm>
#include <exception>
#include <map>

namespace pb::gui {

namespace {

namespace param = pb::stability::param;

constexpr const char* kStability = "stability";

bool isCorner(int index, int side) {
    const int row = index / side;
    const int column = index % side;
    return (row == 0 || row == side - 1) && (column == 0 || column == side - 1);
}

} // namespace

StabilityBoardEditor::StabilityBoardEditor(QObject* parent) : DesignPartEditor(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this, &StabilityBoardEditor::dirtyChanged);
    // "Board saved." speaks of the board as saved; an edit, undo or redo
    // after it makes that stale.
    connect(&undoStack_, &QUndoStack::indexChanged, this, [this] { setStatusMessage({}); });
}

// The undo stack clears itself as it is destroyed, after the members its
// indexChanged handler writes: that handler must not run then.
StabilityBoardEditor::~StabilityBoardEditor() {
    undoStack_.disconnect(this);
}

// Parameters saved on the Designs page change what a re-roll makes, never
// the board being edited.
void StabilityBoardEditor::onDesignsChanged() {
    if (designId_ > 0 && readParameters(readDesign()))
        emit boardChanged();
}

void StabilityBoardEditor::setTool(Tool tool) {
    if (tool == tool_)
        return;
    tool_ = tool;
    emit toolChanged();
}

void StabilityBoardEditor::setToolValue(int value) {
    value = clampValue(value);
    if (value == toolValue_)
        return;
    toolValue_ = value;
    emit toolChanged();
}

bool StabilityBoardEditor::readParameters(const std::optional<db::DesignRow>& row) {
    if (!row || row->ruleset != QLatin1String(kStability))
        return false;
    try {
        const nlohmann::json params = rulesetOrThrow(kStability).parameters().resolve(row->params);
        size_ = params.at(param::kSize).get<int>();
        minValue_ = params.at(param::kMinValue).get<int>();
        maxValue_ = params.at(param::kMaxValue).get<int>();
        cornerValue_ = params.at(param::kCornerValue).get<int>();
        minTile_ = params.at(param::kMinTile).get<int>();
        maxTile_ = params.at(param::kMaxTile).get<int>();
        emit parametersChanged();
        return true;
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "reading the parameters of design" << designId_
                         << "failed:" << failure.what();
        return false;
    }
}

void StabilityBoardEditor::clearBoard() {
    isStability_ = false;
    tiles_.setBoard(0, {});
    seed_.clear();
    note_.clear();
}

void StabilityBoardEditor::load(const std::optional<db::DesignRow>& row) {
    // The undo stack dropped a stroke's open macro with its history.
    strokeOpen_ = strokeMacroOpen_ = false;
    clearBoard();
    if (!readParameters(row)) {
        emit boardChanged();
        return;
    }
    isStability_ = true;
    const nlohmann::json& setup = row->setup;
    bool loaded = false;
    if (setup.is_object() && setup.contains("board") && setup["board"].is_array()) {
        const nlohmann::json& rows = setup["board"];
        const int side = static_cast<int>(rows.size());
        std::vector<int> values;
        bool ok = side > 0;
        for (const nlohmann::json& boardRow : rows) {
            if (!boardRow.is_array() || static_cast<int>(boardRow.size()) != side) {
                ok = false;
                break;
            }
            for (const nlohmann::json& value : boardRow) {
                if (!value.is_number_integer()) {
                    ok = false;
                    break;
                }
                values.push_back(value.get<int>());
            }
        }
        if (ok) {
            std::vector<bool> locked(values.size(), false);
            if (const auto it = setup.find("locked"); it != setup.end() && it->is_array()) {
                for (const nlohmann::json& index : *it) {
                    if (index.is_number_integer() && index.get<int>() >= 0 &&
                        index.get<std::size_t>() < locked.size())
                        locked[index.get<std::size_t>()] = true;
                }
            }
            tiles_.setBoard(side, values, locked);
            if (const auto it = setup.find("seed"); it != setup.end() && it->is_string())
                seed_ = QString::fromStdString(it->get<std::string>());
            note_ = tr("The design's saved board.");
            loaded = true;
        }
    }
    if (!loaded) {
        // No fixed board: games generate one from their own seed. Show the
        // board of seed 1 as a starting point; nothing is saved until edited.
        try {
            Rng rng(1);
            stability::BoardRequest request{size_, minValue_, maxValue_, cornerValue_, {}, true};
            const stability::GeneratedBoard board = stability::generateBoard(request, rng);
            tiles_.setBoard(size_, board.values);
            seed_ = QStringLiteral("1");
            note_ = tr("No board is saved with this design, so each game generates its own. "
                       "Shown: the board of seed 1. %1")
                        .arg(QString::fromStdString(board.note));
        } catch (const std::exception& failure) {
            setErrorMessage(QString::fromUtf8(failure.what()));
        }
    }
    emit boardChanged();
}

bool StabilityBoardEditor::save() {
    setErrorMessage({});
    if (!isStability_)
        return false;
    if (side() != size_) {
        setErrorMessage(warning());
        return false;
    }
    const std::vector<int> values = tiles_.values();
    const std::vector<bool> locks = tiles_.locks();
    nlohmann::json rows = nlohmann::json::array();
    for (int r = 0; r < side(); ++r) {
        nlohmann::json boardRow = nlohmann::json::array();
        for (int c = 0; c < side(); ++c)
            boardRow.push_back(values[static_cast<std::size_t>(r * side() + c)]);
        rows.push_back(std::move(boardRow));
    }
    nlohmann::json locked = nlohmann::json::array();
    for (std::size_t i = 0; i < locks.size(); ++i) {
        if (locks[i])
            locked.push_back(i);
    }
    nlohmann::json setup = {{"board", std::move(rows)}, {"locked", std::move(locked)}};
    if (!seed_.isEmpty())
        setup["seed"] = seed_.toStdString();
    if (!storeDesign([&setup](db::DesignRow& row) { row.setup = std::move(setup); },
                     tr("Board saved.")))
        return false;
    note_ = tr("The design's saved board.");
    emit boardChanged();
    return true;
}

int StabilityBoardEditor::clampValue(int value) const {
    return std::clamp(value, minTile_, std::max(minTile_, maxTile_));
}

void StabilityBoardEditor::pushValues(const std::vector<int>& indices,
                                      const std::vector<int>& values, const QString& text) {
    std::vector<int> changedIndices;
    std::vector<int> before;
    std::vector<int> after;
    for (std::size_t i = 0; i < indices.size(); ++i) {
        const int index = indices[i];
        if (index < 0 || index >= tiles_.rowCount())
            continue;
        const int value = clampValue(values[i]);
        if (tiles_.value(index) == value)
            continue;
        changedIndices.push_back(index);
        before.push_back(tiles_.value(index));
        after.push_back(value);
    }
    if (changedIndices.empty())
        return;
    if (strokeOpen_ && !strokeMacroOpen_) {
        undoStack_.beginMacro(tr("Paint tiles"));
        strokeMacroOpen_ = true;
    }
    undoStack_.push(new SetTilesCommand(this, std::move(changedIndices), std::move(before),
                                        std::move(after), text));
}

void StabilityBoardEditor::setTile(int index, int value) {
    pushValues({index}, {value}, tr("Set tile"));
}

void StabilityBoardEditor::adjustTile(int index, int delta) {
    pushValues({index}, {tiles_.value(index) + delta}, tr("Change tile"));
}

int StabilityBoardEditor::toolResult(int index) const {
    switch (tool_) {
    case Increment:
        return tiles_.value(index) + 1;
    case Decrement:
        return tiles_.value(index) - 1;
    case SetValue:
        break;
    }
    return toolValue_;
}

void StabilityBoardEditor::paintTile(int index) {
    if (strokeOpen_) {
        if (strokeTiles_.contains(index))
            return;
        strokeTiles_.insert(index);
    }
    pushValues({index}, {toolResult(index)}, tr("Paint tile"));
}

void StabilityBoardEditor::beginStroke() {
    if (strokeOpen_)
        endStroke();
    strokeOpen_ = true;
    strokeTiles_.clear();
}

void StabilityBoardEditor::endStroke() {
    if (strokeMacroOpen_)
        undoStack_.endMacro();
    strokeOpen_ = strokeMacroOpen_ = false;
    strokeTiles_.clear();
}

void StabilityBoardEditor::fillRectangle(int from, int to) {
    const int n = side();
    if (n <= 0 || from < 0 || to < 0 || from >= n * n || to >= n * n)
        return;
    std::vector<int> indices;
    std::vector<int> values;
    for (int r = std::min(from / n, to / n); r <= std::max(from / n, to / n); ++r) {
        for (int c = std::min(from % n, to % n); c <= std::max(from % n, to % n); ++c) {
            indices.push_back(r * n + c);
            values.push_back(toolResult(r * n + c));
        }
    }
    pushValues(indices, values, tr("Fill rectangle"));
}

void StabilityBoardEditor::toggleLock(int index) {
    if (index < 0 || index >= tiles_.rowCount())
        return;
    undoStack_.push(new ToggleLockCommand(this, index));
}

bool StabilityBoardEditor::randomize(const QString& seedText) {
    setErrorMessage({});
    if (!isStability_)
        return false;
    bool ok = false;
    const quint64 seed = seedText.trimmed().toULongLong(&ok);
    if (!ok) {
        setErrorMessage(tr("The seed must be a whole number from 0 up, not \"%1\".").arg(seedText));
        return false;
    }
    stability::BoardRequest request{size_, minValue_, maxValue_, cornerValue_, {}, true};
    // Locks only carry over to a board of the same side.
    if (side() == size_) {
        const std::vector<int> values = tiles_.values();
        const std::vector<bool> locks = tiles_.locks();
        request.locked.assign(values.size(), -1);
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (locks[i])
                request.locked[i] = values[i];
        }
    }
    try {
        Rng rng(seed);
        const stability::GeneratedBoard board = stability::generateBoard(request, rng);
        StabilityBoardSnapshot after;
        after.side = size_;
        after.values = board.values;
        after.locked.assign(board.values.size(), false);
        for (std::size_t i = 0; i < request.locked.size(); ++i)
            after.locked[i] = request.locked[i] >= 0;
        after.seed = QString::number(seed);
        after.note = QString::fromStdString(board.note);
        undoStack_.push(new RandomizeCommand(this, snapshot(), std::move(after)));
        return true;
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
        return false;
    }
}

bool StabilityBoardEditor::reroll() {
    return randomize(QString::number(QRandomGenerator::global()->bounded(1u, 1000000000u)));
}

StabilityBoardSnapshot StabilityBoardEditor::snapshot() const {
    return {side(), tiles_.values(), tiles_.locks(), seed_, note_};
}

void StabilityBoardEditor::applyValues(const std::vector<int>& indices,
                                       const std::vector<int>& values) {
    for (std::size_t i = 0; i < indices.size(); ++i)
        tiles_.setValue(indices[i], values[i]);
    emit boardChanged();
}

void StabilityBoardEditor::applySnapshot(const StabilityBoardSnapshot& snapshot) {
    tiles_.setBoard(snapshot.side, snapshot.values, snapshot.locked);
    seed_ = snapshot.seed;
    note_ = snapshot.note;
    emit boardChanged();
}

void StabilityBoardEditor::applyToggleLock(int index) {
    tiles_.setLocked(index, !tiles_.isLocked(index));
    emit boardChanged();
}

QString StabilityBoardEditor::warning() const {
    if (!isStability_ || side() == size_)
        return {};
    return tr("This board is %1×%1 but the design's size is %2: randomize to make a board of "
              "the new size before saving.")
        .arg(side())
        .arg(size_);
}

QVariantList StabilityBoardEditor::histogram() const {
    QVariantList list;
    const int n = side();
    if (n <= 0)
        return list;
    std::map<int, int> counts;
    for (int v = minValue_; v <= maxValue_; ++v)
        counts[v] = 0;
    const std::vector<int> values = tiles_.values();
    for (int i = 0; i < n * n; ++i) {
        if (!isCorner(i, n))
            ++counts[values[static_cast<std::size_t>(i)]];
    }
    const int free = n * n - 4;
    const int range = std::max(1, maxValue_ - minValue_ + 1);
    const int base = free / range;
    const int extra = free % range;
    for (const auto& [value, count] : counts) {
        const bool inRange = value >= minValue_ && value <= maxValue_;
        const int high = extra > 0 ? base + 1 : base;
        const bool ok = inRange ? (count >= base && count <= high) : count == 0;
        QString target;
        if (!inRange)
            target = QStringLiteral("0");
        else if (extra > 0)
            target = tr("%1–%2", "a range of counts").arg(base).arg(high);
        else
            target = QString::number(base);
        list.append(QVariantMap{{QStringLiteral("value"), value},
                                {QStringLiteral("count"), count},
                                {QStringLiteral("target"), target},
                                {QStringLiteral("ok"), ok}});
    }
    return list;
}

bool StabilityBoardEditor::constraintsHold() const {
    const int n = side();
    if (n <= 0)
        return false;
    const std::vector<int> values = tiles_.values();
    for (int corner : {0, n - 1, n * (n - 1), n * n - 1}) {
        if (values[static_cast<std::size_t>(corner)] != cornerValue_)
            return false;
    }
    int withExtra = 0;
    const int range = std::max(1, maxValue_ - minValue_ + 1);
    const int base = (n * n - 4) / range;
    for (const QVariant& entry : histogram()) {
        const QVariantMap bar = entry.toMap();
        if (!bar.value(QStringLiteral("ok")).toBool())
            return false;
        if (bar.value(QStringLiteral("count")).toInt() > base)
            ++withExtra;
    }
    return withExtra == (n * n - 4) % range;
}

} // namespace pb::gui
