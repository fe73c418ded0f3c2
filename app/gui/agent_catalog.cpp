#include "agent_catalog.h"

#include "agents/agent_description.h"
#include "language_watch.h"

#include <QCoreApplication>

namespace pb::gui {

namespace {

const QString kHuman = QStringLiteral("human");

const pb::AgentDescription* describe(const QString& id) {
    for (const pb::AgentDescription& description : pb::agentDescriptions())
        if (QString::fromStdString(description.id) == id)
            return &description;
    return nullptr;
}

// A value as a spec writes it: whole numbers without a point.
std::string specValue(const pb::AgentOption& option, const QVariant& value) {
    switch (option.type) {
    case pb::AgentOption::Type::Int:
        return std::to_string(value.toLongLong());
    case pb::AgentOption::Type::Double:
        return QString::number(value.toDouble()).toStdString();
    case pb::AgentOption::Type::Choice:
        break;
    }
    return value.toString().toStdString();
}

} // namespace

AgentCatalog::AgentCatalog(QObject* parent) : QObject(parent) {
    onLanguageChange(this, [this] { emit wordsChanged(); });
}

QStringList AgentCatalog::agentIds() {
    QStringList ids;
    for (const pb::AgentDescription& description : pb::agentDescriptions())
        ids.append(QString::fromStdString(description.id));
    return ids;
}

QStringList AgentCatalog::seatKinds() {
    return QStringList{kHuman} + agentIds();
}

QVariantMap AgentCatalog::seatOptions() {
    QVariantMap map;
    for (const pb::AgentDescription& description : pb::agentDescriptions()) {
        QVariantList options;
        for (const pb::AgentOption& option : description.options) {
            if (!option.everyday || option.type != pb::AgentOption::Type::Int)
                continue;
            options.append(
                QVariantMap{{QStringLiteral("key"), QString::fromStdString(option.key)},
                            {QStringLiteral("from"), static_cast<int>(option.minValue)},
                            {QStringLiteral("to"), static_cast<int>(option.maxValue)},
                            {QStringLiteral("step"), static_cast<int>(option.step)},
                            {QStringLiteral("value"), static_cast<int>(option.defaultValue)}});
        }
        map.insert(QString::fromStdString(description.id), options);
    }
    return map;
}

QVariantMap AgentCatalog::names() {
    QVariantMap map;
    for (const QString& id : seatKinds())
        map.insert(id, name(id));
    return map;
}

QVariantMap AgentCatalog::optionWords() {
    QVariantMap map;
    for (const pb::AgentDescription& description : pb::agentDescriptions()) {
        const QString id = QString::fromStdString(description.id);
        QVariantMap options;
        for (const pb::AgentOption& option : description.options) {
            const QString key = QString::fromStdString(option.key);
            options.insert(
                key, QVariantMap{{QStringLiteral("label"), optionLabel(id, key)},
                                 {QStringLiteral("description"), optionDescription(id, key)}});
        }
        map.insert(id, options);
    }
    return map;
}

QString AgentCatalog::name(const QString& id) {
    if (id == kHuman)
        //: who plays a seat: a person at the workbench
        return tr("Person");
    if (id == QLatin1String("random"))
        //: an agent that picks any legal decision
        return tr("Random");
    if (id == QLatin1String("greedy"))
        //: an agent that picks the best-looking decision
        return tr("Greedy");
    if (id == QLatin1String("mcts"))
        //: Monte Carlo tree search, an agent that plays many games ahead
        return tr("MCTS");
    return id;
}

QString AgentCatalog::optionLabel(const QString& id, const QString& key) {
    if (id == QLatin1String("mcts")) {
        if (key == QLatin1String("iterations"))
            return tr("Iterations per decision");
        if (key == QLatin1String("ms"))
            return tr("Milliseconds per decision");
        if (key == QLatin1String("c"))
            //: the exploration constant of the tree search (UCT's c)
            return tr("Exploration");
        if (key == QLatin1String("rollout"))
            //: how a new position of the tree search is scored
            return tr("Leaf scoring");
    }
    if (id == QLatin1String("greedy")) {
        if (key == QLatin1String("rollouts"))
            return tr("Playouts per decision");
        if (key == QLatin1String("score"))
            //: how a decision's outcome is scored
            return tr("Scoring");
    }
    return key;
}

QString AgentCatalog::optionDescription(const QString& id, const QString& key) {
    if (id == QLatin1String("mcts")) {
        if (key == QLatin1String("iterations"))
            return tr("MCTS iterations per decision: more plays stronger and slower");
        if (key == QLatin1String("ms"))
            return tr("A time budget per decision instead of iterations (0: none); not "
                      "repeatable");
        if (key == QLatin1String("c"))
            return tr("Higher tries more unlikely decisions, lower deepens the likely ones");
        if (key == QLatin1String("rollout"))
            return tr("The ruleset's evaluation (eval), a random playout (random), or the "
                      "evaluation where the ruleset has one (auto)");
    }
    if (id == QLatin1String("greedy")) {
        if (key == QLatin1String("rollouts"))
            return tr("Random playouts that score each decision when there is no evaluation");
        if (key == QLatin1String("score"))
            return tr("The ruleset's evaluation (eval) or random playouts (rollout)");
    }
    return {};
}

QString AgentCatalog::spec(const QString& id, const QVariantMap& options) {
    const pb::AgentDescription* description = describe(id);
    if (!description)
        return id; // "human", or a kind the factory will name as unknown
    std::vector<std::pair<std::string, std::string>> values;
    for (const pb::AgentOption& option : description->options) {
        const auto value = options.constFind(QString::fromStdString(option.key));
        if (value != options.constEnd())
            values.emplace_back(option.key, specValue(option, *value));
    }
    return QString::fromStdString(pb::agentSpecText(description->id, values));
}

} // namespace pb::gui
