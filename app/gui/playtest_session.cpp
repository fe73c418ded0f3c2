#include "playtest_session.h"

#include "agents/agent.h"
#include "board_presenter.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/game_logger.h"
#include "db/game_replay.h"
#include "db/game_store.h"
#include "db/store_error.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/registry.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "seat_words.h"
#include "sim/game_record.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QRandomGenerator>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <map>
#include <set>

namespace pb::gui {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

QString seatLabel(int seat) {
    return BoardPresenter::seatLabel(seat);
}

bool isPersonSpec(const QString& spec) {
    return spec == QLatin1String("human");
}

} // namespace

// Everything that exists only while a game is open. The store and logger refer
// to the workbench's database, so this goes whenever that database does.
struct PlaytestSession::Live {
    struct Taken {
        std::unique_ptr<pb::State> before; // the state the decision was taken at
        bool chance = false;
    };

    std::unique_ptr<pb::db::GameStore> store;
    std::unique_ptr<pb::db::GameLogger> logger;
    std::unique_ptr<pb::State> state;
    std::unique_ptr<BoardPresenter> presenter;
    std::vector<Taken> taken; // the effective decisions, oldest first (undo pops)
    std::uint64_t seed = 0;
    int rowsLogged = 0;    // log rows of the game, undo rows included
    bool stopped = false;  // a write failed: nothing more is played
    bool finished = false; // the result is stored
};

PlaytestSession::PlaytestSession(QObject* parent) : QObject(parent) {
    // The texts made here (results, the player panel, decisions) follow a change
    // of the interface language at once, as the page's own texts do.
    if (QCoreApplication* app = QCoreApplication::instance())
        app->installEventFilter(this);
    agentTimer_.setSingleShot(true);
    connect(&agentTimer_, &QTimer::timeout, this, [this] {
        if (running_ && isAgentToMove() && !isThinking())
            requestAgentDecision();
    });
}

PlaytestSession::~PlaytestSession() {
    // Results still on their way are dropped; the game stays as the store has it.
    ++generation_;
    for (QThread* thread : workers_) {
        thread->wait();
        delete thread;
    }
}

bool PlaytestSession::eventFilter(QObject* watched, QEvent* event) {
    // Once the new translator is in and the page has retranslated: a refresh in
    // the middle of that would rebuild views the layouts are still arranging.
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        QTimer::singleShot(0, this, [this] {
            if (live_)
                refreshViews();
        });
    return QObject::eventFilter(watched, event);
}

void PlaytestSession::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    close();
    workbench_ = workbench;
    if (workbench_) {
        connect(workbench_, &Workbench::databaseChanged, this, &PlaytestSession::onDatabaseChanged);
        connect(workbench_, &QObject::destroyed, this, &PlaytestSession::onDatabaseChanged);
    }
    emit workbenchChanged();
    refreshUnfinishedGames();
}

void PlaytestSession::onDatabaseChanged() {
    close();
    refreshUnfinishedGames();
}

pb::db::Database* PlaytestSession::database() const {
    return workbench_ ? workbench_->database() : nullptr;
}

// --- what the page reads ---------------------------------------------------

bool PlaytestSession::isActive() const {
    return live_ != nullptr;
}

qint64 PlaytestSession::gameId() const {
    return live_ ? live_->logger->gameId() : 0;
}

QString PlaytestSession::boardKind() const {
    return live_ && live_->presenter ? live_->presenter->boardKind() : QString();
}

QString PlaytestSession::seed() const {
    return live_ ? QString::number(live_->seed) : QString();
}

int PlaytestSession::currentActor() const {
    return live_ ? live_->state->currentActor() : pb::kTerminalActor;
}

QString PlaytestSession::currentActorName() const {
    const int actor = currentActor();
    if (actor == pb::kChanceActor)
        return tr("Chance");
    return actor >= 0 ? seatLabel(actor) : QString();
}

bool PlaytestSession::isPersonSeat(int seat) const {
    return seat >= 0 && seat < seats_.size() && isPersonSpec(seats_[seat]);
}

bool PlaytestSession::isPlayable() const {
    return live_ && !live_->stopped && !live_->state->isTerminal();
}

bool PlaytestSession::isPersonToMove() const {
    return isPlayable() && isPersonSeat(currentActor());
}

bool PlaytestSession::isAgentToMove() const {
    return isPlayable() && currentActor() >= 0 && !isPersonSeat(currentActor());
}

bool PlaytestSession::hasAgentSeat() const {
    return std::any_of(seats_.begin(), seats_.end(),
                       [](const QString& spec) { return !isPersonSpec(spec); });
}

