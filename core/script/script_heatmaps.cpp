#include "script/script_game.h"
#include "script/script_ruleset.h"
#include "script/script_state.h"

#include <string>
#include <vector>

namespace pb::script {

namespace {

// A grid field a map counts: its place in the state's integers and whether
// its row 1 is drawn at the bottom.
struct MappedGrid {
    std::string name;
    int offset = 0;
    int width = 0;
    int height = 0;
    bool bottomUp = false;
};

std::vector<MappedGrid> mappedGrids(const ScriptGame& game) {
    const ScriptDeclaration& declaration = game.scriptRuleset().program().declaration;
    std::vector<MappedGrid> grids;
    for (std::size_t f = 0; f < declaration.fields.size(); ++f) {
        const FieldSpec& field = declaration.fields[f];
        const FieldSlot& slot = game.layout().fields[f];
        if (field.shape != FieldShape::Grid || field.perSeat || slot.width <= 0)
            continue;
        const bool drawnBottomUp = declaration.view && declaration.view->grid &&
                                   declaration.view->grid->field == static_cast<int>(f) &&
                                   declaration.view->grid->originBottom;
        grids.push_back(
            {field.name, slot.offset, slot.width, slot.length / slot.width, drawnBottomUp});
    }
    return grids;
}

// Counts, for each cell, the decisions after which its value differs from
// the value before: where a game's pieces are placed, moved or taken.
class ChangedCells final : public HeatRecorder {
public:
    explicit ChangedCells(std::vector<MappedGrid> grids) : grids_(std::move(grids)) {}

    void start(const State& initial) override {
        const auto& values = static_cast<const ScriptState&>(initial).values();
        before_.clear();
        for (const MappedGrid& g : grids_)
            before_.insert(before_.end(), values.begin() + g.offset,
                           values.begin() + g.offset + g.width * g.height);
    }

    void observe(const State& after, const Decision&, int,
                 std::vector<std::uint32_t>& cells) override {
        const auto& values = static_cast<const ScriptState&>(after).values();
        std::size_t kept = 0; // into before_, grid after grid
        std::size_t mapCell = 0;
        for (const MappedGrid& g : grids_) {
            for (int i = 0; i < g.width * g.height; ++i, ++kept) {
                const std::int32_t now = values[static_cast<std::size_t>(g.offset + i)];
                if (now == before_[kept])
                    continue;
                before_[kept] = now;
                const int x = i % g.width;
                const int y = i / g.width;
                const int row = g.bottomUp ? g.height - 1 - y : y;
                ++cells[mapCell + static_cast<std::size_t>(row * g.width + x)];
            }
            mapCell += static_cast<std::size_t>(g.width * g.height);
        }
    }

private:
    std::vector<MappedGrid> grids_;
    std::vector<std::int32_t> before_;
};

} // namespace

std::vector<HeatmapSpec> ScriptGame::heatmaps() const {
    std::vector<HeatmapSpec> maps;
    for (const MappedGrid& g : mappedGrids(*this))
        maps.push_back(
            {g.name, "decisions that changed the cell (" + g.name + ")", g.height, g.width});
    return maps;
}

std::unique_ptr<HeatRecorder> ScriptGame::makeHeatRecorder() const {
    std::vector<MappedGrid> grids = mappedGrids(*this);
    if (grids.empty())
        return nullptr;
    return std::make_unique<ChangedCells>(std::move(grids));
}

} // namespace pb::script
