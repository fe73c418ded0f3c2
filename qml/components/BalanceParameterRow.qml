pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// One parameter auto-balance may change: whether it may, and the values it
// tries: a whole number's from, to and step within its range, or the ticked
// options of a choice (all at first).
// modelData: {name, label, type "int", min, max, value, from, to (the range
// suggested, values the design can take)} or {name, label, type "choice",
// options, value}.
RowLayout {
    id: root

    required property var modelData
    required property int index
    required property BalanceController controller
    property int designId: 0
    readonly property bool chosen: use.checked
    readonly property bool isChoice: root.modelData.type === "choice"
    // A whole number's range and value (a choice has none).
    readonly property int minimum: root.isChoice ? 0 : root.modelData.min
    readonly property int maximum: root.isChoice ? 0 : root.modelData.max
    readonly property int current: root.isChoice ? 0 : root.modelData.value
    readonly property int suggestedFrom: root.isChoice ? 0 : root.modelData.from
    readonly property int suggestedTo: root.isChoice ? 0 : root.modelData.to

    // {name, from, to, step}, or {name, values} for a choice.
    function axis(): var {
        if (root.isChoice) {
            const values = [];
            for (let i = 0; i < optionBoxes.count; ++i)
                if ((optionBoxes.itemAt(i) as CheckBox).checked)
                    values.push(root.modelData.options[i]);
            return {
                name: root.modelData.name,
                values: values
            };
        }
        return {
            name: root.modelData.name,
            from: Math.min(from.value, to.value),
            to: Math.max(from.value, to.value),
            step: step.value
        };
    }

    spacing: 6

    CheckBox {
        id: use

        objectName: "balanceParameter" + root.index
        Layout.fillWidth: true
        text: root.controller.language >= 0 ? root.controller.parameterLabel(root.designId, root.modelData.name) : ""
    }
    // A choice's options, each tried when ticked.
    Flow {
        Layout.preferredWidth: 322
        visible: root.isChoice
        spacing: 4

        Repeater {
            id: optionBoxes

            model: root.isChoice ? root.modelData.options : []

            CheckBox {
                required property string modelData
                required property int index

                objectName: "balanceOption" + root.index + "_" + index
                text: root.controller.language >= 0 ? root.controller.optionLabel(root.designId, root.modelData.name, modelData) : ""
                checked: true
                enabled: use.checked
            }
        }
    }
    SpinBox {
        id: from

        Layout.preferredWidth: 110
        visible: !root.isChoice
        from: root.minimum
        to: root.maximum
        value: root.suggestedFrom
        enabled: use.checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("From")
    }
    SpinBox {
        id: to

        Layout.preferredWidth: 110
        visible: !root.isChoice
        from: root.minimum
        to: root.maximum
        value: root.suggestedTo
        enabled: use.checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("To")
    }
    SpinBox {
        id: step

        Layout.preferredWidth: 90
        visible: !root.isChoice
        from: 1
        to: Math.max(1, root.maximum - root.minimum)
        value: 1
        enabled: use.checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Step")
    }
}
