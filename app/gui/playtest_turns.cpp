// A playtest's turns: a person's decisions, the agents' (in AgentThreads),
// chance, undo, and logging each decision the moment it is made.
#include "agent_threads.h"
#include "agents/agent.h"
#include "db/store_error.h"
#include "engine/errors.h"
#include "engine/rng.h"
#include "playtest_live.h"
#include "sim/game_record.h"

#include <algorithm>

namespace pb::gui {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

} // namespace

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
        const pb::db::AppendedMove row = live_->logger->logUndo(*live_->taken[keep].before, depth);
        moveLog_.appendUndo(row.id, row.idx, live_->taken[keep].before->currentActor(), depth);
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
    // The state changes only once the row is stored, so a failed write loses nothing.
    std::unique_ptr<pb::State> after;
    QString text;
    QString outcome;
    try {
        const std::string why = live.state->whyIllegal(decision);
        if (!why.empty()) {
            setErrorMessage(tr("Refused: %1").arg(fromStd(why)));
            return false;
        }
        after = live.state->clone();
        after->applyUnchecked(decision);
        text = board_.presenter()->decisionText(*live.state, decision);
        outcome = board_.presenter()->decisionOutcome(*live.state, decision, *after);
    } catch (const pb::PlaybenchError& e) {
        // A designer's script can fail at a decision it listed (what Check
        // finds); the game stays before it, so it can be played otherwise.
        //: %1 is the rules' own error, a script's with its file and line
        setErrorMessage(tr("The rules failed at this decision: %1").arg(fromStd(e.what())));
        return false;
    }
    pb::db::AppendedMove row;
    try {
        row = live.logger->log(*after, pb::RecordedDecision{actor, decision, after->hash()});
    } catch (const pb::db::StoreError& e) {
        stopOnError(fromStd(std::string(e.what())));
        return false;
    }
    moveLog_.appendDecision(row.id, row.idx, actor, actor == pb::kChanceActor, text, outcome);
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
    setThinking(generation_);
    agents_->request(generation_, seats_.value(currentActor()).toStdString(), decisionSeed(),
                     std::shared_ptr<const pb::State>(live_->state->clone()));
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

} // namespace pb::gui
