#pragma once

#include "board_presenter.h"

#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

namespace pb::gui {

class BoardTilesModel;

// What the board of the Playtest and Review pages shows of one game, in the
// terms of the board-view contract (BoardHost.qml): the view to load, the
// presenter's description of the shown state (with the tile model, for tile
// grids), the player panel and the highlighted click targets. Both sessions
// keep one; neither names a ruleset.
class BoardProjection {
public:
    // `tiles` is the session's tile model, which outlives this projection.
    explicit BoardProjection(BoardTilesModel& tiles) : tiles_(tiles) {}

    // Shows a game of `rulesetId` from `seed`, whose design's set-up is `setup`
    // (null: none).
    void open(const std::string& rulesetId, const nlohmann::json& setup, std::uint64_t seed);
    // Shows nothing.
    void close();
    bool isOpen() const { return presenter_ != nullptr; }

    // Shows `history.back()` as `viewerSeat` may see it (-1: every hand open);
    // the targets are cleared.
    void show(const StateHistory& history, int viewerSeat);
    // Highlights click target `target` (a square of a tile grid).
    void addTarget(int target);

    // The board view's URL (qrc:/qt/qml/Playbench/...), or empty when closed.
    QString boardView() const { return boardView_; }
    const BoardPresenter* presenter() const { return presenter_.get(); }
    const QVariantMap& boardData() const { return boardData_; }
    const QVariantMap& playerPanel() const { return playerPanel_; }
    const QVariantList& targets() const { return targets_; }

private:
    BoardTilesModel& tiles_;
    std::unique_ptr<BoardPresenter> presenter_;
    QString boardView_;
    QVariantMap boardData_;
    QVariantMap playerPanel_;
    QVariantList targets_;
};

} // namespace pb::gui
