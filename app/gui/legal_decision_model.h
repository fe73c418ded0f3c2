#pragma once

#include "engine/decision.h"

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace pb {
class State;
}

namespace pb::gui {

class BoardPresenter;

// The legal decisions of one state, in the ruleset's order, as the Playtest page
// lists them: the ruleset's text, the name of the decision's kind, the square it
// acts on (-1 for none) and its JSON. Filled by PlaytestSession; QML only reads it.
class LegalDecisionModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Playtest session fills the legal decisions.")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // The row the person has chosen in the list (arrows, a click): the one Enter
    // and "Take decision" play, and whose target the board marks. -1 for none.
    Q_PROPERTY(int currentRow READ currentRow WRITE setCurrentRow NOTIFY currentRowChanged)
    // The square or target the chosen decision acts on, or -1.
    Q_PROPERTY(int currentTarget READ currentTarget NOTIFY currentRowChanged)

public:
    enum Role {
        TextRole = Qt::UserRole + 1,
        KindRole,
        SquareRole,
        JsonRole,
    };
    Q_ENUM(Role)

    explicit LegalDecisionModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(rows_.size()); }

    // Lists the legal decisions of `state`; `presenter` (may be null) says which
    // square each acts on.
    void show(const pb::State& state, const BoardPresenter* presenter);
    void clear();

    bool contains(int row) const { return row >= 0 && row < count(); }
    pb::Decision decision(int row) const { return rows_[std::size_t(row)].decision; }
    QString text(int row) const { return rows_[std::size_t(row)].text; }
    int square(int row) const { return rows_[std::size_t(row)].square; }
    // The rows whose decision acts on `square`, in list order.
    std::vector<int> rowsAtSquare(int square) const;

    int currentRow() const { return currentRow_; }
    // A row outside the list chooses none.
    void setCurrentRow(int row);
    int currentTarget() const { return contains(currentRow_) ? square(currentRow_) : -1; }

signals:
    void countChanged();
    void currentRowChanged();

private:
    struct Row {
        pb::Decision decision;
        QString text;
        QString kind;
        int square = -1;
        QString json;
    };

    void replace(std::vector<Row> rows);

    std::vector<Row> rows_;
    int currentRow_ = -1;
};

} // namespace pb::gui
