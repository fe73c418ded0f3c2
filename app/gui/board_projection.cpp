#include "board_projection.h"

#include "board_tiles_model.h"
#include "engine/state.h"

namespace pb::gui {

void BoardProjection::open(const std::string& rulesetId, const nlohmann::json& setup,
                           std::uint64_t seed) {
    presenter_ = makeBoardPresenter(rulesetId);
    presenter_->setSetup(setup);
    presenter_->setSeed(seed);
    boardView_ = boardViewOf(rulesetId);
}

void BoardProjection::close() {
    presenter_.reset();
    boardView_.clear();
    boardData_.clear();
    playerPanel_.clear();
    targets_.clear();
    tiles_.setBoard(0, {});
}

void BoardProjection::show(const StateHistory& history, int viewerSeat) {
    targets_.clear();
    if (!presenter_ || history.empty()) {
        boardData_.clear();
        playerPanel_.clear();
        tiles_.setBoard(0, {});
        return;
    }
    const pb::State& state = *history.back();
    presenter_->show(state, tiles_);
    presenter_->markHistory(history, tiles_);
    boardData_ = presenter_->describeHistory(history, viewerSeat);
    // Tile grids draw the model, which keeps its identity from state to state.
    boardData_.insert(QStringLiteral("tiles"), QVariant::fromValue<QObject*>(&tiles_));
    playerPanel_ = presenter_->playerPanel(history, viewerSeat);
}

void BoardProjection::addTarget(int target) {
    if (target < 0 || targets_.contains(target))
        return;
    tiles_.setHighlighted(target, true);
    targets_.append(target);
}

} // namespace pb::gui
