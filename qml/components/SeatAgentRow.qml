pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One seat of a run: its agent (random, greedy or MCTS) and, for MCTS, its
// iterations per decision.
RowLayout {
    id: root

    required property int index
    // What the row is called: its seat, unless one agent plays every seat.
    // Players are P1..Pn everywhere in the workbench.
    property string label: "P" + (root.index + 1)

    // The agent spec this row describes, e.g. "mcts:iterations=1000".
    function spec(): string {
        if (kind.currentValue === "mcts")
            return "mcts:iterations=" + iterations.value;
        return kind.currentValue;
    }

    spacing: 8

    Label {
        text: root.label
    }
    // The agent's name in the interface language.
    function agentName(agent: string): string {
        switch (agent) {
        case "random":
            return qsTr("Random");
        case "greedy":
            return qsTr("Greedy");
        default:
            return qsTr("MCTS");
        }
    }

    ComboBox {
        id: kind

        objectName: "seatAgent" + root.index
        Layout.fillWidth: true
        // The model holds no translated text: a language switch re-evaluates
        // every qsTr, and a new model would reset the choice.
        model: ["random", "greedy", "mcts"]
        displayText: root.agentName(currentValue ?? "")
        currentIndex: root.index === 0 ? 2 : 0
        Accessible.name: qsTr("Agent of %1").arg(root.label)

        delegate: ItemDelegate {
            required property string modelData
            required property int index

            width: ListView.view ? ListView.view.width : implicitWidth
            text: root.agentName(modelData)
            highlighted: kind.highlightedIndex === index
        }
    }
    SpinBox {
        id: iterations

        Layout.preferredWidth: 120
        visible: kind.currentValue === "mcts"
        from: 10
        to: 1000000
        stepSize: 100
        value: 1000
        editable: true
        ToolTip.visible: hovered
        ToolTip.text: qsTr("MCTS iterations per decision")
    }
}
