import QtQuick
import QtQuick.Controls
import QtTest
import Playbench

// The seat row of New playtest and the Reports page: it offers the agent
// factory's agents (and a person in a playtest) by their names, shows an
// agent's everyday options, and its spec is what AgentCatalog writes.
Item {
    id: root

    width: 480
    height: 120

    SeatAgentRow {
        id: playtestRow

        width: root.width
        index: 0
        offersPerson: true
        namePrefix: "playtestSeat"
        initialKind: "human"
    }
    SeatAgentRow {
        id: runRow

        y: 60
        width: root.width
        index: 1
        initialKind: "mcts"
    }

    TestCase {
        name: "SeatAgentRow"
        when: windowShown

        // The visible descendant of `item` whose objectName is `name`.
        function findNamed(item, name) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child.objectName === name && child.visible)
                    return child;
                const found = findNamed(child, name);
                if (found !== null)
                    return found;
            }
            return null;
        }

        function test_aPlaytestOffersAPersonFirst() {
            const combo = findNamed(playtestRow, "playtestSeatAgent0");
            verify(combo !== null);
            compare(combo.count, AgentCatalog.seatKinds.length);
            compare(combo.currentValue, "human");
            compare(combo.displayText, "Person");
            compare(playtestRow.spec(), "human");
            compare(findNamed(playtestRow, "playtestSeatOption0:iterations"), null);
        }

        function test_theRunPanelOffersOnlyAgents() {
            const combo = findNamed(runRow, "seatAgent1");
            compare(combo.count, AgentCatalog.agentIds.length);
            verify(AgentCatalog.agentIds.indexOf("human") < 0);
        }

        function test_mctsShowsItsIterationsInTheSpec() {
            const combo = findNamed(runRow, "seatAgent1");
            compare(combo.currentValue, "mcts");
            compare(combo.displayText, "MCTS");
            const iterations = findNamed(runRow, "seatOption1:iterations");
            verify(iterations !== null);
            compare(iterations.value, 1000);
            compare(runRow.spec(), "mcts:iterations=1000");
            iterations.value = 300;
            compare(runRow.spec(), "mcts:iterations=300");

            // Greedy has no everyday option: the field goes, the spec is its name.
            combo.currentIndex = AgentCatalog.agentIds.indexOf("greedy");
            compare(combo.displayText, "Greedy");
            compare(runRow.options.length, 0);
            compare(findNamed(runRow, "seatOption1:iterations"), null);
            compare(runRow.spec(), "greedy");
        }
    }
}
