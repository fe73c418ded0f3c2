#pragma once

#include "db/analysis_store.h"
#include "sim/move_analysis.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace pb {
class State;
}

namespace pb::db {
class Database;
class GameReplay;
struct GameAnalysisPlan;
} // namespace pb::db

namespace pb::gui {

class MoveLogModel;

// The second opinion on the game open on the Review page: runs the same
// analysis as `playbench-cli analyse` (db::planGameAnalysis, pb::analyseMoves,
// db::analysisRows) on every core in the background, with progress and
// cancel, and stores it with the game, so that reopening the game shows it
// without a new search; a new run replaces it. A cancelled or failed run
// stores nothing and leaves the earlier analysis as it was. Labels come from
// the stored win chances under the thresholds of Settings (analysis_settings.h),
// so changing them relabels without searching again.
class ReviewAnalysis : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Review session owns its analysis.")
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    // Whether the open game has a stored analysis.
    Q_PROPERTY(bool hasAnalysis READ hasAnalysis NOTIFY analysisChanged)
    // The stored analysis's MCTS iterations per search (0 without one).
    Q_PROPERTY(int iterations READ iterations NOTIFY analysisChanged)
    // [{seat, name, points: [{x: move number, y: win chance 0..1}]}]: each
    // seat's estimated win chance over the game (the team's, cooperatively).
    Q_PROPERTY(QVariantList drama READ drama NOTIFY analysisChanged)
    // How often the lead changed hands (pb::dramaCurve); -1 in a cooperative game.
    Q_PROPERTY(int leadChanges READ leadChanges NOTIFY analysisChanged)
    // {fine, inaccuracy, mistake, blunder}: how many moves carry each label.
    Q_PROPERTY(QVariantMap labelCounts READ labelCounts NOTIFY analysisChanged)
    // What the last run ended with (stored, cancelled), for the status line.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY messageChanged)

public:
    explicit ReviewAnalysis(MoveLogModel& log, QObject* parent = nullptr);
    ~ReviewAnalysis() override; // cancels a run under way and waits for it

    bool running() const { return running_; }
    int done() const { return done_; }
    int total() const { return total_; }
    bool hasAnalysis() const { return !rows_.empty(); }
    int iterations() const { return rows_.empty() ? 0 : rows_.front().iterations; }
    QVariantList drama() const { return drama_; }
    int leadChanges() const { return leadChanges_; }
    QVariantMap labelCounts() const { return labelCounts_; }
    QString message() const { return message_; }
    QString errorMessage() const { return errorMessage_; }

    // The game the session opened (kept, not owned, until close()): its store,
    // replay and states (the state after i log rows). Reads its analysis.
    void open(pb::db::Database& db, const pb::db::GameReplay& replay,
              const std::vector<std::unique_ptr<pb::State>>& states, bool cooperative);
    // Stops a run under way (its result is dropped) and forgets the game.
    void close();

    // The stored analysis of logged move `moveId`, if it has one.
    const pb::db::MoveAnalysisRow* rowFor(qint64 moveId) const;
    // Its label under the current thresholds ("" without analysis).
    QString labelFor(qint64 moveId) const;

    // Analyses every decision a person made (every seat's when no person
    // played) at `iterations` MCTS iterations per search. False, with
    // errorMessage set, when no game is open, a run is under way or there is
    // nothing to analyse.
    Q_INVOKABLE bool start(int iterations);
    // Asks the run to stop after the positions under way; nothing is stored.
    Q_INVOKABLE void cancel();
    // Reads the thresholds of Settings again and relabels.
    Q_INVOKABLE void refresh();
    // The reference games behind the win-chance map (AnalysisConfig's,
    // 200 by default); tests that are not about the map play fewer.
    void setCalibrationGames(int games) { calibrationGames_ = games; }

protected:
signals:
    void runningChanged();
    void progressChanged();
    void analysisChanged();
    void messageChanged();

private:
    struct Outcome {
        quint64 generation = 0;
        pb::AnalysisResult result;
        QString error;
    };

    void readStored();
    void relabel();
    void onFinished();
    void stopRun();
    void setMessages(const QString& message, const QString& error);

    MoveLogModel& log_;
    pb::db::Database* db_ = nullptr;
    const pb::db::GameReplay* replay_ = nullptr;
    const std::vector<std::unique_ptr<pb::State>>* states_ = nullptr;
    qint64 gameId_ = 0;
    int players_ = 0;
    bool cooperative_ = false;

    std::vector<pb::db::MoveAnalysisRow> rows_;
    QHash<qint64, std::size_t> rowOfMove_; // move id -> index into rows_
    QHash<qint64, int> seatOfMove_;        // move id -> the deciding seat
    QHash<qint64, int> idxOfMove_;         // move id -> its log index
    pb::AnalysisThresholds thresholds_;
    QVariantList drama_;
    int leadChanges_ = 0;
    QVariantMap labelCounts_;
    QString message_;
    QString errorMessage_;

    bool running_ = false;
    int done_ = 0;
    int total_ = 0;
    int runIterations_ = 0;
    int calibrationGames_ = pb::AnalysisConfig{}.calibrationGames;
    // Each run's number: the answer of a run given up (another game opened) is dropped.
    quint64 generation_ = 0;
    std::shared_ptr<pb::db::GameAnalysisPlan> plan_;
    std::shared_ptr<std::atomic<int>> progress_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QTimer poll_;
    QFutureWatcher<Outcome> watcher_;
};

} // namespace pb::gui
