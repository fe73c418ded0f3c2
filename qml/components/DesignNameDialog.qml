pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Asks for a design's name, and for a new design also its ruleset. OK stays
// disabled while the name is empty.
Dialog {
    id: root

    // Each ruleset as {id, name}; empty hides the ruleset choice.
    property var rulesets: []
    property alias name: nameField.text
    readonly property string rulesetId: root.rulesets.length > 0 ? root.rulesets[rulesetChoice.currentIndex].id : ""

    // Opens with `name` filled in and selected.
    function ask(title: string, name: string) {
        root.title = title;
        nameField.text = name;
        rulesetChoice.currentIndex = 0;
        root.open();
        nameField.selectAll();
        nameField.forceActiveFocus();
    }

    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(440, (parent ? parent.width : 440) - 48)
    standardButtons: Dialog.Ok | Dialog.Cancel

    Component.onCompleted: root.standardButton(Dialog.Ok).enabled = Qt.binding(() => nameField.text.trim().length > 0)

    ColumnLayout {
        width: root.availableWidth
        spacing: 8

        Label {
            text: qsTr("Name")
        }
        TextField {
            id: nameField

            objectName: "designNameField"
            Layout.fillWidth: true
            selectByMouse: true
            Accessible.name: qsTr("Design name")
            onAccepted: {
                if (text.trim().length > 0)
                    root.accept();
            }
        }
        Label {
            visible: root.rulesets.length > 0
            text: qsTr("Ruleset")
        }
        ComboBox {
            id: rulesetChoice

            objectName: "designRulesetChoice"
            Layout.fillWidth: true
            visible: root.rulesets.length > 0
            model: root.rulesets
            textRole: "name"
            Accessible.name: qsTr("Ruleset")
        }
    }
}
