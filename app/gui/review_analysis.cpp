#include "review_analysis.h"

#include "analysis_settings.h"
#include "board_presenter.h"
#include "db/game_analysis.h"
#include "db/game_replay.h"
#include "engine/state.h"
#include "gui_logging.h"
#include "language_watch.h"
#include "move_log_model.h"

#include <QCoreApplication>
#include <QEvent>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <exception>

namespace pb::gui {

ReviewAnalysis::ReviewAnalysis(MoveLogModel& log, QObject* parent)
    : QObject(parent), log_(log), thresholds_(analysisThresholds()) {
    poll_.setInterval(200);
    connect(&poll_, &QTimer::timeout, this, [this] {
        if (progress_ && progress_->load() != done_) {
            done_ = progress_->load();
            emit progressChanged();
        }
    });
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, &ReviewAnalysis::onFinished);
    // Once the new translator is in and the page has retranslated.
    onLanguageChange(this, [this] {
        QTimer::singleShot(0, this, [this] {
            if (gameId_ > 0)
                relabel();
            // The last run's note was worded in the language before.
            if (!running_)
                setMessages({}, errorMessage_);
        });
    });
}

ReviewAnalysis::~ReviewAnalysis() {
    if (cancel_)
        cancel_->store(true);
    watcher_.waitForFinished();
}

void ReviewAnalysis::open(pb::db::Database& db, const pb::db::GameReplay& replay,
                          const std::vector<std::unique_ptr<pb::State>>& states, bool cooperative) {
    close();
    db_ = &db;
    replay_ = &replay;
    states_ = &states;
    gameId_ = replay.game().id;
    players_ = replay.game().players;
    cooperative_ = cooperative;
    for (const pb::db::MoveRow& move : replay.moves()) {
        seatOfMove_.insert(move.id, move.actor);
        idxOfMove_.insert(move.id, move.idx);
    }
    readStored();
}

void ReviewAnalysis::close() {
    stopRun();
    db_ = nullptr;
    replay_ = nullptr;
    states_ = nullptr;
    gameId_ = 0;
    seatOfMove_.clear();
    idxOfMove_.clear();
    const bool had = !rows_.empty();
    rows_.clear();
    rowOfMove_.clear();
    drama_.clear();
    labelCounts_.clear();
    leadChanges_ = 0;
    setMessages({}, {});
    if (had)
        emit analysisChanged();
}

void ReviewAnalysis::stopRun() {
    if (!running_)
        return;
    // The search under way ends within one position; its answer is dropped.
    ++generation_;
    cancel_->store(true);
    watcher_.waitForFinished();
    running_ = false;
    poll_.stop();
    plan_.reset();
    emit runningChanged();
}

void ReviewAnalysis::readStored() {
    rows_.clear();
    rowOfMove_.clear();
    if (db_ && gameId_ > 0) {
        try {
            rows_ = pb::db::AnalysisStore(*db_).gameAnalysis(gameId_);
        } catch (const std::exception& failure) {
            qCWarning(lcGui) << "cannot read the analysis of game" << gameId_ << failure.what();
            setMessages({}, tr("The stored analysis cannot be read: %1")
                                .arg(QString::fromUtf8(failure.what())));
        }
    }
    // Rows of moves this replay does not reach (a damaged log) are not shown.
    rows_.erase(
        std::remove_if(rows_.begin(), rows_.end(),
                       [this](const auto& row) { return !seatOfMove_.contains(row.moveId); }),
        rows_.end());
    for (std::size_t i = 0; i < rows_.size(); ++i)
        rowOfMove_.insert(rows_[i].moveId, i);
    relabel();
}

void ReviewAnalysis::refresh() {
    thresholds_ = analysisThresholds();
    relabel();
}

void ReviewAnalysis::relabel() {
    std::vector<int> seats;
    for (const auto& row : rows_)
        seats.push_back(seatOfMove_.value(row.moveId));
    const pb::AnalysisResult stored = pb::db::storedAnalysis(rows_, seats, thresholds_);

    QHash<qint64, QString> labels;
    int counts[4] = {0, 0, 0, 0};
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        labels.insert(rows_[i].moveId,
                      QString::fromUtf8(pb::labelId(stored.moves[i].label).data()));
        ++counts[static_cast<int>(stored.moves[i].label)];
    }
    log_.setAnalysisLabels(labels);
    labelCounts_ = {{QStringLiteral("fine"), counts[0]},
                    {QStringLiteral("inaccuracy"), counts[1]},
                    {QStringLiteral("mistake"), counts[2]},
                    {QStringLiteral("blunder"), counts[3]}};

    // The drama curve: one series a seat (the team's, cooperatively); with two
    // rivals the other seat's chance is what the mover's leaves.
    drama_.clear();
    const int seriesCount = cooperative_ ? 1 : std::max(1, players_);
    std::vector<QVariantList> points(static_cast<std::size_t>(seriesCount));
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const double x = idxOfMove_.value(rows_[i].moveId) + 1;
        const double win = rows_[i].winPlayed;
        const int seat = std::clamp(seats[i], 0, seriesCount - 1);
        points[std::size_t(cooperative_ ? 0 : seat)].append(
            QVariantMap{{QStringLiteral("x"), x}, {QStringLiteral("y"), win}});
        if (!cooperative_ && players_ == 2)
            points[std::size_t(1 - seat)].append(
                QVariantMap{{QStringLiteral("x"), x}, {QStringLiteral("y"), 1.0 - win}});
    }
    for (int s = 0; s < seriesCount; ++s) {
        if (points[std::size_t(s)].isEmpty())
            continue;
        drama_.append(QVariantMap{
            {QStringLiteral("seat"), cooperative_ ? -1 : s},
            //: The one curve of a cooperative game's drama chart: every seat wins or loses together
            {QStringLiteral("name"), cooperative_ ? tr("Team") : BoardPresenter::seatLabel(s)},
            {QStringLiteral("points"), points[std::size_t(s)]}});
    }
    leadChanges_ = cooperative_ ? -1 : pb::dramaCurve(stored, players_).value("lead_changes", 0);
    emit analysisChanged();
}

