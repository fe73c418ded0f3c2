#include "review_session.h"

#include "board_presenter.h"
#include "db/design_store.h"
#include "db/game_export.h"
#include "db/game_replay.h"
#include "db/game_store.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "language_watch.h"
#include "seat_words.h"
#include "sim/game_record.h"

#include <QDir>
#include <QSaveFile>
#include <QTimer>
#include <QUrl>
#include <algorithm>
#include <exception>

namespace pb::gui {

namespace {

// A local file path from what a FileDialog gives (a file: URL) or a typed path.
QString localPath(const QString& target) {
    const QUrl url(target);
    if (url.isLocalFile())
        return url.toLocalFile();
    return target;
}

} // namespace

ReviewSession::ReviewSession(QObject* parent)
    : QObject(parent), tiles_(new BoardTilesModel(this)), board_(*tiles_),
      moveLog_(new MoveLogModel(this)), analysis_(new ReviewAnalysis(*moveLog_, this)) {
    connect(analysis_, &ReviewAnalysis::analysisChanged, this, &ReviewSession::showGhost);
    // The board's texts and the log are worded when shown: once the new
    // translator is in and the page has retranslated, show them again.
    onLanguageChange(this, [this] {
        QTimer::singleShot(0, this, [this] {
            if (!isOpen())
                return;
            moveLog_->reload();
            showStep();
            emit summaryChanged();
            emit stepChanged();
            showGhost();
        });
    });
}

ReviewSession::~ReviewSession() = default;

void ReviewSession::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    close();
    workbench_ = workbench;
    if (workbench_) {
        // Another database has nothing to do with the game on show.
        connect(workbench_, &Workbench::databaseChanged, this, &ReviewSession::close);
        connect(workbench_, &QObject::destroyed, this, [this] {
            workbench_ = nullptr;
            close();
            emit workbenchChanged();
        });
    }
    emit workbenchChanged();
}

bool ReviewSession::openGame(qint64 gameId) {
    close();
    if (!workbench_ || !workbench_->database()) {
        setErrorMessage(tr("No database is open, so there is no game to review."));
        return false;
    }
    db::Database& database = *workbench_->database();
    try {
        replay_ = std::make_unique<db::GameReplay>(database, gameId);
    } catch (const std::exception& failure) {
        replay_.reset();
        setErrorMessage(tr("Game %1 cannot be opened: %2")
                            .arg(gameId)
                            .arg(QString::fromStdString(failure.what())));
        return false;
    }
    const db::GameRow& game = replay_->game();
    QString problem;
    states_ = replay_->states(&problem);
    if (states_.empty()) {
        replay_.reset();
        setErrorMessage(tr("Game %1 cannot be shown: %2").arg(gameId).arg(problem));
        return false;
    }
    if (problem.isEmpty()) {
        // Every row applies; the hashes may still disagree with the log.
        const db::ReplayReport report = replay_->verify();
        if (!report.ok)
            problem = report.message;
    }
    designName_.clear();
    nlohmann::json setup;
    try {
        if (game.designId)
            if (const auto design = db::DesignStore(database).get(*game.designId)) {
                designName_ = design->name;
                setup = design->setup;
            }
    } catch (const std::exception& failure) {
        // The name and the deck's card names are only informative.
        qCWarning(lcGui) << "cannot read the design of game" << gameId << failure.what();
    }
    // The version the game was played with (a script's, which the replay
    // loaded from the store), not the newest one of that id.
    const pb::Ruleset* ruleset = !states_.empty() ? &states_.front()->game().ruleset()
                                                  : pb::findRuleset(game.ruleset.toStdString());
    board_.open(ruleset ? pb::rulesetKey(*ruleset) : game.ruleset.toStdString(), setup, game.seed);
    gameId_ = gameId;
    moveLog_->load(&database, gameId);
    analysis_->open(database, *replay_, states_, ruleset && ruleset->cooperative());
    const QString rulesetName =
        ruleset ? QString::fromUtf8(ruleset->displayName().data(),
                                    static_cast<qsizetype>(ruleset->displayName().size()))
                : game.ruleset;
    rulesetName_ = rulesetName;
    seats_ = game.seats;
    step_ = 0;
    if (problem.isEmpty())
        setErrorMessage({});
    else if (stepCount() < int(replay_->moves().size()))
        setErrorMessage(tr("This game's log stops replaying at move %1, so the steps after it "
                           "are not shown: %2")
                            .arg(stepCount())
                            .arg(problem));
    else
        setErrorMessage(tr("This game's log replays, but not as it was stored: %1").arg(problem));
    emit gameChanged();
    emit summaryChanged();
    showStep();
    emit stepChanged();
    showGhost();
    return true;
}