bool PlaytestSession::isOver() const {
    return live_ && live_->state->isTerminal();
}

bool PlaytestSession::canUndo() const {
    return live_ && !live_->stopped && undoDepth() > 0;
}

QString PlaytestSession::resultText() const {
    if (!isOver())
        return {};
    return live_->presenter ? live_->presenter->endText(history())
                            : BoardPresenter::outcomeText(*live_->state);
}

StateHistory PlaytestSession::history() const {
    StateHistory states;
    if (!live_)
        return states;
    states.reserve(live_->taken.size() + 1);
    for (const Live::Taken& taken : live_->taken)
        states.push_back(taken.before.get());
    states.push_back(live_->state.get());
    return states;
}

QVariantList PlaytestSession::ranks() const {
    QVariantList ranks;
    if (!isOver())
        return ranks;
    const pb::Outcome outcome = live_->state->outcome();
    for (int seat = 0; seat < outcome.numSeats; ++seat)
        ranks.append(QVariantMap{
            {QStringLiteral("seat"), seat},
            {QStringLiteral("name"), seatLabel(seat)},
            {QStringLiteral("spec"), seats_.value(seat)},
            {QStringLiteral("rank"), outcome.rank[std::size_t(seat)]},
            {QStringLiteral("score"), outcome.score[std::size_t(seat)]},
        });
    return ranks;
}

QString PlaytestSession::stateText() const {
    if (!live_)
        return {};
    // As the board shows it: the viewing seat's observation, so hidden cards
    // never reach QML; the whole state only with open hands or no person seat.
    const int viewer = viewerSeat();
    const nlohmann::json json =
        viewer >= 0 ? live_->state->observationJson(viewer) : live_->state->toJson();
    return fromStd(json.dump(2));
}

QString PlaytestSession::statusText() const {
    if (!live_)
        return {};
    if (live_->stopped)
        return tr("Stopped: the last decision could not be saved.");
    if (isOver())
        return tr("Game over: %1").arg(resultText());
    const QString who = currentActorName();
    if (isThinking())
        return tr("%1 (%2) is thinking…")
            .arg(who, SeatWords::agentName(seats_.value(currentActor())));
    if (isPersonToMove())
        return tr("%1 to move: choose a decision or click a highlighted square.").arg(who);
    if (running_)
        return tr("%1 (%2) to move.").arg(who, SeatWords::agentName(seats_.value(currentActor())));
    return tr("Paused: %1 (%2) to move. Step or Run continues.")
        .arg(who, SeatWords::agentName(seats_.value(currentActor())));
}

void PlaytestSession::setSpeedMs(int ms) {
    ms = std::clamp(ms, 0, kMaxSpeedMs);
    if (ms == speedMs_)
        return;
    speedMs_ = ms;
    emit speedMsChanged();
}

QString PlaytestSession::randomSeed() {
    // Short enough to read aloud and type back in; any 64-bit number is accepted.
    return QString::number(QRandomGenerator::global()->bounded(1000000000));
}

// --- starting and leaving ----------------------------------------------------

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
    try {
        const std::optional<pb::db::DesignRow> design = pb::db::DesignStore(*db).get(designId);
        if (!design) {
            setErrorMessage(tr("Design %1 does not exist.").arg(designId));
            return false;
        }
        const pb::Ruleset& ruleset = pb::rulesetOrThrow(design->ruleset.toStdString());
        for (const QString& spec : seatSpecs)
            if (!isPersonSpec(spec))
                (void)pb::makeAgent(spec.toStdString(), 0); // refuses a bad spec by name
        const std::shared_ptr<const pb::Game> game = ruleset.makeGame(design->params, players);
        live->state = game->newInitialState(seedValue, design->setup);
        live->presenter = makeBoardPresenter(design->ruleset.toStdString());
        if (live->presenter)
            live->presenter->setSetup(design->setup);
        live->store = std::make_unique<pb::db::GameStore>(*db);
        live->logger = std::make_unique<pb::db::GameLogger>(*live->store, *live->state, seatSpecs,
                                                            seedValue, designId);
        designName = design->name;
        rulesetId = design->ruleset;
    } catch (const pb::PlaybenchError& e) {
        setErrorMessage(tr("Cannot start the playtest: %1").arg(fromStd(std::string(e.what()))));
        return false;
    }
    live->seed = seedValue;
    open(std::move(live), designId, designName, rulesetId, seatSpecs);
    // With a person at the table the agents answer on their own; a game of agents
    // only waits for Step or Run.
    setRunning(std::any_of(seatSpecs.begin(), seatSpecs.end(), isPersonSpec) && hasAgentSeat());
    advance();
    refreshUnfinishedGames();
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
        live->presenter = makeBoardPresenter(game.ruleset.toStdString());
        live->store = std::make_unique<pb::db::GameStore>(*db);
        live->logger = std::make_unique<pb::db::GameLogger>(*live->store, gameId, *live->state);
        live->seed = game.seed;
        live->rowsLogged = rows;
        seats = game.seats;
        designId = game.designId;
        rulesetId = game.ruleset;
        if (designId) {
            if (const auto design = pb::db::DesignStore(*db).get(*designId)) {
                designName = design->name;
                if (live->presenter)
                    live->presenter->setSetup(design->setup);
            }
        }
    } catch (const pb::PlaybenchError& e) {
        setErrorMessage(
            tr("Cannot resume game %1: %2").arg(gameId).arg(fromStd(std::string(e.what()))));
        return false;
    }
    open(std::move(live), designId.value_or(0), designName, rulesetId, seats);
    setRunning(false);
    advance();
    refreshUnfinishedGames();
    return live_ != nullptr;
}

