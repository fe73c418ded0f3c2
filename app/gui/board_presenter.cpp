#include "board_presenter.h"

#include "engine/errors.h"
#include "engine/state.h"
#include "stability_board_presenter.h"
#include "torus_lab_board_presenter.h"

#include <nlohmann/json.hpp>

namespace pb::gui {

QString BoardPresenter::decisionText(const pb::State& state, const pb::Decision& decision) const {
    return QString::fromStdString(state.decisionToText(decision));
}

// One line per ruleset that has a tile board view.
std::unique_ptr<BoardPresenter> makeBoardPresenter(const std::string& rulesetId) {
    if (rulesetId == "stability")
        return std::make_unique<StabilityBoardPresenter>();
    if (rulesetId == "torus-lab")
        return std::make_unique<TorusLabBoardPresenter>();
    return nullptr;
}

QString loggedDecisionText(const BoardPresenter* presenter, const pb::State* state,
                           const nlohmann::json& decision, const QString& stored) {
    if (presenter == nullptr || state == nullptr)
        return stored;
    try {
        return presenter->decisionText(*state, state->decisionFromJson(decision));
    } catch (const pb::InvalidInput&) {
        return stored;
    }
}

} // namespace pb::gui
