#include "game_list_model.h"

#include "board_presenter.h"
#include "date_text.h"
#include "db/design_store.h"
#include "db/game_store.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "seat_words.h"

#include <QDate>
#include <QHash>
#include <QLocale>
#include <exception>

namespace pb::gui {

namespace {

// How a stored game ended, as the list shows it.
QString resultText(const db::GameRow& game) {
    switch (game.status) {
    case db::GameStatus::Running:
        return GameListModel::tr("Unfinished");
    case db::GameStatus::Abandoned:
        return GameListModel::tr("Abandoned");
    case db::GameStatus::Finished:
        break;
    }
    const nlohmann::json& result = game.result;
    const pb::Ruleset* ruleset = pb::findRuleset(game.ruleset.toStdString());
    if (ruleset && ruleset->cooperative() && result.is_object()) {
        // The seats play as one team: every seat's score is the team's.
        const nlohmann::json& scores = result.value("scores", nlohmann::json::array());
        const bool won = !scores.empty() && scores[0].is_number() && scores[0].get<double>() >= 1.0;
        return won ? GameListModel::tr("The team won") : GameListModel::tr("The team lost");
    }
    if (result.is_object() && result.value("winner", nlohmann::json()).is_number_integer())
        //: %1 is a seat label such as P1
        return GameListModel::tr("%1 wins").arg(
            BoardPresenter::seatLabel(result["winner"].get<int>()));
    if (result.is_object() && result.value("turn_limit", false))
        return GameListModel::tr("Draw at the turn limit");
    if (result.is_object() && result.value("draw", false))
        return GameListModel::tr("Draw");
    return GameListModel::tr("Finished");
}

// The start of local day `text` ("yyyy-MM-dd") plus `days`, in UTC; invalid if
// `text` is empty or not a date.
QDateTime dayStart(const QString& text, int days) {
    const QDate date = QDate::fromString(text.trimmed(), Qt::ISODate);
    if (!date.isValid())
        return {};
    return QDateTime(date.addDays(days), QTime(0, 0)).toUTC();
}

} // namespace

GameListModel::GameListModel(QObject* parent) : QAbstractListModel(parent) {}

int GameListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case GameIdRole:
        return row.gameId;
    case Qt::DisplayRole:
    case DesignNameRole:
        return row.designName;
    case RulesetRole:
        return row.ruleset;
    case StartedAtRole:
        return row.startedAt;
    case StatusRole:
        return row.status;
    case ResultTextRole:
        return row.resultText;
    case SeatsRole:
        return row.seats;
    case MoveCountRole:
        return row.moveCount;
    case AnnotatedMovesRole:
        return row.annotatedMoves;
    case SimulatedRole:
        return row.simulated;
    default:
        return {};
    }
}

QHash<int, QByteArray> GameListModel::roleNames() const {
    return {
        {GameIdRole, "gameId"},
        {DesignNameRole, "designName"},
        {RulesetRole, "ruleset"},
        {StartedAtRole, "startedAt"},
        {StatusRole, "status"},
        {ResultTextRole, "resultText"},
        {SeatsRole, "seats"},
        {MoveCountRole, "moveCount"},
        {AnnotatedMovesRole, "annotatedMoves"},
        {SimulatedRole, "simulated"},
    };
}

void GameListModel::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = workbench;
    if (workbench_) {
        connect(workbench_, &Workbench::databaseChanged, this, &GameListModel::reload);
        // Design names and the design filter's choices follow renames.
        connect(workbench_, &Workbench::designsChanged, this, &GameListModel::reload);
        connect(workbench_, &QObject::destroyed, this, [this] {
            workbench_ = nullptr;
            emit workbenchChanged();
            reload();
        });
    }
    emit workbenchChanged();
    reload();
}

template <typename Value> void GameListModel::setFilter(Value& field, const Value& value) {
    if (field == value)
        return;
    field = value;
    emit filterChanged();
    reload();
}