void PlaytestSession::open(std::unique_ptr<Live> live, qint64 designId, const QString& designName,
                           const QString& rulesetId, const QStringList& seats) {
    close();
    live_ = std::move(live);
    designId_ = designId;
    designName_ = designName;
    rulesetId_ = rulesetId;
    seats_ = seats;
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
    designId_ = 0;
    designName_.clear();
    rulesetId_.clear();
    seats_.clear();
    refreshViews();
}

void PlaytestSession::refreshUnfinishedGames() {
    QVariantList games;
    if (pb::db::Database* db = database()) {
        try {
            std::map<qint64, QString> designNames;
            for (const pb::db::DesignRow& design : pb::db::DesignStore(*db).list())
                designNames[design.id] = design.name;
            pb::db::GameFilter filter;
            filter.status = pb::db::GameStatus::Running;
            for (const pb::db::GameRow& game : pb::db::GameStore(*db).listGames(filter)) {
                if (game.id == gameId())
                    continue;
                games.append(QVariantMap{
                    {QStringLiteral("gameId"), game.id},
                    {QStringLiteral("designId"), game.designId.value_or(0)},
                    {QStringLiteral("designName"),
                     game.designId ? designNames[*game.designId] : QString()},
                    {QStringLiteral("rulesetId"), game.ruleset},
                    {QStringLiteral("players"), game.players},
                    {QStringLiteral("seats"), game.seats},
                    {QStringLiteral("seatNames"), SeatWords::seatList(game.seats)},
                    {QStringLiteral("moveCount"), game.moveCount},
                    {QStringLiteral("startedAt"),
                     QLocale().toString(game.startedAt.toLocalTime(), QLocale::ShortFormat)},
                });
            }
        } catch (const pb::db::StoreError& e) {
            setErrorMessage(fromStd(std::string(e.what())));
        }
    }
    if (games == unfinishedGames_)
        return;
    unfinishedGames_ = games;
    emit unfinishedGamesChanged();
}

