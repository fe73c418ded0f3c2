// AgentCatalog, the seat rows' list of who may play a seat: it follows the
// core's agent factory, has words for every agent and option, writes specs the
// factory accepts, and announces new words when the language changes.

#include "agent_catalog.h"
#include "agents/agent.h"
#include "engine/errors.h"
#include "test_registry.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using pb::gui::AgentCatalog;

class TestAgentCatalog : public QObject {
    Q_OBJECT

private slots:
    void theAgentsAreTheFactorys();
    void everyKindAndOptionHasWords();
    void theSeatRowsOfferMctsIterations();
    void specsAreWhatTheFactoryAccepts();
    void aLanguageSwitchBringsNewWords();
};

void TestAgentCatalog::theAgentsAreTheFactorys() {
    QStringList ids;
    for (const pb::AgentDescription& agent : pb::agentDescriptions())
        ids.append(QString::fromStdString(agent.id));
    QCOMPARE(AgentCatalog::agentIds(), ids);
    QCOMPARE(AgentCatalog::seatKinds(), QStringList{QStringLiteral("human")} + ids);
}

void TestAgentCatalog::everyKindAndOptionHasWords() {
    // A new agent or option of the factory fails here until the workbench has words for it.
    const QVariantMap names = AgentCatalog::names();
    for (const QString& kind : AgentCatalog::seatKinds())
        QVERIFY2(!names.value(kind).toString().isEmpty() && names.value(kind) != kind,
                 qPrintable(kind));
    QCOMPARE(names.value(QStringLiteral("human")).toString(), QStringLiteral("Person"));
    QCOMPARE(names.value(QStringLiteral("mcts")).toString(), QStringLiteral("MCTS"));
    const QVariantMap words = AgentCatalog::optionWords();
    for (const pb::AgentDescription& agent : pb::agentDescriptions()) {
        const QVariantMap options = words.value(QString::fromStdString(agent.id)).toMap();
        QCOMPARE(options.size(), static_cast<qsizetype>(agent.options.size()));
        for (const pb::AgentOption& option : agent.options) {
            const QString key = QString::fromStdString(option.key);
            const QVariantMap word = options.value(key).toMap();
            const QString what = QString::fromStdString(agent.id) + QLatin1Char(':') + key;
            QVERIFY2(word.value(QStringLiteral("label")).toString() != key, qPrintable(what));
            QVERIFY2(!word.value(QStringLiteral("description")).toString().isEmpty(),
                     qPrintable(what));
        }
    }
}

void TestAgentCatalog::theSeatRowsOfferMctsIterations() {
    const QVariantMap options = AgentCatalog::seatOptions();
    QCOMPARE(options.keys(), (QStringList{"greedy", "mcts", "random"}));
    QVERIFY(options.value(QStringLiteral("random")).toList().isEmpty());
    QVERIFY(options.value(QStringLiteral("greedy")).toList().isEmpty());
    const QVariantList mcts = options.value(QStringLiteral("mcts")).toList();
    QCOMPARE(mcts.size(), 1);
    const QVariantMap iterations = mcts.front().toMap();
    QCOMPARE(iterations.value(QStringLiteral("key")).toString(), QStringLiteral("iterations"));
    QCOMPARE(iterations.value(QStringLiteral("from")).toInt(), 1);
    QCOMPARE(iterations.value(QStringLiteral("to")).toInt(), 100000000);
    QCOMPARE(iterations.value(QStringLiteral("step")).toInt(), 100);
    QCOMPARE(iterations.value(QStringLiteral("value")).toInt(), 1000);
}

void TestAgentCatalog::specsAreWhatTheFactoryAccepts() {
    QCOMPARE(AgentCatalog::spec(QStringLiteral("human"), {}), QStringLiteral("human"));
    QCOMPARE(AgentCatalog::spec(QStringLiteral("random"), {}), QStringLiteral("random"));
    // An option the agent does not read is left out rather than refused later.
    QCOMPARE(AgentCatalog::spec(QStringLiteral("greedy"), {{QStringLiteral("iterations"), 5}}),
             QStringLiteral("greedy"));
    const QString mcts = AgentCatalog::spec(
        QStringLiteral("mcts"), {{QStringLiteral("c"), 2.5}, {QStringLiteral("iterations"), 300}});
    QCOMPARE(mcts, QStringLiteral("mcts:iterations=300,c=2.5"));
    QCOMPARE(pb::makeAgent(mcts.toStdString(), 1)->spec(),
             std::string("mcts:iterations=300,c=2.5,rollout=auto"));
}

void TestAgentCatalog::aLanguageSwitchBringsNewWords() {
    AgentCatalog catalog;
    QSignalSpy changed(&catalog, &AgentCatalog::wordsChanged);
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    QVERIFY(changed.count() >= 1);
    QCOMPARE(catalog.names().value(QStringLiteral("greedy")).toString(), QStringLiteral("Gierig"));
    QCOMPARE(catalog.names().value(QStringLiteral("human")).toString(), QStringLiteral("Mensch"));
    QVERIFY(QCoreApplication::removeTranslator(&german));
    QCOMPARE(catalog.names().value(QStringLiteral("greedy")).toString(), QStringLiteral("Greedy"));
}

PLAYBENCH_TEST_GUILESS_MAIN(TestAgentCatalog)
#include "test_agent_catalog.moc"
