pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// One parameter auto-balance may change: whether it may, and the values it
// tries (from, to, step), within the parameter's range.
// modelData: {name, label, min, max, value}.
RowLayout {
    id: root

    required property var modelData
    required property int index
    required property BalanceController controller
    property int designId: 0
    readonly property bool chosen: use.checked

    // {name, from, to, step}.
    function axis(): var {
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
        text: root.controller.parameterLabel(root.designId, root.modelData.name)
    }
    SpinBox {
        id: from

        Layout.preferredWidth: 110
        from: root.modelData.min
        to: root.modelData.max
        value: Math.max(root.modelData.min, root.modelData.value - 2)
        enabled: use.checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("From")
    }
    SpinBox {
        id: to

        Layout.preferredWidth: 110
        from: root.modelData.min
        to: root.modelData.max
        value: Math.min(root.modelData.max, root.modelData.value + 2)
        enabled: use.checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("To")
    }
    SpinBox {
        id: step

        Layout.preferredWidth: 90
        from: 1
        to: Math.max(1, root.modelData.max - root.modelData.min)
        value: 1
        enabled: use.checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Step")
    }
}
