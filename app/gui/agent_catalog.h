#pragma once

#include <QEvent>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// Who may play a seat, for the seat rows of the New playtest dialog and the
// Reports page: a person ("human", in playtests) or an agent of the core's
// agent factory (pb::agentDescriptions()), its name and its options in the
// interface language, and the spec a row's choice makes. QML writes no agent
// name, no option and no spec syntax of its own.
//
// The ids and the options' ranges never change; the words change with the
// language (wordsChanged), so a row keeps its choice through a switch.
class AgentCatalog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Every agent of the factory, weakest first: ["random", "greedy", "mcts"].
    Q_PROPERTY(QStringList agentIds READ agentIds CONSTANT)
    // "human" (a person at the workbench), then agentIds.
    Q_PROPERTY(QStringList seatKinds READ seatKinds CONSTANT)
    // Agent id -> the options a seat row offers (the factory's everyday ones,
    // whole numbers): [{key, from, to, step, value}], value being the default.
    Q_PROPERTY(QVariantMap seatOptions READ seatOptions CONSTANT)
    // Seat kind -> its name: "mcts" -> "MCTS", "human" -> "Person".
    Q_PROPERTY(QVariantMap names READ names NOTIFY wordsChanged)
    // Agent id -> option key -> {label, description}.
    Q_PROPERTY(QVariantMap optionWords READ optionWords NOTIFY wordsChanged)

public:
    explicit AgentCatalog(QObject* parent = nullptr);

    static QStringList agentIds();
    static QStringList seatKinds();
    static QVariantMap seatOptions();
    static QVariantMap names();
    static QVariantMap optionWords();

    // The name of seat kind `id` ("Greedy"); the id itself for one the
    // workbench has no words for.
    static QString name(const QString& id);
    // What option `key` of agent `id` is called ("Iterations per decision")
    // and what it does; the key and "" for one the workbench has no words for.
    static QString optionLabel(const QString& id, const QString& key);
    static QString optionDescription(const QString& id, const QString& key);

    // The spec of seat kind `id` with `options` (key -> value): "human",
    // "random", "mcts:iterations=1000". Options the agent does not read are
    // left out; the order is the agent's own.
    Q_INVOKABLE static QString spec(const QString& id, const QVariantMap& options);

signals:
    void wordsChanged();

protected:
};

} // namespace pb::gui