bool PlaytestSession::startDemo(int decisions) {
    pb::db::Database* db = database();
    if (db == nullptr) {
        setErrorMessage(tr("No database is open."));
        return false;
    }
    std::vector<pb::db::DesignRow> designs;
    try {
        designs = pb::db::DesignStore(*db).list();
    } catch (const pb::db::StoreError& e) {
        setErrorMessage(fromStd(std::string(e.what())));
        return false;
    }
    if (designs.empty()) {
        setErrorMessage(tr("There is no design to play."));
        return false;
    }
    if (!start(int(designs.front().id), 2, {QStringLiteral("human"), QStringLiteral("random")},
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

// --- playing -----------------------------------------------------------------

bool PlaytestSession::takeDecision(int row) {
    if (!isPersonToMove()) {
        setErrorMessage(tr("It is not a person's turn."));
        return false;
    }
    if (!legalDecisions_.contains(row)) {
        setErrorMessage(tr("There is no legal decision %1; nothing was played.").arg(row + 1));
        return false;
    }
    if (!apply(legalDecisions_.decision(row)))
        return false;
    // Playing on after an undo or a pause lets the agents answer again.
    setRunning(hasAgentSeat());
    advance();
    return true;
}

bool PlaytestSession::takeDecisionAtSquare(int square) {
    if (!isPersonToMove())
        return false;
    const std::vector<int> rows = legalDecisions_.rowsAtSquare(square);
    if (rows.size() == 1)
        return takeDecision(rows.front());
    QVariantList choices;
    for (int row : rows)
        choices.append(QVariantMap{{QStringLiteral("row"), row},
                                   {QStringLiteral("text"), legalDecisions_.text(row)}});
    setChoices(choices);
    return false;
}

void PlaytestSession::clearChoices() {
    setChoices({});
}

bool PlaytestSession::step() {
    if (!isAgentToMove() || isThinking())
        return false;
    setRunning(false);
    requestAgentDecision();
    return true;
}

void PlaytestSession::run() {
    if (!isPlayable() || !hasAgentSeat())
        return;
    setRunning(true);
    if (isAgentToMove() && !isThinking())
        requestAgentDecision();
}

void PlaytestSession::pause() {
    setRunning(false);
}

bool PlaytestSession::undo() {
    if (!live_ || live_->stopped)
        return false;
    const int depth = undoDepth();
    if (depth == 0) {
        // With a person at the table only a person's decisions are taken back.
        setErrorMessage(tr("Nothing to undo yet: no decision has been taken that Undo could take "
                           "back."));
        return false;
    }
    // Whatever an agent is thinking about belongs to the state being taken back.
    ++generation_;
    setThinking(0);
    setRunning(false);
    setChoices({});
    const std::size_t keep = live_->taken.size() - std::size_t(depth);
    try {
        // The end is taken back too: the game runs again in the store.
        if (live_->finished)
            live_->logger->reopen();
        live_->finished = false;
        live_->logger->logUndo(*live_->taken[keep].before, depth);
    } catch (const pb::db::StoreError& e) {
        stopOnError(fromStd(std::string(e.what())));
        return false;
    }
    live_->state = std::move(live_->taken[keep].before);
    live_->taken.resize(keep);
    ++live_->rowsLogged;
    setErrorMessage({});
    advance();
    return true;
}

int PlaytestSession::undoDepth() const {
    if (!live_)
        return 0;
    const bool personPlays = std::any_of(seats_.begin(), seats_.end(), isPersonSpec);
    int depth = 0;
    for (auto it = live_->taken.rbegin(); it != live_->taken.rend(); ++it) {
        ++depth;
        if (!it->chance && (!personPlays || isPersonSeat(it->before->currentActor())))
            return depth;
    }
    return 0;
}

bool PlaytestSession::apply(const pb::Decision& decision) {
    Live& live = *live_;
    const int actor = live.state->currentActor();
    const std::string why = live.state->whyIllegal(decision);
    if (!why.empty()) {
        setErrorMessage(tr("Refused: %1").arg(fromStd(why)));
        return false;
    }
    // The state changes only once the row is stored, so a failed write loses nothing.
    std::unique_ptr<pb::State> after = live.state->clone();
    after->applyUnchecked(decision);
    try {
        live.logger->log(*after, pb::RecordedDecision{actor, decision, after->hash()});
    } catch (const pb::db::StoreError& e) {
        stopOnError(fromStd(std::string(e.what())));
        return false;
    }
    live.taken.push_back({std::move(live.state), actor == pb::kChanceActor});
    live.state = std::move(after);
    ++live.rowsLogged;
    setChoices({});
    setErrorMessage({});
    emit decisionTaken();
    return true;
}

void PlaytestSession::advance() {
    while (isPlayable() && live_->state->isChance()) {
        pb::Rng rng(decisionSeed());
        if (!apply(live_->state->sampleChance(rng)))
            break;
    }
    finishIfOver();
    refreshViews();
    if (running_ && isAgentToMove() && !isThinking())
        agentTimer_.start(speedMs_);
}

void PlaytestSession::finishIfOver() {
    if (!live_ || live_->stopped || live_->finished || !live_->state->isTerminal())
        return;
    try {
        live_->logger->finish(*live_->state);
    } catch (const pb::db::StoreError& e) {
        stopOnError(fromStd(std::string(e.what())));
        return;
    }
    live_->finished = true;
    setRunning(false);
    emit gameOver();
}

std::uint64_t PlaytestSession::decisionSeed() const {
    return pb::deriveSeed(live_->seed, std::uint64_t(live_->rowsLogged));
}

void PlaytestSession::requestAgentDecision() {
    const quint64 generation = generation_;
    const std::string spec = seats_.value(currentActor()).toStdString();
    const std::uint64_t seed = decisionSeed();
    // The worker owns its copy; the Game it points to is immutable and shared.
    std::shared_ptr<const pb::State> state(live_->state->clone());
    setThinking(generation);
    QThread* worker = QThread::create([this, generation, spec, seed, state] {
        pb::Decision decision;
        QString error;
        try {
            decision = pb::makeAgent(spec, seed)->choose(*state);
        } catch (const std::exception& e) {
            error = fromStd(std::string(e.what()));
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, decision, error] { onAgentDecided(generation, decision, error); },
            Qt::QueuedConnection);
    });
    workers_.insert(worker);
    connect(worker, &QThread::finished, this, [this, worker] {
        workers_.erase(worker);
        worker->deleteLater();
    });
    worker->start();
}

bool PlaytestSession::decideNow() {
    if (!isAgentToMove())
        return false;
    try {
        const pb::Decision decision =
            pb::makeAgent(seats_.value(currentActor()).toStdString(), decisionSeed())
                ->choose(*live_->state);
        if (!apply(decision))
            return false;
    } catch (const pb::PlaybenchError& e) {
        setErrorMessage(fromStd(std::string(e.what())));
        return false;
    }
    advance();
    return true;
}

void PlaytestSession::onAgentDecided(quint64 generation, pb::Decision decision, QString error) {
    if (generation != generation_ || generation != thinkingGeneration_ || !isAgentToMove())
        return; // taken back, abandoned or replaced while the agent thought
    setThinking(0);
    if (!error.isEmpty()) {
        setRunning(false);
        setErrorMessage(tr("%1 could not decide: %2").arg(currentActorName(), error));
        refreshViews();
        return;
    }
    if (apply(decision))
        advance();
    else
        setRunning(false);
}

void PlaytestSession::stopOnError(const QString& message) {
    if (live_)
        live_->stopped = true;
    ++generation_;
    agentTimer_.stop();
    setThinking(0);
    setRunning(false);
    setErrorMessage(tr("The playtest stopped because the database could not be written. Every "
                       "decision before this one is saved and the game can be resumed later. %1")
                        .arg(message));
    refreshViews();
}

// --- views -------------------------------------------------------------------

void PlaytestSession::refreshViews() {
    boardData_.clear();
    playerPanel_.clear();
    legalTargets_.clear();
    if (!live_) {
        tiles_.setBoard(0, {});
        legalDecisions_.clear();
        moveLog_.clear();
    } else {
        const BoardPresenter* presenter = live_->presenter.get();
        const StateHistory states = history();
        if (presenter) {
            presenter->show(*live_->state, tiles_);
            presenter->markHistory(states, tiles_);
            boardData_ = presenter->describe(*live_->state, viewerSeat());
            playerPanel_ = presenter->playerPanel(states, viewerSeat());
        }
        if (isPersonToMove()) {
            legalDecisions_.show(*live_->state, presenter);
            for (int row = 0; row < legalDecisions_.count(); ++row) {
                const int target = legalDecisions_.square(row);
                if (target < 0)
                    continue;
                tiles_.setHighlighted(target, true);
                if (!legalTargets_.contains(target))
                    legalTargets_.append(target);
            }
        } else {
            legalDecisions_.clear();
        }
        moveLog_.load(database(), live_->logger->gameId());
    }
    emit gameChanged();
    emit statusTextChanged();
}

int PlaytestSession::viewerSeat() const {
    if (openHands_ || !live_)
        return -1;
    if (isPersonToMove())
        return currentActor();
    for (int seat = 0; seat < static_cast<int>(seats().size()); ++seat)
        if (isPersonSeat(seat))
            return seat;
    return -1;
}

void PlaytestSession::setOpenHands(bool open) {
    if (open == openHands_)
        return;
    openHands_ = open;
    emit openHandsChanged();
    if (live_)
        refreshViews();
}

void PlaytestSession::setRunning(bool running) {
    if (!running)
        agentTimer_.stop();
    if (running == running_)
        return;
    running_ = running;
    emit runningChanged();
    emit statusTextChanged();
}

void PlaytestSession::setThinking(quint64 generation) {
    if (generation == thinkingGeneration_)
        return;
    const bool wasThinking = isThinking();
    thinkingGeneration_ = generation;
    if (wasThinking != isThinking())
        emit thinkingChanged();
    emit statusTextChanged();
}

void PlaytestSession::setErrorMessage(const QString& message) {
    if (message == errorMessage_)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

void PlaytestSession::setChoices(QVariantList choices) {
    if (choices == choicesAtSquare_)
        return;
    choicesAtSquare_ = std::move(choices);
    emit choicesAtSquareChanged();
}

} // namespace pb::gui
