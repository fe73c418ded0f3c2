// The demo playtest the screenshots show (--playtest-demo).
#include "db/database.h"
#include "db/design_store.h"
#include "db/store_error.h"
#include "playtest_live.h"

#include <algorithm>

namespace pb::gui {

bool PlaytestSession::startDemo(int decisions) {
    pb::db::Database* db = database();
    if (db == nullptr) {
        setErrorMessage(tr("No database is open."));
        return false;
    }
    std::vector<pb::db::DesignRow> designs;
    try {
        designs = pb::db::DesignStore(*db).list();
        std::erase_if(designs,
                      [](const pb::db::DesignRow& d) { return !d.damagedColumn.isEmpty(); });
    } catch (const pb::db::StoreError& e) {
        setErrorMessage(QString::fromStdString(std::string(e.what())));
        return false;
    }
    if (designs.empty()) {
        setErrorMessage(tr("There is no design to play."));
        return false;
    }
    // The oldest design: on the demo database, that of the first ruleset.
    const auto oldest = std::min_element(
        designs.begin(), designs.end(),
        [](const pb::db::DesignRow& a, const pb::db::DesignRow& b) { return a.id < b.id; });
    if (!start(int(oldest->id), 2, {QStringLiteral("human"), QStringLiteral("random")},
               QStringLiteral("1")))
        return false;
    for (int i = 0; i < decisions && isPlayable(); ++i) {
        if (isPersonToMove() ? !takeDecision(0) : !decideNow())
            return false;
        pause();
    }
    //: The note of a move in the demo playtest
    moveLog_.setAnnotation(1, tr("Demo: the first step of the person's seat."));
    moveLog_.addTag(1, QStringLiteral("question"));
    return true;
}

} // namespace pb::gui
