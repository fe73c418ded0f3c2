#include "move_log_model.h"

#include "board_presenter.h"
#include "db/game_store.h"
#include "db/store_error.h"
#include "engine/decision_text.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"

#include <algorithm>

namespace pb::gui {

MoveLogModel::MoveLogModel(QObject* parent) : QAbstractListModel(parent) {}

int MoveLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant MoveLogModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !inRange(index.row()))
        return {};
    const Row& row = rows_[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return row.text;
    case IdxRole:
        return row.idx;
    case MoveIdRole:
        return row.moveId;
    case KindRole:
        return row.isUndo ? QStringLiteral("undo") : QStringLiteral("decision");
    case ActorRole:
        return row.actor;
    case ActorNameRole:
        return row.isChance ? tr("Chance") : QString::fromStdString(pb::playerLabel(row.actor));
    case AnnotationRole:
        return row.annotation;
    case TagsRole:
        return row.tags;
    case IsChanceRole:
        return row.isChance;
    case IsUndoRole:
        return row.isUndo;
    case TakenBackRole:
        return row.takenBack;
    case AnalysisLabelRole:
        return analysisLabels_.value(row.moveId);
    case OutcomeRole:
        return row.outcome;
    case AnalysisLabelTextRole:
        return analysisLabelText(analysisLabels_.value(row.moveId));
    default:
        return {};
    }
}

QHash<int, QByteArray> MoveLogModel::roleNames() const {
    return {
        {IdxRole, "idx"},
        {MoveIdRole, "moveId"},
        {KindRole, "kind"},
        {ActorRole, "actor"},
        {ActorNameRole, "actorName"},
        {TextRole, "text"},
        {AnnotationRole, "annotation"},
        {TagsRole, "tags"},
        {IsChanceRole, "isChance"},
        {IsUndoRole, "isUndo"},
        {TakenBackRole, "takenBack"},
        {AnalysisLabelRole, "analysisLabel"},
        {AnalysisLabelTextRole, "analysisLabelText"},
        {OutcomeRole, "outcome"},
    };
}

QStringList MoveLogModel::standardTags() {
    // Stored as written here, untranslated, so that filters and reports agree
    // across languages; the page translates them for display.
    return {QStringLiteral("fun"), QStringLiteral("confusing"), QStringLiteral("broken rule"),
            QStringLiteral("balance"), QStringLiteral("question")};
}

QString MoveLogModel::tagLabel(const QString& tag) {
    if (tag == QLatin1String("fun"))
        //: A tag for a move that was fun to play
        return tr("fun");
    if (tag == QLatin1String("confusing"))
        //: A tag for a move whose rules were unclear
        return tr("confusing");
    if (tag == QLatin1String("broken rule"))
        //: A tag for a move that shows a rule not working as meant
        return tr("broken rule");
    if (tag == QLatin1String("balance"))
        //: A tag for a move that says something about game balance
        return tr("balance");
    if (tag == QLatin1String("question"))
        //: A tag for a move to ask the designers about
        return tr("question");
    return tag;
}

void MoveLogModel::setAnalysisLabels(const QHash<qint64, QString>& labels) {
    analysisLabels_ = labels;
    if (count() > 0)
        emit dataChanged(index(0), index(count() - 1), {AnalysisLabelRole, AnalysisLabelTextRole});
}

QString MoveLogModel::analysisLabelAt(int row) const {
    return inRange(row) ? analysisLabels_.value(rows_[std::size_t(row)].moveId) : QString();
}

QString MoveLogModel::analysisLabelText(const QString& label) {
    if (label == QLatin1String("fine"))
        //: The second opinion's word for a move that gave up (almost) nothing
        return tr("fine");
    if (label == QLatin1String("inaccuracy"))
        //: The second opinion's word for a move that gave up a little win chance
        return tr("inaccuracy");
    if (label == QLatin1String("mistake"))
        //: The second opinion's word for a move that gave up a fair win chance
        return tr("mistake");
    if (label == QLatin1String("blunder"))
        //: The second opinion's word for a move that gave up much win chance
        return tr("blunder");
    return {};
}

