// pb::agentDescriptions() (agents/agent_description.h) against makeAgent():
// every agent listed is made, every option listed is read with its default
// and its range (an option the agent did not read would be refused as
// unknown), and agentSpecText writes specs the factory accepts.

#include "agents/agent.h"
#include "engine/errors.h"
#include "test_registry.h"

#include <QTest>
#include <cmath>

namespace {

std::string withOption(const pb::AgentDescription& agent, const pb::AgentOption& option,
                       const std::string& value) {
    return pb::agentSpecText(agent.id, {{option.key, value}});
}

std::string number(const pb::AgentOption& option, double value) {
    if (option.type == pb::AgentOption::Type::Int)
        return std::to_string(static_cast<long long>(std::llround(value)));
    return std::to_string(value);
}

bool accepted(const std::string& spec) {
    try {
        pb::makeAgent(spec, 1);
        return true;
    } catch (const pb::InvalidInput&) {
        return false;
    }
}

} // namespace

class TestAgentDescriptions : public QObject {
    Q_OBJECT

private slots:
    void theFactoryKnowsTheListedAgentsWeakestFirst();
    void everyListedOptionIsReadWithItsRange();
    void aDefaultIsWhatTheAgentUsesWithoutTheOption();
    void specTextJoinsTheOptions();
};

void TestAgentDescriptions::theFactoryKnowsTheListedAgentsWeakestFirst() {
    std::vector<std::string> ids;
    for (const pb::AgentDescription& agent : pb::agentDescriptions()) {
        ids.push_back(agent.id);
        QVERIFY2(accepted(agent.id), agent.id.c_str());
    }
    QCOMPARE(ids, (std::vector<std::string>{"random", "greedy", "mcts"}));
    try {
        pb::makeAgent("oracle", 1);
        QFAIL("an unknown agent was made");
    } catch (const pb::InvalidInput& e) {
        QCOMPARE(std::string(e.what()),
                 std::string("unknown agent 'oracle' (known: random, greedy, mcts)"));
    }
}

void TestAgentDescriptions::everyListedOptionIsReadWithItsRange() {
    int options = 0;
    for (const pb::AgentDescription& agent : pb::agentDescriptions()) {
        for (const pb::AgentOption& option : agent.options) {
            ++options;
            const std::string what = agent.id + ":" + option.key;
            if (option.type == pb::AgentOption::Type::Choice) {
                for (const std::string& choice : option.choices)
                    QVERIFY2(accepted(withOption(agent, option, choice)), what.c_str());
                QVERIFY2(!accepted(withOption(agent, option, "nonsense")), what.c_str());
                QVERIFY2(std::find(option.choices.begin(), option.choices.end(),
                                   option.defaultChoice) != option.choices.end(),
                         what.c_str());
                continue;
            }
            QVERIFY2(option.minValue <= option.defaultValue &&
                         option.defaultValue <= option.maxValue && option.step > 0,
                     what.c_str());
            QVERIFY2(accepted(withOption(agent, option, number(option, option.minValue))),
                     what.c_str());
            QVERIFY2(accepted(withOption(agent, option, number(option, option.maxValue))),
                     what.c_str());
            QVERIFY2(!accepted(withOption(agent, option, number(option, option.minValue - 1))),
                     what.c_str());
            QVERIFY2(!accepted(withOption(agent, option, number(option, option.maxValue + 1))),
                     what.c_str());
        }
        // An option the description does not list is refused.
        QVERIFY(!accepted(agent.id + ":unlisted=1"));
    }
    QCOMPARE(options, 6); // greedy's rollouts and score; mcts's iterations, ms, c and rollout
}

void TestAgentDescriptions::aDefaultIsWhatTheAgentUsesWithoutTheOption() {
    // The agent's own spec names its options' values: without them, the defaults.
    const auto mcts = pb::makeAgent("mcts", 1);
    QCOMPARE(mcts->spec(), std::string("mcts:iterations=1000,c=1.4,rollout=auto"));
    const auto greedy = pb::makeAgent("greedy", 1);
    QCOMPARE(greedy->spec(), std::string("greedy:rollouts=4,score=eval"));
    // The everyday option of MCTS is its iterations, as the seat rows offer it.
    for (const pb::AgentDescription& agent : pb::agentDescriptions())
        for (const pb::AgentOption& option : agent.options)
            QCOMPARE(option.everyday, agent.id == "mcts" && option.key == "iterations");
}

void TestAgentDescriptions::specTextJoinsTheOptions() {
    QCOMPARE(pb::agentSpecText("random", {}), std::string("random"));
    QCOMPARE(pb::agentSpecText("mcts", {{"iterations", "300"}, {"c", "2"}}),
             std::string("mcts:iterations=300,c=2"));
    QCOMPARE(pb::makeAgent(pb::agentSpecText("mcts", {{"iterations", "300"}}), 1)->spec(),
             std::string("mcts:iterations=300,c=1.4,rollout=auto"));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestAgentDescriptions)
#include "test_agent_descriptions.moc"
