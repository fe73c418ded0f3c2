pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// One seat and who plays it: an agent of the agent factory with its everyday
// options (MCTS: iterations per decision), or in a playtest a person. The
// kinds, their names and the spec syntax come from AgentCatalog; the New
// playtest dialog and the Reports page's run panel both use this row.
RowLayout {
    id: root

    required property int index
    // What the row is called: its seat, unless one agent plays every seat.
    // Players are P1..Pn everywhere in the workbench.
    property string label: qsTr("P%1").arg(root.index + 1)
    // A playtest offers a person at the workbench as well as the agents.
    property bool offersPerson: false
    // Starts the objectNames of its controls (seatAgent0, seatOption0:iterations),
    // so that rows of two places in one window are told apart.
    property string namePrefix: "seat"
    // The kind chosen when the row appears ("human", "random", "mcts"...).
    property string initialKind: "random"
    // Who may play the seat, as ids: "human" (in a playtest), "random", ...
    readonly property var kinds: root.offersPerson ? AgentCatalog.seatKinds : AgentCatalog.agentIds
    // The chosen agent's everyday options: [{key, from, to, step, value}].
    readonly property var options: AgentCatalog.seatOptions[kind.currentValue ?? ""] ?? []

    // The spec this row describes, e.g. "mcts:iterations=1000" or "human".
    function spec(): string {
        const options = root.options;
        const values = {};
        for (let i = 0; i < optionFields.count; ++i)
            values[options[i].key] = (optionFields.itemAt(i) as SpinBox).value;
        return AgentCatalog.spec(kind.currentValue ?? "", values);
    }

    spacing: 8

    Label {
        Layout.minimumWidth: 40
        text: root.label
        font.bold: true
    }
    ComboBox {
        id: kind

        objectName: root.namePrefix + "Agent" + root.index
        Layout.fillWidth: true
        // The model holds no translated text: a new model after a language
        // switch would reset the choice. The names come from AgentCatalog.names.
        model: root.kinds
        displayText: AgentCatalog.names[currentValue ?? ""] ?? ""
        currentIndex: Math.max(0, root.kinds.indexOf(root.initialKind))
        Accessible.name: qsTr("Who plays %1").arg(root.label)

        delegate: ItemDelegate {
            required property string modelData
            required property int index

            width: ListView.view ? ListView.view.width : implicitWidth
            text: AgentCatalog.names[modelData] ?? modelData
            highlighted: kind.highlightedIndex === index
        }
    }
    Repeater {
        id: optionFields

        // The options' ranges never change, so a language switch keeps the values.
        model: root.options

        delegate: SpinBox {
            id: field

            required property var modelData
            readonly property var words: (AgentCatalog.optionWords[kind.currentValue ?? ""] ?? {})[field.modelData.key] ?? {}

            objectName: root.namePrefix + "Option" + root.index + ":" + field.modelData.key
            Layout.preferredWidth: 130
            from: field.modelData.from
            to: field.modelData.to
            stepSize: field.modelData.step
            value: field.modelData.value
            editable: true
            //: %1 an agent's option (Iterations per decision), %2 a seat (P1)
            Accessible.name: qsTr("%1 of %2").arg(field.words.label ?? "").arg(root.label)
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: field.words.description ?? ""
        }
    }
}