void MoveLogModel::load(pb::db::Database* db, qint64 gameId) {
    const bool gameChanged = gameId != gameId_;
    if (gameChanged)
        analysisLabels_.clear();
    db_ = db;
    gameId_ = gameId;
    if (gameChanged)
        emit gameIdChanged();
    reload();
}

void MoveLogModel::clear() {
    const int before = count();
    beginResetModel();
    rows_.clear();
    effective_.clear();
    analysisLabels_.clear();
    endResetModel();
    db_ = nullptr;
    if (gameId_ != 0) {
        gameId_ = 0;
        emit gameIdChanged();
    }
    if (before != 0)
        emit countChanged();
    setErrorMessage({});
}

void MoveLogModel::reload() {
    std::vector<Row> rows;
    effective_.clear();
    QString error;
    if (db_ != nullptr && gameId_ != 0) {
        try {
            pb::db::GameStore store(*db_);
            // Texts in the interface language come from the ruleset's presenter,
            // reading each logged decision with the state it was taken in: the
            // game is replayed along the log (a text may depend on the position,
            // such as what a placed marker is). Should the replay fail, the
            // last state it reached reads the rest.
            std::unique_ptr<BoardPresenter> presenter;
            std::unique_ptr<pb::State> anyState;
            std::vector<std::unique_ptr<pb::State>>
                before; // the state before each effective decision
            bool replaying = true;
            if (const auto game = store.game(gameId_)) {
                const std::string rulesetId = game->ruleset.toStdString();
                presenter = makeBoardPresenter(rulesetId);
                if (const pb::Ruleset* ruleset = pb::findRuleset(rulesetId)) {
                    try {
                        anyState = ruleset->stateFromJson(game->initialState);
                    } catch (const pb::InvalidInput&) {
                        // The stored texts stand.
                    }
                }
            }
            // Undo rows take back the latest decision not yet taken back: a stack
            // of effective decisions finds which.
            for (const pb::db::MoveRow& move : store.moves(gameId_)) {
                Row row;
                row.moveId = move.id;
                row.idx = move.idx;
                row.isUndo = move.kind == pb::db::MoveKind::Undo;
                row.actor = move.actor;
                row.annotation = move.annotation;
                row.tags = move.tags;
                row.isChance = !row.isUndo && (move.isChance || move.actor == pb::kChanceActor);
                row.text =
                    loggedDecisionText(presenter.get(), anyState.get(), move.decision, move.text);
                if (row.isUndo) {
                    const int n = pb::db::undoneCount(move.decision);
                    takeBack(rows, row, n);
                    if (replaying && n > 0 && std::size_t(n) <= before.size()) {
                        anyState = std::move(before[before.size() - std::size_t(n)]);
                        before.resize(before.size() - std::size_t(n));
                    } else {
                        replaying = false;
                    }
                } else {
                    effective_.push_back(rows.size());
                    if (replaying && anyState) {
                        try {
                            const pb::Decision d = anyState->decisionFromJson(move.decision);
                            if (anyState->isLegal(d)) {
                                before.push_back(anyState->clone());
                                anyState->applyUnchecked(d);
                                if (presenter)
                                    row.outcome =
                                        presenter->decisionOutcome(*before.back(), d, *anyState);
                            } else {
                                replaying = false;
                            }
                        } catch (const pb::InvalidInput&) {
                            replaying = false;
                        }
                    }
                }
                rows.push_back(std::move(row));
            }
        } catch (const pb::db::StoreError& e) {
            rows.clear();
            effective_.clear();
            error = QString::fromUtf8(e.what());
        }
    }
    const int before = count();
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    if (before != count())
        emit countChanged();
    setErrorMessage(error);
}

std::vector<std::size_t> MoveLogModel::takeBack(std::vector<Row>& rows, Row& undo, int count) {
    const std::size_t n = std::min(effective_.size(), std::size_t(std::max(count, 0)));
    std::vector<std::size_t> marked(effective_.end() - std::ptrdiff_t(n), effective_.end());
    for (std::size_t row : marked)
        rows[row].takenBack = true;
    if (n == 1) {
        undo.text = tr("Undo: takes back move %1").arg(rows[marked.front()].idx + 1);
    } else if (n > 1) {
        //: %1 and %2 the first and last move taken back
        undo.text = tr("Undo: takes back moves %1 to %2")
                        .arg(rows[marked.front()].idx + 1)
                        .arg(rows[marked.back()].idx + 1);
    } else {
        undo.text = tr("Undo");
    }
    effective_.resize(effective_.size() - n);
    return marked;
}