void ReviewSession::close() {
    const bool wasOpen = isOpen();
    // First: a run under way reads the states about to go.
    analysis_->close();
    replay_.reset();
    board_.close();
    states_.clear();
    gameId_ = 0;
    step_ = 0;
    designName_.clear();
    rulesetName_.clear();
    seats_.clear();
    moveLog_->clear();
    setExportMessage({});
    if (wasOpen) {
        emit gameChanged();
        emit summaryChanged();
        emit stepChanged();
        showGhost();
    }
}

int ReviewSession::stepCount() const {
    return states_.empty() ? 0 : int(states_.size()) - 1;
}

void ReviewSession::setStep(int step) {
    step = std::clamp(step, 0, stepCount());
    if (step == step_)
        return;
    step_ = step;
    showStep();
    emit stepChanged();
    showGhost();
}

void ReviewSession::next() {
    setStep(step_ + 1);
}
void ReviewSession::previous() {
    setStep(step_ - 1);
}
void ReviewSession::first() {
    setStep(0);
}
void ReviewSession::last() {
    setStep(stepCount());
}

bool ReviewSession::nextAnnotated() {
    const int row = moveLog_->nextAnnotatedRow(currentRow());
    if (row < 0 || row + 1 > stepCount())
        return false;
    showRow(row);
    return true;
}

bool ReviewSession::previousAnnotated() {
    const int row = moveLog_->previousAnnotatedRow(currentRow());
    if (row < 0)
        return false;
    showRow(row);
    return true;
}

void ReviewSession::showRow(int row) {
    setStep(row + 1);
}

const pb::State* ReviewSession::currentState() const {
    if (step_ < 0 || step_ >= int(states_.size()))
        return nullptr;
    return states_[std::size_t(step_)].get();
}

StateHistory ReviewSession::historyToStep() const {
    StateHistory history;
    if (states_.empty())
        return history;
    history.push_back(states_.front().get());
    // The states the game went through to this step: an undo row goes back to
    // the state before the decisions it took back, which its own state is.
    for (int step = 1; step <= step_ && step < int(states_.size()); ++step) {
        const db::MoveRow& row = replay_->moves()[std::size_t(step - 1)];
        if (row.kind == db::MoveKind::Undo)
            history.resize(std::max<std::size_t>(
                1, history.size() - std::size_t(db::undoneCount(row.decision))));
        else
            history.push_back(states_[std::size_t(step)].get());
    }
    return history;
}

void ReviewSession::showStep() {
    // A review sees the whole table: every hand open.
    board_.show(historyToStep(), -1);
    if (!board_.isOpen() || !currentState() || step_ == 0)
        return;
    const db::MoveRow& row = replay_->moves()[std::size_t(step_ - 1)];
    if (row.kind != db::MoveKind::Decision)
        return;
    // The decision was taken at the state before this step; it replayed there.
    const pb::State& before = *states_[std::size_t(step_ - 1)];
    try {
        board_.addTarget(
            board_.presenter()->decisionSquare(before, before.decisionFromJson(row.decision)));
    } catch (const pb::PlaybenchError& failure) {
        qCWarning(lcGui) << "cannot highlight move" << row.idx << failure.what();
    }
}

