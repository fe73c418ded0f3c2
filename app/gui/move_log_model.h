#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace pb::db {
class Database;
}

namespace pb::gui {

// The log of one stored game, one row per log row (decisions and undo rows), for
// the Playtest and Review pages. Annotations and tags are written to the store at
// once; a write that fails leaves the row as it was and errorMessage saying why.
// The model reads nothing until load() and never owns the database.
class MoveLogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Playtest and Review controllers own their move logs.")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY gameIdChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(QStringList standardTags READ standardTags CONSTANT)

public:
    enum Role {
        IdxRole = Qt::UserRole + 1,
        MoveIdRole,
        KindRole,
        ActorRole,
        ActorNameRole,
        TextRole,
        AnnotationRole,
        TagsRole,
        IsChanceRole,
        IsUndoRole,
        TakenBackRole,
        // The second opinion's label of an analysed move: "fine", "inaccuracy",
        // "mistake" or "blunder", or "" when the move was not analysed.
        AnalysisLabelRole,
        AnalysisLabelTextRole, // the label in the interface's language
        // What the decision set off (where pieces went and why) in the
        // interface's language, or "" when its text says it all.
        OutcomeRole,
    };
    Q_ENUM(Role)

    explicit MoveLogModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(rows_.size()); }
    qint64 gameId() const { return gameId_; }
    QString errorMessage() const { return errorMessage_; }
    // The tags offered as toggles: fun, confusing, broken rule, balance, question.
    static QStringList standardTags();
    // How a tag is shown: the standard tags translated, any other as written.
    Q_INVOKABLE static QString tagLabel(const QString& tag);

    // Shows game `gameId` of `db` (kept, not owned, until clear() or the next load).
    // A read that fails leaves the model empty with errorMessage set.
    void load(pb::db::Database* db, qint64 gameId);
    // Empties the model and forgets the database.
    void clear();
    // Reads the log again (after a decision was logged elsewhere).
    Q_INVOKABLE void reload();
    // Adds the row just logged for the loaded game, as reload() would read it
    // (a decision of `actor` worded `text`), without reading the log again: a
    // playtest appends one row per decision instead of reloading n rows.
    // `outcome` is what it set off (OutcomeRole).
    void appendDecision(qint64 moveId, int idx, int actor, bool isChance, const QString& text,
                        const QString& outcome = {});
    // Adds the undo row just logged, which takes back the latest `count`
    // decisions not yet taken back; `actor` acts again.
    void appendUndo(qint64 moveId, int idx, int actor, int count);

    // The analysis labels to show, by the logged move's id (labelId words);
    // they outlive reload() and go with clear() or load() of another game.
    void setAnalysisLabels(const QHash<qint64, QString>& labels);
    QString analysisLabelAt(int row) const;
    // "fine", ...: the label in the interface's language.
    Q_INVOKABLE static QString analysisLabelText(const QString& label);

    // The annotation and tags of `row` (empty out of range), for editors.
    Q_INVOKABLE QString annotationAt(int row) const;
    Q_INVOKABLE QStringList tagsAt(int row) const;
    Q_INVOKABLE bool setAnnotation(int row, const QString& annotation);
    Q_INVOKABLE bool addTag(int row, const QString& tag);
    Q_INVOKABLE bool removeTag(int row, const QString& tag);

    // The first row after `after` (-1: from the start) / last row before `before`
    // (count(): from the end) with an annotation or a tag, or -1.
    Q_INVOKABLE int nextAnnotatedRow(int after) const;
    Q_INVOKABLE int previousAnnotatedRow(int before) const;

signals:
    void countChanged();
    void gameIdChanged();
    void errorMessageChanged();

private:
    struct Row {
        qint64 moveId = 0;
        int idx = 0;
        bool isUndo = false;
        int actor = 0;
        QString text;
        QString outcome;
        QString annotation;
        QStringList tags;
        bool isChance = false;
        bool takenBack = false;
    };

    bool inRange(int row) const { return row >= 0 && row < count(); }
    // Marks the `count` latest effective decisions of `rows` taken back for
    // undo row `undo`, and words it; returns the rows it marked.
    std::vector<std::size_t> takeBack(std::vector<Row>& rows, Row& undo, int count);
    void appendRow(Row row, int undone);
    bool isAnnotated(int row) const;
    // Runs `write` against the store; on StoreError sets errorMessage and returns false.
    template <typename Write> bool writeToStore(Write&& write);
    void setErrorMessage(const QString& message);

    pb::db::Database* db_ = nullptr;
    qint64 gameId_ = 0;
    std::vector<Row> rows_;
    // The rows of the decisions not taken back, oldest first (undo rows pop it).
    std::vector<std::size_t> effective_;
    QHash<qint64, QString> analysisLabels_;
    QString errorMessage_;
};

} // namespace pb::gui
