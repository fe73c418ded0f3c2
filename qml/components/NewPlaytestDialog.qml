pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Sets up a playtest: the design, how many players, who sits in each seat
// (a person or a computer player) and the seed. Start asks the session to
// begin; a refusal keeps the dialog open with the session's message.
Dialog {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    objectName: "newPlaytestDialog"

    required property PlaytestSession session
    required property Workbench workbench
    // The design chosen when the dialog opens (the design being edited).
    property int designId: 0

    readonly property var info: designChoice.currentIndex >= 0 && designChoice.currentValue !== undefined ? root.workbench.designInfo(designChoice.currentValue) : ({})
    readonly property int minPlayers: root.info.minPlayers ?? 1
    readonly property int maxPlayers: root.info.maxPlayers ?? 1

    // The spec of every seat, in seat order.
    function seatSpecs(): list<string> {
        const specs = [];
        for (let seat = 0; seat < seatRows.count; ++seat)
            specs.push((seatRows.itemAt(seat) as SeatAgentRow).spec());
        return specs;
    }
    // Opens with the open design chosen and a fresh seed.
    function openFor(designId: int) {
        root.designId = designId;
        const row = designChoice.indexOfValue(designId);
        designChoice.currentIndex = row >= 0 ? row : 0;
        playersBox.value = root.info.players ?? 2;
        seedField.text = root.session.randomSeed();
        root.open();
    }

    title: qsTr("New playtest")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(520, (parent ? parent.width : 520) - 48)
    padding: 16
    standardButtons: Dialog.Ok | Dialog.Cancel

    // A refused start keeps the dialog open with the session's message.
    onAccepted: {
        if (!root.session.start(designChoice.currentValue, playersBox.value, root.seatSpecs(), seedField.text))
            root.open();
    }
    Component.onCompleted: {
        const start = root.standardButton(Dialog.Ok);
        start.text = qsTr("Start");
        start.objectName = "playtestStartButton";
        start.enabled = Qt.binding(() => designChoice.currentIndex >= 0 && seedField.text.length > 0);
    }

    DesignListModel {
        id: designs

        workbench: root.workbench
    }

    ColumnLayout {
        width: root.availableWidth
        spacing: 8

        Label {
            text: qsTr("Design")
        }
        ComboBox {
            id: designChoice

            objectName: "playtestDesignChoice"
            Layout.fillWidth: true
            model: designs
            textRole: "name"
            valueRole: "id"
            Accessible.name: qsTr("Design to play")
            onActivated: playersBox.value = root.info.players ?? 2
        }
        RowLayout {
            spacing: 8

            Label {
                text: qsTr("Players")
            }
            SpinBox {
                id: playersBox

                objectName: "playtestPlayers"
                from: root.minPlayers
                to: root.maxPlayers
                value: 2
                Accessible.name: qsTr("Number of players")
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("From %1 to %2 players for this ruleset").arg(root.minPlayers).arg(root.maxPlayers)
            }
        }
        Label {
            text: qsTr("Seats")
            font.bold: true
        }
        Repeater {
            id: seatRows

            model: playersBox.value

            // A person in the first seat, computer players in the others.
            delegate: SeatAgentRow {
                id: seatRow

                Layout.fillWidth: true
                offersPerson: true
                namePrefix: "playtestSeat"
                initialKind: seatRow.index === 0 ? "human" : "random"
            }
        }
        Label {
            text: qsTr("Seed")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            TextField {
                id: seedField

                objectName: "playtestSeed"
                Layout.fillWidth: true
                selectByMouse: true
                validator: RegularExpressionValidator {
                    regularExpression: /[0-9]{1,20}/
                }
                Accessible.name: qsTr("Seed")
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("The same seed and seats play the same game again")
                onAccepted: root.accept()
            }
            Button {
                text: qsTr("New seed")
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("Draws a new random seed")
                onClicked: seedField.text = root.session.randomSeed()
            }
        }
        Label {
            Layout.fillWidth: true
            visible: root.session.errorMessage.length > 0 && root.visible
            text: root.session.errorMessage
            wrapMode: Text.Wrap
            color: root.colors.alertText
            Accessible.role: Accessible.AlertMessage
        }
    }
}