const pb::db::MoveAnalysisRow* ReviewAnalysis::rowFor(qint64 moveId) const {
    const auto found = rowOfMove_.constFind(moveId);
    return found == rowOfMove_.cend() ? nullptr : &rows_[*found];
}

QString ReviewAnalysis::labelFor(qint64 moveId) const {
    const pb::db::MoveAnalysisRow* row = rowFor(moveId);
    if (!row)
        return {};
    return QString::fromUtf8(
        pb::labelId(pb::labelFor(std::max(0.0, row->winBest - row->winPlayed), thresholds_))
            .data());
}

bool ReviewAnalysis::start(int iterations) {
    if (running_) {
        setMessages({}, tr("An analysis is already under way."));
        return false;
    }
    if (!db_ || !replay_ || !states_) {
        setMessages({}, tr("Open a game before analysing it."));
        return false;
    }
    if (iterations < 1) {
        setMessages({}, tr("The budget is at least one iteration."));
        return false;
    }
    auto plan = std::make_shared<pb::db::GameAnalysisPlan>();
    bool everySeat = false;
    try {
        *plan = pb::db::planGameAnalysis(*replay_, *states_, false);
        if (plan->requests.empty()) {
            // A game no person played (a simulated one): judge the agents instead.
            *plan = pb::db::planGameAnalysis(*replay_, *states_, true);
            everySeat = true;
        }
    } catch (const std::exception& failure) {
        setMessages({},
                    tr("This game cannot be analysed: %1").arg(QString::fromUtf8(failure.what())));
        return false;
    }
    if (plan->requests.empty()) {
        setMessages({}, tr("This game has no decision to analyse."));
        return false;
    }
    //: Shown while and after an analysis of a game no person played
    setMessages(everySeat ? tr("No person played this game: every seat's decisions are analysed.")
                          : QString(),
                {});
    plan_ = plan;
    progress_ = std::make_shared<std::atomic<int>>(0);
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    runIterations_ = iterations;
    done_ = 0;
    total_ = int(plan->requests.size());
    running_ = true;
    poll_.start();
    pb::AnalysisConfig config;
    config.iterations = iterations;
    config.calibrationGames = calibrationGames_;
    // Both cores (every core): the answer is the same for any thread count.
    config.threads = std::max(1, QThread::idealThreadCount());
    config.thresholds = thresholds_;
    config.cancel = cancel_.get();
    config.progress = [progress = progress_](std::size_t done) { progress->store(int(done)); };
    qCInfo(lcGui) << "analysing" << total_ << "moves of game" << gameId_ << "at" << iterations
                  << "iterations";
    watcher_.setFuture(QtConcurrent::run(
        [plan, config, cancel = cancel_, progress = progress_, generation = ++generation_] {
            Outcome outcome;
            outcome.generation = generation;
            try {
                outcome.result = pb::analyseMoves(plan->requests, config);
            } catch (const std::exception& failure) {
                outcome.error = QString::fromUtf8(failure.what());
            }
            return outcome;
        }));
    emit runningChanged();
    emit progressChanged();
    return true;
}

void ReviewAnalysis::cancel() {
    if (running_ && cancel_)
        cancel_->store(true);
}

void ReviewAnalysis::onFinished() {
    const Outcome outcome = watcher_.result();
    if (outcome.generation != generation_ || !running_)
        return; // a run given up for another game
    running_ = false;
    poll_.stop();
    const std::shared_ptr<pb::db::GameAnalysisPlan> plan = std::move(plan_);
    done_ = progress_ ? progress_->load() : done_;
    emit runningChanged();
    emit progressChanged();
    if (!outcome.error.isEmpty()) {
        setMessages({}, tr("The analysis failed: %1").arg(outcome.error));
        return;
    }
    if (outcome.result.cancelled) {
        setMessages(hasAnalysis() ? tr("Analysis cancelled; the earlier analysis is kept.")
                                  : tr("Analysis cancelled; nothing was stored."),
                    {});
        return;
    }
    try {
        pb::db::AnalysisStore(*db_).saveGameAnalysis(
            gameId_, pb::db::analysisRows(*plan, outcome.result, runIterations_));
    } catch (const std::exception& failure) {
        setMessages({},
                    tr("The analysis cannot be stored: %1").arg(QString::fromUtf8(failure.what())));
        return;
    }
    const QString note = message_;
    readStored();
    const QString stored =
        tr("%n move(s) analysed and stored with the game.", "", int(outcome.result.moves.size()));
    setMessages(note.isEmpty() ? stored : note + QLatin1Char(' ') + stored, {});
}

void ReviewAnalysis::setMessages(const QString& message, const QString& error) {
    if (message_ == message && errorMessage_ == error)
        return;
    message_ = message;
    errorMessage_ = error;
    emit messageChanged();
}

} // namespace pb::gui