QVariantMap ReviewSession::moveAnalysis() const {
    if (!isOpen() || step_ < 1 || step_ >= int(states_.size()))
        return {};
    const db::MoveRow& row = replay_->moves()[std::size_t(step_ - 1)];
    const db::MoveAnalysisRow* analysed = analysis_->rowFor(row.id);
    if (row.kind != db::MoveKind::Decision || !analysed)
        return {};
    const pb::State& before = *states_[std::size_t(step_ - 1)];
    QString bestText = analysed->bestText;
    bool agrees = false;
    try {
        const pb::Decision best = before.decisionFromJson(analysed->bestDecision);
        agrees = best == before.decisionFromJson(row.decision);
        // In the interface's language, as the log words it.
        bestText = board_.presenter()->decisionText(before, best);
    } catch (const pb::PlaybenchError& failure) {
        qCWarning(lcGui) << "cannot read the analysis of move" << row.idx << failure.what();
    }
    const QString label = analysis_->labelFor(row.id);
    return {{QStringLiteral("label"), label},
            {QStringLiteral("labelText"), MoveLogModel::analysisLabelText(label)},
            {QStringLiteral("playedText"),
             moveLog_->data(moveLog_->index(step_ - 1), MoveLogModel::TextRole)},
            {QStringLiteral("bestText"), bestText},
            {QStringLiteral("winPlayed"), analysed->winPlayed},
            {QStringLiteral("winBest"), analysed->winBest},
            {QStringLiteral("agrees"), agrees},
            {QStringLiteral("iterations"), analysed->iterations},
            // Half the width of each chance's 95% interval (1.96 standard
            // errors), or -1 for an analysis stored before they were kept.
            {QStringLiteral("playedMargin"),
             analysed->playedStdError ? 1.96 * *analysed->playedStdError : -1.0},
            {QStringLiteral("bestMargin"),
             analysed->bestStdError ? 1.96 * *analysed->bestStdError : -1.0},
            {QStringLiteral("playedProven"), analysed->playedProven},
            {QStringLiteral("bestProven"), analysed->bestProven}};
}

void ReviewSession::showGhost() {
    int ghost = -1;
    if (isOpen() && step_ >= 1 && step_ < int(states_.size()) && board_.isOpen()) {
        const db::MoveRow& row = replay_->moves()[std::size_t(step_ - 1)];
        if (const db::MoveAnalysisRow* analysed = analysis_->rowFor(row.id)) {
            const pb::State& before = *states_[std::size_t(step_ - 1)];
            try {
                const pb::Decision best = before.decisionFromJson(analysed->bestDecision);
                if (!(best == before.decisionFromJson(row.decision)))
                    ghost = board_.presenter()->decisionSquare(before, best);
            } catch (const pb::PlaybenchError& failure) {
                qCWarning(lcGui) << "cannot show the analysis of move" << row.idx << failure.what();
            }
        }
    }
    ghostTarget_ = ghost;
    // The details change with the step and the analysis even when the ghost does not.
    emit moveAnalysisChanged();
}

QString ReviewSession::summary() const {
    if (!isOpen())
        return {};
    return tr("Game %1 · %2 · %3 · seats: %4")
        .arg(gameId_)
        .arg(designName_.isEmpty() ? tr("no design") : designName_, rulesetName_,
             SeatWords::seatList(seats_));
}

QString ReviewSession::stepText() const {
    if (!isOpen())
        return {};
    if (step_ == 0)
        return tr("Start: the position before the first move");
    const db::MoveRow& row = replay_->moves()[std::size_t(step_ - 1)];
    const QString actor = row.isChance ? tr("Chance") : BoardPresenter::seatLabel(row.actor);
    if (row.kind == db::MoveKind::Undo)
        //: %1 is the step number, %2 the seat that acts again
        return tr("Step %1: undo, %2 acts again").arg(step_).arg(actor);
    // The decision as the move log words it (the presenter's text in the
    // interface's language), not the stored engine text.
    const QString decision =
        moveLog_->data(moveLog_->index(step_ - 1), MoveLogModel::TextRole).toString();
    //: %1 is the step number, %2 who acted, %3 the decision
    return tr("Step %1: %2, %3").arg(step_).arg(actor, decision.isEmpty() ? row.text : decision);
}

