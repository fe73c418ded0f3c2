#include "script_grid_editor.h"

#include "db/design_store.h"
#include "design_ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "script/script_game.h"
#include "script/script_ruleset.h"

#include <algorithm>

namespace pb::gui {

namespace {

// The script version a design plays (the one its row names), loaded from the
// store if this process has not yet; nullptr for a design of no script.
const script::ScriptRuleset* scriptOf(Workbench* workbench, const db::DesignRow& row,
                                      QString& key) {
    key = designRulesetKey(row);
    if (!workbench || !workbench->database())
        return nullptr;
    return dynamic_cast<const script::ScriptRuleset*>(designRuleset(*workbench->database(), row));
}

} // namespace

ScriptGridEditor::ScriptGridEditor(QObject* parent) : DesignPartEditor(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this, &ScriptGridEditor::dirtyChanged);
    // "Board saved." speaks of the saved board; an edit after it makes that stale.
    connect(&undoStack_, &QUndoStack::indexChanged, this, [this] { setStatusMessage({}); });
}

// The undo stack clears itself as it is destroyed, after the members its
// indexChanged handler writes: that handler must not run then.
ScriptGridEditor::~ScriptGridEditor() {
    undoStack_.disconnect(this);
}

void ScriptGridEditor::setToolValue(int value) {
    value = std::clamp(value, minValue_, std::max(minValue_, maxValue_));
    if (value == toolValue_)
        return;
    toolValue_ = value;
    emit toolValueChanged();
}

void ScriptGridEditor::clear() {
    hasGrid_ = savedBoard_ = false;
    rulesetKey_.clear();
    fieldName_.clear();
    columns_ = rows_ = minValue_ = maxValue_ = 0;
    otherSetup_ = nlohmann::json::object();
    tiles_.setGrid(0, 0, {});
}

void ScriptGridEditor::load(const std::optional<db::DesignRow>& row) {
    clear();
    const script::ScriptRuleset* ruleset = row ? scriptOf(workbench(), *row, rulesetKey_) : nullptr;
    const script::ScriptDeclaration* declaration =
        ruleset ? &ruleset->program().declaration : nullptr;
    int field = -1;
    for (std::size_t i = 0; declaration && i < declaration->fields.size() && field < 0; ++i)
        if (declaration->fields[i].editable)
            field = static_cast<int>(i);
    if (field < 0) {
        emit gridLoaded();
        return;
    }
    const script::FieldSpec& spec = declaration->fields[static_cast<std::size_t>(field)];
    fieldName_ = QString::fromStdString(spec.name);
    minValue_ = *spec.min;
    maxValue_ = *spec.max;
    if (row->setup.is_object()) {
        otherSetup_ = row->setup;
        otherSetup_.erase(spec.name);
    }
    std::vector<int> values;
    try {
        const auto game = std::static_pointer_cast<const script::ScriptGame>(
            ruleset->makeGame(row->params, ruleset->minPlayers()));
        const script::FieldSlot& slot = game->layout().fields[static_cast<std::size_t>(field)];
        columns_ = slot.width;
        rows_ = slot.length / slot.width;
        // A saved board the game takes; else the board a game of seed 1 starts from.
        savedBoard_ = row->setup.is_object() && row->setup.contains(spec.name);
        const nlohmann::json start =
            game->newInitialState(1, savedBoard_ ? row->setup : nlohmann::json(otherSetup_))
                ->toJson()
                .at(spec.name);
        for (const nlohmann::json& boardRow : start)
            for (const nlohmann::json& value : boardRow)
                values.push_back(value.get<int>());
        hasGrid_ = true;
    } catch (const std::exception& failure) {
        setErrorMessage(
            tr("The saved board cannot be read: %1").arg(QString::fromUtf8(failure.what())));
        columns_ = rows_ = 0;
        values.clear();
    }
    tiles_.setGrid(columns_, rows_, values);
    toolValue_ = std::clamp(toolValue_, minValue_, maxValue_);
    emit toolValueChanged();
    emit gridLoaded();
}

nlohmann::json ScriptGridEditor::setup() const {
    nlohmann::json setup = otherSetup_;
    nlohmann::json rows = nlohmann::json::array();
    const std::vector<int> values = tiles_.values();
    for (int y = 0; y < rows_; ++y) {
        nlohmann::json boardRow = nlohmann::json::array();
        for (int x = 0; x < columns_; ++x)
            boardRow.push_back(values[static_cast<std::size_t>(y * columns_ + x)]);
        rows.push_back(std::move(boardRow));
    }
    setup[fieldName_.toStdString()] = std::move(rows);
    return setup;
}

bool ScriptGridEditor::save() {
    setErrorMessage({});
    if (!hasGrid_)
        return false;
    const nlohmann::json grid = setup()[fieldName_.toStdString()];
    const std::string key = fieldName_.toStdString();
    const bool stored = storeDesign(
        [&](db::DesignRow& row) {
            // The design's other keys as stored now (a deck saved since).
            nlohmann::json next = row.setup.is_object() ? row.setup : nlohmann::json::object();
            next[key] = grid;
            // The check design import makes: the smallest table must be able to play it.
            const Ruleset& ruleset = rulesetOrThrow(rulesetKey_.toStdString());
            ruleset.makeGame(row.params, ruleset.minPlayers())->newInitialState(0, next);
            row.setup = std::move(next);
        },
        tr("Board saved."));
    if (stored) {
        savedBoard_ = true;
        emit gridLoaded();
    }
    return stored;
}

void ScriptGridEditor::applyValues(const std::vector<int>& values) {
    if (static_cast<int>(values.size()) == columns_ * rows_)
        tiles_.setGrid(columns_, rows_, values);
}

void ScriptGridEditor::pushValues(std::vector<int> after, const QString& text) {
    std::vector<int> before = tiles_.values();
    if (!hasGrid_ || after == before)
        return;
    undoStack_.push(new SetGridCommand(this, std::move(before), std::move(after), text));
}

void ScriptGridEditor::setCell(int index, int value) {
    if (index < 0 || index >= columns_ * rows_)
        return;
    std::vector<int> after = tiles_.values();
    after[static_cast<std::size_t>(index)] = std::clamp(value, minValue_, maxValue_);
    //: An undo step: one cell of a scripted design's board set (column, row from 1)
    pushValues(std::move(after),
               tr("Set cell %1, %2").arg(index % columns_ + 1).arg(index / columns_ + 1));
}

void ScriptGridEditor::paintCell(int index) {
    setCell(index, toolValue_);
}

void ScriptGridEditor::fill(int value) {
    std::vector<int> after(tiles_.values().size(), std::clamp(value, minValue_, maxValue_));
    pushValues(std::move(after), tr("Fill the board with %1").arg(value));
}

} // namespace pb::gui
