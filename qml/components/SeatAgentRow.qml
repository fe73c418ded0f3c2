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
    property string label: qsTr("Seat %1").arg(root.index + 1)

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
    ComboBox {
        id: kind

        Layout.fillWidth: true
        textRole: "text"
        valueRole: "value"
        model: [
            {
                value: "random",
                text: qsTr("Random")
            },
            {
                value: "greedy",
                text: qsTr("Greedy")
            },
            {
                value: "mcts",
                text: qsTr("MCTS")
            }
        ]
        currentIndex: root.index === 0 ? 2 : 0
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
