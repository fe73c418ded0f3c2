#include "db/demo_database.h"

#include "agents/agent.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/game_logger.h"
#include "db/game_store.h"
#include "db/run_recorder.h"
#include "db/run_store.h"
#include "db/sql_helpers.h"
#include "db/store_logging.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/parameter_schema.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/stability/stability_board_generator.h"
#include "games/stability/stability_ruleset.h"
#include "sim/game_runner.h"
#include "sim/simulator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <memory>
#include <vector>

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

// One short playtest of the demo design between two random seats, logged move
// by move and annotated, so that the Review page has a game to show from the
// first start. Seeded: the same moves and notes every time.
void addDemoGame(Database& db, qint64 designId, const DesignRow& design) {
    constexpr std::uint64_t kSeed = 1;
    const auto game = pb::stability::ruleset().makeGame(design.params, 2);
    const auto initial = game->newInitialState(kSeed, design.setup);
    std::vector<std::unique_ptr<pb::Agent>> agents;
    std::vector<pb::Agent*> seats;
    for (int seat = 0; seat < 2; ++seat) {
        agents.push_back(pb::makeAgent("random", 0)); // playGame seeds each seat
        seats.push_back(agents.back().get());
    }
    GameStore store(db);
    GameLogger logger(store, *initial, {QStringLiteral("random"), QStringLiteral("random")}, kSeed,
                      designId);
    std::vector<AppendedMove> logged;
    bool finished = false;
    pb::playGame(*game, kSeed, seats, design.setup,
                 [&](const pb::State& after, const pb::RecordedDecision& decision) {
                     logged.push_back(logger.log(after, decision));
                     if (after.isTerminal()) {
                         logger.finish(after);
                         finished = true;
                     }
                 });
    if (!finished)
        logger.abandon();
    if (logged.size() < 4)
        return;
    const AppendedMove& opening = logged[1];
    store.setAnnotation(opening.id,
                        QStringLiteral("The first move: every square nearby is still high, so "
                                       "any direction looks safe."));
    store.addTag(opening.id, QStringLiteral("question"));
    const AppendedMove& middle = logged[logged.size() / 2];
    store.setAnnotation(middle.id, QStringLiteral("Half way: the board is wearing down around "
                                                  "both homunculi."));
    store.addTag(middle.id, QStringLiteral("balance"));
    const AppendedMove& end = logged.back();
    store.setAnnotation(end.id, QStringLiteral("The decisive move."));
    store.addTag(end.id, QStringLiteral("fun"));
}

// A small finished batch of the demo design, greedy against random with every
// move kept, so the Reports page shows charts and openable outlier games from
// the first start. Seeded and on one thread: the same run every time.
void addDemoRun(Database& db, qint64 designId, const DesignRow& design) {
    NewRun run;
    run.designId = designId;
    run.ruleset = design.ruleset;
    run.players = 2;
    run.agents = {QStringLiteral("greedy"), QStringLiteral("random")};
    run.runSeed = 1;
    run.games = 100;
    run.complexitySample = 100;
    run.logMoves = true;
    run.program = QStringLiteral("playbench demo");
    pb::SimulationConfig config;
    config.game = pb::stability::ruleset().makeGame(design.params, run.players);
    config.agentSpecs = {"greedy", "random"};
    config.runSeed = run.runSeed;
    config.games = static_cast<std::uint64_t>(run.games);
    config.setup = design.setup;
    config.complexitySample = run.complexitySample;
    run.params = config.game->params();
    recordRun(db, run, config, run.logMoves);
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
        const DesignRow design = demoDesign();
        const qint64 designId = designs.create(design);
        addDemoGame(db, designId, design);
        addDemoRun(db, designId, design);
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
