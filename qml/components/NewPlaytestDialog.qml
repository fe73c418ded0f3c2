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
            specs.push(seatRows.itemAt(seat).spec());
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

            delegate: RowLayout {
                id: seatRow

                required property int index

                function spec(): string {
                    if (kind.currentValue === "mcts")
                        return "mcts:iterations=" + iterations.value;
                    return kind.currentValue;
                }

                Layout.fillWidth: true
                spacing: 8

                Label {
                    Layout.preferredWidth: 40
                    text: qsTr("P%1").arg(seatRow.index + 1)
                    font.bold: true
                }
                ComboBox {
                    id: kind

                    Layout.fillWidth: true
                    textRole: "text"
                    valueRole: "value"
                    // A person in the first seat, computer players in the others.
                    currentIndex: seatRow.index === 0 ? 0 : 1
                    Accessible.name: qsTr("Who plays seat %1").arg(seatRow.index + 1)
                    model: [
                        {
                            value: "human",
                            text: qsTr("Person")
                        },
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
                }
                SpinBox {
                    id: iterations

                    Layout.preferredWidth: 130
                    visible: kind.currentValue === "mcts"
                    from: 10
                    to: 1000000
                    stepSize: 100
                    value: 1000
                    editable: true
                    Accessible.name: qsTr("MCTS iterations of seat %1").arg(seatRow.index + 1)
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("MCTS iterations per decision: more plays stronger and slower")
                }
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
            color: "#c62828"
            Accessible.role: Accessible.AlertMessage
        }
    }
}
