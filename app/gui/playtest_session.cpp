#include "playtest_session.h"

#include "agent_threads.h"
#include "board_presenter.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "language_watch.h"
#include "playtest_live.h"
#include "seat_words.h"

#include <QCoreApplication>
#include <QEvent>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>

namespace pb::gui {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

QString seatLabel(int seat) {
    return BoardPresenter::seatLabel(seat);
}

} // namespace

PlaytestSession::PlaytestSession(QObject* parent)
    : QObject(parent), board_(tiles_), agents_(new AgentThreads(this)) {
    connect(agents_, &AgentThreads::decided, this, &PlaytestSession::onAgentDecided);
    // The texts made here (results, the player panel, decisions) follow a change
    // of the interface language at once, as the page's own texts do.
    // Once the new translator is in and the page has retranslated: a refresh in
    // the middle of that would rebuild views the layouts are still arranging.
    onLanguageChange(this, [this] {
        QTimer::singleShot(0, this, [this] {
            if (!live_)
                return;
            // The log's texts were worded in the language before.
            moveLog_.reload();
            refreshViews();
        });
    });
    agentTimer_.setSingleShot(true);
    connect(&agentTimer_, &QTimer::timeout, this, [this] {
        if (running_ && isAgentToMove() && !isThinking())
            requestAgentDecision();
    });
}

PlaytestSession::~PlaytestSession() {
    // Results still on their way are dropped (AgentThreads waits for them as it
    // goes); the game stays as the store has it.
    ++generation_;
    disconnect(agents_, nullptr, this, nullptr);
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

bool PlaytestSession::hasHiddenInformation() const {
    return live_ && live_->state->hasHiddenInformation();
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
    return board_.presenter()->endText(history());
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
            // Who played it as people read it: "MCTS (1,000 iterations)", not the spec.
            {QStringLiteral("agent"), SeatWords::agentName(seats_.value(seat))},
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
    if (!live_) {
        board_.close();
        legalDecisions_.clear();
        moveLog_.clear();
    } else {
        try {
            board_.show(history(), viewerSeat());
            if (isPersonToMove()) {
                legalDecisions_.show(*live_->state, board_.presenter());
                for (int row = 0; row < legalDecisions_.count(); ++row)
                    board_.addTarget(legalDecisions_.square(row));
            } else {
                legalDecisions_.clear();
            }
        } catch (const pb::PlaybenchError& e) {
            // A designer's script can fail where Check found it broken
            // (legal(), a view): the page says so instead of the app ending.
            legalDecisions_.clear();
            setErrorMessage(tr("The rules failed here: %1").arg(fromStd(e.what())));
        }
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
