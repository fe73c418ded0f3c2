// A playtest's life: starting a design's game, resuming a stored one,
// abandoning and leaving it, and the list of games that can be resumed.
#include "agents/agent.h"
#include "check/reproduction.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/game_replay.h"
#include "db/store_error.h"
#include "design_ruleset.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/parameter_conflict.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "parameter_words.h"
#include "playtest_live.h"
#include "script/script_gate.h"
#include "unfinished_games.h"

#include <algorithm>

namespace pb::gui {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

} // namespace

bool PlaytestSession::start(int designId, int players, const QStringList& seatSpecs,
                            const QString& seed) {
    pb::db::Database* db = database();
    if (db == nullptr) {
        setErrorMessage(tr("No database is open."));
        return false;
    }
    bool seedOk = false;
    const std::uint64_t seedValue = seed.trimmed().toULongLong(&seedOk);
    if (!seedOk) {
        setErrorMessage(tr("The seed must be a whole number from 0 to 18446744073709551615."));
        return false;
    }
    if (seatSpecs.size() != players) {
        setErrorMessage(tr("Choose who plays each of the %n seat(s).", nullptr, players));
        return false;
    }
    auto live = std::make_unique<Live>();
    QString designName;
    QString rulesetId;
    nlohmann::json setup;
    try {
        const std::optional<pb::db::DesignRow> design = pb::db::DesignStore(*db).get(designId);
        if (!design) {
            setErrorMessage(tr("Design %1 does not exist.").arg(designId));
            return false;
        }
        rulesetId = designRulesetKey(*design); // before a refusal, which is worded by the ruleset
        const pb::Ruleset* found = designRuleset(*db, *design);
        if (!found) {
            setErrorMessage(
                tr("Cannot start the playtest: this build cannot play the ruleset \"%1\" "
                   "of design %2.")
                    .arg(design->ruleset)
                    .arg(designId));
            return false;
        }
        const pb::Ruleset& ruleset = *found;
        for (const QString& spec : seatSpecs)
            if (!isPersonSpec(spec))
                (void)pb::makeAgent(spec.toStdString(), 0); // refuses a bad spec by name
        const std::shared_ptr<const pb::Game> game = ruleset.makeGame(design->params, players);
        live->state = game->newInitialState(seedValue, design->setup);
        setup = design->setup;
        live->store = std::make_unique<pb::db::GameStore>(*db);
        live->logger = std::make_unique<pb::db::GameLogger>(*live->store, *live->state, seatSpecs,
                                                            seedValue, designId);
        designName = design->name;
    } catch (const pb::ParameterConflict& e) {
        setErrorMessage(tr("Cannot start the playtest: %1")
                            .arg(ParameterWords::conflict(rulesetId.toStdString(), e)));
        return false;
    } catch (const pb::PlaybenchError& e) {
        setErrorMessage(tr("Cannot start the playtest: %1").arg(fromStd(std::string(e.what()))));
        return false;
    }
    live->seed = seedValue;
    open(std::move(live), designId, designName, rulesetId, seatSpecs, setup);
    // With a person at the table the agents answer on their own; a game of agents
    // only waits for Step or Run.
    setRunning(std::any_of(seatSpecs.begin(), seatSpecs.end(), isPersonSpec) && hasAgentSeat());
    advance();
    refreshUnfinishedGames();
    return live_ != nullptr;
}

bool PlaytestSession::startFromReproduction(const pb::Ruleset& ruleset,
                                            const pb::check::Reproduction& reproduction) {
    pb::db::Database* db = database();
    if (db == nullptr) {
        setErrorMessage(tr("No database is open."));
        return false;
    }
    const QStringList seats(std::max(reproduction.players, 0), QStringLiteral("human"));
    auto live = std::make_unique<Live>();
    try {
        const std::shared_ptr<const pb::Game> game =
            ruleset.makeGame(reproduction.params, reproduction.players);
        live->state = game->newInitialState(reproduction.seed, reproduction.setup);
        live->store = std::make_unique<pb::db::GameStore>(*db);
        live->logger = std::make_unique<pb::db::GameLogger>(*live->store, *live->state, seats,
                                                            reproduction.seed);
    } catch (const pb::PlaybenchError& e) {
        setErrorMessage(
            tr("Cannot open the game where Check broke: %1").arg(fromStd(std::string(e.what()))));
        return false;
    }
    live->seed = reproduction.seed;
    //: The name a playtest opened from a Check break shows; %1 is the script's name
    const QString name =
        tr("%1, where Check broke").arg(fromStd(std::string(ruleset.displayName())));
    open(std::move(live), 0, name, fromStd(pb::rulesetKey(ruleset)), seats, reproduction.setup);
    setRunning(false);
    for (const nlohmann::json& json : reproduction.decisions) {
        pb::Decision decision;
        try {
            decision = live_->state->decisionFromJson(json);
        } catch (const pb::PlaybenchError& e) {
            setErrorMessage(tr("Cannot open the game where Check broke: %1")
                                .arg(fromStd(std::string(e.what()))));
            break;
        }
        if (!apply(decision))
            break;
    }
    // No advance(): the failing decision may be a chance draw, which the
    // designer takes by hand here rather than the session drawing another.
    // Nor is a game that broke at its end finished: its outcome may be what broke.
    const QString error = errorMessage_;
    refreshViews();
    refreshUnfinishedGames();
    if (!error.isEmpty())
        setErrorMessage(error);
    return live_ != nullptr;
}