QString ReviewSession::positionText() const {
    const pb::State* state = currentState();
    if (!state)
        return {};
    if (state->isTerminal())
        //: %1 why the game ended and who won
        return tr("Game over: %1").arg(board_.presenter()->endText(historyToStep()));
    const int actor = state->currentActor();
    if (actor < 0)
        return tr("Chance acts next");
    //: %1 is a seat label such as P1
    return tr("%1 to act").arg(BoardPresenter::seatLabel(actor));
}

QString ReviewSession::stateText() const {
    const pb::State* state = currentState();
    return state ? QString::fromStdString(state->toJson().dump(2)) : QString();
}

QString ReviewSession::stateHash() const {
    const pb::State* state = currentState();
    return state ? QString::fromStdString(pb::hashToHex(state->hash())) : QString();
}

bool ReviewSession::exportJson(const QString& target) {
    if (!isOpen() || !workbench_ || !workbench_->database()) {
        setErrorMessage(tr("Open a game before exporting it."));
        return false;
    }
    try {
        // Read again: annotations and tags may have been edited since opening.
        const db::GameStore store(*workbench_->database());
        const std::optional<db::GameRow> game = store.game(gameId_);
        if (!game) {
            setErrorMessage(tr("Game %1 is no longer in the database.").arg(gameId_));
            return false;
        }
        const nlohmann::json json =
            db::gameToJson(*game, store.moves(gameId_), designName_,
                           db::AnalysisStore(*workbench_->database()).gameAnalysis(gameId_));
        return writeFile(target, QByteArray::fromStdString(json.dump(2) + "\n"), tr("JSON"));
    } catch (const std::exception& failure) {
        setErrorMessage(tr("Game %1 cannot be exported: %2")
                            .arg(gameId_)
                            .arg(QString::fromStdString(failure.what())));
        return false;
    }
}

bool ReviewSession::exportCsv(const QString& target) {
    if (!isOpen() || !workbench_ || !workbench_->database()) {
        setErrorMessage(tr("Open a game before exporting it."));
        return false;
    }
    try {
        const db::GameStore store(*workbench_->database());
        return writeFile(target, db::movesToCsv(store.moves(gameId_)), tr("CSV"));
    } catch (const std::exception& failure) {
        setErrorMessage(tr("Game %1 cannot be exported: %2")
                            .arg(gameId_)
                            .arg(QString::fromStdString(failure.what())));
        return false;
    }
}

QString ReviewSession::suggestedFileName(const QString& extension) const {
    return QStringLiteral("game-%1.%2").arg(gameId_).arg(extension);
}

bool ReviewSession::writeFile(const QString& target, const QByteArray& bytes, const QString& what) {
    const QString path = localPath(target);
    if (path.trimmed().isEmpty()) {
        setErrorMessage(tr("Choose a file to export to."));
        return false;
    }
    // QSaveFile writes beside the target and renames: a failed export leaves an
    // earlier file of that name as it was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        setErrorMessage(
            tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    setErrorMessage({});
    //: %1 is "JSON" or "CSV", %2 a game number, %3 a file path
    setExportMessage(
        tr("Saved game %2 as %1 to %3").arg(what).arg(gameId_).arg(QDir::toNativeSeparators(path)));
    return true;
}

void ReviewSession::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

void ReviewSession::setExportMessage(const QString& message) {
    if (exportMessage_ == message)
        return;
    exportMessage_ = message;
    emit exportMessageChanged();
}

} // namespace pb::gui
