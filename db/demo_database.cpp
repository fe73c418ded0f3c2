#include "db/demo_database.h"

#include "db/database.h"
#include "db/design_store.h"
#include "db/sql_helpers.h"
#include "db/store_logging.h"
#include "engine/errors.h"
#include "engine/parameter_schema.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/stability/stability_board_generator.h"
#include "games/stability/stability_ruleset.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace pb::db {

namespace {

using Kind = StoreError::Kind;

DesignRow demoDesign() {
    const pb::Ruleset& ruleset = pb::stability::ruleset();
    DesignRow design;
    design.name = QString::fromUtf8(kDemoDesignName);
    design.ruleset = QString::fromUtf8(ruleset.id().data(), qsizetype(ruleset.id().size()));
    design.params = ruleset.parameters().resolve(nlohmann::json::object());

    pb::stability::BoardRequest request;
    request.size = design.params.value("size", request.size);
    request.minValue = design.params.value("minValue", request.minValue);
    request.maxValue = design.params.value("maxValue", request.maxValue);
    request.cornerValue = design.params.value("cornerValue", request.cornerValue);
    pb::Rng rng(1);
    const pb::stability::GeneratedBoard board = pb::stability::generateBoard(request, rng);

    nlohmann::json rows = nlohmann::json::array();
    for (int r = 0; r < request.size; ++r) {
        nlohmann::json row = nlohmann::json::array();
        for (int c = 0; c < request.size; ++c)
            row.push_back(board.values[std::size_t(r * request.size + c)]);
        rows.push_back(std::move(row));
    }
    design.setup = {{"board", std::move(rows)}};
    design.notes = QStringLiteral("The reference Stability rules with a board generated from "
                                  "seed 1. Change anything; it is your copy.");
    return design;
}

void removeWithJournal(const QString& path) {
    for (const QString& suffix :
         {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        QFile::remove(path + suffix);
}

} // namespace

// The demo is built in a side file and renamed into place, so a failure (thrown
// as StoreError) leaves no half-made database at `path`.
void ensureDemoDatabase(const QString& path) {
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink())
        return;
    if (!QDir().mkpath(info.absolutePath()))
        throw sql::error(path, Kind::Failed,
                         QStringLiteral("cannot create the folder %1")
                             .arg(QDir::toNativeSeparators(info.absolutePath())));
    const QString building = path + QStringLiteral(".creating");
    removeWithJournal(building);
    try {
        Database db(building);
        DesignStore designs(db);
        designs.create(demoDesign());
    } catch (const StoreError&) {
        removeWithJournal(building);
        throw;
    } catch (const pb::PlaybenchError& e) {
        removeWithJournal(building);
        throw sql::error(path, Kind::Failed,
                         QStringLiteral("cannot build the demo design: %1")
                             .arg(QString::fromStdString(e.what())));
    }
    if (!QFile::rename(building, path)) {
        removeWithJournal(building);
        if (!QFileInfo::exists(path)) // someone else may have created it meanwhile
            throw sql::error(path, Kind::Failed,
                             QStringLiteral("cannot move the new demo database into place"));
        return;
    }
    qCInfo(lcStore) << "Created the demo database" << path;
}

} // namespace pb::db