void MoveLogModel::appendRow(Row row, int undone) {
    const int at = count();
    std::vector<std::size_t> marked;
    if (row.isUndo)
        marked = takeBack(rows_, row, undone);
    else
        effective_.push_back(rows_.size());
    for (std::size_t r : marked)
        emit dataChanged(index(int(r)), index(int(r)), {TakenBackRole});
    beginInsertRows({}, at, at);
    rows_.push_back(std::move(row));
    endInsertRows();
    emit countChanged();
}

void MoveLogModel::appendDecision(qint64 moveId, int idx, int actor, bool isChance,
                                  const QString& text, const QString& outcome) {
    Row row;
    row.moveId = moveId;
    row.idx = idx;
    row.actor = actor;
    row.isChance = isChance || actor == pb::kChanceActor;
    row.text = text;
    row.outcome = outcome;
    appendRow(std::move(row), 0);
}

void MoveLogModel::appendUndo(qint64 moveId, int idx, int actor, int count) {
    Row row;
    row.moveId = moveId;
    row.idx = idx;
    row.actor = actor;
    row.isUndo = true;
    appendRow(std::move(row), count);
}

template <typename Write> bool MoveLogModel::writeToStore(Write&& write) {
    if (db_ == nullptr) {
        setErrorMessage(tr("No game is loaded."));
        return false;
    }
    try {
        pb::db::GameStore store(*db_);
        write(store);
    } catch (const pb::db::StoreError& e) {
        setErrorMessage(QString::fromUtf8(e.what()));
        return false;
    }
    setErrorMessage({});
    return true;
}

QString MoveLogModel::annotationAt(int row) const {
    return inRange(row) ? rows_[std::size_t(row)].annotation : QString();
}

QStringList MoveLogModel::tagsAt(int row) const {
    return inRange(row) ? rows_[std::size_t(row)].tags : QStringList();
}

bool MoveLogModel::setAnnotation(int row, const QString& annotation) {
    if (!inRange(row))
        return false;
    Row& target = rows_[std::size_t(row)];
    if (target.annotation == annotation)
        return true;
    if (!writeToStore([&](pb::db::GameStore& s) { s.setAnnotation(target.moveId, annotation); }))
        return false;
    target.annotation = annotation;
    emit dataChanged(index(row), index(row), {AnnotationRole});
    return true;
}

bool MoveLogModel::addTag(int row, const QString& tag) {
    if (!inRange(row))
        return false;
    Row& target = rows_[std::size_t(row)];
    const QString trimmed = tag.trimmed();
    if (!writeToStore([&](pb::db::GameStore& s) { s.addTag(target.moveId, trimmed); }))
        return false;
    if (!target.tags.contains(trimmed)) {
        target.tags.append(trimmed);
        target.tags.sort();
        emit dataChanged(index(row), index(row), {TagsRole});
    }
    return true;
}

bool MoveLogModel::removeTag(int row, const QString& tag) {
    if (!inRange(row))
        return false;
    Row& target = rows_[std::size_t(row)];
    const QString trimmed = tag.trimmed();
    if (!writeToStore([&](pb::db::GameStore& s) { s.removeTag(target.moveId, trimmed); }))
        return false;
    if (target.tags.removeAll(trimmed) > 0)
        emit dataChanged(index(row), index(row), {TagsRole});
    return true;
}

bool MoveLogModel::isAnnotated(int row) const {
    const Row& r = rows_[std::size_t(row)];
    return !r.annotation.trimmed().isEmpty() || !r.tags.isEmpty();
}

int MoveLogModel::nextAnnotatedRow(int after) const {
    for (int row = std::max(after + 1, 0); row < count(); ++row)
        if (isAnnotated(row))
            return row;
    return -1;
}

int MoveLogModel::previousAnnotatedRow(int before) const {
    for (int row = std::min(before - 1, count() - 1); row >= 0; --row)
        if (isAnnotated(row))
            return row;
    return -1;
}

void MoveLogModel::setErrorMessage(const QString& message) {
    if (message == errorMessage_)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

} // namespace pb::gui
