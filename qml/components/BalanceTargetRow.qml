pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// One target of auto-balance: whether it counts, and the metric's bounds (an
// empty field leaves that side open). modelData: {metric, label, low, high}.
RowLayout {
    id: root

    required property var modelData
    required property int index
    required property BalanceController controller
    property int designId: 0
    readonly property bool chosen: use.checked

    // {metric, low, high}, an open bound null.
    function target(): var {
        const from = parseFloat(low.text.replace(",", "."));
        const to = parseFloat(high.text.replace(",", "."));
        return {
            metric: root.modelData.metric,
            low: isNaN(from) ? null : from,
            high: isNaN(to) ? null : to
        };
    }

    spacing: 6

    CheckBox {
        id: use

        objectName: "balanceTarget" + root.index
        Layout.fillWidth: true
        checked: root.index === 0
        text: root.controller.language >= 0 ? root.controller.targetLabel(root.designId, root.modelData.metric) : ""
    }
    TextField {
        id: low

        objectName: "balanceTargetLow" + root.index
        Layout.preferredWidth: 70
        // In the interface language's digits ("0,05"), again when it changes.
        text: root.controller.language < 0 || root.modelData.low === undefined || root.modelData.low === null ? "" : Number(root.modelData.low).toLocaleString(Qt.locale(), "g", 6)
        placeholderText: qsTr("from")
        enabled: use.checked
    }
    TextField {
        id: high

        objectName: "balanceTargetHigh" + root.index
        Layout.preferredWidth: 70
        // In the interface language's digits ("0,05"), again when it changes.
        text: root.controller.language < 0 || root.modelData.high === undefined || root.modelData.high === null ? "" : Number(root.modelData.high).toLocaleString(Qt.locale(), "g", 6)
        placeholderText: qsTr("to")
        enabled: use.checked
    }
}
