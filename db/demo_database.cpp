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
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/game_runner.h"
#include "sim/simulator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace pb::db {

namespace {

using Kind = StoreError::Kind;

QString worded(const DemoWords& words, const pb::Ruleset& ruleset, const std::string& english) {
    const QString text = words ? words(ruleset.id(), english) : QString();
    return text.isEmpty() ? QString::fromStdString(english) : text;
}

DesignRow designRow(const pb::Ruleset& ruleset, const pb::DemoDesign& demo,
                    const DemoWords& words) {
    DesignRow design;
    design.name = QString::fromStdString(demo.name);
    design.ruleset = QString::fromUtf8(ruleset.id().data(), qsizetype(ruleset.id().size()));
    design.params = ruleset.parameters().resolve(demo.params);
    design.setup = demo.setup;
    design.notes = worded(words, ruleset, demo.notes);
    return design;
}

// One playtest of the demo design, logged move by move and annotated, so that
// the Review page has a game to show from the first start. Seeded: the same
// moves and notes every time.
void addDemoGame(Database& db, qint64 designId, const pb::Ruleset& ruleset,
                 const pb::DemoDesign& demo, const DesignRow& design, const DemoWords& words) {
    constexpr std::uint64_t kSeed = 1;
    const auto game = ruleset.makeGame(design.params, demo.players);
    const auto initial = game->newInitialState(kSeed, design.setup);
    std::vector<std::unique_ptr<pb::Agent>> agents;
    std::vector<pb::Agent*> seats;
    QStringList seatSpecs;
    for (const std::string& spec : demo.playtestAgents) {
        agents.push_back(pb::makeAgent(spec, 0)); // playGame seeds each seat
        seats.push_back(agents.back().get());
        seatSpecs.append(QString::fromStdString(spec));
    }
    GameStore store(db);
    GameLogger logger(store, *initial, seatSpecs, kSeed, designId);
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
    const std::array<const AppendedMove*, 3> noted{&logged[1], &logged[logged.size() / 2],
                                                   &logged.back()};
    const std::array<const char*, 3> tags{"question", "balance", "fun"};
    for (std::size_t i = 0; i < noted.size(); ++i) {
        store.setAnnotation(noted[i]->id, worded(words, ruleset, demo.moveNotes[i]));
        store.addTag(noted[i]->id, QString::fromUtf8(tags[i]));
    }
}

// A small finished batch of the demo design with every move kept, so the
// Reports page shows charts and openable outlier games from the first start.
// Seeded and on one thread: the same run every time.
void addDemoRun(Database& db, qint64 designId, const pb::Ruleset& ruleset,
                const pb::DemoDesign& demo, const DesignRow& design) {
    NewRun run;
    run.designId = designId;
    run.ruleset = design.ruleset;
    run.players = demo.players;
    for (const std::string& spec : demo.runAgents)
        run.agents.append(QString::fromStdString(spec));
    run.runSeed = 1;
    run.games = demo.runGames;
    run.complexitySample = demo.runGames;
    run.logMoves = true;
    run.program = QStringLiteral("playbench demo");
    pb::SimulationConfig config;
    config.game = ruleset.makeGame(design.params, run.players);
    config.agentSpecs = demo.runAgents;
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
void ensureDemoDatabase(const QString& path, const DemoWords& words) {
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink())
        return;
    if (!QDir().mkpath(info.absolutePath()))
        throw sql::error(path, Kind::Failed,
                         QStringLiteral("cannot create the folder %1")
                             .arg(QDir::toNativeSeparators(info.absolutePath())));
    QElapsedTimer clock;
    clock.start();
    const QString building = path + QStringLiteral(".creating");
    removeWithJournal(building);
    try {
        Database db(building);
        DesignStore designs(db);
        // Each ruleset brings its own demo design (Ruleset::demoDesign).
        for (const pb::Ruleset* ruleset : pb::allRulesets()) {
            const std::optional<pb::DemoDesign> demo = ruleset->demoDesign();
            if (!demo)
                continue;
            const DesignRow design = designRow(*ruleset, *demo, words);
            const qint64 designId = designs.create(design);
            addDemoGame(db, designId, *ruleset, *demo, design, words);
            addDemoRun(db, designId, *ruleset, *demo, design);
        }
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
    qCInfo(lcStore) << "Created the demo database" << path << "in" << clock.elapsed() << "ms";
}

} // namespace pb::db
