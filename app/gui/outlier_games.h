#pragma once

#include <QCoreApplication>
#include <QVariantList>
#include <QtGlobal>
#include <map>
#include <string>
#include <vector>

namespace pb {
class RunAccumulator;
}

namespace pb::gui {

// The Reports page's "Games to look at" card: the longest and the shortest
// game, and the quickest loss of a stronger agent to a weaker one.
class OutlierGames {
    Q_DECLARE_TR_FUNCTIONS(OutlierGames)

public:
    // Of a run's games, counted in `totals`, played by `agents` (one spec per seat):
    // [{kind ("longest", "shortest", "surprise"), title, detail, gameIndex,
    // gameId (from `gameIds`, game index -> stored game; -1 when its moves
    // were not logged), turns}]; empty for a run without games.
    static QVariantList forRun(const pb::RunAccumulator& totals,
                               const std::map<qint64, qint64>& gameIds,
                               const std::vector<std::string>& agents);
};

} // namespace pb::gui
