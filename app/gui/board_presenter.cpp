#include "board_presenter.h"

#include "stability_board_presenter.h"
#include "torus_lab_board_presenter.h"

namespace pb::gui {

// One line per ruleset that has a tile board view.
std::unique_ptr<BoardPresenter> makeBoardPresenter(const std::string& rulesetId) {
    if (rulesetId == "stability")
        return std::make_unique<StabilityBoardPresenter>();
    if (rulesetId == "torus-lab")
        return std::make_unique<TorusLabBoardPresenter>();
    return nullptr;
}

} // namespace pb::gui