void GameListModel::setDesignId(qint64 designId) {
    setFilter(designId_, designId);
}
void GameListModel::setFromDate(const QString& date) {
    setFilter(fromDate_, date);
}
void GameListModel::setToDate(const QString& date) {
    setFilter(toDate_, date);
}
void GameListModel::setResult(ResultFilter result) {
    setFilter(result_, result);
}
void GameListModel::setTag(const QString& tag) {
    setFilter(tag_, tag);
}
void GameListModel::setAnnotatedOnly(bool annotatedOnly) {
    setFilter(annotatedOnly_, annotatedOnly);
}
void GameListModel::setIncludeSimulated(bool includeSimulated) {
    setFilter(includeSimulated_, includeSimulated);
}

int GameListModel::rowOfGame(qint64 gameId) const {
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].gameId == gameId)
            return static_cast<int>(i);
    return -1;
}

qint64 GameListModel::gameIdAt(int row) const {
    return row >= 0 && row < count() ? rows_[static_cast<std::size_t>(row)].gameId : 0;
}

void GameListModel::reload() {
    std::vector<Row> rows;
    QStringList tags;
    QVariantList designs;
    QString error;
    if (workbench_ && workbench_->database()) {
        db::GameFilter filter;
        if (designId_ > 0)
            filter.designId = designId_;
        filter.startedFrom = dayStart(fromDate_, 0);
        // The "to" day is inclusive: games before the start of the next day.
        filter.startedBefore = dayStart(toDate_, 1);
        for (const QString& date : {fromDate_, toDate_})
            if (!date.trimmed().isEmpty() && !dayStart(date, 0).isValid())
                error = tr("“%1” is not a date; write it as YYYY-MM-DD.").arg(date.trimmed());
        switch (result_) {
        case ResultFilter::Any:
            break;
        case ResultFilter::Winner:
            filter.result = db::GameResultKind::Winner;
            break;
        case ResultFilter::Draw:
            filter.result = db::GameResultKind::Draw;
            break;
        case ResultFilter::Unfinished:
            filter.status = db::GameStatus::Running;
            break;
        case ResultFilter::Abandoned:
            filter.status = db::GameStatus::Abandoned;
            break;
        }
        if (annotatedOnly_)
            filter.hasAnnotations = true;
        filter.tag = tag_;
        filter.includeRunGames = includeSimulated_;
        try {
            db::Database& database = *workbench_->database();
            QHash<qint64, QString> designNames;
            for (const db::DesignRow& design : db::DesignStore(database).list()) {
                designNames.insert(design.id, design.name);
                designs.append(QVariantMap{{QStringLiteral("id"), design.id},
                                           {QStringLiteral("name"), design.name}});
            }
            const db::GameStore store(database);
            tags = store.tags();
            for (const db::GameRow& game : store.listGames(filter)) {
                Row row;
                row.gameId = game.id;
                row.designName = game.designId
                                     ? designNames.value(*game.designId, tr("Deleted design"))
                                     : tr("No design");
                row.ruleset = game.ruleset;
                row.startedAt = dateTimeText(game.startedAt);
                row.status = db::toString(game.status);
                // A damaged row is listed, saying what no longer reads, and hides no other.
                row.resultText =
                    game.damagedColumn.isEmpty()
                        ? resultText(game)
                        //: %1 the stored column that no longer reads, as the store names it
                        : tr("Damaged: its stored %1 cannot be read").arg(game.damagedColumn);
                row.seats = SeatWords::seatList(game.seats);
                row.moveCount = game.moveCount;
                row.annotatedMoves = game.annotatedMoves;
                row.simulated = game.runId.has_value();
                rows.push_back(std::move(row));
            }
        } catch (const std::exception& failure) {
            error = QString::fromStdString(failure.what());
            qCWarning(lcGui).noquote() << "cannot list games:" << error;
            rows.clear();
        }
    }
    const int oldCount = count();
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    if (count() != oldCount)
        emit countChanged();
    if (tags != tags_ || designs != designs_) {
        tags_ = tags;
        designs_ = designs;
        emit choicesChanged();
    }
    setErrorMessage(error);
}

void GameListModel::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

} // namespace pb::gui
