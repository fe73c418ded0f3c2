#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace pb {
class Ruleset;
namespace check {
struct Reproduction;
}
} // namespace pb

namespace pb::gui {

// The breaks a Check found (the harness stops at the first, so none or one),
// in the designer's words (CheckWords), each with the reproduction that
// "Open in Playtest" plays to. Filled by ScriptCheck from a report's JSON, a
// fresh one or the store's; the words follow a change of language.
class CheckBreakModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A ScriptCheck lists the breaks it found.")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        CheckRole = Qt::UserRole + 1, // the check's name in check_names.h
        CheckNameRole,                // that name in words
        SentenceRole,                 // the whole break in one sentence
        MessageRole,                  // the ruleset's (Lua's) or the harness's text, verbatim
        WhereRole,                    // "Game 3, decision 12"
        DecisionTextRole,             // the decision being taken, or ""
        GameRole,                     // the game of the run, from 1 (0: the seed games)
        DecisionRole,                 // the failing decision's number in it, from 1
    };
    Q_ENUM(Role)

    explicit CheckBreakModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(rows_.size()); }

    // Lists the break of `report` (pb::check::CheckReport::toJson), if any;
    // `ruleset` words its decision (may be null).
    void show(const nlohmann::json& report, const pb::Ruleset* ruleset);
    void clear();

    // The break's JSON (CheckBreak::toJson); null for a row that is not there.
    nlohmann::json found(int row) const;
    QString sentence(int row) const;
    // The way to the break of `row`; nullopt when it is not there or does not read.
    std::optional<pb::check::Reproduction> reproduction(int row) const;

signals:
    void countChanged();

private:
    std::vector<nlohmann::json> rows_;
    const pb::Ruleset* ruleset_ = nullptr;
};

} // namespace pb::gui