bool PlaytestSession::resume(qint64 gameId) {
    pb::db::Database* db = database();
    if (db == nullptr) {
        setErrorMessage(tr("No database is open."));
        return false;
    }
    auto live = std::make_unique<Live>();
    QStringList seats;
    std::optional<qint64> designId;
    QString designName;
    QString rulesetId;
    nlohmann::json setup;
    try {
        const pb::db::GameReplay replay(*db, gameId);
        const pb::db::GameRow& game = replay.game();
        if (game.status != pb::db::GameStatus::Running || game.runId) {
            setErrorMessage(
                tr("Game %1 cannot be resumed: it is not an unfinished playtest.").arg(gameId));
            return false;
        }
        // The effective decisions, so that undo can go back past the resume.
        const int rows = int(replay.moves().size());
        for (int row = 0; row < rows; ++row) {
            const pb::db::MoveRow& move = replay.moves()[std::size_t(row)];
            if (move.kind == pb::db::MoveKind::Undo) {
                const std::size_t count =
                    std::min(live->taken.size(), std::size_t(pb::db::undoneCount(move.decision)));
                live->taken.resize(live->taken.size() - count);
            } else {
                live->taken.push_back({replay.stateAfter(row), move.isChance});
            }
        }
        live->state = replay.stateAfter(rows);
        live->store = std::make_unique<pb::db::GameStore>(*db);
        live->logger = std::make_unique<pb::db::GameLogger>(*live->store, gameId, *live->state);
        live->seed = game.seed;
        live->rowsLogged = rows;
        seats = game.seats;
        designId = game.designId;
        // The version the game was played with, not the newest of its script.
        rulesetId = QString::fromStdString(pb::rulesetKey(live->state->game().ruleset()));
        if (designId) {
            if (const auto design = pb::db::DesignStore(*db).get(*designId)) {
                designName = design->name;
                setup = design->setup;
            }
        }
    } catch (const pb::PlaybenchError& e) {
        setErrorMessage(
            tr("Cannot resume game %1: %2").arg(gameId).arg(fromStd(std::string(e.what()))));
        return false;
    }
    open(std::move(live), designId.value_or(0), designName, rulesetId, seats, setup);
    setRunning(false);
    advance();
    refreshUnfinishedGames();
    return live_ != nullptr;
}

void PlaytestSession::open(std::unique_ptr<Live> live, qint64 designId, const QString& designName,
                           const QString& rulesetId, const QStringList& seats,
                           const nlohmann::json& setup) {
    close();
    live_ = std::move(live);
    board_.open(rulesetId.toStdString(), setup, live_->seed);
    moveLog_.load(database(), live_->logger->gameId());
    designId_ = designId;
    designName_ = designName;
    rulesetId_ = rulesetId;
    seats_ = seats;
    scriptCheckBanner_ = scriptPlaytestBanner(*database(), live_->state->game().ruleset());
    setErrorMessage({});
}

bool PlaytestSession::abandon() {
    if (!live_ || live_->finished)
        return false;
    try {
        live_->logger->abandon();
    } catch (const pb::db::StoreError& e) {
        setErrorMessage(tr("Cannot abandon the game: %1").arg(fromStd(std::string(e.what()))));
        return false;
    }
    close();
    refreshUnfinishedGames();
    return true;
}

void PlaytestSession::close() {
    ++generation_;
    agentTimer_.stop();
    setThinking(0);
    setRunning(false);
    setChoices({});
    if (!live_)
        return;
    live_.reset();
    board_.close();
    designId_ = 0;
    designName_.clear();
    rulesetId_.clear();
    seats_.clear();
    scriptCheckBanner_.clear();
    refreshViews();
    // The game just closed (Ctrl+W) can be resumed: list it now, not when the page is next shown.
    refreshUnfinishedGames();
}

void PlaytestSession::refreshUnfinishedGames() {
    QVariantList games;
    if (pb::db::Database* db = database()) {
        try {
            games = pb::gui::unfinishedGames(*db, gameId());
        } catch (const pb::db::StoreError& e) {
            setErrorMessage(fromStd(std::string(e.what())));
        }
    }
    if (games == unfinishedGames_)
        return;
    unfinishedGames_ = games;
    emit unfinishedGamesChanged();
}

} // namespace pb::gui
